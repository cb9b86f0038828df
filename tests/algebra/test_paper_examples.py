"""Every worked example of paper §5 (seed 001) and of CuTe's layout-algebra guide,
as exact layouts.  Where the paper prints an uncoalesced form, the test asserts
CuTe's printed form and its functional equality with the paper's."""
import pytest

from algebra_oracles import clmul, same_function, values
from cute_sym import (CompositionError, Layout, blocked_product, coalesce, complement, composition,
                      flat_divide, logical_divide, logical_product, make_layout, parse, raked_product,
                      tiled_divide, zipped_divide)
from cute_sym.errors import PreconditionError

P = parse


# --- §5.1 concatenation, §5.2 coalesce ---------------------------------------------------

def test_concatenation_eq4():
    L = make_layout(P("(2,2):(1,8)"), P("(4,2):(2,16)"))
    assert str(L) == "((2,2),(4,2)):((1,8),(2,16))"
    assert all(L(c0, c1) == L[0](c0) + L[1](c1) for c0 in range(4) for c1 in range(8))


def test_concatenation_needs_one_semimodule():
    with pytest.raises(PreconditionError, match="one integer semimodule"):
        make_layout(P("4:2"), P("3:1@0"))


@pytest.mark.parametrize("layout, profile, expected", [
    ("(2,(1,6)):(1,(6,2))", None, "12:1"),
    ("(2,(1,6)):(1,(6,2))", (1, 1), "(2,6):(1,2)"),
    ("((4,3),5):((15,1),3)", None, "(4,15):(15,1)"),
    ("((4,3),5):((15,1),3)", (1, 1), "((4,3),5):((15,1),3)"),
    ("(4,(3,5)):(15,(1,3))", None, "(4,15):(15,1)"),
    ("(4,(3,5)):(15,(1,3))", (1, 1), "(4,15):(15,1)"),
])
def test_coalesce_paper_examples(layout, profile, expected):
    assert str(coalesce(P(layout), profile)) == expected


# --- §5.3 composition ----------------------------------------------------------------------

@pytest.mark.parametrize("a, b, expected", [
    ("(4,2,8):(3,12,97)", "3:3", "3:9"),                       # apparent violation, eq. 8 text
    ("7:11", "3:4", "3:44"),                                   # rank-1 A, image(B) outside Z(A)
    ("7:11", "(3,5):(6,3)", "(3,5):(66,33)"),                  # B's modes need not be apart
    ("(4,6,8,10):(2,3,5,7)", "6:12", "(2,3):(9,5)"),           # "divide out" then "keep"
    ("(1,2,8,10):(99,9,5,7)", "6:1", "(2,3):(9,5)"),
    ("(4,6,3):(2,3,5)", "6:12", "(2,3):(9,5)"),
    ("24:3", "8:3", "8:9"),                                    # §5.5.2
    ("(6,2,2):(2,1,20)", "8:3", "(2,2,2):(6,1,20)"),
    ("(6,2):(8,2)", "(4,3):(3,1)", "((2,2),3):((24,2),8)"),    # CuTe guide examples
    ("20:2", "(5,4):(4,1)", "(5,4):(8,2)"),
    ("(10,2):(16,4)", "(5,4):(1,5)", "(5,(2,2)):(16,(80,4))"),
    ("(3,6,2,8):(1,100,1000,10000)", "16:9", "(2,2,4):(300,1000,10000)"),  # (1,2,2,4):(9w,3x,y,z)
])
def test_composition_examples(a, b, expected):
    R = composition(P(a), P(b))
    assert str(R) == expected
    A, B = P(a), P(b)
    assert all(R(i) == A(B(i)) for i in range(B.size()))


