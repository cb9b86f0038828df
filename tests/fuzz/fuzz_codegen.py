"""Codegen against the reference: ``codegen index`` functions and ``codegen lower``ed
dialect functions, compiled on the host with ``-fsanitize=undefined`` and run at
instantiations; every printed value must equal the reference's evaluation and no
UBSan report may appear.

Cases are collected into a :class:`Harness` (one C++ file per batch: one compile)."""
from __future__ import annotations

import random
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fuzz_gen import (assumptions, compact_strides, extents, fresh_unknowns, large_layout, nest, regroup_like,
                      static_layout, swizzle, symbolize, to_cute)
from fuzz_reference import (Basis, Comp, Lay, Swz, Sym, apply, cosize, crd2idx, domain, dynamic_leaves, idx2crd,
                            inst, is_tuple, leaves, parsable, size, text, tuple_text)
from fuzz_tally import Case, Tally, guarded, instances, roles

CXX = shutil.which("g++") or shutil.which("c++")
POINTS = 48              # coordinates per instantiation in the C harness
C_INSTANCES = 2


@dataclass
class Harness:
    """C++ calls with their expected outputs, compiled and run together."""

    blocks: list = field(default_factory=list)           # (case, source, calls, expected)

    def add(self, case: Case, source: str, calls: list[str], expected: list[int]) -> None:
        self.blocks.append((case, source, calls, expected))

    def run(self, tally: Tally, workdir: "Path | None" = None) -> None:
        """Compile (``-fsanitize=undefined``), run, and check each block's output."""
        if not self.blocks:
            return
        if CXX is None:
            for case, *_ in self.blocks:
                tally.check("compiled C equals the reference", None, case)
            return
        lines = ["#define __host__", "#define __device__", "#define __forceinline__ inline",
                 "#include <cstdio>", ""]
        spans, main = [], []
        for k, (case, source, calls, _expected) in enumerate(self.blocks):
            start = len(lines) + 1
            body = [f'  std::printf("%lld\\n", (long long)({c}));' for c in calls]
            lines += [f"namespace b{k} {{", source, "static void run() {", *body, "}", "}"]
            spans.append((start, len(lines), k))
            main.append(f'  std::printf("#{k}\\n");')
            main.append(f"  b{k}::run();")
        lines += ["int main() {", *main, "  return 0;", "}", ""]
        tmp = Path(workdir or tempfile.mkdtemp(prefix="cute_fuzz_"))
        src, exe = tmp / "harness.cpp", tmp / "harness"
        src.write_text("\n".join(lines))
        build = subprocess.run([CXX, "-std=c++17", "-O1", "-w", "-fsanitize=undefined", "-o", str(exe), str(src)],
                               capture_output=True, text=True)
        if build.returncode != 0:
            for case, *_ in self.blocks:
                tally.check("emitted C compiles", False, case, build.stderr[-3000:])
            return
        out = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
        got: dict[int, list] = {}
        current = None
        for line in out.stdout.splitlines():
            if line.startswith("#"):
                current = int(line[1:])
                got[current] = []
            elif current is not None:
                got[current].append(int(line))
        bad_lines = {int(m.group(1)) for m in re.finditer(r"harness\.cpp:(\d+):\d+: runtime error", out.stderr)}
        for k, (case, _source, calls, expected) in enumerate(self.blocks):
            ub = [n for n in bad_lines for lo, hi, j in spans if j == k and lo <= n <= hi]
            tally.check("emitted C is free of undefined behaviour (UBSan)", not ub, case,
                        [line for line in out.stderr.splitlines() if "runtime error" in line][:3])
            ok = got.get(k) == expected
            tally.check("compiled C equals the reference", ok, case,
                        {"expected": expected[:12], "got": (got.get(k) or [])[:12], "calls": calls[:3]})


# --- codegen index ---------------------------------------------------------------------------

