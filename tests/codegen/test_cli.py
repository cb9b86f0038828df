"""``cute-sym codegen``: the issue's command line, JSON output, unverified output, errors."""
import json
import re

from tests.forkserver import shared


def cli(python, repo_env, *args, cwd=None):
    """``python -m cute_sym.cli ARGS`` in a process of its own (a fork of a warm interpreter)."""
    return shared(repo_env).run("cute_sym.cli", list(args), cwd, timeout=300)


def test_issue_command_line(python, repo_env, tmp_path):
    r = cli(python, repo_env, "codegen", "copy", "--src", "(M,N):(N,1)", "--dst", "(M,N):(1,M)",
            "--dtype", "float", "--assume", "M%32==0", "-o", "k.cu", "--ptx", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "index expressions: 18 of 18 proven" in r.stdout and "every access in bounds: proved" in r.stdout
    source = (tmp_path / "k.cu").read_text()
    assert source.count("translation validation: proved") == 18 and "assumptions: M%32==0" in source
    assert "(4 | N checked at launch)" in source and "M % 4" not in source   # 4 | M follows from M%32==0
    assert (tmp_path / "k.cubin").read_bytes()[:4] == b"\x7fELF"
    ptx = (tmp_path / "k.ptx").read_text()
    assert ".target sm_90a" in ptx and "st.global.v4" in ptx


def test_json_summary_and_broadcast(python, repo_env):
    r = cli(python, repo_env, "--json", "codegen", "copy", "--src", "7:0", "--dst", "7:1")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["arguments"] == ["src", "dst"] and data["threads"] == 256
    assert all(c["status"] == "proved" for c in data["certificates"])
    assert "broadcast" in data["plan"] and 'extern "C" __global__' in data["source"]


def test_unverified_is_stamped(python, repo_env, tmp_path):
    r = cli(python, repo_env, "codegen", "copy", "--src", "(8,8):(8,1)", "--dst", "(8,8):(1,8)",
            "--unverified", "-o", str(tmp_path / "t.cu"))
    assert r.returncode == 0, r.stderr
    assert "UNVERIFIED" in (tmp_path / "t.cu").read_text()
    assert re.search(r"index expressions: 0 of \d+ proven", r.stdout) and "in bounds" not in r.stdout
    assert "every access in bounds: UNVERIFIED" in (tmp_path / "t.cu").read_text()


def test_index_function(python, repo_env):
    r = cli(python, repo_env, "codegen", "index", "(4,8):(8,1)")
    assert r.returncode == 0, r.stderr
    assert "return (i & 3) * 8 + (i >> 2);" in r.stdout and "proved" in r.stdout


def test_errors(python, repo_env):
    r = cli(python, repo_env, "codegen", "copy", "--src", "(4,8):(1,4)", "--dst", "(4,4):(1,4)")
    assert r.returncode == 1 and "size(src) == size(dst)" in r.stderr and "Traceback" not in r.stderr
    r = cli(python, repo_env, "codegen", "copy", "--src", "(4,8):(1,4", "--dst", "32:1")
    assert r.returncode == 1 and "--src" in r.stderr and "^" in r.stderr
    r = cli(python, repo_env, "codegen", "copy", "--src", "8:1", "--dst", "8:1", "--ptx")
    assert r.returncode == 2
