"""NVIDIA's diagnostic texts (the CuTe DSL 4.8.1's MLIR) for cute-sym's errors.

``nvidia_message(op, error, types, props)`` gives the message NVIDIA's compiler prints for
the same failure, and where it prints it: ``"infer"`` -- from its type inference (no
``'cute.X' op`` prefix, followed by ``failed to infer returned types``), ``"verify"`` --
from the op's verifier (prefixed, nothing after) or ``"plain"`` -- from the verifier, not
prefixed.  The dialect then reports NVIDIA's
words and keeps cute-sym's own (often more precise) as an attached ``note:``.  Each rule
names the ops, a pattern of cute-sym's reason and NVIDIA's text; ``tests/dialect/
test_nvidia_diagnostics.py`` compares every ``_errors.mlir`` case with the DSL's MLIR.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ...errors import CuteError
from .texts import type_text

__all__ = ["nvidia_message", "RULES", "Rule"]


@dataclass(frozen=True)
class Rule:
    ops: tuple[str, ...]            # op names ("" : every op)
    pattern: re.Pattern             # over cute-sym's reason
    text: Callable[[Any, Sequence[Any], dict, re.Match], str]
    style: str = "infer"
    when: Callable[[Sequence[Any], re.Match], bool] | None = None   # NVIDIA says it only then
    whole: bool = False     # the note is cute-sym's message whole, ``'cute.X' op`` and all (seed 000's words)


def _t(types: Sequence[Any], i: int) -> str:
    return type_text(types[i]) if i < len(types) else "?"


def _mode(props: dict) -> str:
    mode = props.get("mode")
    return "[" + ", ".join(str(x) for x in (mode.get_values() if mode is not None else ())) + "]"


_TUPLE_ARITH = ("cute.tuple_add", "cute.tuple_sub", "cute.tuple_mul", "cute.tuple_div", "cute.tuple_mod")
_MODE = re.compile(r"mode index .* is out of range|descent past a scalar leaf")

def _top_rank(t: Sequence[Any], m: re.Match) -> bool:
    """The rank mismatch is at the top level of the layout operand's shape."""
    shape = t[1].value.shape if len(t) > 1 and hasattr(t[1].value, "shape") else None
    return shape is not None and (len(shape) if isinstance(shape, tuple) else 1) == int(m.group(2))


