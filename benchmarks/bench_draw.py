"""Drawing speed: grid building and each renderer for square layouts of growing
size, and the CLI's start-up (``cute-sym --help``, ``cute-sym eval``).

Run: ``python benchmarks/bench_draw.py``; writes the "Drawing" section of
benchmarks/RESULTS.md.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._results import command_line, table, write_section  # noqa: E402
from cute_sym import Layout  # noqa: E402
from cute_sym.draw import layout_grid, to_png, to_svg, to_text  # noqa: E402


def best(f, repeat: int = 3) -> float:
    """Best of ``repeat`` wall-clock times of ``f()``, in milliseconds."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return 1000 * min(times)


def cli_ms(*args: str) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return best(lambda: subprocess.run([sys.executable, "-m", "cute_sym.cli", *args], env=env,
                                       capture_output=True, check=True), repeat=5)


def main() -> None:
    rows = []
    for n in (8, 16, 32, 64, 128):
        layout = Layout((n, n), (n, 1))
        grid = layout_grid(layout)
        rows.append([f"{n}x{n}", n * n, f"{best(lambda: layout_grid(layout)):.1f}",
                     f"{best(lambda: to_svg(grid)):.1f}", f"{best(lambda: to_png(grid)):.1f}",
                     f"{best(lambda: to_text(grid)):.1f}", f"{len(to_svg(grid)) // 1024}",
                     f"{len(to_png(grid)) // 1024}"])
    body = table(["layout (n,n):(n,1)", "cells", "grid ms", "SVG ms", "PNG ms", "text ms", "SVG KiB",
                  "PNG KiB"], rows)
    startup = table(["command", "ms (best of 5)"], [
        ["cute-sym --help", f"{cli_ms('--help'):.0f}"],
        ['cute-sym eval "(4,8):(1,4)" 5', f"{cli_ms('eval', '(4,8):(1,4)', '5'):.0f}"],
        ['cute-sym draw "((4,8),2):((16,1),8)" --tv "(8,8)"',
         f"{cli_ms('draw', '((4,8),2):((16,1),8)', '--tv', '(8,8)'):.0f}"]])
    write_section("Drawing", body + "\n\nCLI start-up (a subprocess each):\n\n" + startup, command_line())


if __name__ == "__main__":
    main()
