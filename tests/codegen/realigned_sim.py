"""Test helper: run a realigned copy kernel (``codegen.kernels.realigned``) on the CPU as its C does.

Every index comes from the kernel's emitted index functions; memory is a flat list whose element
0 sits at the element address ``src_base`` (``dst_base``), so each row's alignment ``rho`` and shift
``phi`` are the ones the GPU computes.  Shuffles move values between the thread indices of one warp
(``lane -> (lane & ~(L-1)) | ((lane + 1) & (L-1))``).  The simulation records every fault a GPU
would hide: a 16-byte access off a 16-byte boundary, an access outside ``[0, cosize)``, a dst
element written twice, an unwritten shared-memory slot stored to dst.
"""
from codegen.kernels.realigned import VEC

from codegen_sim import _bound, evaluate_count, vector_launch


def _extent(x, params):
    return x if isinstance(x, int) else int(x.expr.subs({s: params[str(s)] for s in x.expr.free_symbols}))


def simulate_realigned(kernel, src, dst_size, params=None, src_base=0, dst_base=0, aligned=True):
    """``(dst, writes, faults)`` after the kernel's copy of ``src`` (a list of ``cosize(src)`` values)."""
    params = params or {}
    plan, parts = kernel.plan, kernel.parts
    t_plan = plan.tiled
    A, (td, ts), NT, L = plan.shear, plan.tile, plan.threads, plan.lanes
    f = {k: _bound(fn, params) for k, fn in parts["realigned"].items()}
    oq_of, op_of = (_bound(parts["guards"][k], params) for k in ("origin_q", "origin_p"))
    sq, sp = (_extent(t_plan.modes.shape[k], params) for k in (t_plan.q, t_plan.p))
    dq = _extent(t_plan.modes.src[t_plan.q], params)
    n = len(src)
    out, writes, faults = [None] * dst_size, [0] * dst_size, []
    path = parts["paths"].get("v")
    vec = path is not None and vector_launch(kernel, params, aligned) and all(
        base % (path.staging.vec_src if side == "src" else path.staging.vec_dst) == 0
        for side, base in (("src", src_base), ("dst", dst_base)) if path.forms[side] == "vector")
    gq, rows = (evaluate_count(x, kernel, params) for x in (kernel.blocks, kernel.blocks_y))
    total = plan.rows * L

    def fetch(lo):
        if 0 <= lo and lo + VEC <= n:
            if (src_base + lo) % VEC:
                faults.append(("misaligned src vector", lo))
            return list(src[lo:lo + VEC])
        return [src[a] if 0 <= a < n else 0 for a in range(lo, lo + VEC)]

    def put(o, values, vector):
        if vector and (dst_base + o) % VEC:
            faults.append(("misaligned dst vector", o))
        for i, value in enumerate(values):
            if not 0 <= o + i < dst_size:
                faults.append(("dst outside", o + i))
                continue
            if value is None:
                faults.append(("unwritten shared slot stored", o + i))
            out[o + i] = value
            writes[o + i] += 1

    for tq in range(gq):
        for r in range(rows):
            oq = oq_of(tq, r)
            lq, lp = sq - oq, sp - op_of(tq, r)
            interior = lq >= td and lp >= ts
            if vec and interior and "v" in parts["paths"]:
                _exact_tile(kernel, tq, r, params, src, put)       # the vector path: tested in test_tiled_copy
                continue
            guarded = not (oq >= A and interior)
            smem = [None] * plan.smem_elements
            b = f["base_src"](tq, r) - A * dq
            for k in range(plan.load_steps):
                held = {}
                for t in range(NT):
                    x = t + NT * k
                    if x >= total:
                        continue
                    e = f["ld_row"](x)
                    v, ext, rho = [0] * VEC, [0] * VEC, 0
                    if not guarded or (e - A >= -oq and e - A < lq):
                        o = b + f["ld_off"](x)
                        rho = (src_base + o) % VEC
                        v = fetch(o - rho)
                        if f["ld_lane"](x) == 0:
                            ext = fetch(o - rho + ts)
                    held[t] = (v, ext, rho, x)
                for t, (v, ext, rho, x) in held.items():
                    lane = t & 31
                    frm = (t & ~31) | (lane & ~(L - 1)) | ((lane + 1) & (L - 1))
                    fv, fext, _, fx = held[frm]
                    nxt = fext if f["ld_lane"](fx) == 0 else fv
                    slot = f["smem"](VEC * f["ld_lane"](x), f["ld_row"](x))
                    if slot % VEC:
                        faults.append(("misaligned shared vector", slot))
                    smem[slot:slot + VEC] = (v + nxt)[rho:rho + VEC]
            bd, rw = f["base_dst"](tq, r), f["row_dst"](tq, r)
            for k in range(plan.store_steps):
                for t in range(NT):
                    y = t + NT * k
                    c, u = f["st_c"](y), f["st_u"](y)
                    phi = 0 if vec else (dst_base + rw + f["st_row"](y)) % A
                    e0 = A - phi + VEC * u
                    w = [smem[f["smem"](c, e0 + i)] for i in range(VEC)]
                    o = bd + f["st_dst"](y) - phi
                    if not guarded:
                        put(o, w, True)
                        continue
                    q = VEC * u - phi
                    if c < lp:
                        if q >= -oq and q + VEC <= lq:
                            put(o, w, True)
                        else:
                            for i in range(VEC):
                                if -oq <= q + i < lq:
                                    put(o + i, [w[i]], False)
    return out, writes, faults


