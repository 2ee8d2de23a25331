"""Stage 5: format rendered text. Python goes through black, so generated code reads like code
a person wrote and ``check`` compares formatted bytes; TypeScript gets a whitespace tidy."""

from __future__ import annotations

import gc
import hashlib
import multiprocessing
import os
import re
import sys
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import cache
from importlib.metadata import version
from pathlib import Path
from typing import TYPE_CHECKING

from generator.output import heads, shapes
from generator.output.cache import lookup, store
from generator.output.files import Files

if TYPE_CHECKING:
    from black.mode import Mode


@cache
def formatter_key() -> str:
    """What this stage's output depends on besides the text: black's version (which fixes every
    default), this file (``_mode()``'s settings, how modules are cut and joined), shapes.py
    (which definitions share black's work) and heads.py (where a head is cut). It names black's output in the run cache
    (generator/output/cache.py) and in the committed manifest (generator/output/manifest.py).
    black itself is imported on the first miss, so a run whose
    modules all hit skips its ~0.1 s of imports."""
    modules = (__file__, shapes.__file__, heads.__file__)
    source = b"\x00".join(Path(module).resolve().read_bytes() for module in modules)
    digest = hashlib.sha256(source).hexdigest()[:16]
    return f"black {version('black')}; generator/output/format.py, shapes.py, heads.py sha256:{digest}"


@cache
def _mode() -> Mode:
    from black.mode import Mode, TargetVersion

    return Mode(target_versions={TargetVersion.PY311}, line_length=100)


def load_black() -> None:
    """Import black now (a process about to fork workers that will all format)."""
    _mode()


def _black(path: str, text: str) -> str:
    from black import format_str
    from black.parsing import InvalidInput

    try:
        return format_str(text, mode=_mode())
    except InvalidInput as exc:  # a template bug, never a spec error
        raise RuntimeError(f"template produced invalid Python for {path}: {exc}") from exc


# black takes ~1 s on the console module, most of a cold `check`. A module is cut into pieces
# at top-level `def`/`class` lines that follow a blank line (no decorator or comment above
# them), and the pieces are formatted on every core: black lays out each top-level definition
# on its own and puts two blank lines between them, so the joined pieces are black's output
# for the whole module (tests/test_format.py holds every generated module to that, and
# test_editor_checks runs `black --check` on the committed ones). A piece that does not parse
# alone (a cut inside a string) sends the whole module through black in one piece.
PIECE_CHARS = 24_000  # a piece ends at the first cut point past this many characters
_CUT = re.compile(r"\n\n(?=(?:def|class) )")
# What makes black look across definitions or keep the author's spacing: formatting switched
# off or skipped (`# fmt: off`, `# fmt: skip`, yapf's), form feeds, and line endings other than
# "\n" (black takes the first line's for the whole file). Such a module is never cut.
_WHOLE_ONLY = re.compile(r"fmt:|yapf:|[\x0c\r]")


def split_module(text: str, size: int | None = None) -> list[str]:
    """``text`` in pieces of at least ``size`` (default ``PIECE_CHARS``) characters, the last
    may be shorter, each starting at a top-level definition, except the first."""
    size = PIECE_CHARS if size is None else size
    if _WHOLE_ONLY.search(text):
        return [text]
    pieces, start = [], 0
    for cut in _CUT.finditer(text):
        end = cut.start() + 1
        if end - start >= size:
            pieces.append(text[start:end])
            start = end
    pieces.append(text[start:])
    return pieces


def join_pieces(pieces: list[str]) -> str:
    """Formatted pieces as one module: two blank lines before each top-level definition (a
    piece that formats to blank lines only, what came before the first definition, is left
    out: black drops a module's leading blank lines)."""
    pieces = [piece for piece in pieces if piece.strip()] or pieces[-1:]
    return "".join(piece.rstrip("\n") + "\n\n\n" for piece in pieces[:-1]) + pieces[-1]


def _black_piece(text: str) -> str | None:
    """black's output for a piece, or None when the piece does not parse alone."""
    from black import format_str
    from black.parsing import InvalidInput

    try:
        return format_str(text, mode=_mode())
    except InvalidInput:
        return None


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))  # the cores this process may use (cgroups, taskset)
    except AttributeError:
        return os.cpu_count() or 1


