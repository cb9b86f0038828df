"""NVIDIA's CuTe IR lit tests as a differential corpus (read, never copied into the repository).

``chunks(directory)`` yields ``(file, index, text)`` for each ``// -----`` chunk of the
``.mlir`` files of a checkout of ``cutlass_compiler/cute_ir/test`` (``$CUTE_IR_TESTS``);
``dynamic(text)`` tells the chunks whose cute types hold a ``?`` and that expect no error.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Iterator

GROUPS = ("Dialect/Cute/LayoutAlgebra", "Dialect/Cute/TilingPartitioningProducts",
          "Dialect/Cute/AdvancedConstructors")


def root() -> "Path | None":
    d = os.environ.get("CUTE_IR_TESTS")
    return Path(d) if d and Path(d).is_dir() else None


def chunks(directory: Path) -> Iterator[tuple[str, int, str]]:
    for group in GROUPS:
        for f in sorted((directory / group).glob("*.mlir")):
            for i, text in enumerate(f.read_text().split("// -----")):
                if "func.func" in text:
                    yield f"{group}/{f.name}", i, text


def dynamic(text: str) -> bool:
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
    return "expected-error" not in text and bool(re.search(r'!cute\.\w+<"[^"]*\?', body))
