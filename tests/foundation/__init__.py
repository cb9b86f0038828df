"""Tests of the foundation: values, syntax, tuple arithmetic, index ops, evaluation (issue 2)."""
