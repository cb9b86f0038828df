"""INDEX.md of a traced corpus (``benchmarks/trace_examples.py``): one row per module, then the
variants that failed to trace and why."""
from __future__ import annotations

import json
from pathlib import Path

from benchmarks.trace_registry import Variant

HOW = ("fake tensors (`cute.runtime.make_fake_tensor`), `CUTE_DSL_KEEP_IR=1 CUTE_DSL_LINEINFO=1`, "
       "the DSL's dry run (IR only), `CUTE_DSL_ARCH` as listed; torch and the SM-count query stubbed "
       "(`benchmarks/trace_stubs.py`)")


def _top(ops: dict[str, int], n: int = 6) -> str:
    return ", ".join(f"{k.split('.', 1)[1]} {v}" for k, v in sorted(ops.items(), key=lambda kv: -kv[1])[:n])


def _reparse(s: dict) -> str:
    err = s.get("reparse_error")
    return "yes" if not err else "no: " + err.replace("|", "/")[:160]


def statuses(out: Path, variants: dict[str, Variant]) -> dict[str, dict]:
    """The status record of each variant traced into ``out``."""
    found = {}
    for name in variants:
        path = out / ".status" / f"{name}.json"
        if path.exists():
            found[name] = json.loads(path.read_text())
    return found


def write_index(out: Path, variants: dict[str, Variant], title: str | None = None,
                names: list[str] | None = None) -> Path:
    """Write ``out/INDEX.md`` for the modules of ``names`` (default: all traced)."""
    st = statuses(out, variants)
    chosen = [n for n in (names or list(variants)) if n in st]
    ok = [n for n in chosen if st[n]["ok"] and (out / f"{n}.mlir").exists()]
    failed = [n for n in chosen if not st[n]["ok"]]
    rows = ["| module | example | variant | arch | lines (raw / generic) | trace s | NVIDIA re-parses raw | "
            "cute ops by kind (top 6) |", "|---|---|---|---|---|---|---|---|"]
    for n in ok:
        v, s = variants[n], st[n]
        gen = s.get("generic_lines", "none: " + s.get("generic_error", "?"))
        rows.append(f"| {n}.mlir | {v.example} | {v.desc} | {v.arch} | {s['lines']} / {gen} | "
                    f"{s.get('trace_s', '')} | {_reparse(s)} | {_top(s.get('ops', {}))} |")
    size = sum(p.stat().st_size for n in ok for p in (out / f"{n}.mlir", out / f"{n}.generic.mlir") if p.exists())
    lines = [f"# {title or 'Corpus of CuTe DSL modules traced from NVIDIA examples'}", "",
             "Traced by `python benchmarks/trace_examples.py` from NVIDIA/cutlass "
             "`examples/python/CuTeDSL` with nvidia-cutlass-dsl 4.8.1 on a CPU: " + HOW + ". "
             "Each `<variant>.mlir` (raw, as the DSL prints it) has a `<variant>.generic.mlir` twin "
             "(re-printed in generic form by the DSL's own MLIR, `cutlass._mlir.ir`).", "",
             f"{len(ok)} modules ({len({variants[n].example for n in ok})} examples), "
             f"{size / 1e6:.2f} MB of .mlir.", "", *rows, ""]
    if failed:
        lines += ["## Variants that did not trace", "", "| variant | example | arch | reason |", "|---|---|---|---|"]
        for n in failed:
            v = variants[n]
            lines.append(f"| {n} | {v.example} | {v.arch} | {st[n]['error'].replace('|', '/')} |")
        lines.append("")
    path = out / "INDEX.md"
    path.write_text("\n".join(lines))
    return path
