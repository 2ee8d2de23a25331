"""Work a test run does once, whether it runs in one process or in several (pytest-xdist).

The session fixtures write fixed paths under build/ (the frozen fixtures' output, the shared
vectors, the compiled TypeScript). With ``pytest -n 2`` each worker has its own session, and two
writers of one folder would break each other's reads. ``once(name)`` runs the step under a file
lock and records the run's id (pytest-xdist's ``PYTEST_XDIST_TESTRUNUID``) beside it, so the
second worker waits, sees the step done for this run, and reuses it. Without xdist there is one
session, so the step simply runs.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parent.parent
STAMPS = ROOT / "build" / "once"

T = TypeVar("T")


def once(name: str, step: Callable[[], T], done: Callable[[], T]) -> T:
    """``step()`` the first time ``name`` is asked for in this test run; ``done()`` after."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run is None:
        return step()
    STAMPS.mkdir(parents=True, exist_ok=True)
    stamp = STAMPS / name
    with open(STAMPS / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if stamp.is_file() and stamp.read_text() == run:
            return done()
        result = step()
        stamp.write_text(run)
        return result
