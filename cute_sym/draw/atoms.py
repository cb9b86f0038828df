"""Drawings of atoms as CuTe's ``print_latex`` / ``print_svg`` draw a TiledMMA or TiledCopy.

An MMA atom is three panels: A (``M x K``) on the left, B (``K x N``, row ``k``, column
``n``) on top, C (``M x N``) below B and right of A, so that a row of A and a column of B
meet at the C element they make.  A copy atom is two panels side by side, source and
destination, in elements of ``bits`` bits, one row per 128 bits (an ``ldmatrix`` row,
a ``cp.async`` vector).  Each cell names a ``(thread, value)`` holding the element,
``T<t>V<v>``, filled by the thread's colour; a broadcast element (a stride-0 thread mode)
shows the first holder and ``+n`` for the others.
"""
from __future__ import annotations

from typing import Any, Callable

from ..errors import PreconditionError
from ..tuples import product
from .grid import MAX_CELLS, Cell, Grid, check_cells
from .palette import EMPTY, categorical

__all__ = ["atom_grid"]

Place = Callable[[int], tuple[int, int]]


def _holders(tv: Any, n: int) -> list[list[tuple[int, int]]]:
    """The ``(t, v)`` pairs holding each of the ``n`` elements."""
    threads = product(tv.shape[0])
    out: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for i in range(tv.size()):
        k = tv(i)
        if not 0 <= k < n:
            raise PreconditionError(f"{tv}: thread {i % threads} value {i // threads} maps to {k}, outside [0, {n})")
        out[k].append((i % threads, i // threads))
    return out


def _panel(cells: dict, tv: Any, n: int, place: Place, at: tuple[int, int], threads: int) -> None:
    for k, found in enumerate(_holders(tv, n)):
        r, c = place(k)
        r, c = r + at[0], c + at[1]
        if found:
            t, v = found[0]
            extra = f"+{len(found) - 1}" if len(found) > 1 else ""
            cells[r, c] = Cell(r, c, f"T{t}V{v}{extra}", categorical(t, threads), t, (t, v))


def atom_grid(atom: Any, bits: int = 16, max_cells: int = MAX_CELLS) -> Grid:
    """The drawing of an MMA or copy atom (:mod:`cute_sym.atoms`); ``bits``: the element
    width a copy atom is drawn in."""
    cells: dict = {}
    if atom.kind == "mma":
        m, n, k = atom.shape_mnk
        rows, cols = k + 1 + m, k + 1 + n
        check_cells(rows, cols, max_cells)
        _panel(cells, atom.b, n * k, lambda x: (x // n, x % n), (0, k + 1), atom.threads)
        _panel(cells, atom.a, m * k, lambda x: (x % m, x // m), (k + 1, 0), atom.threads)
        _panel(cells, atom.c, m * n, lambda x: (x % m, x // m), (k + 1, k + 1), atom.threads)
        title = f"{atom.name} ({atom.instruction}): A {atom.a}, B {atom.b}, C {atom.c}"
    else:
        if bits not in (8, 16, 32, 64, 128) or atom.bits % 128 and atom.bits % bits:
            raise PreconditionError(f"cannot draw {atom.name} in {bits}-bit elements")
        layouts = atom.in_elements(bits)
        per_row = max(1, 128 // bits)
        n = atom.bits // bits
        rows, width = -(-n // per_row), min(per_row, n)
        cols = 2 * width + 1
        check_cells(rows, cols, max_cells)
        for j, tv in enumerate(layouts.values()):
            _panel(cells, tv, n, lambda x: (x // per_row, x % per_row), (0, j * (width + 1)), atom.threads)
        title = f"{atom.name} ({atom.instruction}) in {bits}-bit elements: src {layouts['src']}, dst {layouts['dst']}"
    grid = tuple(cells.get((r, c), Cell(r, c, "", EMPTY)) for r in range(rows) for c in range(cols))
    return Grid(title, rows, cols, grid, "thread")
