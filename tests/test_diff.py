"""`python -m generator diff`: every change classified, located, and the version checked.

``tests/fixtures/diff/<case>/`` holds ``old.yaml`` and ``new.yaml`` (the same small spec, one
change apart; the case's name says which) and ``expected.txt``: exactly what the command
prints, stdout then stderr. ``CASES`` gives each case's exit code. The classification they pin
down is the table in spec/README.md ("Versioning"); when a rule changes on purpose, change the
table, then the ``expected.txt`` files.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from generator.__main__ import main
from generator.errors import SpecError
from generator.model import StringType
from generator.spec.read import read_spec_text
from generator.versioning.kinds import only_more_spellings
from tests.commands import generator, git, run
from tests.conftest import PROTOCOLS, frozen_protocol

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "diff"

# case -> exit code. 0: the version fits; 1: it does not; 2: the spec itself is refused.
CASES: dict[str, int] = {
    # breaking: a major bump (and id /v2) fits them
    "variant-removed": 0,
    "variant-renamed": 0,
    "field-removed": 0,
    "field-renamed": 0,
    "enum-value-removed": 0,
    "enum-value-renamed": 0,
    "required-field-added": 0,
    "made-required": 0,
    "requires-added": 0,
    "type-changed": 0,
    "limit-lowered": 0,
    "envelope-max-lowered": 0,
    "min-raised": 0,
    "max-length-added": 0,
    "pattern-added": 0,
    "pattern-changed": 0,
    "normalisation-changed": 0,
    "default-changed": 0,
    "discriminator-changed": 0,
    "envelope-list-renamed": 0,
    "tool-name-changed": 0,
    "argument-renamed": 0,
    "error-prefix-changed": 0,
    "package-renamed": 0,
    "limit-removed": 0,
    "safety-rule-added": 0,
    "shape-field-tightened": 0,
    "nested-required-field-added": 0,
    "null-made-a-value": 0,
    "unknown-fields-refused": 0,
    # compatible: a minor bump fits them
    "variant-added": 0,
    "optional-field-added": 0,
    "enum-value-added": 0,
    "limit-raised": 0,
    "made-optional": 0,
    "requires-removed": 0,
    "source-parameter-moved": 0,
    "pattern-removed": 0,
    "enum-normalise-extended": 0,
    "discriminator-normalise-extended": 0,
    "default-added": 0,
    "safety-rule-removed": 0,
    "null-no-longer-refused": 0,
    "unknown-fields-kept": 0,
    "keeps-empty-strings": 0,
    "takes-whole-floats": 0,
    "union-member-added": 0,
    # patch
    "docs-only": 0,
    "enum-reordered": 0,
    "no-change-refactor": 0,
    # several classes at once
    "multi-change": 0,
    # the version rule
    "breaking-without-bump": 1,
    "breaking-with-minor": 1,
    "compatible-without-bump": 1,
    "compatible-with-patch": 1,
    "major-without-breaking": 1,
    "docs-without-bump": 1,
    "version-backwards": 1,
    "version-skipped": 1,
    "bump-without-changes": 0,
    "major-without-new-id": 2,  # build.py: the id's /vN must be the version's major
}


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    code = main(["diff", *args])
    out = capsys.readouterr()
    return code, (out.out + out.err).splitlines()


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # locations are printed relative to the current folder


def test_every_fixture_is_in_the_table() -> None:
    folders = {p.name for p in FIXTURES.iterdir() if p.is_dir()}
    assert folders == set(CASES)
    for name in folders:
        assert {p.name for p in (FIXTURES / name).iterdir()} == {"old.yaml", "new.yaml", "expected.txt"}, name


@pytest.mark.parametrize("case", sorted(CASES))
def test_diff_prints_exactly_the_expected_lines(case: str, capsys: pytest.CaptureFixture[str]) -> None:
    folder = FIXTURES.relative_to(ROOT) / case
    code, lines = _run(capsys, str(folder / "old.yaml"), str(folder / "new.yaml"))
    expected = (FIXTURES / case / "expected.txt").read_text(encoding="utf-8").splitlines()
    assert lines == expected
    assert code == CASES[case]


def test_one_line_per_change_with_class_and_location(capsys: pytest.CaptureFixture[str]) -> None:
    """The shape of a line: ``file:line:column: class: message``, the removal at the old file."""
    folder = "tests/fixtures/diff/multi-change"
    _, lines = _run(capsys, f"{folder}/old.yaml", f"{folder}/new.yaml")
    assert "tests/fixtures/diff/multi-change/new.yaml:27:15: breaking: show_items.items max lowered 5 → 3" in lines
    assert "tests/fixtures/diff/multi-change/old.yaml:85:5: breaking: action type clear renamed or removed" in lines
    classes = [line.split(": ")[1] for line in lines[:-1]]
    assert classes == sorted(classes, key=["breaking", "compatible", "patch"].index)


def test_a_spec_against_itself_has_no_changes(capsys: pytest.CaptureFixture[str]) -> None:
    for p in PROTOCOLS:  # every live spec: the line is derived from the spec, never pinned
        name = p.source
        line, column = next(
            (i, len(text) - len(text.lstrip()) + 1)
            for i, text in enumerate((ROOT / name).read_text().splitlines(), 1)
            if text.strip().startswith("version:")
        )  # the first `version:` is protocol.version's (and the indent is the author's)
        code, lines = _run(capsys, name, name)
        assert code == 0 and lines == [f"{name}:{line}:{column}: ok: no changes; version {p.version} unchanged"]


def test_closed_set_normalisation_is_only_looser_when_values_are_fixed_points() -> None:
    assert only_more_spellings(("strip",), ("strip", "lowercase"), {"dark", "light"})
    assert not only_more_spellings(("strip",), ("strip", "lowercase"), {"Dark"})  # "Dark" could no longer match
    assert not only_more_spellings(("strip", "lowercase"), ("strip",), {"dark"})  # a rule removed
    assert not only_more_spellings(("lowercase",), ("strip", "lowercase"), {"dark"})  # not appended at the end
    assert not only_more_spellings(("strip",), ("strip", "remove_prefix '#'"), {"dark"})
    assert not only_more_spellings((), (), {"dark"})


# --------------------------------------------------------------------------- formats


def test_markdown_is_a_changelog_entry(capsys: pytest.CaptureFixture[str]) -> None:
    folder = "tests/fixtures/diff/multi-change"
    code, lines = _run(capsys, "--format", "markdown", f"{folder}/old.yaml", f"{folder}/new.yaml")
    assert code == 0
    assert lines[:3] == ["### 2.0.0", "", "- breaking: field notify.link renamed or removed"]
    assert "- compatible: action type refresh added" in lines
    assert lines[-1] == "- patch: action type show_items summary changed"


def test_markdown_for_a_wrong_version_names_the_version_needed(capsys: pytest.CaptureFixture[str]) -> None:
    folder = "tests/fixtures/diff/compatible-without-bump"
    code, lines = _run(capsys, "--format", "markdown", f"{folder}/old.yaml", f"{folder}/new.yaml")
    assert code == 1
    assert lines[:3] == ["### 1.1.0", "", "- compatible: action type refresh added"]
    assert lines[-1].endswith("error: version 1.0.0 unchanged, but compatible changes need 1.1.0")  # on stderr


def test_yaml_entry_pastes_into_the_spec_and_renders_in_the_doc(capsys: pytest.CaptureFixture[str]) -> None:
    from generator.targets.docs import doc_files

    folder = FIXTURES / "multi-change"
    code, lines = _run(capsys, "--format", "yaml", str(folder / "old.yaml"), str(folder / "new.yaml"))
    # The spec has no changelog yet: the output starts one, to add at the end of the file.
    assert (
        code == 0
        and lines[0].endswith(": add at the end of the file")
        and lines[1:3] == ["changelog:", "  - version: 2.0.0"]
    )
    spec = (folder / "new.yaml").read_text() + "\n" + "\n".join(lines[1:]) + "\n"
    p = read_spec_text(spec, "pasted.yaml")
    assert p.changelog[0].version == "2.0.0"
    assert "breaking: show_items.items max lowered 5 → 3" in p.changelog[0].changes
    doc = doc_files(p)["docs/demo-protocol.md"]
    assert "## Changelog" in doc and "### 2.0.0" in doc
    assert "- breaking: show_items.items max lowered 5 → 3" in doc


def test_yaml_prints_no_entry_the_changelog_has_already(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Pasting it again would list a version twice, which the builder refuses."""
    folder = FIXTURES / "multi-change"
    _, lines = _run(capsys, "--format", "yaml", str(folder / "old.yaml"), str(folder / "new.yaml"))
    pasted = tmp_path / "new.yaml"
    pasted.write_text((folder / "new.yaml").read_text() + "\n" + "\n".join(lines[1:]) + "\n")
    code, again = _run(capsys, "--format", "yaml", str(folder / "old.yaml"), str(pasted))
    assert code == 0 and again == [f"# {pasted}: its changelog has an entry for 2.0.0 already"]


