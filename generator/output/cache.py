"""A disk cache for the two slow steps of a run that are pure functions of their input:
compiling the templates (Jinja's bytecode) and formatting Python (black's output).

``check`` in a loop (an editor hook, a pre-commit run) renders the same text again and again;
both steps then cost a file read instead of most of a second on the console spec.

- Where: the user's cache folder, ``$XDG_CACHE_HOME/protocol-toolkit`` (``~/.cache/…`` when
  unset), as black and pip keep theirs: the generator is installed into other projects, and its
  own folder (site-packages) is no place to write. Entries are content-addressed, so projects
  and generator versions share the folder safely. ``GENERATOR_CACHE=<folder>`` moves it;
  ``GENERATOR_CACHE=off`` (or ``0``, ``false``, ``no``) turns the cache off.
- What keys an entry: everything the output depends on. A formatted file is named by the
  SHA-256 of ``format.formatter_key()`` (black's version, the hash of format.py) and the
  unformatted text; compiled templates live in a folder named by the hash of the generator's
  code, Jinja's version, the environment's syntax settings and how each filter and test is
  called, and Jinja itself checks each template's source checksum and the Python version.
- What a bad entry does: nothing. Every entry is written to a temporary file and renamed, and
  carries the SHA-256 of its own bytes, so a truncated or edited one is a miss, computed again.
  A cache that cannot be read or written (a read-only checkout) is skipped, never an error.
- Size: formatted entries beyond ``MAX_FORMAT_ENTRIES`` and template folders beyond
  ``MAX_TEMPLATE_FOLDERS`` are pruned, least recently used first, with the temporary files of
  killed runs.
- Trust: the hashes catch damage, not intent. Compiled templates are code the generator runs,
  so a cache folder must be writable only by those who may change the generator (the default
  one, in the user's home, is).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import shutil
import tempfile
import time
from pathlib import Path

import jinja2

ENV_VAR = "GENERATOR_CACHE"
OFF = frozenset({"off", "0", "false", "no", "none"})  # GENERATOR_CACHE values that turn it off
MAX_FORMAT_ENTRIES = 400
MAX_TEMPLATE_FOLDERS = 4  # compiled templates of the generator code used last
_STALE_TEMP_SECONDS = 3600  # a temporary file this old was left by a run that was killed


@functools.cache
def code_key() -> str:
    """The hash of this package's source files, in the compiled templates' key: they hold what a
    filter returned for constant arguments (Jinja folds them at compile time), so any change to
    the generator's code starts fresh ones."""
    digest = hashlib.sha256()
    package = Path(__file__).resolve().parents[1]
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode() + b"\x00" + path.read_bytes() + b"\x00")
    return digest.hexdigest()[:16]


