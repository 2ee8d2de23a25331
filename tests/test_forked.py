"""generator/forked.py and the pipeline's forked render (generator/pipeline.py): the child only
computes; whatever goes wrong in it, the run redoes the work in this process, so an error comes
out exactly as a run without the child gives it, and the output is the same bytes."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from generator import forked, pipeline
from generator.errors import Position, SpecError
from generator.output.write import read_tree
from generator.targets import ENV_VAR as TARGETS_VAR
from tests.commands import generator
from tests.conftest import PROTOCOLS, ROOT

needs_fork = pytest.mark.skipif(not forked.available(), reason="forking is used on Linux with two or more cores")


@needs_fork
def test_the_child_returns_what_the_work_returns() -> None:
    child = forked.start(lambda: {"pid": os.getpid(), "text": "x" * 3_000_000})
    assert child is not None
    ok, value = child.result()
    assert ok and value is not None
    assert value["pid"] != os.getpid()  # really another process
    assert value["text"] == "x" * 3_000_000  # more than a pipe holds at once


def _raise() -> None:
    raise SpecError(Position("a.yaml", 1, 2), "no")


def _exit() -> None:
    os._exit(0)  # gone before it writes a result


def _unpicklable() -> object:
    return lambda: None


@needs_fork
@pytest.mark.parametrize("work", [_raise, _exit, _unpicklable], ids=["raises", "exits", "unpicklable"])
def test_a_child_that_fails_in_any_way_gives_no_result(work: Callable[[], object]) -> None:
    child = forked.start(work)
    assert child is not None
    assert child.result() == (False, None)


@needs_fork
def test_a_cancelled_child_is_reaped() -> None:
    child = forked.start(lambda: __import__("time").sleep(60))
    assert child is not None
    child.cancel()
    with pytest.raises(ChildProcessError):
        os.waitpid(child.pid, os.WNOHANG)


@needs_fork
def test_work_beside_the_child_gives_its_value_and_a_failure_cancels_the_child() -> None:
    """``beside``: the value as a 1-tuple (so a work that returns None is not a failure); an
    Exception gives None and reaps the child; an interrupt reaps it and goes on up."""
    child = forked.start(lambda: 1)
    assert child is not None
    assert child.beside(lambda: None) == (None,)
    assert child.result() == (True, 1)
    for failure, raised in ((_raise, None), (lambda: (_ for _ in ()).throw(KeyboardInterrupt()), KeyboardInterrupt)):
        child = forked.start(lambda: __import__("time").sleep(60))
        assert child is not None
        if raised is None:
            assert child.beside(failure) is None
        else:
            with pytest.raises(raised):
                child.beside(failure)
        with pytest.raises(ChildProcessError):  # reaped: no child of that pid is left
            os.waitpid(child.pid, os.WNOHANG)


def test_fork_off_runs_nothing_in_a_child(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(forked.ENV_VAR, "off")
    assert forked.start(lambda: 1) is None


@needs_fork
def test_the_forked_render_gives_the_bytes_the_render_in_order_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    committed = read_tree(ROOT / "generated")  # its manifest spares black: the comparison is the point
    calls: list[object] = []
    real = pipeline._render_beside

    def recording(*args: object) -> object:
        found = real(*args)  # type: ignore[arg-type]
        calls.append(found)
        return found

    monkeypatch.setattr(pipeline, "_render_beside", recording)
    beside = pipeline.render_all(PROTOCOLS, committed=committed)
    assert calls and calls[0] is not None  # the child rendered
    monkeypatch.setenv(forked.ENV_VAR, "off")
    in_order = pipeline.render_all(PROTOCOLS, committed=committed)
    assert list(beside.items()) == list(in_order.items())  # same files, same bytes, same order
    assert beside == committed


def _generate(tmp_path: Path, name: str, target: str, fork: str) -> tuple[int, str, bool]:
    out = tmp_path / name
    done = generator(
        "generate", "--specs", "tests/fixtures/minimal", "--out", str(out),
        env={TARGETS_VAR: f"tests.failing_target:{target}", forked.ENV_VAR: fork},
    )  # fmt: skip
    return done.returncode, done.stderr.replace(str(out), "OUT"), out.exists()


@needs_fork
@pytest.mark.parametrize(("target", "code"), [("SPEC_ERROR", 2), ("BUG", 3)])
def test_an_error_in_the_child_is_reported_as_a_run_without_it_reports_it(
    tmp_path: Path, target: str, code: int
) -> None:
    """A spec error raised by a target that renders in the child: exit 2 and its one line; a
    bug: exit 3 and the traceback. Both exactly as with forking off, and nothing written."""
    forked_run = _generate(tmp_path, "forked", target, "on")
    alone = _generate(tmp_path, "alone", target, "off")
    assert forked_run == alone
    returncode, stderr, written = forked_run
    assert returncode == code and not written
    if code == 2:
        assert stderr == "tests/fixtures/minimal/alert.v1.yaml:1:1: the failing target refuses 'alert'\n"
    else:
        assert "ValueError: the failing target broke on 'alert'" in stderr


MINIMAL = (ROOT / "tests" / "fixtures" / "minimal" / "alert.v1.yaml").read_text(encoding="utf-8")
LEVEL = "      - {name: level, type: string, default: info}\n"
RENAMED = LEVEL.replace("}", ", ts_doc: How loud}")  # read, with a warning (spec/README.md, "Renamed keys")
NEW_SPECS = {
    "a renamed key": MINIMAL.replace(LEVEL, RENAMED).replace("version: 1.0.0", "version: 1.0.1"),
    "a renamed key and a schema error": MINIMAL.replace(LEVEL, RENAMED + "      - {name: x, type: strng}\n"),
    "a load error": MINIMAL + "  - [\n",
}


def _quick_first(cases: dict[str, str], quick: str) -> list[Any]:
    """Every case, ``quick`` in the quick tier and the others in the full run."""
    assert quick in cases
    return [case if case == quick else pytest.param(case, marks=pytest.mark.slow) for case in sorted(cases)]


def _diff(tmp_path: Path, new_text: str, fork: str) -> tuple[int, str, str]:
    (tmp_path / "old.yaml").write_text(MINIMAL.replace(LEVEL, RENAMED), encoding="utf-8")
    (tmp_path / "new.yaml").write_text(new_text, encoding="utf-8")
    done = generator("diff", "old.yaml", "new.yaml", cwd=tmp_path, env={forked.ENV_VAR: fork})
    return done.returncode, done.stdout, done.stderr


@needs_fork
# each case is two runs of a command (~1 s each): the quick tier tries one of each command,
# the one whose schema error must win over what the build would say
@pytest.mark.parametrize("case", _quick_first(NEW_SPECS, "a renamed key and a schema error"))
def test_diff_with_its_schema_checks_in_a_child_says_what_it_says_without(tmp_path: Path, case: str) -> None:
    """``diff`` checks both specs against the schema in a child while it builds them: the
    same output, warnings and exit code as in order, and a spec the schema refuses warns of
    nothing (its build never runs in order)."""
    beside = _diff(tmp_path, NEW_SPECS[case], "on")
    assert beside == _diff(tmp_path, NEW_SPECS[case], "off")
    code, _, stderr = beside
    warnings_shown = stderr.count("warning: 'ts_doc' is renamed")
    assert (code, warnings_shown) == {
        "a renamed key": (0, 2),
        "a renamed key and a schema error": (2, 1),
        "a load error": (2, 1),  # the old spec built before the new one is read
    }[case], stderr


GENERATE_SPECS = {
    "a renamed key": MINIMAL.replace(LEVEL, RENAMED),
    "a renamed key and a schema error": MINIMAL.replace(LEVEL, RENAMED + "      - {name: x, type: strng}\n"),
    "fields the build cannot read": MINIMAL.replace("    fields:\n", "    fields: 5\n    x:\n"),
}


def _generate_spec(tmp_path: Path, text: str, fork: str) -> tuple[int, str, str, dict[str, str]]:
    folder = tmp_path / fork
    (folder / "spec").mkdir(parents=True)
    (folder / "pyproject.toml").write_text("", encoding="utf-8")  # the project root for headers
    (folder / "spec" / "alert.v1.yaml").write_text(text, encoding="utf-8")
    done = generator("generate", cwd=folder, env={forked.ENV_VAR: fork})
    written = read_tree(folder / "generated") if (folder / "generated").is_dir() else {}
    return done.returncode, done.stdout, done.stderr, written


@needs_fork
@pytest.mark.parametrize("case", _quick_first(GENERATE_SPECS, "a renamed key and a schema error"))
def test_generate_with_its_schema_checks_in_a_child_does_what_it_does_without(tmp_path: Path, case: str) -> None:
    """``generate`` builds and renders while a child checks the specs against the schema
    (pipeline.read_specs_beside): a spec the schema refuses is reported as the schema refuses
    it, even where its build would fail otherwise, with no warning from its build and nothing
    written; a sound one writes the same files, its warnings shown once."""
    beside = _generate_spec(tmp_path, GENERATE_SPECS[case], "on")
    assert beside == _generate_spec(tmp_path, GENERATE_SPECS[case], "off")
    code, _, stderr, written = beside
    assert (code, stderr.count("warning: 'ts_doc' is renamed"), bool(written)) == {
        "a renamed key": (0, 1, True),
        "a renamed key and a schema error": (2, 0, False),
        "fields the build cannot read": (2, 0, False),
    }[case], stderr
    if code == 2:
        assert stderr.startswith("spec/alert.v1.yaml:") and stderr.count("\n") == 1, stderr
