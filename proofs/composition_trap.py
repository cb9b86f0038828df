"""The composition trap (paper §5.3.2): (4,6,8):(2,3,5) ∘ 6:3 breaks the stride
divisibility condition (9) -- the refutation carries the failing condition and
a witness coordinate where the careless eq.-8 result differs from A(B(i)) --
while (4,6,8,10):(2,3,5,7) ∘ 6:12 = (2,3):(9,5) is admissible and correct."""
from pathlib import Path

from solver.admissible import prove_admissible
from solver.certify import certificate
from solver.prove import prove_composition


def main(out: "Path | None" = Path(__file__).parent / "certificates") -> dict:
    trap = prove_admissible("(4,6,8):(2,3,5)", "6:3")
    careless = prove_composition("(4,6,8):(2,3,5)", "6:3", "(2,3):(6,3)")
    fine = prove_admissible("(4,6,8,10):(2,3,5,7)", "6:12")
    right = prove_composition("(4,6,8,10):(2,3,5,7)", "6:12", "(2,3):(9,5)")
    record = certificate("composition_trap", "(4,6,8):(2,3,5) ∘ 6:3 is not admissible (violates eq. 9)",
                         [trap, careless], out, expected="refuted", method="static rows",
                         notes=["control: " + fine.statement + ": " + fine.status,
                                "control: " + right.statement + ": " + right.status])
    record["ok"] = record["ok"] and fine.proved and right.proved
    return record


if __name__ == "__main__":
    print(main())
