"""The launches a module's host functions make (issue 23, item 3).

The DSL (4.8.1) prints a launch as

    %cfg = cuda.launch_cfg.create<...> (blockDim = (%bx, %by, %bz), dynamicSmemBytes = %s,
                                         gridDim = (%gx, %gy, %gz), stream = %st)
    %r = cuda.launch_ex @kernels::@kernel<%cfg> (%a0, %a1, ...)

(generic form: ``"cuda.launch_cfg.create"(%bx, %by, %bz, %s, %gx, %gy, %gz, %st)`` and
``"cuda.launch_ex"(%cfg, %a0, ...) <{callee = @kernels::@kernel}>``), the grid sizes computed in
the host function from the tensors' sizes.  :func:`launch_of` gives, for a kernel, its one
launch: the block and grid sizes and the values passed as its arguments, so that the checker's
thread and block indices range over what the host launches (``0 <= bid_x < gx``) and a kernel
argument is the host's value (its ``?`` leaves the host's names, its allocation the host's
tensor).  A kernel launched from several places, or not at all, has none (its indices are
bounded only by what the kernel itself states: ``nvvm.reqntid``, ``exact_block_dim``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.ir import Operation, SSAValue
from cute_sym.dialect.walking import walk

__all__ = ["Launch", "op_name", "op_text", "kernel_name", "enclosing_kernel", "in_kernels", "launch_of", "KERNELS"]

KERNELS = ("cuda.kernel", "gpu.func")
_SYMBOL = re.compile(r"@(?:[\w$.-]+::)*@?([\w$.-]+)")


@dataclass(frozen=True)
class Launch:
    """One launch of a kernel: ``block`` and ``grid`` the three sizes each (SSA values of the host
    function), ``args`` the kernel's arguments in order."""

    op: Operation
    block: tuple[SSAValue, ...]
    grid: tuple[SSAValue, ...]
    args: tuple[SSAValue, ...]


def op_name(op: Operation) -> str:
    """The op's name, also for an op read in the generic form of an unknown dialect."""
    name = getattr(op, "op_name", None)
    return getattr(name, "data", None) or op.name


def op_text(op: Operation) -> str:
    """The op's attributes and properties as text, and a custom-form op's kept text."""
    pieces = getattr(op, "pieces", None) or []
    kept = "".join(p for p in pieces if isinstance(p, str))
    attrs = {**getattr(op, "attributes", {}), **getattr(op, "properties", {})}
    return kept + " " + " ".join(f"{k} = {v}" for k, v in attrs.items())


def kernel_name(op: Operation) -> str | None:
    """The symbol a kernel op defines (``sym_name``, or ``cuda.kernel @name(`` in its text)."""
    sym = {**getattr(op, "attributes", {}), **getattr(op, "properties", {})}.get("sym_name")
    if sym is not None:
        return getattr(sym, "data", str(sym).strip('"'))
    m = re.search(r"@([\w$.-]+)", " ".join(p for p in getattr(op, "pieces", None) or [] if isinstance(p, str)))
    return m.group(1) if m else None


def in_kernels(ops: list[Operation]) -> dict[Operation, bool]:
    """``enclosing_kernel(op) is not None`` of each of ``ops``, each enclosing op asked once."""
    stop = KERNELS + ("func.func", "llvm.func")
    known: dict[Operation, bool] = {}
    for op in ops:
        path, node = [], op
        while node is not None and node not in known and op_name(node) not in stop:
            path.append(node)
            node = node.parent_op()
        inside = known[node] if node is not None and node in known else (
            node is not None and op_name(node) in KERNELS)
        if node is not None:
            known[node] = inside
        for n in path:
            known[n] = inside
    return {op: known[op] for op in ops}


def enclosing_kernel(op: Operation) -> Operation | None:
    node = op
    while node is not None and op_name(node) not in KERNELS + ("func.func", "llvm.func"):
        node = node.parent_op()
    return node if node is not None and op_name(node) in KERNELS else None


def _launches(module: Operation) -> dict[str, list[Launch]]:
    out: dict[str, list[Launch]] = {}
    for op in walk(module):
        if op_name(op) != "cuda.launch_ex" or not op.operands:
            continue
        m = _SYMBOL.search(op_text(op))
        cfg = op.operands[0].owner
        if m is None or not isinstance(cfg, Operation) or op_name(cfg) != "cuda.launch_cfg.create" \
                or len(cfg.operands) < 7:
            continue
        ops = tuple(cfg.operands)
        out.setdefault(m.group(1), []).append(Launch(op, ops[0:3], ops[4:7], tuple(op.operands[1:])))
    return out


def launch_of(cache: dict, kernel: Operation | None) -> Launch | None:
    """The one launch of ``kernel`` in the module (module docstring), or ``None``."""
    if kernel is None:
        return None
    if "launches" not in cache:
        node = kernel
        while node.parent_op() is not None:
            node = node.parent_op()
        cache["launches"] = _launches(node)
    found = cache["launches"].get(kernel_name(kernel) or "", [])
    return found[0] if len(found) == 1 else None
