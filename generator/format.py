"""Stage 5: format rendered text. Python goes through black, so generated code reads like code
a person wrote and ``check`` compares formatted bytes; TypeScript gets a whitespace tidy."""

from __future__ import annotations

import gc
import re

import black

from generator.render import Files

_MODE = black.Mode(target_versions={black.TargetVersion.PY311}, line_length=100)


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
            try:
                text = black.format_str(text, mode=_MODE)
            except black.InvalidInput as exc:  # a template bug, never a spec error
                raise RuntimeError(f"template produced invalid Python for {path}: {exc}") from exc
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
