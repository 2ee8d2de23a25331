"""Stage 3, changelog part: the spec's optional ``changelog`` list into the model.

The changelog is the one place a protocol's history is written: the doc's "Changelog" section
renders it, and ``python -m generator diff --format yaml`` prints the entry to paste for the
next version. It is not part of what ``diff`` compares (it records versions; it is not a change
to the protocol). Kept apart from build.py because it is one concept, read from the document.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.errors import SpecError
from generator.spec.load import Document


@dataclass(frozen=True)
class ChangelogEntry:
    """What changed in one released version, as lines (``compatible: action type x added``)."""

    version: str
    changes: list[str] = field(default_factory=list)


def semver(version: str) -> tuple[int, int, int]:
    """``"1.2.3"`` → ``(1, 2, 3)``; the schema has already checked the form."""
    major, minor, patch = version.split(".")
    return int(major), int(minor), int(patch)


def build_changelog(doc: Document) -> list[ChangelogEntry]:
    """The entries, newest first; each version at most once and none above ``protocol.version``."""
    raw = doc.data.get("changelog", [])
    current = doc.data["protocol"]["version"]
    entries: list[ChangelogEntry] = []
    for i, item in enumerate(raw):
        version = item["version"]
        where = doc.at(("changelog", i, "version"))
        if semver(version) > semver(current):
            raise SpecError(where, f"changelog entry {version} is newer than protocol.version {current}")
        if any(e.version == version for e in entries):
            raise SpecError(where, f"changelog lists version {version} twice")
        if entries and semver(version) > semver(entries[-1].version):
            raise SpecError(
                where, f"changelog entries must be newest first: {version} comes after {entries[-1].version}"
            )
        entries.append(ChangelogEntry(version, list(item["changes"])))
    return entries
