"""The layout algebra of paper §5 (seed 001), with CuTe's names."""
from .coalesce import coalesce, filter
from .composition import composition
from .concat import flatten, group_modes, make_layout
from .slicing import dice, slice_, slice_and_offset
from .symbolic import with_conditions
from .complement import complement
from .inverse import left_inverse, right_inverse
