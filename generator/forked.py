"""Work done in a forked child beside this process's own, for the two halves of a run that do
not depend on each other (the pipeline renders TypeScript, JSON Schema and the docs while this
process renders and formats Python; ``diff`` reads its two specs at once).

The child only ever *computes*: it returns a value through a pipe and writes nothing else.
Whatever goes wrong in it (an exception, a value that does not pickle, a crash, a kill) comes
back as "no result", and the caller does the same work in this process, so every error is
raised here, as a run without the child raises it: the same message, ``file:line:column``,
traceback and exit code, and nothing written. The cost of a failure is doing the work twice;
a spec error is found in well under a second.

Only where forking is cheap and safe: Linux (macOS forks badly once system frameworks are
loaded), two or more cores for this process, and no other thread running (a fork copies the
locks other threads hold). Elsewhere :func:`start` returns None and the caller works alone.
``GENERATOR_FORK=off`` turns it off.
"""

from __future__ import annotations

import contextlib
import gc
import os
import pickle
import signal
import sys
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")
U = TypeVar("U")
ENV_VAR = "GENERATOR_FORK"
_OFF = frozenset({"off", "0", "false", "no", "none"})


def cpus() -> int:
    """The cores this process may use (cgroups, taskset)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def available() -> bool:
    return (
        sys.platform.startswith("linux")
        and hasattr(os, "fork")
        and os.environ.get(ENV_VAR, "").strip().lower() not in _OFF
        and cpus() >= 2
        and threading.active_count() == 1
    )


class Child(Generic[T]):
    """A forked child computing ``work()``; :meth:`result` waits for it."""

    def __init__(self, pid: int, fd: int) -> None:
        self.pid, self._fd = pid, fd

    def result(self) -> tuple[bool, T | None]:
        """(True, what ``work()`` returned), or (False, None) when the child failed in any way."""
        chunks = []
        try:
            while chunk := os.read(self._fd, 1 << 20):
                chunks.append(chunk)
        finally:
            os.close(self._fd)
            _, status = os.waitpid(self.pid, 0)
        if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
            return False, None
        try:
            done, value = pickle.loads(b"".join(chunks))
        except Exception:  # noqa: BLE001 - a truncated or garbled result is no result
            return False, None
        return (True, value) if done else (False, None)

    def beside(self, work: Callable[[], U]) -> tuple[U] | None:
        """``work()`` here while the child runs, as a 1-tuple; None, with the child cancelled,
        when it raises an Exception (the caller redoes the whole run in order, which raises it
        as a run without the child does). An interrupt cancels the child and goes on up."""
        try:
            return (work(),)
        except Exception:  # noqa: BLE001 - raised again by the run in order
            self.cancel()
            return None
        except BaseException:
            self.cancel()
            raise

    def cancel(self) -> None:
        """Stop the child and reap it (this process failed or was interrupted first)."""
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)
        os.close(self._fd)
        os.waitpid(self.pid, 0)


def start(work: Callable[[], T]) -> Child[T] | None:
    """``work()`` in a forked child, or None where forking is not available."""
    if not available():
        return None
    for stream in (sys.stdout, sys.stderr):  # nothing buffered is written twice
        stream.flush()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid:
        os.close(write_end)
        return Child(pid, read_end)
    os.close(read_end)  # the child: from here on, leave only through os._exit
    # what it inherited is never garbage here: left out of collections, whose walks would
    # write to (and so copy) every page it shares with the parent
    gc.freeze()
    code = 0
    try:
        try:
            data = pickle.dumps((True, work()), protocol=pickle.HIGHEST_PROTOCOL)
        except BaseException:  # noqa: BLE001 - the caller redoes the work and raises it itself
            data = pickle.dumps((False, None))
        view = memoryview(data)
        while view:
            view = view[os.write(write_end, view) :]
    except BaseException:  # noqa: BLE001 - the parent went away; nobody to tell
        code = 1
    finally:
        os._exit(code)
