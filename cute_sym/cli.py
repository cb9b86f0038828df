"""The ``cute-sym`` command line (console script ``cute-sym = cute_sym.cli:main``).

Subcommands of this module: ``eval``, the algebra (``compose``, ``complement``,
``divide``, ``product``, ``inverse``) and ``draw``.  Plugins add theirs through
``register(subparsers)`` when they are importable: the modules named in :data:`PLUGINS`
and any package's ``cute_sym.plugins`` entry points (:func:`plugins`; DEVELOPERS.md, "CLI
plugins").  A missing plugin is skipped and a broken one is reported in one line, never
breaking the CLI.

Exit codes: 0 ok, 1 refuted or error, 2 usage.  Errors are one diagnostic
(with a caret under the bad column for syntax errors), never a traceback;
``--json`` prints one JSON object on stdout instead, errors included.
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable

from .algebra.dynamic import meaning, uses_cute
from .composed import ComposedLayout, Swizzle
from .conditions import collecting
from .dtypes import DTYPE_HELP, element_bytes
from .errors import CuteError, CuteSyntaxError, KindError, PreconditionError
from .layout import Layout
from .kinds import IntTuple, Shape
from .names import bind, exactness, free_symbols
from .syntax import format_htuple, parse, parse_int_tuple, parse_shape
from .tile import Tile
from .tuples import is_tuple

__all__ = ["main", "build_parser", "PLUGINS", "ENTRY_POINTS", "plugins", "CORE", "read", "emit", "json_value"]

PLUGINS = ("solver.commands", "solver.check.commands", "codegen.commands")

EPILOG = """\
examples:
  cute-sym eval "((2,2),(4,2)):((1,8),(2,16))" 22 "(2,5)"
  cute-sym eval "(4,8):(1,4)"                      # the layout as a table
  cute-sym compose "(8,8):(8,1)" "((4,8),2):((16,1),8)"
  cute-sym divide "(8,16):(20,1)" "[4:1;8:2]"
  cute-sym draw "(4,8):(1,4)" -o layout.svg
  cute-sym --json eval "(4,8):(1,4)" 5

