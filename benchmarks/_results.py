"""Shared by the benchmark scripts: print a table and write it into one section
of ``benchmarks/RESULTS.md`` (other sections are kept)."""
from __future__ import annotations

import platform
import re
import sys
import time
from pathlib import Path

RESULTS = Path(__file__).with_name("RESULTS.md")


def table(header: list[str], rows: list[list[object]]) -> str:
    """A Markdown table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c).replace("|", "\\|") for c in row) + " |" for row in rows]
    return "\n".join(lines)


def write_section(name: str, body: str, command: str) -> None:
    """Replace (or append) the section ``name`` of RESULTS.md and print it."""
    stamp = time.strftime("%Y-%m-%d")
    text = (f"<!-- section:{name} -->\n## {name}\n\nCommand: `{command}` "
            f"({stamp}, Python {platform.python_version()}, {platform.machine()})\n\n{body}\n"
            f"<!-- end:{name} -->\n")
    print(text)
    old = RESULTS.read_text() if RESULTS.exists() else "# Benchmark results\n\n"
    pattern = re.compile(rf"<!-- section:{re.escape(name)} -->.*?<!-- end:{re.escape(name)} -->\n", re.S)
    new = pattern.sub(lambda _m: text, old) if pattern.search(old) else old.rstrip("\n") + "\n\n" + text
    RESULTS.write_text(new)


def publish(name: str, body: str, command: str, write: bool) -> None:
    """The section ``name``: written into RESULTS.md (:func:`write_section`) when ``write``, else
    only printed."""
    if write:
        write_section(name, body, command)
    else:
        print(body)


def command_line() -> str:
    """The command that ran this benchmark (``python -m NAME ...`` when run as a module)."""
    spec = getattr(sys.modules.get("__main__"), "__spec__", None)
    if spec is not None and spec.name:
        return " ".join(["python -m", spec.name, *sys.argv[1:]])
    return "python " + " ".join(sys.argv)
