"""Traced variants of NVIDIA's CuTe DSL examples: misc."""
from __future__ import annotations