@pytest.mark.parametrize("a, b, condition, numbers", [
    ("(4,6,8):(2,3,5)", "6:3", "stride divisibility (eq. 9)", "S̄_1 = 4 and d = 3"),
    ("(4,6,8):(2,3,5)", "6:1", "shape divisibility (eq. 10)", "= 4 does not divide s = 6"),
    ("(4,2,8):(3,12,97)", "4:3", "stride divisibility (eq. 9)", "S̄_1 = 8 and d = 3"),
    ("(4,2,8):(3,15,97)", "3:3", "stride divisibility (eq. 9)", "S̄_1 = 4 and d = 3"),
])
def test_composition_traps_raise(a, b, condition, numbers):
    with pytest.raises(CompositionError) as err:
        composition(P(a), P(b))
    assert condition in err.value.reason and numbers in err.value.reason


def test_released_cute_answer_is_wrong_at_2():
    # (2,3):(6,3) was once returned for (4,6,8):(2,3,5) o 6:3; it differs at c = 2.
    A, B, wrong = P("(4,6,8):(2,3,5)"), P("6:3"), P("(2,3):(6,3)")
    assert wrong(2) != A(B(2))


def test_associativity_counterexample():
    # §5.3.1: image(2:5) is not in Z(4:1), so the two bracketings differ.
    A, B, C = P("(5,3):(1,7)"), P("4:1"), P("2:5")
    assert str(composition(A, composition(B, C))) == "2:7"
    assert str(composition(composition(A, B), C)) == "2:5"


TV = "((4,8),2):((16,1),8)"


@pytest.mark.parametrize("name, data, expected", [                         # Table 4
    ("ColMajor", "(8,8):(1,8)", "((4,8),2):((16,1),8)"),
    ("RowMajor", "(8,8):(8,1)", "((4,8),2):((2,8),1)"),
    ("Padded", "(8,8):(1,9)", "((4,8),2):((18,1),9)"),
    ("ColInterleaved", "((4,2),(2,4)):((2,16),(1,8))", "((4,(4,2)),2):((8,(2,16)),1)"),
    ("Coordinate", "(8,8):(1@0,1@1)", "((4,8),2):((2@1,1@0),1@1)"),
])
def test_table4_tv_compositions(name, data, expected):
    R = composition(P(data), P(TV))
    assert str(R) == expected
    A, B = P(data), P(TV)
    assert all(R(i) == A(B(i)) for i in range(64))


def test_table4_swizzled_via_composed_layout():
    # (8,8):(f_1,f_9) is S<3,0,3> o 0 o (8,8):(1,8): c*f_k is the carry-less product of c and k.
    data = P("S<3,0,3> o 0 o (8,8):(1,8)")
    assert all(data(i, j) == clmul(i, 1) ^ clmul(j, 9) for i in range(8) for j in range(8))
    R = composition(data, P(TV))
    assert str(R) == "S<3,0,3> o 0 o ((4,8),2):((16,1),8)"
    # the paper's ((4,8),2):((f_18,f_1),f_9)
    assert all(R(((t0, t1), v)) == clmul(t0, 18) ^ clmul(t1, 1) ^ clmul(v, 9)
               for t0 in range(4) for t1 in range(8) for v in range(2))


# --- §5.3.5 tilers -------------------------------------------------------------------------

def test_tiler_by_mode_and_shape_tiler():
    A = P("(12,(4,8)):(59,(13,1))")
    assert str(composition(A, (P("3:4"), P("8:2")))) == "(3,(2,4)):(236,(26,1))"
    assert str(composition(A, (3, 8))) == "(3,(4,2)):(59,(13,1))"
    assert composition(A, P("[3:4;8:2]")) == composition(A, (P("3:4"), P("8:2")))
    # (4,8) ≡ <4,8> ≡ (4:1,8:1) ≡ (4,8):(e_0,e_1) applied to any (8,16) layout (Fig. 7).
    L = P("(8,16):(16,1)")
    by_shape = composition(L, (4, 8))
    by_identity = composition(L, composition(P("(8,16):(1@0,1@1)"), P("(4,8):(1,8)")))
    assert same_function(by_shape, by_identity)
    # a tiler keeps only the tiled modes; `_` keeps a mode whole
    assert str(composition(P("(4,8,3):(1,4,32)"), (2,))) == "(2):(1)"
    assert str(composition(A, P("[_;4:2]"))) == "(12,(2,2)):(59,(26,1))"


