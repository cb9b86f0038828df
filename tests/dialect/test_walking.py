"""``cute_sym.dialect.walking``: inside ``frozen(m)``, ``walk(m)`` is the list of ``m.walk()``
(the same ops, in the same order); outside it, or for another module, xDSL's own walk."""
from __future__ import annotations

from pathlib import Path

from cute_sym.dialect.lenient import read_printed
from cute_sym.dialect.walking import frozen, walk

CORPUS = Path(__file__).resolve().parent.parent / "check" / "corpus"


def test_frozen_walk_is_the_walk():
    a = read_printed((CORPUS / "elementwise_add_f16_dyn.mlir").read_text(), "a.mlir").module
    b = read_printed((CORPUS / "elementwise_add_f16_dyn.generic.mlir").read_text(), "b.mlir").module
    ops = list(a.walk())
    assert len(ops) > 100
    assert not isinstance(walk(a), list)                    # no frozen: xDSL's generator
    with frozen(a):
        kept = walk(a)
        assert isinstance(kept, list) and kept == ops
        with frozen(a):                                     # nested: the same list
            assert walk(a) is kept
        assert walk(a) is kept                              # still frozen after the inner exit
        assert not isinstance(walk(b), list)                # another module: walked anew
        assert list(walk(b)) == list(b.walk())
    assert not isinstance(walk(a), list)
