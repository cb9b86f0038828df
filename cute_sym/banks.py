"""The shared-memory bank model (NVIDIA since Maxwell; Hopper alike): 32 banks of 4-byte
words, word ``w`` (byte address // 4) in bank ``w mod 32``.  The drawings colour offsets
by it (``draw --color bank``); :mod:`codegen.banks` proves accesses conflict-free under it."""
from __future__ import annotations

__all__ = ["BANKS", "BANK_BYTES", "bank_of"]

BANKS, BANK_BYTES = 32, 4


def bank_of(offset: int, elem_bytes: int) -> int:
    """The bank holding the first byte of the element at ``offset`` (elements of ``elem_bytes``)."""
    return (offset * elem_bytes // BANK_BYTES) % BANKS
