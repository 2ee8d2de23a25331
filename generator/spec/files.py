"""Spec file names: ``<name>.v<major>.yaml``. The major in a file name is the protocol id's
``/vN`` (build.py checks it), so two majors of one protocol are two files side by side."""

from __future__ import annotations

import glob
import re
from pathlib import Path, PurePath

from generator.project import display

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
    breaking change to ``path`` belongs, and why ``new-major`` refuses to write another."""
    stem = path.name.removesuffix(".yaml")
    match = _FILE_MAJOR.match(stem)
    base, major = (match["stem"], int(match["major"])) if match else (stem, 1)
    later = []
    for f in path.parent.glob(f"{glob.escape(base)}.v*.yaml"):
        other = _FILE_MAJOR.match(f.name.removesuffix(".yaml"))
        if other and other["stem"] == base and int(other["major"]) > major:
            later.append((int(other["major"]), f))
    return max(later)[1] if later else None


def put_back(path: Path, ref: str) -> str:
    """The git command that puts ``path`` back as it is at ``ref``, runnable from the current
    folder (inside the repository or not), and the one that shows the edit to move first."""
    folder = path.resolve().parent
    repo = next((d for d in (folder, *folder.parents) if (d / ".git").exists()), None)
    if repo is not None and Path.cwd().resolve().is_relative_to(repo):
        where, name = "git ", display(path)
    else:  # run from outside the spec's repository: git runs in the spec's folder
        where, name = f"git -C {display(path.parent)} ", f"./{path.name}"
    return f"`{where}diff {ref} -- {name}` shows your edit; `{where}checkout {ref} -- {name}` undoes it"
