"""The formatting manifest (generator/output/manifest.py): a committed module is taken as black's
output only while its rendered text, its file and the formatter all hash as the manifest says;
anything else goes through black, and the result is the same tree either way."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from generator import forked
from generator.__main__ import main
from generator.output import format as fmt
from generator.output import heads, shapes
from generator.output import manifest as format_manifest
from generator.output.files import Files
from generator.output.format import formatter_key
from generator.output.manifest import MANIFEST
from generator.output.write import read_tree, write_tree
from generator.pipeline import render_all
from generator.targets import render_protocol
from generator.targets import tool as tool_target
from tests.conftest import PROTOCOLS, ROOT

COMMITTED = read_tree(ROOT / "generated")
# Two Python modules of the live tree, found from it (the first and last of its tool modules).
_TOOLS = sorted(path for path in COMMITTED if path.endswith("/tool.py"))
SMALL, OTHER = _TOOLS[0], _TOOLS[-1]


PYTHON = {path for path in COMMITTED if path.endswith(".py")}


@functools.cache
def _rendered() -> Files:
    """Every Python module as the templates render it, before black."""
    return {path: text for p in PROTOCOLS for path, text in render_protocol(p).items() if path.endswith(".py")}


class Formatted:
    """Which modules went through black: format.py cuts each module it formats into pieces.

    With ``fake`` (what these tests are about is which modules are formatted, not black), each
    module is one piece (its head is not cut either) and "formatting" a rendered module gives its committed file, which
    tests/test_generate.py holds to be black's output; anything else fails the test."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, fake: bool = True) -> None:
        self.texts: list[str] = []
        # recorded in this process: the pipeline's forked child (generator/forked.py) formats
        # the tool modules, and what it records stays in it
        monkeypatch.setenv(forked.ENV_VAR, "off")
        real = fmt.split_module

        def recording(text: str, size: int | None = None) -> list[str]:
            self.texts.append(text)
            return [text] if fake else real(text, size)

        monkeypatch.setattr(fmt, "split_module", recording)
        if fake:
            monkeypatch.setattr(heads, "split_head", lambda head: [(0, head)])  # the module, one piece
            blackened = {text: COMMITTED[path] for path, text in _rendered().items()}
            monkeypatch.setattr(fmt, "_format_pieces", lambda pieces: [blackened[piece] for piece in pieces])

    def modules(self) -> set[str]:
        """The modules that black was given."""
        return {path for path, text in _rendered().items() if text in self.texts}


def _with_manifest(edit: Callable[[dict[str, Any]], object]) -> Files:
    data = json.loads(COMMITTED[MANIFEST])
    edit(data)
    return {**COMMITTED, MANIFEST: json.dumps(data)}


def test_the_committed_manifest_lists_every_python_module_and_the_formatter() -> None:
    data = json.loads(COMMITTED[MANIFEST])
    assert sorted(data["modules"]) == sorted(path for path in COMMITTED if path.endswith(".py"))
    assert data["formatter"] == formatter_key()
    assert (
        f"black {version('black')};" in formatter_key()
        and "generator/output/format.py, shapes.py, heads.py sha256:" in formatter_key()
    )


def test_a_current_tree_is_reproduced_without_running_black(monkeypatch: pytest.MonkeyPatch) -> None:
    black = Formatted(monkeypatch)
    assert render_all(PROTOCOLS, committed=COMMITTED) == COMMITTED
    assert black.texts == []


def test_a_hand_edited_module_goes_through_black_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    black = Formatted(monkeypatch, fake=False)
    edited = {**COMMITTED, SMALL: COMMITTED[SMALL].replace('"""', "'''", 1)}
    assert render_all(PROTOCOLS, committed=edited) == COMMITTED  # the edit is undone
    assert black.modules() == {SMALL}


@pytest.mark.parametrize(
    ("edit", "formatted"),
    [
        pytest.param(lambda d: d["modules"][SMALL].update(rendered="0" * 64), {SMALL}, id="rendered-hash"),
        pytest.param(lambda d: d["modules"][SMALL].update(formatted="0" * 64), {SMALL}, id="formatted-hash"),
        pytest.param(lambda d: d["modules"].pop(SMALL), {SMALL}, id="entry-missing"),
        # A manifest that is not what generate writes vouches for nothing.
        pytest.param(lambda d: d["modules"].update({SMALL: ["a", "b"]}), PYTHON, id="entry-not-an-object"),
    ],
)
def test_an_entry_that_does_not_match_sends_its_module_through_black(
    monkeypatch: pytest.MonkeyPatch, edit: Callable[[dict[str, Any]], object], formatted: set[str]
) -> None:
    black = Formatted(monkeypatch)
    assert render_all(PROTOCOLS, committed=_with_manifest(edit)) == COMMITTED  # the true manifest again
    assert black.modules() == formatted


def test_a_missing_module_goes_through_black(monkeypatch: pytest.MonkeyPatch) -> None:
    black = Formatted(monkeypatch)
    committed = {path: text for path, text in COMMITTED.items() if path != SMALL}
    assert render_all(PROTOCOLS, committed=committed) == COMMITTED
    assert black.modules() == {SMALL}


