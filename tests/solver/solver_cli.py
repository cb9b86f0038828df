"""The solver's CLI subcommands run in process (for tests): exit status and stdout."""
import argparse


def run_cli(capsys, *argv):
    """``cute-sym ARGV`` through the solver plugin's handlers: ``(exit status, stdout)``."""
    from solver import commands
    parser = argparse.ArgumentParser(prog="cute-sym")
    parser.add_argument("--json", action="store_true")
    commands.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    return args.func(args), capsys.readouterr().out