exit status: 0 ok, 1 refuted or error, 2 usage
"""


class Parser(argparse.ArgumentParser):
    """Every (sub)parser: epilogs printed as written, and ``--json`` accepted
    after the subcommand as well as before it."""

    def __init__(self, *args: Any, **kwargs: Any):
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        kwargs.setdefault("conflict_handler", "resolve")
        super().__init__(*args, **kwargs)
        self.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                          help="print one JSON object (for scripts)")


# --- arguments and output -------------------------------------------------------------------

_KINDS: dict[type, str] = {Layout: "layout", ComposedLayout: "composed layout", Swizzle: "swizzle",
                           Tile: "tile", IntTuple: "shape"}
ANY_LAYOUT = (Layout, ComposedLayout)
TILER = (Layout, Tile, IntTuple)


def _kind_name(value: Any) -> str:
    if isinstance(value, IntTuple):
        return value.kind.replace("_", "-")
    return _KINDS.get(type(value), type(value).__name__)


def read(text: str, what: str, *kinds: type, parser: Callable[[str], Any] = parse) -> Any:
    """Parse the argument ``what`` (any canonical form, or ``parser``'s), demanding
    one of ``kinds``.  Errors name the argument: a syntax error keeps its column, a
    wrong kind is a :class:`KindError`."""
    try:
        value = parser(text)
    except CuteError as e:
        e.operand = e.operand or what
        raise
    if kinds and not isinstance(value, kinds):
        names = [_KINDS[k] for k in kinds]
        wanted = " or ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " or " + names[-1]
        raise KindError(f"expected a {wanted}; got the {_kind_name(value)} {value}", operand=what)
    return value


def json_value(v: Any) -> Any:
    """A value for JSON: integers as numbers, tuples as lists, anything else as its text."""
    if is_tuple(v):
        return [json_value(x) for x in v]
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    return str(v)


def emit(args: argparse.Namespace, text: str, data: dict) -> int:
    """Print ``data`` as JSON under ``--json``, else ``text``; exit code 0."""
    print(json.dumps(data) if args.json else text.rstrip("\n"))
    return 0


def report(error: CuteError, as_json: bool) -> None:
    """One diagnostic for ``error``: stderr text with a caret, or a JSON object on stdout."""
    where = f"{error.operand}: " if error.operand else ""
    if as_json:
        data = {"type": type(error).__name__, "message": error.reason, "argument": error.operand}
        if isinstance(error, CuteSyntaxError):
            data |= {"column": error.column, "text": error.text}
        print(json.dumps({"error": data}))
    elif isinstance(error, CuteSyntaxError):
        print(f"error: {where}{error}", file=sys.stderr)
    else:
        print(f"error: {where}{error.reason}", file=sys.stderr)


# --- eval -----------------------------------------------------------------------------------

def _cmd_eval(args: argparse.Namespace) -> int:
    from .draw import layout_grid, to_text
    layout = read(args.layout, "LAYOUT", Layout, ComposedLayout, Swizzle)
    if not args.coords:
        grid = layout_grid(layout, args.max_cells)
        rows = [[json_value(grid.cell(r, c).value) for c in range(grid.cols)] for r in range(grid.rows)]
        return emit(args, to_text(grid), {"layout": str(layout), "rows": grid.rows, "cols": grid.cols,
                                          "values": rows})
    lines, values = [], []
    coords = [read(text, f"COORD {k + 1}", parser=parse_int_tuple) for k, text in enumerate(args.coords)]
    layout, *coords = bind(layout, *coords)          # one name, one symbol
    for k, coord in enumerate(c.value for c in coords):
        try:
            value = layout(coord)
        except CuteError as e:
            e.operand = e.operand or f"COORD {k + 1}"
            raise
        shown = format_htuple(coord)
        lines.append(f"L({shown[1:-1] if is_tuple(coord) else shown}) = {format_htuple(value)}")
        values.append({"coord": json_value(coord), "value": json_value(value)})
    return emit(args, "\n".join(lines), {"layout": str(layout), "values": values})


# --- the algebra ----------------------------------------------------------------------------

_POSITION = {"input": 0, "lhs": 0, "rhs": 1, "tiler": 1, "cotarget": 1}
"""The algebra's (the dialect's) operand names by position."""


def _algebra(args: argparse.Namespace, op: str, *operands: tuple[str, Any]) -> int:
    """Print ``op(*operands)`` from :mod:`cute_sym.algebra` (its canonical text); an error
    names the argument of this command it is about.  With named leaves (or ``--assume``)
    each fact the algebra decides is proven under the assumptions or printed as a side
    condition of the result (:func:`_derive`)."""
    from . import algebra
    fn = getattr(algebra, op)
    names = [name for name, _v in operands]
    values = bind(*(Shape(v.value) if type(v) is IntTuple else v for _name, v in operands))
    symbolic = bool(args.assume) or any(free_symbols(v) for v in values)
    try:
        result, proofs, unproven = _derive(fn, names, values, args) if symbolic else (fn(*values), [], [])
    except CuteError as e:
        k = _POSITION.get(e.operand or "")
        if k is not None and k < len(operands):
            e.operand = operands[k][0]
        raise
    lines = [str(result)] + ([f"  assuming: {'; '.join(args.assume)}"] if args.assume else [])
    lines += [f"  proved: {p.statement}" for p in proofs]
    lines += [f"  side condition: {cond} -- {_open(proof)}" for cond, proof in unproven]
    if any(p.detail.get("vacuous") for p in proofs):
        lines.append("  warning: no parameter value satisfies the assumptions (every fact holds vacuously)")
    data = {"op": op, "operands": {name: str(v) for name, v in zip(names, values)}, "result": str(result)}
    if getattr(args, "meaning", False) and not symbolic and uses_cute(*values):
        lines += _meaning(fn, names, values, data)
    if symbolic:
        data |= {"assume": list(args.assume), "proofs": [p.to_dict() for p in proofs],
                 "side_conditions": [{"condition": str(c), "proof": None if p is None else p.to_dict()}
                                     for c, p in unproven]}
    return emit(args, "\n".join(lines), data)


def _meaning(fn: Callable[..., Any], names: list[str], values: tuple, data: dict) -> list[str]:
    """``--meaning``: the result's ``?`` leaves as expressions over the operands' ``?``
    (``q0, q1, ...``; :func:`cute_sym.algebra.dynamic.meaning`) and the facts CuTe's
    algorithm takes for granted about them (also put in ``data``)."""
    m = meaning(fn, *values)
    operands = [f"{name} = {v}" for name, v, orig in zip(names, m.operands, values) if str(v) != str(orig)]
    data |= {"meaning": str(m.value), "meaning_operands": [str(v) for v in m.operands],
             "cute_assumes": [str(c) for c in m.conditions]}
    return ([f"  meaning: {m.value}", f"    for {'; '.join(operands)}"]
            + [f"  CuTe assumes: {c}" for c in m.conditions])


def _derive(fn: Callable[..., Any], names: list[str], values: tuple, args: argparse.Namespace) -> tuple:
    """``(result, proofs, unproven)`` of ``fn(*values)`` over named leaves: the solver plugin's
    ``derive`` decides each fact under ``--assume`` (and that the operands' exact quotients
    are integers); without a solver every fact is a side condition, unproven."""
    requires = [c for name, v in zip(names, values) for c in exactness(v, name)]
    hook = _plugin_hook("derive")
    if hook is None:
        if args.assume:
            raise CuteError("--assume needs the solver package (not installed)", operand="--assume")
        with collecting() as conds:
            result = fn(*values)
        return result, [], [(c, None) for c in [*requires, *(c for c in conds if c not in requires)]]
    out = hook(fn, list(values), list(args.assume), requires)
    return out.value, out.proofs, out.unproven


def _open(proof: Any) -> str:
    """Why a side condition stays open (a solver's ``Proof``, or ``None`` without one)."""
    if proof is None:
        return "not proven (no solver)"
    if proof.status == "refuted" and proof.counterexample:
        return f"fails at {json.dumps(proof.counterexample.get('params', proof.counterexample))}"
    return f"not proven ({proof.reason or proof.status})"


ENTRY_POINTS = "cute_sym.plugins"
"""The entry-point group of CLI plugins (``[project.entry-points."cute_sym.plugins"]``): each
``name = "module"`` (its ``register(subparsers)``) or ``name = "module:function"``."""


def plugins() -> list[str]:
    """The CLI plugins: :data:`PLUGINS` (this distribution's own, the fallback of a tree that is
    not installed), then every other ``cute_sym.plugins`` entry point (a third-party package's
    subcommands), in entry-point name order."""
    out = list(PLUGINS)
    try:
        from importlib.metadata import entry_points
        found = sorted(entry_points(group=ENTRY_POINTS), key=lambda ep: ep.name)
    except Exception:  # noqa: BLE001 -- broken metadata: the fallback alone
        found = []
    for ep in found:
        if ep.value not in out:
            out.append(ep.value)
    return out


def _plugin_hook(name: str) -> "Callable[..., Any] | None":
    """The first plugin (:func:`plugins`) that provides ``name`` (a plugin that does not load is skipped)."""
    for module in plugins():
        if ":" in module:
            continue
        try:
            hook = getattr(importlib.import_module(module), name, None)
        except Exception:
            continue
        if hook is not None:
            return hook
    return None


def _cmd_compose(args: argparse.Namespace) -> int:
    return _algebra(args, "composition", ("A", read(args.a, "A", *ANY_LAYOUT, Swizzle)),
                    ("B", read(args.b, "B", *TILER)))


def _cmd_complement(args: argparse.Namespace) -> int:
    operands = [("LAYOUT", read(args.layout, "LAYOUT", Layout))]
    if args.cotarget is not None:
        operands.append(("COTARGET", read(args.cotarget, "COTARGET", IntTuple, Layout)))
    return _algebra(args, "complement", *operands)


def _cmd_divide(args: argparse.Namespace) -> int:
    return _algebra(args, f"{args.kind}_divide", ("A", read(args.a, "A", *ANY_LAYOUT)),
                    ("TILER", read(args.tiler, "TILER", *TILER)))


def _cmd_product(args: argparse.Namespace) -> int:
    return _algebra(args, f"{args.kind}_product", ("A", read(args.a, "A", *ANY_LAYOUT)),
                    ("B", read(args.b, "B", Layout)))


def _cmd_inverse(args: argparse.Namespace) -> int:
    return _algebra(args, "left_inverse" if args.left else "right_inverse",
                    ("LAYOUT", read(args.layout, "LAYOUT", *ANY_LAYOUT, Swizzle)))


# --- draw -----------------------------------------------------------------------------------

_FORMATS = {".svg": "svg", ".png": "png", ".txt": "text", ".tex": "tex"}


def _grid(args: argparse.Namespace) -> Any:
    """The grid ``draw`` asked for: an atom, a thread-value layout, a product, a divide or a value
    (coloured by value, or by bank)."""
    from .draw import atom_grid, bank_grid, divide_grid, layout_grid, product_grid, tv_grid
    if args.color == "bank":
        if any(x is not None for x in (args.atom, args.tv, args.product, args.divide)):
            raise PreconditionError("--color bank colours a shared-memory layout's offsets; it takes no "
                                    "--atom, --tv, --product or --divide", operand="--color")
        return bank_grid(read(args.value, "LAYOUT", *ANY_LAYOUT, Swizzle), element_bytes(args.dtype or "float"),
                         args.max_cells)
    if args.dtype is not None:
        raise PreconditionError("the element size is for --color bank only", operand="--dtype")
    if args.atom is not None:
        from .atoms import atom
        return atom_grid(atom(args.atom), max_cells=args.max_cells)
    if args.tv is not None:
        tile = read(args.tv, "--tv", parser=parse_shape).value
        return tv_grid(read(args.value, "LAYOUT", Layout), tile, args.max_cells)
    if args.product is not None:
        return product_grid(read(args.value, "LAYOUT", *ANY_LAYOUT), read(args.product, "--product", Layout),
                            args.kind or "blocked", args.max_cells)
    if args.divide is not None:
        return divide_grid(read(args.value, "LAYOUT", *ANY_LAYOUT), read(args.divide, "--divide", *TILER),
                           args.kind or "logical", args.max_cells)
    return layout_grid(read(args.value, "LAYOUT", *ANY_LAYOUT, Swizzle, Tile), args.max_cells)


def _column(args: argparse.Namespace) -> bool:
    """Whether ``draw`` shows a plain rank-1 layout, which TikZ draws as CuTe does: a column."""
    if any(x is not None for x in (args.atom, args.tv, args.product, args.divide)):
        return False
    value = parse(args.value)
    return isinstance(value, (Layout, ComposedLayout)) and (not is_tuple(value.shape) or len(value.shape) == 1)


def _cmd_draw(args: argparse.Namespace) -> int:
    from .draw import to_png, to_svg, to_tex, to_text
    if (args.value is None) == (args.atom is None):
        print("cute-sym draw: error: give a LAYOUT or --atom NAME (not both)", file=sys.stderr)
        return 2
    if args.kind and args.product is None and args.divide is None:
        print("cute-sym draw: error: --kind needs --product or --divide", file=sys.stderr)
        return 2
    fmt = args.format or (_FORMATS.get(Path(args.output).suffix.lower()) if args.output else "svg")
    if fmt is None:
        print(f"cute-sym draw: error: cannot tell the format of {args.output}: name it .svg, .png, .tex or .txt, "
              "or give --format", file=sys.stderr)
        return 2
    grid = _grid(args)
    if fmt == "tex":
        body: str | bytes = to_tex(grid, column=_column(args))
    else:
        body = {"svg": to_svg, "png": to_png, "text": to_text}[fmt](grid)
    if args.output:
        if isinstance(body, bytes):
            Path(args.output).write_bytes(body)
        else:
            Path(args.output).write_text(body)
    elif not args.json:
        if isinstance(body, bytes):
            sys.stdout.flush()
            sys.stdout.buffer.write(body)
        else:
            sys.stdout.write(body)
        return 0
    cells = [{"row": c.row, "col": c.col, "label": c.label, "value": json_value(c.value), "fill": c.fill,
              "group": c.group} for c in grid.cells]
    return emit(args, f"wrote {args.output} ({grid.rows}x{grid.cols} cells, {fmt})",
                {"title": grid.title, "rows": grid.rows, "cols": grid.cols, "groups": grid.groups, "format": fmt,
                 "output": args.output, "cells": cells})


# --- the parser -----------------------------------------------------------------------------

def _command(sub: Any, name: str, func: Callable[[argparse.Namespace], int], help: str,
             epilog: str) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help, description=help, epilog="examples:\n" + epilog)
    p.set_defaults(func=func)
    return p


