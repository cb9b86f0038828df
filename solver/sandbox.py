"""Running a native library where its crash cannot take the caller down.

ISL (through islpy) can crash the process on some inputs (a segmentation fault
while printing a parametric set) and cannot be interrupted (no clock, the GIL
held).  :func:`run` therefore evaluates ``fn(*args)`` in a *persistent worker*:
a child forked once, on first use, that reads pickled requests from a pipe and
answers each with a pickled result.  The caller waits at most ``timeout``
seconds; past it, or when the worker dies (a signal, an exit), the worker is
reaped and :class:`SandboxTimeout` / :class:`SandboxCrash` is raised -- the next
call forks a fresh one.  A request costs a pickle round trip (about 0.3 ms for a
proof's query) instead of a fork (about 6 ms in a process with the solver
loaded).

``fn`` must be picklable by reference (a module-level function); anything else
(a closure) runs in a child forked for that one call.  A worker belongs to the
process that forked it: after a ``fork`` of the caller (``multiprocessing``), the
child starts its own.
"""
from __future__ import annotations

import atexit
import faulthandler
import os
import pickle
import select
import signal
import struct
import threading
import time
from typing import Any, Callable

__all__ = ["run", "SandboxTimeout", "SandboxCrash", "stop"]

_HEADER = struct.Struct("<Q")


class SandboxTimeout(Exception):
    """The computation ran past its wall-clock limit (its process was killed)."""


class SandboxCrash(Exception):
    """The process running the computation died without an answer (``signal``: the
    number of the signal that killed it, or ``None``)."""

    def __init__(self, message: str, signal_number: "int | None" = None):
        super().__init__(message)
        self.signal = signal_number


def _died(status: int) -> SandboxCrash:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        try:
            name = signal.Signals(sig).name
        except ValueError:
            name = f"signal {sig}"
        return SandboxCrash(f"the solver process was killed by {name}", sig)
    return SandboxCrash(f"the solver process exited with status {os.WEXITSTATUS(status)} without an answer")


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _read_exact(fd: int, n: int, deadline: "float | None" = None) -> "bytes | None":
    """``n`` bytes from ``fd`` (``None`` at end of file); past ``deadline`` raises
    :class:`SandboxTimeout`."""
    chunks, got = [], 0
    while got < n:
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise SandboxTimeout("timeout")
        chunk = os.read(fd, min(n - got, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def _answer(fn: Callable, args: tuple) -> bytes:
    """The pickled outcome of ``fn(*args)``: ``("ok", value)`` or ``("error", exception)``
    (an exception that does not pickle travels as its text)."""
    try:
        out: tuple = ("ok", fn(*args))
    except BaseException as e:  # noqa: BLE001 - everything goes back to the caller
        out = ("error", e)
    try:
        return pickle.dumps(out)
    except Exception:  # noqa: BLE001 - an unpicklable value or exception
        return pickle.dumps(("error", RuntimeError(f"{type(out[1]).__name__}: {out[1]}")))


def _serve(requests: int, replies: int) -> None:
    """The worker's loop: one request, one reply, until the caller closes the pipe."""
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)      # Ctrl-C is the caller's to handle
        faulthandler.disable()                            # a crash is reported by the caller
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0)
        os.dup2(null, 1)
        low, high = sorted((requests, replies))           # keep no other descriptor of the caller open
        os.closerange(3, low)
        os.closerange(low + 1, high)
        os.closerange(high + 1, 1 << 16)
        while True:
            header = _read_exact(requests, _HEADER.size)
            if header is None:
                break
            body = _read_exact(requests, _HEADER.unpack(header)[0])
            if body is None:
                break
            try:
                fn, args = pickle.loads(body)
                reply = _answer(fn, args)
            except BaseException as e:  # noqa: BLE001
                reply = pickle.dumps(("error", RuntimeError(f"bad request: {e}")))
            _write_all(replies, _HEADER.pack(len(reply)) + reply)
    finally:
        os._exit(0)


class _Worker:
    def __init__(self) -> None:
        req_r, req_w = os.pipe()
        rep_r, rep_w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(req_w)
            os.close(rep_r)
            _serve(req_r, rep_w)
        os.close(req_r)
        os.close(rep_w)
        self.pid, self.requests, self.replies, self.owner = pid, req_w, rep_r, os.getpid()

    def call(self, payload: bytes, timeout: float) -> bytes:
        deadline = time.monotonic() + timeout
        try:
            _write_all(self.requests, _HEADER.pack(len(payload)) + payload)
            header = _read_exact(self.replies, _HEADER.size, deadline)
            body = None if header is None else _read_exact(self.replies, _HEADER.unpack(header)[0], deadline)
        except SandboxTimeout:
            self.kill()
            raise
        except BrokenPipeError:
            body = None
        if body is None:
            raise self.reap()
        return body

    def kill(self) -> None:
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.reap()

    def reap(self) -> SandboxCrash:
        self.close()
        _pid, status = os.waitpid(self.pid, 0)
        return _died(status)

    def close(self) -> None:
        for fd in (self.requests, self.replies):
            try:
                os.close(fd)
            except OSError:
                pass


_lock = threading.Lock()
_worker: "_Worker | None" = None


def _forget_in_child() -> None:
    """After a fork of the caller: the worker is the parent's, not ours."""
    global _worker, _lock
    if _worker is not None and _worker.owner != os.getpid():
        _worker.close()
    _worker, _lock = None, threading.Lock()


os.register_at_fork(after_in_child=_forget_in_child)


def stop() -> None:
    """End the worker (it also ends by itself when the caller exits)."""
    global _worker
    with _lock:
        if _worker is not None and _worker.owner == os.getpid():
            _worker.close()
            try:
                os.waitpid(_worker.pid, 0)
            except ChildProcessError:
                pass
        _worker = None


atexit.register(stop)


def run(fn: Callable, args: tuple, timeout: float) -> Any:
    """``fn(*args)`` evaluated in the worker within ``timeout`` seconds; its exception
    is re-raised here.  Raises :class:`SandboxTimeout` or :class:`SandboxCrash`."""
    global _worker
    if timeout <= 0:
        raise SandboxTimeout("timeout")
    try:
        payload = pickle.dumps((fn, args))
    except (pickle.PicklingError, AttributeError, TypeError):
        return _unpack(_forked(fn, args, timeout))
    with _lock:
        if _worker is None or _worker.owner != os.getpid():
            _worker = _Worker()
        worker = _worker
        try:
            body = worker.call(payload, timeout)
        except (SandboxTimeout, SandboxCrash):
            _worker = None
            raise
    return _unpack(body)


def _unpack(body: bytes) -> Any:
    kind, value = pickle.loads(body)
    if kind == "ok":
        return value
    raise value


def _forked(fn: Callable, args: tuple, timeout: float) -> bytes:
    """The pickled outcome of ``fn(*args)`` in a child forked for this call only."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(read)
            faulthandler.disable()
            reply = _answer(fn, args)
            _write_all(write, _HEADER.pack(len(reply)) + reply)
        finally:
            os._exit(0)
    os.close(write)
    deadline = time.monotonic() + timeout
    try:
        header = _read_exact(read, _HEADER.size, deadline)
        body = None if header is None else _read_exact(read, _HEADER.unpack(header)[0], deadline)
    except SandboxTimeout:
        os.kill(pid, signal.SIGKILL)
        raise
    finally:
        os.close(read)
        _pid, status = os.waitpid(pid, 0)
    if body is None:
        raise _died(status)
    return body