def test_the_next_step_says_where_the_changelog_entry_goes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Under `changelog:` when the spec has one, at the end of the file when it has none yet
    (the entry `--format yaml` prints then starts with the `changelog:` line)."""
    folder = FIXTURES / "compatible-without-bump"
    _, lines = _run(capsys, str(folder / "old.yaml"), str(folder / "new.yaml"))
    [step] = [line for line in lines if ": next: " in line]
    assert "`version: 1.1.0`, add at the end of the file what `python -m generator diff --format yaml" in step
    with_log = tmp_path / "new.yaml"
    with_log.write_text(
        (folder / "new.yaml").read_text()
        + '\nchangelog:\n  - version: 1.0.0\n    changes: ["compatible: first release"]\n'
    )
    _, lines = _run(capsys, str(folder / "old.yaml"), str(with_log))
    [step] = [line for line in lines if ": next: " in line]
    assert "`version: 1.1.0`, paste under `changelog:` what `python -m generator diff --format yaml" in step
    # An empty list is a key too: a second `changelog:` would be a duplicate, and the entry
    # replaces the `[]`; done as the yaml output says, the spec reads back with the entry.
    empty = tmp_path / "empty.yaml"
    empty.write_text((folder / "new.yaml").read_text() + "\nchangelog: []\n")
    _, lines = _run(capsys, str(folder / "old.yaml"), str(empty))
    [step] = [line for line in lines if ": next: " in line]
    assert "replace `changelog: []` with `changelog:` and paste under it what `python -m generator" in step
    _, entry = _run(capsys, "--format", "yaml", str(folder / "old.yaml"), str(empty))
    assert entry[0].endswith(": replace `changelog: []` with `changelog:` and paste under it (newest first)")
    block = [line for line in entry[1:] if line.startswith(" ")]  # not the version error after it
    pasted = empty.read_text().replace("changelog: []\n", "changelog:\n" + "\n".join(block) + "\n")
    pasted = pasted.replace("version: 1.0.0", "version: 1.1.0", 1)
    assert read_spec_text(pasted, "pasted.yaml").changelog[0].version == "1.1.0"


def test_a_breaking_change_beside_a_later_major_is_sent_there(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Two files compared (no git ref): the advice is to undo the change and make it in the later
    major's file, since `new-major` would refuse to write another."""
    folder = FIXTURES / "breaking-without-bump"
    new = tmp_path / "new.yaml"
    new.write_text((folder / "new.yaml").read_text())
    (tmp_path / "new.v2.yaml").write_text("")
    _, lines = _run(capsys, str(folder / "old.yaml"), str(new))
    [step] = [line for line in lines if ": next: " in line]
    assert step.endswith("is a later one: undo it here and make the change there")
    assert "new.v2.yaml is a later one" in step


