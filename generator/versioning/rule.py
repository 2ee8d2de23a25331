"""The version rule: does ``protocol.version`` fit the changes generator/versioning/diff.py found?

The strongest class of change decides the bump (spec/README.md, "Versioning"); the version
must move to the next version of that level exactly. build.py already ties the major to the
protocol id's ``/vN``, so "the next major" also means "a new protocol id".
"""

from __future__ import annotations

from collections.abc import Sequence
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


def skips(was: str, now: str) -> bool:
    """Whether the version moved forward, but past the next version of its level."""
    bump, exact = _bump(was, now)
    return bump != "backwards" and not exact


def check_version(old: Located, new: Located, classes: list[str], between: Sequence[str] = ()) -> Verdict:
    """The version rule (spec/README.md, "Versioning"):

    - breaking changes need the next major, which build.py ties to a new protocol id ``/vN``;
    - compatible changes need the next minor (a major is refused: nothing broke, and a new
      protocol id would make every Console ignore the engine until it upgrades);
    - patch changes need at least the next patch (the doc and packages show the version, so
      two different texts must not carry one version);
    - no change may still take a patch or minor bump (the generator's templates changed).

    A bump goes to the next version of its level exactly: ``1.2.3`` → ``1.3.0``, not ``1.5.0``.
    ``between``: the versions the spec was committed with after ``old`` (``diff --against`` a
    ref several releases back, oldest first: cli.py), which ``check_releases`` walks.
    """
    was, now = old.protocol.version, new.protocol.version
    chain = _chain([was, *between, now])
    if len(chain) > 2:
        releases = check_releases(old, new, classes, chain)
        if releases is not None:
            return releases
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


def _chain(versions: list[str]) -> list[str]:
    """The versions in order, each once where it repeats (commits between two releases)."""
    return [v for i, v in enumerate(versions) if i == 0 or v != versions[i - 1]]


def check_releases(old: Located, new: Located, classes: list[str], chain: list[str]) -> Verdict | None:
    """The rule across several releases (``chain``: the old version, each version committed
    since, the new one): each step must go to the next patch or minor exactly, and the steps
    together must reach the level the changes need. The changes cannot be told apart by release
    here (they are the whole range's), so a range passes when its strongest change fits its
    largest step; ``diff --against`` each release's commit checks that release alone. None
    (the one-step rule decides) when a step is not a forward patch or minor, or a change is
    breaking: a major is a new file, and a chain through a major is not one file's history."""
    required = max((CLASS_LEVEL[c] for c in classes), key=LEVELS.index, default="none")
    if required == "major":
        return None
    levels = []
    for a, b in zip(chain, chain[1:], strict=False):
        bump, exact = _bump(a, b)
        if bump not in ("patch", "minor"):
            return None
        if not exact:
            text = (
                f"version {a} → {b} skips a version: the next {bump} version is {next_version(a, bump)} "
                f"(the versions since the old side: {', '.join(chain)})"
            )
            return Verdict(False, text, required, bump, next_version(a, bump), new.doc.key_at(("protocol", "version")))
        levels.append(bump)
    was, now = chain[0], chain[-1]
    reached = max(levels, key=LEVELS.index)
    through = ", ".join(chain[1:-1])
    moved = f"version {was} → {now} through {through} ({len(levels)} releases)"
    where = new.doc.key_at(("protocol", "version"))
    strongest = next((c for c in CLASSES if c in classes), None)
    if LEVELS.index(reached) < LEVELS.index(required):
        suggested = next_version(now, required)
        text = f"{moved}, but {strongest} changes need a {required} release: {suggested}"
        return Verdict(False, text, required, reached, suggested, where)
    what = f"fits the changes ({strongest})" if strongest else "(no changes to the protocol)"
    return Verdict(True, f"{moved} {what}", required, reached, now, where)


def _needs(new: Located, required: str, suggested: str, was: str) -> str:
    if required == "none":
        return f"{was} (no bump)"
    if required == "major":
        name = new.protocol.id.rsplit("/v", 1)[0]
        return f"{suggested} and protocol id {name}/v{semver(suggested)[0]}"
    return suggested
