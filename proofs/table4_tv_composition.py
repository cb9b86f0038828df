"""Table 4 (paper §5.3.4): composing 8x8 data layouts with the thread-value
layout ((4,8),2):((16,1),8) of the Ampere FP64 tensor core gives the listed
results, and each composition is admissible.  The Swizzled row (F2 strides)
has no cute_sym value and is left out."""
from pathlib import Path

from solver.admissible import prove_admissible
from solver.certify import certificate
from solver.prove import prove_composition

TV = "((4,8),2):((16,1),8)"
ROWS = [
    ("ColMajor", "(8,8):(1,8)", "((4,8),2):((16,1),8)"),
    ("RowMajor", "(8,8):(8,1)", "((4,8),2):((2,8),1)"),
    ("Padded", "(8,8):(1,9)", "((4,8),2):((18,1),9)"),
    ("ColInterleaved", "((4,2),(2,4)):((2,16),(1,8))", "((4,(4,2)),2):((8,(2,16)),1)"),
    ("Coordinate", "(8,8):(1@0,1@1)", "((4,8),2):((2@1,1@0),1@1)"),
]


def main(out: "Path | None" = Path(__file__).parent / "certificates") -> dict:
    proofs = []
    for _name, data, result in ROWS:
        proofs.append(prove_admissible(data, TV))
        proofs.append(prove_composition(data, TV, result))
    return certificate("table4_tv_composition", f"Table 4: for every static row, A ∘ {TV} is admissible (eq. 9-11) "
                       "and equals R", proofs, out, method="static rows")


if __name__ == "__main__":
    print({k: v for k, v in main().items() if k != "parts"})
