"""Stage 5 formats a module in pieces, on every core (generator/output/format.py): the joined pieces
must be exactly black's output for the whole module, however finely it is cut."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from generator.output import format as fmt
from generator.output import shapes
from generator.output.format import format_files, join_pieces, split_module
from generator.output.write import read_tree
from generator.pipeline import render_all
from generator.targets import render_protocol
from tests.conftest import PROTOCOLS, ROOT
from tests.test_batch import FIXTURES


@pytest.mark.slow  # black on every generated module, whole and cut fine: ~4 s
def test_every_generated_module_cut_fine_formats_as_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cut at every top-level definition (the default size is what `check` uses on every run,
    against the same committed files); those are black's output for whole modules
    (tests/test_editor_checks.py runs `black --check` on them)."""
    monkeypatch.setattr(fmt, "PIECE_CHARS", 1)
    committed = read_tree(ROOT / "generated")
    pieces_seen = 0
    for p in PROTOCOLS:
        for path, text in render_protocol(p).items():
            if path.endswith(".py"):
                pieces_seen += len(split_module(text))
                assert format_files({path: text})[path] == committed[path], path
    assert pieces_seen > 4 * len(PROTOCOLS)  # really cut: several pieces a module


@pytest.mark.slow  # black on every fixture module, whole and cut fine: ~3 s
def test_the_fixture_modules_cut_fine_format_as_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    whole = render_all(FIXTURES)
    monkeypatch.setattr(fmt, "PIECE_CHARS", 1)
    assert render_all(FIXTURES) == whole


def test_split_cuts_only_before_a_top_level_definition_after_a_blank_line() -> None:
    text = "import x\n\n\ndef a():\n    pass\n\n@deco\ndef b():\n    pass\n# c\ndef c():\n    pass\n\nclass D:\n\n    def e(self):\n        pass\n"
    assert split_module(text, 1) == [
        "import x\n\n",
        "\ndef a():\n    pass\n\n@deco\ndef b():\n    pass\n# c\ndef c():\n    pass\n",
        "\nclass D:\n\n    def e(self):\n        pass\n",
    ]
    assert "".join(split_module(text, 1)) == text
    assert split_module(text, len(text)) == [text]


def test_join_puts_two_blank_lines_between_pieces() -> None:
    assert join_pieces(["a = 1\n", "def f():\n    pass\n"]) == "a = 1\n\n\ndef f():\n    pass\n"
    assert join_pieces(["x = 1\n"]) == "x = 1\n"


def test_a_cut_inside_a_string_formats_the_module_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fmt, "PIECE_CHARS", 1)
    wholes: list[str] = []
    real = fmt._black

    def recording(path: str, text: str) -> str:
        wholes.append(path)
        return real(path, text)

    monkeypatch.setattr(fmt, "_black", recording)
    text = 'X = """\n\ndef f():\n    pass\n"""\n\n\ndef g(  ):\n    return 1\n'
    assert len(split_module(text)) == 3  # one cut is inside the string
    assert format_files({"m.py": text})["m.py"] == 'X = """\n\ndef f():\n    pass\n"""\n\n\ndef g():\n    return 1\n'
    assert wholes == ["m.py"]


# Modules where cutting would change black's output (found by review): each must come out as
# black formats it whole.
WHOLE_ONLY = {
    "fmt-skip-on-a-def": "x = 1\n\ndef f( a ):  # fmt: skip\n    return a\n",
    "fmt-off-across-a-cut": "# fmt: off\nX = [1,2,\n     3]\n\ndef f( a ):\n    return a\n# fmt: on\n",
    "fmt-off-never-closed": "# fmt: off\nX = [1,2,\n     3]\n\ndef f( a ):\n    return a\n",
    "yapf-disable": "# yapf: disable\nX = [1,2,\n     3]\n\ndef f( a ):\n    return a\n# yapf: enable\n",
    "form-feed": "x = 1\n\x0c\n\ndef f():\n    pass\n",
    "mixed-line-endings": "import x\r\n\ny = 1\n\ndef f():\n    pass\n",
    "blank-lines-first": "\n\ndef f( ):\n    pass\n\n\ndef g():\n    pass\n",
}


