"""The version rule: does ``protocol.version`` fit the changes generator/versioning/diff.py found?

The strongest class of change decides the bump (spec/README.md, "Versioning"); the version
must move to the next version of that level exactly. build.py already ties the major to the
protocol id's ``/vN``, so "the next major" also means "a new protocol id".
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.errors import Position
from generator.model.changelog import semver
from generator.versioning.facts import Located

CLASSES = ("breaking", "compatible", "patch")  # strongest first
LEVELS = ("none", "patch", "minor", "major")
CLASS_LEVEL = {"breaking": "major", "compatible": "minor", "patch": "patch"}


@dataclass(frozen=True)
class Verdict:
    ok: bool
    text: str
    required: str  # the level the changes need: none / patch / minor / major
    bump: str  # the level the version moved by: none / patch / minor / major / backwards
    suggested: str  # the version that fits the changes (the new one when ok)
    where: Position  # the new spec's protocol.version


@dataclass
class Pending:
    """The unreleased entry of a working tree whose changes wait for a release: what it should
    say (the changes since the last release, as a changelog lists them) and what it says."""

    expected: list[str]
    written: list[str] | None  # None: the spec has no unreleased entry
    wrote: bool = False  # ``diff`` brought the entry up to date in the file

    @property
    def current(self) -> bool:
        return self.wrote or (self.written or []) == self.expected


def _bump(old: str, new: str) -> tuple[str, bool]:
    """Which level the version moved by, and whether it moved to the next version of that
    level exactly (``1.2.3`` → ``2.0.0``, ``1.3.0`` or ``1.2.4``)."""
    o, n = semver(old), semver(new)
    if n < o:
        return "backwards", False
    if n == o:
        return "none", True
    if n[0] > o[0]:
        return "major", n == (o[0] + 1, 0, 0)
    if n[1] > o[1]:
        return "minor", n == (o[0], o[1] + 1, 0)
    return "patch", n == (o[0], o[1], o[2] + 1)


def next_version(version: str, level: str) -> str:
    major, minor, patch = semver(version)
    return {
        "major": f"{major + 1}.0.0",
        "minor": f"{major}.{minor + 1}.0",
        "patch": f"{major}.{minor}.{patch + 1}",
    }.get(level, version)


def check_version(old: Located, new: Located, classes: list[str]) -> Verdict:
    """The version rule (spec/README.md, "Versioning"):

    - breaking changes need the next major, which build.py ties to a new protocol id ``/vN``;
    - compatible changes need the next minor (a major is refused: nothing broke, and a new
      protocol id would make every Console ignore the engine until it upgrades);
    - patch changes need at least the next patch (the doc and packages show the version, so
      two different texts must not carry one version);
    - no change may still take a patch or minor bump (the generator's templates changed).

    A bump goes to the next version of its level exactly: ``1.2.3`` → ``1.3.0``, not ``1.5.0``.
    """
    was, now = old.protocol.version, new.protocol.version
    required = max((CLASS_LEVEL[c] for c in classes), key=LEVELS.index, default="none")
    bump, exact = _bump(was, now)
    strongest = next((c for c in CLASSES if c in classes), None)
    suggested = next_version(was, required)
    where = new.doc.key_at(("protocol", "version"))
    moved = f"version {was} → {now}" if bump != "none" else f"version {was} unchanged"

    def verdict(ok: bool, text: str) -> Verdict:
        return Verdict(ok, text, required, bump, now if ok else suggested, where)

    if bump == "backwards":
        return verdict(False, f"{moved} goes backwards; the changes need {_needs(new, required, suggested, was)}")
    if not exact:
        return verdict(False, f"{moved} skips a version: the next {bump} version is {next_version(was, bump)}")
    if bump == "major" and required != "major":
        what = f"only {strongest} changes" if strongest else "no changes"
        return verdict(
            False,
            f"{moved} is a major bump with {what}: a major needs a breaking change (and means a new protocol id); use {_needs(new, required, suggested, was)}",
        )
    if LEVELS.index(bump) < LEVELS.index(required):
        return verdict(False, f"{moved}, but {strongest} changes need {_needs(new, required, suggested, was)}")
    if not classes:
        return verdict(True, f"no changes; {moved}")
    return verdict(True, f"{moved} ({bump}) fits the changes ({strongest})")


def check_unreleased(old: Located, new: Located, classes: list[str], major_released: bool) -> Verdict:
    """The rule for changes that wait for a release (spec/README.md, "The unreleased state"):
    the version stays the last release's (only ``release`` raises it, with its changelog
    entry), and a breaking change needs a new major, unless the major itself is unreleased
    (a v2 before its first release takes every change)."""
    was, now = old.protocol.version, new.protocol.version
    required = max((CLASS_LEVEL[c] for c in classes), key=LEVELS.index, default="none")
    strongest = next((c for c in CLASSES if c in classes), None)
    where = new.doc.key_at(("protocol", "version"))
    suggested = was if not major_released else next_version(was, required)
    if now != was:
        text = (
            f"version {was} → {now} by hand: only `release` raises the version (it writes the changelog "
            f"entry too); put back {was}"
        )
        return Verdict(False, text, required, "none", suggested, where)
    if required == "major" and major_released:
        text = f"version {was} is released, but breaking changes need {_needs(new, required, suggested, was)}"
        return Verdict(False, text, required, "none", suggested, where)
    if not classes:
        text = f"no changes; version {was} unchanged" if major_released else f"major {was.split('.')[0]} is unreleased"
    elif not major_released:
        text = f"major {was.split('.')[0]} is unreleased: its changes wait for its first release, {was}"
    else:
        text = f"version {was} unchanged: {strongest} changes wait for the next release, {suggested}"
    return Verdict(True, text, required, "none", now, where)


def _needs(new: Located, required: str, suggested: str, was: str) -> str:
    if required == "none":
        return f"{was} (no bump)"
    if required == "major":
        name = new.protocol.id.rsplit("/v", 1)[0]
        return f"{suggested} and protocol id {name}/v{semver(suggested)[0]}"
    return suggested
