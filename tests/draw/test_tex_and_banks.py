"""Issue 16: TikZ output in the look of CuTe's print_latex / print_latex_tv
(include/cute/util/print_latex.hpp: the document, node, grid and index lines below are its
printf formats, filled in by hand), and shared-memory layouts drawn by bank."""
import re

import pytest

from cute_sym import parse
from cute_sym.cli import main
from cute_sym.draw import bank_grid, latex, latex_tv, to_text
from cute_sym.errors import PreconditionError

HEAD = ("\\documentclass[convert]{standalone}\n\\usepackage{tikz}\n\n\\begin{document}\n"
        "\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n")
FOOT = "\\end{tikzpicture}\n\\end{document}\n"
GREYS = ["black!00", "black!40", "black!20", "black!60", "black!10", "black!50", "black!30", "black!70"]   # BWx8


def labels(M, N):
    return ("".join(f"\\node at ({m},-1) {{\\Large{{\\texttt{{{m}}}}}}};\n" for m in range(M))
            + "".join(f"\\node at (-1,{n}) {{\\Large{{\\texttt{{{n}}}}}}};\n" for n in range(N)))


def grid_line(M, N):
    return f"\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] (0,0) grid ({M},{N});\n\n"


def test_a_layout_is_print_latex_exactly():
    L = parse("(2,3):(3,1)")
    nodes = "".join(f"\\node[fill={GREYS[(3 * m + n) % 8]}] at ({m},{n}) {{{3 * m + n}}};\n"
                    for m in range(2) for n in range(3))
    assert latex(L) == "% Layout: (2,3):(3,1)\n" + HEAD + nodes + grid_line(2, 3) + labels(2, 3) + FOOT


def test_a_rank1_layout_is_a_column_as_cute_appends_1_0():
    text = latex(parse("4:2"))
    assert [(int(m), int(n), int(v)) for m, n, v in re.findall(r"at \((\d+),(\d+)\) \{(\d+)\}", text)] == [
        (m, 0, 2 * m) for m in range(4)]
    assert grid_line(4, 1) in text


def test_a_swizzled_layout_shows_its_offsets():
    text = latex(parse("S<1,0,1> o 0 o (2,2):(2,1)"))       # offsets 2m + n with bit 1 XORed into bit 0
    got = {(int(m), int(n)): int(v) for m, n, v in re.findall(r"at \((\d+),(\d+)\) \{(\d+)\}", text)}
    assert got == {(m, n): (2 * m + n) ^ m for m in range(2) for n in range(2)}


def test_a_tv_layout_is_print_latex_tv():
    tv = parse("(2,2):(1,4)")                                 # (t, v) -> t + 4 v over the 1x8 tile
    pastel = ["{rgb,255:red,175;green,175;blue,255}", "{rgb,255:red,175;green,255;blue,175}"]
    text = latex_tv(tv, (8,))
    assert text.startswith("% Layout TV: (2,2):(1,4) over (8)\n" + HEAD)
    nodes = re.findall(r"\\node\[fill=(.+?)\] at \((\d+),(\d+)\) \{\\shortstack\{T(\d+) \\\\ V(\d+)\}\};", text)
    assert sorted((int(n), int(t), int(v), f) for f, m, n, t, v in nodes) == sorted(
        (t + 4 * v, t, v, pastel[t]) for t in range(2) for v in range(2))
    assert grid_line(1, 8) in text and text.endswith(labels(1, 8) + FOOT)   # cells 2, 3, 6, 7: no node


def test_a_replicated_tv_cell_names_the_lowest_thread_as_cute_does():
    text = latex_tv(parse("(2,2):(0,1)"), (2,))              # both threads hold both cells
    assert re.findall(r"T(\d+) \\\\ V(\d+)", text) == [("0", "0"), ("0", "1")]


def test_banks_of_a_swizzled_tile():
    S = parse("S<3,3,3> o 0 o (8,64):(64,1)")
    grid = bank_grid(S, 2)
    for c in grid.cells:
        off = S(c.row, c.col)
        assert (c.value, c.group) == (off, (2 * off // 4) % 32)
    # S<3,3,3> moves row m's 16-byte chunk j to chunk j ^ m: the 8 rows of column 0 meet 8 bank groups
    assert sorted({grid.cell(m, 0).group for m in range(8)}) == [4 * m for m in range(8)]
    assert "banks:" in to_text(bank_grid(parse("(4,8):(8,1)"), 8))
    with pytest.raises(PreconditionError, match="values are coordinates"):
        bank_grid(parse("(4,8):(1@0,1@1)"))


def test_cli_tex_and_bank_colouring(tmp_path, capsys):
    out = tmp_path / "x.tex"
    assert main(["draw", "(4,8):(1,4)", "-o", str(out)]) == 0
    assert out.read_text() == latex(parse("(4,8):(1,4)"))
    assert main(["draw", "((4,8),2):((16,1),8)", "--tv", "(8,8)", "--format", "tex"]) == 0
    assert capsys.readouterr().out.count("\\shortstack{T") == 64
    assert main(["draw", "S<3,3,3> o 0 o (8,64):(64,1)", "--color", "bank", "--dtype", "half",
                 "--format", "text"]) == 0
    assert "banks of 2-byte elements" in capsys.readouterr().out
    assert main(["draw", "(4,8):(1,4)", "--tv", "(4,8)", "--color", "bank"]) == 1
    assert "--color: --color bank colours a shared-memory layout's offsets" in capsys.readouterr().err
    assert main(["draw", "(4,8):(1,4)", "--dtype", "half"]) == 1
    assert "--dtype: the element size is for --color bank only" in capsys.readouterr().err
