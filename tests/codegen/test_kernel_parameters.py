"""Issue 16, codegen: an assumption may name any name of the layouts; kernel parameters come
in order of first appearance and the launch signature says so; one spelling of each dtype."""
import pytest

from codegen.errors import CodegenError
from codegen.kernels.copy import copy_kernel
from cute_sym.dtypes import ALIASES, DTYPE_HELP, ELEMENT_BYTES
from solver.commands import read_named


def kernel(src, dst, **kw):
    return copy_kernel(read_named(src, "--src"), read_named(dst, "--dst"), "float", **kw)


def test_an_assumption_may_name_a_leaf_of_either_layout():
    # was: "assumption names K, which no dynamic leaf of the operands is called" (the dst proof lacks K)
    k = kernel("(M,N):(K,1)", "(M,N):(N,1)", assume=["K >= N"])
    assert [p.name for p in k.params] == ["M", "N", "K"]
    assert all(f.certificate.status == "proved" for f in k.functions)
    assert all(f.certificate.assumptions == ("K >= N",) for f in k.functions)


def test_a_name_neither_layout_has_is_still_refused():
    with pytest.raises(CodegenError, match=r"assumption names K, which no dynamic leaf of the operands is called "
                                           r"\(their symbols: M, N\)"):
        kernel("(M,N):(N,1)", "(M,N):(1,M)", assume=["K > 3"], verify=False)


@pytest.mark.parametrize("src,dst,order", [
    ("(M,N):(K,2)", "(M,N):(N,1)", ["M", "N", "K"]),        # was N, M, K
    ("(N,M):(1,K)", "(N,M):(M,1)", ["N", "M", "K"]),
    ("(M,N):(1,M)", "(M,N):(N,1)", ["M", "N"]),
    ("(4,8):(1,4)", "(4,8):(8,1)", []),
])
def test_parameters_in_order_of_first_appearance_and_the_launch_signature(src, dst, order):
    k = kernel(src, dst, verify=False)
    assert [p.name for p in k.params] == order
    args = ", ".join(["const unsigned int* src", "unsigned int* dst", *(f"long long {n}" for n in order)])
    assert k.signature == f"cute_copy({args})"
    assert f"cute_copy({args.replace('* src', '* __restrict__ src').replace('* dst', '* __restrict__ dst')})" \
        in k.source                                       # the signature printed is the one compiled
    spec = k.launch_spec({n: 64 for n in order})
    assert spec.args == tuple(64 for _ in order)


def test_the_cli_prints_the_launch_signature(capsys, tmp_path):
    from cute_sym.cli import main
    assert main(["codegen", "copy", "--src", "(M,N):(K,2)", "--dst", "(M,N):(N,1)", "--unverified",
                 "-o", str(tmp_path / "k.cu")]) == 0
    out = capsys.readouterr().out
    assert "launch: cute_copy(const unsigned int* src, unsigned int* dst, long long M, long long N, long long K)" in out


def test_one_spelling_of_each_dtype_in_help_and_errors(capsys):
    from cute_sym.cli import main
    assert main(["codegen", "copy", "--help"]) == 0
    help_text = " ".join(capsys.readouterr().out.split())
    assert "element type: " + ", ".join(ELEMENT_BYTES) in help_text
    with pytest.raises(CodegenError) as e:
        copy_kernel(read_named("4:1", "--src"), read_named("4:1", "--dst"), "bf17")
    assert "expected one of " + ", ".join(ELEMENT_BYTES) + " (or an alias: " + ", ".join(sorted(ALIASES)) in str(e.value)
    assert "bf16" not in DTYPE_HELP.split("(")[0]          # aliases only as aliases
    assert copy_kernel(read_named("4:1", "--src"), read_named("4:1", "--dst"), "bf16", verify=False).dtype.name \
        == "bfloat16"
