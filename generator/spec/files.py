"""Spec file names: ``<name>.v<major>.yaml``. The major in a file name is the protocol id's
``/vN`` (build.py checks it), so two majors of one protocol are two files side by side."""

from __future__ import annotations

import re
from pathlib import Path, PurePath

_FILE_MAJOR = re.compile(r"^(?P<stem>.+)\.v(?P<major>[0-9]+)$")


def spec_file_major(path: PurePath | str) -> int | None:
    """The major a spec's file name states (``console.v2.yaml`` → 2), or None."""
    match = _FILE_MAJOR.match(PurePath(path).name.removesuffix(".yaml"))
    return int(match["major"]) if match else None


def new_file_name(path: Path, major: int) -> Path:
    """``console.v1.yaml`` → ``console.v2.yaml``; ``console.yaml`` → ``console.v2.yaml``."""
    stem = path.name.removesuffix(".yaml")
    match = _FILE_MAJOR.match(stem)
    return path.with_name(f"{match['stem'] if match else stem}.v{major}.yaml")


def newer_major_file(path: Path) -> Path | None:
    """The spec file of this protocol's latest major beside ``path``, when it is a later major
    than ``path``'s (``console.v2.yaml`` beside ``console.v1.yaml``), else None: where a
    breaking change to ``path`` belongs when that major is still being written."""
    stem = path.name.removesuffix(".yaml")
    match = _FILE_MAJOR.match(stem)
    base, major = (match["stem"], int(match["major"])) if match else (stem, 1)
    later = [(m, f) for f in path.parent.glob(f"{base}.v*.yaml") if (m := spec_file_major(f) or 0) > major]
    return max(later)[1] if later else None
