"""The spec-change drill: realistic edits to every live spec land green by following only what
the toolkit prints, several commits on a branch land as one release, and an edit whose
unreleased changelog entry was not written fails CI's version check.

In a temporary copy of the repository (its working tree, committed as the baseline on
``main``), on a branch, each live spec gets edits from tests/drill.py, one commit each, as a
spec author would (README.md, "As a spec author"):

1. the first edit, before ``diff`` has run, fails ``diff --check --against main`` (CI's);
2. each edit: ``diff --against main`` (which writes the unreleased entry), doing what its
   ``next:`` line says (``new-major`` for a breaking change to a released major), ``generate``,
   commit; then one more breaking change, in the major a breaking kind opened and that has not
   been released: it is that major's own, no third major;
3. CI's checks (``check`` and ``.ci/version-check``, against the branch's merge base with main);
4. ``release``: each changed spec gets the one version diff's classification calls for, and one
   changelog entry; CI's checks again, and the tests that derive their expectations from the
   specs, in the copy.

Default size (the CI run): one copy where the kinds of edit (tests/drill.py) are spread over the specs
(each kind on the first spec, in rotation, that it applies to), then the spec-derived tests.
The whole matrix — every kind on every spec, one copy per kind, each followed by the entire
quick tier — is ``DRILL=full .venv/bin/python -m pytest tests/test_spec_drill.py``
(CONTRIBUTING.md).

A kind no live spec has anything for (a spec author may make every envelope a single object,
leaving no variant to add or remove) is drilled on the frozen specs instead, in a copy whose
``spec/`` they are. Not a skip: the drill is the proof that the toolkit guides each kind of
edit to a green tree, and that does not stop being true, or testable, because today's specs
offer no place for one; and not a failure, because no edit of spec/ may break a test. The
frozen set has a target for every kind, and a quick test holds it to that.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator.model.changelog import UNRELEASED
from generator.spec.files import newer_major_file
from generator.spec.read import read_spec
from generator.versioning.rule import next_version
from tests import frozen
from tests.commands import generator, git, run
from tests.conftest import SPECS
from tests.drill import BREAKING, KINDS, edit
from tests.repo_copy import commit, copy_of_the_repository, environment, with_frozen_specs
from tests.test_spec_readme import minimal_spec

FULL = os.environ.get("DRILL", "").lower() == "full"
# The tests that read spec/ and derive what they expect from it (the default run's check).
SPEC_DERIVED = [
    "tests/test_vectors_python.py",
    "tests/test_typescript.py",
    "tests/test_tool_definition.py",
    "tests/test_jsonschema.py",
    "tests/test_editor_checks.py",
    "tests/test_generate.py",
    "tests/test_broken_specs.py::test_every_live_spec_is_valid",
    "tests/test_diff.py::test_a_spec_against_itself_has_no_changes",
    "tests/test_no_pinned_specs.py",
    "tests/test_bench.py::test_the_adversarial_corpus_covers_every_field_site_and_fits_the_byte_limit",
]


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return run(args, cwd=cwd, env=environment(cwd), timeout=1800)


def _tool(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return generator(*args, cwd=repo, env=environment(repo), timeout=1800)


FROZEN_SPECS = sorted(frozen.SPECS.glob("*.yaml"))


def newest_majors(specs: list[Path]) -> list[Path]:
    """The specs an author edits: a protocol's older major, once a later one exists, takes no
    breaking change (diff says to make it in the later file), so the drill leaves it alone."""
    return [spec for spec in specs if newer_major_file(spec) is None]


def spread(specs: list[Path], kinds: tuple[str, ...] = KINDS) -> tuple[dict[str, list[str]], list[str]]:
    """Each kind of edit on one spec: the first, in rotation from the kind's index, that it
    applies to, as {spec file name: [kinds]}; and the kinds none of ``specs`` has anything for."""
    texts = {spec.name: spec.read_text(encoding="utf-8") for spec in newest_majors(specs)}
    names = sorted(texts)
    plan: dict[str, list[str]] = {}
    homeless: list[str] = []
    for kind in kinds:
        at = KINDS.index(kind) % len(names)
        target = next((name for name in names[at:] + names[:at] if edit(kind, texts[name], name) is not None), None)
        if target is None:
            homeless.append(kind)
        else:
            plan.setdefault(target, []).append(kind)
    return plan, homeless


def on_every_spec(specs: list[Path], kind: str) -> dict[str, list[str]]:
    """The plan of the full matrix for one kind: every spec it applies to."""
    return {
        spec.name: [kind]
        for spec in newest_majors(specs)
        if edit(kind, spec.read_text(encoding="utf-8"), spec.name) is not None
    }


def apply_edits(repo: Path, plan: dict[str, list[str]]) -> None:
    for name, kinds in plan.items():
        spec = repo / "spec" / name
        text = spec.read_text(encoding="utf-8")
        for kind in kinds:
            edited = edit(kind, text, name)
            assert edited is not None, (name, kind)
            text = edited
        spec.write_text(text, encoding="utf-8")


def _next_steps(verdict: str) -> dict[str, str]:
    """{spec: the ``next:`` text} from ``diff``'s output."""
    found = {}
    for line in verdict.splitlines():
        match = re.match(r"^(?P<spec>[^:]+):\d+:\d+: next: (?P<text>.*)$", line)
        if match:
            found[match["spec"]] = match["text"]
    return found


