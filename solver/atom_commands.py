"""``cute-sym atoms [NAME] [--prove]``: the MMA and copy atoms (:mod:`cute_sym.atoms`),
listed, shown one by one with their TV layouts, and proven one-to-one onto their tiles
(:mod:`solver.atoms`).  Registered by :func:`solver.commands.register`; the solver is
imported only with ``--prove``."""
from __future__ import annotations

import argparse
import json
from typing import Any

__all__ = ["register"]

EPILOG = """\
examples:
  cute-sym atoms SM80_16x8x16_F32BF16BF16F32_TN            # its A, B, C TV layouts
  cute-sym atoms SM75_U32x4_LDSM_N --prove                 # each layout proven one-to-one onto its tile
  cute-sym atoms --prove --json
  cute-sym atoms SM70_8x8x4                                # not an atom: exit 1

Without NAME, every atom is listed, one line each.  Draw one with: cute-sym draw --atom NAME -o atom.svg
"""


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("atoms", help="list the MMA and copy atoms and their thread-value layouts",
                              description="The tensor-core (mma.sync, wgmma) and copy (ldmatrix, cp.async, TMA) "
                                          "atoms with their thread-value layouts, as CuTe defines them; "
                                          "--prove proves each layout one-to-one onto its tile.", epilog=EPILOG)
    p.add_argument("name", nargs="?", metavar="NAME", help="one atom (default: list them all)")
    p.add_argument("--prove", action="store_true", help="prove every TV layout one-to-one onto its tile")
    p.set_defaults(func=_atoms)


def _row(a: Any) -> dict:
    shape = "x".join(map(str, a.shape_mnk)) if a.kind == "mma" else f"{a.bits} bits"
    return {"name": a.name, "kind": a.kind, "arch": a.arch, "shape": shape, "threads": a.threads,
            "instruction": a.instruction, "layouts": {k: str(v) for k, v in a.layouts().items()},
            "tiles": {k: list(v) for k, v in a.tiles.items()}}


def _atoms(args: argparse.Namespace) -> int:
    from cute_sym.atoms import ATOMS, atom
    chosen = [atom(args.name)] if args.name else list(ATOMS.values())
    rows = [_row(a) for a in chosen]
    ok = True
    if args.prove:
        from .atoms import prove_atom
        for row, a in zip(rows, chosen):
            proofs = prove_atom(a)
            ok &= all(p.proved for p in proofs)
            row["proofs"] = [{"operand": p.operand, "copies": p.copies, "tile_size": p.tile_size,
                              **p.proof.to_dict(), "text": p.text()} for p in proofs]
    if args.json:
        print(json.dumps(rows if args.name is None else rows[0], ensure_ascii=False))
        return 0 if ok else 1
    if args.name is None and not args.prove:
        width = max(len(r["name"]) for r in rows)
        for r in rows:
            print(f"{r['name']:{width}}  {r['kind']:4}  {r['arch']:6}  {r['shape']:12}  {r['threads']:3} threads  "
                  f"{r['instruction']}")
        return 0
    for r in rows:
        if args.name is not None:
            print(f"{r['name']}: {r['instruction']} ({r['arch']}, {r['threads']} threads, {r['shape']})")
            for k, v in r["layouts"].items():
                tile = "x".join(map(str, r["tiles"][k]))
                where = f"index in the {tile} tile" if r["kind"] == "mma" else f"bit of the {tile} bits moved"
                print(f"  {k}: {v}  (thread, value) -> {where}")
        for p in r.get("proofs", []):
            print(("  " if args.name else "") + p["text"])
    return 0 if ok else 1
