"""The generator at scale (issue 37): what makes a big spec cheap must not make it wrong.

No timing here (bench/generator_scale.py times it): each test shows a shortcut gives what the
long way gives, or that a big spec's output still works.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from bench.synthetic_actions import synthetic_spec, write_synthetic_spec
from generator import __main__ as cli
from generator import selection
from generator.errors import SpecError
from generator.output import inputs
from generator.output.write import read_tree
from generator.pipeline import read_specs, render_all
from generator.spec import load
from generator.targets.python.names import PY_UNION_CHAIN_MAX
from tests.conftest import ROOT


def _chain(members: int) -> str:
    names = [f"A{i}" for i in range(members)]
    return (
        "".join(f"class {n}: ...\n" for n in names) + "U = (\n" + "\n".join(f"    | {n}" for n in names)[6:] + "\n)\n"
    )


def test_the_flat_union_starts_well_below_where_a_chain_stops_compiling() -> None:
    """`A | B | …` nests one level a member; CPython gives up near 3,000. Past
    PY_UNION_CHAIN_MAX members the generated union is `Union[…]`: the chain it replaces must
    still compile at four times that size, so the limit is not at the edge."""
    namespace: dict[str, object] = {}
    exec(compile(_chain(4 * PY_UNION_CHAIN_MAX), "<chain>", "exec"), namespace)  # noqa: S102
    assert len(namespace["U"].__args__) == 4 * PY_UNION_CHAIN_MAX  # type: ignore[attr-defined]
    with pytest.raises(RecursionError):
        compile(_chain(20_000), "<chain>", "exec")


def _generated(tmp_path: Path, actions: int) -> tuple[Path, dict[str, str]]:
    spec = write_synthetic_spec(actions, tmp_path / "spec")
    files = render_all(read_specs([spec]))
    out = tmp_path / "generated"
    for rel, text in files.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    return out, files


@pytest.mark.slow  # renders and formats a spec of PY_UNION_CHAIN_MAX + 1 actions: ~30 s
def test_a_spec_past_the_chain_limit_imports_with_every_action_in_its_union(tmp_path: Path) -> None:
    actions = PY_UNION_CHAIN_MAX + 1
    out, files = _generated(tmp_path, actions)
    types = next(text for rel, text in files.items() if rel.endswith("/_types.py"))
    assert f"Synth{actions}Action = Union[" in types
    src = next(out.glob("python/*/src"))
    sys.path.insert(0, str(src))
    try:
        module = importlib.import_module(f"bench_protocols.synth{actions}._types")
        union = getattr(module, f"Synth{actions}Action")
        assert len(union.__args__) == actions
        package = importlib.import_module(f"bench_protocols.synth{actions}")
        tool = getattr(package, f"synth{actions}_tool")
        assert '"type":"action_257"' in tool('[{"type": "action_257", "id": "a", "title": "t"}]')
    finally:
        sys.path.remove(str(src))


def test_an_example_of_the_last_action_is_still_checked(tmp_path: Path) -> None:
    """The example check looks an item's type up instead of searching: the last of many
    variants is found, and a bad example there is still refused at its position."""
    text = synthetic_spec(300).replace("title: Title 300, mode: slow", "title: Title 300, mode: sideways")
    spec = tmp_path / "synth300.v1.yaml"
    spec.write_text(text)
    with pytest.raises(SpecError) as caught:
        read_specs([spec])
    line = next(i for i, row in enumerate(text.splitlines(), 1) if "mode: sideways" in row)
    assert caught.value.position.line == line
    assert "mode: must be one of fast, slow, off" in str(caught.value)


# --- check on an unchanged tree --------------------------------------------------------------


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GENERATOR_CACHE", str(tmp_path / "cache"))
    (tmp_path / "pyproject.toml").write_text("")
    write_synthetic_spec(3, tmp_path / "spec")
    assert cli.main(["generate"]) == 0
    return tmp_path


def _rendered(args: list[str]) -> bool:
    """Whether ``main(args)`` gets as far as reading the specs."""

    def select(*args: object, **kwargs: object) -> None:
        raise AssertionError("rendered")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(selection, "select", select)
        try:
            cli.main(args)
        except AssertionError:
            return True
    return False


def test_check_of_an_unchanged_tree_renders_nothing(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert not _rendered(["check"])
    assert capsys.readouterr().out == "generated is current (18 files)\n"
    assert cli.main(["check", "--specs", "spec/synth3.v1.yaml"]) == 0  # records the one-spec run
    assert not _rendered(["check", "--specs", "spec/synth3.v1.yaml"])


@pytest.mark.parametrize("change", ["hand edit", "stray file", "missing file", "spec edit", "no-reuse"])
def test_check_renders_when_anything_differs_and_reports_it(
    project: Path, capsys: pytest.CaptureFixture[str], change: str
) -> None:
    out = project / "generated"
    module = next(out.rglob("__init__.py"))
    if change == "hand edit":
        module.write_text(module.read_text() + "# edited by hand\n")
    elif change == "stray file":
        (out / "python" / "stray.py").write_text("")
    elif change == "missing file":
        module.unlink()
    elif change == "spec edit":
        spec = project / "spec" / "synth3.v1.yaml"
        spec.write_text(spec.read_text().replace("Action number 2 ", "Action two "))
    args = ["check", "--no-reuse"] if change == "no-reuse" else ["check"]
    assert _rendered(args)
    capsys.readouterr()
    assert cli.main(args) == (0 if change == "no-reuse" else 1)
    if change == "hand edit":  # the verdict names the file; the diff, under --diff, shows the edit
        assert f"{module.relative_to(project)}: not what the spec renders" in capsys.readouterr().out
        assert cli.main([*args, "--diff"]) == 1
        assert "-# edited by hand" in capsys.readouterr().out


def test_the_run_key_covers_every_input(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = project / "spec" / "synth3.v1.yaml"
    out = project / "generated"
    key = inputs.run_key(Path("spec"), Path("generated"))
    assert key is not None and key == inputs.run_key(Path("spec"), Path("generated"))
    assert key != inputs.run_key(spec.relative_to(project), Path("generated"))
    assert key != inputs.run_key(Path("spec"), out)  # the same folder, written otherwise
    (project / "spec" / "other.yaml").write_text("")
    assert key != inputs.run_key(Path("spec"), Path("generated"))
    monkeypatch.setenv("PROTOCOL_TOOLKIT_TARGETS", "tests.example_target:TARGET")
    assert inputs.run_key(Path("spec"), Path("generated")) is None


# --- the C YAML parser -----------------------------------------------------------------------


def _load_both(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[object, object]:
    """What load_text makes of ``text`` with libyaml and with PyYAML's Python parser alone: the
    Document's data, positions, key positions and spans, or the error's text."""

    def outcome() -> object:
        try:
            doc = load.load_text(text, "spec.yaml")
        except SpecError as exc:
            return str(exc)
        return (doc.data, doc.positions, doc.key_positions, doc.spans)

    fast = outcome()
    with monkeypatch.context() as patch:
        patch.setattr(load, "_compose_fast", lambda text: None)
        patch.setattr(load, "_read_events", lambda text, source: None)
        slow = outcome()
    return fast, slow


SPECS_IN_REPO = sorted(
    path
    for folder in ("spec", "tests", "examples")
    for path in (ROOT / folder).rglob("*.yaml")
    if "node_modules" not in path.parts
)
TRICKY = [
    "a: &x 1\nb: *x\n",  # an alias
    "a: &x [1, *x]\n",
    "a: 1\na: 2\n",
    "a: !!python/object:os.system x\n",
    "a: 'é😀'\nb:\n  - {c: ü, d: [1, 2]}\nf: |\n  héllo\n   x\n",
    "a: 1\r\nb: 2\r\n",
    "\ufeffa: 1\n",
    "a: x\u2028y\n",
    "a: [1, 2\nb: 3\n",
    "a:\n\t- 1\n",
    "a: \x07\n",
    "",
    "# only a comment\n",
]


# Which specs the two reader tests below hold to PyYAML's Python parser (~3 s each over all of
# them): the quick tier the live ones, the full run every spec in the repository.
READERS_ON = ["live", pytest.param("every", marks=pytest.mark.slow)]


def _specs(scope: str, *more: list[Path]) -> list[Path]:
    return sorted((ROOT / "spec").glob("*.yaml")) if scope == "live" else SPECS_IN_REPO + [p for m in more for p in m]


@pytest.mark.parametrize("scope", READERS_ON)
def test_libyaml_reads_every_spec_as_the_python_parser_does(scope: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert len(SPECS_IN_REPO) > 50
    assert all(load._compose_fast(path.read_text()) is not None for path in (ROOT / "spec").glob("*.yaml"))
    texts = [path.read_text(encoding="utf-8") for path in _specs(scope)] + TRICKY
    for text in texts:
        fast, slow = _load_both(text, monkeypatch)
        assert fast == slow, text[:200]


BROKEN_SPECS = sorted((ROOT / "tests" / "broken_specs").glob("*.yaml"))


@pytest.mark.parametrize("scope", READERS_ON)
def test_the_event_reader_reads_every_spec_as_the_python_parser_does(
    scope: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """generator/spec/load.py's ``_read_events`` builds a Document from libyaml's events, and
    leaves every spec it does not read to the composing readers, which word its error: what it
    reads has the positions, key positions and spans the Python parser gives, on every spec in
    the repository, the broken ones included (tests/broken_specs, whose messages
    test_broken_specs holds), and it reads every live spec."""
    assert all(load._read_events(path.read_text(), "s.yaml") is not None for path in (ROOT / "spec").glob("*.yaml"))
    texts = [path.read_text(encoding="utf-8") for path in _specs(scope, BROKEN_SPECS)] + TRICKY
    read = 0
    for text in texts:
        doc = load._read_events(text, "spec.yaml")
        if doc is None:
            continue
        read += 1
        with monkeypatch.context() as patch:
            patch.setattr(load, "_compose_fast", lambda text: None)
            patch.setattr(load, "_read_events", lambda text, source: None)
            slow = load.load_text(text, "spec.yaml")  # never raises: what the events read is a spec's YAML
        assert (doc.data, doc.positions, doc.key_positions, doc.spans) == (
            slow.data,
            slow.positions,
            slow.key_positions,
            slow.spans,
        ), text[:200]
        assert list(doc.spans) == list(slow.spans)  # in the same order too
    assert read > len(texts) / 2 or scope == "live"  # the live specs: each read, as asserted first


def test_the_runtime_imports_find_the_names_the_per_name_searches_found() -> None:
    """runtime_import reads a module's words once instead of searching it once a name."""
    import re

    from generator.targets.python import _private_names

    bodies = [text for rel, text in read_tree(ROOT / "generated").items() if rel.endswith((".py", ".ts"))]
    bodies.append("x._a _b a_c __d é_e _f.g (_h) _i1 ._j\n_k")
    for body in bodies:
        candidates = {m.group(0)[1:] for m in re.finditer(r"_\w+", body)}
        expected = {"_" + name for name in candidates if re.search(rf"(?<![\w.])_{name}\b", body)}
        assert _private_names(body) & {"_" + name for name in candidates} == expected
