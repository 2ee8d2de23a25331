"""Stage 5, before black: which Python modules need formatting at all.

black is most of a run (~1.3 s of a cold ``check`` of the four specs on 2 cores). Its output is a
pure function of the rendered text, black's version and format.py. So every run writes, beside
the modules, ``python/formatting.json``: for each Python module, the SHA-256 of the text the
templates rendered and of the file black made of it. The next run that renders the same text,
with the same black and format.py, and finds the committed file unchanged (its hash), takes the
committed file as black's output instead of running black again. A fresh clone's ``check``
formats nothing; a spec change formats only the modules it changes.

Each entry's rendered hash is taken over the formatter key and the text, so an entry holds only
for the formatter that wrote it: a merge that takes the formatter line from one branch (a new
black, an edit to format.py) and an entry from another makes that entry miss.

What this trusts: that each entry was written by ``generate``. A hand edit of a module changes
its hash, so that module goes through black and ``check`` reports the edit. A hand edit of the
manifest makes its entries miss (black runs) and shows as a diff of the manifest. Only an edit
that also writes the edited module's hash into the manifest would pass: that is intent, not
drift, like editing the generator. ``check --no-reuse`` formats every module regardless, and the
test suite holds every committed module to black's output on its rendered text without the
manifest (tests/test_format.py, tests/test_generate.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from generator.output.cache import text_sha256
from generator.output.files import Files
from generator.output.format import formatter_key

MANIFEST = "python/formatting.json"


def _rendered_hash(text: str, formatter: str) -> str:
    """The hash of a rendered module, bound to the formatter that will format it."""
    return text_sha256(formatter + "\x00" + text)


def _entries(manifest: str | None) -> dict[str, tuple[str, str]]:
    """``{module: (rendered hash, formatted hash)}``; none when the manifest is missing, is not
    one, or was written for another formatter."""
    try:
        data: Any = json.loads(manifest or "null")
        if data["formatter"] != formatter_key():
            return {}
        return {path: (str(entry["rendered"]), str(entry["formatted"])) for path, entry in data["modules"].items()}
    # absent, not JSON, nested past the parser's recursion limit, another shape
    except (ValueError, RecursionError, KeyError, TypeError, AttributeError):
        return {}


def carried_entries(manifest: str | None) -> dict[str, tuple[str, str]]:
    """The entries of a committed manifest, for a run that renders only some of the modules it
    covers (``generate --specs FILE``): the others' entries are carried over unchanged."""
    return _entries(manifest)


def reusable(rendered: Files, committed: Files) -> Files:
    """The committed file of each rendered Python module that the committed manifest vouches for:
    its rendered text and its file both hash as recorded."""
    entries = _entries(committed.get(MANIFEST))
    key = formatter_key()
    out: Files = {}
    for path, text in rendered.items():
        on_disk = committed.get(path)
        if on_disk is not None and entries.get(path) == (_rendered_hash(text, key), text_sha256(on_disk)):
            out[path] = on_disk
    return out


def read_committed(target: Path) -> Files:
    """What :func:`reusable` needs from an output folder, read without failing: its manifest and
    the modules the manifest lists. A file that is missing, unreadable or not UTF-8 is left out
    (its module goes through black); so are paths that leave the folder."""
    manifest_text = _read(target / MANIFEST)
    if manifest_text is None:
        return {}
    files = {MANIFEST: manifest_text}
    for rel in _entries(manifest_text):
        if Path(rel).is_absolute() or ".." in Path(rel).parts:
            continue
        text = _read(target / rel)
        if text is not None:
            files[rel] = text
    return files


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")  # universal newlines, as write.read_tree reads
    except (OSError, UnicodeDecodeError, ValueError):  # ValueError: a NUL in the path
        return None


def manifest(
    rendered: Files, formatted: Files, header: str, carried: dict[str, tuple[str, str]] | None = None
) -> Files:
    """The manifest for this run's Python modules (``rendered``: before black; ``formatted``:
    after), plus ``carried`` entries of modules this run did not render; ``header`` is the
    do-not-edit line, kept under the ``//`` key (JSON has no comments)."""
    key = formatter_key()
    entries = {path: pair for path, pair in (carried or {}).items() if path not in rendered}
    entries.update({path: (_rendered_hash(text, key), text_sha256(formatted[path])) for path, text in rendered.items()})
    data = {
        "//": header,
        "formatter": key,
        "modules": {path: {"rendered": r, "formatted": f} for path, (r, f) in sorted(entries.items())},
    }
    return {MANIFEST: json.dumps(data, indent=2, ensure_ascii=False) + "\n"}
