"""Every subcommand the CLI has -- its own and the plugins' -- answers --help with
exit 0, a missing required argument with a usage error (exit 2), never a traceback."""
import argparse

import pytest

from cute_sym import cli


def commands(parser: argparse.ArgumentParser, prefix: tuple = ()) -> list[tuple]:
    """The argv prefixes of every (nested) subcommand."""
    out = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out.append(prefix + (name,))
                out += commands(sub, prefix + (name,))
    return out


ALL = commands(cli.build_parser())


def test_core_and_plugin_commands_are_registered():
    names = {c[0] for c in ALL}
    assert {"eval", "compose", "complement", "divide", "product", "inverse", "draw"} <= names
    assert {"prove-equal", "admissible", "contains", "prove", "codegen"} <= names


@pytest.mark.parametrize("argv", ALL, ids=" ".join)
def test_help_and_usage(argv, capsys):
    assert cli.main([*argv, "--help"]) == 0
    out = capsys.readouterr()
    assert out.out.startswith("usage: cute-sym " + " ".join(argv))
    if any(a.required or not (a.option_strings or a.nargs in ("?", "*")) for a in _parser(argv)._actions):
        assert cli.main(list(argv)) == 2
        assert "Traceback" not in capsys.readouterr().err


def _parser(argv: tuple) -> argparse.ArgumentParser:
    parser = cli.build_parser()
    for name in argv:
        parser = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[name]
    return parser


def examples(argv: tuple) -> list[tuple[str, int]]:
    """The ``cute-sym ...`` lines of a command's epilog and the exit status each one's
    comment promises (``exit 1``; else 0)."""
    epilog = _parser(argv).epilog or ""
    lines = [line.strip() for line in epilog.splitlines() if line.strip().startswith("cute-sym ")]
    return [(line.split("  #")[0].strip(), 1 if "exit 1" in line else 0) for line in lines]


@pytest.mark.parametrize("argv", ALL, ids=" ".join)
def test_help_shows_examples_of_the_command(argv):
    shown = examples(argv)
    assert shown and all(cmd.startswith("cute-sym " + " ".join(argv) + " ") for cmd, _ in shown), shown


MODULE = """\
func.func @eval1d(%c: !cute.coord<"?">, %l: !cute.layout<"(4,?):(1,4)">) -> !cute.int_tuple<"?"> {
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"?">, !cute.layout<"(4,?):(1,4)">) -> !cute.int_tuple<"?">
  func.return %r : !cute.int_tuple<"?">
}
"""
SLOW = ("cute-sym prove proofs/",          # every proof script (tests/proofs run them)
        "cute-sym codegen copy ",          # NVRTC builds (README and docs/codegen.md run copy kernels)
        "cute-sym check kernels/", "cute-sym check 'kernels/")   # clusters over a directory (tests/check/test_check_dask.py)


def test_help_examples_run_as_written(tmp_path, monkeypatch, capsys):
    """Every example of every ``--help`` exits as its comment says (module.mlir: a small
    module); those the README or docs/ show with their output are run by test_docs_commands."""
    import shlex
    from tests.cli.test_docs_commands import PAGES, steps
    monkeypatch.chdir(tmp_path)
    (tmp_path / "module.mlir").write_text(MODULE)
    seen = {tuple(shlex.split(cmd)) for page in PAGES for kind, cmd, _ in steps(page) if kind == "run"}
    ran = 0
    for argv in [()] + ALL:
        for cmd, status in examples(argv):
            if tuple(shlex.split(cmd)) in seen:
                continue
            if cmd.startswith(SLOW):                  # parsed only
                assert cli.build_parser().parse_args(shlex.split(cmd)[1:]).func, cmd
                continue
            seen.add(tuple(shlex.split(cmd)))
            ran += 1
            assert cli.main(shlex.split(cmd)[1:]) == status, cmd
            err = capsys.readouterr().err
            assert "Traceback" not in err and "internal error" not in err, (cmd, err)
    assert ran > 20
