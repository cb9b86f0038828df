"""The cases each fixture of ``fixtures/`` records from the DSL (``python tests/dsl/cute_dsl.py [NAME]``)."""
from __future__ import annotations

from itertools import product

from cute_dsl import infer

#: The int-tuple leaves of the divisibility cases: plain, divisible, 64-bit, zero-valued, static.
LEAVES = ["?", "?{div=8}", "?{div=12}", "?{i64 div=16}", "?{div=0}", "0", "1", "4", "6", "16", "-2", "4294967296"]
ARITH = ["tuple_add", "tuple_sub", "tuple_mul", "tuple_div", "tuple_mod"]


def divisibility() -> list:
    """The CuTe IR's ``tuple_*`` ops on every pair of leaves with a dynamic side: ``[op, a, b, kind, answer]``."""
    cases = [(op, a, b) for op, a, b in product(ARITH, LEAVES, LEAVES) if "?" in a + b]
    answers = infer([(op, [f'!cute.int_tuple<"{a}">', f'!cute.int_tuple<"{b}">'], {}) for op, a, b in cases])
    return [[op, a, b, kind, text] for (op, a, b), (kind, text) in zip(cases, answers)]


ALL = {"divisibility": divisibility}


def dynamic_algebra(n: int = 120) -> dict:
    """Every op of :data:`random_cases.OPS` on ``n`` seeded random operand lists with dynamic
    leaves: ``{op: [[args, kind, answer], ...]}``."""
    from random_cases import OPS, cases
    out = {}
    for op in OPS:
        args = cases(op, n)
        answers = infer([(op, a, {}) for a in args])
        out[op] = [[a, kind, text] for a, (kind, text) in zip(args, answers)]
    return out


ALL["dynamic_algebra"] = dynamic_algebra
