"""Translation validation of lowered dialect functions (``cute-sym codegen lower``).

For each function: the seconds to lower it and to prove it equal to its ``cute_sym``
meaning (median of ``--repeat`` runs, each in a fresh module), the backend, and the
seconds to refuse a deliberately wrong lowering (its first ``arith.addi`` made a
``subi``) with a counterexample.  The functions are those of the dialect's
``--cute-expand-ops`` lit tests plus a few of each kind the lowering handles, and
``prove_expression`` on the 1-D ``layout_eval`` over a dynamic inner mode.

Run: ``python benchmarks/bench_lower.py [--repeat N]``.
"""
from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._results import command_line, table, write_section  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
C2, I = '!cute.coord<"(?,?)">', '!cute.int_tuple<"?">'


def fn(name: str, op: str, operands: list, result: str) -> str:
    args = ", ".join(f"%{n}: {t}" for n, t in operands)
    line = f"{op}({', '.join('%' + n for n, _ in operands)}) : ({', '.join(t for _, t in operands)}) -> {result}"
    return f"func.func @{name}({args}) -> {result} {{\n  %r = {line}\n  func.return %r : {result}\n}}\n"


OWN = [
    fn("eval1d", "cute.layout_eval", [("c", '!cute.coord<"?">'), ("l", '!cute.layout<"((2,?),4):((1,?),8)">')], I),
    fn("swizzled", "cute.layout_eval",
       [("c", C2), ("l", '!cute.composed_layout<"S<3,5,4> o ? o (16,64):(64,?)">')], I),
    fn("idx2crd", "cute.idx2crd", [("i", I), ("s", '!cute.shape<"(4,?,3)">')], '!cute.coord<"(?,?,?)">'),
    fn("increment", "cute.increment_coord", [("c", '!cute.coord<"(?,?,?)">'), ("s", '!cute.shape<"(?,4,?)">')],
       '!cute.coord<"(?,?,?)">'),
    fn("equal", "cute.equal", [("a", '!cute.int_tuple<"(?,4,?)">'), ("b", '!cute.int_tuple<"(3,4,?)">')], "i1"),
    fn("ceil_div", "cute.ceil_div", [("a", '!cute.int_tuple<"(?,10,?)">'), ("b", '!cute.int_tuple<"(3,?)">')],
       '!cute.int_tuple<"(?,?,?)">'),
]


def corpus() -> list[tuple[str, str]]:
    """``(label, function text)``: the expand-ops lit tests' straight-line functions, then ``OWN``."""
    out = []
    for path in sorted((REPO / "tests/dialect/Conversion/CuteExpandOps").glob("*.mlir")):
        for chunk in path.read_text().split("// -----"):
            text = "\n".join(line for line in chunk.splitlines() if not line.lstrip().startswith("//"))
            for one in re.split(r"(?m)^(?=func\.func )", text)[1:]:
                if "scf." not in one:
                    out.append((f"{path.stem}: @{_name(one)}", one))
    return out + [(f"own: @{_name(t)}", t) for t in OWN]


def _name(text: str) -> str:
    return re.match(r"func.func @(\w+)", text).group(1)


def refusal_seconds(text: str) -> "str":
    """Seconds to refuse the lowering with its first ``arith.addi`` made a ``subi`` ("-" without one)."""
    import codegen.lower as lowering
    from codegen.errors import CodegenError
    from xdsl.dialects import arith
    from xdsl.rewriter import Rewriter
    expanded = lowering._expanded

    def mutated(t: str, file: str = "<input>"):
        module = expanded(t, file)
        op = next((o for o in module.walk() if isinstance(o, arith.AddiOp)), None)
        if op is None:
            raise LookupError
        Rewriter.replace_op(op, arith.SubiOp(op.lhs, op.rhs))
        return module
    lowering._expanded = mutated
    start = time.perf_counter()
    try:
        lowering.lower(text)
        return "accepted!"
    except LookupError:
        return "-"
    except CodegenError as e:
        return f"{time.perf_counter() - start:.3f}" if "counterexample" in str(e) else "refused without one"
    finally:
        lowering._expanded = expanded


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    from codegen.lower import lower
    rows, proofs = [], []
    for label, text in corpus():
        times, certs = [], []
        for _ in range(args.repeat):
            start = time.perf_counter()
            certs.append(next(iter(lower(text).functions.values())))
            times.append(time.perf_counter() - start)
        cert = certs[-1]
        proofs.append(statistics.median(c.seconds for c in certs))
        statuses = sorted({c.status for c in certs})
        rows.append([label, "/".join(statuses), cert.backend, f"{statistics.median(times):.3f}",
                     f"{proofs[-1]:.3f}", f"{max(c.seconds for c in certs):.3f}", refusal_seconds(text)])
    header = ["function", "status", "backend", "lower + prove, s (median)", "proof, s (median)", "proof, s (max)",
              "wrong lowering refused, s"]
    from solver.expr import Var
    from solver.prove import prove_expression
    i, M, S = Var("i"), Var("M"), Var("S")
    expr = S * ((i % (2 * M)) >> 1) + (i & 1) + 8 * (i // (2 * M))
    runs = [prove_expression("((2,M),4):((1,S),8)", expr, "i", timeout=60) for _ in range(max(args.repeat, 20))]
    eval1d = (f"`prove_expression(\"((2,M),4):((1,S),8)\", S*((i % (2*M)) >> 1) + (i & 1) + 8*(i // (2*M)), \"i\")`: "
              f"{', '.join(sorted({p.status for p in runs}))} by {', '.join(sorted({p.backend for p in runs}))} "
              f"in {len(runs)} runs, median {statistics.median(p.seconds for p in runs) * 1000:.1f} ms, "
              f"max {max(p.seconds for p in runs) * 1000:.1f} ms.")
    body = (f"{len(rows)} functions, {sum(r[1] == 'proved' for r in rows)} proved; total proof time "
            f"{sum(proofs):.2f} s.\n\n" + table(header, rows) + "\n\n" + eval1d)
    write_section("Translation validation of lowered functions", body, command_line())


if __name__ == "__main__":
    main()
