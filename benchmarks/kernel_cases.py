"""The cases of benchmarks/bench_kernels.py (shapes, layouts, torch references) and the JSON
entry of a generated kernel, shared by its sweeps (benchmarks/kernel_sweeps.py)."""
from __future__ import annotations

import dataclasses
import re
import sys


M = N = 16384
B3, M3, N3 = 64, 1024, 1024
P, Q = 12345, 6789


def case(name: str, what: str, src: str, dst: str, dtype: str, ref: tuple, assume: tuple = (),
         values: "dict | None" = None, edge: bool = False, offset: int = 0, dst_offset: int = 0) -> dict:
    """A benchmark case: ``ref`` is the torch op and tensor shape; ``offset`` (``dst_offset``) shifts
    the src (dst) pointer by that many elements (misaligning its vectors)."""
    return {"case": name, "what": what, "src": src, "dst": dst, "dtype": dtype, "ref": ref,
            "assume": tuple(assume), "values": values or {}, "edge": edge, "offset": offset,
            "dst_offset": dst_offset}


def _t(m: int, n: int) -> tuple[str, str]:
    return f"({m},{n}):({n},1)", f"({m},{n}):(1,{m})"


SYM = ("(M,N):(N,1)", "(M,N):(1,M)")
CASES = [
    case("copy fp32", "plain copy 16384x16384", f"({M},{N}):({N},1)", f"({M},{N}):({N},1)", "float",
         ("copy", (M, N))),
    case("transpose fp32", "x.t().contiguous(), 16384x16384", *_t(M, N), "float", ("transpose", (M, N))),
    case("transpose fp32, src misaligned", "the same, src pointer + 4 bytes (scalar path)", *_t(M, N), "float",
         ("transpose", (M, N)), offset=1),
    case("transpose fp32 16383^2", "x.t().contiguous(), 16383x16383", *_t(M - 1, N - 1), "float",
         ("transpose", (M - 1, N - 1))),
    case("transpose fp32 12345x6789", "x.t().contiguous(), 12345x6789", *_t(P, Q), "float", ("transpose", (P, Q))),
    case("transpose fp32, symbolic M, N, no assumptions, 16384^2", "x.t().contiguous(), M = N = 16384", *SYM, "float",
         ("transpose", (M, N)), values={"M": M, "N": N}),
    case("transpose fp32, symbolic M, N, no assumptions, 16383^2", "x.t().contiguous(), M = N = 16383", *SYM, "float",
         ("transpose", (M - 1, N - 1)), values={"M": M - 1, "N": N - 1}),
    case("transpose fp32, symbolic M, N, assume 128 | M, 64 | N", "x.t().contiguous(), M = N = 16384", *SYM,
         "float", ("transpose", (M, N)), ("M % 128 == 0", "N % 64 == 0"), {"M": M, "N": N}),
    case("transpose bf16", "x.t().contiguous(), 16384x16384", *_t(M, N), "bfloat16", ("transpose", (M, N))),
    case("transpose bf16 16383^2", "x.t().contiguous(), 16383x16383", *_t(M - 1, N - 1), "bfloat16",
         ("transpose", (M - 1, N - 1))),
    case("transpose bf16 12345x6789", "x.t().contiguous(), 12345x6789", *_t(P, Q), "bfloat16", ("transpose", (P, Q))),
    case("transpose bf16, symbolic M, N, no assumptions, 16383^2", "x.t().contiguous(), M = N = 16383", *SYM,
         "bfloat16", ("transpose", (M - 1, N - 1)), values={"M": M - 1, "N": N - 1}),
    case("transpose bf16, symbolic M, N, no assumptions, 16384^2", "x.t().contiguous(), M = N = 16384", *SYM,
         "bfloat16", ("transpose", (M, N)), values={"M": M, "N": N}),
    case("transpose bf16 16383^2, src and dst misaligned", "the same, src + 2, dst + 6 bytes (odd rows)",
         *_t(M - 1, N - 1), "bfloat16", ("transpose", (M - 1, N - 1)), offset=1, dst_offset=3),
    case("tensor transpose fp32", f"x.permute(2,0,1).contiguous(), {B3}x{M3}x{N3}",
         f"({B3},{M3},{N3}):({M3 * N3},{N3},1)", f"({B3},{M3},{N3}):({M3},1,{B3 * M3})", "float",
         ("permute", (B3, M3, N3))),
    case("gather fp32", "x[:, ::2].contiguous(), 16384x16384", f"({M},{N // 2}):({N},2)",
         f"({M},{N // 2}):({N // 2},1)", "float", ("gather", (M, N))),
    *(case(f"edge: transpose fp32 {n}x{n}", f"x.t().contiguous(), {n}x{n}", *_t(n, n), "float",
           ("transpose", (n, n)), edge=True) for n in (1, 31, 33, 1000)),
    *(case(f"edge: transpose fp32, symbolic M, N = {m}, {n}", f"x.t().contiguous(), {m}x{n}", *SYM, "float",
           ("transpose", (m, n)), values={"M": m, "N": n}, edge=True)
      for m, n in ((1, 1), (31, 31), (33, 33), (1000, 1000), (1000, 33), (68, 132))),
    case("edge: transpose fp32, symbolic, src misaligned", "x.t().contiguous(), 68x132, src + 4 bytes", *SYM,
         "float", ("transpose", (68, 132)), values={"M": 68, "N": 132}, edge=True, offset=1),
    case("edge: tensor transpose fp32 3x40x50", "x.permute(2,0,1).contiguous(), 3x40x50",
         "(3,40,50):(2000,50,1)", "(3,40,50):(40,1,120)", "float", ("permute", (3, 40, 50)), edge=True),
    case("edge: transpose bf16 33x1000", "x.t().contiguous(), 33x1000", *_t(33, 1000), "bfloat16",
         ("transpose", (33, 1000)), edge=True),
    case("edge: transpose bf16 67x131", "x.t().contiguous(), 67x131 (sheared, dst pairs)", *_t(67, 131),
         "bfloat16", ("transpose", (67, 131)), edge=True),
    *(case(f"edge: transpose bf16, symbolic M, N = {m}, {n}", f"x.t().contiguous(), {m}x{n}", *SYM, "bfloat16",
           ("transpose", (m, n)), values={"M": m, "N": n}, edge=True, offset=off, dst_offset=doff)
      for m, n, off, doff in ((1, 1, 0, 0), (31, 33, 0, 0), (145, 77, 3, 5), (264, 136, 0, 0), (264, 136, 1, 0),
                              (200, 136, 0, 0), (333, 1001, 1, 3))),   # 8 | M, N: the aligned kernel, boundary tiles;
                                                                         # 333x1001: the 8-byte words' interior tiles
    case("edge: transpose bf16 531x141", "x.t().contiguous(), 531x141 (wrapped: interior tiles too)",
         *_t(531, 141), "bfloat16", ("transpose", (531, 141)), edge=True),
    case("edge: tensor transpose bf16 3x67x131", "x.permute(2,0,1).contiguous(), 3x67x131",
         "(3,67,131):(8777,131,1)", "(3,67,131):(67,1,201)", "bfloat16", ("permute", (3, 67, 131)), edge=True),
]


def _concrete(text: str, values: dict):
    """The layout ``text`` with its names replaced by ``values``."""
    from cute_sym import parse
    for name, v in values.items():
        text = re.sub(rf"\b{name}\b", str(v), text)
    return parse(text)


def _spec_json(kernel, what: str, c: dict) -> dict:
    spec = kernel.launch_spec(c["values"])
    S, D = _concrete(c["src"], c["values"]), _concrete(c["dst"], c["values"])
    vector = (bool(kernel.parts) and "v" in kernel.parts["paths"]) or kernel.aligned is not None
    return {**c, "ref": list(c["ref"]), "assume": list(c["assume"]), "src_elems": S.cosize(),
            "dst_elems": D.cosize(), "elements": S.size(), "plan": what, "vector_path": vector,
            "bounds": kernel.bounds.status if kernel.bounds else None, "spec": dataclasses.asdict(spec)}


def _command() -> str:
    return "python " + " ".join(sys.argv)
