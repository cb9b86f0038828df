"""The ``cute`` ops, one module per group of seed 000 / extension-ops.md."""
from .accessors import *  # noqa: F401,F403
from .arithmetic import *  # noqa: F401,F403
from .base import CuteOp
from .casts import *  # noqa: F401,F403
from .constructors import *  # noqa: F401,F403
from .debug import *  # noqa: F401,F403
from .size_index import *  # noqa: F401,F403


def all_ops() -> list[type[CuteOp]]:
    """Every registered ``cute`` op class."""
    from . import accessors, arithmetic, casts, constructors, debug, size_index
    found = []
    for module in (constructors, accessors, casts, size_index, arithmetic, debug):
        found += [getattr(module, n) for n in module.__all__ if n.endswith("Op")]
    return found
