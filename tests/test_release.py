"""The unreleased state and ``release`` (spec/README.md, "The unreleased state"): changes wait in
the changelog's ``unreleased`` entry, which ``diff`` writes and ``diff --check`` holds true; the
version stays until ``release`` computes it; a major never released takes breaking changes;
hints name the command as it was run. On the minimal fixture spec with a changelog, in scratch
git repositories (tests/test_spec_drill.py runs the same loop on the live specs)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator.errors import SpecError
from generator.model.changelog import UNRELEASED, major_released
from generator.spec.load import load_text
from generator.spec.read import read_spec_text
from generator.versioning.changelog_text import put_entry
from generator.versioning.diff import Change
from generator.versioning.unreleased import reader_lines
from tests.commands import ROOT, generator, git, run

MINIMAL = (ROOT / "tests" / "fixtures" / "minimal" / "alert.v1.yaml").read_text(encoding="utf-8")
RELEASED = MINIMAL + "\n# history\nchangelog:\n  - version: 1.0.0  # the first\n    changes: [First release.]\n"
SCRIPT = Path(sys.executable).parent / "protocol-toolkit"


def _entry(version: str, *changes: str) -> str:
    return f"  - version: {version}\n    changes:\n" + "".join(f'      - "{c}"\n' for c in changes)


# --------------------------------------------------------------------------- editing the text


def test_the_unreleased_entry_goes_on_top_and_the_rest_stays_byte_for_byte() -> None:
    written = put_entry(RELEASED, load_text(RELEASED, "a.yaml"), UNRELEASED, ["compatible: x added"])
    assert written == RELEASED.replace("changelog:\n", "changelog:\n" + _entry(UNRELEASED, "compatible: x added"))
    # written again, it replaces itself; with nothing to say, it goes
    again = put_entry(written, load_text(written, "a.yaml"), UNRELEASED, ["compatible: x added", "patch: y"])
    assert again == RELEASED.replace(
        "changelog:\n", "changelog:\n" + _entry(UNRELEASED, "compatible: x added", "patch: y")
    )
    assert put_entry(again, load_text(again, "a.yaml"), UNRELEASED, []) == RELEASED
    # a release takes the unreleased entry's place
    released = put_entry(again, load_text(again, "a.yaml"), "1.1.0", ["compatible: x added"])
    assert released == RELEASED.replace("changelog:\n", "changelog:\n" + _entry("1.1.0", "compatible: x added"))


def test_an_unreleased_entry_last_in_the_file_is_replaced_whole() -> None:
    text = MINIMAL + "changelog:\n" + _entry(UNRELEASED, "patch: a", "patch: b")
    assert put_entry(text, load_text(text, "a.yaml"), "1.0.1", ["patch: a"]) == (
        MINIMAL + "changelog:\n" + _entry("1.0.1", "patch: a")
    )


def test_a_spec_without_a_changelog_gets_one_and_an_empty_one_becomes_a_block() -> None:
    assert put_entry(MINIMAL, load_text(MINIMAL, "a.yaml"), "1.0.1", ["patch: a"]) == (
        MINIMAL + "\nchangelog:\n" + _entry("1.0.1", "patch: a")
    )
    empty = MINIMAL + "changelog: []\n"
    done = put_entry(empty, load_text(empty, "a.yaml"), "1.0.1", ["patch: a"])
    assert done == MINIMAL + "changelog:\n" + _entry("1.0.1", "patch: a")


def test_a_flow_changelog_is_refused_with_its_position() -> None:
    text = MINIMAL + "changelog: [{version: 1.0.0, changes: [a]}]\n"
    with pytest.raises(SpecError) as caught:
        put_entry(text, load_text(text, "a.yaml"), UNRELEASED, ["patch: b"])
    assert "block list" in str(caught.value) and str(caught.value).startswith("a.yaml:")


# --------------------------------------------------------------------------- the model


def test_the_unreleased_entry_must_come_first() -> None:
    text = RELEASED + _entry(UNRELEASED, "patch: a")
    with pytest.raises(SpecError, match="the unreleased entry must come first"):
        read_spec_text(text, "a.yaml")
    first = RELEASED.replace("changelog:\n", "changelog:\n" + _entry(UNRELEASED, "patch: a"))
    assert [e.version for e in read_spec_text(first, "a.yaml").changelog] == [UNRELEASED, "1.0.0"]


def test_a_major_is_released_when_the_changelog_has_an_entry_of_it() -> None:
    assert major_released({"protocol": {}}, "2.0.0")  # no changelog: every version counts as released
    assert not major_released({"changelog": [{"version": UNRELEASED}, {"version": "1.3.0"}]}, "2.0.0")
    assert major_released({"changelog": [{"version": "2.0.0"}, {"version": "1.3.0"}]}, "2.0.0")


def _change(cls: str, text: str) -> Change:
    at = load_text("a: 1\n", "a.yaml").at(())
    return Change(cls, text, at, at)


def test_an_entry_leaves_out_what_only_follows_from_another_change() -> None:
    added = [_change("compatible", "action type open_help added"), _change("patch", "tool examples changed")]
    assert reader_lines(added) == ["compatible: action type open_help added"]
    # alone, it is what changed: the entry says so
    assert reader_lines(added[1:]) == ["patch: tool examples changed"]
    # an unreleased major's entry so far comes first, once
    assert reader_lines(added, ["breaking: x", "compatible: action type open_help added"]) == [
        "breaking: x",
        "compatible: action type open_help added",
    ]


# --------------------------------------------------------------------------- end to end, in git


def _repo(tmp_path: Path, text: str = RELEASED) -> Path:
    repo = tmp_path / "repo"
    (repo / "spec").mkdir(parents=True)
    (repo / "spec" / "alert.v1.yaml").write_text(text, encoding="utf-8")
    git(repo, "init", "-q", "-b", "main")
    assert generator("generate", cwd=repo).returncode == 0
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "1.0.0")
    git(repo, "switch", "-q", "-c", "work")
    return repo


def _edit(repo: Path, old: str, new: str, message: str) -> subprocess.CompletedProcess[str]:
    """One commit of a branch, as the README's loop makes it: edit, diff (which writes the
    unreleased entry), generate, commit."""
    spec = repo / "spec" / "alert.v1.yaml"
    text = spec.read_text(encoding="utf-8")
    assert old in text
    spec.write_text(text.replace(old, new), encoding="utf-8")
    said = generator("diff", "--against", "main", cwd=repo)
    assert generator("generate", cwd=repo).returncode == 0
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", message)
    return said


@pytest.mark.slow  # a git repository, a dozen generator runs: ~15 s
def test_compatible_commits_wait_and_land_as_one_release(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    spec = repo / "spec" / "alert.v1.yaml"
    first = _edit(
        repo,
        "{name: level, type: string, default: info}",
        "{name: level, type: string, default: info}\n      - {name: title, type: string}",
        "a title",
    )
    assert first.returncode == 0, first.stdout + first.stderr
    assert "ok: version 1.0.0 unchanged: compatible changes wait for the next release, 1.1.0" in first.stdout
    assert "note: wrote the unreleased changelog entry (1 change)" in first.stdout
    second = _edit(repo, "summary: Show an alert.", "summary: Show an alert to the user.", "wording")
    assert second.returncode == 0 and "(2 changes)" in second.stdout, second.stdout
    text = spec.read_text(encoding="utf-8")
    assert "  version: 1.0.0\n" in text and "  - version: unreleased\n" in text
    assert "# history\nchangelog:\n" in text and "  - version: 1.0.0  # the first\n" in text  # the author's
    # CI on the branch: against its base, writing nothing; the entry is true
    checked = generator("diff", "--check", "--against", "main", cwd=repo)
    assert checked.returncode == 0, checked.stdout + checked.stderr

    # an entry edited away fails --check, which prints what it should say
    patch = re.search(r'      - "(patch: [^"]*)"\n', text)
    assert patch
    spec.write_text(text.replace(patch[0], ""), encoding="utf-8")
    refused = generator("diff", "--check", "--against", "main", cwd=repo)
    assert refused.returncode == 1 and "error: the unreleased changelog entry does not list" in refused.stdout
    assert f'    - "{patch[1]}"' in refused.stdout
    assert spec.read_text(encoding="utf-8") == text.replace(patch[0], "")  # --check wrote nothing
    git(repo, "checkout", "-q", "--", ".")

    # the version raised by hand is refused: only release raises it
    spec.write_text(text.replace("  version: 1.0.0\n", "  version: 1.1.0\n"), encoding="utf-8")
    by_hand = generator("diff", "--against", "main", cwd=repo)
    assert by_hand.returncode == 1 and "only `release` raises the version" in by_hand.stdout
    git(repo, "checkout", "-q", "--", ".")

    dry = generator("release", "--dry-run", cwd=repo)
    assert dry.returncode == 0 and "spec/alert.v1.yaml: would release 1.1.0 (minor; was 1.0.0)" in dry.stdout
    assert spec.read_text(encoding="utf-8") == text  # nothing written
    done = generator("release", cwd=repo)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "spec/alert.v1.yaml: released 1.1.0 (minor; was 1.0.0), changelog entry:"
    released = spec.read_text(encoding="utf-8")
    # one version, one entry in place of the unreleased one; nothing else in the file moved
    assert released == text.replace("  version: 1.0.0\n", "  version: 1.1.0\n", 1).replace(
        "  - version: unreleased\n", "  - version: 1.1.0\n"
    )
    assert generator("check", cwd=repo).returncode == 0  # regenerated
    git(repo, "commit", "-qam", "release 1.1.0")
    # the release commit is checked against the previous release, on the branch and on main
    assert generator("diff", "--check", "--against", "main", cwd=repo).returncode == 0
    git(repo, "switch", "-q", "main")
    git(repo, "merge", "-q", "--no-ff", "work", "-m", "merge work")
    on_main = generator("diff", "--check", "--against", "HEAD~1", cwd=repo)
    assert on_main.returncode == 0 and "ok: version 1.0.0 → 1.1.0 (minor)" in on_main.stdout, on_main.stdout
    again = generator("release", cwd=repo)
    assert again.returncode == 0 and again.stdout.strip() == "spec/alert.v1.yaml: nothing to release since 1.1.0"


@pytest.mark.slow  # a git repository, new-major, a dozen generator runs: ~20 s
def test_an_unreleased_major_takes_breaking_changes_until_its_release(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    breaking = _edit(
        repo, "{name: level, type: string, default: info}", "{name: level, type: string, default: warn}", "x"
    )
    assert breaking.returncode == 1 and "is released, but breaking changes need 2.0.0" in breaking.stdout
    git(repo, "reset", "-q", "--hard", "HEAD~1")
    spec = repo / "spec" / "alert.v1.yaml"
    spec.write_text(spec.read_text().replace("default: info}", "default: warn}"), encoding="utf-8")
    refused = generator("release", cwd=repo)
    assert refused.returncode == 1
    assert "run `python -m generator new-major spec/alert.v1.yaml --against " in refused.stderr
    moved = generator("new-major", "spec/alert.v1.yaml", "--against", "main", cwd=repo)
    assert moved.returncode == 0, moved.stderr
    assert generator("generate", cwd=repo).returncode == 0
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "v2")
    v2 = repo / "spec" / "alert.v2.yaml"
    # v2 is unreleased: another breaking change is its own, no third major
    text = v2.read_text(encoding="utf-8")
    v2.write_text(
        text.replace(
            "{name: message, type: string, required: true}",
            "{name: message, type: string, required: true, max_length: 80}",
        )
    )
    more = generator("diff", "--against", "main", cwd=repo)
    assert more.returncode == 0, more.stdout
    assert re.search(
        r"^spec/alert.v2.yaml:\d+:\d+: ok: major 2 is unreleased: its changes wait for its first release, 2.0.0$",
        more.stdout,
        re.M,
    )
    assert generator("generate", cwd=repo).returncode == 0
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "v2: a limit")
    assert generator("diff", "--check", "--against", "main", cwd=repo).returncode == 0
    done = generator("release", cwd=repo)
    assert done.returncode == 0, done.stderr
    assert "spec/alert.v2.yaml: released 2.0.0 (first release of its major; was 2.0.0), changelog entry:" in done.stdout
    entry = read_spec_text(v2.read_text(encoding="utf-8"), "v2").changelog[0]
    assert entry.version == "2.0.0" and entry.changes[0].startswith("breaking: new major example.alert/v2")
    assert any("max" in line for line in entry.changes) and any("default" in line for line in entry.changes)
    git(repo, "commit", "-qam", "release 2.0.0")
    final = generator("diff", "--check", "--against", "main", cwd=repo)
    assert final.returncode == 0 and "ok: first release of major 2: version 2.0.0" in final.stdout, final.stdout
    # released now: a breaking change needs v3
    v2.write_text(v2.read_text().replace("max_length: 80", "max_length: 70"), encoding="utf-8")
    assert "breaking changes need 3.0.0" in generator("diff", "--against", "HEAD", cwd=repo).stdout


@pytest.mark.slow  # a git repository, two invocations
@pytest.mark.skipif(not SCRIPT.exists(), reason="the console script is installed by the venv's editable install")
def test_hints_name_the_command_as_invoked(tmp_path: Path) -> None:
    repo = _repo(tmp_path, MINIMAL)  # no changelog: each version is a release, so diff says what to run
    spec = repo / "spec" / "alert.v1.yaml"
    spec.write_text(spec.read_text().replace("summary: Show an alert.", "summary: Show one alert."))
    env = {"PYTHONPATH": str(ROOT)}
    for command in ([str(SCRIPT)], [sys.executable, "-m", "generator"]):
        said = run([*command, "diff", "--against", "main"], cwd=repo, env=env)
        name = "protocol-toolkit" if command[0] == str(SCRIPT) else "python -m generator"
        [step] = [line for line in said.stdout.splitlines() if ": next: " in line]
        assert f"run `{name} release spec/alert.v1.yaml`" in step, step
        stale = run([*command, "check"], cwd=repo, env=env)
        assert stale.returncode == 1 and stale.stderr.strip().endswith(f"run `{name} generate`"), stale.stderr
        other = "python -m generator" if name == "protocol-toolkit" else "protocol-toolkit"
        assert other not in said.stdout + stale.stdout + stale.stderr
