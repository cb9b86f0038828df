"""``cute-sym`` subcommands of the solver (CLI plugin protocol, DEVELOPERS.md).

``prove-equal A B``, ``admissible A B``, ``contains A T`` print the verdict, the
time and any counterexample (``--json``: the proof record); ``prove DIR`` runs
the proof scripts of ``DIR`` and writes their certificates.  Exit status 0 when
proved (every certificate as expected), 1 otherwise -- also for a *vacuous* proof
(no parameter value satisfies the assumptions: it says nothing about any layout).  Layout text may name
dynamic leaves (``(M,N):(1,M)``) so that ``--assume 'M % 4 == 0'`` can refer
to them.  The solver is imported inside the handlers only.
"""
from __future__ import annotations

import argparse
import json
from typing import Any

__all__ = ["register", "read_named", "read_assumptions", "derive"]


def _seconds(text: str) -> float:
    """A positive, finite number of seconds (argparse type)."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return value


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--assume", action="append", default=[], metavar="COND",
                   help="an assumption on the named leaves, e.g. 'M %% 128 == 0' (repeatable)")
    p.add_argument("--timeout", type=_seconds, default=10.0, help="solver time limit in seconds (default 10)")
    p.add_argument("--backend", default="auto", choices=("auto", "isl", "z3", "enumeration"),
                   help="decision procedure (default: auto)")


_PAIRS = [
    ("prove-equal", "B", "prove two layouts equal on every integer coordinate",
     "Prove |A| == |B| and A(i) == B(i) for every i and every value of the named dynamic leaves.", """\
  cute-sym prove-equal "(4,8):(1,4)" "32:1"                           # proved: exit 0
  cute-sym prove-equal "(4,8):(8,1)" "32:1"                           # refuted, a counterexample: exit 1
  cute-sym prove-equal "(4,M):(1,4)" "(2,2,N):(1,2,4)" --assume "M == N"
  cute-sym prove-equal "(M,2):(1,M)" "(2,M):(M,1)" --json             # refuted at M = 2: exit 1
"""),
    ("admissible", "B", "check the composition conditions (9)-(10) of A o B",
     "Prove that A o B satisfies the stride and shape divisibility conditions (paper eq. 9-10) "
     "and distributivity (eq. 11).", """\
  cute-sym admissible "(8,8):(8,1)" "((4,8),2):((16,1),8)"            # Table 4's TV partition
  cute-sym admissible "(4,6,8):(2,3,5)" "6:3"                         # §5.3.2's trap, a witness: exit 1
  cute-sym admissible "(M,N):(1,M)" "(4,2):(1,4)" --assume "M % 4 == 0"
"""),
    ("contains", "T", "prove every offset of T lies in the image of A",
     "Instruction admissibility (paper §5.4.2): for all i there is a c with A(c) == T(i).", """\
  cute-sym contains "(128,256):(16384,1)" "((4,8,4),(2,2)):((2,16384,524288),(1,131072))"
  cute-sym contains "(4,8):(1,8)" "8:1"                               # offset 4 is a hole: exit 1
"""),
]

PROVE_EPILOG = """\
examples:
  cute-sym prove proofs/                      # certificates in proofs/certificates/
  cute-sym prove proofs/ --out certs --json
"""


def register(subparsers: Any) -> None:
    """Add ``prove-equal``, ``admissible``, ``contains``, ``prove`` and ``atoms``."""
    handlers = {"prove-equal": _prove_equal, "admissible": _admissible, "contains": _contains}
    for name, second, summary, description, examples in _PAIRS:
        p = subparsers.add_parser(name, help=summary, description=description, epilog="examples:\n" + examples)
        p.add_argument("A")
        p.add_argument(second)
        _common(p)
        p.set_defaults(func=handlers[name])

    p = subparsers.add_parser("prove", help="run the proof scripts of a directory (e.g. proofs/)",
                              description="Run every proof script of DIR and write JSON certificates "
                                          "to DIR/certificates (or --out).", epilog=PROVE_EPILOG)
    p.add_argument("dir")
    p.add_argument("--out", default=None, help="certificate directory (default DIR/certificates)")
    p.set_defaults(func=_prove_dir)
    from .atom_commands import register as register_atoms
    register_atoms(subparsers)


def _report(proof: Any, args: argparse.Namespace, extra: tuple = ()) -> int:
    if getattr(args, "json", False):
        print(json.dumps(proof.to_dict(), ensure_ascii=False))
    else:
        print(proof)
        for key in extra:
            if proof.detail.get(key) is not None:
                print(f"  {key.replace('_', ' ')}: {proof.detail[key]}")
    return 0 if proof.proved and not proof.detail.get("vacuous") else 1


def read_named(text: str, what: str, *kinds: type) -> Any:
    """The argument ``what``: layout text (names included, ``(M,N):(1,M)``: the canonical
    grammar), one of ``kinds``; errors name the argument (``cute_sym.cli.read``)."""
    from cute_sym.cli import read
    return read(text, what, *kinds)


def derive(fn: Any, operands: list, assume: list[str], requires: list = (), timeout: float = 10.0) -> Any:
    """The CLI's algebra over named leaves (``cute_sym.cli``'s plugin hook): ``fn(*operands)``
    with each fact it decides proved or refuted under ``assume`` (and the operands'
    ``requires``) first, the facts it could not settle proved after; what stays
    unproven is returned as side conditions (:func:`solver.discharge.derive`)."""
    from .discharge import derive as derive_under
    return derive_under(fn, *operands, assume=read_assumptions(assume), requires=list(requires), timeout=timeout)


def read_assumptions(texts: list[str]) -> list[str]:
    """The ``--assume`` texts, each checked to parse (errors name ``--assume``)."""
    from cute_sym.errors import CuteError
    from .assume import parse_assumption
    for text in texts:
        try:
            parse_assumption(text)
        except CuteError as e:
            e.operand = e.operand or "--assume"
            raise
    return texts


def _operands(args: argparse.Namespace, *names: str) -> list:
    from cute_sym import ComposedLayout, Layout
    return [read_named(getattr(args, name), name, Layout, ComposedLayout) for name in names] + [
        read_assumptions(args.assume)]


def _prove_equal(args: argparse.Namespace) -> int:
    from .prove import prove_equal
    return _report(prove_equal(*_operands(args, "A", "B"), args.timeout, args.backend), args)


def _admissible(args: argparse.Namespace) -> int:
    from .admissible import prove_admissible
    proof = prove_admissible(*_operands(args, "A", "B"), args.timeout, args.backend)
    return _report(proof, args, ("weakest_condition",))


def _contains(args: argparse.Namespace) -> int:
    from .prove import prove_contains
    proof = prove_contains(*_operands(args, "A", "T"), args.timeout, args.backend)
    return _report(proof, args, ("coordinate_map", "coordinate_map_is_function", "coordinate_layout",
                                 "coordinate_layout_proof"))


def _prove_dir(args: argparse.Namespace) -> int:
    from .certify import run_all
    records = run_all(args.dir, args.out)
    if getattr(args, "json", False):
        print(json.dumps([{k: v for k, v in r.items() if k != "parts"} for r in records], ensure_ascii=False))
    else:
        for r in records:
            mark = "ok " if r["ok"] else "BAD"
            print(f"{mark} {r['status']:8} {r['seconds']:8.3f} s  {r['name']}: {r['statement']}")
        print(f"{sum(r['ok'] for r in records)}/{len(records)} certificates as expected")
    return 0 if all(r["ok"] for r in records) else 1
