"""``cute-sym atoms`` and ``cute-sym draw --atom``."""
import json


def test_atoms_lists_every_atom(cute_sym):
    from cute_sym.atoms import ATOMS
    r = cute_sym("atoms")
    assert r.returncode == 0
    names = [line.split()[0] for line in r.stdout.splitlines()]
    assert names == list(ATOMS)
    assert "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32" in r.stdout


def test_atoms_shows_and_proves_one(cute_sym):
    r = cute_sym("atoms", "SM75_U32x4_LDSM_N", "--prove")
    assert r.returncode == 0, r.stderr
    assert "src: (32,128):(128,1)" in r.stdout
    assert r.stdout.count("proved one-to-one onto [0, 4096)") == 2
    data = json.loads(cute_sym("--json", "atoms", "SM80_8x8x4_F64F64F64F64_TN", "--prove").stdout)
    assert data["layouts"]["C"] == "((4,8),2):((16,1),8)"
    assert [p["status"] for p in data["proofs"]] == ["proved"] * 3


def test_unknown_atom_and_draw_usage(cute_sym):
    r = cute_sym("atoms", "SM70_8x8x4")
    assert r.returncode == 1 and "unknown atom 'SM70_8x8x4'" in r.stderr and "Traceback" not in r.stderr
    assert cute_sym("draw").returncode == 2
    assert cute_sym("draw", "(4,8):(1,4)", "--atom", "SM80_8x8x4_F64F64F64F64_TN").returncode == 2
    r = cute_sym("draw", "--atom", "SM80_8x8x4_F64F64F64F64_TN", "--format", "text")
    assert r.returncode == 0 and "T31V1" in r.stdout
