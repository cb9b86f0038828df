"""Bit-vector queries with floor division and modulo (regression: z3 has no
``SMod`` function; ``%`` on bit-vectors is bvsmod)."""
from cute_sym import parse
from solver.expr import Var
from solver.prove import prove_expression


def _swizzled_offset(i):
    o = (i % 8) * 64 + (i // 8)
    return o ^ ((o & 896) >> 3)


def test_swizzle_expression_with_div_mod_is_proved_by_z3_bitvectors():
    layout = parse("S<3,4,3> o 0 o (8,64):(64,1)")
    proof = prove_expression(layout, _swizzled_offset(Var("i")), "i", backend="z3")
    assert proof.status == "proved", proof.to_dict()


def test_wrong_swizzle_expression_is_refuted_with_a_checked_witness():
    layout = parse("S<3,4,3> o 0 o (8,64):(64,1)")
    i = Var("i")
    o = (i % 8) * 64 + (i // 8)
    proof = prove_expression(layout, o ^ ((o & 896) >> 4), "i", backend="z3")
    assert proof.status == "refuted", proof.to_dict()
    assert proof.counterexample
