"""``cute-opt``: parse, verify, transform and print ``cute`` IR, with MLIR's options.

::

    cute-opt [options] [input.mlir | -]

    -split-input-file[=marker]   process each '// -----' chunk on its own
    -verify-diagnostics          check diagnostics against 'expected-*' comments
    -mlir-print-op-generic       print ops in the generic form
    -print-dsl-form              print cute ops as the CuTe DSL 4.8.1 spells them
                                 (what NVIDIA's parser reads); default: seed 000's
    -p, -pass-pipeline=PIPELINE  'cute-fold-static,cute-expand-ops' or
                                 'builtin.module(cute-expand-ops,cute-to-base)'
    -cute-fold-static, -cute-expand-ops, -cute-to-base, -reconcile-unrealized-casts
                                 run a pass (in command-line order)
    -allow-unregistered-dialect, -o FILE, -h/-help

Options take one or two dashes.  Diagnostics are MLIR style
(``file:line:col: error: 'cute.get' op ...``) and make the exit status 1;
malformed input never produces a Python traceback.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from io import StringIO
from typing import Callable

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.utils.lexer import Location

from .diagnostics import Diagnostic, LocatingParser, OpError, at_op, verify_module
from .foreign import CuteContext
from .printer import module_text
from .verify_diagnostics import check, expectations

__all__ = ["main", "make_context", "parse_source", "PASSES"]


def _fold_static() -> type[ModulePass]:
    from .passes.fold_static import FoldStaticPass
    return FoldStaticPass


def _expand_ops() -> type[ModulePass]:
    from .passes.expand_ops import ExpandOpsPass
    return ExpandOpsPass


def _to_base() -> type[ModulePass]:
    from .passes.to_base import CuteToBasePass
    return CuteToBasePass


def _reconcile() -> type[ModulePass]:
    from xdsl.transforms.reconcile_unrealized_casts import ReconcileUnrealizedCastsPass
    return ReconcileUnrealizedCastsPass


PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "cute-fold-static": _fold_static,
    "cute-expand-ops": _expand_ops,
    "cute-to-base": _to_base,
    "reconcile-unrealized-casts": _reconcile,   # MLIR's, run by NVIDIA's Conversion tests
}

_MARKER = "// -----"


class UsageError(Exception):
    """A bad command line."""


@dataclass
class Options:
    input: str = "-"
    output: str | None = None
    split: str | None = None
    verify: bool = False
    generic: bool = False
    dsl_form: bool = False
    unregistered: bool = False
    passes: list[str] = field(default_factory=list)


def _pipeline(text: str) -> list[str]:
    """Pass names of ``a,b`` or ``builtin.module(a,func.func(b))`` (nesting is flattened)."""
    names = []
    for token in text.replace("(", ",").replace(")", ",").split(","):
        token = token.strip()
        if token and token not in ("builtin.module", "func.func", "any"):
            if token not in PASSES:
                raise UsageError(f"'{token}' does not refer to a registered pass; "
                                 f"available: {', '.join(PASSES)}")
            names.append(token)
    return names


def parse_args(argv: list[str]) -> Options:
    """MLIR option spellings, one or two dashes, ``-opt=value`` or ``-opt value``."""
    opts = Options()
    inputs = []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "-" or not arg.startswith("-"):
            inputs.append(arg)
            continue
        name, eq, value = arg.lstrip("-").partition("=")

        def take() -> str:
            if eq:
                return value
            if not args:
                raise UsageError(f"option '{arg}' needs a value")
            return args.pop(0)

        if name in ("h", "help"):
            print(__doc__.strip())
            raise SystemExit(0)
        elif name == "split-input-file":
            opts.split = value if eq else _MARKER
        elif name == "verify-diagnostics":
            opts.verify = True
        elif name == "mlir-print-op-generic":
            opts.generic = True
        elif name == "print-dsl-form":
            opts.dsl_form = True
        elif name == "allow-unregistered-dialect":
            opts.unregistered = True
        elif name == "o":
            opts.output = take()
        elif name in ("p", "pass-pipeline", "passes"):
            opts.passes += _pipeline(take())
        elif name in PASSES and not eq:
            opts.passes.append(name)
        else:
            raise UsageError(f"Unknown command line argument '{arg}'.  Try: 'cute-opt --help'")
    if len(inputs) > 1:
        raise UsageError(f"too many input files: {' '.join(inputs)}")
    opts.input = inputs[0] if inputs else "-"
    return opts


def make_context(allow_unregistered: bool = False) -> Context:
    """builtin, then func, arith, scf, llvm, gpu, cute and cute_nvgpu (its view and descriptor
    types), each loaded on first use."""
    from xdsl.dialects.builtin import Builtin
    ctx = CuteContext(allow_unregistered=allow_unregistered)
    ctx.load_dialect(Builtin)

    def lazy(module: str, name: str) -> Callable:
        def load():
            import importlib
            return getattr(importlib.import_module(module), name)
        return load

    ctx.register_dialect("func", lazy("xdsl.dialects.func", "Func"))
    ctx.register_dialect("arith", lazy("xdsl.dialects.arith", "Arith"))
    ctx.register_dialect("scf", lazy("xdsl.dialects.scf", "Scf"))
    ctx.register_dialect("llvm", lazy("xdsl.dialects.llvm", "LLVM"))
    ctx.register_dialect("gpu", lazy("xdsl.dialects.gpu", "GPU"))
    ctx.register_dialect("cute", lazy("cute_sym.dialect", "Cute"))
    ctx.register_dialect("cute_nvgpu", lazy("cute_sym.dialect", "CuteNvgpu"))
    return ctx


def split_chunks(text: str, marker: str | None) -> list[tuple[str, int]]:
    """The chunks and the 1-based line each starts on (MLIR's ``-split-input-file``)."""
    if marker is None:
        return [(text, 1)]
    chunks, current, start = [], [], 1
    for n, line in enumerate(text.splitlines(keepends=True), 1):
        if line.strip() == marker:
            chunks.append(("".join(current), start))
            current, start = [], n + 1
        else:
            current.append(line)
    chunks.append(("".join(current), start))
    return chunks


def _internal(file: str, where: tuple[int, int], e: Exception) -> Diagnostic:
    return Diagnostic(file, *where, f"internal error: {type(e).__name__}: {e}")


def parse_source(ctx: Context, text: str, file: str) -> tuple[ModuleOp | None, dict, list[Diagnostic]]:
    """The module parsed from ``text`` with its op locations, or ``None`` and the diagnostics."""
    parser = None
    try:
        parser = LocatingParser(ctx, text, file)
        return parser.parse_module(), parser.locations, []
    except ParseError as e:
        loc = e.span.get_location()
        listed = getattr(e, "diagnostics", None) or [("error", e.msg)]
        return None, {}, [Diagnostic(file, loc.line, loc.col, m, sev) for sev, m in listed]
    except Exception as e:  # xDSL raises verification and other errors while parsing
        loc = parser._current_token.span.get_location() if parser else Location(file, 0, 0)
        if isinstance(e, DiagnosticException):
            return None, {}, [Diagnostic(file, loc.line, loc.col, str(e))]
        if isinstance(e, NotImplementedError):    # xDSL has no form for it (a dense array of i332)
            return None, {}, [Diagnostic(file, loc.line, loc.col, f"not supported here: {e}")]
        return None, {}, [_internal(file, (loc.line, loc.col), e)]


_parse = parse_source   # its former name

def process(ctx: Context, text: str, first_line: int, opts: Options,
            file: str) -> tuple[str | None, list[Diagnostic]]:
    """Parse, verify, run the passes on and print one chunk; its output or its diagnostics."""
    module, locations, diags = parse_source(ctx, "\n" * (first_line - 1) + text, file)
    if module is None:
        return None, diags
    diags = verify_module(module, locations, file)
    for name in opts.passes:
        if diags:
            return None, diags
        try:
            PASSES[name]()().apply(ctx, module)
        except OpError as e:
            return None, [at_op(e.op, locations, file, str(e))]
        except DiagnosticException as e:
            return None, [Diagnostic(file, 0, 0, f"pass '{name}' failed: {e}")]
        except Exception as e:
            return None, [_internal(file, (0, 0), e)]
        diags = verify_module(module, locations, file)
    if diags:
        return None, diags
    try:
        return module_text(module, generic=opts.generic, form="dsl" if opts.dsl_form else "seed"), []
    except Exception as e:
        return None, [_internal(file, (0, 0), e)]


def run(opts: Options) -> int:
    try:
        if opts.input == "-":
            text, file = sys.stdin.read(), "<stdin>"
        else:
            with open(opts.input, encoding="utf-8") as f:
                text, file = f.read(), opts.input
    except (OSError, UnicodeDecodeError) as e:
        print(f"cute-opt: cannot read '{opts.input}': {e}", file=sys.stderr)
        return 1
    lines = text.splitlines()
    ctx = make_context(opts.unregistered)
    outputs, failed = [], False
    for chunk, first in split_chunks(text, opts.split):
        out, diags = process(ctx, chunk, first, opts, file)
        if opts.verify:
            last = first + len(chunk.splitlines()) - 1
            diags = check(diags, expectations(lines, first, last), file)
        for d in diags:
            print(d.render(lines), file=sys.stderr)
        failed |= bool(diags)
        if out is not None:
            outputs.append(out)
    result = (_MARKER + "\n").join(outputs)
    try:
        if opts.output is None:
            sys.stdout.write(result)
        else:
            with open(opts.output, "w", encoding="utf-8") as f:
                f.write(result)
    except OSError as e:
        print(f"cute-opt: cannot write '{opts.output}': {e}", file=sys.stderr)
        return 1
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    """The ``cute-opt`` console script."""
    try:
        opts = parse_args(sys.argv[1:] if argv is None else argv)
    except UsageError as e:
        print(f"cute-opt: {e}", file=sys.stderr)
        return 1
    try:
        return run(opts)
    except RecursionError:
        print("cute-opt: error: input nests too deeply", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