def test_json_for_tools(capsys: pytest.CaptureFixture[str]) -> None:
    folder = "tests/fixtures/diff/breaking-without-bump"
    code, lines = _run(capsys, "--format", "json", f"{folder}/old.yaml", f"{folder}/new.yaml")
    data = json.loads("\n".join(lines))
    assert code == 1 and data["ok"] is False
    spec = data["specs"][0]
    assert (spec["status"], spec["required"], spec["bump"], spec["suggested"]) == ("error", "major", "none", "2.0.0")
    # the same next step the text format prints
    [text_next] = [line for line in _run(capsys, f"{folder}/old.yaml", f"{folder}/new.yaml")[1] if ": next: " in line]
    assert spec["next"] == text_next.split(": next: ", 1)[1] and spec["committed"] is None
    assert spec["changes"] == [
        {
            "class": "breaking",
            "text": "action type clear renamed or removed",
            "file": f"{folder}/old.yaml",
            "line": 85,
            "column": 5,
            "anchor": {"file": f"{folder}/new.yaml", "line": 61, "column": 1},
        }
    ]


def test_github_annotations(capsys: pytest.CaptureFixture[str]) -> None:
    folder = "tests/fixtures/diff/breaking-without-bump"
    code, lines = _run(capsys, "--format", "github", f"{folder}/old.yaml", f"{folder}/new.yaml")
    assert code == 1
    assert lines == [
        f"::error file={folder}/new.yaml,line=61,col=1,title=protocol change%3A breaking::"
        f"action type clear renamed or removed (was at {folder}/old.yaml:85:5)",
        f"::error file={folder}/new.yaml,line=9,col=3,title=protocol version::"
        "version 1.0.0 unchanged, but breaking changes need 2.0.0 and protocol id example.demo/v2. "
        f"Next: a new major is a new file: run `python -m generator new-major {folder}/new.yaml`, "
        "then `python -m generator generate`",
    ]
    folder = "tests/fixtures/diff/multi-change"
    _, lines = _run(capsys, "--format", "github", f"{folder}/old.yaml", f"{folder}/new.yaml")
    assert [line.split(" ", 1)[0] for line in lines] == ["::warning"] * 3 + ["::notice"] * 5


# --------------------------------------------------------------------------- bad input


FROZEN_CONSOLE = "tests/fixtures/frozen/console.v1.yaml"


def test_bad_arguments_exit_2() -> None:
    result = generator("diff", FROZEN_CONSOLE)
    assert result.returncode == 2 and "diff needs OLD and NEW" in result.stderr
    result = generator("diff", "--format", "xml", "a.yaml", "b.yaml")
    assert result.returncode == 2


def test_a_bad_spec_exits_2_with_its_spec_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = _run(capsys, "tests/broken_specs/06-duplicate-key.yaml", FROZEN_CONSOLE)
    expected = (ROOT / "tests" / "broken_specs" / "06-duplicate-key.err").read_text().strip()
    assert code == 2 and lines == [expected]
    code, lines = _run(capsys, FROZEN_CONSOLE, "no/such.yaml")
    assert (code, lines) == (2, ["error: no/such.yaml does not exist"])  # no made-up 1:1


def test_help_lists_every_command_with_an_example() -> None:
    out = generator("--help").stdout
    for command, example in (
        ("generate", "python -m generator generate"),
        ("check", "python -m generator check"),
        ("diff", "python -m generator diff --against main"),
        ("release", "python -m generator release"),
    ):
        assert f"\n  {command} " in out and example in out


# --------------------------------------------------------------------------- --against GIT_REF


