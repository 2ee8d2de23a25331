"""The spec-change drill: realistic edits to every live spec land green by following only what
the toolkit prints, and an edit that skips the version bump fails on the version verdict.

In a temporary copy of the repository (its working tree, committed as the baseline), each live
spec gets edits from tests/drill.py. Then, as a spec author would:

1. regenerate and run CI's checks without a bump: ``diff --against HEAD`` must refuse, naming
   the version the changes need;
2. do what the ``next:`` lines say — set the version and paste the changelog entry that
   ``diff --format yaml`` prints, or run ``new-major`` for a breaking change — and ``generate``;
3. run ``.ci/run``'s checks (``check``, ``diff --against HEAD``) and the tests that derive their
   expectations from the specs, in the copy.

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

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator.spec.files import newer_major_file
from tests import frozen
from tests.commands import generator, run
from tests.conftest import SPECS
from tests.drill import KINDS, edit
from tests.repo_copy import copy_of_the_repository, environment, with_frozen_specs
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


def follow_the_toolkit(repo: Path) -> None:
    """Only what ``diff`` prints: a version and a pasted changelog entry, or ``new-major``."""
    verdict = _tool(repo, "diff", "--against", "HEAD")
    steps = _next_steps(verdict.stdout)
    assert verdict.returncode == 1 and steps, verdict.stdout + verdict.stderr
    for spec_name, step in steps.items():
        commands = re.findall(r"`([^`]+)`", step)
        if "new-major" in step:
            [command] = [c for c in commands if "new-major" in c]
            done = _tool(repo, *command.split()[3:])
            assert done.returncode == 0, done.stderr
            continue
        version = re.match(r"set `version: ([0-9.]+)`", step)
        assert version, step
        spec = repo / spec_name
        text = spec.read_text(encoding="utf-8")
        # protocol.version: the first `version:` indented under a key (changelog's are `- version:`)
        current = re.search(r"^( +)version: \S+$", text, re.MULTILINE)
        assert current, spec_name
        text = text[: current.start()] + f"{current[1]}version: {version[1]}" + text[current.end() :]
        spec.write_text(text, encoding="utf-8")
        [yaml_command] = [c for c in commands if "--format yaml" in c]
        printed = _tool(repo, *yaml_command.split()[3:])
        assert printed.returncode == 0, printed.stderr
        entry = "".join(line + "\n" for line in printed.stdout.splitlines() if not line.startswith("#"))
        if "\nchangelog:\n" in text:  # paste at the top of the list, as the comment says
            text = text.replace("\nchangelog:\n", "\nchangelog:\n" + entry.removeprefix("changelog:\n"), 1)
        else:  # no changelog yet: the printed block starts one, at the end of the file
            text = text.rstrip("\n") + "\n\n" + entry
        spec.write_text(text, encoding="utf-8")
    generated = _tool(repo, "generate")
    assert generated.returncode == 0, generated.stderr


def ci_checks(repo: Path) -> None:
    for args in (["check"], ["diff", "--against", "HEAD"]):
        done = _tool(repo, *args)
        assert done.returncode == 0, f"{args}:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"


def _drill(repo: Path, plan: dict[str, list[str]], tests: list[str]) -> None:
    apply_edits(repo, plan)
    # Skipping the bump: the tree regenerates and is current, and CI's version check refuses.
    assert _tool(repo, "generate").returncode == 0
    assert _tool(repo, "check").returncode == 0
    skipped = _tool(repo, "diff", "--against", "HEAD")
    assert skipped.returncode == 1
    assert re.search(r": error: version \S+ unchanged, but \w+ changes need ", skipped.stdout), skipped.stdout
    # Following what it printed instead, from the unbumped edit.
    follow_the_toolkit(repo)
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
    ci_checks(repo)
    tests = ["tests", "--deselect", "tests/test_spec_drill.py"]
    result = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow", *tests], repo)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    result = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_packaging.py"], repo)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
