"""``check`` on a tree nothing has changed: answered from a record of the last run, without
loading, building, rendering or formatting anything.

A run's output is a pure function of its inputs: the spec files it reads (every ``*.yaml`` of
the spec folder, since a one-spec run reads its siblings for the shared index), the folders
given and the current folder (the headers name the spec and the command relative to them),
the generator's code and templates, black's version and Jinja's, and Python's. ``generate``,
and a ``check`` that found the tree current, store under the hash of all of these the SHA-256
of every file the run produced. A later ``check`` whose inputs hash the same reads the output
folder and compares: the same files (no stray, none missing) with the same hashes means the
tree is current. Any difference, a hand edit included, falls back to the full run, which prints
the diff. So what this trusts is the generator's determinism (tests/test_generate.py holds it
byte for byte across runs and hash seeds) and the record's integrity (generator/output/cache.py
stores it behind its own SHA-256).

Records live in the run cache (generator/output/cache.py: ``GENERATOR_CACHE=off`` turns them
off with it), not in the output folder: a hash of the generator's code in a committed file
would make every change to the generator a change to every generated tree. A fresh clone's
first ``check`` therefore renders (and records); so does a run with a target registered from
outside the generator, whose code this key cannot see.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from importlib.metadata import entry_points
from pathlib import Path

import jinja2

from generator.output.cache import code_key, lookup_bytes, store_bytes, text_sha256
from generator.output.files import Files
from generator.output.format import formatter_key
from generator.output.write import BUILD_OUTPUT, read_files

_SALT = "generator run record 1"


def _templates_key() -> str:
    from generator.targets.base import templates_folder

    digest = hashlib.sha256()
    root = templates_folder()
    for path in sorted(root.rglob("*")):
        if path.is_file():
            digest.update(path.relative_to(root).as_posix().encode() + b"\x00" + path.read_bytes() + b"\x00")
    return digest.hexdigest()


def run_key(specs: Path, out: Path) -> str | None:
    """The hash of everything a run of ``specs`` into ``out`` depends on, or None when it
    cannot be known (a target from outside, specs that cannot be read)."""
    from generator.targets import ENTRY_POINTS, ENV_VAR

    if os.environ.get(ENV_VAR, "").strip() or entry_points(group=ENTRY_POINTS):
        return None
    folder = specs if specs.is_dir() else specs.parent
    digest = hashlib.sha256(_SALT.encode())
    for part in (str(specs), str(out), os.getcwd(), str(specs.resolve()), str(out.resolve())):
        digest.update(part.encode("utf-8", "surrogatepass") + b"\x00")
    for part in (code_key(), _templates_key(), formatter_key(), jinja2.__version__, sys.version):
        digest.update(part.encode() + b"\x00")
    try:
        for path in sorted(folder.glob("*.yaml")):
            digest.update(path.name.encode("utf-8", "surrogatepass") + b"\x00" + path.read_bytes() + b"\x00")
    except OSError:
        return None
    return digest.hexdigest()


def record(key: str | None, files: Files) -> None:
    """Keep, under ``key``, the hash of each file a run produced."""
    if key is None:
        return
    hashes = {rel: text_sha256(text) for rel, text in files.items()}
    store_bytes("runs", key, json.dumps(hashes, sort_keys=True).encode())


def unchanged(key: str | None, out: Path, whole_folder: bool) -> int | None:
    """The number of files, when ``out`` holds exactly what the run recorded under ``key``
    produced (for a whole folder: and nothing else); else None."""
    data = None if key is None else lookup_bytes("runs", key)
    if data is None:
        return None
    try:
        hashes = json.loads(data)
    except ValueError:
        return None
    if not isinstance(hashes, dict):
        return None
    if whole_folder and set(_listing(out)) - set(hashes):  # a stray file
        return None
    try:
        on_disk = read_files(out, hashes)
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    if len(on_disk) != len(hashes) or any(text_sha256(text) != hashes[rel] for rel, text in on_disk.items()):
        return None
    return len(hashes)


def _listing(out: Path) -> list[str]:
    """Every file under ``out`` as ``check`` sees the folder: build output aside."""
    found = []
    for folder, dirs, names in os.walk(out):
        dirs[:] = [d for d in dirs if d not in BUILD_OUTPUT and not d.endswith(".egg-info")]
        rel = Path(folder).relative_to(out)
        found += [(rel / name).as_posix() for name in names]
    return found
