"""Every ``$ cute-sym ...`` line of the README's tour and of docs/*.md runs exactly
as written and prints exactly the lines shown under it.

A fenced ``sh`` block holds commands (``$ `` lines) each followed by its output
(stdout then stderr).  The leading ``cute-sym`` becomes ``python -m cute_sym.cli``;
the commands of one file run in order in one scratch folder, so a later command
may read a file an earlier one wrote.  In an expected line, ``...`` stands for any
text (timings), as in doctest's ELLIPSIS.
"""
import doctest
import re
import shlex
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
FENCE = re.compile(r"^```sh\n(.*?)^```", re.S | re.M)


def sessions(page: Path) -> list[tuple[str, list[str]]]:
    """``(command, expected output lines)`` of every ``$ cute-sym`` line of ``page``."""
    out: list[tuple[str, list[str]]] = []
    for block in FENCE.findall(page.read_text()):
        current = None
        for line in block.splitlines():
            if line.startswith("$ "):
                current = []
                out.append((line[2:], current))
            elif current is not None:
                current.append(line.rstrip())
    return [(cmd, _trim(lines)) for cmd, lines in out if cmd.startswith("cute-sym ")]


def _trim(lines: list[str]) -> list[str]:
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def test_the_readme_tour_has_commands():
    commands = [cmd for cmd, _ in sessions(REPO / "README.md")]
    assert len(commands) >= 4
    assert any(cmd.startswith("cute-sym eval ") for cmd in commands)
    assert any(cmd.startswith("cute-sym draw ") for cmd in commands)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_page_commands_print_what_the_page_shows(page, python, repo_env, tmp_path):
    for command, expected in sessions(page):
        argv = [python, "-m", "cute_sym.cli", *shlex.split(command)[1:]]
        r = subprocess.run(argv, capture_output=True, text=True, env=repo_env, cwd=tmp_path, timeout=300)
        shown = _trim([line.rstrip() for line in (r.stdout + r.stderr).splitlines()])
        assert len(shown) == len(expected) and all(map(_matches, expected, shown)), \
            f"{page.name}: $ {command}\n" + "\n".join(shown)


def _matches(expected: str, line: str) -> bool:
    """``line`` is ``expected``, each ``...`` of it standing for any text."""
    return re.fullmatch(".*".join(map(re.escape, expected.split("..."))), line) is not None


PYTHON = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


@pytest.mark.parametrize("page", PAGES[1:], ids=lambda p: p.name)
def test_page_python_examples(page):
    """The ``>>>`` examples of each docs page's python blocks (doctest)."""
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for k, block in enumerate(PYTHON.findall(page.read_text())):
        runner.run(parser.get_doctest(block, {}, f"{page.name}[{k}]", str(page), 0))
    assert runner.summarize(verbose=False).failed == 0