def _exact_tile(kernel, tq, r, params, src, put):
    """The vector path's effect on an aligned interior tile: each element of the tile copied."""
    plan = kernel.plan.tiled
    f = {k: _bound(fn, params) for k, fn in kernel.parts["realigned"].items()}
    td, ts = plan.tile
    bs, bd = f["base_src"](tq, r), f["base_dst"](tq, r)
    dq = _extent(plan.modes.src[plan.q], params)
    dp = _extent(plan.modes.dst[plan.p], params)
    for c in range(ts):
        put(bd + c * dp, [src[bs + c + a * dq] for a in range(td)], False)


def run_on_host(tmp_path, cases, kernel_of, host_extra, launcher="launch"):
    """Compile the C text of the kernels ``kernel_of(case)`` of ``cases`` (``(src, dst, values, src
    offset, dst offset, ..)``, 2-byte elements) with g++ under AddressSanitizer, one std::thread per
    CUDA thread (``launcher``), and return ``(dst words printed, dst words expected)`` -- each dst
    allocated with its offset in front (expected untouched) and a grid y extent below the rows."""
    import subprocess
    from solver.symbols import instantiate
    from test_tiled_copy import HOST, expected
    parts, calls, want = [HOST, host_extra], [], []
    for n, (s, d, values, shift, dshift, *rest) in enumerate(cases):
        k = kernel_of((s, d, values, shift, dshift, *rest))
        parts.append(f"#define {k.name} k{n}\nnamespace n{n} {{\nalignas(16) unsigned char cute_smem[{k.smem_bytes}];\n"
                     f"{k.source}}}\n#undef {k.name}\n")
        S, D = (instantiate(x, values) if values else x for x in (k.src, k.dst))
        src = [(1000 * n + i + 1) % 65536 for i in range(S.cosize())]
        want += [0] * dshift + expected(S, D, src, [0] * D.cosize())
        spec = k.launch_spec(values)
        args = "".join(f", {a}LL" for a in spec.args)
        calls.append(f"""  {{ alignas(16) static unsigned short src[{len(src) + shift}] = {{{', '.join(map(str, [0] * shift + src))}}};
    alignas(16) static unsigned short dst[{D.cosize() + dshift}] = {{}};
    {launcher}({spec.blocks}, {max(1, spec.blocks_y - 1)}, {spec.threads}, [] {{ n{n}::k{n}(src + {shift}, dst + {dshift}{args}); }});
    for (unsigned x : dst) std::printf("%u\\n", x); }}
""")
    source = tmp_path / "kernels.cpp"
    source.write_text("".join(parts) + "int main() {\n" + "".join(calls) + "  return 0;\n}\n")
    exe = tmp_path / "kernels"
    subprocess.run(["g++", "-std=c++20", "-O1", "-w", "-pthread", "-fsanitize=address", "-o", str(exe), str(source)],
                   check=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split()
    return [int(x) for x in out], want
