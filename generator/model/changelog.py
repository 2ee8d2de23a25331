"""Stage 3, changelog part: the spec's optional ``changelog`` list into the model.

The changelog is the one place a protocol's history is written: the doc's "Changelog" section
renders it. A version is released when the changelog has an entry for it (``release`` writes
it); the changes since the last release are the ``unreleased`` entry at the top, which ``diff``
keeps true (docs/decisions.md, "Unreleased changes and the release command"). It is not part of what ``diff`` compares (it records versions; it is not a change
to the protocol). Kept apart from build.py because it is one concept, read from the document.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.errors import SpecError
from generator.spec.load import Document

UNRELEASED = "unreleased"  # the version of the entry for the changes since the last release


@dataclass(frozen=True)
class ChangelogEntry:
    """What changed in one released version, as lines (``compatible: action type x added``)."""

    version: str
    changes: list[str] = field(default_factory=list)


def semver(version: str) -> tuple[int, int, int]:
    """``"1.2.3"`` → ``(1, 2, 3)``; the schema has already checked the form."""
    major, minor, patch = version.split(".")
    return int(major), int(minor), int(patch)


def unreleased(entries: list[ChangelogEntry]) -> ChangelogEntry | None:
    """The entry for the changes since the last release, if there are any."""
    return entries[0] if entries and entries[0].version == UNRELEASED else None


def major_released(doc_data: object, version: str) -> bool:
    """Whether the major of ``version`` has been released: its spec's changelog has an entry of
    that major. A spec with no ``changelog`` key keeps no record, and every version it committed
    counts as released (the rule before there was an unreleased state)."""
    if not isinstance(doc_data, dict) or not isinstance(doc_data.get("changelog"), list):
        return True
    major = version.split(".")[0]
    return any(
        isinstance(e, dict) and str(e.get("version", "")).split(".")[0] == major and e.get("version") != UNRELEASED
        for e in doc_data["changelog"]
    )


def build_changelog(doc: Document) -> list[ChangelogEntry]:
    """The entries, newest first; each version at most once and none above ``protocol.version``;
    an ``unreleased`` entry only first."""
    raw = doc.data.get("changelog", [])
    current = doc.data["protocol"]["version"]
    entries: list[ChangelogEntry] = []
    for i, item in enumerate(raw):
        version = item["version"]
        where = doc.at(("changelog", i, "version"))
        if version == UNRELEASED:
            if i:
                raise SpecError(where, "the unreleased entry must come first in the changelog (newest first)")
            entries.append(ChangelogEntry(version, list(item["changes"])))
            continue
        if semver(version) > semver(current):
            raise SpecError(where, f"changelog entry {version} is newer than protocol.version {current}")
        if any(e.version == version for e in entries):
            raise SpecError(where, f"changelog lists version {version} twice")
        if entries and entries[-1].version != UNRELEASED and semver(version) > semver(entries[-1].version):
            raise SpecError(
                where, f"changelog entries must be newest first: {version} comes after {entries[-1].version}"
            )
        entries.append(ChangelogEntry(version, list(item["changes"])))
    return entries