RULES: list[Rule] = [
    # NVIDIA's current words (its lit suite) for seed 000's cute.layout_eval, which the DSL 4.8.1
    # does not have (it has cute.crd2idx)
    Rule(("cute.layout_eval",), re.compile(r"it has rank (\d+) where the shape has rank (\d+)"),
         lambda op, t, p, m: f"expects coordinate rank {m.group(2)} (to match layout shape rank) or be a leaf, "
                             f"but got {m.group(1)}", when=_top_rank),
    Rule(("cute.elem_less",), re.compile(r"expects congruent inputs"),
         lambda op, t, p, m: f"expects inputs that are congruent, but got '{_t(t, 0)}' and '{_t(t, 1)}'", "verify",
         whole=True),
    Rule(_TUPLE_ARITH, re.compile(r"the non-zero scalar .* cannot be paired with a tuple|a leaf is paired with a sub-tuple"),
         lambda op, t, p, m: f"arith op on '{_t(t, 0)}' and '{_t(t, 1)}' is not supported"),
    Rule(("cute.tuple_div", "cute.tuple_mod"), re.compile(r"division by zero"),
         lambda op, t, p, m: f"arith {op.name[11:]} by zero is not supported, rhs '{_t(t, 1)}'"),
    Rule(("cute.size",), _MODE, lambda op, t, p, m: f"mode {_mode(p)} has invalid values for input type {_t(t, 0)}"),
    Rule(("cute.cosize",), _MODE, lambda op, t, p, m: f"mode {_mode(p)} is invalid for input type {_t(t, 0)}"),
    Rule(("cute.get",), _MODE,
         lambda op, t, p, m: f"mode {_mode(p)} has invalid values for input type {_t(t, 0)}", "verify"),
    Rule(("cute.select",), re.compile(r"mode index .* is out of range"),
         lambda op, t, p, m: f"The mode {_mode(p)} contains values that are out of range for the input type "
                             f"'{_t(t, 0)}'"),
    Rule(("cute.left_inverse",), re.compile(r"expects a static layout|unable to compute the left inverse|"
                                            r"offsets cannot be decomposed in mixed radix"),
         lambda op, t, p, m: f"unable to compute the left inverse of '{_t(t, 0)}'"),
    Rule(("cute.right_inverse",), re.compile(r"expects a static shape"),
         lambda op, t, p, m: f"input layout {t[0].value} has a dynamic shape and is not supported.", "verify"),
    Rule(("cute.logical_product", "cute.zipped_product", "cute.tiled_product", "cute.flat_product",
          "cute.raked_product", "cute.blocked_product"), re.compile(r"expects `input` to be static"),
         lambda op, t, p, m: f"expects `input` to be static, but got '{_t(t, 0)}'"),
    Rule(("cute.shape_div",), re.compile(r"cannot compute shape_div|is not divisible"),
         lambda op, t, p, m: f"unable to compute shape_div for inputs '{_t(t, 0)}' and '{_t(t, 1)}'"),
    Rule(("cute.crd2idx",), re.compile(r"not weakly congruent|not congruent|rank"),
         lambda op, t, p, m: f"provided coordinate is not compatible with layout '{_t(t, 1)}'", "verify"),
    Rule(("cute.slice",), re.compile(r"not weakly congruent|not congruent|rank"),
         lambda op, t, p, m: f"expects `coord` and shape of view are weakly congruent, but got '{_t(t, 0)}', "
                             f"'{_t(t, 1)}'"),
    Rule(("cute.append_to_rank", "cute.prepend_to_rank"), re.compile(r"target rank must be positive"),
         lambda op, t, p, m: "failed to verify that rank must be a positive integer", "verify"),
    Rule(("cute.make_ordered_layout",), re.compile(r"is not weakly congruent to the shape"),
         lambda op, t, p, m: f"expects `order` operand to be weakly congruent to `shape` operand, but got "
                             f"'{_t(t, 1)}' and '{_t(t, 0)}'"),
    Rule(("cute.coalesce",), re.compile(r"the target profile has rank"),
         lambda op, t, p, m: f"unable to coalesce `input` of type '{_t(t, 0)}'"),
    Rule(("cute.composition",), re.compile(r"shape divisibility \(eq\. 10\) fails"),
         lambda op, t, p, m: f"unable to compute the following composition: '{_t(t, 0)}' o '{_t(t, 1)}'", "verify"),
    Rule(("cute.cosize",), re.compile(r"cosize of a composed layout needs a swizzle inner"),
         lambda op, t, p, m: f"can't derive meaningful cosize of composed layout when inner is affine: '{_t(t, 0)}'"),
    Rule(("cute.idx2crd",), re.compile(r"index rank .* does not match the shape rank"),
         lambda op, t, p, m: f"provided index is not compatible with shape '{_t(t, 1)}'", "verify"),
    Rule(("cute.increment_coord",), re.compile(r"expects coord and shape to be congruent"),
         lambda op, t, p, m: f"expects the coord to be congruent with the shape, but got '{_t(t, 0)}' and "
                             f"'{_t(t, 1)}' respectively", "plain"),
    Rule(("cute.increment_coord",), re.compile(r"coord contains a wildcard"),
         lambda op, t, p, m: f"expects the coord to have no underscore, but got '{_t(t, 0)}'", "plain"),
    Rule(("cute.tile_to_shape",), re.compile(r"expects order rank \(\d+\) to equal target-shape rank"),
         lambda op, t, p, m: f"expects target shape and order operands have same rank, but got {t[1].value} vs "
                             f"{t[2].value}", "verify"),
    Rule(("cute.append_to_rank", "cute.prepend_to_rank"), re.compile(r"incompatible kinds"),
         lambda op, t, p, m: f"`cute.{'append' if 'append' in op.name else 'prepend'}` op expects same kind for "
                             f"`input` and `element` but got '{_t(t, 1)}' and '{_t(t, 0)}'"),
]


def nvidia_message(op: Any, error: CuteError, types: Sequence[Any], props: dict) -> tuple[str, str, str] | None:
    """NVIDIA's ``(message, style, note)`` for ``error`` raised by op class ``op``, the note being
    cute-sym's words (``None``: no rule)."""
    reason = error.reason
    for rule in RULES:
        if rule.ops and op.name not in rule.ops:
            continue
        m = rule.pattern.search(reason)
        if m and (rule.when is None or rule.when(types, m)):
            try:
                note = f"'{op.name}' op {reason}" if rule.whole else reason
                return rule.text(op, types, props, m), rule.style, note
            except (AttributeError, IndexError, TypeError):
                return None
    return None
