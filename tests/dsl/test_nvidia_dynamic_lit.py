"""NVIDIA's own dynamic lit cases of the CuTe IR (``cutlass_compiler/cute_ir/test``, read from a
checkout named by ``$CUTE_IR_TESTS``; skipped without one): each ``// -----`` chunk of the
layout-algebra, tiling and constructor groups whose types hold a ``?`` and that expects no
error verifies in cute-opt and ``--cute-expand-ops`` leaves no algebra op.

Known differences, each checked to be what CuTe DSL 4.8.1 (the oracle) infers: NVIDIA's
newer tests print four divides of ``(?,?):(?,?)`` by ``(3,4):(1,3)`` with the rest split
in two and no divisors, where 4.8.1 infers ``(?,?)`` and ``?{div=3}``; a slice and a
``make_layout_like`` of composed layouts that give plain layouts (not this issue's ops).
"""
import pytest

from cute_sym.dialect.diagnostics import LocatingParser
from cute_sym.dialect.opt import make_context
from cute_sym.dialect.passes.expand_ops import ExpandOpsPass, is_legal

from nvidia_lit import chunks, dynamic, root

KNOWN = {("Dialect/Cute/TilingPartitioningProducts/" + f, 8) for f in
         ("logical_divide.mlir", "zipped_divide.mlir", "tiled_divide.mlir", "flat_divide.mlir")} | {
    ("Dialect/Cute/LayoutAlgebra/slice.mlir", 19), ("Dialect/Cute/LayoutAlgebra/slice.mlir", 26),
    ("Dialect/Cute/AdvancedConstructors/make_layout_like.mlir", 9)}


@pytest.mark.skipif(root() is None, reason="set CUTE_IR_TESTS to a checkout of cutlass_compiler/cute_ir/test")
def test_nvidia_dynamic_cases_verify_and_expand():
    ctx = make_context()
    failed, seen = [], 0
    for f, i, text in chunks(root()):
        if not dynamic(text) or (f, i) in KNOWN:
            continue
        seen += 1
        try:
            module = LocatingParser(ctx, text, f).parse_module()
            module.verify()
            ExpandOpsPass().apply(ctx, module)
            module.verify()
            if any(not is_legal(op) for op in module.walk()):
                failed.append((f, i, "not expanded"))
        except Exception as e:   # a diagnostic or a verifier failure: report the chunk
            failed.append((f, i, str(e).splitlines()[0] if str(e) else repr(e)))
    assert seen > 100 and failed == []
