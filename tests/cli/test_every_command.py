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
    if any(a.required or not a.option_strings for a in _parser(argv)._actions):
        assert cli.main(list(argv)) == 2
        assert "Traceback" not in capsys.readouterr().err


def _parser(argv: tuple) -> argparse.ArgumentParser:
    parser = cli.build_parser()
    for name in argv:
        parser = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[name]
    return parser
