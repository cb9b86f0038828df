"""Layout -> configuration selection of ``cute_sym.torch.gemm`` on plain shapes and strides (no
torch, no GPU): the majorness each layout gives, the swap for small M / odd N / column-major C,
the tensor maps and grid, and every refusal naming its tensor (issue 24)."""
import pytest

from codegen.torch.select import (LIMIT, SMS, Spec, TensorMap, choose_cluster, choose_pairs, choose_pingpong, misaligned_mn_b, choose_persistent, choose_splits, choose_tile, choose_wave_pairs, off_lines, prefer_unsplit,
                                  plan_gemm)


def spec(name, shape, strides, dtype="bfloat16", device="cuda:0", ptr=0):
    return Spec(name, tuple(shape), tuple(strides), dtype, device, ptr)


def row_major(name, r, c, **kw):
    return spec(name, (r, c), (c, 1), **kw)


def col_major(name, r, c, **kw):
    return spec(name, (r, c), (1, r), **kw)


def test_row_major_a_times_row_major_b_reads_b_n_major():
    """``A @ B`` of two contiguous tensors: A (M,K):(K,1) is K-major, B (K,N):(N,1) has its N index
    contiguous, so the kernel's N x K operand is MN-major (the wgmma transpose bit), no swap."""
    p = plan_gemm(row_major("A", 4096, 1024), row_major("B", 1024, 8192))
    c = p.config
    assert (c["a_major"], c["b_major"], c["c_major"], p.swap) == ("K", "MN", "row", False)
    assert (c["BM"], c["BN"], c["M"], c["N"], c["K"]) == (128, 256, "M", "N", "K")
    assert p.sizes == (4096, 8192, 1024) and c["group"] == 8
    assert c["persistent"] and c["cluster"] == 2 and p.grid == (SMS, 1, 1)   # persistent pairs by default
    c1 = plan_gemm(row_major("A", 4096, 1024), row_major("B", 1024, 8192), tile=(128, 256, 1))
    assert c1.grid == (8, 8192 // 256, (4096 // 128) // 8) and "persistent" not in c1.config   # a CTA a tile
    # A's map: the M x K view, K innermost; B's: the K x N view, boxes of 64 N-elements by 64 k-rows
    assert (p.maps[0].dims, p.maps[0].strides, p.maps[0].box) == ((1024, 4096), (2048,), (64, 128))
    assert (p.maps[1].dims, p.maps[1].strides, p.maps[1].box) == ((8192, 1024), (16384,), (64, 64))


@pytest.mark.parametrize("a, b, majors", [
    (row_major("A", 512, 256), col_major("B", 256, 1024), ("K", "K")),      # x @ W.t(): the Linear layer
    (col_major("A", 512, 256), col_major("B", 256, 1024), ("MN", "K")),
    (col_major("A", 512, 256), row_major("B", 256, 1024), ("MN", "MN")),
    (row_major("A", 512, 256), row_major("B", 256, 1024), ("K", "MN"))])
def test_the_four_majorness_combinations(a, b, majors):
    c = plan_gemm(a, b).config
    assert (c["a_major"], c["b_major"]) == majors and c["c_major"] == "row"


def test_small_m_swaps_onto_a_narrow_n_tile():
    """M = 16 <= 64: the kernel computes C^T = B^T A^T (N rows, 16 columns, a 16-wide wgmma), C^T of
    the row-major C is column-major, the bias runs along the kernel's rows."""
    p = plan_gemm(row_major("A", 16, 4096), col_major("B", 4096, 14336), bias=spec("bias", (14336,), (1,)))
    c = p.config
    assert p.swap and p.sizes == (14336, 16, 4096)
    assert (c["BN"], c["c_major"], c["bias"], c["a_major"], c["b_major"]) == (16, "col", "row", "K", "K")
    assert p.grid == (8, 1, -(-(14336 // 128) // 8)) and c["BM"] == 128     # 112 tiles of 128 rows: one wave
    p = plan_gemm(row_major("A", 16, 4096), col_major("B", 4096, 6144))
    assert p.swap and p.config["BM"] == 64 and p.grid == (8, 1, 12)         # 96 tiles of 64 rows


def test_decode_tile_rows_and_the_n48_tile():
    """128-row decode tiles when 64-row ones exceed a wave and 128-row ones fill 3/4 of it (14336 rows:
    224 or 112 tiles; 28672: both over a wave, 128 as before; 10240: 80 of 128 would leave 52 idle);
    a K-major kernel B of 33..48 columns (M = 33..48 swapped) takes the wgmma n48 tile, an MN-major
    one 64 columns."""
    from codegen.torch.select import wave_of_128_rows
    assert wave_of_128_rows(14336) and not wave_of_128_rows(10240) and not wave_of_128_rows(8192)
    assert choose_tile(14336, 16, False, False)[:2] == (128, 16) and choose_tile(28672, 16, False, False)[:2] == (128, 16)
    assert choose_tile(4096, 33, False, False)[:2] == (64, 48) and choose_tile(4096, 48, False, False)[:2] == (64, 48)
    assert choose_tile(4096, 33, True, False)[:2] == (128, 64) and choose_tile(4096, 49, False, False)[:2] == (64, 64)


@pytest.mark.parametrize("M, BN, width", [(16, 16, 32), (32, 32, 64), (33, 64, 128)])
def test_small_m_with_an_m_major_a_takes_a_narrow_mn_major_b(M, BN, width):
    """M-major A (column-major), M <= 64: swapped, the kernel's B is A^T, MN-major and M columns wide;
    its tile is as narrow as a K-major one's (16, 32, 64 columns), its tensor map's boxes are
    ``width / 2`` columns of 64 k-rows in the ``width``-byte swizzle (the kernel's own form, :func:`mn_width`)."""
    ld = -(-M // 8) * 8                                       # the outer stride padded to 16 bytes
    p = plan_gemm(spec("A", (M, 4096), (1, ld)), col_major("B", 4096, 14336))
    c = p.config
    assert p.swap and (c["a_major"], c["b_major"], c["BN"]) == ("K", "MN", BN)
    assert p.maps[1] == TensorMap("B", (M, 4096), (2 * ld,), (width // 2, 64), width)
    assert p.maps[0].swizzle == 128


def test_odd_n_of_a_row_major_c_swaps_to_a_column_major_store():
    p = plan_gemm(row_major("A", 4095, 4104), spec("B", (4104, 4097), (4104, 1)))   # a slice of a padded buffer
    assert p.swap and p.config["c_major"] == "col" and p.sizes == (4097, 4095, 4104)


def test_column_major_out_swaps_to_row_major_pairs():
    p = plan_gemm(row_major("A", 1024, 512), row_major("B", 512, 2048), col_major("out", 1024, 2048))
    # the kernel's A is B^T (N x K, N contiguous: MN-major), its B is A (M x K, K contiguous: K-major)
    assert p.swap and p.config["c_major"] == "row" and p.config["a_major"] == "MN" and p.config["b_major"] == "K"


def test_batched_operands_get_a_third_tensor_map_dimension():
    A = spec("A", (8, 512, 1024), (512 * 1024, 1024, 1))
    B = spec("B", (8, 1024, 768), (1024 * 768, 1, 1024))
    p = plan_gemm(A, B)
    assert p.batch == 8 and p.config["batched"] and p.batch_stride_c == 512 * 768
    assert p.maps[0].dims == (1024, 512, 8) and p.maps[0].strides == (2048, 2 * 512 * 1024)
    assert p.maps[0].box == (64, p.config["BM"], 1) and len(p.maps[1].box) == 3     # a box has the map's rank
    assert p.grid[2] == -(-(512 // 128) // 8) * 8


def test_exact_dimensions_become_assumptions():
    c = plan_gemm(row_major("A", 4096, 4096), row_major("B", 4096, 4096)).config
    assert c["assume"] == ("M % 128 == 0", "N % 256 == 0", "K % 64 == 0")
    c = plan_gemm(row_major("A", 3000, 2000), row_major("B", 2000, 5000)).config
    assert "M % 128 == 0" not in c["assume"] and "N % 256 == 0" not in c["assume"]


def test_epilogue_flags():
    c = plan_gemm(row_major("A", 256, 256), row_major("B", 256, 256), C=row_major("C", 256, 256),
                  bias=spec("bias", (256,), (1,)), alpha=0.5, beta=2.0).config
    assert (c["alpha"], c["beta"], c["bias"]) == (True, True, "col")
    c = plan_gemm(row_major("A", 256, 256), row_major("B", 256, 256), C=row_major("C", 256, 256), beta=0.0).config
    assert (c["alpha"], c["beta"]) == (False, False)


def test_choose_tile_fills_the_machine():
    assert choose_tile(8192, 8192, False, False)[:2] == (128, 256)
    BM, BN, stages = choose_tile(128, 4096, False, False)       # 16 CTAs of 128x256 would idle 116 SMs
    assert -(-128 // BM) * -(-4096 // BN) >= 32 and (BM + BN) * 64 * 2 * stages <= 227 * 1024
    assert choose_tile(4096, 16, False, False)[1] == 16 and choose_tile(4096, 16, True, False)[1] == 16   # MN-major: the 32-byte swizzle
    assert SMS == 132


def test_split_k_fills_an_idle_machine():
    """Decode: 4096 x 16 kernel rows (swapped) in 64 tiles of 64 x 16 leave 68 SMs idle: 2 splits of
    the 64 k-tiles; a full grid or a short K gets none."""
    assert choose_splits(4096, 16, 4096, 64, 16) == 2
    assert choose_splits(8192, 8192, 8192, 128, 256) == 1
    assert choose_splits(4096, 16, 256, 64, 16) == 1                  # 4 k-tiles: too few to split
    assert choose_splits(4096, 33, 4096, 64, 64) == 1                 # the 64 x 64 K-major tile: measured slower
    assert choose_splits(4096, 33, 4096, 128, 64, b_mn=True) == 2     # 32 tiles x 2 splits, 32 k-tiles each
    assert choose_splits(4096, 33, 14336, 128, 64, b_mn=True) == 4    # 224 k-tiles: 4 splits of 56
    assert choose_splits(128, 4096, 4096, 64, 128) == 2               # M = 128: 64 tiles, 32 k-tiles a split
    p = plan_gemm(row_major("A", 16, 4096), col_major("B", 4096, 4096))
    c = p.config
    assert p.swap and c["splits"] == 2 and "persistent" not in c
    assert p.grid == (8, 1, (4096 // 64 // 8) * 2)                     # blockIdx.z = q + Q*z
    assert p.workspace == 2 * 4096 * 16 and p.counters == 8 * 1 * 8    # S*M*N floats, one counter a tile


def test_persistent_for_many_large_tiles_and_small_groups_for_few_rows(monkeypatch):
    assert choose_persistent(4096, 4096, 4096, 128, 256) and not choose_persistent(2048, 2048, 2048, 128, 256)
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk,persistent")
    p = plan_gemm(row_major("A", 4096, 1024), row_major("B", 1024, 8192))
    assert p.config["persistent"] and p.grid == (SMS, 1, 1)        # 1024 tiles: one CTA per multiprocessor
    monkeypatch.delenv("CUTE_SYM_GEMM_SCHEDULES")
    assert not choose_persistent(14336, 16, 4096, 64, 16)              # decode tiles stay one CTA a tile
    c = plan_gemm(row_major("A", 128, 4096), col_major("B", 4096, 4096)).config
    assert c["group"] == 128 // c["BM"]                                # one raster group: no CTA exits


def test_cluster_pairs_for_a_full_wave_of_large_tiles(monkeypatch):
    """With ``cluster`` allowed, 128-row tiles of 128+ columns over 2+ tile rows and at least SMS tiles
    run as CTA pairs: the raster group even, B's tensor-map box half the tile's rows (each CTA loads
    half, multicast)."""
    assert choose_cluster(4096, 4096, 128, 256, False) == 2             # 32 x 16 = 512 tiles
    assert choose_cluster(1000, 1000, 64, 128, False) == 1              # 64-row tiles
    assert choose_cluster(1000, 1000, 128, 128, False) == 1             # 64 tiles: less than a wave
    assert choose_cluster(128, 28672, 128, 256, False) == 1             # one tile row: no pair
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk")
    assert "cluster" not in plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 6144)).config   # pairs off
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk,cluster")
    p = plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 6144))
    assert p.config["cluster"] == 2 and p.config["group"] % 2 == 0
    assert p.maps[1].box == (64, p.config["BN"] // 2) and p.maps[0].box == (64, p.config["BM"])
    p = plan_gemm(row_major("A", 4096, 4096), row_major("B", 4096, 6144))   # B N-major: 64 x 64 boxes as before
    assert p.config["cluster"] == 2 and p.maps[1].box == (64, 64)
    p = plan_gemm(row_major("A", 1100, 504), row_major("B", 504, 904), tile=(128, 128, 1, 0, None, 2))
    assert p.config["group"] == 8 and p.grid == (8, 8, 2)               # 9 tile rows: the second group's pairs past M
    p = plan_gemm(row_major("A", 384, 504), row_major("B", 504, 904), tile=(128, 128, 1, 0, None, 2))
    assert p.config["group"] == 4                                        # 3 tile rows: one group, rounded up to even
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk")
    assert "cluster" not in plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 6144)).config
    p = plan_gemm(row_major("A", 1000, 1000), row_major("B", 1000, 1000), tile=(64, 128, 1, 0, None, 1, 2))
    assert p.config["ctas_per_sm"] == 2 and p.config["stages"] == 4   # two CTAs: half the shared memory each
    assert "ctas_per_sm" not in plan_gemm(row_major("A", 1000, 1000), row_major("B", 1000, 1000)).config
    with pytest.raises(ValueError, match="not generated for batched"):
        plan_gemm(spec("A", (2, 256, 64), (16384, 64, 1)), spec("B", (2, 64, 256), (16384, 256, 1)),
                  tile=(128, 128, 1, 0, None, 2))


def test_persistent_pairs_grid():
    """Persistent CTA pairs: an even grid of at most one pair a multiprocessor pair and one pair a real
    pair tile (``ceil(tile rows / 2) * NB``); the launch caps it further at the clusters that fit.
    Chosen for 128-row tiles of 128+ columns over 2+ tile rows and about a wave (3/4 SMS) of tiles."""
    assert choose_pairs(2048, 2048, 128, 256) and choose_pairs(4096, 4096, 128, 256)     # 128, 512 tiles
    assert not choose_pairs(1000, 1000, 64, 128) and not choose_pairs(128, 28672, 128, 256)   # 64 rows; one row
    assert not choose_pairs(1024, 1024, 128, 128)                                       # 64 tiles
    p = plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096), tile=(128, 256, 1, 1, None, 2))
    assert p.config["persistent"] and p.config["cluster"] == 2 and p.grid == (SMS, 1, 1)   # 256 pair tiles
    assert p.maps[1].box == (64, 128)                                    # each CTA loads half of B
    p = plan_gemm(row_major("A", 1100, 504), row_major("B", 504, 904), tile=(128, 128, 1, 1, None, 2))
    assert p.grid == (2 * 5 * 8, 1, 1)                                   # 9 tile rows: 5 pairs of rows, 8 columns


def test_tile_override_and_batched_refusal():
    p = plan_gemm(row_major("A", 1000, 1000), row_major("B", 1000, 1000), tile=(128, 128, 1, 1))
    assert (p.config["BM"], p.config["BN"], p.config["persistent"], p.grid) == (128, 128, True, (64, 1, 1))
    p = plan_gemm(row_major("A", 300, 1000), row_major("B", 1000, 504), tile=(64, 64, 3))
    assert p.config["splits"] == 3 and p.grid[2] == 3 * -(-(300 // 64 + 1) // p.config["group"])
    A = spec("A", (2, 64, 64), (4096, 64, 1))
    with pytest.raises(ValueError, match="not generated for batched"):
        plan_gemm(A, spec("B", (2, 64, 64), (4096, 64, 1)), tile=(64, 64, 2))


@pytest.mark.parametrize("args, kwargs, words", [
    ((row_major("A", 64, 64, dtype="float32"), row_major("B", 64, 64)), {}, ["A has dtype float32", "bfloat16"]),
    ((row_major("A", 64, 64), row_major("B", 64, 64, dtype="float16")), {}, ["B has dtype float16", "A's dtype"]),
    ((row_major("A", 64, 64, device="cpu"), row_major("B", 64, 64)), {}, ["A has device cpu", "CUDA"]),
    ((spec("A", (64, 64), (128, 2)), row_major("B", 64, 64)), {}, ["A has layout (64,64):(128,2)", "unit stride"]),
    ((spec("A", (64, 63), (63, 1)), row_major("B", 63, 64)), {}, ["A has layout (64,63):(63,1)", "multiple of 8"]),
    ((row_major("A", 64, 64, ptr=2), row_major("B", 64, 64)), {}, ["A has its data pointer at 0x2", "16-byte"]),
    ((row_major("A", 64, 32), row_major("B", 64, 64)), {}, ["B has shape (64, 64)", "needs 32 rows"]),
    ((row_major("A", 64, 64), row_major("B", 64, 64), spec("out", (64, 64), (128, 1))), {},
     ["out has layout (64,64):(128,1)", "row-major"]),
    ((row_major("A", 64, 64), row_major("B", 64, 64)), {"bias": spec("bias", (32,), (1,))},
     ["bias has layout 32:1", "64 elements"]),
    ((row_major("A", LIMIT + 8, 64), row_major("B", 64, 64)), {}, [f"M = {LIMIT + 8}", "32-bit"]),
    ((spec("A", (64,), (1,)), row_major("B", 64, 64)), {}, ["A has shape (64,)", "2 dimensions"]),
    ((row_major("A", 64, 64), row_major("B", 64, 64)), {"out_dtype": "float32"}, ["out_dtype float32"]),
])
def test_refusals_name_the_tensor_what_it_has_and_what_is_needed(args, kwargs, words):
    with pytest.raises(ValueError) as info:
        plan_gemm(*args, **kwargs)
    for w in words:
        assert w in str(info.value)


def scalar(name, dtype="float32"):
    return spec(name, (), (), dtype)


def test_fp8_plans_k_major_operands_with_scales():
    """torch._scaled_mm's layout: A (M,K) row-major, B (K,N) column-major, both K-major; 128 fp8
    elements a 128-byte row (BK = 128), C bf16 by default or fp32."""
    A = row_major("A", 4096, 4096, dtype="float8_e4m3fn")
    B = col_major("B", 4096, 8192, dtype="float8_e4m3fn")
    p = plan_gemm(A, B, scale_a=scalar("scale_a"), scale_b=scalar("scale_b"))
    c = p.config
    assert (c["dtype"], c["BK"], c["out_dtype"], c["scaled"], c["a_major"], c["b_major"]) == \
        ("e4m3", 128, "bf16", True, "K", "K")
    assert p.maps[0].box == (128, c["BM"]) and p.maps[0].strides == (4096,)        # bytes: 1-byte elements
    out = row_major("out", 4096, 8192, dtype="float32")
    assert plan_gemm(A, B, out, scale_a=scalar("scale_a"), scale_b=scalar("scale_b"),
                     out_dtype="float32").config["out_dtype"] == "f32"


@pytest.mark.parametrize("kwargs, words", [
    ({"B": row_major("B", 256, 256, dtype="float8_e5m2")}, ["B has layout (256,256):(256,1)", "K-major"]),
    ({"scale_b": None}, ["needs scale_b"]),
    ({"scale_a": scalar("scale_a", "bfloat16")}, ["scale_a has dtype bfloat16", "float32 scalar"]),
    ({"out_dtype": "float16"}, ["out_dtype float16", "bfloat16 or float32"]),
])
def test_fp8_refusals(kwargs, words):
    args = {"A": row_major("A", 256, 256, dtype="float8_e5m2"), "B": col_major("B", 256, 256, dtype="float8_e5m2"),
            "scale_a": scalar("scale_a"), "scale_b": scalar("scale_b")}
    args.update(kwargs)
    A, B = args.pop("A"), args.pop("B")
    with pytest.raises(ValueError) as info:
        plan_gemm(A, B, **args)
    for w in words:
        assert w in str(info.value)


def test_scales_of_16_bit_inputs_are_refused():
    with pytest.raises(ValueError, match="scale_a has a scale for bfloat16 inputs"):
        plan_gemm(row_major("A", 64, 64), row_major("B", 64, 64), scale_a=scalar("scale_a"))


def test_schedules_switch(monkeypatch):
    """``CUTE_SYM_GEMM_SCHEDULES`` limits the schedules the selection may pick; a bad name is refused."""
    a, b = row_major("A", 16, 4096), col_major("B", 4096, 4096)
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "none")
    assert "splits" not in plan_gemm(a, b).config
    assert "persistent" not in plan_gemm(row_major("A", 4096, 4096), row_major("B", 4096, 4096)).config
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk")
    assert plan_gemm(a, b).config["splits"] == 2
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk,stream")
    with pytest.raises(ValueError, match="CUTE_SYM_GEMM_SCHEDULES has"):
        plan_gemm(a, b)


def test_pingpong_tile_override():
    """``tile[7]``: ping-pong consumers, a persistent grid of one CTA a multiprocessor (at most one a
    tile); 64-row tiles only, and never for batched problems."""
    p = plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096), tile=(64, 256, 1, 1, None, 1, 1, 1))
    assert p.config["pingpong"] and p.config["persistent"] and p.config["warps"] == (1, 1)
    assert p.grid == (132, 1, 1) and p.config["stages"] == 5           # (227 KiB - 2 KiB) / 40 KiB a stage
    p = plan_gemm(row_major("A", 100, 64), col_major("B", 64, 256), tile=(64, 128, 1, 0, None, 1, 1, 1))
    assert p.config["persistent"] and p.grid == (4, 1, 1)              # 2 x 2 tiles
    with pytest.raises(ValueError, match="ping-pong consumers need 64-row"):
        plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096), tile=(128, 256, 1, 1, None, 1, 1, 1))
    with pytest.raises(ValueError, match="not generated for batched"):
        plan_gemm(spec("A", (2, 256, 64), (16384, 64, 1)), spec("B", (2, 64, 256), (16384, 256, 1)),
                  tile=(64, 128, 1, 0, None, 1, 1, 1))


def test_pingpong_schedule_when_asked(monkeypatch):
    """``CUTE_SYM_GEMM_SCHEDULES=...,pingpong``: the chosen 128-row tile becomes 64 rows with ping-pong
    consumers where the 64-row tiles give each multiprocessor two; off by default."""
    assert "pingpong" not in plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096)).config
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk,pingpong")
    p = plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096))
    assert (p.config["BM"], p.config["BN"], p.config["pingpong"], p.grid) == (64, 256, True, (132, 1, 1))
    assert choose_pingpong(4096, 4096, 128, 256) and not choose_pingpong(1000, 1000, 64, 128)   # 128 tiles < 264
    assert "pingpong" not in plan_gemm(row_major("A", 1000, 1000), row_major("B", 1000, 1000)).config


