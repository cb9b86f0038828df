"""Run the edge kernels of a bench_kernels.py manifest once each, for compute-sanitizer.

    compute-sanitizer --tool memcheck python benchmarks/sanitize_kernels.py build/kernels.json > memcheck.log
    compute-sanitizer --tool racecheck python benchmarks/sanitize_kernels.py build/kernels.json > racecheck.log
    python benchmarks/sanitize_kernels.py --summarize memcheck.log racecheck.log > build/sanitizer.json

No torch here: buffers are ``cuMemAlloc``-ed at exactly the layouts' cosize (so an access
past the end is outside the allocation, which memcheck reports), filled from numpy,
and the result is compared with numpy's transpose / permute / copy of the source bits.
A kernel with a vector path runs a second time with the source pointer one element
past an aligned address (the kernel must take its scalar path); a sheared kernel runs once
more with dst three elements past an aligned address (allocated in front, checked untouched).
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _expected(kind: str, shape: tuple, src):
    x = src.reshape(shape)
    if kind == "transpose":
        return x.T.copy().ravel()
    if kind == "permute":
        return x.transpose(2, 0, 1).copy().ravel()
    return x.copy().ravel()


def check(entry: dict, offset: int, dst_offset: int = 0) -> str:
    """Run one kernel (src ``offset`` elements past an aligned address; dst likewise with
    ``dst_offset``, the elements before it checked untouched); ``ok`` or what went wrong."""
    import numpy as np
    from cuda.bindings import driver
    from codegen.launch import LaunchSpec, LoadedKernel, check as ok
    kernel = LoadedKernel(LaunchSpec.from_json(entry["spec"]))      # (with a launch-time choice's aligned kernel)
    bits = np.uint16 if entry["dtype"] == "bfloat16" else np.uint32
    eb = np.dtype(bits).itemsize
    rng = np.random.default_rng(5)
    src = rng.integers(1, 1 << (8 * eb - 1), size=entry["src_elems"], dtype=bits)
    host = np.concatenate([np.zeros(offset, dtype=bits), src])
    (d_src,) = ok(driver.cuMemAlloc(host.nbytes), "cuMemAlloc")
    (d_dst,) = ok(driver.cuMemAlloc((entry["dst_elems"] + dst_offset) * eb), "cuMemAlloc")
    try:
        ok(driver.cuMemcpyHtoD(d_src, host.ctypes.data, host.nbytes), "cuMemcpyHtoD")
        ok(driver.cuMemsetD8(d_dst, 0xFF, (entry["dst_elems"] + dst_offset) * eb), "cuMemsetD8")
        kernel(int(d_src) + offset * eb, int(d_dst) + dst_offset * eb)
        ok(driver.cuCtxSynchronize(), "cuCtxSynchronize")
        whole = np.empty(entry["dst_elems"] + dst_offset, dtype=bits)
        ok(driver.cuMemcpyDtoH(whole.ctypes.data, d_dst, whole.nbytes), "cuMemcpyDtoH")
        if np.any(whole[:dst_offset] != np.iinfo(bits).max):
            return "wrote before dst"
        out = whole[dst_offset:]
    finally:
        driver.cuMemFree(d_src)
        driver.cuMemFree(d_dst)
    want = _expected(entry["ref"][0], tuple(entry["ref"][1]), src)     # edge cases: compact layouts
    if out.size != want.size:
        return f"size {out.size} != {want.size}"
    bad = int(np.count_nonzero(out != want))
    return "ok" if bad == 0 else f"{bad} wrong elements"


def main(manifest: Path) -> int:
    entries = [e for e in json.loads(manifest.read_text())["kernels"] if e["edge"]]
    failures = runs = 0
    for e in entries:
        runs_of = [(o, 0) for o in ((0, 1) if e["vector_path"] and e["offset"] == 0 else (e["offset"],))]
        if "sheared" in e["plan"]:                 # sheared rows: dst off a sector, every shift taken
            runs_of += [(1, 3)]
        if e.get("dst_offset"):                    # the case's own misaligned pointers
            runs_of += [(e["offset"], e["dst_offset"])]
        for offset, dst_offset in runs_of:
            verdict = check(e, offset, dst_offset)
            runs += 1
            failures += verdict != "ok"
            print(f"{e['case']} (src offset {offset}, dst offset {dst_offset}): {verdict}", flush=True)
    print(f"checked {runs} runs of {len(entries)} kernels: {runs - failures} correct", flush=True)
    return 1 if failures else 0


def summarize(logs: list[Path]) -> dict:
    """Each tool's summary line, exit code (from a trailing 'rc=N' line) and correctness count."""
    out = {}
    for log in logs:
        text = log.read_text(errors="replace") if log.exists() else ""
        summary = re.findall(r"(?:ERROR|RACECHECK) SUMMARY: [^\n]*", text)
        checked = re.findall(r"checked \d+ runs of \d+ kernels: \d+ correct", text)
        rc = re.findall(r"^rc=(\d+)$", text, re.M)
        out[log.stem] = {"summary": summary[-1] if summary else "no summary (did the tool run?)",
                         "checked": checked[-1] if checked else "no result", "rc": int(rc[-1]) if rc else None}
    return out


if __name__ == "__main__":
    if sys.argv[1] == "--summarize":
        print(json.dumps(summarize([Path(p) for p in sys.argv[2:]]), indent=1))
        sys.exit(0)
    sys.exit(main(Path(sys.argv[1])))
