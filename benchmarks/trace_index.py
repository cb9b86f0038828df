"""INDEX.md of a traced corpus (``benchmarks/trace_examples.py``): one row per module, then the
variants that failed to trace and why."""
from __future__ import annotations

import json
from pathlib import Path


HOW = ("fake tensors (`cute.runtime.make_fake_tensor`), `CUTE_DSL_KEEP_IR=1 CUTE_DSL_LINEINFO=1`, "
       "the DSL's dry run (IR only), `CUTE_DSL_ARCH` as listed; torch and the SM-count query stubbed "
       "(`benchmarks/trace_stubs.py`)")


def _top(ops: dict[str, int], n: int = 6) -> str:
    return ", ".join(f"{k.split('.', 1)[1]} {v}" for k, v in sorted(ops.items(), key=lambda kv: -kv[1])[:n])


def _reparse(s: dict) -> str:
    err = s.get("reparse_error")
    return "yes" if not err else "no: " + err.replace("|", "/")[:160]


def _uncovered(out: Path, traced: set) -> list[str]:
    """The example files of the extracted checkout that no variant traces, each with its reason."""
    import re

    from benchmarks.trace_registry import UNCOVERED
    root = out / ".examples" / "examples" / "python" / "CuTeDSL"
    if not root.is_dir():
        return []
    rows = []
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).as_posix()
        if p.suffix not in (".py", ".ipynb") or rel in traced or p.name == "__init__.py":
            continue
        reason = next((r for pat, r in UNCOVERED if re.search(pat, rel)), "not traced in this session (no builder yet)")
        rows.append(f"| {rel} | {reason} |")
    return ["## Example files without a traced module", "", "| file | why |", "|---|---|", *rows, ""] if rows else []


def statuses(out: Path) -> dict[str, dict]:
    """Every status record under ``out/.status`` (one per module or failed variant)."""
    return {p.stem: json.loads(p.read_text()) for p in sorted((out / ".status").glob("*.json"))}


def write_index(out: Path, title: str | None = None, names: list[str] | None = None,
                dest: Path | None = None) -> Path:
    """Write ``INDEX.md`` (into ``dest``, default ``out``) for the modules of ``names`` traced into
    ``out`` (default: every one)."""
    st = statuses(out)
    chosen = [n for n in (names if names is not None else list(st)) if n in st]
    ok = [n for n in chosen if st[n]["ok"] and "modules" not in st[n] and (out / f"{n}.mlir").exists()]
    failed = [n for n in chosen if not st[n]["ok"]] if names is None else []
    cell_failures = [(n, f) for n in chosen if "modules" in st[n] for f in st[n].get("failures", [])
                     ] if names is None else []
    rows = ["| module | example | variant | arch | lines (raw / generic) | trace s | NVIDIA re-parses raw | "
            "cute ops by kind (top 6) |", "|---|---|---|---|---|---|---|---|"]
    for n in ok:
        s = st[n]
        gen = s.get("generic_lines", "none: " + s.get("generic_error", "?"))
        rows.append(f"| {n}.mlir | {s.get('example', '')} | {s.get('desc', '')} | {s.get('arch', '')} | "
                    f"{s['lines']} / {gen} | {s.get('trace_s', '')} | {_reparse(s)} | {_top(s.get('ops', {}))} |")
    size = sum(p.stat().st_size for n in ok for p in (out / f"{n}.mlir", out / f"{n}.generic.mlir") if p.exists())
    notebooks = sum(1 for n in ok if n.startswith("nb_"))
    lines = [f"# {title or 'Corpus of CuTe DSL modules traced from NVIDIA examples'}", "",
             "Traced by `python benchmarks/trace_examples.py` from NVIDIA/cutlass "
             "`examples/python/CuTeDSL` with nvidia-cutlass-dsl 4.8.1 on a CPU: " + HOW + ". "
             "Each `<variant>.mlir` (raw, as the DSL prints it) has a `<variant>.generic.mlir` twin "
             "(printed in generic form by the DSL's own MLIR, `cutlass._mlir.ir`, from the module in memory). "
             "\"NVIDIA re-parses raw\" says whether NVIDIA's own parser reads the raw text back.", "",
             f"{len(ok)} modules ({len(ok) - notebooks} from kernels and tutorials, {notebooks} from notebook cells; "
             f"{len({st[n].get('example') for n in ok})} examples), {size / 1e6:.2f} MB of .mlir.", "", *rows, ""]
    if failed:
        lines += ["## Variants that did not trace", "", "| variant | example | arch | reason |", "|---|---|---|---|"]
        for n in failed:
            s = st[n]
            lines.append(f"| {n} | {s.get('example', '')} | {s.get('arch', '')} | {s['error'].replace('|', '/')} |")
        lines.append("")
    if cell_failures:
        lines += ["## Notebook cells that did not run on a CPU", ""]
        lines += [f"- {st[n].get('example', n)}: {f.replace('|', '/')}" for n, f in cell_failures]
        lines.append("")
    if names is None:
        lines += _uncovered(out, {s.get("example") for s in st.values()})
    path = (dest or out) / "INDEX.md"
    path.write_text("\n".join(lines))
    return path
