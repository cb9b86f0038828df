"""Proof scripts: each states a law or table of the paper for a parametric family,
proves it with the solver and writes a JSON certificate (``python -m proofs``)."""
