"""Diff, part 3: print what generator/versioning/diff.py found, for people (text), changelogs (markdown,
yaml), tools (json) and GitHub Actions (annotations). Renderers return text; nothing here
decides a class or an exit code.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from generator.errors import Position
from generator.model.changelog import UNRELEASED, ChangelogEntry
from generator.project import display, invoked
from generator.spec.files import newer_major_file, put_back
from generator.versioning.changelog_text import entry_lines as entry_text
from generator.versioning.diff import Change, SpecDiff
from generator.versioning.facts import Located
from generator.versioning.history import InputError, git
from generator.versioning.rule import CLASS_LEVEL, LEVELS
from generator.versioning.unreleased import reader_lines


@dataclass(frozen=True)
class Unpaired:
    """A spec on one side only (``new`` since the ref, or ``retired``: gone from the tree), or a
    line about how it is compared (``renamed``: under the name it had at the ref; ``diverged``:
    the ref is not an ancestor of HEAD, and its text of the spec is not their merge base's)."""

    source: str
    status: str  # "new" / "retired" / "renamed" / "diverged"
    ref: str
    protocol_id: str = ""
    version: str = ""
    since: str = ""  # new: the commit that added it, if committed; renamed: its old name; diverged: the merge base
    first_entry: ChangelogEntry | None = None  # new and committed: its changelog's entry for its first version

    @property
    def text(self) -> str:
        if self.status == "new" and self.since:
            return (
                f"{self.protocol_id} version {self.version}, added in commit {self.since} "
                f"(not at {self.ref}): checked from there"
            )
        if self.status == "new":
            return f"{self.protocol_id} version {self.version} (not at {self.ref}; nothing to compare)"
        if self.status == "renamed":
            return f"was {self.since} at {self.ref} (the same protocol id): compared with it"
        if self.status == "diverged":
            return (
                f"{self.ref} is not an ancestor of HEAD and changed this spec after this branch left it: "
                f"compared with where the branch started (their merge base {self.since}); rebase on "
                f"{self.ref} before merging"
            )
        return f"at {self.ref}, not in the working tree: its packages are no longer generated"


Result = SpecDiff | Unpaired


def changelog_entry(r: SpecDiff) -> ChangelogEntry:
    """The entry for the version the changes need (the new version when it fits, and always for
    a release committed since the ref: it was released as that)."""
    if r.pending is not None:
        return ChangelogEntry(UNRELEASED, r.pending.expected)
    lines = reader_lines(r.changes) or ["no changes to the protocol"]
    return ChangelogEntry(r.verdict.suggested if r.committed is None else r.new.protocol.version, lines)


def changelog_note(r: SpecDiff) -> str | None:
    """A reminder, for a spec that keeps a changelog, when the new version has no entry."""
    p = r.new.protocol
    if not p.changelog or not r.verdict.ok or r.verdict.bump == "none":
        return None
    if any(e.version == p.version for e in p.changelog):
        return None
    return f"no changelog entry for {p.version}: `{_yaml_command(r)}` prints one to paste"


def _has_changelog_key(r: SpecDiff) -> bool:
    """Whether the new spec has a ``changelog:`` line to paste an entry under (an empty list
    counts: a second ``changelog:`` would be a duplicate key)."""
    data = r.new.doc.data
    return isinstance(data, dict) and "changelog" in data


def _entry_goes(r: SpecDiff) -> str:
    if not _has_changelog_key(r):
        return "add at the end of the file"
    if r.new.doc.data["changelog"] == []:  # `changelog: []`: a block list cannot follow it
        return "replace `changelog: []` with `changelog:` and paste under it"
    return "paste under `changelog:`"


def _yaml_command(r: SpecDiff) -> str:
    """The ``diff`` that prints the changelog entry for ``r``."""
    new = r.new.protocol.source
    if r.ref is None:
        return f"{invoked()} diff --format yaml {r.old.protocol.source} {new}"
    return f"{invoked()} diff --against {r.ref} --format yaml {new}"


def next_step(r: SpecDiff) -> str | None:
    """What to do about a version that does not fit, as commands to run: a new major is a new
    file (``new-major``); a minor or patch is a version bump and a changelog entry."""
    v, new = r.verdict, r.new.protocol.source
    if v.ok:
        return None
    if r.committed is not None:  # the working tree's edits cannot change a commit
        return (
            f"commit {r.committed} is one of the range's: amend it if it is not published yet; "
            f"if it is, diff against it (`--against {r.committed}`) to check what came after"
        )
    if v.required == "major":
        newer = newer_major_file(Path(new))
        if newer is not None:  # `new-major` refuses: a later major has its file already
            back = f"put this file back ({put_back(Path(new), r.ref)})" if r.ref else "undo it here"
            return (
                f"a breaking change belongs to a new major, and {display(newer)} is a later one: "
                f"{back} and make the change there"
            )
        start = f"{invoked()} new-major {new}" + (f" --against {r.ref}" if r.ref else "")
        moved = f" (it moves this file's changes since {r.ref} there and puts this file back)" if r.ref else ""
        return f"a new major is a new file: run `{start}`{moved}, then `{invoked()} generate`"
    if r.pending is not None:  # a version raised by hand between releases
        return f"set `version: {r.old.protocol.version}` back; `{invoked()} release {new}` raises it when you release"
    if v.required == "none":  # nothing changed: only the version is wrong
        return f"set `version: {v.suggested}` (or the next patch or minor version)"
    if r.ref is not None:  # history to release from: the release command does all of it
        return f"run `{invoked()} release {new}`: it sets `version: {v.suggested}`, writes its changelog entry and regenerates"
    entry = f"{_entry_goes(r)} what `{_yaml_command(r)}` prints"
    return f"set `version: {v.suggested}`, {entry}, then run `{invoked()} generate`"


def verdict_text(r: SpecDiff) -> str:
    """The verdict; for a release committed since the ref that broke the rule, which commit it is
    (a commit of the branch being checked can still be amended; a published one cannot, and a
    later ref leaves it out)."""
    if r.committed is None or r.verdict.ok:
        return r.verdict.text
    return f"{r.verdict.text} (in commit {r.committed})"


def text(results: list[Result]) -> str:
    lines: list[str] = []
    for r in results:
        if isinstance(r, Unpaired):
            lines.append(f"{r.source}: {r.status}: {r.text}")
            continue
        lines += [f"{c.where}: {c.cls}: {c.text}" for c in r.changes]
        v = r.verdict
        lines.append(f"{v.where}: {'ok' if v.ok else 'error'}: {verdict_text(r)}")
        for label, line in (("next", next_step(r)), ("note", changelog_note(r) if r.committed is None else None)):
            if line:
                lines.append(f"{v.where}: {label}: {line}")
        lines += pending_lines(r)
    return "\n".join(lines)


def pending_lines(r: SpecDiff) -> list[str]:
    """What ``diff`` did about, or says of, the unreleased changelog entry (nothing when the
    verdict failed: its error and next step come first, and no entry can make it fit)."""
    p, where, spec = r.pending, r.verdict.where, r.new.protocol.source
    if p is None or not r.verdict.ok:
        return []
    if not p.current:  # --check: written nowhere, so say what it should say
        quoted = [f"    - {json.dumps(line, ensure_ascii=False)}" for line in p.expected] or ["    (no entry)"]
        return [
            f"{where}: error: the unreleased changelog entry does not list the changes since the last release; "
            "it should say:",
            *quoted,
            f"{where}: next: run `{invoked()} diff --against {r.ref} {spec}` (without --check): it writes the entry",
        ]
    if not p.expected:
        return [f"{where}: note: removed the unreleased changelog entry"] if p.wrote else []
    count = f"{len(p.expected)} change{'s' if len(p.expected) != 1 else ''}"
    done = "wrote the unreleased changelog entry" if p.wrote else "the unreleased changelog entry lists them"
    return [f"{where}: note: {done} ({count}); `{invoked()} release {spec}` releases them"]


def markdown(results: list[Result]) -> str:
    """The changelog entry as the doc's Changelog section prints it; for several specs or
    releases, an entry for each that changed, newest first within a spec as a changelog lists
    them, each under a comment naming its protocol. A spec new since the ref adds the entry its
    first commit has for its version (``new-major`` writes one)."""
    diffs = [r for r in results if isinstance(r, SpecDiff)]
    firsts = [(u.protocol_id, u.first_entry) for u in results if isinstance(u, Unpaired) and u.first_entry]
    several = len(diffs) + len(firsts) > 1
    if several:  # those that did not change have no entry
        diffs = [r for r in diffs if r.changes or r.verdict.bump != "none"] or diffs[:1]
    blocks: list[tuple[str, int, str]] = []  # (protocol id, order, block)
    for order, r in enumerate(diffs):
        blocks.append((r.new.protocol.id, order, _entry_block(changelog_entry(r))))
    blocks += [(protocol_id, -1, _entry_block(entry)) for protocol_id, entry in firsts]
    ids = list(dict.fromkeys(protocol_id for protocol_id, _, _ in blocks))
    blocks.sort(key=lambda b: (ids.index(b[0]), -b[1]))
    return "\n\n".join((f"<!-- {pid} -->\n" if several else "") + block for pid, _, block in blocks)


def _entry_block(entry: ChangelogEntry) -> str:
    return f"### {entry.version}\n\n" + "\n".join(f"- {line}" for line in entry.changes)


def yaml(results: list[Result]) -> str:
    """The changelog entry to paste at the top of the spec's ``changelog:`` list, for each spec
    that changed or moved its version (an untouched spec needs no entry); a spec with no
    changelog yet gets the ``changelog:`` line too."""
    blocks = []
    for r in results:
        # a release committed since the ref has its entry already
        if isinstance(r, SpecDiff) and r.committed is None and (r.changes or r.verdict.bump != "none"):
            entry = changelog_entry(r)
            if r.pending is not None:
                blocks.append(
                    f"# {r.new.protocol.source}: the unreleased entry (`diff` writes it)\n"
                    + "\n".join(f"  {line}" for line in entry_text(entry.version, entry.changes))
                )
                continue
            if any(e.version == entry.version for e in r.new.protocol.changelog):
                blocks.append(f"# {r.new.protocol.source}: its changelog has an entry for {entry.version} already")
                continue
            has_changelog = _has_changelog_key(r)
            where = _entry_goes(r) + (" (newest first)" if has_changelog else "")
            lines = [f"# {r.new.protocol.source}: {where}"] + ([] if has_changelog else ["changelog:"])
            lines += [f"  - version: {entry.version}", "    changes:"]
            lines += [f"      - {json.dumps(line, ensure_ascii=False)}" for line in entry.changes]
            blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def _where(p: Position) -> dict[str, object]:
    return {"file": p.source, "line": p.line, "column": p.column}


def _change_json(c: Change) -> dict[str, object]:
    return {"class": c.cls, "text": c.text, **_where(c.where), "anchor": _where(c.anchor)}


def _side(located: Located) -> dict[str, object]:
    p = located.protocol
    return {"source": p.source, "id": p.id, "version": p.version}


def as_json(results: list[Result]) -> str:
    specs: list[dict[str, object]] = []
    for r in results:
        if isinstance(r, Unpaired):
            specs.append(
                {"status": r.status, "source": r.source, "ref": r.ref, "id": r.protocol_id, "version": r.version}
            )
            continue
        v, entry = r.verdict, changelog_entry(r)
        specs.append(
            {
                "status": "ok" if v.ok else "error",
                "committed": r.committed,
                "old": _side(r.old),
                "new": _side(r.new),
                "required": v.required,
                "bump": v.bump,
                "suggested": v.suggested,
                "verdict": verdict_text(r),
                "next": next_step(r),
                "version_at": _where(v.where),
                "changes": [_change_json(c) for c in r.changes],
                "changelog": {"version": entry.version, "changes": entry.changes},
                "unreleased": (
                    None
                    if r.pending is None
                    else {"expected": r.pending.expected, "written": r.pending.written, "current": r.pending.current}
                ),
            }
        )
    ok = all(s["status"] != "error" for s in specs) and all(
        r.pending is None or r.pending.current for r in results if isinstance(r, SpecDiff)
    )
    return json.dumps({"ok": ok, "specs": specs}, ensure_ascii=False, indent=2)


def _escape(text: str, prop: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if prop else text


def github_annotation(level: str, at: Position, title: str, message: str) -> str:
    """One annotation, on its file and line. A place in a committed text (``REV:path``, a
    release ``diff --against`` went through) is no file of the checkout: that annotation has no
    file, and says where in its message."""
    if ":" in at.source:
        return f"::{level} title={_escape(title, True)}::{_escape(f'{at}: {message}')}"
    where = _escape(repository_path(at.source), True)
    props = f"file={where},line={at.line},col={at.column},title={_escape(title, True)}"
    return f"::{level} {props}::{_escape(message)}"


def repository_path(source: str) -> str:
    """A file as GitHub names it in an annotation: from the repository's root, so a run in a
    subfolder (a project inside a monorepo, a step with a ``working-directory``) still lands on
    its file. A file outside any repository stays as given."""
    root = _repository_root()
    if root is None:
        return source
    try:
        return Path(source).resolve().relative_to(root).as_posix()
    except ValueError:
        return source


@functools.cache
def _repository_root() -> Path | None:
    try:
        shown = git(Path.cwd(), "rev-parse", "--show-toplevel")
    except InputError:  # no git at all
        return None
    return Path(shown.stdout.strip()).resolve() if shown.returncode == 0 else None


def github(results: list[Result]) -> str:
    """GitHub Actions annotations. A change the version does not cover is an ``error`` on its
    line; other breaking changes are ``warning``s, the rest ``notice``s. Removals are annotated
    where they hung in the new file (the old file is not in the checkout)."""
    out: list[str] = []
    for r in results:
        if isinstance(r, Unpaired):
            out.append(github_annotation("notice", Position(r.source, 1, 1), f"protocol spec {r.status}", r.text))
            continue
        v = r.verdict
        allowed = LEVELS.index(v.bump) if v.bump in LEVELS else 0
        for c in r.changes:
            uncovered = not v.ok and LEVELS.index(CLASS_LEVEL[c.cls]) > allowed
            level = "error" if uncovered else "warning" if c.cls == "breaking" else "notice"
            moved = f" (was at {c.where})" if c.where != c.anchor else ""
            out.append(github_annotation(level, c.anchor, f"protocol change: {c.cls}", c.text + moved))
        step = next_step(r)
        message = verdict_text(r) + (f". Next: {step}" if step else "")
        out.append(github_annotation("notice" if v.ok else "error", v.where, "protocol version", message))
        if r.pending is not None and not r.pending.current:
            said = "\n".join(pending_lines(r))
            out.append(github_annotation("error", v.where, "unreleased changelog entry", said))
    return "\n".join(out)


FORMATS: dict[str, Callable[[list[Result]], str]] = {
    "text": text,
    "markdown": markdown,
    "yaml": yaml,
    "json": as_json,
    "github": github,
}


def render(results: list[Result], fmt: str) -> str:
    if fmt not in FORMATS:
        raise ValueError(f"unknown diff format '{fmt}'")
    return FORMATS[fmt](results)