def test_cta_pairs_by_default_for_a_misaligned_mn_major_b(monkeypatch):
    """An N-major B whose rows are 10,000 bytes apart (N = 5000 bf16: not a multiple of 128 bytes) is
    read through boxes whose 128-byte rows span five sectors: the pairs halve those reads, so they are
    chosen even when the persistent pairs are not allowed (``CUTE_SYM_GEMM_SCHEDULES=splitk``); an
    aligned N (4096) or a K-major B then keeps one CTA a tile."""
    assert misaligned_mn_b("MN", 10000) and not misaligned_mn_b("MN", 8192) and not misaligned_mn_b("K", 4000)
    assert plan_gemm(row_major("A", 3000, 2000), col_major("B", 2000, 5000)).config["persistent"]   # pairs default
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk")
    p = plan_gemm(row_major("A", 3000, 2000), row_major("B", 2000, 5000))
    assert p.config["cluster"] == 2 and p.config["group"] % 2 == 0 and p.maps[1].box == (64, 64)
    assert "cluster" not in plan_gemm(row_major("A", 3000, 2000), col_major("B", 2000, 5000)).config
    assert "cluster" not in plan_gemm(row_major("A", 4096, 4096), row_major("B", 4096, 4096)).config


def test_tma_store_epilogue_where_its_form_allows(monkeypatch):
    """The TMA-store epilogue by default for a row-major kernel C of 2-byte elements with N a
    multiple of 8 (the tensor map's 16-byte row pitch), its staging buffers taken from the stages;
    the direct epilogue for beta * C, a column-major kernel C (the decode swap), N % 8 != 0, split-K,
    batches, and when ``CUTE_SYM_GEMM_SCHEDULES`` leaves it out."""
    p = plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096))
    assert p.config["tma_store"] and p.maps[2] == TensorMap("C", (4096, 4096), (8192,), (64, 64))
    assert p.config["stages"] == 4                                        # 4 x 48 KiB + 32 KiB staging
    p = plan_gemm(row_major("A", 128, 4096), col_major("B", 4096, 14336))   # 128 x 128 tile: 6 stages, not 7
    assert p.config["tma_store"] and (p.config["BN"], p.config["stages"]) == (128, 6)
    C = row_major("C", 4096, 4096)
    assert "tma_store" not in plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096), C=C, beta=1.0).config
    assert "tma_store" not in plan_gemm(row_major("A", 16, 4096), col_major("B", 4096, 4096)).config   # swapped: col C
    assert "tma_store" not in plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4100)).config  # N % 8 = 4
    assert "tma_store" not in plan_gemm(row_major("A", 128, 14336), col_major("B", 14336, 4096)).config   # split-K 2
    assert "tma_store" not in plan_gemm(spec("A", (2, 256, 64), (16384, 64, 1)),
                                        spec("B", (2, 64, 256), (16384, 256, 1))).config              # batched
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk,pairs")
    p = plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096))
    assert "tma_store" not in p.config and len(p.maps) == 2
    p = plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096), tile=(128, 256, 1, 1, None, 2, 1, 0, 1))
    assert p.config["tma_store"]                                          # tile[8] forces it


