"""Register fragments through loops and branches (issue 23): an ``scf.for`` iter_arg, an
``scf.while`` argument or an ``scf.if`` result that is passed on unchanged is the fragment it
starts from (:mod:`solver.check.carried`), so each access through it is checked against that
fragment's allocation.  The fixtures are hand-written in the DSL's raw form (as the Hopper
GEMMs and FMHAs carry their accumulators); every expected element is computed here from the
loop bounds and the coordinates written in the module.
"""
from __future__ import annotations

import pytest

from solver.check import Options, check_text
from solver.check.carried import origins

HEAD = """\
!frag = !cute.memref<f32, rmem, align<32>, "8:1">
!other = !cute.memref<f32, rmem, align<32>, "8:1">
func.func @k(%p: i1) {
  %lay = cute.static : !cute.layout<"8:1">
  %rmem = cute.memref.alloca(%lay) : !frag
  %rmem2 = cute.memref.alloca(%lay) : !frag
  %x = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
"""
TAIL = """\
  %cl = cute.make_coord() : () -> !cute.coord<"LAST">
  %v = cute.memref.load(%r, %cl) : (!frag, !cute.coord<"LAST">) -> f32
  func.return
}
"""
SIZE, TRIPS = 8, 8                      # the fragment's 8:1 layout, the loop's 0..8 step 1

FOR = """\
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%f = %rmem) -> (!frag) : i32 {
    %j = arith.addi %i, %cSHIFT : i32
    %ci = cute.make_coord(%j) : (i32) -> !cute.coord<"?">
    cute.memref.store(%f, %ci, %x) : (!frag, !cute.coord<"?">, f32) -> ()
    scf.yield YIELD : !frag
  }
"""
WHILE = """\
  %r = scf.while (%a = %rmem) : (!frag) -> (!frag) {
    scf.condition(%p) %a : !frag
  } do {
  ^bb0(%b: !frag):
    %ci = cute.make_coord() : () -> !cute.coord<"STORE">
    cute.memref.store(%b, %ci, %x) : (!frag, !cute.coord<"STORE">, f32) -> ()
    scf.yield YIELD : !frag
  }
"""
IF = """\
  %r = scf.if %p -> (!frag) {
    scf.yield %rmem : !frag
  } else {
    scf.yield YIELD : !frag
  }
"""


def findings(text: str) -> list:
    return [f for f in check_text(text, "k.mlir", Options(checks=("ops", "views"))).findings
            if f.severity in ("error", "warning")]


def by_op(text: str) -> dict[str, str]:
    r = check_text(text, "k.mlir", Options(checks=("ops", "views")))
    return {name: s for s in ("proven", "not modelled", "undecided") for name in r.coverage.by_kind[s]}


def for_module(shift: int, last: int, yielded: str = "%f") -> str:
    """The ``scf.for`` fixture storing at ``i + shift`` and loading element ``last`` after the loop."""
    body = FOR.replace("%cSHIFT", {0: "%c0", 1: "%c1"}[shift]).replace("YIELD", yielded)
    return HEAD + body + TAIL.replace("LAST", str(last))


def test_an_iter_arg_passed_on_is_its_init():
    """The iter_arg and the loop's result are the alloca; a yield of another value is not."""
    from cute_sym.dialect.lenient import read_printed
    pm = read_printed(for_module(0, 0), "k.mlir")
    loop = next(op for op in pm.module.walk() if op.name == "scf.for")
    alloca = next(op for op in pm.module.walk() if op.name == "cute.memref.alloca").results[0]
    table = origins(pm.module)
    assert table[loop.regions[0].blocks[0].args[1]] is alloca and table[loop.results[0]] is alloca
    pm = read_printed(for_module(0, 0, "%rmem2"), "k.mlir")
    loop = next(op for op in pm.module.walk() if op.name == "scf.for")
    assert loop.results[0] not in origins(pm.module)


def test_accesses_through_a_carried_fragment_are_checked():
    """Stores at ``i`` for ``0 <= i < 8`` and a load of element 7 after the loop stay inside the
    8-element fragment: proven; the stores at ``i + 1`` reach element 8 at the last trip, and a load
    of element 9 is past it: both errors with those elements."""
    assert by_op(for_module(0, SIZE - 1)) == {"cute.memref.store": "proven", "cute.memref.load": "proven"}
    assert findings(for_module(0, SIZE - 1)) == []
    fs = {f.op: f for f in findings(for_module(1, SIZE + 1))}
    store, load = fs["cute.memref.store"], fs["cute.memref.load"]
    i = TRIPS - 1                                        # the last trip stores at i + 1
    assert store.kind == "bounds" and store.detail["first_element"] == i + 1 == SIZE
    assert list(store.detail["counterexample"].values()) == [i]
    assert load.kind == "bounds" and load.detail["first_element"] == SIZE + 1
    assert store.detail["elements"] == load.detail["elements"] == SIZE


def test_a_yield_of_another_fragment_is_not_modelled():
    """The loop yields the other alloca: the iter_arg is either one, so its store has no place."""
    assert by_op(for_module(1, SIZE + 1, "%rmem2")) == {"cute.memref.store": "not modelled",
                                                         "cute.memref.load": "not modelled"}


@pytest.mark.parametrize("store, last", [(SIZE - 1, SIZE - 1), (SIZE, SIZE - 1), (0, SIZE)])
def test_while_arguments_and_results(store: int, last: int):
    """``scf.while``: the before argument, the after argument and the result are the alloca."""
    text = HEAD + WHILE.replace("STORE", str(store)).replace("YIELD", "%b") + TAIL.replace("LAST", str(last))
    got = {f.op: f.detail["first_element"] for f in findings(text)}
    want = {op: e for op, e in (("cute.memref.store", store), ("cute.memref.load", last)) if e >= SIZE}
    assert got == want


@pytest.mark.parametrize("other, statuses", [("%rmem", "proven"), ("%rmem2", "not modelled")])
def test_if_results_agree_or_have_no_place(other: str, statuses: str):
    """``scf.if`` yielding the alloca in both branches is the alloca (its load of element 9 is an
    error); yielding two allocas, its result has no one place (not modelled, no finding)."""
    text = HEAD + IF.replace("YIELD", other) + TAIL.replace("LAST", str(SIZE + 1))
    assert by_op(text) == {"cute.memref.load": statuses}
    fs = findings(text)
    assert [f.detail["first_element"] for f in fs] == ([SIZE + 1] if statuses == "proven" else [])
