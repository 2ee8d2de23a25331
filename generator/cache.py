"""A disk cache for the two slow steps of a run that are pure functions of their input:
compiling the templates (Jinja's bytecode) and formatting Python (black's output).

``check`` in a loop (an editor hook, a pre-commit run, the test suite) renders the same text
again and again; both steps then cost a file read instead of ~0.4 s each on the console spec.

- Where: ``build/generator-cache/`` in the project (git-ignored), or the folder named by the
  ``GENERATOR_CACHE`` environment variable; ``GENERATOR_CACHE=off`` turns the cache off.
- What keys an entry: everything the output depends on. A formatted file is named by the
  SHA-256 of black's version, its mode and the unformatted text; compiled templates live in a
  folder named by the hash of Jinja's version and the environment's syntax settings, and Jinja
  itself checks each template's source checksum and the Python version.
- What a bad entry does: nothing. An entry is written to a temporary file and renamed, and a
  formatted entry carries the hash of its own text, so a truncated or edited one is a miss.
  A cache that cannot be read or written (a read-only checkout) is skipped, never an error.
- Size: formatted entries beyond ``MAX_FORMAT_ENTRIES`` are pruned, least recently used first.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import jinja2

ENV_VAR = "GENERATOR_CACHE"
DEFAULT_DIR = Path(__file__).resolve().parent.parent / "build" / "generator-cache"
MAX_FORMAT_ENTRIES = 400
_HASH_BYTES = 64  # a SHA-256 in hex, the first line of a formatted entry


def cache_dir() -> Path | None:
    """The cache folder, or None when the cache is off."""
    setting = os.environ.get(ENV_VAR, "")
    if setting.lower() == "off":
        return None
    return Path(setting) if setting else DEFAULT_DIR


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def _read_entry(path: Path) -> str | None:
    """The text of a formatted entry, or None when it is missing or does not match its hash."""
    try:
        stored = path.read_text(encoding="utf-8")
        os.utime(path)  # recently used: pruned last
    except (OSError, UnicodeDecodeError):
        return None
    digest, _, text = stored.partition("\n")
    return text if len(digest) == _HASH_BYTES and digest == _sha256(text) else None


def _prune(folder: Path, keep: int) -> None:
    entries = [p for p in folder.iterdir() if not p.name.startswith(".")]
    if len(entries) <= keep:
        return
    entries.sort(key=lambda p: p.stat().st_mtime)
    for path in entries[: len(entries) - keep]:
        path.unlink(missing_ok=True)


def _entry_path(root: Path, text: str, salt: str) -> Path:
    return root / "format" / _sha256(f"{salt}\x00{text}")


def lookup(text: str, salt: str) -> str | None:
    """What :func:`store` kept for ``text`` under ``salt`` (which must name everything besides
    ``text`` that the output depends on), or None."""
    root = cache_dir()
    return None if root is None else _read_entry(_entry_path(root, text, salt))


def store(text: str, salt: str, out: str) -> None:
    root = cache_dir()
    if root is None:
        return
    try:
        _write_atomically(_entry_path(root, text, salt), f"{_sha256(out)}\n{out}")
        _prune(root / "format", MAX_FORMAT_ENTRIES)
    except OSError:
        pass  # a cache that cannot be written costs only speed


def cached_format(text: str, salt: str, fmt: Callable[[str], str]) -> str:
    """``fmt(text)``, from the cache when an earlier run stored it under the same ``salt``."""
    found = lookup(text, salt)
    if found is not None:
        return found
    out = fmt(text)
    store(text, salt, out)
    return out


class _QuietBytecodeCache(jinja2.FileSystemBytecodeCache):
    """Jinja's file cache (atomic writes, source checksums), minus the errors of a folder
    that cannot be written."""

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def _syntax_key(env: jinja2.Environment) -> str:
    """What the compiled code of a template depends on besides its source and Python."""
    settings = (
        jinja2.__version__,
        env.block_start_string,
        env.block_end_string,
        env.variable_start_string,
        env.variable_end_string,
        env.comment_start_string,
        env.comment_end_string,
        env.line_statement_prefix,
        env.line_comment_prefix,
        env.trim_blocks,
        env.lstrip_blocks,
        env.newline_sequence,
        env.keep_trailing_newline,
        env.optimized,
        env.is_async,
        env.autoescape,
        sorted(env.extensions),
    )
    return _sha256(repr(settings))[:16]


def bytecode_cache(env: jinja2.Environment) -> jinja2.BytecodeCache | None:
    """A bytecode cache for ``env``'s templates, or None when the cache is off or unusable."""
    root = cache_dir()
    if root is None:
        return None
    folder = root / f"jinja-{_syntax_key(env)}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return _QuietBytecodeCache(str(folder), "%s.cache")
