"""The layout algebra of paper §5 (seed 001), with CuTe's names."""
from .coalesce import coalesce, filter, filter_zeros
from .composition import composition
from .concat import flatten, group_modes, make_layout
from .slicing import dice, slice_, slice_and_offset
from .symbolic import with_conditions
from .complement import complement
from .inverse import left_inverse, right_inverse
from .constructors import make_identity_layout, make_layout_like, make_ordered_layout, recast_layout
from .divide import flat_divide, logical_divide, tiled_divide, zipped_divide
from .product import (blocked_product, flat_product, logical_product, raked_product, tile_to_shape,
                      tiled_product, zipped_product)
from .applications import Admissibility, instruction_admissibility, max_common_layout, max_common_vector
