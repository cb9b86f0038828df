"""Trace NVIDIA's CuTe DSL examples into a corpus of MLIR modules on a CPU (issue 23, item 7).

    python benchmarks/trace_examples.py [--out /work/corpus] [--only REGEX] [--timeout 300]
                                        [--cutlass /work/.mirror/NVIDIA+cutlass/repo] [--force]

Needs the ``dsl`` extra (``nvidia-cutlass-dsl``) and a fetched NVIDIA/cutlass checkout (a bare git
directory or a work tree); no GPU, no torch.  ``examples/python/CuTeDSL`` is extracted from the
checkout (``git archive HEAD``) into ``OUT/.examples``.  Each registered variant
(``benchmarks/trace_variants_*.py``: the example, the jit function and its fake arguments, static
or dynamic sizes) is traced in its own process under a timeout with ``CUTE_DSL_ARCH`` set,
``CUTE_DSL_KEEP_IR=1 CUTE_DSL_LINEINFO=1`` and the DSL's dry run (IR only, no cubin), through
:func:`cute_sym.dsl.trace_module`.  It writes

- ``OUT/<variant>.mlir``: the module as the DSL prints it, the checkout's directory written as
  ``examples/python/CuTeDSL/...`` in the locations;
- ``OUT/<variant>.generic.mlir``: the same module re-printed in generic form by the DSL's own MLIR
  (``cutlass._mlir.ir``), locations kept;
- ``OUT/INDEX.md``: example, variant, arch, lines, how it was traced, cute ops by kind, and every
  variant that failed to trace with the reason.

Variants already traced are kept (``--force`` traces them again).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.trace_registry import REGISTRY, Variant  # noqa: E402

CUTLASS = "/work/.mirror/NVIDIA+cutlass/repo"
EXAMPLES = "examples/python/CuTeDSL"
VARIANT_MODULES = ("trace_variants_ampere", "trace_variants_hopper", "trace_variants_blackwell",
                   "trace_variants_attention", "trace_variants_misc", "trace_variants_extra")
OP = re.compile(r'"((?:cute|cute_nvgpu)\.[A-Za-z0-9_.]+)"\(')


def load_variants() -> dict[str, Variant]:
    """Every registered variant (importing the ``trace_variants_*`` modules registers them)."""
    import importlib
    for name in VARIANT_MODULES:
        importlib.import_module(f"benchmarks.{name}")
    return REGISTRY


def extract(cutlass: str, dest: Path) -> Path:
    """``examples/python/CuTeDSL`` of the checkout under ``dest`` (once); the directory holding
    ``examples/``."""
    if (dest / EXAMPLES).is_dir():
        return dest
    dest.mkdir(parents=True, exist_ok=True)
    src = Path(cutlass)
    if (src / EXAMPLES).is_dir():  # a work tree
        subprocess.run(["cp", "-r", str(src / "examples"), str(dest)], check=True)
        return dest
    archive = subprocess.Popen(["git", "-C", cutlass, "archive", "HEAD", EXAMPLES], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", str(dest)], stdin=archive.stdout, check=True)
    if archive.wait() != 0:
        raise SystemExit(f"git archive of {EXAMPLES} failed in {cutlass}")
    return dest


# ------------------------------------------------------------------ the child: one variant

def _import_example(root: Path, example: str):
    """The example's module, its directory and the examples' root on ``sys.path``."""
    import importlib.util
    path = root / EXAMPLES / example
    for d in (str(root / EXAMPLES), str(root / EXAMPLES / "cute"), str(path.parent)):
        if d not in sys.path:
            sys.path.insert(0, d)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = mod
    spec.loader.exec_module(mod)
    return mod


def capture_generic() -> list[str]:
    """Each module the DSL builds, printed in generic form by its own MLIR (``cutlass._mlir.ir``,
    ``get_asm(print_generic_op_form=True, enable_debug_info=True)``) from the module in memory,
    just before it writes the raw dump (``BaseDSL.build_module``).  From memory, because NVIDIA's
    parser does not read back every raw module its DSL prints with locations (``nvvm.barrier id =
    %c number_of_threads = %n loc(#loc355)``: "undefined symbol alias id")."""
    from cutlass.base_dsl.dsl import BaseDSL
    captured: list[str] = []
    original = BaseDSL.build_module

    def build_module(self, module, function_name):  # noqa: ANN001, ANN202
        captured.append(module.operation.get_asm(print_generic_op_form=True, enable_debug_info=True))
        return original(self, module, function_name)
    BaseDSL.build_module = build_module
    return captured


def reparses(text: str) -> str:
    """``""`` when NVIDIA's MLIR parses and verifies ``text``, else its first diagnostic."""
    from cutlass._mlir import ir
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        try:
            ir.Module.parse(text).operation.verify()
        except Exception as e:
            lines = [line for line in str(e).splitlines() if "error" in line] or [str(e)]
            return " ".join(lines[0].split())[:300]
    return ""


def _meta(v: Variant) -> dict:
    return {"example": v.example, "arch": v.arch, "desc": v.desc, "family": v.family}


def write_generic(out: Path, name: str, generic: str, status: dict) -> None:
    """Write ``<name>.generic.mlir``; its line count and cute ops by kind into ``status``."""
    (out / f"{name}.generic.mlir").write_text(generic)
    status["generic_lines"] = len(generic.splitlines())
    status["ops"] = {}
    for op in OP.findall(generic):
        status["ops"][op] = status["ops"].get(op, 0) + 1


def child(name: str, root: Path, out: Path) -> dict:
    """Trace one variant; write its modules; the status record."""
    v = load_variants()[name]
    from benchmarks import trace_stubs
    trace_stubs.install(v.arch)
    if v.example.endswith(".ipynb"):
        from benchmarks.trace_notebooks import trace_notebook
        return trace_notebook(v, root, out, capture_generic, reparses, _meta(v))
    from cute_sym.dsl import _settings, trace_module
    t0 = time.time()
    mod = _import_example(root, v.example)
    built = v.build(mod)
    fn, args = built[0], built[1]
    kwargs = built[2] if len(built) > 2 else {}
    _settings().dryrun = True
    captured = capture_generic()
    text, _dump = trace_module(fn, *args, **kwargs)
    text = text.replace(str(root) + "/", "")
    (out / f"{name}.mlir").write_text(text)
    status = {"ok": True, "lines": len(text.splitlines()), "trace_s": round(time.time() - t0, 1), **_meta(v)}
    if captured:
        write_generic(out, name, captured[-1].replace(str(root) + "/", ""), status)
    else:
        status["generic_error"] = "the DSL built no module"
    refused = reparses(text)
    if refused:  # NVIDIA's own parser does not read back what its DSL printed
        status["reparse_error"] = refused
    return status


# ------------------------------------------------------------------ the parent

def status_path(out: Path, name: str) -> Path:
    return out / ".status" / f"{name}.json"


def run_one(v: Variant, root: Path, out: Path, timeout: float) -> dict:
    """Trace ``v`` in a child process under ``timeout`` seconds; its status record."""
    env = dict(os.environ, CUTE_DSL_ARCH=v.arch, PYTHONPATH=os.pathsep.join(
        [str(ROOT)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]))
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", v.name, "--examples", str(root),
           "--out", str(out)]
    t0 = time.time()
    try:
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        status = {"ok": False, "error": f"timeout after {timeout:.0f} s"}
    else:
        path = status_path(out, v.name)
        if proc.returncode == 0 and path.exists():
            status = json.loads(path.read_text())
        else:
            tail = [line for line in (proc.stderr or proc.stdout).strip().splitlines() if line.strip()]
            status = {"ok": False, "error": _reason(tail)}
    status.update({k: val for k, val in _meta(v).items() if k not in status})
    status["seconds"] = round(time.time() - t0, 1)
    status_path(out, v.name).write_text(json.dumps(status, indent=1))
    return status


def _reason(tail: list[str]) -> str:
    """The last exception line of a child's stderr (the reason a variant did not trace)."""
    for line in reversed(tail):
        if re.match(r"^[\w.]*(Error|Exception|Interrupt)\b", line) or ": error:" in line:
            return line.strip()[:300]
    return (tail[-1].strip()[:300] if tail else "no output")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="/work/corpus")
    p.add_argument("--cutlass", default=CUTLASS, help="NVIDIA/cutlass checkout (bare git dir or work tree)")
    p.add_argument("--examples", help="an already extracted checkout root (holds examples/)")
    p.add_argument("--only", default="", help="regex on variant names")
    p.add_argument("--timeout", type=float, default=300.0)
    p.add_argument("--force", action="store_true")
    p.add_argument("--list", action="store_true")
    p.add_argument("--index", action="store_true", help="only rewrite OUT/INDEX.md")
    p.add_argument("--child", help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    out = Path(a.out)
    (out / ".status").mkdir(parents=True, exist_ok=True)
    if a.child:
        status = child(a.child, Path(a.examples), out)
        status_path(out, a.child).write_text(json.dumps(status, indent=1))
        return 0
    variants = load_variants()
    chosen = [v for v in variants.values() if re.search(a.only, v.name)]
    if a.list:
        for v in chosen:
            print(f"{v.name:50s} {v.arch:8s} {v.example}")
        return 0
    root = Path(a.examples) if a.examples else extract(a.cutlass, out / ".examples")
    if not a.index:
        for v in chosen:
            if not a.force and status_path(out, v.name).exists() and (out / f"{v.name}.mlir").exists():
                continue
            s = run_one(v, root, out, a.timeout)
            if "modules" in s:  # a notebook: one module per jit function it runs
                print(f"{v.name}: {len(s['modules'])} modules, {s['seconds']} s" + (
                    f"; failed cells: {'; '.join(s['failures'])}" if s.get("failures") else ""), flush=True)
                continue
            print(f"{v.name}: " + (f"{s['lines']} lines, {s['seconds']} s" + (
                f"; generic: {s['generic_error']}" if "generic_error" in s else "") + (
                f"; NVIDIA does not re-parse it: {s['reparse_error']}" if "reparse_error" in s else "")
                if s["ok"] else f"FAILED ({s['error']})"), flush=True)
    from benchmarks.trace_index import write_index
    write_index(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