def test_one_wave_of_64_row_tiles_pairs_when_rows_are_off_128_byte_lines():
    """1000^3: rows of 2000 bytes start off 128-byte lines, one wave of 64 x 128 tiles -> CTA pairs
    sharing B (a tile each, not persistent); 1024^3 (rows of 2048 bytes) keeps lone CTAs; the pairs
    are a schedule (``pairs``) and stay off without it."""
    for a, b in ((row_major("A", 1000, 1000), col_major("B", 1000, 1000)),
                 (col_major("A", 1000, 1000), row_major("B", 1000, 1000))):
        c = plan_gemm(a, b).config
        assert (c["BM"], c["BN"], c["cluster"], c["group"] % 2) == (64, 128, 2, 0) and "persistent" not in c
    assert "cluster" not in plan_gemm(row_major("A", 1024, 1024), col_major("B", 1024, 1024)).config
    assert off_lines(2000) and not off_lines(2048) and not off_lines(8192)
    assert choose_wave_pairs(1000, 1000, 64, 128) and not choose_wave_pairs(1000, 1000, 64, 64)   # B halves: BN >= 128
    assert not choose_wave_pairs(4000, 4000, 64, 128) and not choose_wave_pairs(1000, 1000, 128, 128)


def test_the_pairs_schedule_gates_the_wave_pairs(monkeypatch):
    monkeypatch.setenv("CUTE_SYM_GEMM_SCHEDULES", "splitk,tmastore")
    assert "cluster" not in plan_gemm(row_major("A", 1000, 1000), col_major("B", 1000, 1000)).config


