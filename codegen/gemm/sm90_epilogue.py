"""The SM90 GEMM's epilogue forms (issue 24): ``C = alpha * acc + beta * C + bias``.

The accumulator pair ``(v = 0, 1)`` of ``(j, r)`` sits at ``gemm_store_c(v, r, tw, j, wg, g, bn, q)``
(a proven index function).  Row-major C: one 32-bit store of the pair (``N`` even, the pair
contiguous: checked by the generator).  Column-major C: the pair's elements are ``M`` apart, so
each is stored alone, under its own guard.  ``alpha`` scales the product, ``beta`` adds the old
value read at the store's own offset (the same access, so in bounds by the same proof), ``bias``
adds ``bias[row]`` or ``bias[col]`` of the element -- the row / column the C store's bounds proof
shows inside ``[0, M)`` / ``[0, N)`` under the same guard.
"""
from __future__ import annotations

from typing import Sequence

from ..emit import IndexFunction
from ..kernels.csource import call
from .config import GemmConfig
from .emitting import guard_text

__all__ = ["epilogue_code", "scale_text", "to_f32"]


def to_f32(c: GemmConfig, x: str) -> str:
    """``x``, a C element, as fp32."""
    return x if c.c_dtype == "f32" else f"cute_{c.c_dtype}_to_f32({x})"


def scale_text(c: GemmConfig) -> str:
    """What multiplies an accumulator: ``alpha``, the fp8 scales."""
    return (" * alpha" if c.alpha else "") + (" * scale_a[0] * scale_b[0]" if c.scaled else "")


def epilogue_code(c: GemmConfig, fns: dict, guard: dict, index: dict) -> str:
    """The statement run for each ``(j, r)`` of a consumer: the store(s) of the pair, in the form
    ``c`` asks for; ``guard`` the row / column guard functions, ``index`` the row / column
    functions the bias reads (``{"row": fn}`` / ``{"col": fn}``)."""
    cta = ("tw", "j", "wg", "g", "bn", "q")

    def args(v: str) -> Sequence[str]:
        return (v, "r", *cta)

    def pred(v: str) -> str:
        return guard_text([(call(f, *args(v)), getattr(c, d)) for d, f in guard.items()])

    def extra(v: str, x: str, o: str, old: str) -> list[str]:
        lines = []
        if c.bias:
            lines.append(f"{x} += {to_f32(c, 'bias[' + call(index[c.bias], *args(v)) + ']')};")
        if c.beta:
            lines.append(f"{x} += beta * {old};")
        return lines

    scale = scale_text(c)
    store: IndexFunction = fns["gemm_store_c"]
    f32 = c.c_dtype == "f32"
    if c.c_major == "row":
        body = [f"const int o = {call(store, *args('0'))};"]
        if c.beta:
            body.append("const cute_f32x2 old = *reinterpret_cast<const cute_f32x2*>(C + o);" if f32 else
                        "const unsigned old = *reinterpret_cast<const unsigned*>(C + o);")
        lo, hi = ("old.x", "old.y") if f32 else ("cute_u16(old & 0xFFFFu)", "cute_u16(old >> 16)")
        body += extra("0", "x0", "o", to_f32(c, lo)) + extra("1", "x1", "o", to_f32(c, hi))
        body.append("*reinterpret_cast<cute_f32x2*>(C + o) = cute_f32x2{x0, x1};" if f32 else
                    f"*reinterpret_cast<unsigned*>(C + o) = cute_pack_{c.c_dtype}x2(x0, x1);")
        p = pred("0")
        inner = "\n          ".join(body)
        guarded = f"if ({p}) {{\n          {inner}\n        }}" if p else f"{{\n          {inner}\n        }}"
        return (f"{{\n        float x0 = acc[4 * j + 2 * r]{scale}, x1 = acc[4 * j + 2 * r + 1]{scale};\n"
                f"        {guarded}\n      }}")
    body = [f"const int o = {call(store, *args('v'))};"]
    body += extra("v", "x", "o", to_f32(c, "C[o]"))
    body.append("C[o] = x;" if f32 else f"C[o] = cute_f32_to_{c.c_dtype}(x);")
    p = pred("v")
    inner = "\n            ".join(body)
    guarded = f"if ({p}) {{\n            {inner}\n          }}" if p else f"{{\n            {inner}\n          }}"
    return (f"{{\n#pragma unroll\n        for (int v = 0; v < 2; ++v) {{\n"
            f"          float x = acc[4 * j + 2 * r + v]{scale};\n          {guarded}\n        }}\n      }}")
