"""The README's examples of the foundation ("First example", "Values and syntax") run as doctests."""
import doctest
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"


@pytest.mark.parametrize("section", ["First example", "Values and syntax"])
def test_readme_section_runs(section):
    text = README.read_text(encoding="utf-8")
    body = re.search(rf"^## {section}\n(.*?)(?=^## |\Z)", text, re.M | re.S).group(1)
    code = "\n".join(re.findall(r"^```python\n(.*?)^```", body, re.M | re.S))
    test = doctest.DocTestParser().get_doctest(code, {}, section, str(README), 0)
    assert test.examples, f"no examples in README section {section!r}"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
