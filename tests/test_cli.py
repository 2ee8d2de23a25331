"""The command line fails like a tool: a missing spec, an output folder that cannot be written,
a bad flag on a subcommand each print one line naming the problem (after the subcommand's usage
where that helps), exit 2, print no traceback and write nothing. And ``--specs FILE`` touches
only that protocol's files (generator/selection.py)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from importlib.metadata import version
from pathlib import Path

import pytest

import generator.__main__ as cli_module
from generator.output import check_report
from generator.output.write import BUILD_OUTPUT, read_tree
from tests import frozen
from tests.commands import SHARED_CACHE, generator
from tests.conftest import ROOT

MINIMAL = ROOT / "tests" / "fixtures" / "minimal" / "alert.v1.yaml"


def _cli(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """These tests are about which files a run touches, not about formatting: black's output
    comes from the session's shared run cache."""
    return generator(*args, cwd=cwd, env={"GENERATOR_CACHE": str(SHARED_CACHE)})


def _error_lines(result: subprocess.CompletedProcess[str]) -> list[str]:
    """stderr without argparse's usage lines (a usage line and its wrapped continuation)."""
    lines = result.stderr.splitlines()
    if lines and lines[0].startswith("usage:"):
        lines = [line for line in lines[1:] if not line.startswith(" ")]
    return lines


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["generate", "--specs", "no/such/folder"], "error: no/such/folder does not exist"),
        (["check", "--specs", "no/such.yaml"], "error: no/such.yaml does not exist"),
        (["generate", "--bogus"], "python -m generator generate: error: unrecognized arguments: --bogus"),
        (["check", "--format", "xml"], "python -m generator check: error: argument --format: invalid choice: 'xml'"),
        (
            ["diff", "--no-such-flag", "a", "b"],
            "python -m generator diff: error: unrecognized arguments: --no-such-flag",
        ),
        (["diff", "no/such.v1.yaml", "b.yaml"], "error: no/such.v1.yaml does not exist"),
        (["diff", "--against", "HEAD", "no/such"], "error: no/such does not exist"),
        (["new-major"], "python -m generator new-major: error: the following arguments are required: SPEC"),
        (["new-major", "no/such.v1.yaml"], "error: no/such.v1.yaml is not a spec file"),
        (["frobnicate"], "python -m generator: error: argument COMMAND: invalid choice: 'frobnicate'"),
    ],
)
def test_bad_command_lines_are_one_error_line_and_exit_2(args: list[str], says: str, tmp_path: Path) -> None:
    result = _cli(*args, "--out", str(tmp_path / "out")) if args[0] in ("generate", "check") else _cli(*args)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    errors = _error_lines(result)
    assert len(errors) == 1 and errors[0].startswith(says), result.stderr
    assert result.stdout == ""
    assert not (tmp_path / "out").exists()