def test_short_k_takes_64_x_64_tiles_unsplit():
    """128x4096x4096 (64 k-tiles): 128 tiles of 64 x 64 in one wave, no split-K, instead of 64 x 128 split
    in two; 128x4096x14336 (224 k-tiles) keeps 64 x 128 with 2 splits."""
    c = plan_gemm(row_major("A", 128, 4096), col_major("B", 4096, 4096)).config
    assert (c["BM"], c["BN"], c.get("splits", 1)) == (64, 64, 1)
    c = plan_gemm(row_major("A", 128, 14336), col_major("B", 14336, 4096)).config
    assert (c["BM"], c["BN"], c["splits"]) == (64, 128, 2)
    assert prefer_unsplit(128, 4096, 4096, 64, 128, 2) and not prefer_unsplit(128, 4096, 14336, 64, 128, 2)
    assert not prefer_unsplit(128, 4096, 4096, 64, 128, 1) and not prefer_unsplit(512, 4096, 4096, 64, 128, 2)


def test_programmatic_dependent_launch_for_one_wave_grids():
    """PDL where the grid fits the 132 multiprocessors at once and is persistent, swapped or small:
    1000^3 (64 CTAs in pairs, 4 MB of operands), 16x4096x4096 (swapped, 64 x 16 split-K 2: 128 CTAs),
    4096^3 (persistent, 132); not 128x6144x4096 (96 CTAs of 64 x 128 over 49 MB: it measured 0.87x
    with PDL) nor a grid of 1.7 waves (16x14336x4096 with 64 x 16 tiles measured 0.88x with PDL; now
    16x28672x4096: 224 tiles of 128 x 16)."""
    for p in (plan_gemm(row_major("A", 1000, 1000), col_major("B", 1000, 1000)),
              plan_gemm(row_major("A", 16, 4096), col_major("B", 4096, 4096)),
              plan_gemm(row_major("A", 4096, 4096), col_major("B", 4096, 4096))):
        assert p.one_wave and p.pdl and p.grid[0] * p.grid[1] * p.grid[2] <= SMS
    m128 = plan_gemm(row_major("A", 128, 4096), col_major("B", 4096, 6144))
    assert m128.one_wave and not m128.pdl and not m128.swap and "persistent" not in m128.config
    many = plan_gemm(row_major("A", 16, 4096), col_major("B", 4096, 28672))
    assert many.grid[0] * many.grid[1] * many.grid[2] == 224 and not many.one_wave and not many.pdl