# --- §5.4.3 complement, Table 7 -----------------------------------------------------------

@pytest.mark.parametrize("layout, paper, cute", [
    ("(4,8):(1,4)", "1:32", "1:0"),
    ("(4,8):(8,1)", "1:32", "1:0"),
    ("(4,(4,2)):(4,(1,16))", "1:32", "1:0"),
    ("(4,8):(1,5)", "1:40", "1:0"),
    ("(4,8):(1,8)", "(2,1):(4,64)", "2:4"),
    ("((2,2),(2,4)):((0,1),(0,2))", "1:8", "1:0"),
    ("((2,2),(2,4)):((0,2),(0,4))", "(2,1):(1,16)", "2:1"),
])
def test_table7_complements(layout, paper, cute):
    R = complement(P(layout))
    assert str(R) == cute
    assert same_function(R, P(paper)) and coalesce(P(paper)) == R


def test_table7_coordinate_codomains():
    # (4,8):(e_0,e_1): the paper prints (1,1):(4e_0,4e_1), but 4e_1 is in image(L) (L(0,4) = (0,4)),
    # against eq. 16; the complement along e_1 starts past the extent 8.
    assert str(complement(P("(4,8):(1@0,1@1)"))) == "(1,1):(4@0,8@1)"
    # (4,(4,2)):(e_1,(e_0,12e_1)) -> paper (1,(3,1)):(4e_0,(4e_1,24e_1)), coalesced by codomain mode
    R = complement(P("(4,(4,2)):(1@1,(1@0,12@1))"))
    assert str(R) == "(1,3):(4@0,4@1)"
    paper = P("(1,(3,1)):(4@0,(4@1,24@1))")
    assert [R(i) for i in range(3)] == [paper(i) for i in range(3)]


@pytest.mark.parametrize("layout, cotarget, expected", [   # CuTe guide
    ("4:1", 24, "6:4"), ("6:4", 24, "4:1"), ("(4,6):(1,4)", 24, "1:0"), ("4:2", 24, "(2,3):(1,8)"),
    ("(2,4):(1,6)", 24, "3:2"), ("(2,2):(1,6)", 24, "(3,2):(2,12)"), ("8:3", 24, "3:1"),
    ("(3,4):(4,1)", 12, "1:0"), ("(4,8):(20,2)", (3, 64), "(2,3):(1,80)"),
])
def test_complement_with_cotarget(layout, cotarget, expected):
    assert str(complement(P(layout), cotarget)) == expected


def test_complement_rejects_interleaved_modes():
    with pytest.raises(PreconditionError, match="interleave"):
        complement(P("(2,2):(1,1)"))


# --- §5.5 products and divides ----------------------------------------------------------

def test_logical_product_examples():
    assert str(logical_product(P("(3,4):(4,1)"), P("(2,5):(1,2)"))) == "((3,4),(2,5)):((4,1),(12,24))"
    assert str(logical_product(P("(4,8):(20,2)"), P("(3,2):(2,1)"))) == "((4,8),(3,2)):((20,2),(80,1))"
    # the complements the paper names
    assert str(complement(P("(3,4):(4,1)"), 12 * 10)) == "10:12"
    assert same_function(complement(P("(4,8):(20,2)"), 32 * 6), P("(2,3):(1,80)"))
    # CuTe guide: (2,2):(4,1) ⊗ 6:1
    assert str(logical_product(P("(2,2):(4,1)"), P("6:1"))) == "((2,2),(2,3)):((4,1),(2,8))"


