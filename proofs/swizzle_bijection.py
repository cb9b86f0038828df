"""Swizzle<B,M,S> is a bijection of [0, 2^(M+|S|+B)) onto itself for every
0 <= B <= 8, 0 <= M <= 8, B <= |S| <= 8 (801 members).

Method: exhaustive over the parameters -- one Z3 bit-vector proof per member
that S o 0 o 2^n:1 is injective, maps into [0, 2^n) and has 2^n points (so it
is onto, by pigeonhole).  It is not a single parametric proof: bit positions
2^M are not Presburger in M."""
from pathlib import Path

from cute_sym import ComposedLayout, Layout, Swizzle
from solver.certify import certificate
from solver.prove import prove_bijective


def members():
    for b in range(0, 9):
        for m in range(0, 9):
            for s in range(-8, 9):
                if abs(s) >= b and (s != 0 or b == 0):
                    yield b, m, s


def main(out: "Path | None" = Path(__file__).parent / "certificates") -> dict:
    proofs = []
    for b, m, s in members():
        size = 1 << (m + abs(s) + b)
        proofs.append(prove_bijective(ComposedLayout(Swizzle(b, m, s), 0, Layout(size, 1))))
    return certificate("swizzle_bijection",
                       "for 0<=B<=8, 0<=M<=8, B<=|S|<=8: Swizzle<B,M,S> is a bijection on [0, 2^(M+|S|+B))",
                       proofs, out, method="exhaustive over parameters")


if __name__ == "__main__":
    print({k: v for k, v in main().items() if k != "parts"})
