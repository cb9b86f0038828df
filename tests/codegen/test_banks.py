"""The solver's bank-conflict proofs agree with exhaustive enumeration of every
instruction of every warp, for the swizzle search's candidate layouts."""
import pytest

from cute_sym import Swizzle, parse
from codegen.banks import Access, conflicts, prove_conflict_free
from codegen.emit import emit_index
from codegen.errors import CodegenError
from codegen.kernels.plan import StagedPlan
from codegen.kernels.smem import shared_accesses

WORK = parse("((32,32),(2,2)):((1,64),(32,2048))")


@pytest.mark.parametrize("elem,vec,swizzle", [
    (4, 4, None), (4, 4, Swizzle(3, 2, 5)), (4, 4, Swizzle(2, 2, 5)), (4, 4, Swizzle(3, 2, 4)),
    (2, 8, None), (2, 8, Swizzle(2, 3, 5)), (2, 8, Swizzle(3, 3, 5)),
])
def test_solver_agrees_with_enumeration(elem, vec, swizzle):
    plan = StagedPlan(WORK, vec, vec, elem, 128, swizzle=swizzle)
    accesses, _ = shared_accesses(plan, elem)
    for a in accesses:
        enumerated = conflicts(a, plan.threads) is None
        try:
            prove_conflict_free([a], plan.threads)
            proved = True
        except CodegenError as e:
            assert "bank conflict in" in str(e)
            proved = False
        assert proved == enumerated, (a.name, swizzle)


def test_broadcast_of_one_word_is_no_conflict():
    # every lane reads word 0 (a broadcast); lanes 0..31 reading 32 consecutive words: no conflict
    same = emit_index(parse("(32,4):(0,1)"), name="same", coord=("t", "k"))
    row = emit_index(parse("(32,4):(1,32)"), name="row", coord=("t", "k"))
    proof = prove_conflict_free([Access("broadcast", same, 4), Access("row", row, 4)], 32)
    assert proof.status == "proved" and "32 banks x 4 bytes" in proof.comment()


def test_column_access_conflicts_with_a_witness():
    column = emit_index(parse("(32,4):(32,1)"), name="col", coord=("t", "k"))   # stride 32 words: one bank
    with pytest.raises(CodegenError, match=r"bank conflict in column: threads \d+ and \d+ touch words"):
        prove_conflict_free([Access("column", column, 4)], 32)
    half = emit_index(parse("(32,4):(1,32)"), name="half", coord=("t", "k"))    # 2-byte: pairs share words
    assert conflicts(Access("halves", half, 2), 32) is None
    prove_conflict_free([Access("halves", half, 2)], 32)
