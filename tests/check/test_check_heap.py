"""The collector while a module is checked (``solver.check.heap``) and as the ``cute-sym``
program ends (``cli._leaving``): neither changes what a check says."""
from __future__ import annotations

import gc
import json
import subprocess
from pathlib import Path

from solver.check.heap import kept, reading

CORPUS = Path(__file__).resolve().parent / "corpus"


def test_reading_pauses_and_restores_collection():
    assert gc.isenabled()
    with reading():
        assert not gc.isenabled()
        with reading():
            assert not gc.isenabled()
        assert not gc.isenabled()        # the outer pause still holds
    assert gc.isenabled()


def test_kept_freezes_what_exists_until_its_end():
    before = gc.get_freeze_count()
    with kept():
        assert gc.get_freeze_count() > before
    assert gc.get_freeze_count() == 0


def test_the_program_says_what_main_says(python, repo_env, capsys):
    """``cute-sym check`` as a program (``main()`` of ``sys.argv``: it freezes the heap before it
    exits) prints what ``main(argv)`` prints, and exits with its status."""
    from cute_sym.cli import main
    module = str(CORPUS / "elementwise_add_f16_dyn.mlir")
    args = ["check", "--json", "--no-cache", module]
    code = main(args)
    inside = capsys.readouterr().out
    p = subprocess.run([python, "-m", "cute_sym.cli", *args], capture_output=True, text=True, env=repo_env,
                       timeout=300)
    assert p.returncode == code
    assert _timeless(p.stdout) == _timeless(inside) and inside.strip()


def _timeless(out: str) -> list:
    """The JSON records without the clock's ``seconds`` at any depth."""
    def drop(x):
        if isinstance(x, dict):
            return {k: drop(v) for k, v in x.items() if k != "seconds"}
        return [drop(v) for v in x] if isinstance(x, list) else x
    return [drop(json.loads(line)) for line in out.strip().splitlines()]
