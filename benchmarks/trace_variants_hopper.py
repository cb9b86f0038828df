"""Traced variants of NVIDIA's CuTe DSL examples: hopper."""
from __future__ import annotations
