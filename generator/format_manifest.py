"""Stage 5, before black: which Python modules need formatting at all.

black is most of a run (~1.3 s of a cold ``check`` of the four specs on 2 cores). Its output is a
pure function of the rendered text, black's version and format.py. So every run writes, beside
the modules, ``python/formatting.json``: for each Python module, the SHA-256 of the text the
templates rendered and of the file black made of it. The next run that renders the same text,
with the same black and format.py, and finds the committed file unchanged (its hash), takes the
committed file as black's output instead of running black again. A fresh clone's ``check``
formats nothing; a spec change formats only the modules it changes.

What this trusts: that the manifest was written by ``generate``. A hand edit of a module changes
its hash, so that module goes through black and ``check`` reports the edit. A hand edit of the
manifest makes its entries miss (black runs) and shows as a diff of the manifest. Only an edit
that also writes the edited module's hash into the manifest would pass: that is intent, not
drift, like editing the generator. ``check --no-reuse`` formats every module regardless, and the
test suite holds every committed module to black's output on its rendered text without the
manifest (tests/test_format.py, tests/test_generate.py).
"""

from __future__ import annotations

import functools
import hashlib
import json
from importlib.metadata import version
from pathlib import Path
from typing import Any

from generator.render import Files

MANIFEST = "python/formatting.json"


@functools.cache
def formatter_key() -> str:
    """What black's output depends on besides the text: black's version (which fixes every
    default) and format.py (the settings, and how modules are cut into pieces and joined)."""
    source = (Path(__file__).resolve().parent / "format.py").read_bytes()
    return f"black {version('black')}; generator/format.py sha256:{hashlib.sha256(source).hexdigest()[:16]}"


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _entries(manifest: str | None) -> dict[str, tuple[str, str]]:
    """``{module: (rendered hash, formatted hash)}``; none when the manifest is missing, is not
    one, or was written for another formatter."""
    try:
        data: Any = json.loads(manifest or "null")
        if data["formatter"] != formatter_key():
            return {}
        return {path: (entry["rendered"], entry["formatted"]) for path, entry in data["modules"].items()}
    except (ValueError, KeyError, TypeError, AttributeError):  # absent, not JSON, another shape
        return {}


def reusable(rendered: Files, committed: Files) -> Files:
    """The committed file of each rendered Python module that the committed manifest vouches for:
    its rendered text and its file both hash as recorded."""
    entries = _entries(committed.get(MANIFEST))
    out: Files = {}
    for path, text in rendered.items():
        on_disk = committed.get(path)
        if on_disk is not None and entries.get(path) == (_sha256(text), _sha256(on_disk)):
            out[path] = on_disk
    return out


def manifest(rendered: Files, formatted: Files, header: str) -> Files:
    """The manifest for this run's Python modules (``rendered``: before black; ``formatted``:
    after); ``header`` is the do-not-edit line, kept under the ``//`` key (JSON has no
    comments)."""
    data = {
        "//": header,
        "formatter": formatter_key(),
        "modules": {
            path: {"rendered": _sha256(text), "formatted": _sha256(formatted[path])}
            for path, text in sorted(rendered.items())
        },
    }
    return {MANIFEST: json.dumps(data, indent=2, ensure_ascii=False) + "\n"}