def index_layout(rng: random.Random) -> Any:
    r = rng.random()
    if r < 0.3:
        return static_layout(rng, 64, negative=True)
    if r < 0.5:
        return symbolize(rng, static_layout(rng, 64, negative=rng.random() < 0.3))
    if r < 0.62:
        return fresh_unknowns(symbolize(rng, static_layout(rng, 64), unknown=0.7))
    if r < 0.8:
        flat = extents(rng, rng.randint(1, 3), 64)
        shape = nest(rng, flat)
        lay = Lay(shape, regroup_like(compact_strides(rng, flat), shape))
        return Comp(swizzle(rng), rng.choice([0, 0, 4, 8]), lay)
    if r < 0.9:
        return Comp(static_layout(rng, 24, negative=False), rng.choice([0, 2, -3]), static_layout(rng, 16, False))
    return large_layout(rng)


def index_case(rng: random.Random) -> Case:
    x = index_layout(rng)
    syms, positive = roles((x,))
    assume = assumptions(rng, [s.name for s in syms if not s.unknown], positive) if syms else []
    return Case("codegen index", (x,), assume, as_text=parsable(x) and rng.random() < 0.5,
                extra={"coord": rng.choice(["i", "i", "natural"])})


def run_index(tally: Tally, rng: random.Random, case: Case, harness: Harness, n: int) -> None:
    from codegen.emit import emit_index, floor_helpers
    from solver.symbols import parse_named
    tally.cases += 1
    (x,) = case.operands
    _syms, positive = roles(case.operands)
    name = f"f{n}"
    value = parse_named(text(x)) if case.as_text else to_cute(x, positive)
    f = guarded(tally, case, lambda: _emit(tally, case, value, name))
    if f is None:
        return
    tally.verdict(case.command, f.certificate.status)
    names = {f"{name}_q{k}": leaf.name for k, leaf in enumerate(dynamic_leaves(x))
             if isinstance(leaf, Sym) and leaf.unknown}
    calls, expected = [], []
    for env in instances(rng, case, C_INSTANCES):
        if not all(p.interval[0] <= env.get(names.get(p.name, p.name), 0) <= p.interval[1] for p in f.params):
            continue
        y = inst(x, env)
        shape = (y.outer if isinstance(y, Comp) else y).shape
        params = [str(env[names.get(p.name, p.name)]) for p in f.params]
        for i in _points(rng, domain(y)):
            coord = [i] if case.extra["coord"] == "i" else leaves(idx2crd(i, shape))
            calls.append(f"{name}({', '.join([str(c) for c in coord] + params)})")
            expected.append(apply(y, i))
    if calls:
        harness.add(case, floor_helpers([f]) + f.c_function(), calls, expected)


def _emit(tally: Tally, case: Case, value: Any, name: str) -> Any:
    """``emit_index``; a translation validation that *refutes* what codegen emitted is a defect
    of codegen (the validator caught it, so nothing wrong was emitted, but a valid layout
    got no code): a failure of its own check."""
    from codegen.emit import emit_index
    from codegen.errors import CodegenError
    try:
        return emit_index(value, name=name, coord=case.extra["coord"], assume=case.assume)
    except CodegenError as e:
        tally.check("codegen: translation validation does not refute the emitted code",
                    "translation validation refuted" not in str(e), case, str(e))
        raise


def _points(rng: random.Random, n: int) -> list[int]:
    if n <= POINTS:
        return list(range(n))
    return sorted({0, n - 1, *(rng.randrange(n) for _ in range(POINTS - 2))})


# --- codegen lower ----------------------------------------------------------------------------

OPS = ["eval_index", "eval_index", "eval_tuple", "eval_composed", "eval_swizzled", "cosize", "size", "crd2idx",
       "idx2crd", "eval_basis"]


