"""Spec file names: ``<name>.v<major>.yaml``. The major in a file name is the protocol id's
``/vN`` (build.py checks it), so two majors of one protocol are two files side by side."""

from __future__ import annotations

import glob
import re
from pathlib import Path, PurePath

from generator.project import display

_FILE_MAJOR = re.compile(r"^(?P<stem>.+)\.v(?P<major>[0-9]+)$")


def _stem_and_major(name: str) -> tuple[str, int | None]:
    """``console.v2.yaml`` → ("console", 2); ``console.yaml`` → ("console", None)."""
    stem = name.removesuffix(".yaml")
    match = _FILE_MAJOR.match(stem)
    return (match["stem"], int(match["major"])) if match else (stem, None)


def spec_file_major(path: PurePath | str) -> int | None:
    """The major a spec's file name states (``console.v2.yaml`` → 2), or None."""
    return _stem_and_major(PurePath(path).name)[1]


def new_file_name(path: Path, major: int) -> Path:
    """``console.v1.yaml`` → ``console.v2.yaml``; ``console.yaml`` → ``console.v2.yaml``."""
    return path.with_name(f"{_stem_and_major(path.name)[0]}.v{major}.yaml")


def newer_major_file(path: Path) -> Path | None:
    """The spec file of this protocol's latest major beside ``path``, when it is a later major
    than ``path``'s (``console.v2.yaml`` beside ``console.v1.yaml``), else None: where a
    breaking change to ``path`` belongs, and why ``new-major`` refuses to write another."""
    base, major = _stem_and_major(path.name)
    later = []
    for f in path.parent.glob(f"{glob.escape(base)}.v*.yaml"):
        stem, other = _stem_and_major(f.name)
        if stem == base and other is not None and other > (major or 1):
            later.append((other, f))
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
