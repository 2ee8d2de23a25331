"""The unreleased state (spec/README.md, "The unreleased state"): which side of a diff is a
release, which changes wait for one, and the ``unreleased`` changelog entry that lists them.

A version is released when the spec's changelog has an entry for it; a major is released when
the changelog has an entry of that major (generator/model/changelog.py). Between releases the
version stays where it is and the changes accumulate in the ``unreleased`` entry, which
``diff`` writes and CI (``diff --check``) holds true. A spec with no ``changelog`` key keeps
the rule of before: every version it commits is a release.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from generator.model.changelog import UNRELEASED, major_released, unreleased
from generator.spec.load import load_text
from generator.versioning.changelog_text import put_entry
from generator.versioning.diff import Change, SpecDiff, diff_specs
from generator.versioning.facts import Located
from generator.versioning.rule import Pending, check_unreleased

# Changes a reader of the protocol learns nothing from when the entry lists anything else: they
# follow from another change (the tool's examples are assembled from the variants' examples, so
# an action added or an example edited changes them too). spec/README.md, "`changelog`".
DERIVED = frozenset({"tool examples changed"})


def reader_lines(changes: list[Change], before: list[str] | None = None) -> list[str]:
    """A changelog entry's lines for ``changes``: each as ``class: what``, the derived ones left
    out unless nothing else changed, after ``before`` (an unreleased major's entry so far)."""
    lines = [f"{c.cls}: {c.text}" for c in changes if c.text not in DERIVED]
    if not lines:
        lines = [f"{c.cls}: {c.text}" for c in changes]
    return list(dict.fromkeys([*(before or []), *lines]))


def keeps_changelog(located: Located) -> bool:
    data = located.doc.data
    return isinstance(data, dict) and "changelog" in data


def open_major(located: Located) -> bool:
    """Whether ``located``'s major has not been released yet (a v2 before its first release)."""
    return not major_released(located.doc.data, located.protocol.version)


def is_release(old: Located, new: Located) -> bool:
    """Whether ``new`` releases what came since ``old``: no unreleased entry, and a new version
    or the first release of a major that was unreleased at ``old``."""
    if not keeps_changelog(new):
        return new.protocol.version != old.protocol.version
    if unreleased(new.protocol.changelog) is not None:
        return False
    if new.protocol.version != old.protocol.version:  # released: its entry is written (release writes both)
        return any(e.version == new.protocol.version for e in new.protocol.changelog)
    return open_major(old) and not open_major(new)


def judge(old: Located, new: Located, working: bool) -> SpecDiff:
    """``diff_specs``, with the version rule that fits: the strict rule for a release (and for a
    spec that keeps no changelog), the unreleased rule for a working tree that is no release."""
    result = diff_specs(old, new)
    if is_release(old, new) or not keeps_changelog(new):
        if open_major(old) and new.protocol.version == old.protocol.version:
            text = f"first release of major {new.protocol.version.split('.')[0]}: version {new.protocol.version}"
            result.verdict = replace(result.verdict, ok=True, text=text, suggested=new.protocol.version)
        return result
    if not working:
        return result
    classes = [c.cls for c in result.changes]
    result.verdict = check_unreleased(old, new, classes, not open_major(old))
    before = unreleased(old.protocol.changelog)
    written = unreleased(new.protocol.changelog)
    result.pending = Pending(
        reader_lines(result.changes, before.changes if before else None), written.changes if written else None
    )
    return result


def write_pending(r: SpecDiff) -> None:
    """Bring the spec's unreleased entry up to date in its file (the working tree's spec)."""
    assert r.pending is not None
    path = Path(r.new.protocol.source)
    text = path.read_text(encoding="utf-8")
    doc = load_text(text, r.new.protocol.source)
    path.write_text(put_entry(text, doc, UNRELEASED, r.pending.expected), encoding="utf-8")
    r.pending.wrote = True
