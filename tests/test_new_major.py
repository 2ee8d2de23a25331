"""``python -m generator new-major``: the next major of a protocol as a new file beside the old.

A breaking change needs a new protocol id, and a new id is a new spec file (spec/README.md,
"Several majors side by side"). The command moves every name two majors generated together
must not share, keeps the rest of the file as written (comments included), starts the new
major's changelog, and with ``--against REF`` puts the old file back as committed.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from generator.pipeline import read_specs
from generator.spec.files import new_file_name, newer_major_file, put_back, spec_file_major
from generator.targets.python.names import py_distribution, py_module
from generator.targets.typescript.names import ts_named, ts_package, ts_prefix
from tests import frozen
from tests.commands import SHARED_CACHE, generator, git

pytestmark = pytest.mark.slow  # git repositories and generator runs: ~10 s


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return generator(*args, cwd=cwd, env={"GENERATOR_CACHE": str(SHARED_CACHE)})


@pytest.mark.parametrize(
    ("name", "major", "new"),
    [
        ("console.v1.yaml", 1, "console.v2.yaml"),
        ("a.b.v12.yaml", 12, "a.b.v13.yaml"),
        ("plain.yaml", None, "plain.v2.yaml"),
    ],
)
def test_file_names_carry_the_major(name: str, major: int | None, new: str) -> None:
    assert spec_file_major(name) == major
    assert new_file_name(Path("spec") / name, (major or 1) + 1) == Path("spec") / new


def test_a_later_major_is_found_beside_a_spec(tmp_path: Path) -> None:
    names = ["console.v1.yaml", "console.v2.yaml", "console.v10.yaml", "consoles.v3.yaml", "plain.yaml"]
    names += ["a[1].v1.yaml", "a[1].v2.yaml", "b*.v1.yaml", "bx.v5.yaml", "c.v1.yaml", "c.v1.v3.yaml"]
    for name in names:
        (tmp_path / name).write_text("")
    assert newer_major_file(tmp_path / "console.v1.yaml") == tmp_path / "console.v10.yaml"
    assert newer_major_file(tmp_path / "console.v10.yaml") is None
    assert newer_major_file(tmp_path / "plain.yaml") is None
    (tmp_path / "plain.v2.yaml").write_text("")
    assert newer_major_file(tmp_path / "plain.yaml") == tmp_path / "plain.v2.yaml"
    # a name is a name, not a glob pattern, and only the same protocol's files count
    assert newer_major_file(tmp_path / "a[1].v1.yaml") == tmp_path / "a[1].v2.yaml"
    assert newer_major_file(tmp_path / "b*.v1.yaml") is None
    assert newer_major_file(tmp_path / "c.v1.yaml") is None


def test_the_put_back_command_runs_from_where_it_is_printed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = tmp_path / "repo"
    (repo / "spec").mkdir(parents=True)
    (repo / ".git").mkdir()
    spec = repo / "spec" / "memory.v1.yaml"
    monkeypatch.chdir(repo)
    assert put_back(spec, "HEAD") == (
        "`git diff HEAD -- spec/memory.v1.yaml` shows your edit; `git checkout HEAD -- spec/memory.v1.yaml` undoes it"
    )
    monkeypatch.chdir(tmp_path)  # outside the repository: git runs in the spec's folder
    assert put_back(spec, "v1.2.0") == (
        "`git -C repo/spec diff v1.2.0 -- ./memory.v1.yaml` shows your edit; "
        "`git -C repo/spec checkout v1.2.0 -- ./memory.v1.yaml` undoes it"
    )


@pytest.mark.parametrize("spec", sorted(frozen.SPECS.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_name_moves_and_the_rest_is_kept(spec: Path, tmp_path: Path) -> None:
    (tmp_path / "spec").mkdir()
    old = tmp_path / "spec" / spec.name
    shutil.copy(spec, old)
    result = _cli("new-major", f"spec/{spec.name}", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    target = new_file_name(old, 2)
    assert result.stdout.splitlines()[0].startswith(f"wrote spec/{target.name}: ")
    assert old.read_text() == spec.read_text()  # the released major is untouched
    [v1, v2] = read_specs([old, target])  # and both build side by side, names distinct
    assert v2.id == v1.id.replace("/v1", "/v2") and v2.version == "2.0.0"
    assert v2.name == f"{v1.name}_v2" and ts_prefix(v2) == f"{ts_prefix(v1)}V2"
    assert py_module(v2) == f"{py_module(v1)}_v2"
    assert py_distribution(v2) == f"{py_distribution(v1)}-v2" and ts_package(v2) == f"{ts_package(v1)}-v2"
    # a TypeScript type name that started with the old prefix starts with the new one (the
    # default names follow the prefix; written ones are moved); others are the author's
    old_names = [*(ts_named(e, v1) for e in v1.enums), *(ts_named(s, v1) for s in v1.shapes)]
    new_names = [*(ts_named(e, v2) for e in v2.enums), *(ts_named(s, v2) for s in v2.shapes)]
    assert new_names == [
        ts_prefix(v2) + name[len(ts_prefix(v1)) :] if name and name.startswith(ts_prefix(v1)) else name
        for name in old_names
    ]
    # Only the moved names and the changelog differ: comments and layout are the author's.
    old_lines, new_lines = old.read_text().splitlines(), target.read_text().splitlines()
    changed = [line for line in new_lines if line not in old_lines]
    assert all("2" in line or line.strip().startswith(("- ", "changes:", "changelog:")) for line in changed), changed
    # Comments are the author's, but for the old id: in the new major's file it means its own.
    assert [line.replace(v1.id, v2.id) for line in old_lines if line.lstrip().startswith("#")] == [
        line for line in new_lines if line.lstrip().startswith("#")
    ]
    # Outside the changelog no line names the old id: each that did is rewritten and listed.
    changelog_from = new_lines.index("changelog:") + 1
    naming = [n for n, line in enumerate(new_lines, 1) if re.search(re.escape(v1.id) + "(?![0-9])", line)]
    assert all(n >= changelog_from and new_lines[n - 1].startswith("      - ") for n in naming), naming
    listed = [n for n, line in enumerate(old_lines, 1) if re.search(re.escape(v1.id) + "(?![0-9])", line)]
    end = old_lines.index("changelog:") + 1 if "changelog:" in old_lines else len(old_lines) + 1
    # the listed ones are prose and comments: the protocol id and a JSON Schema `id` are names
    # the move renames (above), not lines to review
    listed = [n for n in listed if n < end and not old_lines[n - 1].strip().startswith("id:")]
    said = result.stdout.splitlines()[-1]
    if listed:
        where = (
            f"line {listed[0]}" if len(listed) == 1 else f"lines {', '.join(map(str, listed[:-1]))} and {listed[-1]}"
        )
        assert f"; {where} named {v1.id} and now {v2.id}" in said, said
        assert all(v2.id in new_lines[n - 1] for n in listed)
    else:
        assert v1.id not in said, said
    # The new major is unreleased: its changes wait in the unreleased entry for its first release.
    entry = v2.changelog[0]
    assert entry.version == "unreleased" and entry.changes[0].startswith(f"breaking: new major {v2.id} of {v1.id}")
    assert len(entry.changes) == 1  # nothing else changed
    assert not any(e.version.startswith("2.") for e in v2.changelog)
    # a second run refuses to overwrite
    again = _cli("new-major", f"spec/{spec.name}", cwd=tmp_path)
    assert again.returncode == 2
    assert again.stderr.strip() == (
        f"error: spec/{target.name} already exists: a breaking change to spec/{spec.name} belongs there"
    )


def _committed(folder: Path, name: str) -> tuple[Path, str]:
    """The frozen spec ``name`` committed as the only spec of a new repository at ``folder``;
    its path and committed text."""
    (folder / "spec").mkdir()
    spec = folder / "spec" / name
    shutil.copy(frozen.SPECS / name, spec)
    git(folder, "init", "-q")
    git(folder, "add", ".")
    git(folder, "commit", "-qm", "v1")
    return spec, spec.read_text()


def _committed_then_broken(folder: Path) -> tuple[Path, str]:
    """The frozen memory spec committed, then edited with a breaking change (its actions limit
    lowered); its path and committed text."""
    spec, released = _committed(folder, "memory.v1.yaml")
    assert "MAX_ACTIONS: {value: 10," in released
    spec.write_text(released.replace("MAX_ACTIONS: {value: 10,", "MAX_ACTIONS: {value: 5,"))
    return spec, released


@pytest.mark.slow  # a git repository and two generator runs: ~2 s
def test_without_against_an_edited_file_gets_the_command_that_puts_it_back(tmp_path: Path) -> None:
    """Plain new-major copies the edited file and leaves it edited: it says so, with the git
    command that undoes the edit, and running that command leaves a tree diff accepts."""
    spec, released = _committed_then_broken(tmp_path)
    result = _cli("new-major", "spec/memory.v1.yaml", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    [note] = [line for line in result.stdout.splitlines() if line.startswith("note: ")]
    assert note.startswith("note: spec/memory.v1.yaml keeps its edits since HEAD, which spec/memory.v2.yaml has too")
    undo = note.split("`")[3]
    assert undo == "git checkout HEAD -- spec/memory.v1.yaml"
    git(tmp_path, *undo.split()[1:])
    assert spec.read_text() == released
    assert _cli("diff", "--against", "HEAD", cwd=tmp_path).returncode == 0
    # an unedited file gets no note
    (tmp_path / "spec" / "memory.v2.yaml").unlink()
    assert "note: " not in _cli("new-major", "spec/memory.v1.yaml", cwd=tmp_path).stdout


def test_against_a_ref_moves_the_edits_and_puts_the_old_file_back(tmp_path: Path) -> None:
    """A breaking edit made to the released file: the printed command moves it to v2."""
    spec, released = _committed_then_broken(tmp_path)
    diff = _cli("diff", "--against", "HEAD", cwd=tmp_path)
    assert diff.returncode == 1
    [command] = [line.split("`")[1] for line in diff.stdout.splitlines() if ": next: " in line]
    assert command == "python -m generator new-major spec/memory.v1.yaml --against HEAD"
    moved = _cli(*command.split()[3:], cwd=tmp_path)
    assert moved.returncode == 0, moved.stderr
    assert spec.read_text() == released
    v2 = (tmp_path / "spec" / "memory.v2.yaml").read_text()
    assert "MAX_ACTIONS: {value: 5," in v2
    assert '- "breaking: envelope actions max lowered 10 → 5"' in v2.split("changelog:")[1]
    assert _cli("diff", "--against", "HEAD", cwd=tmp_path).returncode == 0
    assert _cli("generate", cwd=tmp_path).returncode == 0

    # Another breaking edit to v1, now that v2 has its file: `new-major` would refuse, so the
    # advice is the file where the change belongs, and following it passes.
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-qm", "v2")
    # Release notes over that commit have the new major's own entry, which new-major wrote: it
    # waits for the major's first release.
    notes = _cli("diff", "--against", "HEAD~1", "--format", "markdown", cwd=tmp_path).stdout
    assert "<!-- appwrite.memory/v2 -->\n### unreleased\n\n- breaking: new major appwrite.memory/v2 of" in notes
    spec.write_text(released.replace("MAX_ACTIONS: {value: 10,", "MAX_ACTIONS: {value: 4,"))
    again = _cli("diff", "--against", "HEAD", cwd=tmp_path)
    [advice] = [line for line in again.stdout.splitlines() if ": next: " in line]
    assert advice.endswith(
        "a breaking change belongs to a new major, and spec/memory.v2.yaml is a later one: put this file back "
        "(`git diff HEAD -- spec/memory.v1.yaml` shows your edit; `git checkout HEAD -- spec/memory.v1.yaml` "
        "undoes it) and make the change there"
    )
    git(tmp_path, "checkout", "HEAD", "--", spec.relative_to(tmp_path).as_posix())
    assert spec.read_text() == released
    refused = _cli("new-major", "spec/memory.v1.yaml", "--against", "HEAD", cwd=tmp_path)
    assert refused.returncode == 2 and refused.stderr.strip() == (
        "error: spec/memory.v2.yaml already exists: a breaking change to spec/memory.v1.yaml belongs there "
        "(`git diff HEAD -- spec/memory.v1.yaml` shows your edit; `git checkout HEAD -- spec/memory.v1.yaml` "
        "undoes it)"
    )
    assert _cli("check", cwd=tmp_path).returncode == 0
    assert (tmp_path / "generated" / "python" / "appwrite-protocols-memory-v2").is_dir()


def test_a_major_bumped_in_place_is_refused_with_the_command(tmp_path: Path) -> None:
    (tmp_path / "spec").mkdir()
    spec = tmp_path / "spec" / "threat.v1.yaml"
    text = (frozen.SPECS / "threat.v1.yaml").read_text()
    spec.write_text(
        text.replace("id: appwrite.threat/v1", "id: appwrite.threat/v2", 1).replace(
            "version: 1.1.0", "version: 2.0.0", 1
        )
    )
    result = _cli("generate", cwd=tmp_path)
    assert result.returncode == 2 and not (tmp_path / "generated").exists()
    assert "the id says v2 but the file name says v1: a new major is a new file" in result.stderr
    assert "python -m generator new-major spec/threat.v1.yaml --against HEAD" in result.stderr


def test_a_removed_field_still_in_an_example_is_named_by_diff_and_new_major(tmp_path: Path) -> None:
    """The frozen console spec with the toast's description field removed and its example left as it
    was: diff names the example (exit 2, as generate), new-major writes v2 and lists it in its
    review, and generate refuses v2 at that example until it is fixed."""
    spec, released = _committed(tmp_path, "console.v1.yaml")
    field = "      - {name: description, type: string, doc: Supporting text}\n"
    example = "{type: toast, level: success, message: Database created, description: Main is ready to use}"
    assert released.count(field) == 1 and example in released
    spec.write_text(released.replace(field, ""))
    edited = spec.read_text()
    line = edited.count("\n", 0, edited.index(example)) + 1
    column = edited.index(example) - edited.rfind("\n", 0, edited.index(example))
    named = (
        f":{line}:{column}: error: this example breaks the spec's own rules: description: is not a known "
        "field (an example refuses it although live traffic's `unknown` is drop: models copy examples) "
        "(field toast.description was removed)"
    )
    diff = _cli("diff", "--against", "HEAD", cwd=tmp_path)
    where = spec.relative_to(tmp_path).as_posix()
    assert diff.returncode == 2 and f"{where}{named}" in diff.stderr.splitlines(), diff.stderr
    moved = _cli("new-major", "spec/console.v1.yaml", "--against", "HEAD", cwd=tmp_path)
    assert moved.returncode == 0, moved.stderr
    v2 = (tmp_path / "spec" / "console.v2.yaml").read_text()
    line = v2.count("\n", 0, v2.index(example)) + 1
    assert f"spec/console.v2.yaml:{line}:{column}{named[named.index(': error'):]}" in moved.stdout.splitlines()
    [review] = [out for out in moved.stdout.splitlines() if out.startswith("next: ")]
    assert "fix the examples listed above" in review
    refused = _cli("generate", cwd=tmp_path)
    assert refused.returncode == 2 and refused.stderr.startswith(f"spec/console.v2.yaml:{line}:{column}: ")
    assert not (tmp_path / "generated").exists()
