"""For all M, N, k > 0: (k,1):(M,k·M·N) is a complement of (M,N):(1,k·M) -- its
values on every extended coordinate a >= 1 miss the image (eq. 16) and it is
ordered (eq. 17); Table 7's row (4,8):(1,8) -> (2,1):(4,64) is the member
M=4, N=8, k=2."""
from pathlib import Path

from cute_sym import Layout, parse, sym
from solver.certify import certificate
from solver.prove import prove_complement


def main(out: "Path | None" = Path(__file__).parent / "certificates") -> dict:
    M, N, k = sym("M"), sym("N"), sym("k")
    family = prove_complement(Layout((M, N), (1, k * M)), Layout((k, 1), (M, k * M * N)))
    member = prove_complement(parse("(4,8):(1,8)"), parse("(2,1):(4,64)"))
    return certificate("complement_disjoint",
                       "for all M, N, k > 0: (k,1):(M,k*M*N) is a complement of (M,N):(1,k*M) (eq. 16-17)",
                       [family, member], out)


if __name__ == "__main__":
    print(main())