BASE = "main"  # the branch the drill's branch leaves, and CI compares with


def follow_the_toolkit(repo: Path) -> str:
    """Only what ``diff --against main`` prints: it writes the unreleased entries itself; a
    breaking change to a released major gets a ``new-major`` command, which is run. Then
    ``generate``. What ``diff`` printed first is returned."""
    verdict = _tool(repo, "diff", "--against", BASE)
    steps = _next_steps(verdict.stdout)
    assert verdict.returncode == (1 if steps else 0), verdict.stdout + verdict.stderr
    for step in steps.values():
        [command] = [c for c in re.findall(r"`([^`]+)`", step) if "new-major" in c]
        done = _tool(repo, *command.split()[3:])
        assert done.returncode == 0, done.stderr
        again = _tool(repo, "diff", "--against", BASE)  # the new file's entry, v1 put back
        assert again.returncode == 0, again.stdout + again.stderr
    generated = _tool(repo, "generate")
    assert generated.returncode == 0, generated.stderr
    return verdict.stdout


def ci_checks(repo: Path) -> None:
    """What .ci/run runs before the tests: ``check``, and ``.ci/version-check``, which compares
    with the branch's merge base with main (and writes nothing)."""
    done = _tool(repo, "check")
    assert done.returncode == 0, f"check:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    ran = run([str(repo / ".ci" / "version-check")], cwd=repo, env={**environment(repo), "PYTHON": sys.executable})
    assert ran.returncode == 0, f"version-check:\n{ran.stdout[-4000:]}\n{ran.stderr[-4000:]}"
    assert ran.stdout.startswith(f"CI: version check against {git(repo, 'rev-parse', '--short', BASE).strip()} ")


def _newest(repo: Path, name: str) -> Path:
    spec = repo / "spec" / name
    return newer_major_file(spec) or spec


def _versioned(spec: Path) -> list[str]:
    return [e.version for e in read_spec(spec).changelog if e.version != UNRELEASED]


def _drill(repo: Path, plan: dict[str, list[str]], tests: list[str]) -> None:
    """Every kind of edit as its own commit on a branch, a breaking change to the major that
    one of them opened, CI against the branch's base, then one release."""
    git(repo, "switch", "-q", "-c", "spec-change")
    released = {spec.name: _versioned(spec) for spec in (repo / "spec").glob("*.yaml")}
    first = True
    for name, kinds in plan.items():
        for kind in kinds:
            spec = _newest(repo, name)
            edited = edit(kind, spec.read_text(encoding="utf-8"), spec.name)
            assert edited is not None, (spec.name, kind)
            spec.write_text(edited, encoding="utf-8")
            if first:  # an edit whose unreleased entry was not written fails CI's check, saying what
                skipped = _tool(repo, "diff", "--check", "--against", BASE)
                assert skipped.returncode == 1, skipped.stdout
                assert re.search(
                    r": error: (the unreleased changelog entry does not list|version \S+ is released, but)",
                    skipped.stdout,
                )
                first = False
            follow_the_toolkit(repo)
            commit(repo, f"{kind} on {spec.name}")
    opened = sorted(p for p in (repo / "spec").glob("*.yaml") if p.name not in released)
    breaking = any(kind in BREAKING for kinds in plan.values() for kind in kinds)
    assert bool(opened) == breaking, "a breaking kind, and only one, opens a new major"
    if opened:  # one more breaking change, in a major not released yet: its own, no third major
        unreleased_major = opened[0]
        text = unreleased_major.read_text(encoding="utf-8")
        edited = next(filter(None, (edit(kind, text, unreleased_major.name) for kind in BREAKING)))
        unreleased_major.write_text(edited, encoding="utf-8")
        said = follow_the_toolkit(repo)
        assert re.search(rf"^spec/{unreleased_major.name}:\d+:\d+: ok: major \d+ is unreleased", said, re.M), said
        commit(repo, f"a breaking change to {unreleased_major.name}, unreleased")
    ci_checks(repo)

    # The release: the version each spec needs, computed by the tool, as diff classified it.
    waiting = json.loads(_tool(repo, "diff", "--against", BASE, "--format", "json").stdout)["specs"]
    expected = {}  # a new major: its first release, X.0.0; else the level of its strongest change
    for entry in waiting:
        name = Path(entry["source"] if entry["status"] in ("new", "retired") else entry["new"]["source"]).name
        if name in {p.name for p in opened}:
            expected[name] = f"{read_spec(repo / 'spec' / name).version.split('.')[0]}.0.0"
        elif entry.get("changes"):
            expected[name] = next_version(entry["old"]["version"], entry["required"])
    # the branch released nothing: each released spec's history is as it was on main (a new
    # major's file carries its old major's history)
    waited = {spec.name: _versioned(spec) for spec in (repo / "spec").glob("*.yaml")}
    assert {name: versions for name, versions in waited.items() if name in released} == released
    done = _tool(repo, "release")
    assert done.returncode == 0, done.stdout + done.stderr
    commit(repo, "release")
    for spec in (repo / "spec").glob("*.yaml"):
        versions = _versioned(spec)
        if spec.name in expected:  # one new version, one new entry, nothing waiting
            assert read_spec(spec).version == expected[spec.name]
            assert versions == [expected[spec.name], *waited[spec.name]], spec.name
            assert read_spec(spec).changelog[0].version == expected[spec.name]
        else:
            assert versions == waited[spec.name]
    assert set(expected) >= {p.name for p in opened} and len(expected) > len(opened)
    ci_checks(repo)
    result = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow", *tests], repo)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]