def _assume(p: argparse.ArgumentParser) -> None:
    """The options about dynamic leaves: ``--assume`` (named leaves), ``--meaning`` (bare ``?``)."""
    p.add_argument("--assume", action="append", default=[], metavar="COND",
                   help="a fact about the named leaves, e.g. 'M %% 4 == 0' (repeatable); each decision the "
                        "algebra takes is proven under them or printed as a side condition")
    p.add_argument("--meaning", action="store_true",
                   help="with '?' leaves: what each '?' of the result computes at run time, over the "
                        "operands' '?' named q0, q1, ... (CuTe's algorithm), and the facts CuTe assumes")


def _add_core(sub: Any) -> None:
    from .draw import DIVIDES, MAX_CELLS, PRODUCTS
    p = _command(sub, "eval", _cmd_eval, "evaluate a layout at coordinates, or print it as a table", """\
  cute-sym eval "((2,2),(4,2)):((1,8),(2,16))" 22 "(2,5)" "((0,1),(1,1))"
  cute-sym eval "(4,8):(1@0,1@1)" 9               # scaled-basis strides give coordinates
  cute-sym eval "S<3,4,3> o 0 o (8,64):(64,1)" "(1,0)"
  cute-sym eval "(4,8):(8,1)"                      # no coordinates: the 4x8 table
""")
    p.add_argument("layout", metavar="LAYOUT", help="a layout, composed layout or swizzle")
    p.add_argument("coords", metavar="COORD", nargs="*", default=[],
                   help="integer, 2-D or natural coordinates, e.g. 22 or (2,5) or ((0,1),(1,1))")
    p.add_argument("--max-cells", type=int, default=MAX_CELLS, help="largest table printed (default %(default)s)")

    p = _command(sub, "compose", _cmd_compose, "composition A o B (paper §5.3): B(c) fed to A", """\
  cute-sym compose "(4,2,8):(3,12,97)" 3:3                  # 3:9, A coalesced and truncated
  cute-sym compose "(8,8):(8,1)" "((4,8),2):((16,1),8)"      # a TV partition (Table 4)
  cute-sym compose "(12,(4,8)):(59,(13,1))" "[3:4;8:2]"      # a tiler, by mode
  cute-sym compose "(4,6,8):(2,3,5)" 6:3                    # no layout: exit 1, names eq. 9
""")
    p.add_argument("a", metavar="A", help="a layout, composed layout or swizzle")
    p.add_argument("b", metavar="B", help="a layout, a tile [T0;T1;...] or a shape (a tiler)")
    _assume(p)

    p = _command(sub, "complement", _cmd_complement, "complement L* (paper §5.4, eq. 15-17)", """\
  cute-sym complement "(4,8):(1,8)"                  # fills the holes of the image
  cute-sym complement 4:2 24                          # up to the cotarget 24
  cute-sym complement "(4,8):(1@0,1@1)" "(8,16)"      # a coordinate codomain (Table 7)
""")
    p.add_argument("layout", metavar="LAYOUT", help="a layout")
    p.add_argument("cotarget", metavar="COTARGET", nargs="?", help="an integer, a shape or a layout")
    _assume(p)

    p = _command(sub, "divide", _cmd_divide, "logical divide A / B and its forms (paper §5.5.2)", """\
  cute-sym divide 24:3 8:3                                   # (8,3):(9,3)
  cute-sym divide "(8,16):(20,1)" "[4:1;8:2]"                # Fig. 12, by mode
  cute-sym divide "(8,16):(20,1)" "[4:1;8:2]" --kind zipped  # ((tile),(rest))
""")
    p.add_argument("a", metavar="A", help="a layout or composed layout")
    p.add_argument("tiler", metavar="TILER", help="a layout, a tile [T0;T1;...] or a shape")
    p.add_argument("--kind", choices=DIVIDES, default="logical", help="the form of the result (default %(default)s)")
    _assume(p)

    p = _command(sub, "product", _cmd_product, "logical product A x B and its forms (paper §5.5.1)", """\
  cute-sym product "(3,4):(4,1)" "(2,5):(1,2)"                   # (A, A* o B)
  cute-sym product "(3,4):(4,1)" "(2,5):(1,2)" --kind blocked    # Fig. 10
  cute-sym product "(3,4):(4,1)" "(2,5):(1,2)" --kind raked      # Fig. 11
""")
    p.add_argument("a", metavar="A", help="the tile: a layout or composed layout")
    p.add_argument("b", metavar="B", help="the grid: a layout")
    p.add_argument("--kind", choices=PRODUCTS, default="logical", help="the form of the result (default %(default)s)")
    _assume(p)

    p = _command(sub, "inverse", _cmd_inverse, "right (default) or left inverse (paper §5.4, Tables 5-6)", """\
  cute-sym inverse "(4,8):(8,1)"            # (8,4):(4,1)
  cute-sym inverse "(4,8):(1,5)"            # 4:1, the largest right inverse
  cute-sym inverse "(4,8):(1,5)" --left
""")
    p.add_argument("layout", metavar="LAYOUT", help="a layout, composed layout or swizzle")
    p.add_argument("--left", action="store_true", help="the left inverse instead of the right one")
    _assume(p)

    p = _command(sub, "draw", _cmd_draw, "draw a layout as a grid of cells (SVG, PNG or text)", """\
  cute-sym draw "(4,8):(1,4)" -o layout.svg
  cute-sym draw "((4,8),2):((16,1),8)" --tv "(8,8)" -o tv.png   # paper Fig. 6
  cute-sym draw "S<3,4,3> o 0 o (8,64):(64,1)" --format text
  cute-sym draw "[4:1;8:2]" -o tiler.svg                         # a tiler's coordinates
  cute-sym draw "(3,4):(4,1)" --product "(2,5):(1,2)" -o blocked.svg   # Fig. 10
  cute-sym draw "(8,16):(20,1)" --divide "[4:1;8:2]" -o divide.svg    # Fig. 12
  cute-sym draw "(4,8):(1,4)" -o layout.tex                      # TikZ, as CuTe's print_latex
  cute-sym draw "((4,8),2):((16,1),8)" --tv "(8,8)" --format tex  # print_latex_tv
  cute-sym draw "S<3,3,3> o 0 o (8,64):(64,1)" --color bank --dtype half -o banks.svg
  cute-sym draw --atom SM80_16x8x16_F32BF16BF16F32_TN -o mma.svg      # A, B, C as CuTe's print_svg
  cute-sym draw --atom SM75_U32x4_LDSM_N --format text                 # ldmatrix.x4: src, dst
""")
    p.add_argument("value", metavar="LAYOUT", nargs="?", help="a layout, composed layout, swizzle or tile")
    p.add_argument("-o", "--output", metavar="FILE",
                   help="write here (the format from its suffix .svg/.png/.tex/.txt, else --format); default stdout")
    p.add_argument("--format", choices=("svg", "png", "tex", "text"),
                   help="output format (tex: TikZ as CuTe's print_latex; default: from FILE, else svg)")
    p.add_argument("--color", choices=("value", "bank"), default="value",
                   help="fill cells by value (default) or, for shared-memory layouts, by the bank of the offset")
    p.add_argument("--dtype", help=f"with --color bank, the {DTYPE_HELP} (default float)")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--atom", metavar="NAME", help="draw an MMA or copy atom (`cute-sym atoms` lists them)")
    what.add_argument("--tv", metavar="TILE", help="LAYOUT is a (thread,value) -> k layout over the data tile TILE")
    what.add_argument("--product", metavar="B", help="draw the product of LAYOUT (the tile) and B, tiles coloured")
    what.add_argument("--divide", metavar="TILER", help="draw LAYOUT with the tiles of its divide by TILER coloured")
    p.add_argument("--kind", choices=sorted(set(PRODUCTS) | set(DIVIDES)),
                   help="product form (default blocked) or divide form (default logical)")
    p.add_argument("--max-cells", type=int, default=MAX_CELLS, help="largest drawing (default %(default)s)")


