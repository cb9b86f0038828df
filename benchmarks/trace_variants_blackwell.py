"""Traced variants of NVIDIA's CuTe DSL examples: blackwell."""
from __future__ import annotations