def assert_cut_fine_formats_as_whole(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import black

    monkeypatch.setattr(fmt, "PIECE_CHARS", 1)
    assert format_files({"m.py": text})["m.py"] == black.format_str(text, mode=fmt._mode())


@pytest.mark.parametrize("name", sorted(WHOLE_ONLY))
def test_modules_black_formats_across_definitions_come_out_as_whole(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert_cut_fine_formats_as_whole(WHOLE_ONLY[name], monkeypatch)


def test_a_dead_worker_falls_back_to_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    from concurrent.futures.process import BrokenProcessPool

    class Broken:
        def __init__(self, *args: object, **kwargs: object) -> None:
            raise BrokenProcessPool("a worker was killed")

    monkeypatch.setattr(fmt, "PIECE_CHARS", 1)
    monkeypatch.setattr(fmt, "ProcessPoolExecutor", Broken)
    monkeypatch.setattr(fmt, "_cpus", lambda: 2)
    text = "x=1\n\ndef f( ):\n    pass\n\ndef g( ):\n    pass\n"
    assert format_files({"m.py": text})["m.py"] == "x = 1\n\n\ndef f():\n    pass\n\n\ndef g():\n    pass\n"


def test_definitions_of_one_shape_format_as_black_formats_each(monkeypatch: pytest.MonkeyPatch) -> None:
    """A spec of many actions: black runs once per shape of definition (generator/output/
    shapes.py); every module must still be black's output for the whole module."""
    from bench.synthetic_actions import write_synthetic_spec
    from generator.pipeline import read_specs

    with tempfile.TemporaryDirectory() as tmp:
        [p] = read_specs([write_synthetic_spec(40, Path(tmp))])
    modules = {path: text for path, text in render_protocol(p).items() if path.endswith(".py")}
    calls: list[str] = []
    real = fmt._format_pieces

    def recording(pieces: list[str]) -> list[str | None]:
        calls.extend(pieces)
        return real(pieces)

    monkeypatch.setattr(fmt, "_format_pieces", recording)
    formatted = format_files(modules)
    assert sum(len(piece) for piece in calls) < sum(len(text) for text in modules.values()) / 2  # shared
    for path, text in modules.items():
        assert formatted[path] == fmt._black(path, text), path


@pytest.mark.parametrize("foreseen", [True, False])
def test_a_member_black_cuts_in_two_is_formatted_alone_not_its_module_whole(
    foreseen: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An assignment straight before a class (the `Union[…]` before the envelope class) comes
    out of black with two blank lines inside its piece, so a group's output holding it would cut
    into one part too many. Such a member is a group of its own; and should a group still not
    cut per member (``foreseen`` off: the check that sets such members apart misses), its
    members are formatted one by one. No module goes through black whole (at 1,000 actions
    that was `_types.py`: 10 s)."""
    import black

    if not foreseen:
        monkeypatch.setattr(fmt, "_INNER_DEFINITION", re.compile("(?!)"))
    wholes: list[str] = []

    def whole(path: str, text: str) -> str:
        wholes.append(path)
        return ""

    monkeypatch.setattr(fmt, "_black", whole)
    text = "import x\n\ndef f( a ):\n    return a\n\ndef g( a ):\n    return a\nU = Union[\n  A,\n]\nclass C( B ):\n    pass\n"
    assert len(split_module(text, 1)) == 3
    assert format_files({"m.py": text})["m.py"] == black.format_str(text, mode=fmt._mode())
    assert wholes == []


def test_a_shape_keeps_what_black_reads() -> None:
    text = 'def f(x):\n    return [y for y in x if y is not None] or f"{x!r} {len(x)}" + b"ab" + "a\\nb" + "cd"  # c\n'
    found = shapes.shape(text)
    assert found is not None
    shape, taken = found
    p = shapes.PLACEHOLDER
    assert shape == (
        f"def {p}({p}):\n    return [{p} for {p} in {p} if {p} is not None] or "
        f'f"{{{p}!r}} {{{p * 3}({p})}}" + b"ab" + "a\\nb" + "{p * 2}"  # c\n'
    )
    assert shapes.restore(shape, taken) == text
    assert shapes.restore(shape.replace(p, "", 1), taken) is None  # a placeholder lost: no result
    assert shapes.shape(f"x = '{p}'\n") is None
