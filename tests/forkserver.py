"""Test helper: ``python -m MODULE ARGS`` as a forked copy of one warm interpreter.

Each CLI test command used to start a fresh interpreter and re-import sympy, xDSL, z3 and
islpy (about half a second before the command's own work).  Here one server process,
started with the same environment as the subprocesses were, imports those once; each
command is then a ``fork()`` of it that sets ``sys.argv``, the working directory and the
file descriptors 0/1/2 and runs the module as ``__main__`` (``runpy``, as ``-m`` does),
exiting with its status.  A command still runs in a process of its own: its stdout and
stderr are the bytes it wrote to fds 1 and 2, its exit status (or signal) is the
process's, and no state passes from one command to the next.  What the subprocess gave
and this does not: a fresh interpreter start-up per command (``tests/cli/
test_docs_commands.py`` checks one command both ways) and a hash seed per command (the
server's is random per session).

``shared(env).run(module, args, cwd, timeout, input)`` returns a ``subprocess.CompletedProcess``
(text), like ``subprocess.run([python, "-m", module, *args], capture_output=True, text=True,
env=env, cwd=cwd, timeout=timeout, input=input)``; ``cwd`` defaults to the test process's.
"""
from __future__ import annotations

import atexit
import json
import locale
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile

PRELOAD = ("cute_sym", "cute_sym.cli", "cute_sym.dialect.opt", "solver", "codegen", "z3", "islpy", "sympy")


# ------------------------------------------------------------------ the server (a process of its own)
def _child(req: dict) -> None:
    """In the forked child: become ``python -m MODULE ARGS`` in ``cwd``; never returns."""
    import runpy
    code = 1
    try:
        os.chdir(req["cwd"])
        for fd, (path, flags) in enumerate(((req["stdin"], os.O_RDONLY), (req["stdout"], os.O_WRONLY),
                                            (req["stderr"], os.O_WRONLY))):
            f = os.open(path, flags)
            os.dup2(f, fd)
            os.close(f)
        sys.argv = [req["module"], *req["args"]]
        sys.path[0] = os.getcwd()                     # what ``-m`` puts first
        _forget(req["module"])
        try:
            runpy.run_module(req["module"], run_name="__main__", alter_sys=True)
            code = 0
        except SystemExit as e:                       # the interpreter's own handling of SystemExit
            if e.code is None:
                code = 0
            elif isinstance(e.code, int):
                code = e.code
            else:
                print(e.code, file=sys.stderr)
                code = 1
        except BaseException:
            import traceback
            traceback.print_exc()
            code = 1
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                code = code or 120                    # as the interpreter does when the final flush fails
    finally:
        os._exit(code & 0xFF)


def _forget(module: str) -> None:
    """Un-import ``module`` (its dependencies stay): under ``-m`` it is not imported before it
    runs as ``__main__``, and an ``import`` of it from the command executes it afresh."""
    sys.modules.pop(module, None)
    parent, _, name = module.rpartition(".")
    if parent in sys.modules and hasattr(sys.modules[parent], name):
        delattr(sys.modules[parent], name)


def serve() -> None:
    """Read one JSON request per line on stdin; answer ``{"pid": P}`` then ``{"status": S}``."""
    for name in PRELOAD:
        try:
            __import__(name)
        except Exception:                             # the command will fail on it as it would have
            pass
    requests, replies = sys.stdin.buffer, sys.stdout
    for line in requests:
        req = json.loads(line)
        pid = os.fork()
        if pid == 0:
            _child(req)
        replies.write(json.dumps({"pid": pid}) + "\n")
        replies.flush()
        _, status = os.waitpid(pid, 0)
        replies.write(json.dumps({"status": os.waitstatus_to_exitcode(status)}) + "\n")
        replies.flush()


# ------------------------------------------------------------------ the client (in the test process)
class ForkServer:
    """One server per environment; restarted if it dies."""

    def __init__(self, env: dict):
        self.env = env
        self.proc: subprocess.Popen | None = None
        self.home = tempfile.mkdtemp(prefix="cute-sym-forkserver-")   # an empty folder: the server's cwd

    def _start(self) -> subprocess.Popen:
        if self.proc is None or self.proc.poll() is not None:
            self.proc = subprocess.Popen([sys.executable, __file__], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, env=self.env, cwd=self.home)
        return self.proc

    def _reply(self, timeout: float | None) -> dict:
        out = self.proc.stdout
        if timeout is not None and not select.select([out], [], [], timeout)[0]:
            raise TimeoutError
        line = out.readline()
        if not line:
            raise RuntimeError("the fork server died")
        return json.loads(line)

    def run(self, module: str, args: list[str], cwd=None, timeout: float | None = None,
            input: str | None = None) -> subprocess.CompletedProcess:
        proc = self._start()
        cwd = os.getcwd() if cwd is None else cwd
        with tempfile.TemporaryDirectory() as scratch:
            paths = {k: os.path.join(scratch, k) for k in ("stdin", "stdout", "stderr")}
            for k, p in paths.items():
                with open(p, "w", encoding=locale.getpreferredencoding(False)) as f:
                    f.write(input if k == "stdin" and input is not None else "")
            if input is None:
                paths["stdin"] = os.devnull
            req = {"module": module, "args": list(args), "cwd": str(cwd), **paths}
            proc.stdin.write((json.dumps(req) + "\n").encode())
            proc.stdin.flush()
            pid = self._reply(None)["pid"]
            try:
                status = self._reply(timeout)["status"]
            except TimeoutError:
                os.kill(pid, signal.SIGKILL)
                self._reply(None)
                raise subprocess.TimeoutExpired([module, *args], timeout)
            out, err = (_text(paths[k]) for k in ("stdout", "stderr"))
        return subprocess.CompletedProcess([sys.executable, "-m", module, *args], status, out, err)

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=30)
        self.proc = None
        shutil.rmtree(self.home, ignore_errors=True)


_SERVERS: dict = {}


def shared(env: dict) -> ForkServer:
    """The one server of this test process for ``env`` (stopped when the process exits)."""
    key = tuple(sorted(env.items()))
    if key not in _SERVERS:
        _SERVERS[key] = ForkServer(dict(env))
        if len(_SERVERS) == 1:
            atexit.register(lambda: [s.close() for s in _SERVERS.values()])
    return _SERVERS[key]


def _text(path: str) -> str:
    """The file's bytes decoded as ``subprocess.run(text=True)`` decodes a pipe."""
    with open(path, encoding=locale.getpreferredencoding(False), newline=None) as f:
        return f.read()


if __name__ == "__main__":
    sys.path[0] = os.getcwd()                         # not this file's folder: an empty one, as -m has
    serve()
