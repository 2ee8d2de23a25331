"""Generated text fits the spec it came from. The four shipped specs use almost every feature,
so text written for them can read fine there and wrong for a small new protocol: empty
sections, paragraphs about features it does not use, "a `actions` array", "`x` are filled in",
a claim to replace a hand-written module nobody named. tests/fixtures/minimal/alert.v1.yaml is
that small protocol (vowel-initial names, one default, nothing else)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.build.builder import build_protocol
from generator.output.files import Files
from generator.output.format import _tidy_markdown
from generator.pipeline import read_specs
from generator.spec.load import load_text
from generator.spec.schema import check_schema
from generator.targets import render_protocol
from generator.versioning.diff import diff_specs
from generator.versioning.facts import locate
from generator.versioning.report import render as render_diff
from tests.conftest import ROOT

SPEC = ROOT / "tests" / "fixtures" / "minimal" / "alert.v1.yaml"


def _render(text: str | None = None) -> Files:
    if text is None:
        [p] = read_specs([SPEC])
    else:
        path = SPEC.parent / "edited" / SPEC.name
        doc = load_text(text, str(path))
        check_schema(doc)
        p = build_protocol(doc)
    files = render_protocol(p)
    return {path: _tidy_markdown(t) if path.endswith(".md") else t for path, t in files.items()}


@pytest.fixture(scope="module")
def files() -> Files:
    return _render()


def _prose(markdown: str) -> str:
    """The doc with each code block replaced by one placeholder line (content, but not prose)."""
    return re.sub(r"^```.*?^```$", "(code)", markdown, flags=re.MULTILINE | re.DOTALL)


def test_no_section_is_empty(files: Files) -> None:
    lines = _prose(files["docs/alert-protocol.md"]).splitlines()
    headings = [(i, len(line) - len(line.lstrip("#"))) for i, line in enumerate(lines) if re.match(r"#{1,6} ", line)]
    for (start, level), (end, next_level) in zip(headings, headings[1:] + [(len(lines), 0)], strict=False):
        body = "\n".join(lines[start + 1 : end]).strip()
        assert body or next_level > level, f"empty section: {lines[start]}"
    for section in ("## Limits", "## Examples", "## Shared shapes", "## Safety", "## Transport"):
        assert section not in lines, f"{section}: the spec has none"


def test_no_paragraph_about_what_the_spec_does_not_use(files: Files) -> None:
    doc = files["docs/alert-protocol.md"]
    for absent in ("metadata", "49.0", "2.0", "enum (its canonical values)", "every pattern", "every limit", "None"):
        assert absent not in doc, absent
    assert "for tools that speak it: no unknown fields;" in doc


def test_articles_and_agreement(files: Files) -> None:
    texts = {path: text for path, text in files.items() if path.endswith((".md", ".py", ".ts"))}
    for path, text in texts.items():
        wrong = re.findall(r"\b[Aa] `?[aeioAEIO]\w*", text)
        assert not wrong, (path, wrong)
    doc, module = (
        files["docs/alert-protocol.md"],
        files["python/example-protocols-alert/src/example_protocols/alert/__init__.py"],
    )
    assert "or a missing `events` array" in doc and "## Detecting an agent tool result" in doc
    assert '"""An events argument that breaks the protocol' in module
    assert "`show.level` is filled in by the validators when left out, so the schema marks it required" in doc


def test_the_module_claims_a_drop_in_only_for_a_named_module(files: Files) -> None:
    module_path = "python/example-protocols-alert/src/example_protocols/alert/__init__.py"
    assert "drop-in" not in files[module_path].lower() and "hand-written" not in files[module_path]
    text = SPEC.read_text().replace(
        "    distribution: example-protocols-alert\n",
        "    distribution: example-protocols-alert\n    replaces: app/alerts.py\n",
    )
    assert "Drop-in for the hand-written ``app/alerts.py``." in _render(text)[module_path]


def test_no_doubled_words_in_the_doc_or_a_changelog_entry(files: Files) -> None:
    doubled = re.compile(r"\b(\w+) \1\b")
    assert not doubled.findall(_prose(files["docs/alert-protocol.md"]).replace("(code)", ""))
    old_text = SPEC.read_text()
    new_text = old_text.replace("version: 1.0.0", "version: 1.0.1").replace(
        "    summary: Show an alert.\n",
        "    summary: Show an alert.\n    examples:\n      - {type: show, message: Saved}\n",
    )
    old, new = (load_text(t, name) for t, name in ((old_text, "old.yaml"), (new_text, "new.yaml")))
    for doc in (old, new):
        check_schema(doc)
    result = diff_specs(locate(build_protocol(old), old), locate(build_protocol(new), new))
    entry = render_diff([result], "markdown")
    assert "- patch: tool examples added" in entry.splitlines()
    assert not doubled.findall(entry), entry


def test_the_fixture_builds_into_a_package(tmp_path: Path) -> None:
    """It is a real protocol, not text only: its module compiles."""
    module = _render()["python/example-protocols-alert/src/example_protocols/alert/__init__.py"]
    compile(module, "alert/__init__.py", "exec")
