"""Stage 5: format rendered text. Python goes through black, so generated code reads like code
a person wrote and ``check`` compares formatted bytes; TypeScript gets a whitespace tidy."""

from __future__ import annotations

import gc
import re
from functools import cache, partial
from importlib.metadata import version
from typing import TYPE_CHECKING

from generator.cache import cached_format
from generator.render import Files

if TYPE_CHECKING:
    from black.mode import Mode

_LINE_LENGTH = 100
# What black's output depends on besides the text: its version (which fixes every default) and
# the two settings given. black itself is imported on the first cache miss, so a check whose
# files are all in the cache (generator/cache.py) skips its ~0.1 s of imports.
_FORMAT_KEY = f"black {version('black')} line_length={_LINE_LENGTH} target_versions=py311"


@cache
def _mode() -> Mode:
    from black.mode import Mode, TargetVersion

    return Mode(target_versions={TargetVersion.PY311}, line_length=_LINE_LENGTH)


def _black(path: str, text: str) -> str:
    from black import format_str
    from black.parsing import InvalidInput

    try:
        return format_str(text, mode=_mode())
    except InvalidInput as exc:  # a template bug, never a spec error
        raise RuntimeError(f"template produced invalid Python for {path}: {exc}") from exc


def format_files(files: Files) -> Files:
    # Black allocates many long-lived objects; full collections over them made formatting grow
    # faster than the text (measured in bench/). Nothing here creates reference cycles worth
    # collecting mid-run, so collection waits until the end.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _format_files(files)
    finally:
        if was_enabled:
            gc.enable()


def _format_files(files: Files) -> Files:
    out: Files = {}
    for path, text in files.items():
        if path.endswith(".py"):
            text = cached_format(text, _FORMAT_KEY, partial(_black, path))
        elif path.endswith(".ts"):
            text = _tidy(text)
        elif path.endswith(".md"):
            text = re.sub(r"\n{3,}", "\n\n", text)  # template seams leave runs of blank lines
        out[path] = text
    return out


def _tidy(text: str) -> str:
    """Template whitespace for languages without a formatter here: no trailing spaces, no runs
    of blank lines, no blank line just inside a block."""
    text = re.sub(r"[ \t]+\n", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    text = re.sub(r"([{(\[]\n)\n+", r"\1", text)
    return re.sub(r"\n\n+(\s*[})\]])", r"\n\1", text)
