"""Worker run in a subprocess by :mod:`cute_dsl`: NVIDIA's CuTe DSL infers result types.

Reads one JSON case per line, ``[op, [arguments], {attributes}]``, builds the op
with the DSL's own MLIR bindings (``cutlass._mlir.dialects.cute``): an argument that is
a type text becomes a block argument of that type, any other (an integer, ``null``)
is passed as it is; and writes one JSON line per case: ``{"type": "<result type>"}`` or
``{"error": "<the DSL's diagnostic>"}``.  A crash of the bindings (they segfault on
some inputs) ends the process; the driver restarts it after the case.
"""
import json
import sys


def _value(arg):
    """A block argument as an ``ir.Value`` (the DSL wraps a composed layout's in a Python class)."""
    return getattr(arg, "value", arg) if type(arg).__module__.startswith("cutlass.cute") else arg


def main() -> None:
    import cutlass  # noqa: F401  (registers the dialects)
    from cutlass._mlir import ir
    from cutlass._mlir.dialects import cute, func

    for line in sys.stdin:
        op, args, attrs = json.loads(line)
        ctx = ir.Context()
        with ctx, ir.Location.unknown():
            module = ir.Module.create()
            types = [a for a in args if isinstance(a, str)]
            with ir.InsertionPoint(module.body):
                f = func.FuncOp("f", ([ir.Type.parse(t) for t in types], []))
                block = f.add_entry_block()
                values = iter(block.arguments)
                operands = [_value(next(values)) if isinstance(a, str) else a for a in args]
                with ir.InsertionPoint(block):
                    try:
                        result = getattr(cute, op)(*operands, **attrs)
                        out = {"type": str(result.type)}
                    except Exception as e:   # the DSL's diagnostic, one line
                        out = {"error": " | ".join(str(e).split("\n"))}
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
