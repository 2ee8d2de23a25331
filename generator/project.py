"""Where a run reads and writes, and how its files are named: the project the specs live in.

The generator is a tool installed into any repository, so nothing here is relative to the
generator's own source. A run takes a spec folder (default ``spec/``) and an output folder
(default ``generated/``) relative to the current directory. Generated files name their spec
relative to the *project* it lives in: the nearest folder above the spec that holds
``pyproject.toml``, ``package.json`` or ``.git`` (the spec folder's parent when there is none),
so headers read ``Source: spec/console.v1.yaml`` wherever the command was run from, and the
regenerate command they print works from that project's root.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

DEFAULT_SPECS = PurePosixPath("spec")
DEFAULT_OUT = PurePosixPath("generated")
_MARKERS = ("pyproject.toml", "package.json", ".git")


# Why a default spec/ may not exist: the commands read it from the current folder.
RUN_FROM_ROOT = "spec/ in the current folder: run from the project's root"


def invoked() -> str:
    """The command as the user ran it, for the commands a message tells them to run: the
    installed script (``protocol-toolkit``), else ``python -m generator``. A hint that named the
    other would fail where the user stands (no venv on PATH, or no script installed). Generated
    files keep ``python -m generator``: their text must not depend on who ran the tool."""
    return "protocol-toolkit" if Path(sys.argv[0]).stem == "protocol-toolkit" else "python -m generator"


def display(path: Path) -> str:
    """A path as a person reads it in a message: relative to the current folder when inside it,
    else as given (so errors name the file the way it was typed)."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def project_root(spec_dir: Path) -> Path:
    """The nearest folder at or above ``spec_dir`` with a project marker, else its parent."""
    start = spec_dir.resolve()
    for folder in (start, *start.parents):
        if any((folder / marker).exists() for marker in _MARKERS):
            return folder
    return start.parent


@dataclass(frozen=True)
class Layout:
    """The folders of one run, resolved, and the project root they are named from."""

    root: Path
    spec_dir: Path
    out_dir: Path

    @classmethod
    def of(cls, specs: Path, out: Path) -> Layout:
        """``specs`` is a spec file or a folder of specs; a file's folder is the spec folder."""
        spec_dir = (specs.parent if specs.suffix in (".yaml", ".yml") or specs.is_file() else specs).resolve()
        return cls(project_root(spec_dir), spec_dir, out.resolve())

    def _relative(self, path: Path) -> PurePosixPath | None:
        try:
            return PurePosixPath(path.relative_to(self.root).as_posix())
        except ValueError:
            return None

    def source_name(self, spec: Path) -> str:
        """How generated headers, docs and vectors name a spec: relative to the project root,
        which is at or above the spec's folder by construction."""
        return spec.resolve().relative_to(self.root).as_posix()

    def regenerate_command(self) -> str:
        """The command, run from the project root, that regenerates this output. Folders other
        than the defaults are named; an output folder outside the project (a scratch run into a
        temporary folder) is not, so such output stays byte-identical to the project's own."""
        command = "python -m generator generate"
        specs = self._relative(self.spec_dir)
        if specs is not None and specs != DEFAULT_SPECS:
            command += f" --specs {specs}"
        out = self._relative(self.out_dir)
        if out is not None and out != DEFAULT_OUT:
            command += f" --out {out}"
        return command
