"""The README's "Proving" examples run as doctests."""
from tests.foundation.test_readme import test_readme_section_runs as run_section


def test_readme_proving_section_runs():
    run_section("Proving")