def _format_pieces(pieces: list[str]) -> list[str | None]:
    """Each piece through black: in forked workers on Linux with more than one core (fork is
    what makes workers cheap: they start with black loaded; it is not safe on macOS), else, or
    when a worker dies, in this process."""
    workers = min(len(pieces), _cpus())
    if workers >= 2 and sys.platform.startswith("linux"):
        _mode()  # imports black here, so that the forked workers start with it loaded
        try:
            # the largest first: a worker that starts the largest last finishes alone
            order = sorted(range(len(pieces)), key=lambda i: -len(pieces[i]))
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
                done = dict(zip(order, pool.map(_black_piece, [pieces[i] for i in order]), strict=True))
            return [done[i] for i in range(len(pieces))]
        except (BrokenProcessPool, OSError):  # a worker killed (out of memory), or no fork
            pass
    return [_black_piece(piece) for piece in pieces]


def _format_python(files: Files) -> Files:
    """black on every file, from the cache where it can (generator/output/cache.py). Each module
    is cut at every top-level definition, and its head (what comes before the first one) before
    each top-level assignment black lays out alone (generator/output/heads.py). The head's first
    and last pieces are formatted alone; its other statements and the definitions once per shape
    (generator/output/shapes.py), the distinct shapes of every module together in pieces of
    ``PIECE_CHARS``. A module any part of which fails goes through black whole."""
    out = {path: lookup(text, formatter_key()) for path, text in files.items()}
    misses = [path for path, found in out.items() if found is None]
    cuts = {path: split_module(files[path], 1) for path in misses}
    heads = {path: _head(files[path], cuts[path][0]) for path in misses}
    keyed = {path: _keyed(cuts[path][1:]) for path in misses}  # module: (shape or text, taken out)
    stated = {path: _keyed([text for _, text in heads[path][1:-1]]) for path in misses}
    alone = [piece for path in misses for piece in _ends(heads[path])]
    groups = _groups(list(dict.fromkeys(key for path in misses for key, _ in keyed[path])))
    statement_groups = _groups(list(dict.fromkeys(key for path in misses for key, _ in stated[path])))
    texts = ["".join(group) for group in groups] + ["\n".join(group) for group in statement_groups]
    formatted = _format_pieces(alone + texts) if misses else []
    by_key = _by_key(groups, formatted[len(alone) : len(alone) + len(groups)], _BETWEEN)
    by_statement = _by_key(statement_groups, formatted[len(alone) + len(groups) :], _STATEMENTS)
    _retry_alone(by_key, by_statement)
    done_alone = iter(formatted[: len(alone)])
    for path in misses:
        ends = [next(done_alone) for _ in _ends(heads[path])]
        middle = [_restored(by_statement[key], taken) for key, taken in stated[path]]
        head_parts = ends[:1] + middle + ends[1:]
        parts = [_joined_head(heads[path], head_parts)] + [_restored(by_key[key], taken) for key, taken in keyed[path]]
        done = [part for part in parts if part is not None]
        text = files[path]
        whole = join_pieces(done) if len(done) == len(parts) else _black(path, text)
        store(text, formatter_key(), whole)
        out[path] = whole
    return {path: text for path, text in out.items() if text is not None}


def _head(text: str, head: str) -> list[tuple[int, str]]:
    """The head's pieces (generator/output/heads.py); one when the module is never cut."""
    return [(0, head)] if _WHOLE_ONLY.search(text) else heads.split_head(head)


def _ends(pieces: list[tuple[int, str]]) -> list[str]:
    """The head's pieces formatted alone: its first and (when there are two or more) its last."""
    return [pieces[0][1]] + ([pieces[-1][1]] if len(pieces) > 1 else [])


def _joined_head(pieces: list[tuple[int, str]], formatted: list[str | None]) -> str | None:
    if any(text is None for text in formatted):
        return None
    return heads.join_head([(blank, text or "") for (blank, _), text in zip(pieces, formatted, strict=True)])


