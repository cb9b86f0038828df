"""``?{div=N}`` in ``cute`` types (issue 12): read, printed, inferred, and a declared result
type that states less about divisors than the inferred one is accepted (seed 000's
examples predate divisors: ``tuple_product((?,(3,?)))`` is ``?{div=3}``, the seed declares ``?``)."""
from cute_sym.dialect.opt import main

FN = '''func.func @f(%t: !cute.shape<"(?{div=8},(3,?))">) {
  %p = cute.tuple_product(%t) : (!cute.shape<"(?{div=8},(3,?))">) -> !cute.shape<"DECL">
  func.return
}
'''


def run(capsys, tmp_path, decl):
    src = tmp_path / "in.mlir"
    src.write_text(FN.replace("DECL", decl))
    rc = main([str(src)])
    out, err = capsys.readouterr()
    return rc, out, err


def test_the_inferred_divisor_is_accepted_and_printed(capsys, tmp_path):
    rc, out, _ = run(capsys, tmp_path, "?{div=24}")
    assert rc == 0 and '!cute.shape<"(?{div=8},(3,?))">' in out and '!cute.shape<"?{div=24}">' in out


def test_a_declared_type_may_know_a_divisor_of_the_divisor(capsys, tmp_path):
    for weaker in ("?", "?{div=3}", "?{div=12}"):
        rc, out, _ = run(capsys, tmp_path, weaker)
        assert rc == 0 and f'!cute.shape<"{weaker}">' in out


def test_a_declared_type_may_not_claim_more(capsys, tmp_path):
    for stronger in ("?{div=48}", "?{div=9}", "?{i64 div=24}"):
        rc, _, err = run(capsys, tmp_path, stronger)
        assert rc == 1
        assert (f"inferred type(s) '!cute.shape<\"?{{div=24}}\">' are incompatible with return type(s) of "
                f"operation '!cute.shape<\"{stronger}\">'") in err
