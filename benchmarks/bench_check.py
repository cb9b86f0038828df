"""``cute-sym check`` at scale (issue 13, item 5).

* **A 2,000-line module**: the two CuTe DSL example kernels as the DSL printed them
  (``kernel_sgemm.mlir``, 1,624 lines, and ``kernel_elementwise_add.mlir``, 451 lines, from
  ``tests/dialect/dsl_corpus``) joined into one module of 2,000+ lines (type aliases and the
  ``gpu.module`` renamed apart; nothing else changed).  ``cute-sym check`` on it as a user runs
  it (a fresh process: start-up, reading, every fact family), wall-clock and CPU seconds,
  median of ``--repeat``; and in-process (imports warm).  The peer, in the same run: NVIDIA's
  own MLIR (the DSL's ``cutlass._mlir``) parsing and verifying the same text, in a fresh
  process too (skipped without ``nvidia-cutlass-dsl``).
* **Many files**: every module of ``tests/dialect/dsl_corpus`` and ``tests/check/dsl_modules``
  with ``--jobs 1`` and ``--jobs 2``.

Run: ``python benchmarks/bench_check.py [--repeat N]``.  The figures are for the machine it
runs on; the one recorded is the project's 2-core machine, shared with other work (CPU
seconds are the fairer figure there).
"""
from __future__ import annotations

import argparse
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._results import command_line, table, write_section  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "tests" / "dialect" / "dsl_corpus"
OWN = REPO / "tests" / "check" / "dsl_modules"


def join_modules(paths: list[Path]) -> str:
    """One module holding the bodies of ``paths`` (each a DSL-printed module), aliases renamed apart."""
    aliases, bodies = [], []
    for k, path in enumerate(paths):
        text = path.read_text()
        for sigil in "!#":
            names = re.findall(rf"^{sigil}([\w.$-]+) = ", text, re.M)
            for n in sorted(names, key=len, reverse=True):
                text = re.sub(rf"{sigil}{re.escape(n)}(?![\w.$-])", f"{sigil}p{k}_{n}", text)
        text = text.replace("@kernels", f"@kernels_{k}")
        lines = text.split("\n")
        aliases += [line for line in lines if line[:1] in "!#"]
        start = next(i for i, line in enumerate(lines) if line.startswith("module"))
        end = max(i for i, line in enumerate(lines) if line.startswith("}"))
        bodies += lines[start + 1:end]
    return "\n".join(aliases + ["module attributes {gpu.container_module} {"] + bodies + ["}", ""])


def timed(argv: list[str]) -> tuple[float, float, int, str]:
    """Wall seconds, CPU seconds (user + system of the child), exit status, last output line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    r = subprocess.run(argv, capture_output=True, text=True, cwd=REPO)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    last = (r.stdout.strip().splitlines() or [r.stderr.strip()])[-1]
    return wall, cpu, r.returncode, last


PEER = """\
import sys, time
start = time.perf_counter()
from cutlass._mlir import ir
with ir.Context() as ctx:
    ctx.allow_unregistered_dialects = True
    m = ir.Module.parse(open(sys.argv[1]).read())
    m.operation.verify()
print(f"parsed and verified in {time.perf_counter() - start:.3f} s")
"""


def have_dsl() -> bool:
    return subprocess.run([sys.executable, "-c", "import cutlass._mlir"], capture_output=True).returncode == 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    text = join_modules([CORPUS / "kernel_sgemm.mlir", CORPUS / "kernel_elementwise_add.mlir"])
    tmp = Path(tempfile.mkdtemp(prefix="bench_check_"))
    big = tmp / "kernels_2000.mlir"
    big.write_text(text)
    lines = len(text.splitlines())

    rows = []
    ours = [timed([sys.executable, "-m", "cute_sym.cli", "check", str(big)]) for _ in range(args.repeat)]
    wall, cpu = statistics.median(x[0] for x in ours), statistics.median(x[1] for x in ours)
    rows.append([f"cute-sym check ({lines} lines, fresh process)", f"{wall:.2f}", f"{cpu:.2f}", ours[0][3]])
    from solver.check import check_text
    warm = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        report = check_text(text, str(big))
        warm.append(time.perf_counter() - start)
    rows.append([f"check_text in-process (imports warm)", f"{statistics.median(warm):.2f}", "",
                 f"{report.ops} cute ops, {len(report.findings)} findings"])
    if have_dsl():
        peer_py = tmp / "peer.py"
        peer_py.write_text(PEER)
        theirs = [timed([sys.executable, str(peer_py), str(big)]) for _ in range(args.repeat)]
        pwall, pcpu = statistics.median(x[0] for x in theirs), statistics.median(x[1] for x in theirs)
        rows.append(["NVIDIA's MLIR parse + verify (fresh process, peer)", f"{pwall:.2f}", f"{pcpu:.2f}",
                     theirs[0][3]])
        ratio = f"\n\ncute-sym check / NVIDIA's parse + verify: {wall / pwall:.1f}x wall, {cpu / pcpu:.1f}x CPU " \
                "(cute-sym re-derives and proves; NVIDIA's only parses and verifies)."
    else:
        ratio = "\n\n(NVIDIA's MLIR not installed: no peer figure.)"

    files = sorted(str(p) for p in (*CORPUS.glob("*.mlir"), *OWN.glob("*.mlir")))
    many = []
    for jobs in (1, 2):
        w, c, status, last = timed([sys.executable, "-m", "cute_sym.cli", "check", "--jobs", str(jobs), *files])
        many.append([f"{len(files)} files, --jobs {jobs}", f"{w:.2f}", f"{c:.2f}", last])
    body = table(["run", "wall s", "CPU s", "result"], rows) + ratio + "\n\n" + \
        table(["many files", "wall s", "CPU s (children)", "result"], many)
    write_section("Check (cute-sym check)", body, command_line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