def _keyed(pieces: list[str]) -> list[tuple[str, str]]:
    """Each piece's shape and the characters taken out of it, or the piece itself."""
    return [shapes.shape(piece) or (piece, "") for piece in pieces]


def _by_key(groups: list[list[str]], formatted: list[str | None], between: re.Pattern[str]) -> dict[str, str | None]:
    """black's output for each member of each group, from the group's output cut at ``between``
    (None for every member of a group that does not cut into one part per member)."""
    by_key: dict[str, str | None] = {}
    for group, text in zip(groups, formatted, strict=True):
        parts = [] if text is None else [text] if len(group) == 1 else between.split(text)
        found = parts if len(parts) == len(group) else None
        by_key.update({key: found[i] if found else None for i, key in enumerate(group)})
    return by_key


def _retry_alone(*found: dict[str, str | None]) -> None:
    """Format alone each member of a group whose output did not cut into one part per member
    (a member black lays out with blank lines that ``_BETWEEN`` or ``_STATEMENTS`` cut at, one
    ``_groups`` did not foresee), so that it costs its own formatting, not each of its group's
    modules once through black whole."""
    keys = [(by, key) for by in found for key, text in by.items() if text is None]
    if not keys:
        return
    for (by, key), text in zip(keys, _format_pieces([key for _, key in keys]), strict=True):
        by[key] = text


def _restored(formatted: str | None, taken: str) -> str | None:
    return None if formatted is None else shapes.restore(formatted, taken)


def _groups(texts: list[str]) -> list[list[str]]:
    """``texts`` in runs of at least ``PIECE_CHARS`` characters (the last may be shorter); a
    text with a top-level definition right after another line is a group of its own."""
    groups: list[list[str]] = []
    singles: list[list[str]] = []
    size = PIECE_CHARS
    for text in texts:
        if _INNER_DEFINITION.search(text):
            singles.append([text])
            continue
        if size >= PIECE_CHARS:
            groups.append([])
            size = 0
        groups[-1].append(text)
        size += len(text)
    return groups + singles


# black puts two blank lines before such a definition (an assignment followed by a class, as
# in the template's `Union[…]` before the envelope class), so its output would cut at them.
_INNER_DEFINITION = re.compile(r"[^\n]\n(?:def|class) ")
_BETWEEN = re.compile(r"(?<=\n)\n\n(?=(?:def|class) )")  # definitions formatted together
_STATEMENTS = re.compile(r"(?<=\n)\n(?=\S)")  # statements joined by a blank line (shapes: not ASCII)


def format_files(files: Files) -> Files:
    # Black allocates many long-lived objects; full collections over them made formatting grow
    # faster than the text (measured in bench/). Nothing here creates reference cycles worth
    # collecting mid-run, so collection waits until the end.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        python = _format_python({path: text for path, text in files.items() if path.endswith(".py")})
        return {path: python[path] if path in python else format_other(path, text) for path, text in files.items()}
    finally:
        if was_enabled:
            gc.enable()


def format_other(path: str, text: str) -> str:
    if path.endswith(".ts"):
        return _tidy(text)
    if path.endswith(".md"):
        return _tidy_markdown(text)
    return text


def _tidy_markdown(text: str) -> str:
    """Template seams in markdown: no runs of blank lines, and a blank line before every heading
    (a section whose content is conditional can otherwise end on a table row). Code blocks are
    left as they are."""
    parts = re.split(r"(^```.*?^```$)", text, flags=re.MULTILINE | re.DOTALL)
    for i in range(0, len(parts), 2):  # the even parts are outside code blocks
        part = re.sub(r"([^\n])\n(#{1,6} )", r"\1\n\n\2", parts[i])
        parts[i] = re.sub(r"\n{3,}", "\n\n", part)
    return "".join(parts)


def _tidy(text: str) -> str:
    """Template whitespace for languages without a formatter here: no trailing spaces, no runs
    of blank lines, no blank line just inside a block."""
    text = re.sub(r"[ \t]+\n", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    text = re.sub(r"([{(\[]\n)\n+", r"\1", text)
    return re.sub(r"\n\n+(\s*[})\]])", r"\n\1", text)
