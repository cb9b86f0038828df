"""The drawings committed under docs/images are what the CLI draws today."""
from pathlib import Path

import pytest

from cute_sym import cli

IMAGES = Path(__file__).resolve().parents[2] / "docs" / "images"
COMMANDS = {
    "tv-fig6.svg": ["draw", "((4,8),2):((16,1),8)", "--tv", "(8,8)"],
    "blocked-fig10.svg": ["draw", "(3,4):(4,1)", "--product", "(2,5):(1,2)"],
    "raked-fig11.svg": ["draw", "(3,4):(4,1)", "--product", "(2,5):(1,2)", "--kind", "raked"],
    "divide-fig12.svg": ["draw", "(8,16):(20,1)", "--divide", "[4:1;8:2]"],
    "mma-m16n8k16.svg": ["draw", "--atom", "SM80_16x8x16_F32BF16BF16F32_TN"],
}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_committed_image_is_current(name, tmp_path, capsys):
    assert cli.main(COMMANDS[name] + ["-o", str(tmp_path / name)]) == 0
    assert (tmp_path / name).read_bytes() == (IMAGES / name).read_bytes(), \
        f"regenerate: cute-sym {' '.join(COMMANDS[name])} -o docs/images/{name}"


def test_every_image_has_its_command():
    assert sorted(p.name for p in IMAGES.iterdir()) == sorted(COMMANDS)
