"""The protocol doc serves both sides of any protocol (issue 36, part 4): its headings never skip
a level, with prose or without; it has a Python API section that names what the generated
package exports, called as the package defines it; its "Detecting" section shows how to call the
parse function, not the parser's code; and its fixed wording names no product, so a word like
"Console" reaches a doc only from its spec's own text.

Over every live spec, the AG-UI example's specs, the minimal fixture and the spec guide's
smallest spec (spec/README.md, "A whole spec, the smallest useful one"), which has no prose."""

from __future__ import annotations

import importlib
import inspect
import json
import re
from pathlib import Path

import jinja2
import pytest
from jinja2 import nodes

from generator import guide
from generator.model.protocol import Protocol
from generator.output.format import _tidy_markdown
from generator.pipeline import find_specs, read_specs
from generator.project import Layout
from generator.spec.read import read_spec_text
from generator.targets import base
from generator.targets.docs import doc_files
from generator.targets.docs.text import doc_file
from generator.targets.python.exports import py_exports
from generator.targets.python.names import py_module
from generator.targets.typescript.names import ts_envelope, ts_file_stem, ts_package, ts_parse
from tests.commands import run
from tests.conftest import PROTOCOLS, ROOT, SPECS, TS_STRICT, TSC
from tests.test_spec_readme import minimal_spec

AG_UI = ROOT / "examples" / "ag-ui" / "spec"
MINIMAL = ROOT / "tests" / "fixtures" / "minimal" / "alert.v1.yaml"
# Words of one product (Appwrite's) the doc's fixed wording must not use.
PRODUCT_WORDS = ("Appwrite", "Console", "engine")


def _specs() -> list[tuple[str, Protocol, str]]:
    """(id, model, the spec's own text) for every spec the doc is tested over."""
    out = [(p.name, p, path.read_text(encoding="utf-8")) for p, path in zip(PROTOCOLS, SPECS, strict=True)]
    ag_ui = find_specs(AG_UI)
    out += [
        (p.id, p, path.read_text(encoding="utf-8"))
        for p, path in zip(read_specs(ag_ui, Layout.of(AG_UI, AG_UI.parent / "generated")), ag_ui, strict=True)
    ]
    [alert] = read_specs([MINIMAL])
    out.append(("minimal-fixture", alert, MINIMAL.read_text(encoding="utf-8")))
    text, where = minimal_spec()
    out.append(("smallest-spec", read_spec_text(text, Path(where).name), text))
    return out


SPEC_CASES = _specs()
IDS = [case[0] for case in SPEC_CASES]


def _doc(p: Protocol) -> str:
    [doc] = doc_files(p).values()
    return _tidy_markdown(doc)


def _outside_code(markdown: str) -> str:
    return re.sub(r"^```.*?^```$", "", markdown, flags=re.MULTILINE | re.DOTALL)


def headings(markdown: str) -> list[tuple[int, str]]:
    """(level, text) of every ATX heading outside code blocks, in order."""
    found = re.findall(r"^(#{1,6}) (.*)$", _outside_code(markdown), re.MULTILINE)
    return [(len(marks), text) for marks, text in found]


def skipped_levels(markdown: str) -> list[str]:
    """Each heading deeper than one below the heading before it (h1 → h3), and any heading
    before the h1 or any second h1."""
    found = headings(markdown)
    wrong = [f"first heading {text!r} is h{level}" for level, text in found[:1] if level != 1]
    wrong += [f"second h1 {text!r}" for level, text in found[1:] if level == 1]
    for (before, _), (level, text) in zip(found, found[1:], strict=False):
        if level > before + 1:
            wrong.append(f"h{before} → h{level} at {text!r}")
    return wrong


def section(markdown: str, title: str) -> str:
    """The body of the ``## title`` section, up to the next h2."""
    parts = re.split(r"^## (.*)$", markdown, flags=re.MULTILINE)
    bodies = dict(zip(parts[1::2], parts[2::2], strict=True))
    assert title in bodies, f"no section {title!r}: {list(bodies)}"
    return bodies[title]


def test_the_level_check_finds_a_skip() -> None:
    assert skipped_levels("# Title\n\n### Envelope\n") == ["h1 → h3 at 'Envelope'"]
    assert skipped_levels("## Start\n\n# Title\n") == ["first heading 'Start' is h2", "second h1 'Title'"]
    assert skipped_levels("# T\n\n```md\n### in code\n```\n\n## A\n\n### B\n\n## C\n") == []


@pytest.mark.parametrize(("name", "p", "source"), SPEC_CASES, ids=IDS)
def test_heading_levels_never_skip(name: str, p: Protocol, source: str) -> None:
    assert skipped_levels(_doc(p)) == []


def test_the_smallest_spec_has_no_prose() -> None:
    """So the heading test above covers a doc without prose, and the word test below a spec
    that names no product."""
    [(_, p, text)] = [case for case in SPEC_CASES if case[0] == "smallest-spec"]
    assert not p.intro and not p.prose.transport and not p.prose.checklist and "prose" not in text
    assert not any(word.lower() in text.lower() for word in PRODUCT_WORDS)


@pytest.mark.parametrize(("name", "p", "source"), SPEC_CASES, ids=IDS)
def test_product_words_come_only_from_the_spec(name: str, p: Protocol, source: str) -> None:
    doc = _doc(p)
    for word in PRODUCT_WORDS:
        if word.lower() not in source.lower():
            assert not re.search(rf"\b{word}\b", doc, re.IGNORECASE), (word, name)


