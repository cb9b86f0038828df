"""Choose the corpus subset CI checks (``tests/check/corpus/``, issue 23 item 7) from a full traced
corpus (``benchmarks/trace_examples.py``) and copy it there with its INDEX.md:

    python benchmarks/corpus_subset.py [--corpus /work/corpus] [--dest tests/check/corpus] [--mb 10]

The subset is :data:`CHOSEN` (one small module of each kernel family that CI can afford: the
smallest of the family, its predicated or dynamic variant where that adds something), then every
notebook module (a few lines each, the layout algebra), then modules that bring cute op kinds the
subset lacks, smallest first, while the total (raw + generic) stays under ``--mb``.  Families
whose smallest module is too large for CI (FMHA, MLA, Mamba2: 2-9 MB and minutes each) are
checked by the full run only (benchmarks/RESULTS.md).
"""
from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.trace_index import statuses, write_index  # noqa: E402

CHOSEN = (
    "elementwise_add_f16_1000x333",          # residue tiles under elem_less predicates
    "elementwise_add_f16_dyn",               # dynamic extents
    "sgemm_f32_200x136x40_ragged",           # SIMT GEMM: cp.async, padded smem, residue predicates
    "cta_norm_rms_f16_4096",                 # Hopper CTA norm
    "rmsnorm_f32_1024_noweight",             # Blackwell RMSNorm over reduce.py
    "hopper_dense_gemm_f16_128x128_static",  # wgmma + TMA
    "blackwell_dense_gemm_f16_1cta_noTMAstore_mmajor",  # tcgen05 + TMEM, m-major
    "bw_tutorial_fp16_gemm_0",               # the tcgen05 tutorial
    "bw_tutorial_tma_v0_copy",               # TMA tutorial: copy
    "bw_tutorial_tma_v1_transpose",          # TMA tutorial: transpose through smem
    "dsl_tutorial_smem_allocator",           # SmemAllocator
    "dsl_tutorial_inline_ptx_vote",          # inline PTX
)
MAX_LINES = 4500
"""No module above this many raw lines joins the subset for its op kinds (CI's time)."""
SLOW = ("rmsnorm_f16_4096", "tensorop_gemm_f16_512x512x256x1")
"""Modules left to the full run: rmsnorm_f16_4096 for CI's time (rmsnorm_bf16_32768_cluster covers
its ops); the tensorop GEMM because one of its right_inverse facts is decided close to the 20 s op
limit, so that on a loaded machine it is a timing-dependent warning (a flaky CI test)."""


def _size(corpus: Path, name: str) -> int:
    return sum((corpus / f"{name}{s}").stat().st_size for s in (".mlir", ".generic.mlir"))


def choose(corpus: Path, budget: int) -> list[str]:
    """The subset's module names (module docstring)."""
    st = {n: s for n, s in statuses(corpus).items()
          if s.get("ok") and "modules" not in s and (corpus / f"{n}.generic.mlir").exists()}
    chosen = [n for n in CHOSEN if n in st]
    chosen += sorted(n for n in st if n.startswith("nb_"))
    have = {op for n in chosen for op in st[n].get("ops", {})}
    total = sum(_size(corpus, n) for n in chosen)
    for n in sorted(st, key=lambda n: _size(corpus, n)):
        new = set(st[n].get("ops", {})) - have
        if n in chosen or n in SLOW or not new or st[n]["lines"] > MAX_LINES or total + _size(corpus, n) > budget:
            continue
        chosen.append(n)
        have |= new
        total += _size(corpus, n)
    return chosen


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--corpus", default="/work/corpus")
    p.add_argument("--dest", default=str(ROOT / "tests" / "check" / "corpus"))
    p.add_argument("--mb", type=float, default=10.0)
    a = p.parse_args(argv)
    corpus, dest = Path(a.corpus), Path(a.dest)
    names = choose(corpus, int(a.mb * 1e6))
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("*.mlir"):
        old.unlink()
    for n in names:
        for s in (".mlir", ".generic.mlir"):
            shutil.copyfile(corpus / f"{n}{s}", dest / f"{n}{s}")
    all_ops = {op for s in statuses(corpus).values() for op in s.get("ops", {})}
    have = {op for n in names for op in statuses(corpus)[n].get("ops", {})}
    index = write_index(corpus, "The corpus subset CI checks (tests/check/test_corpus.py)", names, dest=dest)
    missing = sorted(all_ops - have)
    with index.open("a") as f:
        f.write(f"\nChosen by `python benchmarks/corpus_subset.py` from the full corpus "
                f"({len(all_ops)} cute / cute_nvgpu op kinds; the subset has {len(have)}).\n")
        if missing:
            f.write("\nOp kinds only in modules too large for CI (checked by the full run): "
                    + ", ".join(f"`{m}`" for m in missing) + ".\n")
    print(f"{len(names)} modules, {sum(_size(corpus, n) for n in names) / 1e6:.2f} MB -> {dest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
