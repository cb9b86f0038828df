"""``cute-sym codegen``: CUDA C from layouts (plugin of :mod:`cute_sym.cli`, DEVELOPERS.md).

    cute-sym codegen copy --src "(M,N):(N,1)" --dst "(M,N):(1,M)" --dtype float \\
                          --assume "M%32==0" -o k.cu [--arch sm_90a] [--ptx] [--unverified]
    cute-sym codegen index "(4,8):(8,1)" [--natural] [--assume ...]
    cute-sym codegen lower module.mlir [-o out.cu]
    cute-sym codegen gemm M N K [--assume 'M % 128 == 0'] [--dtype bf16] [--arch sm_90a|sm_80] -o gemm.cu
    cute-sym banks SMEM ACCESS --dtype half [--vector N]

Heavy modules (the solver, NVRTC) are imported inside the handlers only.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from cute_sym.dtypes import DTYPE_HELP
from solver.commands import read_assumptions, read_named

__all__ = ["register"]

COPY_EPILOG = """\
examples:
  cute-sym codegen copy --src "(M,N):(N,1)" --dst "(M,N):(1,M)" --dtype float --assume "M%32==0" -o k.cu
  cute-sym codegen copy --src "(16384,16384):(16384,1)" --dst "(16384,16384):(1,16384)" -o t.cu --ptx
  cute-sym codegen copy --src "7:0" --dst "7:1"                  # broadcast, source on stdout

Names in a layout are dynamic leaves (kernel parameters); --assume states facts about
them (repeatable).  Writes the CUDA C source (-o FILE, else stdout), compiles it with
NVRTC for --arch and writes FILE's .cubin (and .ptx with --ptx).  Every index
expression is proven equal to its layout first; --unverified skips that and stamps
the source UNVERIFIED.
"""

INDEX_EPILOG = """\
examples:
  cute-sym codegen index "(4,8):(8,1)"
  cute-sym codegen index "S<3,4,3> o 0 o (8,64):(64,1)" --natural
  cute-sym codegen index "(M,N):(1,M)" --assume "M%4==0"
"""

CODEGEN_EPILOG = """\
examples:
  cute-sym codegen index "(4,8):(8,1)"                     # one layout as a C function
  cute-sym codegen copy --src "(M,N):(N,1)" --dst "(M,N):(1,M)" --dtype float --assume "M%32==0" -o k.cu
  cute-sym codegen lower module.mlir -o module.cu          # cute dialect functions as C
  cute-sym codegen gemm 256 128 128 -o gemm.cu             # a wgmma + TMA GEMM from CuTe atoms

Every index expression is proven equal to its layout before the source is written.
"""

GEMM_EPILOG = """\
examples:
  cute-sym codegen gemm 256 128 128 -o gemm.cu                     # wgmma + TMA (sm_90a)
  cute-sym codegen gemm 256 256 128 --arch sm_80 -o gemm80.cu      # mma.sync + cp.async + ldmatrix
  cute-sym codegen gemm 8192 8192 8192 --unverified -o big.cu      # no proofs: stamped UNVERIFIED
  cute-sym codegen gemm 1000 1000 1000 -o odd.cu                   # residue tiles, predicated
  cute-sym codegen gemm M N K --assume 'M % 128 == 0' -o sym.cu    # sizes as kernel parameters
  cute-sym codegen gemm 100 100 100                                # K % 8 != 0: exit 1

C[M,N] = A[M,K] * B[N,K]^T, A, B, C row-major (K-major A and B), bf16 (or f16) inputs, fp32
accumulation.  M, N, K are integers or names (runtime kernel parameters, 1 <= X <= 32768;
--assume states facts about them).  Where the CTA tile does not divide a size for every
allowed value, the residue tiles are predicated (loads zero-filled, stores guarded), every
guarded access proven in bounds.  Preconditions: K % 8 == 0 and N % 2 == 0 (16-byte rows,
C stored in pairs): checked here for integers, at launch (in the kernel) for names.
Writes the CUDA C source (-o FILE, else stdout)
and FILE's .cubin for --arch; every index expression, the layout relations between the
atoms and the bank-conflict freedom of the shared-memory accesses are proven first, their
certificates in the source.  The sm_90a kernel takes two CUtensorMaps (A, B: 2-D, bf16,
box BMx64 / BNx64, SWIZZLE_128B) and C; the sm_80 kernel takes A, B, C.
"""

LOWER_EPILOG = """\
examples:
  cute-sym codegen lower module.mlir -o module.cu
  cute-sym codegen lower module.mlir --assume "a1_d0 % 4 == 0"