@pytest.mark.parametrize(
    "manifest",
    [
        pytest.param(None, id="absent"),
        pytest.param("not json", id="not-json"),
        pytest.param("[]", id="a-list"),
        pytest.param('{"formatter": 1}', id="formatter-not-a-string"),
        pytest.param(json.dumps({"formatter": formatter_key()}), id="no-modules"),
        pytest.param(json.dumps({"formatter": formatter_key(), "modules": []}), id="modules-a-list"),
        pytest.param(json.dumps({"formatter": formatter_key(), "modules": None}), id="modules-null"),
        pytest.param("[" * 100_000 + "]" * 100_000, id="nested-past-the-recursion-limit"),
    ],
)
def test_a_missing_or_unreadable_manifest_formats_everything(
    monkeypatch: pytest.MonkeyPatch, manifest: str | None
) -> None:
    black = Formatted(monkeypatch)
    committed = {path: text for path, text in COMMITTED.items() if path != MANIFEST}
    if manifest is not None:
        committed[MANIFEST] = manifest
    assert render_all(PROTOCOLS, committed=committed) == COMMITTED
    assert black.modules() == PYTHON


def test_another_formatter_formats_everything(monkeypatch: pytest.MonkeyPatch) -> None:
    """A manifest written by another black, or another format.py, vouches for nothing."""
    black = Formatted(monkeypatch)
    committed = _with_manifest(lambda d: d.update(formatter=d["formatter"].replace("black ", "black 0.")))
    assert render_all(PROTOCOLS, committed=committed) == COMMITTED
    assert black.modules() == PYTHON


def test_an_entry_written_by_another_formatter_misses_under_the_current_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """A merge can take the formatter line from one branch (a new black, a format.py edit) and an
    entry from the other: the entry's rendered hash names its formatter, so it misses."""
    black = Formatted(monkeypatch)
    stale = format_manifest._rendered_hash(_rendered()[SMALL], "black 0.1; generator/output/format.py sha256:0")
    committed = _with_manifest(lambda d: d["modules"][SMALL].update(rendered=stale))
    assert render_all(PROTOCOLS, committed=committed) == COMMITTED
    assert black.modules() == {SMALL}


def test_generate_reads_only_the_manifest_and_its_modules(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Whatever else the output folder holds (a binary file a desktop left, an unreadable module)
    cannot stop generate, which replaces the folder; a path that leaves the folder is not read."""
    out = tmp_path / "generated"
    write_tree(out, COMMITTED)
    (out / ".DS_Store").write_bytes(b"\x00\x01\xff\xfe")
    (out / SMALL).write_bytes(b"\xff not utf-8")
    (tmp_path / "outside.py").write_text("x = 1\n")
    data = json.loads(COMMITTED[MANIFEST])
    data["modules"]["../outside.py"] = data["modules"][OTHER]
    data["modules"]["nul\x00.py"] = data["modules"][OTHER]
    data["modules"][""] = data["modules"][OTHER]
    (out / MANIFEST).write_text(json.dumps(data))
    read = format_manifest.read_committed(out)
    assert sorted(read) == sorted({MANIFEST, *PYTHON} - {SMALL})
    black = Formatted(monkeypatch)
    assert main(["generate", "--out", str(out)]) == 0
    assert read_tree(out) == COMMITTED
    assert black.modules() == {SMALL}


@pytest.mark.parametrize("module", [fmt, shapes])
def test_the_formatter_key_follows_format_py_and_shapes_py(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, module: ModuleType
) -> None:
    name = Path(str(module.__file__)).name
    (tmp_path / name).write_text((ROOT / "generator" / "output" / name).read_text() + "# changed\n")
    monkeypatch.setattr(module, "__file__", str(tmp_path / name))
    formatter_key.cache_clear()
    changed = formatter_key()
    monkeypatch.undo()
    formatter_key.cache_clear()
    assert changed != formatter_key() == json.loads(COMMITTED[MANIFEST])["formatter"]


def test_a_changed_render_is_formatted_even_when_the_file_still_matches(monkeypatch: pytest.MonkeyPatch) -> None:
    """The manifest's rendered hash is what ties a file to the templates: a template change with
    the old file and manifest committed (a stale tree) formats that module and reports it."""
    black = Formatted(monkeypatch, fake=False)
    real = tool_target.render

    def changed(name: str, **context: Any) -> str:
        text = real(name, **context)
        return text.replace("def anthropic_tool", "def  anthropic_tool") if name == "python/tool.py.jinja" else text

    monkeypatch.setattr(tool_target, "render", changed)
    out = render_all(PROTOCOLS, committed=COMMITTED)
    assert len(black.texts) == len(PROTOCOLS) and all("def  anthropic_tool" in text for text in black.texts)
    assert {path for path in out if out[path] != COMMITTED[path]} == {MANIFEST}  # black undid the double space
    assert (
        json.loads(out[MANIFEST])["modules"][SMALL]["rendered"]
        != json.loads(COMMITTED[MANIFEST])["modules"][SMALL]["rendered"]
    )


def test_check_no_reuse_runs_black_on_every_module(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    out = tmp_path / "generated"
    write_tree(out, COMMITTED)
    black = Formatted(monkeypatch)
    assert main(["check", "--out", str(out)]) == 0
    assert black.texts == []
    assert main(["check", "--no-reuse", "--out", str(out)]) == 0
    assert black.modules() == PYTHON
