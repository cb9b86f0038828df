"""Traced variants of NVIDIA's CuTe DSL examples: attention."""
from __future__ import annotations
