"""Every CLI command with named leaves and ``--assume`` (issue 12, item 3).

Each algebra result is checked independently: it re-parses, and at concrete values
of the names that meet the assumptions (and the side conditions printed) it is the
same function as the static algebra's answer on the instantiated operands, and
meets the paper's definition where one is cheap (composition: R(i) = A(B(i));
right inverse: L(R(k)) = k).
"""
import itertools
import json

import pytest

from cute_sym import algebra, parse, size
from cute_sym.cli import main
from cute_sym.names import bind, free_symbols
from solver.symbols import instantiate


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def _function(L):
    return [L(i) for i in range(size(L.shape) if hasattr(L, "shape") else size(L.outer.shape))]


def _envs(names, values, keep):
    for combo in itertools.product(values, repeat=len(names)):
        env = dict(zip(names, combo))
        if keep(env):
            yield env


def check(result_text, op, operands, keep, values=(1, 2, 3, 4, 8, 12)):
    """``result_text`` re-parses, and at every admitted env it equals ``op`` on the
    instantiated operands as a function (and in size, mode by mode)."""
    values_in = bind(*operands)
    R = parse(result_text, names=set().union(*(free_symbols(v) for v in values_in)))
    assert str(R) == result_text                         # re-parses to the same text ...
    names = sorted({s.name for v in values_in for s in free_symbols(v)})
    tried = 0
    for env in _envs(names, values, keep):
        static = getattr(algebra, op)(*(instantiate(v, env) for v in values_in))
        mine = instantiate(R, env)
        assert _function(mine) == _function(static), (env, mine, static)
        tried += 1
    assert tried >= 3
    return R, values_in


def test_compose_with_names_proves_each_decision(capsys):
    code, lines, _ = run(capsys, "compose", "(M,N):(N,1)", "(4,(M/4,N)):(1,(4,M))", "--assume", "M % 4 == 0")
    assert code == 0 and lines[0] == "(4,(M/4,N)):(N,(4*N,1))"
    assert lines[1] == "  assuming: M % 4 == 0"
    assert "  proved: 4 | M (exact quotient M/4 of B)" in lines
    assert all(line.startswith("  proved: ") for line in lines[2:])
    R, (A, B) = check(lines[0], "composition", [parse("(M,N):(N,1)"), parse("(4,(M/4,N)):(1,(4,M))")],
                      lambda e: e["M"] % 4 == 0)
    for env in ({"M": 8, "N": 3}, {"M": 4, "N": 1}):
        a, b, r = (instantiate(x, env) for x in (A, B, R))
        assert all(r(i) == a(b(i)) for i in range(size(b.shape)))          # paper: R(i) = A(B(i))


def test_an_undecided_fact_is_a_side_condition_with_its_counterexample(capsys):
    code, lines, _ = run(capsys, "compose", "(M,N):(1,K)", "4:1")
    assert code == 0 and lines == ["4:1", '  side condition: 3 < M (truncation of A (eq. 8)) -- fails at {"M": 1}']
    check(lines[0], "composition", [parse("(M,N):(1,K)"), parse("4:1")], lambda e: e["M"] > 3)
    code, lines, _ = run(capsys, "compose", "(M,N):(1,K)", "4:1", "--assume", "M >= 4")
    assert lines == ["4:1", "  assuming: M >= 4", "  proved: 3 < M (truncation of A (eq. 8))"]


def test_divide_with_names_is_exact_where_the_assumptions_say_so(capsys):
    code, lines, _ = run(capsys, "divide", "(M,N):(1,M)", "[4:1;_]", "--assume", "M % 4 == 0")
    assert code == 0 and lines[0] == "((4,M/4),N):((1,4),M)"
    assert lines[2] == "  proved: 4 | M (ceil_div(M, 4) is exact)"
    check(lines[0], "logical_divide", [parse("(M,N):(1,M)"), parse("[4:1;_]")], lambda e: e["M"] % 4 == 0)
    code, lines, _ = run(capsys, "divide", "(M,N):(1,M)", "[4:1;_]")          # no assumption: rounded up
    assert lines == ["((4,ceil(M/4)),N):((1,4),M)"]
    check(lines[0], "logical_divide", [parse("(M,N):(1,M)"), parse("[4:1;_]")], lambda e: True)


def test_an_exact_quotient_of_an_operand_is_a_side_condition_never_rounded(capsys):
    code, lines, _ = run(capsys, "divide", "((4,M/4),N):((1,4),M)", "[4:1;_]")
    assert code == 0 and lines == ["((4,M/4),N):((1,4),M)",
                                   '  side condition: 4 | M (exact quotient M/4 of A) -- fails at {"M": 1}']
    code, lines, _ = run(capsys, "divide", "((4,M/4),N):((1,4),M)", "[4:1;_]", "--assume", "M % 8 == 0")
    assert lines[2] == "  proved: 4 | M (exact quotient M/4 of A)"


