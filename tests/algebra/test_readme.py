"""The README's "Layout algebra" examples run as doctests (the foundation's README runner)."""
import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "foundation_test_readme", Path(__file__).resolve().parents[1] / "foundation" / "test_readme.py")
_runner = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_runner)


def test_readme_layout_algebra_section():
    _runner.test_readme_section_runs("Layout algebra")
