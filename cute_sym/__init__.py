"""cute-sym: a symbolic compiler for NVIDIA CuTe layouts.

The public API: values (:class:`Layout`, :class:`ComposedLayout`,
:class:`Swizzle`, :class:`Tile`, the tuple kinds and their leaves), the
canonical syntax, tuple arithmetic and coordinate functions.  ``cute_sym``
never imports z3, islpy or NVRTC.
"""
from .arith import (append_to_rank, ceil_div, elem_less, equal, prefix_product, prepend_to_rank,
                    shape_div, tuple_add, tuple_sub)
from .composed import ComposedLayout, Swizzle
from .conditions import Condition, collecting, require
from .coords import increment_coord
from .errors import CuteError, CuteSyntaxError, DynamicValueError, KindError, PreconditionError
from .kinds import (Coord, IntTuple, Scalar, Shape, Stride, get_scalars, to_coord, to_int_tuple,
                    to_shape, to_stride)
from .layout import Layout
from .syntax import (format_htuple, parse, parse_composed_layout, parse_coord, parse_int_tuple,
                     parse_layout, parse_shape, parse_stride, parse_swizzle, parse_tile)
from .tile import Tile
from .tuples import Dyn, E, Underscore, _, compatible, congruent, flatten, leaves, sym, weakly_congruent
from . import ops  # the seed 000 ops over CuTe values

# --- layout algebra (paper §5; cute_sym.algebra) ---
from .algebra import (Admissibility, blocked_product, coalesce, complement, composition, dice,  # noqa: E402,F811
                      filter, flat_divide, flat_product, flatten, group_modes, instruction_admissibility,
                      left_inverse, logical_divide, logical_product, make_identity_layout,
                      make_layout_like, make_ordered_layout, max_common_layout, max_common_vector,
                      raked_product, recast_layout, right_inverse, slice_, slice_and_offset, tile_to_shape,
                      tiled_divide, tiled_product, with_conditions, zipped_divide, zipped_product)
from .errors import CompositionError  # noqa: E402
# --- the pycute / CuTe DSL names, on layouts and tuples alike (cute_sym.api; docs/api.md) ---
from .api import (concatenate, cosize, crd2idx, depth, get, idx2crd, is_static, make_layout, product,  # noqa: E402,F811
                  product_each, rank, select, shape, size, stride)
from . import draw  # noqa: E402,F401  (gives the values their Jupyter drawing, _repr_svg_)