def default_dir() -> Path:
    """``$XDG_CACHE_HOME/protocol-toolkit``, else ``~/.cache/protocol-toolkit``."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "protocol-toolkit"


def cache_dir() -> Path | None:
    """The cache folder, or None when the cache is off."""
    setting = os.environ.get(ENV_VAR, "")
    if setting.strip().lower() in OFF:
        return None
    return Path(setting) if setting else default_dir()


def _encode(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


def text_sha256(text: str) -> str:
    """The SHA-256 of ``text`` as UTF-8 (lone surrogates kept), in hex."""
    return hashlib.sha256(_encode(text)).hexdigest()


def _write_atomically(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def _checked(data: bytes) -> bytes:
    """``data`` behind the SHA-256 of it, as an entry is stored."""
    return hashlib.sha256(data).hexdigest().encode() + b"\n" + data


def _read_checked(path: Path) -> bytes | None:
    """What :func:`_checked` stored at ``path``, or None when it is missing or does not match
    its hash (truncated, edited, another format)."""
    try:
        stored = path.read_bytes()
    except OSError:
        return None
    # recently used: pruned last; a cache we may read but not touch still serves
    with contextlib.suppress(OSError):
        os.utime(path)
    digest, _, data = stored.partition(b"\n")
    return data if digest == hashlib.sha256(data).hexdigest().encode() else None


def _read_entry(path: Path) -> str | None:
    data = _read_checked(path)
    try:
        return None if data is None else data.decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:
        return None


def _entries(folder: Path) -> list[Path]:
    """The entries of ``folder``, after removing the temporary files of killed runs."""
    entries, now = [], time.time()
    for path in folder.iterdir():
        if not path.name.startswith("."):
            entries.append(path)
        elif now - path.stat().st_mtime > _STALE_TEMP_SECONDS:
            path.unlink(missing_ok=True)
    return entries


def _prune(folder: Path, keep: int) -> None:
    """Keep the ``keep`` most recently used entries, and no temporary file of a killed run."""
    entries = _entries(folder)
    if len(entries) <= keep:
        return
    entries.sort(key=lambda p: p.stat().st_mtime)
    for path in entries[: len(entries) - keep]:
        if path.is_dir():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)


def _entry_path(root: Path, text: str, salt: str) -> Path:
    return root / "format" / text_sha256(f"{salt}\x00{text}")


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
        _write_atomically(_entry_path(root, text, salt), _checked(_encode(out)))
        _prune(root / "format", MAX_FORMAT_ENTRIES)
    except OSError:
        pass  # a cache that cannot be written costs only speed


MAX_RUN_RECORDS = 64  # generator/output/inputs.py: one a spec folder and generator state


def lookup_bytes(kind: str, key: str) -> bytes | None:
    """What :func:`store_bytes` kept under ``kind``/``key``, or None."""
    root = cache_dir()
    return None if root is None else _read_checked(root / kind / key)


def store_bytes(kind: str, key: str, data: bytes) -> None:
    root = cache_dir()
    if root is None:
        return
    try:
        _write_atomically(root / kind / key, _checked(data))
        _prune(root / kind, MAX_RUN_RECORDS)
    except OSError:
        pass  # a cache that cannot be written costs only speed


class _CheckedBytecodeCache(jinja2.BytecodeCache):
    """Compiled templates as files, each behind the SHA-256 of its bytes: Jinja checks the
    template source's checksum, not the compiled code, so an entry damaged on disk would
    otherwise be run. A missing, damaged or unreadable entry is compiled again."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def _path(self, bucket: jinja2.bccache.Bucket) -> Path:
        return self.folder / f"{bucket.key}.cache"

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        data = _read_checked(self._path(bucket))
        if data is None:
            return
        try:
            bucket.bytecode_from_string(data)  # also checks Jinja's magic and the source checksum
        except Exception:  # noqa: BLE001 - any entry that does not load is a miss
            bucket.reset()

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        with contextlib.suppress(OSError):
            _write_atomically(self._path(bucket), _checked(bucket.bytecode_to_string()))


def _pass_arg(function: object) -> str:
    """Whether Jinja passes a filter, test or finalize the context, eval context or environment:
    compiled into every call of it."""
    return str(getattr(function, "jinja_pass_arg", None))


def _syntax_key(env: jinja2.Environment) -> str:
    """What the compiled code of a template depends on besides its source and Python: Jinja's
    version, the syntax settings, and how each filter, test and finalize is called."""
    settings = (
        code_key(),
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
        sorted((name, _pass_arg(f)) for name, f in env.filters.items()),
        sorted((name, _pass_arg(f)) for name, f in env.tests.items()),
        env.finalize is not None,
        _pass_arg(env.finalize),
    )
    return text_sha256(repr(settings))[:16]


def bytecode_cache(env: jinja2.Environment) -> jinja2.BytecodeCache | None:
    """A bytecode cache for ``env``'s templates (call it once the filters and tests are set),
    or None when the cache is off or unusable."""
    root = cache_dir()
    if root is None:
        return None
    folder = root / "jinja" / _syntax_key(env)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        os.utime(folder)  # in use: the last to be pruned
        _prune(folder.parent, MAX_TEMPLATE_FOLDERS)  # folders of earlier generator code
        _entries(folder)  # drops the temporary files of killed runs
    except OSError:
        return None
    return _CheckedBytecodeCache(folder)