def test_a_bug_in_the_generator_exits_3_with_its_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Exit 1 means drift and 2 bad input: an internal failure must be neither, or CI reads a
    crash as a stale tree."""

    def broken(argv: list[str] | None = None) -> int:
        raise RuntimeError("a bug")

    monkeypatch.setattr(cli_module, "main", broken)
    assert cli_module._main() == 3
    err = capsys.readouterr().err
    assert "Traceback" in err and "RuntimeError: a bug" in err
    assert err.rstrip().splitlines()[-1].startswith("error: the generator failed. This is a bug in the generator")


def test_version_names_the_distribution() -> None:
    result = _cli("--version")
    assert (result.returncode, result.stdout.strip()) == (
        0,
        f"python -m generator {version('protocol-toolkit')} (protocol-toolkit)",
    )


def test_the_script_names_itself_once() -> None:
    """Installed as ``protocol-toolkit``, the version line does not repeat the name."""
    assert cli_module._version("protocol-toolkit") == f"protocol-toolkit {version('protocol-toolkit')}"


@pytest.mark.parametrize("command", ["generate", "check", "diff", "new-major", "guide"])
def test_help_cites_no_path_inside_the_generator(command: str) -> None:
    """A user reads --help without the generator's source at hand: it may cite the guide
    (spec/README.md), never a module of the generator."""
    for args in ([command, "--help"], ["--help"]):
        text = _cli(*args).stdout
        assert text and not re.search(r"generator/\w", text), text


def test_an_output_folder_under_a_file_says_it_is_a_file(tmp_path: Path) -> None:
    """``--out notes.txt/gen``: notes.txt is a file, and that is what is wrong, not its mode."""
    notes = tmp_path / "notes.txt"
    notes.write_text("mine\n")
    result = _cli("generate", "--specs", str(frozen.SPECS), "--out", str(notes / "gen"))
    assert (result.returncode, result.stderr.strip()) == (
        2,
        f"error: cannot write to {notes / 'gen'}: {notes} is a file, not a folder",
    )
    assert notes.read_text() == "mine\n"


def test_bad_utf8_is_named_at_its_line(tmp_path: Path) -> None:
    spec = tmp_path / "alert.v1.yaml"
    lines = MINIMAL.read_bytes().split(b"\n")
    lines[6] += b" \xff"
    spec.write_bytes(b"\n".join(lines))
    result = _cli("generate", "--specs", str(spec), "--out", str(tmp_path / "out"))
    column = len(lines[6].decode("utf-8", errors="replace"))
    assert (result.returncode, result.stderr.strip()) == (
        2,
        f"{spec}:7:{column}: the spec is not UTF-8: byte 0xFF invalid start byte",
    )


# every name the schema lets a protocol take; the quick tier tries the first (~2 s each)
_BUILD_NAMES = [n for n in BUILD_OUTPUT if re.fullmatch(r"[a-z][a-z0-9_]*", n)]


@pytest.mark.parametrize(
    "name", [_BUILD_NAMES[0]] + [pytest.param(n, marks=pytest.mark.slow) for n in _BUILD_NAMES[1:]]
)
def test_a_protocol_named_like_build_output_is_checked(name: str, tmp_path: Path) -> None:
    """check skips folders tools build into (dist/, build/), but never a file generate writes:
    a protocol named ``dist`` was stale forever (its own files read as build output)."""
    spec = tmp_path / "spec" / f"{name}.v1.yaml"
    spec.parent.mkdir()
    text = MINIMAL.read_text(encoding="utf-8")
    for old in ("name: alert", "protocols.alert"):  # the id keeps its name: ids take no `_`
        text = text.replace(old, old.replace("alert", name))
    spec.write_text(text, encoding="utf-8")
    out = tmp_path / "generated"
    assert _cli("generate", "--specs", str(spec.parent), "--out", str(out)).returncode == 0
    written = [p.relative_to(out) for p in out.rglob("*") if p.is_file()]
    assert any(name in rel.parts[:-1] for rel in written), "no folder takes the protocol's name"
    for args in (["--specs", str(spec.parent)], ["--specs", str(spec)]):
        result = _cli("check", *args, "--out", str(out))
        assert result.returncode == 0, result.stdout + result.stderr
    (out / "typescript" / name / f"{name}.ts").write_text("// edited\n")
    assert _cli("check", "--specs", str(spec.parent), "--out", str(out)).returncode == 1


def test_the_usage_printed_is_the_subcommands() -> None:
    result = _cli("generate", "--bogus")
    assert result.stderr.startswith("usage: python -m generator generate ")


def test_an_output_folder_that_cannot_be_written(tmp_path: Path) -> None:
    if os.geteuid() == 0:  # root writes anywhere; a file in the way still cannot be a folder
        blocked = tmp_path / "file"
        blocked.write_text("not a folder\n")
        result = _cli("generate", "--specs", str(frozen.SPECS), "--out", str(blocked / "out"))
        assert result.returncode == 2 and "Traceback" not in result.stderr
        assert len(result.stderr.splitlines()) == 1 and "cannot write" in result.stderr
        assert blocked.read_text() == "not a folder\n"
        return
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        result = _cli("generate", "--specs", str(frozen.SPECS), "--out", str(locked / "out"))
    finally:
        locked.chmod(0o700)
    assert result.returncode == 2 and result.stderr.startswith("error: cannot write to ")
    assert list(locked.iterdir()) == []


def test_an_output_path_that_is_a_file(tmp_path: Path) -> None:
    target = tmp_path / "generated"
    target.write_text("mine\n")
    result = _cli("generate", "--specs", str(frozen.SPECS), "--out", str(target))
    assert (result.returncode, result.stderr.strip()) == (2, f"error: {target} is a file, not an output folder")
    assert target.read_text() == "mine\n"


# --------------------------------------------------------------------------- --specs FILE


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    """A project with three of the frozen specs (the small ones), generated."""
    (tmp_path / "spec").mkdir()
    for name in ("clarify", "memory", "threat"):
        shutil.copy(frozen.SPECS / f"{name}.v1.yaml", tmp_path / "spec")
    assert _cli("generate", cwd=tmp_path).returncode == 0
    return tmp_path


@pytest.mark.slow
def test_one_spec_regenerates_its_files_and_keeps_every_other(project: Path) -> None:
    before = read_tree(project / "generated")
    threat = project / "spec" / "threat.v1.yaml"
    threat.write_text(
        threat.read_text().replace("title: Appwrite threat report protocol", "title: The threat protocol")
    )
    other = next(
        rel for rel in before if rel.startswith("python/appwrite-protocols-memory/") and rel.endswith("__init__.py")
    )
    (project / "generated" / other).write_text(before[other] + "# a hand edit in another protocol\n")
    (project / "generated" / "stray.txt").write_text("left alone\n")

    result = _cli("generate", "--specs", "spec/threat.v1.yaml", cwd=project)
    assert result.returncode == 0, result.stderr
    after = read_tree(project / "generated")
    changed = {rel for rel in before if before[rel] != after.get(rel)} - {other}
    assert changed and all("threat" in rel or rel == "python/formatting.json" for rel in changed), changed
    assert after[other].endswith("# a hand edit in another protocol\n")  # not touched
    assert after["stray.txt"] == "left alone\n"  # not deleted
    assert set(after) == set(before) | {"stray.txt"}

    # check of that one spec calls nothing else stale; the whole check still does
    assert _cli("check", "--specs", "spec/threat.v1.yaml", cwd=project).returncode == 0
    whole = _cli("check", cwd=project)
    # the verdict, a line a file (no git here: it cannot say which render it came from), the diff
    # only with --diff
    assert whole.returncode == 1 and whole.stdout.splitlines() == [
        f"generated/{other}: {check_report.DIFFERS}",
        f"generated/stray.txt: {check_report.EXTRA}",
    ]
    assert "a hand edit" in _cli("check", "--diff", cwd=project).stdout
    # a full generate owns the folder again: the stray file goes, the hand edit is undone
    assert _cli("generate", cwd=project).returncode == 0
    final = read_tree(project / "generated")
    assert "stray.txt" not in final and final[other] == before[other]
    assert {rel: text for rel, text in final.items() if "threat" in rel} == {
        rel: text for rel, text in after.items() if "threat" in rel
    }


@pytest.mark.slow
def test_one_spec_into_a_fresh_folder_gets_an_index_of_itself(project: Path) -> None:
    out = project / "fresh"
    result = _cli("generate", "--specs", "spec/memory.v1.yaml", "--out", "fresh", cwd=project)
    assert result.returncode == 0, result.stderr
    index = (out / "typescript" / "index.ts").read_text()
    assert "./memory/memory.js" in index and "./threat/threat.js" not in index
    assert {rel.split("/")[1] for rel in read_tree(out) if rel.startswith("python/") and "/" in rel[7:]} == {
        "appwrite-protocols-memory"
    }
    assert _cli("check", "--specs", "spec/memory.v1.yaml", "--out", "fresh", cwd=project).returncode == 0


@pytest.mark.slow
def test_a_stale_one_spec_check_names_its_own_command(project: Path) -> None:
    victim = next((project / "generated" / "python").glob("appwrite-protocols-clarify/src/**/__init__.py"))
    victim.write_text(victim.read_text() + "# edited\n")
    result = _cli("check", "--specs", "spec/clarify.v1.yaml", cwd=project)
    assert result.returncode == 1
    assert result.stderr.strip().endswith(
        "generated is stale: run `python -m generator generate --specs spec/clarify.v1.yaml`"
    )
