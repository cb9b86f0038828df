"""Simplification of index expressions lives with the expression language, in
:mod:`solver.simplify` (intervals in :mod:`solver.expr`); these names are kept here for
their importers."""
from solver.expr import INT32, INT64, Interval, fits
from solver.simplify import expand_bits, from_linear, linear, log2_exact, simplify

__all__ = ["Interval", "simplify", "expand_bits", "log2_exact", "INT32", "INT64", "fits", "linear", "from_linear"]
