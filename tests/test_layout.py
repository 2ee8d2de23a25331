"""The generator's layout shows its pipeline (docs/architecture.md): one subpackage a stage, no
import cycles, small modules, nothing named like a third-party package, and a model that knows
no output language. Read from the source, so a change that breaks a rule fails here."""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import ROOT

GENERATOR = ROOT / "generator"
STAGES = {"spec", "build", "model", "targets", "output", "versioning"}
MAX_LINES = 420  # "split a module before it passes ~400 lines"
MODULES = sorted(GENERATOR.rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _top_level_imports(path: Path) -> Iterator[str]:
    """The generator modules ``path`` imports when it is imported (not those imported inside a
    function, which is how the CLI defers work, nor under ``if TYPE_CHECKING``)."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


def _graph() -> dict[str, set[str]]:
    names = {_module_name(p): p for p in MODULES}
    return {name: {i for i in _top_level_imports(path) if i in names and i != name} for name, path in names.items()}


def test_the_stages_are_subpackages() -> None:
    assert {p.name for p in GENERATOR.iterdir() if (p / "__init__.py").is_file()} == STAGES


def test_no_import_cycles() -> None:
    graph = _graph()
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for child in sorted(graph[name]):
            # importing a package runs its __init__, so a submodule importing its own package is fine
            if name.startswith(child + "."):
                continue
            if state.get(child) == 1:
                cycle = path[path.index(child) :] + [child]
                pytest.fail("import cycle: " + " → ".join(cycle))
            if child not in state:
                visit(child, [*path, child])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_modules_are_small(path: Path) -> None:
    assert len(path.read_text(encoding="utf-8").splitlines()) <= MAX_LINES


def test_nothing_is_named_like_a_third_party_package() -> None:
    """`generator/jsonschema.py` once sat beside a module importing the real jsonschema."""
    third_party = {
        alias.split(".")[0]
        for path in MODULES
        for alias in _top_level_imports(path)
        if alias.split(".")[0] not in sys.stdlib_module_names and alias.split(".")[0] != "generator"
    }
    assert third_party  # the scan sees imports at all
    clashing = [p for p in GENERATOR.rglob("*") if p.stem in third_party and "__pycache__" not in p.parts]
    assert not clashing


def test_the_model_knows_no_output_language() -> None:
    """No target, template or formatter is imported by the model, and it builds no code text."""
    files = sorted((GENERATOR / "model").glob("*.py"))
    assert files
    for path in files:
        for imported in _top_level_imports(path):
            assert not imported.startswith(("generator.targets", "generator.output", "jinja2", "black")), (
                path,
                imported,
            )


PROSE = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *(ROOT / folder / "README.md" for folder in ("spec", "bench"))]
CITED = re.compile(r"\bgenerator/[\w/]+\.(?:py|ts|json)\b")


def _citing_files() -> list[Path]:
    folders = [ROOT / "docs", ROOT / "generator", ROOT / "templates", ROOT / "tests", ROOT / "bench"]
    found = [p for folder in folders for p in folder.rglob("*") if p.suffix in {".md", ".py", ".jinja", ".ts"}]
    return sorted({*PROSE, *found} - {Path(__file__)})


def test_every_generator_file_the_docs_and_comments_name_exists() -> None:
    """A file moved in a restructuring leaves no pointer behind in a doc, comment or template."""
    missing = [
        f"{path.relative_to(ROOT)}: {cited}"
        for path in _citing_files()
        for cited in CITED.findall(path.read_text(encoding="utf-8"))
        if not (ROOT / cited).exists()
    ]
    assert not missing