def test_blocked_and_raked_products_figs_10_11():
    A, B = P("(3,4):(4,1)"), P("(2,5):(1,2)")
    blocked = blocked_product(A, B)
    paper_blocked = P("((3,2),(4,5)):((4,12),(1,24))")
    assert str(blocked) == str(paper_blocked)                      # the paper's and the CuTe IR's form
    assert same_function(blocked, paper_blocked)
    assert all(blocked(i, j) == paper_blocked(i, j) for i in range(6) for j in range(20))
    assert str(raked_product(A, B)) == "((2,3),(5,4)):((12,4),(24,1))"
    # every 3x4 block of the blocked product is a translate of the tile
    for bi in range(2):
        for bj in range(5):
            base = blocked(3 * bi, 4 * bj)
            assert all(blocked(3 * bi + i, 4 * bj + j) - base == A(i, j) for i in range(3) for j in range(4))


def test_divide_examples():
    assert str(logical_divide(P("24:3"), P("8:3"))) == "(8,3):(9,3)"
    assert str(logical_divide(P("(6,2,2):(2,1,20)"), P("8:3"))) == "((2,2,2),3):((6,1,20),2)"
    assert str(complement(P("8:3"), 24)) == "3:1"
    A, T = P("(8,16):(20,1)"), (P("4:1"), P("8:2"))
    assert str(logical_divide(A, T)) == "((4,2),(8,2)):((20,80),(2,1))"
    assert str(zipped_divide(A, T)) == "((4,8),(2,2)):((20,2),(80,1))"
    assert str(tiled_divide(A, T)) == "((4,8),2,2):((20,2),80,1)"
    assert str(flat_divide(A, T)) == "(4,8,2,2):(20,2,80,1)"
    # CuTe guide: 1-D and 2-D divides
    assert str(logical_divide(P("(4,2,3):(2,1,8)"), P("4:2"))) == "((2,2),(2,3)):((4,1),(2,8))"
    A2, T2 = P("(9,(4,8)):(59,(13,1))"), (P("3:3"), P("(2,4):(1,8)"))
    assert str(zipped_divide(A2, T2)) == "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))"
    assert zipped_divide(A2, T2)[0] == composition(A2, T2)


def test_divide_keeps_untiled_modes_and_underscore():
    A = P("(8,16,3):(1,8,128)")
    assert str(logical_divide(A, (4,))) == "((4,2),16,3):((1,4),8,128)"
    assert str(zipped_divide(A, (4, 8))) == "((4,8),(2,2,3)):((1,8),(4,64,128))"
    assert str(logical_divide(A, P("[_;8:2]"))) == "(8,(8,2),3):(1,(16,8),128)"


# --- §5.3.1 identity layouts and the apparent violation, step by step (audit additions) -------

@pytest.mark.parametrize("text, a", [("24:1", "24:5"), ("(4,6):(1,4)", "(4,6):(5,40)"),
                                     ("(3,(4,2)):(1,(3,12))", "(3,(4,2)):(7,(1,100))")])
def test_identity_layouts_of_24(text, a):
    I = P(text)
    assert I.size() == 24 and [I(i) for i in range(24)] == list(range(24))
    B = P("(2,3):(3,8)")                                    # codomain in Z_24: I o B = B
    assert same_function(composition(I, B), B)
    A = P(a)                                                # domain Z_S, I_S of shape S: A o I_S = A
    assert composition(A, I) == A


@pytest.mark.parametrize("text", ["(4,6):(1@0,1@1)", "(4,(3,2)):(1@0,(1@1,3@1))"])
def test_identity_layouts_of_4x6(text):
    I = P(text)
    assert [I(i, j) for i in range(4) for j in range(6)] == [(i, j) for i in range(4) for j in range(6)]
    A = P("(4,6):(7,1)")                                    # A o I_(4,6) = A, coordinate by coordinate
    R = composition(A, I)
    assert all(R(i, j) == A(i, j) for i in range(4) for j in range(6))


@pytest.mark.parametrize("a", ["(4,2,8):(3,12,97)", "(8,8):(3,97)", "(8):(3)"])
def test_apparent_violation_chain(a):
    # (4,2,8):(3,12,97) o 3:3 = (8,8):(3,97) o 3:3 = (8):(3) o 3:3 = 3:9
    assert str(composition(P(a), P("3:3"))) == "3:9"
