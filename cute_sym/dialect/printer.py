"""Printing a module in either spelling (seed 000's, or the CuTe DSL 4.8.1's).

``print_module(module, form="dsl")`` writes what NVIDIA's parser reads: each cute op in
its DSL spelling, the seed's ops that the DSL names otherwise under the DSL's name
(``cute.tuple_product`` as ``cute.tuple.product``, ``cute.layout_eval`` as
``cute.crd2idx``).  The seed-only ops that the DSL does not have (``cute.flatten``,
``cute.to_shape``, ``cute.to_stride``, ``cute.to_coord``, ``cute.crd2idx`` of a shape)
keep the seed's spelling.  Foreign ops read in their custom form keep it, also under
``generic=True``.  In the seed's form, the DSL's names print as the seed's
(``cute.tuple.product`` as ``cute.tuple_product``, ``cute.crd2idx`` of a layout as
``cute.layout_eval``): one canonical text.
"""
from __future__ import annotations

from io import StringIO
from typing import IO

from xdsl.ir import Operation
from xdsl.printer import Printer

from .foreign import OpaqueOp

__all__ = ["CutePrinter", "print_module", "module_text"]


class CutePrinter(Printer):
    """xDSL's printer with a ``cute_form`` (``"seed"`` or ``"dsl"``)."""

    def __init__(self, *args, cute_form: str = "seed", **kwargs):
        super().__init__(*args, **kwargs)
        self.cute_form = cute_form
        self.generic_requested = self.print_generic_format

    def print_op(self, op: Operation) -> None:
        if self.print_generic_format and not op.results and isinstance(op.prev_op, OpaqueOp) \
                and Operation.print is not type(op).print:
            # a custom parser may read optional attributes across the line: a generic op
            # ("...") right after an opaque one would be read as its attribute
            self.print_generic_format = False
            try:
                super().print_op(op)
            finally:
                self.print_generic_format = True
            return
        if isinstance(op, OpaqueOp) and self.print_generic_format:
            self.print_generic_format = False
            try:
                super().print_op(op)
            finally:
                self.print_generic_format = True
            return
        if self.cute_form == "dsl":
            name = getattr(op, "DSL_NAME", None)
        else:
            name = op.seed_name() if hasattr(op, "seed_name") else None
        if name and not self.print_generic_format:
            self._print_results(op)
            self.print_string(name)
            op.print(self)
            return
        if name:
            self._print_results(op)
            self.print_string(f'"{name}"')
            self.print_op_with_default_format(op)
            return
        super().print_op(op)


def print_module(module: Operation, stream: IO[str], *, generic: bool = False, form: str = "seed") -> None:
    """Print ``module`` to ``stream`` (MLIR's generic form when ``generic``)."""
    CutePrinter(stream=stream, print_generic_format=generic, cute_form=form).print_op(module)


def module_text(module: Operation, *, generic: bool = False, form: str = "seed") -> str:
    out = StringIO()
    print_module(module, out, generic=generic, form=form)
    out.write("\n")
    return out.getvalue()