def dyn_layout(rng: random.Random, basis: bool = False) -> Lay:
    """A layout whose symbolic leaves are bare ``?`` (types carry no names)."""
    if basis:
        flat = extents(rng, rng.randint(1, 3), 32)
        shape = nest(rng, flat, 1)
        d = [Basis(rng.choice([1, 2, Sym("_s", unknown=True)]), (k % 2,)) for k in range(len(flat))]
        lay = Lay(shape, regroup_like(d, shape))
    else:
        lay = symbolize(rng, static_layout(rng, 64, negative=True), p_shape=0.4, p_stride=0.4, unknown=1.0)
    lay = fresh_unknowns(lay)
    if not dynamic_leaves(lay):                        # at least one dynamic leaf
        S, D = leaves(lay.shape), leaves(lay.stride)
        D[-1] = Basis(Sym("_s", unknown=True), D[-1].modes) if isinstance(D[-1], Basis) else Sym("_s", unknown=True)
        lay = fresh_unknowns(Lay(lay.shape, regroup_like(D, lay.stride)))
    return lay


def lower_case(rng: random.Random) -> Case:
    op = rng.choice(OPS)
    lay = dyn_layout(rng, basis=op == "eval_basis")
    if op == "eval_composed":
        lay = fresh_unknowns(Comp(dyn_layout(rng), Sym("_o", unknown=True), Lay(lay.shape, lay.stride)))
    elif op == "eval_swizzled":
        lay = fresh_unknowns(Comp(swizzle(rng), Sym("_o", unknown=True), lay))
    return Case("codegen lower", (lay,), extra={"op": op})


def _type(x: Any) -> str:
    kind = "composed_layout" if isinstance(x, Comp) else "layout"
    return f'!cute.{kind}<"{text(x, names=False)}">'


def _coord_text(x: Any, op: str) -> str:
    shape = (x.outer if isinstance(x, Comp) else x).shape
    if op in ("eval_tuple", "crd2idx") and is_tuple(shape):
        return "(" + ",".join("?" for _ in shape) + ")"
    return "?"


def module(case: Case, name: str) -> "tuple[str, Any] | None":
    """The module text of the case's function and its result type (cute_sym's inference)."""
    from cute_sym import ops, parse, parse_coord
    from cute_sym.kinds import Shape
    (x,) = case.operands
    op = case.extra["op"]
    lt = _type(x)
    value = parse(text(x, names=False))
    if op in ("cosize", "size"):
        res = getattr(ops, op)(value)
        args, call = f"%l: {lt}", f"cute.{op} (%l) : ({lt}) -> RES"
    elif op in ("crd2idx", "idx2crd"):
        st = tuple_text(x.shape, names=False)
        shape_type = f'!cute.shape<"{st}">'
        if op == "crd2idx":
            ct = _coord_text(x, op)
            res = ops.crd2idx(parse_coord(ct), Shape(parse(f"{st}:{st}").shape))
            args = f'%c: !cute.coord<"{ct}">, %s: {shape_type}'
            call = f'cute.crd2idx(%c, %s) : (!cute.coord<"{ct}">, {shape_type}) -> RES'
        else:
            from cute_sym.kinds import IntTuple
            res = ops.idx2crd(IntTuple(parse_coord("?").value), Shape(parse(f"{st}:{st}").shape))
            args = f'%i: !cute.int_tuple<"?">, %s: {shape_type}'
            call = f'cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, {shape_type}) -> RES'
    else:
        ct = _coord_text(x, op)
        res = ops.layout_eval(parse_coord(ct), value)
        args = f'%c: !cute.coord<"{ct}">, %l: {lt}'
        call = f'cute.layout_eval(%c, %l) : (!cute.coord<"{ct}">, {lt}) -> RES'
    kind = {"IntTuple": "int_tuple", "Coord": "coord", "Shape": "shape"}[type(res).__name__]
    rt = f'!cute.{kind}<"{res}">'
    if "?" not in str(res):
        return None
    return (f"func.func @{name}({args}) -> {rt} {{\n  %r = {call.replace('RES', rt)}\n"
            f"  func.return %r : {rt}\n}}\n", res)