def test_the_doc_templates_fixed_wording_names_no_product() -> None:
    """The literal text of the doc's templates (spec text and names are expressions)."""
    env = jinja2.Environment()
    for template in sorted((base.templates_folder() / "docs").glob("*.jinja")):
        tree = env.parse(template.read_text(encoding="utf-8"))
        literal = " ".join(node.data for node in tree.find_all(nodes.TemplateData))
        literal += " ".join(str(node.value) for node in tree.find_all(nodes.Const) if isinstance(node.value, str))
        for word in PRODUCT_WORDS:
            assert not re.search(rf"\b{word}\b", literal, re.IGNORECASE), (template.name, word)


@pytest.mark.parametrize(("name", "p", "source"), SPEC_CASES, ids=IDS)
def test_the_python_api_section_names_every_export(name: str, p: Protocol, source: str) -> None:
    """Every name the generated package exports (its ``__all__``, as the Python target
    computes it) is in the section, and the section sits beside the TypeScript one."""
    doc = _doc(p)
    api = section(doc, "Python API")
    missing = [n for n in py_exports(p) if f"`{n}`" not in api and f"`{n}(" not in api]
    assert missing == []
    titles = [text for level, text in headings(doc) if level == 2]
    assert titles.index("TypeScript helpers") == titles.index("Python API") + 1


@pytest.mark.parametrize(("name", "p", "source"), SPEC_CASES, ids=IDS)
def test_every_link_within_the_doc_reaches_a_heading(name: str, p: Protocol, source: str) -> None:
    """Its ``(#anchor)`` links, against GitHub's anchors of its headings (a shape's
    ``resource_item`` keeps its underscore)."""
    doc = _doc(p)
    anchors = {guide.anchor(text.replace("`", "")) for _, text in headings(doc)}
    links = re.findall(r"\]\(#([^)]*)\)", _outside_code(doc))
    assert [link for link in links if link not in anchors] == []


def _shown(param: inspect.Parameter) -> str:
    if param.default is inspect.Parameter.empty:
        return param.name
    return f"{param.name}={json.dumps(param.default)}"


def _signature(fn: object) -> str:
    """A function's parameters as the doc writes them: ``actions, *, title=None``."""
    params = list(inspect.signature(fn).parameters.values())  # type: ignore[arg-type]
    out = []
    for i, param in enumerate(params):
        star = param.kind is inspect.Parameter.KEYWORD_ONLY
        if star and (i == 0 or params[i - 1].kind is not inspect.Parameter.KEYWORD_ONLY):
            out.append("*")
        out.append(_shown(param))
    return ", ".join(out).replace("null", "None")


@pytest.mark.parametrize("p", PROTOCOLS, ids=[p.name for p in PROTOCOLS])
def test_the_python_api_calls_are_the_packages_own(p: Protocol) -> None:
    """Each call the section shows has the parameters of the generated function it names
    (the live specs' packages, imported from generated/), and the package exports no name
    the section leaves out."""
    module = importlib.import_module(py_module(p))
    api = section(_doc(p), "Python API")
    calls = [(name, params) for name, params in re.findall(r"`(\w+)\(([^`]*)\)`", api) if name in module.__all__]
    assert {name for name, _ in calls} >= {n for n in module.__all__ if n[0].islower()}
    for name, params in calls:
        assert params == _signature(getattr(module, name)), name
    assert [n for n in module.__all__ if f"`{n}`" not in api and f"`{n}(" not in api] == []


@pytest.mark.parametrize(("name", "p", "source"), SPEC_CASES, ids=IDS)
def test_detecting_shows_the_call_not_the_parser(name: str, p: Protocol, source: str) -> None:
    doc = _doc(p)
    [title] = [text for level, text in headings(doc) if text.startswith("Detecting ")]
    body = section(doc, title)
    [block] = re.findall(r"^```ts\n(.*?)^```$", body, re.MULTILINE | re.DOTALL)
    assert f"import {{ {ts_parse(p)} }} from '{ts_package(p)}'" in block
    assert f"{ts_parse(p)}(output) // {ts_envelope(p)} | null" in block
    assert "function" not in block and len(block.splitlines()) <= 4
    assert "never throws" in body and "`null`" in body


@pytest.mark.slow  # one tsc run: ~4 s
def test_the_detecting_snippet_compiles_and_returns_the_type_it_says(tmp_path: Path) -> None:
    """Each live doc's snippet, as shown, against the generated module it imports, with the
    strictness generated TypeScript is built with; its comment's type is the result's."""
    files, paths = [], {}
    for p in PROTOCOLS:
        doc = (ROOT / "generated" / "docs" / doc_file(p)).read_text(encoding="utf-8")
        [title] = [text for level, text in headings(doc) if text.startswith("Detecting ")]
        [block] = re.findall(r"^```ts\n(.*?)^```$", section(doc, title), re.MULTILINE | re.DOTALL)
        said = re.search(r"// (.*)$", block, re.MULTILINE)
        assert said is not None
        check = f"import type {{ {ts_envelope(p)} }} from '{ts_package(p)}'\n"
        check += f"export const same: {said[1]} = envelope\nexport const back: typeof envelope = same\n"
        (tmp_path / f"{p.name}.ts").write_text(block + check, encoding="utf-8")
        files.append(f"{p.name}.ts")
        paths[ts_package(p)] = [str(ROOT / "generated" / "typescript" / p.name / f"{ts_file_stem(p)}.ts")]
    (tmp_path / "output.d.ts").write_text("declare const output: unknown\n", encoding="utf-8")
    options = {**TS_STRICT, "noEmit": True, "types": [], "paths": paths}
    config = {"compilerOptions": options, "files": [*files, "output.d.ts"]}
    (tmp_path / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    done = run([str(TSC), "-p", str(tmp_path / "tsconfig.json")], cwd=tmp_path)
    assert done.stdout + done.stderr == ""