@pytest.mark.slow  # a git repository and two generator runs: ~5 s
def test_diff_against_a_git_ref(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / "spec").mkdir(parents=True)
    git(repo, "init", "-q")
    spec = repo / "spec" / "demo.v1.yaml"
    spec.write_text((FIXTURES / "variant-removed" / "old.yaml").read_text())
    (repo / "spec" / "old.v1.yaml").write_text((FIXTURES / "variant-removed" / "old.yaml").read_text())
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "v1")

    # A breaking change without a bump cannot pass; the toolkit says what to run instead.
    spec.write_text((FIXTURES / "breaking-without-bump" / "new.yaml").read_text())
    result = generator("diff", "--against", "HEAD", "spec/demo.v1.yaml", cwd=repo)
    assert result.returncode == 1, result.stderr
    assert result.stdout.splitlines() == [
        "HEAD:spec/demo.v1.yaml:85:5: breaking: action type clear renamed or removed",
        "spec/demo.v1.yaml:9:3: error: version 1.0.0 unchanged, "
        "but breaking changes need 2.0.0 and protocol id example.demo/v2",
        "spec/demo.v1.yaml:9:3: next: a new major is a new file: run "
        "`python -m generator new-major spec/demo.v1.yaml --against HEAD` (it moves this file's "
        "changes since HEAD there and puts this file back), then `python -m generator generate`",
    ]

    # Bumping the major in place is refused: the file, its module and its packages say v1.
    spec.write_text((FIXTURES / "variant-removed" / "new.yaml").read_text())
    result = generator("diff", "--against", "HEAD", "spec/demo.v1.yaml", cwd=repo)
    assert result.returncode == 2
    assert result.stderr.startswith(
        "spec/demo.v1.yaml:8:7: the id says v2 but the file name says v1: a new major is a new file"
    )

    # Doing what it printed: v1 is back as committed, the change lives in a new v2 file. A folder
    # also lists specs that are new or gone since the ref.
    spec.write_text((FIXTURES / "breaking-without-bump" / "new.yaml").read_text())
    moved = generator("new-major", "spec/demo.v1.yaml", "--against", "HEAD", cwd=repo)
    assert moved.returncode == 0, moved.stderr
    assert spec.read_text() == (FIXTURES / "variant-removed" / "old.yaml").read_text()
    (repo / "spec" / "old.v1.yaml").unlink()
    new = (FIXTURES / "variant-added" / "old.yaml").read_text().replace("name: demo\n", "name: other\n", 1)
    new = new.replace("example.demo/v1", "example.other/v1").replace("protocols.demo", "protocols.other")
    (repo / "spec" / "other.v1.yaml").write_text(new)
    result = generator("diff", "--against", "HEAD", "spec", cwd=repo)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == [
        "spec/demo.v1.yaml:9:3: ok: no changes; version 1.0.0 unchanged",
        "spec/demo.v2.yaml: new: example.demo/v2 version 2.0.0 (not at HEAD; nothing to compare)",
        "spec/other.v1.yaml: new: example.other/v1 version 1.0.0 (not at HEAD; nothing to compare)",
        "spec/old.v1.yaml: retired: at HEAD, not in the working tree: its packages are no longer generated",
    ]

    # Bad input exits 2: an unknown ref, a spec the current generator refuses at the ref.
    result = generator("diff", "--against", "no-such-ref", "spec/demo.v1.yaml", cwd=repo)
    assert (result.returncode, result.stderr.strip()) == (2, "error: unknown git ref 'no-such-ref'")
    spec.write_text((ROOT / "tests" / "broken_specs" / "06-duplicate-key.yaml").read_text())
    git(repo, "commit", "-qam", "broken")
    spec.write_text((FIXTURES / "breaking-without-bump" / "new.yaml").read_text())
    result = generator("diff", "--against", "HEAD", "spec/demo.v1.yaml", cwd=repo)
    line = (ROOT / "tests" / "broken_specs" / "06-duplicate-key.err").read_text().strip()
    assert result.returncode == 2
    assert result.stderr.strip() == line.replace("tests/broken_specs/06-duplicate-key.yaml", "HEAD:spec/demo.v1.yaml")


