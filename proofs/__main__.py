"""``python -m proofs [DIR]``: run every proof script and print one line per certificate."""
import sys
from pathlib import Path

from solver.certify import run_all


def main() -> int:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent
    records = run_all(path)
    for r in records:
        print(f"{'ok ' if r['ok'] else 'BAD'} {r['status']:8} {r['seconds']:8.3f} s  {r['name']}: {r['statement']}")
    return 0 if all(r["ok"] for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