Every function is proven equal to its meaning (the original body evaluated by
cute_sym on a symbol per '?' leaf) before the source is written; its certificate
comment lists the preconditions (extents >= 1, other non-stride leaves >= 0,
coordinates inside their shapes, ...).  --assume names a dynamic leaf by its C
field: a<k>_d<i> is field d<i> of argument k (a<k> a scalar argument); it applies
to every function of the module.  --unverified skips the proofs and stamps the
source UNVERIFIED.
"""


BANKS_EPILOG = """\
examples:
  cute-sym banks "S<3,3,3> o 0 o (8,64):(64,1)" "((8,4),8):((1,64),8)" --dtype half    # proved conflict-free
  cute-sym banks "S<3,4,3> o 0 o (8,64):(64,1)" "((8,4),8):((1,64),8)" --dtype half    # 2-way: exit 1
  cute-sym banks "(32,32):(32,1)" "32:1" --dtype float                 # a column of a row-major tile: exit 1
  cute-sym banks "(32,33):(33,1)" "32:1" --dtype float                 # padded by one: conflict-free

SMEM maps a coordinate of its domain to an element offset in shared memory (a layout or
a swizzled S o 0 o L).  ACCESS maps (thread, value) to SMEM's domain (an index, or a
coordinate with scaled-basis strides); rank 1 gives each thread one value.  Each warp
issues one instruction per VECTOR values (default: the widest run of consecutive,
aligned elements up to 16 bytes); its lanes are served in phases of min(32, 128/b) lanes
for b-byte accesses (8 lanes for 16 bytes).  Prints "proved: conflict-free" (exit 0), or
every phase's degree -- the most distinct 4-byte words it touches in one bank -- with two
threads, their words and the bank (exit 1).
"""


def register(subparsers: Any) -> None:
    """Add ``codegen copy``, ``index``, ``gemm``, ``lower`` and ``banks`` (DEVELOPERS.md, "CLI plugins")."""
    banks = subparsers.add_parser("banks", help="prove a shared-memory access bank-conflict-free, or show "
                                                "each phase's conflicts", epilog=BANKS_EPILOG,
                                  description="Bank conflicts of the access ACCESS: (thread, value) -> SMEM's "
                                              "domain into the shared-memory layout SMEM.")
    banks.add_argument("smem", metavar="SMEM", help="the shared-memory layout, e.g. 'S<3,3,3> o 0 o (8,64):(64,1)'")
    banks.add_argument("access", metavar="ACCESS", help="the (thread, value) layout into SMEM's domain")
    banks.add_argument("--dtype", default="float", help=f"{DTYPE_HELP}; default %(default)s")
    banks.add_argument("--vector", type=int, help="elements per lane and instruction (default: the widest)")
    banks.add_argument("--timeout", type=float, default=30.0, help="seconds for the solver (default %(default)s)")
    banks.set_defaults(func=_banks)
    top = subparsers.add_parser("codegen", help="generate CUDA C from layouts (proven index arithmetic)",
                                description="Generate CUDA C whose index arithmetic is proven equal to layouts.",
                                epilog=CODEGEN_EPILOG)
    sub = top.add_subparsers(title="codegen commands", metavar="WHAT")
    copy = sub.add_parser("copy", help="a copy kernel dst(c) = src(c)", epilog=COPY_EPILOG,
                          description="Generate the layout-to-layout copy kernel dst(c) = src(c) (paper §4.6.1).")
    copy.add_argument("--src", required=True, help="source layout, e.g. '(M,N):(N,1)'")
    copy.add_argument("--dst", required=True, help="destination layout of the same size")
    copy.add_argument("--dtype", default="float", help=f"{DTYPE_HELP}; default %(default)s")
    _common(copy)
    copy.add_argument("--arch", default="sm_90a", help="NVRTC target (default %(default)s)")
    copy.add_argument("--ptx", action="store_true", help="also write the PTX (needs -o)")
    copy.add_argument("--name", default="cute_copy", help="kernel name (default %(default)s)")
    copy.set_defaults(func=_copy)
    index = sub.add_parser("index", help="a layout as a C index function", epilog=INDEX_EPILOG,
                           description="Emit a layout as a __host__ __device__ C function of its coordinate.")
    index.add_argument("layout", metavar="LAYOUT", help="a layout or composed layout")
    index.add_argument("--natural", action="store_true", help="one input per shape leaf instead of a 1-D index")
    index.add_argument("--name", default="layout_index", help="function name (default %(default)s)")
    _common(index)
    index.set_defaults(func=_index)
    gemm = sub.add_parser("gemm", help="a tensor-core GEMM kernel C = A * B^T from CuTe atoms", epilog=GEMM_EPILOG,
                          description="Generate a GEMM kernel built from MMA and copy atoms (cute-sym atoms) with "
                                      "proven index arithmetic and layout relations.")
    for dim in ("M", "N", "K"):
        gemm.add_argument(dim, help=f"the extent {dim} (an integer, or a name: a kernel parameter)")
    gemm.add_argument("--assume", action="append", default=[], metavar="FACT",
                      help="a fact about the names, e.g. 'M %% 128 == 0' (repeatable)")
    gemm.add_argument("--dtype", default="bf16", choices=("bf16", "f16"), help="input and C type (default bf16)")
    gemm.add_argument("--arch", default="sm_90a", choices=("sm_90a", "sm_80"),
                      help="sm_90a: wgmma + TMA; sm_80: mma.sync + cp.async + ldmatrix (default sm_90a)")
    gemm.add_argument("--name", default="cute_gemm", help="kernel name (default %(default)s)")
    gemm.add_argument("--unverified", action="store_true", help="skip the proofs (stamped UNVERIFIED)")
    gemm.add_argument("-o", "--output", type=Path, help="write the source here instead of stdout")
    gemm.set_defaults(func=_gemm)
    low = sub.add_parser("lower", help="cute dialect functions as CUDA C", epilog=LOWER_EPILOG,
                         description="Lower the func.func ops of a cute dialect module (it runs --cute-expand-ops) "
                                     "to CUDA C __host__ __device__ functions over structs of dynamic leaves.")
    low.add_argument("file", type=Path, help="an .mlir file ('-' for stdin)")
    _common(low)
    low.set_defaults(func=_lower)
    top.set_defaults(func=lambda args: _usage(top))


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--assume", action="append", default=[], metavar="FACT",
                   help="a fact about the dynamic leaves, e.g. 'M%%32==0' (repeatable)")
    p.add_argument("--unverified", action="store_true", help="skip translation validation (stamped UNVERIFIED)")
    p.add_argument("-o", "--output", type=Path, help="write the source here instead of stdout")


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_usage()
    return 2


def _certificates(functions: Any) -> list[dict]:
    return [{"function": f.name, "status": f.certificate.status, "backend": f.certificate.backend,
             "seconds": round(f.certificate.seconds, 4), "bits": f.width} for f in functions]


def _copy(args: argparse.Namespace) -> int:
    from codegen.kernels.copy import copy_kernel
    from codegen.nvrtc import compile_cuda
    if args.ptx and args.output is None:
        print("cute-sym codegen copy: error: --ptx needs -o FILE", file=sys.stderr)
        return 2
    if args.output is not None and args.output.suffix in (".cubin", ".ptx"):
        print(f"cute-sym codegen copy: error: -o {args.output} names the CUDA C source; the CUBIN and PTX "
              f"written beside it would overwrite it (use a .cu name)", file=sys.stderr)
        return 2
    kernel = copy_kernel(read_named(args.src, "--src"), read_named(args.dst, "--dst"), args.dtype, name=args.name,
                         assume=read_assumptions(args.assume), verify=not args.unverified)
    cubin = compile_cuda(kernel.source, arch=args.arch, name=f"{kernel.name}.cu")
    files = {}
    if args.output is not None:
        args.output.write_text(kernel.source)
        files["source"] = str(args.output)
        files["cubin"] = str(args.output.with_suffix(".cubin"))
        Path(files["cubin"]).write_bytes(cubin)
        if args.ptx:
            files["ptx"] = str(args.output.with_suffix(".ptx"))
            ptx = compile_cuda(kernel.source, arch=args.arch, ptx=True, name=f"{kernel.name}.cu")
            Path(files["ptx"]).write_bytes(ptx.rstrip(b"\0"))
    params = [p.name for p in kernel.params]
    summary = {
        "kernel": kernel.name, "plan": kernel.source.splitlines()[2].removeprefix("// plan: "),
        "arguments": ["src", "dst", *params], "signature": kernel.signature, "threads": kernel.threads,
        "blocks": str(kernel.blocks),
        "blocks_y": str(kernel.blocks_y),
        "smem_bytes": kernel.smem_bytes, "src_align": kernel.src_align, "dst_align": kernel.dst_align,
        "arch": args.arch, "cubin_bytes": len(cubin), "files": files,
        "certificates": _certificates(kernel.functions),
        "banks": kernel.banks.status if kernel.banks else None,
        "bounds": kernel.bounds.status if kernel.bounds else None,
    }
    if args.json:
        if args.output is None:
            summary["source"] = kernel.source
        print(json.dumps(summary))
        return 0
    if args.output is None:
        print(kernel.source, end="")
        return 0
    proved = sum(c["status"] == "proved" for c in summary["certificates"])
    print(f"wrote {', '.join(files.values())}\n"
          f"kernel {kernel.name}: {summary['plan']}\n"
          f"launch: {kernel.signature}\n"
          f"  grid ({_c(kernel.blocks, kernel)}, {_c(kernel.blocks_y, kernel)}) x {kernel.threads} threads, "
          f"{kernel.smem_bytes} B dynamic shared memory; src/dst aligned to {kernel.src_align}/{kernel.dst_align} "
          f"bytes\n"
          f"index expressions: {proved} of {len(kernel.functions)} proven"
          + ("" if kernel.banks is None else f"; shared memory bank-conflict-free: {kernel.banks.status}")
          + ("" if kernel.bounds is None else f"; every access in bounds: {kernel.bounds.status}"))
    return 0


def _banks(args: argparse.Namespace) -> int:
    from codegen.bank_check import check_banks
    from cute_sym import ComposedLayout, Layout
    report = check_banks(read_named(args.smem, "SMEM", Layout, ComposedLayout), read_named(args.access, "ACCESS", Layout),
                         args.dtype, args.vector, args.timeout)
    print(json.dumps(report.to_dict()) if args.json else report.text())
    return 0 if report.status == "proved" else 1


def _gemm(args: argparse.Namespace) -> int:
    from cute_sym.errors import CuteError
    from codegen.emit import c_identifier
    from codegen.gemm.kernel import gemm_kernel
    from codegen.nvrtc import compile_cuda
    import re
    sizes: list = []
    for dim in ("M", "N", "K"):
        text = getattr(args, dim).strip()
        if text.isdigit():
            sizes.append(int(text))
        elif re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", text):
            sizes.append(c_identifier(text, "parameter"))
        else:
            raise CuteError(f"expected a positive integer or a name, got {text!r}", operand=dim)
    c_identifier(args.name, "kernel")
    assume = tuple(read_assumptions(args.assume))
    names = {s for s in sizes if isinstance(s, str)}
    for fact in assume:
        from solver.assume import names_in, parse_assumption
        extra = sorted(names_in(parse_assumption(fact)) - names)
        if extra:
            raise CuteError(f"assumption {fact!r} names {', '.join(extra)}, which is not a size of the GEMM",
                            operand="--assume")
    kernel = gemm_kernel(*sizes, args.dtype, args.arch, name=args.name, verify=not args.unverified, assume=assume)
    cubin = compile_cuda(kernel.source, arch=args.arch, name=f"{kernel.name}.cu")
    files = {}
    if args.output is not None:
        args.output.write_text(kernel.source)
        files = {"source": str(args.output), "cubin": str(args.output.with_suffix(".cubin"))}
        Path(files["cubin"]).write_bytes(cubin)
    proved = sum(f.certificate.status == "proved" for f in kernel.functions)
    summary = {**kernel.summary(), "plan": kernel.plan, "files": files, "cubin_bytes": len(cubin),
               "certificates": _certificates(kernel.functions), "relations": [f.comment() for f in kernel.facts],
               "banks": kernel.banks.status if kernel.banks else None,
               "bounds": kernel.bounds.status if kernel.bounds else None}
    if args.json:
        if args.output is None:
            summary["source"] = kernel.source
        print(json.dumps(summary))
        return 0
    if args.output is None:
        print(kernel.source, end="")
        return 0
    maps = "".join(f"; tensor map {op}: {r}x{c} bf16, box {br}x{bc}, SWIZZLE_{sw}B" for op, r, c, br, bc, sw in kernel.tma)
    grid = "(" + ", ".join(str(x) for x in kernel.grid) + ")"
    pre = f"preconditions (checked in the kernel): {'; '.join(kernel.config.preconditions)}\n" \
        if kernel.config.params else ""
    print(f"wrote {', '.join(files.values())}\n"
          f"kernel {kernel.signature}: {kernel.plan}\n"
          f"launch: grid {grid} x {kernel.threads} threads, {kernel.smem_bytes} B dynamic shared memory{maps}\n"
          f"{pre}"
          f"proofs: index expressions {proved} of {len(kernel.functions)}, layout relations "
          f"{sum(f.status == 'proved' for f in kernel.facts)} of {len(kernel.facts)}, shared memory bank-conflict-free: "
          f"{kernel.banks.status if kernel.banks else 'not proven'}, global accesses in bounds: "
          f"{kernel.bounds.status if kernel.bounds else 'not proven'}")
    return 0


def _c(e: Any, kernel: Any) -> str:
    """A grid extent as C (y extents above 65535 are walked by a grid-stride loop)."""
    from codegen.cexpr import to_c
    return to_c(e, {p.name: p.interval for p in kernel.params}, "long long")


def _lower(args: argparse.Namespace) -> int:
    from codegen.lower import lower
    from codegen.nvrtc import compile_cuda
    lowered = lower(_module_text(args.file), verify=not args.unverified, assume=read_assumptions(args.assume),
                    file=str(args.file))
    stem = "stdin" if str(args.file) == "-" else args.file.stem
    compile_cuda(lowered.source, name=f"{stem}.cu")       # the C must compile
    if args.output is not None:
        args.output.write_text(lowered.source)
    if args.json:
        print(json.dumps({"functions": {n: None if c is None else c.status for n, c in lowered.functions.items()},
                          **({"source": lowered.source} if args.output is None else {"file": str(args.output)})}))
    elif args.output is None:
        print(lowered.source, end="")
    else:
        print(f"wrote {args.output}")
    return 0


def _module_text(path: Path) -> str:
    """The text of the module file ``path`` (``-``: stdin)."""
    from cute_sym.errors import CuteError
    if str(path) == "-" and sys.stdin is None:
        raise CuteError("standard input is closed", operand="-")
    try:
        return sys.stdin.read() if str(path) == "-" else path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise CuteError(f"not UTF-8 text (byte {e.start})", operand=str(path)) from None


def _index(args: argparse.Namespace) -> int:
    from codegen.emit import emit_index, floor_helpers
    f = emit_index(read_named(args.layout, "LAYOUT"), name=args.name, coord="natural" if args.natural else "i",
                   assume=read_assumptions(args.assume), verify=not args.unverified)
    text = floor_helpers([f]) + f.c_function()
    if args.output is not None:
        args.output.write_text(text)
    if args.json:
        print(json.dumps({"function": f.name, "expression": f.c_expr(), "inputs": [x.name for x in f.inputs],
                          "parameters": [p.name for p in f.params], "bits": f.width,
                          "certificate": _certificates([f])[0],
                          "file": None if args.output is None else str(args.output)}))
    elif args.output is None:
        print(text, end="")
    else:
        print(f"wrote {args.output}")
    return 0