def run_lower(tally: Tally, rng: random.Random, case: Case, harness: Harness, n: int) -> None:
    from codegen.lower import lower
    from cute_sym.tuples import Dyn
    tally.cases += 1
    name = f"g{n}"
    made = guarded(tally, case, lambda: module(case, name))
    if made is None:
        tally.check("codegen lower: the case has a dynamic result", None, case)
        return
    mlir, res = made
    case.extra["mlir"] = mlir
    low = guarded(tally, case, lambda: lower(mlir))
    if low is None:
        return
    tally.verdict(case.command, low.functions[name].status)
    sig = re.search(rf"static __host__ __device__ (\w+) {name}\((.*?)\) \{{", low.source)
    arg_types = [a.split()[0] for a in sig.group(2).split(",")]
    (x,) = case.operands
    op = case.extra["op"]
    dyn = [i for i, leaf in enumerate(_leaves_of(res)) if isinstance(leaf, Dyn)]
    calls, expected = [], []
    for env in _lower_instances(rng, x, C_INSTANCES):
        y = inst(x, env)
        shape = (y.outer if isinstance(y, Comp) else y).shape
        fields = [str(env[leaf.value.name if isinstance(leaf, Basis) else leaf.name]) for leaf in dynamic_leaves(x)]
        for i in _points(rng, domain(y) * (2 if op == "idx2crd" else 1)):
            coord = idx2crd(i, shape)
            if op in ("cosize", "size"):
                want = cosize(y) if op == "cosize" else size(shape)
                args = [f"{arg_types[0]}{{{', '.join(fields)}}}"]
            elif op == "crd2idx":
                c = _mode_indices(coord, shape) if _coord_text(x, op) != "?" else [i]
                want = crd2idx(tuple(c) if len(c) > 1 or _coord_text(x, op) != "?" else c[0], shape)
                args = [f"{arg_types[0]}{{{', '.join(map(str, c))}}}", f"{arg_types[1]}{{{', '.join(_shape_fields(x, env))}}}"]
            elif op == "idx2crd":
                want = idx2crd(i, shape)
                args = [f"{arg_types[0]}{{{i}}}", f"{arg_types[1]}{{{', '.join(_shape_fields(x, env))}}}"]
            else:
                c = _mode_indices(coord, shape) if _coord_text(x, op) != "?" else [i]
                want = apply(y, tuple(c) if _coord_text(x, op) != "?" else i)
                args = [f"{arg_types[0]}{{{', '.join(map(str, c))}}}", f"{arg_types[1]}{{{', '.join(fields)}}}"]
            flat = _leaves_of(want)
            for k in dyn:
                calls.append(f"{name}({', '.join(args)}).d{dyn.index(k)}")
                expected.append(flat[k])
            if op in ("cosize", "size"):
                break
    if calls:
        harness.add(case, low.source, calls, expected)


def _mode_indices(coord: Any, shape: Any) -> list[int]:
    """A natural coordinate as one integer per top-level mode (eq. 2 within each mode)."""
    return [crd2idx(c, s) for c, s in zip(coord, shape)]


def _leaves_of(v: Any) -> list:
    from cute_sym.kinds import Coord, IntTuple, Shape
    if isinstance(v, (IntTuple, Coord, Shape)):
        v = v.value
    return leaves(v) if is_tuple(v) else [v]


def _shape_fields(x: Lay, env: dict) -> list[str]:
    return [str(env[s.name]) for s in leaves(x.shape) if isinstance(s, Sym)]


def _lower_instances(rng: random.Random, x: Any, count: int) -> list[dict]:
    """Values of the ``?`` leaves within the lowered functions' preconditions: extents >= 1,
    offsets >= 0, strides any sign."""
    from fuzz_reference import shape_symbols
    positive = shape_symbols(x)
    offsets = {v.name for v in (leaves(x.offset) if isinstance(x, Comp) else []) if isinstance(v, Sym)}
    names = [(leaf.value if isinstance(leaf, Basis) else leaf).name for leaf in dynamic_leaves(x)]
    out = []
    for _ in range(count):
        out.append({n: rng.choice([1, 2, 3, 4, 5]) if n in positive else rng.randint(0, 9) if n in offsets
                    else rng.randint(-5, 9) for n in names})
    return out
