"""Re-print each excerpt ``X.mlir`` of this directory in the generic form with NVIDIA's MLIR
(the dsl extra): ``X.generic.mlir``, the twin ``tests/dialect/test_foreign_forms.py`` reads
against.  NVIDIA's parser verifies the excerpt first, so each is a module the DSL's MLIR
accepts (no unregistered dialect allowed).

    python tests/check/raw_forms/generate.py
"""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    import cutlass  # noqa: F401 - registers the DSL's dialects
    from cutlass._mlir import ir
    for raw in sorted(HERE.glob("*.mlir")):
        if raw.name.endswith(".generic.mlir"):
            continue
        with ir.Context() as ctx:
            ctx.allow_unregistered_dialects = False
            module = ir.Module.parse(raw.read_text())
            assert module.operation.verify(), raw.name
            raw.with_name(raw.stem + ".generic.mlir").write_text(module.operation.get_asm(print_generic_op_form=True))
        print(raw.with_name(raw.stem + ".generic.mlir").name)


if __name__ == "__main__":
    main()
