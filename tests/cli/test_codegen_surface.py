"""``cute-sym codegen index`` never certifies C that cannot compute the layout: a static
layout whose index arithmetic leaves the 64-bit range is refused."""
import pytest

from cute_sym import cli


@pytest.mark.parametrize("argv", [
    ["(1099511627776,1099511627776):(1099511627776,1)", "--natural"],   # c0 * 2^40 reaches 2^80
    ["(1099511627776,1099511627776):(1099511627776,1)"],                # i ranges over [0, 2^80)
    ["(4611686018427387904,4):(4,1)"],                                   # size 2^64
])
def test_index_beyond_64_bits_is_refused(argv, capsys):
    assert cli.main(["codegen", "index", *argv]) == 1
    out = capsys.readouterr()
    assert out.out == "" and "beyond 64 bits" in out.err and "internal error" not in out.err, out


def test_index_at_the_64_bit_edge_is_emitted(capsys):
    """2^31 x 2^31 row-major: i < 2^62 and every subexpression fits long long."""
    assert cli.main(["codegen", "index", "(2147483648,2147483648):(2147483648,1)"]) == 0
    assert "long long layout_index(long long i)" in capsys.readouterr().out


@pytest.mark.parametrize("args, message", [
    (("M+1", "64", "64"), "M: expected a positive integer or a name, got 'M+1'"),
    (("M", "64", "64", "--assume", "X % 2 == 0"), "assumption 'X % 2 == 0' names X, which is not a size of the GEMM"),
    (("64", "64", "100"), "the precondition fails: K % 8 == 4"),
    (("64", "63", "64"), "the precondition fails: N % 2 == 1"),
])
def test_gemm_refuses_sizes_it_cannot_generate(cute_sym, args, message):
    r = cute_sym("codegen", "gemm", *args)
    assert r.returncode == 1 and message in r.stderr and "Traceback" not in r.stderr
