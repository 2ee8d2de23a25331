"""The commands tests run as a user would: the generator's command line and git.

One place says how: output captured as text, a timeout so a hung command fails the test instead
of the run, this process's environment with the caller's additions, and for git an identity of
its own (a test machine may have none, or sign commits).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Commits in a test's repository: no user's identity needed, no signing prompt.
GIT_IDENTITY = ("-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false")
# A run cache (generator/output/cache.py) for tests about what a run does rather than how it
# formats: black's output is read back from here across a session (conftest.py turns caching
# off for everything else, and tests/test_cache.py tests the cache itself).
SHARED_CACHE = ROOT / "build" / "test-generator-cache"


Env = Mapping[str, str | None]  # a None value unsets the variable


def run(
    args: list[str], *, cwd: Path = ROOT, env: Env | None = None, timeout: float = 600, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``args`` in ``cwd``, with this process's environment and ``env`` on top (a None value
    unsets the variable), ``stdin`` as its input; never raises on a non-zero exit (the caller
    asserts what it expects)."""
    environment = dict(os.environ)
    for key, value in (env or {}).items():
        if value is None:
            environment.pop(key, None)
        else:
            environment[key] = value
    return subprocess.run(
        args, cwd=cwd, input=stdin, capture_output=True, text=True, timeout=timeout, env=environment, check=False
    )


def generator(
    *args: str, cwd: Path = ROOT, env: Env | None = None, timeout: float = 600
) -> subprocess.CompletedProcess[str]:
    """``python -m generator ARGS`` in ``cwd``. The working tree's generator unless ``cwd`` holds
    one of its own (``-m`` puts ``cwd`` first on the import path; PYTHONPATH, the working tree
    by default, comes after it)."""
    return run(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        env={"PYTHONPATH": str(ROOT), **(env or {})},
        timeout=timeout,
    )


def git(repo: Path, *args: str) -> str:
    """``git ARGS`` in ``repo``; fails the test with git's message when git fails. Its stdout."""
    done = run(["git", *GIT_IDENTITY, *args], cwd=repo, timeout=300)
    assert done.returncode == 0, f"git {' '.join(args)}: {done.stderr}"
    return done.stdout