def _warn(message: str) -> None:
    print(f"cute-sym: warning: {message}", file=sys.stderr)


def _load_plugins(sub: Any) -> None:
    """Import each plugin (:func:`plugins`) and let it register its subcommands; a plugin
    that is not installed is skipped, a broken one is reported and skipped."""
    for target in plugins():
        name, _, function = target.partition(":")
        try:
            module = importlib.import_module(name)
        except Exception as e:
            missing = isinstance(e, ModuleNotFoundError) and e.name and (
                name == e.name or name.startswith(e.name + "."))
            if not missing:
                _warn(f"plugin {name} failed to load ({type(e).__name__}: {e}); its commands are unavailable")
            continue
        try:
            getattr(module, function or "register")(sub)
        except Exception as e:
            _warn(f"plugin {name} failed to register ({type(e).__name__}: {e}); its commands are unavailable")


CORE = ("eval", "compose", "complement", "divide", "product", "inverse", "draw")


def build_parser(plugins: bool = True) -> argparse.ArgumentParser:
    """The parser: the core subcommands, then (unless ``plugins`` is false) the plugins'."""
    parser = Parser(prog="cute-sym", epilog=EPILOG,
                    description="Exact answers, drawings, proofs and CUDA kernels for CuTe layouts.")
    parser.set_defaults(json=False)
    sub = parser.add_subparsers(title="commands", metavar="COMMAND", parser_class=Parser)
    _add_core(sub)
    if plugins:
        _load_plugins(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the exit code (0 ok, 1 refuted or error, 2 usage)."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")    # S̄ on a non-UTF-8 terminal
    if sys.stdout is None:                                    # started with fd 1 closed
        print("error: standard output is closed", file=sys.stderr)
        return 1
    argv_given, argv = argv, sys.argv[1:] if argv is None else argv
    command = next((a for a in argv if not a.startswith("-")), None)
    parser = build_parser(plugins=command not in CORE)    # a core command need not import plugins
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 0
    if not hasattr(args, "func"):
        parser.print_usage(sys.stderr)
        print("cute-sym: error: a COMMAND is required (see cute-sym --help)", file=sys.stderr)
        return 2
    try:
        code = args.func(args)
        sys.stdout.flush()                   # a full or closed stdout fails here, not at exit
        if argv_given is None:
            _leaving()
        return code
    except CuteError as e:
        report(e, args.json)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return 1
    except OSError as e:
        _io_error(e, args.json)
        return 1
    except Exception as e:
        _internal(e)
        return 1


def _leaving() -> None:
    """The process ends with this command (``main()`` of ``sys.argv``: the ``cute-sym``
    program): what it made is no longer the collector's to walk (``gc.freeze``), so the
    interpreter's last collection does not visit, one by one, the millions of objects of a
    module a check read (a second of a 40,000-line module's check); the system takes the
    memory back at the exit."""
    import gc
    gc.freeze()


def _silence_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's final flush of what could
    not be written fails no more."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _io_error(e: OSError, as_json: bool) -> None:
    """A file that cannot be read or written (named), or a stream that fails: one line,
    or a JSON object on stdout when stdout itself still works."""
    where, message = e.filename, e.strerror or str(e)
    if where is None:
        _silence_stdout()
        as_json = False
    if as_json:
        print(json.dumps({"error": {"type": type(e).__name__, "message": message, "argument": str(where)}}))
    else:
        print(f"error: {where}: {message}" if where is not None else f"error: cannot write the output: {message}",
              file=sys.stderr)


def _internal(e: Exception) -> None:
    print(f"cute-sym: internal error: {type(e).__name__}: {e}\n"
          "  this is a bug in cute-sym; please report it with the command line", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