def test_the_frozen_specs_have_something_for_every_kind_of_edit() -> None:
    """What makes them the stand-in for a kind the live specs have nothing for."""
    plan, homeless = spread(FROZEN_SPECS)
    assert homeless == [] and sorted(kind for kinds in plan.values() for kind in kinds) == sorted(KINDS)


def test_an_older_major_is_not_edited(tmp_path: Path) -> None:
    """new-major leaves v1 beside v2, and diff sends a breaking edit of v1 to v2: the drill
    edits the newest major only, or it would plan what the toolkit tells an author not to do."""
    specs = [tmp_path / name for name in ("memory.v1.yaml", "threat.v1.yaml", "threat.v2.yaml")]
    for spec in specs:
        spec.write_text("")
    assert newest_majors(specs) == [specs[0], specs[2]]


def test_a_kind_no_spec_has_anything_for_is_left_for_the_stand_in() -> None:
    """A single-object envelope has no variant to add or remove: those kinds are handed back,
    the others planned."""
    [single] = [spec for spec in FROZEN_SPECS if "\n  list: " not in spec.read_text(encoding="utf-8")]
    plan, homeless = spread([single])
    assert {"add-variant", "remove-variant"} <= set(homeless)
    assert sorted([*plan.get(single.name, []), *homeless]) == sorted(KINDS)


@pytest.mark.slow
@pytest.mark.skipif(FULL, reason="DRILL=full runs the whole matrix instead")
def test_every_kind_of_edit_lands_by_following_the_toolkit(tmp_path: Path) -> None:
    plan, homeless = spread(SPECS)
    if plan:
        _drill(copy_of_the_repository(tmp_path / "live"), plan, SPEC_DERIVED)
    if homeless:  # nothing in spec/ for them: on the frozen specs (the module's docstring)
        stand_in, none = spread(FROZEN_SPECS, tuple(homeless))
        assert none == [], f"not even the frozen specs have anything {none} applies to"
        _drill(with_frozen_specs(copy_of_the_repository(tmp_path / "frozen")), stand_in, SPEC_DERIVED)


@pytest.mark.slow
@pytest.mark.skipif(not FULL, reason="the whole matrix: DRILL=full")
@pytest.mark.parametrize("kind", KINDS)
def test_one_kind_of_edit_on_every_spec(kind: str, tmp_path: Path) -> None:
    repo = copy_of_the_repository(tmp_path / "repo")
    plan = on_every_spec(SPECS, kind)
    if not plan:  # nothing in spec/ for it: on the frozen specs (the module's docstring)
        plan = on_every_spec(FROZEN_SPECS, kind)
        repo = with_frozen_specs(repo)
    assert plan, f"not even the frozen specs have anything {kind} applies to"
    _drill(repo, plan, ["tests", "--deselect", "tests/test_spec_drill.py"])


@pytest.mark.slow
@pytest.mark.skipif(not FULL, reason="the whole matrix: DRILL=full")
def test_a_new_protocol_lands(tmp_path: Path) -> None:
    """spec/README's smallest useful spec, saved where the page says: no version to bump (diff
    calls it new), and every test, the packaging ones too, takes the new protocol in."""
    repo = copy_of_the_repository(tmp_path / "repo")
    spec, where = minimal_spec()
    (repo / where).write_text(spec, encoding="utf-8")
    assert _tool(repo, "generate").returncode == 0
    commit(repo, "a new protocol")
    ci_checks(repo)
    tests = ["tests", "--deselect", "tests/test_spec_drill.py"]
    result = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow", *tests], repo)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    result = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_packaging.py"], repo)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