def test_zipped_divide_and_json(capsys):
    argv = ["divide", "(M,N):(1,M)", "[4:1;8:1]", "--kind", "zipped", "--assume", "M % 4 == 0",
            "--assume", "N % 8 == 0"]
    code, lines, _ = run(capsys, *argv)
    assert code == 0 and lines[0] == "((4,8),(M/4,N/8)):((1,M),(4,8*M))"
    check(lines[0], "zipped_divide", [parse("(M,N):(1,M)"), parse("[4:1;8:1]")],
          lambda e: e["M"] % 4 == 0 and e["N"] % 8 == 0, values=(4, 8, 16))
    code, lines, _ = run(capsys, "--json", *argv[:-2])
    data = json.loads(lines[0])
    assert data["result"] == "((4,8),(M/4,ceil(N/8))):((1,M),(4,8*M))" and data["assume"] == ["M % 4 == 0"]
    assert [p["statement"] for p in data["proofs"]] == ["4 | M (ceil_div(M, 4) is exact)"]
    assert data["proofs"][0]["status"] == "proved" and data["side_conditions"] == []


@pytest.mark.parametrize("argv, op, keep", [
    (["product", "(M,N):(1,M)", "4:1"], "logical_product", lambda e: True),
    (["product", "(M,2):(1,M)", "(2,2):(1,2)", "--kind", "blocked"], "blocked_product", lambda e: True),
    (["complement", "(4,M):(1,4)", "4*M*N"], "complement", lambda e: True),
    (["complement", "M:1", "(M,N)"], "complement", lambda e: True),
    (["inverse", "(M,N):(N,1)"], "right_inverse", lambda e: True),
    (["inverse", "((2,M),4):((1,8),2)"], "right_inverse", lambda e: True),
    (["inverse", "(4,M):(M,1)", "--left"], "left_inverse", lambda e: e["M"] > 1),
    (["product", "(M,N):(1,M)", "(2,K):(K,1)", "--assume", "K % 2 == 0"], "logical_product",
     lambda e: e["K"] % 2 == 0),
    (["complement", "(4,M):(1,4)", "4*M*N", "--assume", "N >= 2"], "complement", lambda e: e["N"] >= 2),
    (["inverse", "(M,N):(N,1)", "--assume", "M == N"], "right_inverse", lambda e: e["M"] == e["N"]),
])
def test_products_complements_and_inverses_with_names(capsys, argv, op, keep):
    code, lines, _ = run(capsys, *argv)
    assume = argv[argv.index("--assume") + 1] if "--assume" in argv else None
    assert code == 0 and lines[1:] == ([f"  assuming: {assume}"] if assume else [])
    texts = argv[1:argv.index("--assume")] if assume else argv[1:]
    operands = [parse(t) for t in texts if not t.startswith("--") and t not in ("blocked",)]
    R, values = check(lines[0], op, operands, keep)
    if op == "right_inverse":
        for env in ({"M": 3, "N": 5}, {"M": 4, "N": 2}):
            L, r = instantiate(values[0], env), instantiate(R, env)
            assert all(L(r(k)) == k for k in range(size(r.shape)))          # L(L‡(k)) = k


def test_eval_with_names_prints_the_offset_expression(capsys):
    code, lines, _ = run(capsys, "eval", "(M,N):(1,M)", "(i,j)", "5")
    assert code == 0 and lines == ["L(i,j) = j*M+i", "L(5) = M*(5//M)+5%M"]
    assert parse("j*M+i", names=free_symbols(parse("(M,N):(1,M)")) | free_symbols(parse("(i,j)"))) \
        is not None


def test_assumption_errors_name_the_option(capsys):
    code, _, err = run(capsys, "compose", "(M,N):(1,M)", "4:1", "--assume", "M >")
    assert code == 1 and err.startswith("error: --assume: column 4: malformed assumption")
    code, _, err = run(capsys, "divide", "(M,N):(1,M/)", "4:1")
    assert code == 1 and err.startswith("error: A: column 12: expected an integer, a name, '?', '_' or '('")


def test_solver_and_codegen_commands_read_the_same_grammar(capsys):
    code, lines, _ = run(capsys, "prove-equal", "((4,M/4),N):((1,4),M)", "(M,N):(1,M)")
    assert code == 0 and lines[0].startswith("proved: ((4,M/4),N):((1,4),M) == (M,N):(1,M)")
    assert lines[1] == "  assuming: implicit: M/4 is an integer"
    code, lines, _ = run(capsys, "prove-equal", "(M,N):(2*N,1)", "(M,N):(N,1)")
    assert code == 1 and lines[0].startswith("refuted: (M,N):(2*N,1) == (M,N):(N,1)")
    code, lines, _ = run(capsys, "admissible", "(M,N):(1,M)", "(4,2):(1,4)", "--assume", "M % 4 == 0")
    assert code == 0 and lines[0].startswith("proved: (M,N):(1,M) ∘ (4,2):(1,4)")
    code, lines, _ = run(capsys, "contains", "(M,N):(1,M)", "(4,M/4):(1,4)", "--assume", "M % 4 == 0")
    assert code == 0 and lines[0].startswith("proved: image((4,M/4):(1,4)) ⊆ image((M,N):(1,M))"), lines
    code, lines, _ = run(capsys, "codegen", "index", "((4,M/4),N):((1,4),M)", "--assume", "M%4==0")
    assert code == 0 and "// layout_index: ((4,M/4),N):((1,4),M) at i" in lines
