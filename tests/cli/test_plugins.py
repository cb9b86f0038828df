"""The plugin protocol (DEVELOPERS.md, "CLI plugins"): modules named in
``cute_sym.cli.PLUGINS`` register subcommands; missing or broken ones never break the CLI."""
import json
import subprocess
import textwrap

import pytest

from cute_sym import cli

GOOD = '''
from cute_sym import parse
from cute_sym.errors import PreconditionError

def register(sub):
    p = sub.add_parser("hello", help="greet a layout", epilog="examples:\\n  cute-sym hello 4:1")
    p.add_argument("layout")
    p.set_defaults(func=run)

def run(args):
    layout = parse(args.layout)
    if layout.size() == 3:
        raise PreconditionError("size 3 is refuted here", operand="LAYOUT")
    if layout.size() == 5:
        return 1
    print(json.dumps({"size": layout.size()}) if args.json else f"hello {layout}")
    return 0

import json
'''


@pytest.fixture
def plugins(tmp_path, monkeypatch):
    """Install plugin modules from source text and name them in PLUGINS."""
    def install(**sources: str) -> None:
        for name, text in sources.items():
            (tmp_path / f"{name}.py").write_text(textwrap.dedent(text))
        monkeypatch.syspath_prepend(str(tmp_path))
        monkeypatch.setattr(cli, "PLUGINS", tuple(sources) + ("no_such_package.commands",))
    return install


def test_plugin_command_runs_with_global_json(plugins, capsys):
    plugins(good_plugin=GOOD)
    assert cli.main(["hello", "(2,2):(1,2)"]) == 0
    assert capsys.readouterr().out == "hello (2,2):(1,2)\n"
    assert cli.main(["--json", "hello", "4:1"]) == 0
    assert json.loads(capsys.readouterr().out) == {"size": 4}
    assert cli.main(["hello", "4:1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"size": 4}


def test_plugin_exit_codes_and_errors(plugins, capsys):
    plugins(good_plugin=GOOD)
    assert cli.main(["hello", "5:1"]) == 1
    assert cli.main(["hello", "3:1"]) == 1
    assert capsys.readouterr().err == "error: LAYOUT: size 3 is refuted here\n"
    assert cli.main(["hello", "(3:1"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("error: column 3: expected") and err[2] == "    ^"
    assert cli.main(["hello"]) == 2


def test_missing_and_broken_plugins_do_not_break_the_cli(plugins, capsys):
    plugins(good_plugin=GOOD, broken_import="import no_such_dependency_xyz\n",
            broken_register="def register(sub):\n    raise RuntimeError('boom')\n",
            no_register="X = 1\n")
    assert cli.main(["hello", "4:1"]) == 0
    out = capsys.readouterr()
    assert out.out == "hello 4:1\n"
    assert out.err.splitlines() == [
        "cute-sym: warning: plugin broken_import failed to load (ModuleNotFoundError: "
        "No module named 'no_such_dependency_xyz'); its commands are unavailable",
        "cute-sym: warning: plugin broken_register failed to register (RuntimeError: boom); "
        "its commands are unavailable",
        "cute-sym: warning: plugin no_register failed to register (AttributeError: module "
        "'no_register' has no attribute 'register'); its commands are unavailable"]
    assert cli.main(["--help"]) == 0
    assert "hello" in capsys.readouterr().out


def test_core_commands_do_not_load_plugins(plugins, capsys):
    """``cute-sym eval`` and the other core commands never import a plugin (nor its cost)."""
    plugins(broken_import="import no_such_dependency_xyz\n")
    assert cli.main(["--json", "eval", "(4,8):(1,4)", "5"]) == 0
    assert capsys.readouterr().err == ""
    core = cli.build_parser(plugins=False)._subparsers._group_actions[0].choices
    assert tuple(core) == cli.CORE


def test_internal_errors_are_one_line(plugins, capsys):
    plugins(crashing="def register(sub):\n    sub.add_parser('crash').set_defaults(func=lambda a: 1 // 0)\n")
    assert cli.main(["crash"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("cute-sym: internal error: ZeroDivisionError") and "Traceback" not in err


def test_help_does_not_load_solvers(python, repo_env):
    """Plugins import z3/islpy/NVRTC only inside handlers, so --help stays light."""
    code = ("import sys; from cute_sym.cli import main; rc = main(['--help']);"
            "print([m for m in ('z3', 'islpy', 'cuda') if m in sys.modules])")
    r = subprocess.run([python, "-c", code], capture_output=True, text=True, env=repo_env)
    assert r.returncode == 0 and r.stdout.splitlines()[-1] == "[]", r.stdout + r.stderr
