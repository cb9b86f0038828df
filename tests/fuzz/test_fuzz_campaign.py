"""Issue 18: the differential campaign in CI (a short seeded run), the reference it checks
against (from the paper's examples), and the campaign's own ability to catch a wrong
verdict, a wrong counterexample, a traceback and wrong C (planted defects)."""
import json
import random
import time

import pytest

import fuzz_campaign
import fuzz_codegen
import fuzz_prover
from fuzz_reference import (Basis, Comp, Lay, Swz, admissibility_failures, apply, composes, cosize, crd2idx, idx2crd,
                            surjective, bijective, values)
from fuzz_tally import Case, Tally

SEED, CASES, SECONDS = 18, 300, 40.0


def test_the_seeded_campaign_finds_no_failure():
    start = time.monotonic()
    tally = fuzz_campaign.run(SEED, CASES, deadline=start + SECONDS)
    assert tally.failed() == 0, json.dumps(tally.failures[:5], indent=1)
    assert tally.cases >= 60                        # a slow machine stops early; this many still run
    seen = {c for c, _v in tally.verdicts}
    assert {"equal", "contains", "admissible", "codegen index"} <= seen, seen
    assert tally.verdicts[("equal", "proved")] and tally.verdicts[("equal", "refuted")]
    assert tally.checks[("compiled C equals the reference", "pass")] > 0 or fuzz_codegen.CXX is None


# --- the reference, from the paper (seed 001) and the README ---

def test_the_reference_evaluates_as_the_paper():
    L = Lay(((2, 2), (4, 2)), ((1, 8), (2, 16)))
    assert apply(L, 22) == 26 == apply(L, (2, 5)) == apply(L, ((0, 1), (1, 1)))          # README, §4.4
    assert idx2crd(22, ((2, 2), (4, 2))) == ((0, 1), (1, 1)) and crd2idx((2, 5), ((2, 2), (4, 2))) == 22
    assert idx2crd(9, (4, 2)) == (1, 2)                              # eq. 1: the last mode is not reduced
    assert apply(Lay((4, 8), (Basis(1, (0,)), Basis(1, (1,)))), 9) == (1, 2)
    nested = Lay(((2, 3), 4), ((Basis(1, (0, 0)), Basis(1, (0, 1))), Basis(1, (1,))))
    assert apply(nested, 17) == ((1, 2), 2)                          # README: 1@1@0 is mode 1 of mode 0
    comp = Comp(Lay((6, 2), (1, 3)), (2, 1), Lay((2, 3), (Basis(1, (1,)), Basis(2, (0,)))))
    assert values(comp) == [5, 8, 7, 10, 9, 12]                      # README: A(offset + B(c))


def test_the_reference_composes_and_checks_admissibility_as_the_paper():
    assert composes(Lay((4, 2, 8), (3, 12, 97)), Lay(3, 3), Lay(3, 9))                  # §5.3: 3:9
    assert composes(Lay((8, 8), (8, 1)), Lay(((4, 8), 2), ((16, 1), 8)), Lay(((4, 8), 2), ((2, 8), 1)))
    assert admissibility_failures(Lay((4, 6, 8), (2, 3, 5)), Lay(6, 3)) == ["stride divisibility (9)"]
    assert admissibility_failures(Lay((4, 6, 8), (2, 3, 5)), Lay(6, 1)) == ["shape divisibility (10)"]
    assert admissibility_failures(Lay((8, 8), (8, 1)), Lay(((4, 8), 2), ((16, 1), 8))) == []


def test_the_reference_cosize_and_box():
    assert cosize(Lay((4, 8), (1, -1))) == 11 and cosize(Lay(4, -1)) == 4         # |stride| (CuTe's coshape)
    assert bijective(Lay((4, 8), (8, 1))) and not bijective(Lay((4, 8), (1, 5)))
    assert not surjective(Lay(4, Basis(3, (1,))))                  # box (1, 10): (0, 4) is missed
    swizzled = values(Comp(Swz(3, 4, 3), 0, Lay((8, 64), (64, 1))))     # x ^ ((x & 0b1110000000) >> 3)
    assert swizzled[2] == 128 ^ 16 and swizzled[1] == 64 and swizzled[8 * 5 + 7] == (64 * 7 + 5) ^ (3 << 4)


# --- the campaign catches what it should ---

class _Proof:
    def __init__(self, status, counterexample=None, reason=None):
        self.status, self.counterexample, self.reason, self.detail = status, counterexample, reason, {}
        self.proved = status == "proved"


def _judged(case, proof):
    tally = Tally()
    fuzz_prover.judge(tally, random.Random(0), case, proof)
    return tally


def test_a_false_proof_is_a_failure():
    case = Case("equal", (Lay((4, 8), (8, 1)), Lay(32, 1)))
    assert _judged(case, _Proof("proved")).failed() == 1
    assert _judged(case, _Proof("refuted", {"params": {}, "coordinate": 1, "A": 8, "B": 1})).failed() == 0


def test_a_counterexample_that_does_not_fail_is_a_failure():
    case = Case("equal", (Lay((4, 8), (8, 1)), Lay(32, 1)))
    assert _judged(case, _Proof("refuted", {"params": {}, "coordinate": 0, "A": 0, "B": 0})).failed() == 1
    sym_case = Case("equal", (Lay(4, 1), Lay(4, 1)), assume=["1 == 1"])
    assert _judged(sym_case, _Proof("unknown")).failed() == 1                              # no reason


def test_a_traceback_is_a_failure():
    from fuzz_tally import guarded
    tally = Tally()
    guarded(tally, Case("equal", ()), lambda: 1 // 0)
    assert tally.failed() == 1 and "ZeroDivisionError" in tally.failures[0]["detail"]


@pytest.mark.skipif(fuzz_codegen.CXX is None, reason="no host C++ compiler")
def test_wrong_c_and_undefined_behaviour_are_failures(tmp_path):
    harness = fuzz_codegen.Harness()
    case = Case("codegen index", (Lay(4, 2),))
    harness.add(case, "static int f(int i) { return 2 * i; }\n", ["f(0)", "f(1)"], [0, 2])
    harness.add(case, "static int g(int i) { return 3 * i; }\n", ["g(1)"], [2])
    harness.add(case, "static int h(int i) { return (i + 2147483647) / 1; }\n", ["h(1)"], [2147483648 - 2 ** 32])
    tally = Tally()
    harness.run(tally, tmp_path)
    fails = [f["check"] for f in tally.failures]
    assert fails == ["compiled C equals the reference", "emitted C is free of undefined behaviour (UBSan)"], fails
