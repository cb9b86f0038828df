"""Injective, surjective, bijective (compact) and complement (paper §5.4-5.5)."""
import pytest

from cute_sym import ComposedLayout, Layout, Swizzle, parse, sym
from cute_sym.tuples import product
from solver.prove import prove_bijective, prove_complement, prove_injective, prove_surjective


@pytest.mark.parametrize("text, injective, onto", [
    ("(4,8):(1,4)", True, True),
    ("(4,8):(8,1)", True, True),
    ("(4,8):(1,5)", True, False),                            # image misses 4 (paper Table 5 note)
    ("(4,8):(1,2)", False, True),
    ("((2,2),(2,4)):((0,1),(0,2))", False, True),            # stride-0 modes
    ("(4,(4,2)):(4,(1,16))", True, True),
    ("(4,8):(1@0,1@1)", True, True),                         # coordinate layout onto the (4,8) box
    ("(4,(4,2)):(1@1,(1@0,6@1))", True, False),
    ("(4,1):(1,0)", True, True),                             # a unit mode of stride 0 repeats nothing
    ("(4,2):(1@0,0)", False, True),                          # basis and stride 0: each point twice
    ("(2,(2,2)):(1@0,(0,2@0))", False, True),
    ("(4,2):(1@1,1@0)", True, True),                         # transposed coordinates onto the (2,4) box
])
def test_injective_and_onto_agree_with_brute_force(text, injective, onto):
    L = parse(text)
    values = [L(i) for i in range(product(L.shape))]
    assert (len(set(values)) == len(values)) == injective      # the table is itself checked
    pi, ps = prove_injective(L), prove_surjective(L)
    assert pi.status == ("proved" if injective else "refuted")
    assert ps.status == ("proved" if onto else "refuted")
    if not injective:
        i, j = pi.counterexample["coordinates"]
        assert i != j and L(i) == L(j) == pi.counterexample["value"]
    if not onto:
        assert ps.counterexample["missing"] not in values


def test_compact_layouts_are_bijections_and_others_say_why_not():
    assert prove_bijective("(3,7,5):(5,15,1)").proved                   # paper Table 5: compact
    p = prove_bijective("(4,8):(1,5)")
    assert p.status == "refuted" and (p.counterexample["size"], p.counterexample["box_size"]) == (32, 39)
    p = prove_bijective("(4,8):(1,2)")
    assert p.status == "refuted"


def test_swizzle_over_a_row_major_tile_is_a_bijection():
    p = prove_bijective(ComposedLayout(Swizzle(3, 4, 3), 0, parse("(8,64):(64,1)")))
    assert p.proved and p.backend == "z3" and p.detail["mode"].startswith("bit-vectors")


def test_parametric_colmajor_is_compact_and_onto():
    M, N = sym("M"), sym("N")
    assert prove_bijective(Layout((M, N), (1, M))).proved
    p = prove_surjective(Layout((M, N), (1, M)))
    assert p.proved and p.detail["via"].startswith("bijective")


def test_parametric_non_injective_layout_is_refuted_with_parameters():
    p = prove_injective("(M,N):(1,K)")
    assert p.status == "refuted"
    env = p.counterexample["params"]
    L = Layout((env["M"], env["N"]), (1, env["K"]))
    i, j = p.counterexample["coordinates"]
    assert L(i) == L(j)


def test_surjectivity_without_bijectivity_uses_the_quantified_query():
    p = prove_surjective("(4,8):(1,2)")             # onto [0, 21) but not injective
    assert p.proved and "via" not in p.detail


@pytest.mark.parametrize("a, c", [                 # paper Table 7
    ("(4,8):(1,4)", "1:32"),
    ("(4,8):(8,1)", "1:32"),
    ("(4,(4,2)):(4,(1,16))", "1:32"),
    ("(4,8):(1,5)", "1:40"),
    ("(4,8):(1,8)", "(2,1):(4,64)"),
    ("((2,2),(2,4)):((0,1),(0,2))", "1:8"),
    ("((2,2),(2,4)):((0,2),(0,4))", "(2,1):(1,16)"),
])
def test_table7_complements(a, c):
    assert prove_complement(a, c).proved


def test_a_wrong_complement_collides_and_names_the_coordinates():
    p = prove_complement("(4,8):(1,8)", "(2,1):(4,32)")
    assert p.status == "refuted"
    ce = p.counterexample
    assert ce["violates"] == "eq. 16"
    assert parse("(4,8):(1,8)")(ce["A_coordinate"]) == parse("(2,1):(4,32)")(ce["C_coordinate"])


def test_complement_of_the_family_m_n_k():
    M, N, k = sym("M"), sym("N"), sym("k")
    assert prove_complement(Layout((M, N), (1, k * M)), Layout((k, 1), (M, k * M * N))).proved
    p = prove_complement(Layout((M, N), (1, k * M)), Layout((k, 1), (M, k * M * N - 1)))
    assert p.status == "refuted" and p.counterexample["params"]["k"] == 1


def test_the_algebras_coalesced_complement_is_disjoint_on_its_domain_only():
    from cute_sym import complement
    c = complement(parse("(4,8):(1,8)"))
    assert str(c) == "2:4"                          # CuTe coalesces Table 7's (2,1):(4,64)
    assert prove_complement("(4,8):(1,8)", c, extended=False).proved
    p = prove_complement("(4,8):(1,8)", c)          # eq. 16 on the extended domain: 2:4 reaches 8
    assert p.status == "refuted" and p.counterexample["value"] == 8


@pytest.mark.parametrize("text", ["(4,8):(1,4)", "(4,8):(1,5)", "(3,(2,5)):(1,(30,3))", "(2,6):(12,1)",
                                  "((2,2),(2,4)):((0,2),(0,4))", "(4,3):(9,1)"])
def test_the_algebras_complements_are_disjoint_and_ordered(text):
    from cute_sym import complement
    for size in (None, 128):
        c = complement(parse(text)) if size is None else complement(parse(text), size)
        assert prove_complement(text, c, extended=False).proved, (text, str(c))


@pytest.mark.parametrize("text, box", [("(4,8):(1,-1)", 11), ("4:-1", 4), ("(4,2):(-1,4)", 8)])
def test_negative_strides_are_not_onto_their_box(text, box):
    # The box is CuTe's coshape with |stride| (it was [0, L(size-1)+1): empty for (4,8):(1,-1), and
    # [0, 2) for (4,2):(-1,4), which its image covers): the image leaves [0, box), so the claim is refuted.
    p = prove_surjective(text)
    assert p.status == "refuted" and f"[0, {box})" in p.statement
    missing = p.counterexample["missing"]
    assert 0 <= missing < box and missing not in {parse(text)(i) for i in range(parse(text).size())}