@pytest.mark.slow  # a git repository and seven generator runs: ~8 s
def test_diff_against_a_ref_several_releases_back(tmp_path: Path) -> None:
    """Each release committed since the ref is checked on its own, and the working tree against
    the newest (spec/README.md, "The version rule")."""
    repo = tmp_path / "repo"
    (repo / "spec").mkdir(parents=True)
    git(repo, "init", "-q")
    spec = repo / "spec" / "demo.v1.yaml"
    base = (FIXTURES / "enum-value-added" / "old.yaml").read_text()
    assert "  version: 1.0.0\n" in base and "values: [light, dark]" in base
    spec.write_text(base)
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "1.0.0")
    git(repo, "tag", "v1.0.0")

    def release(version: str, values: str, commit: bool = True) -> str:
        text = base.replace("  version: 1.0.0\n", f"  version: {version}\n")
        spec.write_text(text.replace("values: [light, dark]", f"values: [{values}]"))
        if commit:
            git(repo, "commit", "-qam", version)
        return git(repo, "rev-parse", "--short", "HEAD").strip()

    def verdicts(*args: str) -> tuple[int, list[str]]:
        result = generator("diff", "--against", "v1.0.0", *args, "spec/demo.v1.yaml", cwd=repo)
        assert result.returncode in (0, 1), result.stderr
        return result.returncode, [line for line in result.stdout.splitlines() if ": compatible: " not in line]

    first = release("1.1.0", "light, dark, system")
    second = release("1.2.0", "light, dark, system, sepia")
    # A release's positions name its commit, or the file when the file is as committed (HEAD in
    # CI's checkout), so that annotations land on a file.
    assert verdicts() == (
        0,
        [
            f"{first}:spec/demo.v1.yaml:9:3: ok: version 1.0.0 → 1.1.0 (minor) fits the changes (compatible)",
            # the working tree is that release: no line of its own
            "spec/demo.v1.yaml:9:3: ok: version 1.1.0 → 1.2.0 (minor) fits the changes (compatible)",
        ],
    )

    # Going back with no changes: keeping the newest release's version is the advice, not a new one.
    release("1.1.5", "light, dark, system, sepia", commit=False)
    assert verdicts()[1][1:] == [
        f"{second}:spec/demo.v1.yaml:9:3: ok: version 1.1.0 → 1.2.0 (minor) fits the changes (compatible)",
        "spec/demo.v1.yaml:9:3: error: version 1.2.0 → 1.1.5 goes backwards; the changes need 1.2.0 (no bump)",
        "spec/demo.v1.yaml:9:3: next: set `version: 1.2.0` (or the next patch or minor version)",
    ]
    release("1.2.0", "light, dark, system, sepia", commit=False)
    released = generator("diff", "--against", "v1.0.0", "--format", "markdown", "spec/demo.v1.yaml", cwd=repo)
    assert [line for line in released.stdout.splitlines() if line.startswith("### ")] == ["### 1.2.0", "### 1.1.0"]

    # A change after the newest release needs the next version, not 1.2.0 again nor 1.1.0.
    release("1.2.0", "light, dark, system, sepia, noir", commit=False)
    code, lines = verdicts()
    assert code == 1 and lines[2:] == [
        # a spec with no changelog: each committed version is a release (no unreleased state)
        "spec/demo.v1.yaml:9:3: error: version 1.2.0 unchanged, but compatible changes need 1.3.0",
        "spec/demo.v1.yaml:9:3: next: run `python -m generator release spec/demo.v1.yaml`: it sets "
        "`version: 1.3.0`, writes its changelog entry and regenerates",
    ]
    # The entry to paste is the working tree's alone; markdown lists every release's.
    yaml_entry = generator("diff", "--against", "v1.0.0", "--format", "yaml", "spec/demo.v1.yaml", cwd=repo).stdout
    assert "  - version: 1.3.0\n" in yaml_entry and "'noir'" in yaml_entry and "'sepia'" not in yaml_entry
    markdown = generator("diff", "--against", "v1.0.0", "--format", "markdown", "spec/demo.v1.yaml", cwd=repo)
    assert [line for line in markdown.stdout.splitlines() if line.startswith("### ")] == [
        "### 1.3.0",
        "### 1.2.0",
        "### 1.1.0",
    ]  # newest first, as a changelog lists them

    # A skip in the working tree names the version that comes next.
    release("1.4.0", "light, dark, system, sepia, noir", commit=False)
    code, lines = verdicts()
    assert code == 1 and lines[2] == (
        "spec/demo.v1.yaml:9:3: error: version 1.2.0 → 1.4.0 skips a version: the next minor version is 1.3.0"
    )

    # A committed release that skipped fails, naming its commit, with no advice for the working
    # tree (which cannot fix it); the working tree's own step is checked against it.
    skipped = release("1.5.0", "light, dark, system, sepia, noir")
    release("1.6.0", "light, dark, system, sepia, noir, ink", commit=False)
    code, lines = verdicts()
    amend = (
        f"commit {skipped} is one of the range's: amend it if it is not published yet; if it is, diff "
        f"against it (`--against {skipped}`) to check what came after"
    )
    assert code == 1 and lines[2:] == [
        f"{skipped}:spec/demo.v1.yaml:9:3: error: version 1.2.0 → 1.5.0 skips a version: the next minor "
        f"version is 1.3.0 (in commit {skipped})",
        f"{skipped}:spec/demo.v1.yaml:9:3: next: {amend}",
        "spec/demo.v1.yaml:9:3: ok: version 1.5.0 → 1.6.0 (minor) fits the changes (compatible)",
    ]
    as_json = generator("diff", "--against", "v1.0.0", "--format", "json", "spec/demo.v1.yaml", cwd=repo)
    report = json.loads(as_json.stdout)
    assert report["ok"] is False
    assert [(s["status"], s["committed"], s["next"]) for s in report["specs"]] == [
        ("ok", first, None),
        ("ok", second, None),
        ("error", skipped, amend),
        ("ok", None, None),
    ]
    # GitHub has no file for a place in a committed text: the annotation names it in its message.
    as_github = generator("diff", "--against", "v1.0.0", "--format", "github", "spec/demo.v1.yaml", cwd=repo)
    [skip] = [line for line in as_github.stdout.splitlines() if "skips a version" in line]
    assert skip.startswith(f"::error title=protocol version::{skipped}:spec/demo.v1.yaml:9:3: version 1.2.0 → 1.5.0")
    # As CI runs it on that commit: the commit's own step fails.
    code = generator("diff", "--against", "HEAD~1", "spec/demo.v1.yaml", cwd=repo).returncode
    assert code == 1

    # Patch releases only, for a compatible change: the last step needs a minor.
    git(repo, "reset", "-q", "--hard", "v1.0.0")
    release("1.0.1", "light, dark")  # a release without changes (the templates changed, say)
    release("1.0.2", "light, dark, system", commit=False)
    code, lines = verdicts()
    assert code == 1 and lines[1] == (
        "spec/demo.v1.yaml:9:3: error: version 1.0.1 → 1.0.2, but compatible changes need 1.1.0"
    )

    # A spec added since the ref: its releases since the commit that added it.
    other = repo / "spec" / "other.v1.yaml"
    names = [
        ("name: demo\n", "name: other\n"),
        ("example.demo/", "example.other/"),
        ("protocols.demo", "protocols.other"),
    ]
    names += [("protocols-demo", "protocols-other"), ("demo-protocol", "other-protocol"), (": Demo", ": Other")]
    text = base
    for was, now in names:
        assert was in text
        text = text.replace(was, now)
    other.write_text(text)
    git(repo, "add", "spec/other.v1.yaml")
    git(repo, "commit", "-qm", "other 1.0.0")
    added = git(repo, "rev-parse", "--short", "HEAD").strip()
    other.write_text(
        text.replace("  version: 1.0.0\n", "  version: 1.1.0\n").replace("[light, dark]", "[light, dark, ink]")
    )
    git(repo, "commit", "-qm", "other 1.1.0", "--", "spec/other.v1.yaml")
    result = generator("diff", "--against", "v1.0.0", "spec/other.v1.yaml", cwd=repo)
    assert result.returncode == 0, result.stdout + result.stderr
    assert [line for line in result.stdout.splitlines() if ": compatible: " not in line] == [
        f"spec/other.v1.yaml: new: example.other/v1 version 1.0.0, added in commit {added} (not at v1.0.0): "
        "checked from there",
        "spec/other.v1.yaml:9:3: ok: version 1.0.0 → 1.1.0 (minor) fits the changes (compatible)",
    ]


