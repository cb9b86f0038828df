"""For all M, N > 0: the column-major layout (M,N):(1,M) is the identity M·N:1
on integer coordinates (paper §5.2: I_S may take any compatible shape)."""
from pathlib import Path

from cute_sym import Layout, sym
from solver.certify import certificate
from solver.prove import prove_equal


def main(out: "Path | None" = Path(__file__).parent / "certificates") -> dict:
    M, N = sym("M"), sym("N")
    proof = prove_equal(Layout((M, N), (1, M)), Layout(M * N, 1))
    return certificate("colmajor_identity", "for all M, N > 0: (M,N):(1,M) == M*N:1", [proof], out)


if __name__ == "__main__":
    print(main())
