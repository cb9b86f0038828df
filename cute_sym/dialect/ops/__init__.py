"""The ``cute`` ops, one module per group of seed 000 / extension-ops.md."""
from . import (accessors, advanced_constructors, arithmetic, casts, constructors, debug, layout_algebra,
               size_index, tensor, tiling)
from .accessors import *  # noqa: F401,F403
from .advanced_constructors import *  # noqa: F401,F403
from .arithmetic import *  # noqa: F401,F403
from .base import CuteOp
from .casts import *  # noqa: F401,F403
from .constructors import *  # noqa: F401,F403
from .debug import *  # noqa: F401,F403
from .layout_algebra import *  # noqa: F401,F403
from .size_index import *  # noqa: F401,F403
from .tensor import *  # noqa: F401,F403
from .tiling import *  # noqa: F401,F403

GROUPS = {
    "Constructors": constructors, "Accessors": accessors, "Casts": casts, "SizeIndex": size_index,
    "Arithmetic": arithmetic, "Debug": debug, "LayoutAlgebra": layout_algebra,
    "TilingPartitioningProducts": tiling, "AdvancedConstructors": advanced_constructors,
    "Tensor": tensor,
}


def all_ops() -> list[type[CuteOp]]:
    """Every registered ``cute`` op class."""
    return [getattr(m, n) for m in GROUPS.values() for n in m.__all__ if n.endswith("Op")]