@pytest.mark.slow  # a git repository with branches and merges, ten generator runs: ~10 s
def test_diff_follows_the_branch_its_merges_and_refs_off_it(tmp_path: Path) -> None:
    """Releases are read along the first-parent line (a merged branch's commits are the
    merge's), a ref off that line is read at the merge base, and a version released already in
    the range is never accepted or suggested again (spec/README.md, "The version rule")."""
    repo = tmp_path / "repo"
    (repo / "spec").mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    spec = repo / "spec" / "demo.v1.yaml"
    base = (FIXTURES / "enum-value-added" / "old.yaml").read_text()
    prose = ("MAX_MESSAGE: {value: 200}", "MAX_MESSAGE: {value: 200, doc: Characters in a message.}")
    colours = ("values: [light, dark]", "values: [light, dark, system]")
    assert prose[0] in base and colours[0] in base and "  version: 1.0.0\n" in base

    def write(version: str, *edits: tuple[str, str]) -> None:
        text = base.replace("  version: 1.0.0\n", f"  version: {version}\n")
        for was, now in edits:
            text = text.replace(was, now)
        spec.write_text(text)

    changes: list[str] = []  # the change lines of the last diff, which diff() leaves out

    def diff(*args: str) -> tuple[int, list[str]]:
        result = generator("diff", *args, "spec/demo.v1.yaml", cwd=repo)
        assert result.returncode in (0, 1), result.stderr
        kinds = (": compatible: ", ": patch: ", ": breaking: ")
        changes[:] = [line for line in result.stdout.splitlines() if any(k in line for k in kinds)]
        return result.returncode, [line for line in result.stdout.splitlines() if line not in changes]

    write("1.0.0")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "1.0.0")
    git(repo, "tag", "v1.0.0")
    # Two branches from 1.0.0, each a correct release of its own, merged one after the other.
    git(repo, "checkout", "-qb", "a")
    write("1.1.0", colours)
    git(repo, "commit", "-qam", "a: 1.1.0")
    git(repo, "checkout", "-qb", "b", "v1.0.0")
    write("1.0.1", prose)
    git(repo, "commit", "-qam", "b: 1.0.1")
    git(repo, "checkout", "-q", "main")
    git(repo, "merge", "-q", "--no-ff", "-m", "merge a", "a")
    merge_b = run(["git", "merge", "-q", "--no-ff", "-m", "merge b", "b"], cwd=repo)
    assert merge_b.returncode != 0  # both set the version: resolved as the next patch of main's 1.1.0
    write("1.1.1", colours, prose)
    git(repo, "commit", "-qam", "merge b")
    assert diff("--against", "v1.0.0")[0] == 0
    assert diff("--against", "HEAD~1") == (
        0,
        [
            "spec/demo.v1.yaml:9:3: ok: version 1.1.0 → 1.1.1 (patch) fits the changes (patch)",
        ],
    )
    assert [line.split(": ", 1)[1] for line in changes] == ["patch: limit MAX_MESSAGE doc added"]

    # A ref off this branch that changed the spec since: compared where the branch started, not
    # with the other branch's edits seen backwards.
    git(repo, "checkout", "-qb", "late", "v1.0.0")
    write("1.1.0", colours)
    git(repo, "commit", "-qam", "late: 1.1.0")
    code, lines = diff("--against", "main")
    fork = git(repo, "rev-parse", "--short", "v1.0.0").strip()
    assert code == 0 and lines[0] == (
        "spec/demo.v1.yaml: diverged: main is not an ancestor of HEAD and changed this spec after this branch "
        f"left it: compared with where the branch started (their merge base {fork}); rebase on main "
        "before merging"
    )
    assert [line.split(": ", 1)[1] for line in changes] == ["compatible: enum theme value 'system' added"]

    # A release that went backwards (refused), then the version it went back from, again.
    git(repo, "checkout", "-q", "main")
    write("1.0.2", colours, prose)
    git(repo, "commit", "-qam", "1.0.2, backwards")
    write("1.1.1", colours, prose, ("[light, dark, system]", "[light, dark, system, sepia]"))
    code, lines = diff("--against", "HEAD~1")
    assert (
        code == 1
        and lines[-2:]
        == [
            "spec/demo.v1.yaml:9:3: error: version 1.0.2 → 1.1.1, but 1.1.1 was released before it in this range: "
            "use 1.2.0",
            lines[-1],
        ]
        and "`version: 1.2.0`" in lines[-1]
    )

    # new-major puts a spec back only as its newest release: not before a later one.
    write("1.1.1", colours, prose, ("values: [light, dark, system]", "values: [light]"))
    refused = generator("new-major", "spec/demo.v1.yaml", "--against", "HEAD~2", cwd=repo)
    newest = git(repo, "rev-parse", "--short", "HEAD").strip()
    assert refused.returncode == 2 and refused.stderr.strip() == (
        f"error: spec/demo.v1.yaml was released as 1.0.2 since HEAD~2 (commit {newest}): putting it back as "
        f"it is at HEAD~2 would undo that release; use `--against {newest}`"
    )
    assert not (repo / "spec" / "demo.v2.yaml").exists()

    # A spec renamed (the same protocol id): compared with its old name's text, not new and
    # retired, so the breaking change is still seen.
    write("1.1.2", colours, prose)
    git(repo, "commit", "-qam", "1.1.2")
    git(repo, "mv", "spec/demo.v1.yaml", "spec/board.v1.yaml")
    board = repo / "spec" / "board.v1.yaml"
    board.write_text(board.read_text().replace(colours[1], "values: [light]"))
    result = generator("diff", "--against", "HEAD", "spec", cwd=repo)
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stdout.splitlines()[0] == (
        "spec/board.v1.yaml: renamed: was spec/demo.v1.yaml at HEAD (the same protocol id): compared with it"
    )
    assert ": breaking: enum theme value 'system' renamed or removed" in result.stdout
    assert "retired" not in result.stdout


def _other_protocol(text: str) -> str:
    """The diff fixture as a second protocol: every name that must be distinct, renamed."""
    names = [
        ("name: demo\n", "name: other\n"),
        ("example.demo/", "example.other/"),
        ("protocols.demo", "protocols.other"),
    ]
    names += [("protocols-demo", "protocols-other"), ("demo-protocol", "other-protocol"), (": Demo", ": Other")]
    for was, now in names:
        assert was in text
        text = text.replace(was, now)
    return text


