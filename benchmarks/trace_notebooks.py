"""Trace the CuTe DSL notebooks of NVIDIA's examples (``cute/notebooks/*.ipynb``) for
``benchmarks/trace_examples.py``: each code cell runs in one namespace, in order, with the DSL's dry
run, IR dump and line information on; every module a jit function builds in a cell becomes
``nb_<notebook>_c<cell>_<function>`` (raw + generic).  Cells the CPU cannot run (a launch that
needs torch's CUDA tensors, shell magics) are recorded with their reason and skipped."""
from __future__ import annotations

import glob
import json
import linecache
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Callable

FUNC = re.compile(r'func\.func (?:public |private )?@"?([A-Za-z_][\w]*)')
MAGIC = re.compile(r"^\s*[!%]", re.M)


DEF = re.compile(r"^\s*def (\w+)", re.M)


def _function_name(text: str, src: str) -> str:
    """The jit function of the cell that built the module: the longest name defined in the cell
    that the module's host function (``cutlass_<name>_<arguments>``) starts with."""
    m = FUNC.search(text)
    host = re.sub(r"^cutlass_", "", m.group(1) if m else "module")
    names = sorted((n for n in DEF.findall(src) if host.startswith(n)), key=len, reverse=True)
    return names[0] if names else host[:40]


def trace_notebook(v, root: Path, out: Path, capture_generic: Callable, reparses: Callable, meta: dict) -> dict:
    """Run the notebook of variant ``v``; write each module it builds; the summary record."""
    from cutlass.cutlass_dsl import CuTeDSL

    from benchmarks.trace_examples import write_generic
    env = CuTeDSL._get_dsl().envar
    dump = tempfile.mkdtemp(prefix="cute_sym_nb_")
    env.keep_ir, env.lineinfo, env.dryrun, env.dump_dir = True, True, True, dump
    captured = capture_generic()
    rel = f"examples/python/CuTeDSL/{v.example}"
    nb = json.loads((root / rel).read_text())
    cells = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    stem = Path(v.example).stem
    ns: dict = {"__name__": "__main__"}
    modules, failures, seen = [], [], set()
    for i, src in enumerate(cells):
        src = MAGIC.sub("pass  # ", src)
        before_files = set(glob.glob(os.path.join(dump, "*.mlir")))
        before_generic = len(captured)
        t0 = time.time()
        filename = f"{rel}:cell{i}"
        # the DSL re-reads each jit function's source (``inspect``): give it the cell's text
        linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)
        try:
            exec(compile(src, filename, "exec"), ns)  # noqa: S102  (NVIDIA's notebook)
        except BaseException as e:  # noqa: BLE001  (a cell that needs a GPU or torch tensors)
            first = (str(e).strip().splitlines() or [""])[0][:200]
            failures.append(f"cell {i}: {type(e).__name__}: {first}")
        new = sorted(set(glob.glob(os.path.join(dump, "*.mlir"))) - before_files, key=os.path.getmtime)
        generics = captured[before_generic:]
        for j, path in enumerate(new):
            text = Path(path).read_text().replace(str(root) + "/", "")
            base = f"nb_{stem}_c{i}_{_function_name(text, src)}"
            name, k = base, 2
            while name in seen:
                name, k = f"{base}_{k}", k + 1
            seen.add(name)
            (out / f"{name}.mlir").write_text(text)
            status = {"ok": True, "lines": len(text.splitlines()), "trace_s": round(time.time() - t0, 1), **meta,
                      "desc": f"notebook cell {i}: {name.split('_c' + str(i) + '_', 1)[-1]}", "variant_of": v.name}
            if j < len(generics):
                write_generic(out, name, generics[j].replace(str(root) + "/", ""), status)
            refused = reparses(text)
            if refused:
                status["reparse_error"] = refused
            (out / ".status" / f"{name}.json").write_text(json.dumps(status, indent=1))
            modules.append(name)
    return {"ok": True, "modules": modules, "failures": failures, **meta}
