"""Fast evaluation of index expressions lives with the expression language
(:func:`solver.expr.compile_expr`); the name is kept here for its importers."""
from solver.expr import compile_expr

__all__ = ["compile_expr"]
