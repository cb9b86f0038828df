"""Every ``$ cute-sym ...`` line of the README's tour and of docs/*.md runs exactly
as written and prints exactly the lines shown under it.

A fenced ``sh`` block holds commands (``$ `` lines) each followed by its output
(stdout then stderr).  The leading ``cute-sym`` becomes ``python -m cute_sym.cli``.
In docs/*.md, ``cute-opt`` lines run too (``python -m cute_sym.dialect.opt``), and an
``mlir`` block whose first line is ``// NAME.mlir`` is written to ``NAME.mlir``
first; the README's ``cute-opt`` example is the dialect's own test.  The steps of
one page run in order in one scratch folder, so a later command may read a file an
earlier one wrote.  In an expected line, ``...`` stands for any text (timings), as
in doctest's ELLIPSIS.  Each command runs in a process of its own, forked from a warm
interpreter (tests/forkserver.py); the first test below checks that this prints what a
fresh ``python -m`` subprocess prints.
"""
import doctest
import re
import shlex
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
FENCE = re.compile(r"^```(sh|mlir)\n(.*?)^```", re.S | re.M)
TOOLS = {"cute-sym": "cute_sym.cli", "cute-opt": "cute_sym.dialect.opt"}


def steps(page: Path) -> list[tuple[str, str, object]]:
    """``("file", name, text)`` and ``("run", command, expected lines)`` in page order."""
    tools = ("cute-sym",) if page.name == "README.md" else tuple(TOOLS)
    out: list[tuple[str, str, object]] = []
    for lang, block in FENCE.findall(page.read_text()):
        if lang == "mlir":
            header = re.match(r"// (\S+\.mlir)\n", block)
            if header:
                out.append(("file", header.group(1), block))
            continue
        current = None
        for line in block.splitlines():
            if line.startswith("$ "):
                current = []
                if line[2:].split(" ", 1)[0] in tools:
                    out.append(("run", line[2:], current))
            elif current is not None:
                current.append(line.rstrip())
    return [(kind, a, _trim(b) if kind == "run" else b) for kind, a, b in out]


def _trim(lines: list[str]) -> list[str]:
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def _matches(expected: str, line: str) -> bool:
    """``line`` is ``expected``, each ``...`` of it standing for any text."""
    return re.fullmatch(".*".join(map(re.escape, expected.split("..."))), line) is not None


def test_the_readme_tour_has_commands():
    commands = [cmd for kind, cmd, _ in steps(REPO / "README.md") if kind == "run"]
    for step in ("eval", "compose", "divide", "prove-equal", "draw", "codegen", "banks"):
        assert any(cmd.startswith(f"cute-sym {step} ") for cmd in commands), step
    assert any(cmd.startswith("cute-sym draw ") and cmd.endswith(".tex") for cmd in commands)   # TikZ


def test_a_forked_command_is_a_fresh_subprocess(fork_server, python, repo_env, tmp_path):
    """The fork server gives the stdout, stderr and exit status a fresh ``python -m`` gives:
    for a command that succeeds, one refuted (exit 1), one with a usage error (exit 2) and one
    of cute-opt reading a file (timings, ``0.010 s``, aside)."""
    def seen(r):
        return r.returncode, *(re.sub(r"\d+\.\d+ s\b", "T s", x) for x in (r.stdout, r.stderr))

    (tmp_path / "m.mlir").write_text("builtin.module {\n}\n")
    runs = [("cute-sym", "eval", "(4,8):(1,4)", "5"), ("cute-sym", "prove-equal", "(4,8):(1,4)", "(4,8):(8,1)"),
            ("cute-sym", "eval"), ("cute-opt", "m.mlir")]
    for tool, *args in runs:
        want = subprocess.run([python, "-m", TOOLS[tool], *args], capture_output=True, text=True, env=repo_env,
                              cwd=tmp_path, timeout=300)
        got = fork_server.run(TOOLS[tool], args, tmp_path, timeout=300)
        assert seen(got) == seen(want), args
        assert got.stdout or got.stderr
    assert [fork_server.run(TOOLS[t], a, tmp_path).returncode for t, *a in runs] == [0, 1, 2, 0]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_page_commands_print_what_the_page_shows(page, fork_server, tmp_path):
    for kind, what, body in steps(page):
        if kind == "file":
            (tmp_path / what).write_text(body)
            continue
        tool, *args = shlex.split(what)
        r = fork_server.run(TOOLS[tool], args, tmp_path, timeout=300)
        shown = _trim([line.rstrip() for line in (r.stdout + r.stderr).splitlines()])
        assert len(shown) == len(body) and all(map(_matches, body, shown)), \
            f"{page.name}: $ {what}\n" + "\n".join(shown)


PYTHON = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


@pytest.mark.parametrize("page", PAGES[1:], ids=lambda p: p.name)
def test_page_python_examples(page):
    """The ``>>>`` examples of each docs page's python blocks (doctest)."""
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for k, block in enumerate(PYTHON.findall(page.read_text())):
        runner.run(parser.get_doctest(block, {}, f"{page.name}[{k}]", str(page), 0))
    assert runner.summarize(verbose=False).failed == 0
