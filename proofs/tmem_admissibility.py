"""Instruction admissibility (paper §5.4.2, Fig. 9): does a TMEM data layout
contain every offset a tcgen05 load touches?  TMEM offsets: +1 per 32-bit
column, +16384 per lane; 4 warps, each on its own 32 lanes.

The instruction layouts (thread, value) -> offset, from the PTX register
maps (lane l, register r):
* 32x32b.x2:  ((32,4),2):((16384,524288),1)  -- lane l, columns r;
* 16x256b.x1: ((4,8,4),(2,2)):((2,16384,524288),(1,131072)) -- lane
  l//4 + 8*(r//2), column 2*(l%4) + r%2.
The data layout of a 128x256 fp32 accumulator (row m on lane m, column n on
column n) contains both; a 64-row accumulator does not contain 16x256b
(its warps 2-3 touch lanes 64-127)."""
from pathlib import Path

from solver.certify import certificate
from solver.prove import prove_contains

ACC128 = "(128,256):(16384,1)"
ACC64 = "(64,256):(16384,1)"
LD_32x32b_x2 = "((32,4),2):((16384,524288),1)"
LD_16x256b_x1 = "((4,8,4),(2,2)):((2,16384,524288),(1,131072))"


def main(out: "Path | None" = Path(__file__).parent / "certificates") -> dict:
    proofs = [prove_contains(ACC128, LD_32x32b_x2), prove_contains(ACC128, LD_16x256b_x1)]
    negative = prove_contains(ACC64, LD_16x256b_x1)
    record = certificate("tmem_admissibility", f"{ACC128} contains every offset of tcgen05.ld 32x32b.x2 and "
                         "16x256b.x1", proofs, out, method="static rows",
                         notes=[f"control: {negative.statement}: {negative.status} "
                                f"{negative.counterexample}"])
    record["ok"] = record["ok"] and negative.status == "refuted"
    return record


if __name__ == "__main__":
    print(main())
