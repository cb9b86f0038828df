"""The garbage collector while a module is checked: reading a 40,000-op module makes millions
of objects and few reference cycles, and each full collection walks all of them (7 full
collections were a fifth of a Blackwell FMHA's reading; the checks that follow walked the
module again at every one).  :func:`reading` pauses collection while the ``with`` lasts;
:func:`kept` moves what exists at its start (the module just read) out of the collector's
view (``gc.freeze``) until its end (``gc.unfreeze``: then it is collected as usual).  The
collector only reclaims cycles, so neither changes what a check computes.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator

__all__ = ["reading", "kept"]


@contextmanager
def reading() -> Iterator[None]:
    """No collection while the ``with`` lasts (as it was after it)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@contextmanager
def kept() -> Iterator[None]:
    """The objects that exist now are not collected, nor walked by collections, until the end."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