@pytest.mark.slow  # five git repositories, a dozen generator runs: ~15 s
def test_diff_history_shapes_a_trial_found(tmp_path: Path) -> None:
    """Histories a user trial broke: a ref beside the first-parent line, a branch merged with
    --no-ff, a rename after releases, two specs swapping names, a move to another folder, a spec
    whose first commit does not build, and specs only in a nested folder."""
    base = (FIXTURES / "enum-value-added" / "old.yaml").read_text()
    colours = ["values: [light, dark]", "values: [light, dark, system]", "values: [light, dark, system, sepia]"]

    def spec_text(version: str, values: int = 0) -> str:
        return base.replace("  version: 1.0.0\n", f"  version: {version}\n").replace(colours[0], colours[values])

    def new_repo(name: str) -> Path:
        repo = tmp_path / name
        (repo / "spec").mkdir(parents=True)
        git(repo, "init", "-q", "-b", "main")
        (repo / "spec" / "demo.v1.yaml").write_text(spec_text("1.0.0"))
        git(repo, "add", ".")
        git(repo, "commit", "-qm", "1.0.0")
        git(repo, "tag", "v1.0.0")
        return repo

    def commit(repo: Path, message: str, **files: str) -> None:
        for file, text in files.items():
            (repo / "spec" / file.replace("__", ".").replace("_yaml", ".yaml")).write_text(text)
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", message)

    def diff(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
        return generator("diff", *args, cwd=repo)

    # A tag beside the first-parent line: a branch merged main's release, then main moved to it.
    repo = new_repo("beside")
    git(repo, "checkout", "-qb", "feat")
    (repo / "README").write_text("notes\n")
    git(repo, "add", "README")
    git(repo, "commit", "-qm", "readme")
    git(repo, "checkout", "-q", "main")
    commit(repo, "1.1.0", demo__v1_yaml=spec_text("1.1.0", 1))
    git(repo, "tag", "v1.1.0")
    git(repo, "checkout", "-q", "feat")
    git(repo, "merge", "-q", "--no-ff", "-m", "merge main", "main")
    git(repo, "checkout", "-q", "main")
    git(repo, "merge", "-q", "--ff-only", "feat")
    result = diff(repo, "--against", "v1.1.0")
    assert result.returncode == 0, result.stdout + result.stderr

    # A branch with two releases merged with --no-ff: both seen, as a fast-forward would show them.
    repo = new_repo("no-ff")
    git(repo, "checkout", "-qb", "feat")
    commit(repo, "1.1.0", demo__v1_yaml=spec_text("1.1.0", 1))
    commit(repo, "1.2.0", demo__v1_yaml=spec_text("1.2.0", 2))
    git(repo, "checkout", "-q", "main")
    git(repo, "merge", "-q", "--no-ff", "-m", "merge feat", "feat")
    result = diff(repo, "--against", "HEAD~1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok: version 1.0.0 → 1.1.0 (minor)" in result.stdout and "ok: version 1.1.0 → 1.2.0 (minor)" in result.stdout

    # Releases under the old name, then a rename: the walk follows the old name.
    repo = new_repo("rename")
    commit(repo, "1.1.0", demo__v1_yaml=spec_text("1.1.0", 1))
    commit(repo, "1.2.0", demo__v1_yaml=spec_text("1.2.0", 2))
    git(repo, "mv", "spec/demo.v1.yaml", "spec/demo.yaml")
    git(repo, "commit", "-qm", "rename")
    result = diff(repo, "--against", "v1.0.0")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[0] == (
        "spec/demo.yaml: renamed: was spec/demo.v1.yaml at v1.0.0 (the same protocol id): compared with it"
    )

    # Two specs swap names: each is compared with its own protocol's text, no change.
    repo = new_repo("swap")
    commit(repo, "other", other__v1_yaml=_other_protocol(spec_text("1.0.0")))
    demo, other = (repo / "spec" / "demo.v1.yaml").read_text(), (repo / "spec" / "other.v1.yaml").read_text()
    commit(repo, "swap", demo__v1_yaml=other, other__v1_yaml=demo)
    result = diff(repo, "--against", "HEAD~1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert [line.split(": ", 1)[1] for line in result.stdout.splitlines() if ": ok: " in line] == [
        "ok: no changes; version 1.0.0 unchanged",
        "ok: no changes; version 1.0.0 unchanged",
    ]

    # A move to another folder with a breaking change: paired across the folders given.
    repo = new_repo("move")
    (repo / "spec" / "v1").mkdir()
    git(repo, "mv", "spec/demo.v1.yaml", "spec/v1/demo.v1.yaml")
    moved = repo / "spec" / "v1" / "demo.v1.yaml"
    moved.write_text(spec_text("1.0.1").replace(colours[0], "values: [light]"))
    git(repo, "commit", "-qam", "move")
    result = diff(repo, "--against", "HEAD~1", "spec", "spec/v1")
    assert result.returncode == 1 and "breaking: enum theme value 'dark' renamed or removed" in result.stdout
    assert "retired" not in result.stdout

    # A spec whose first commit does not build is checked from the first that does.
    repo = new_repo("broken-first")
    commit(repo, "other, broken", other__v1_yaml="protocol: [not a spec\n")
    commit(repo, "other 1.0.0", other__v1_yaml=_other_protocol(spec_text("1.0.0")))
    commit(repo, "other 1.2.0", other__v1_yaml=_other_protocol(spec_text("1.2.0", 1)))
    result = diff(repo, "--against", "v1.0.0", "spec/other.v1.yaml")
    assert result.returncode == 1 and "skips a version" in result.stdout, result.stdout

    # Specs only in a nested folder: refused as generate refuses them, not an empty pass.
    repo = new_repo("nested")
    (repo / "spec" / "grp").mkdir()
    git(repo, "mv", "spec/demo.v1.yaml", "spec/grp/demo.v1.yaml")
    git(repo, "commit", "-qm", "nest")
    result = diff(repo, "--against", "HEAD")
    assert (result.returncode, result.stderr.strip()) == (2, "error: no *.yaml specs in spec")


@pytest.mark.slow  # a git repository and a generator run: ~2 s
def test_github_annotations_name_files_from_the_repository_root(tmp_path: Path) -> None:
    """GitHub places an annotation by its path from the repository's root: a project in a
    monorepo's subfolder, run from its own root, must not lose its annotations."""
    repo = tmp_path / "mono"
    project = repo / "tools" / "protocols"
    (project / "spec").mkdir(parents=True)
    git(repo, "init", "-q")
    spec = project / "spec" / "demo.v1.yaml"
    spec.write_text((FIXTURES / "breaking-without-bump" / "old.yaml").read_text())
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "v1")
    spec.write_text((FIXTURES / "breaking-without-bump" / "new.yaml").read_text())
    result = generator("diff", "--against", "HEAD", "--format", "github", cwd=project)
    assert result.returncode == 1
    files = [line.split("file=")[1].split(",")[0] for line in result.stdout.splitlines()]
    assert files == ["tools/protocols/spec/demo.v1.yaml"] * 2, result.stdout


def test_against_outside_a_git_repository_exits_2(tmp_path: Path) -> None:
    spec = tmp_path / "demo.v1.yaml"
    spec.write_text((FIXTURES / "variant-removed" / "old.yaml").read_text())
    env_dir = tmp_path  # not a repository (tmp_path is outside the project's)
    result = generator("diff", "--against", "HEAD", "demo.v1.yaml", cwd=env_dir)
    assert result.returncode == 2 and "not inside a git repository" in result.stderr


# --------------------------------------------------------------------------- changelog in the spec


def _with_changelog(entries: str, version: str = "1.1.0") -> str:
    base = (FIXTURES / "variant-added" / "new.yaml").read_text().replace("version: 1.1.0", f"version: {version}")
    return base + "\nchangelog:\n" + entries


@pytest.mark.parametrize(
    ("entries", "error"),
    [
        ("  - {version: 1.2.0, changes: [x]}\n", "changelog entry 1.2.0 is newer than protocol.version 1.1.0"),
        (
            "  - {version: 1.0.0, changes: [x]}\n  - {version: 1.1.0, changes: [y]}\n",
            "changelog entries must be newest first: 1.1.0 comes after 1.0.0",
        ),
        (
            "  - {version: 1.1.0, changes: [x]}\n  - {version: 1.1.0, changes: [y]}\n",
            "changelog lists version 1.1.0 twice",
        ),
        ("  - {version: 1.1.0, changes: []}\n", "'changes' must not be empty"),
        ("  - {version: '1.1', changes: [x]}\n", "must be MAJOR.MINOR.PATCH"),
    ],
)
def test_changelog_errors(entries: str, error: str) -> None:
    with pytest.raises(SpecError) as caught:
        read_spec_text(_with_changelog(entries), "demo.yaml")
    assert error in caught.value.reason


def test_the_doc_shows_the_version_and_the_changelog(frozen_out: Path) -> None:
    """Hand-picked lines of the doc, so the frozen console spec's."""
    doc = (frozen_out / "docs" / "console-protocol.md").read_text()
    version = frozen_protocol("console").version
    assert f"Version {version} · generated from `tests/fixtures/frozen/console.v1.yaml`" in doc
    changelog = doc[doc.index("\n## Changelog\n") :]
    assert "Its major is the one in the protocol id, `appwrite.console/v1`" in changelog
    assert "skips any action it cannot validate" in changelog
    assert "\n### 1.0.0\n\n- First versioned release" in changelog


def test_keep_empty_from_defaults_is_the_same_as_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`defaults: {string: {keep_empty: true}}` gives every string field that says nothing
    `keep_empty`, a field's own `keep_empty: false` wins, and moving it from the fields into
    the defaults is no change to diff."""
    base = (ROOT / "tests" / "broken_specs" / "valid-base.yml").read_text(encoding="utf-8")
    assert base.count("  string: {normalise: [strip]}\n") == 1
    assert base.count("{name: message, type: string, required: true}") == 1
    old = base.replace(
        "{name: message, type: string, required: true}",
        "{name: message, type: string, required: true, keep_empty: true}",
    )
    new = base.replace("  string: {normalise: [strip]}\n", "  string: {normalise: [strip], keep_empty: true}\n")
    p = read_spec_text(new, "demo.v1.yaml")
    strings = [(f.name, f.type.keep_empty) for v in p.variants for f in v.fields if isinstance(f.type, StringType)]
    assert strings and all(keep for _, keep in strings), strings
    # the shape's string fields (written block style) say `keep_empty: false` themselves
    assert new.count("        type: string\n") == 2
    new = new.replace("        type: string\n", "        type: string\n        keep_empty: false\n")
    p = read_spec_text(new, "demo.v1.yaml")
    after = {f.name: f.type.keep_empty for v in p.variants for f in v.fields if isinstance(f.type, StringType)}
    assert after == {name: name == "message" for name, _ in strings}, after
    (tmp_path / "old.yaml").write_text(old, encoding="utf-8")
    (tmp_path / "new.yaml").write_text(new, encoding="utf-8")
    code, lines = _run(capsys, str(tmp_path / "old.yaml"), str(tmp_path / "new.yaml"))
    assert code == 0 and any("no changes" in line for line in lines), lines
