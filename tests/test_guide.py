"""The spec language guide: ``python -m generator guide [SECTION]`` prints spec/README.md, whole
or one section (generator/guide.py), and every place that cites a section of it by name
(``spec/README.md, "Unknown fields"``) names one that exists. The installed copy is held to
the same file by tests/test_install.py."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from generator import guide
from generator.__main__ import main
from tests.conftest import ROOT

GUIDE = (ROOT / "spec" / "README.md").read_text(encoding="utf-8")
# What cites the guide: the toolkit's code, templates and docs, and the messages of its schema.
CITING = ["generator", "templates", "bench", "tests", "docs", "spec", "examples", "README.md", "CONTRIBUTING.md"]
_CITATION = re.compile(r"""spec/README\.md,\s+["']([^"'\n]+)["']""")


def _guide(*args: str) -> subprocess.CompletedProcess[str]:
    """The command as a user runs it (one test; the rest call it in process, see ``_main``)."""
    return subprocess.run(
        [sys.executable, "-m", "generator", "guide", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def _main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["guide", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _citations() -> list[tuple[str, str]]:
    """(file, section) for every citation of a section in the tracked text files that cite."""
    tracked = subprocess.run(
        ["git", "ls-files", *CITING], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    found = []
    for name in tracked:
        path = ROOT / name
        if path.suffix not in {".py", ".ts", ".jinja", ".md", ".json", ".yaml", ".mjs"}:
            continue
        found += [(name, m.group(1)) for m in _CITATION.finditer(path.read_text(encoding="utf-8"))]
    return found


def test_every_cited_section_exists() -> None:
    citations = _citations()
    assert len({section for _, section in citations}) >= 5  # the search finds the citations at all
    assert [c for c in citations if guide.find(GUIDE, c[1]) is None] == []


def test_every_link_to_a_section_resolves() -> None:
    """The guide's own ``(#anchor)`` links and every ``spec/README.md#anchor`` elsewhere."""
    links = [("spec/README.md", m) for m in re.findall(r"\]\(#([\w-]+)\)", GUIDE)]
    for name in subprocess.run(
        ["git", "ls-files", "*.md"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split():
        links += [(name, m) for m in re.findall(r"spec/README\.md#([\w-]+)", (ROOT / name).read_text(encoding="utf-8"))]
    assert len(links) >= 5
    anchors = {guide.anchor(s.title) for s in guide.sections(GUIDE)}
    assert [link for link in links if link[1] not in anchors] == []


def test_sections_are_the_headings_outside_code_blocks() -> None:
    text = "# Top\n\nintro\n\n## A\n\n```yaml\n# not a heading\n```\n\n### `b`\n\nbody b\n\n## C\n\nbody c\n"
    found = guide.sections(text)
    assert [(s.name, s.level) for s in found] == [("Top", 1), ("A", 2), ("b", 3), ("C", 2)]
    assert guide.section_text(text, found[1]) == "## A\n\n```yaml\n# not a heading\n```\n\n### `b`\n\nbody b\n"
    assert guide.section_text(text, found[3]) == "## C\n\nbody c\n"
    assert guide.find(text, "`B`") == found[2] and guide.find(text, '"c"') == found[3]
    assert guide.find(text, "not a heading") is None


@pytest.mark.parametrize(
    "spelling",
    ["Unknown fields", "unknown FIELDS", '"Unknown fields"', "unknown-fields", "#unknown-fields"]
    + ["spec/README.md#unknown-fields", 'spec/README.md, "Unknown fields"'],
)
def test_a_section_is_found_as_cited_or_as_linked(spelling: str) -> None:
    found = guide.find(GUIDE, spelling)
    assert found is not None and found.title == "Unknown fields"


def test_anchors_are_githubs() -> None:
    assert guide.anchor("A whole spec, the smallest useful one") == "a-whole-spec-the-smallest-useful-one"
    assert (
        guide.anchor("`null`") == "null"
        and guide.anchor("Several majors side by side") == "several-majors-side-by-side"
    )


def test_guide_prints_the_whole_guide(capsys: pytest.CaptureFixture[str]) -> None:
    result = _guide()
    assert result.returncode == 0, result.stderr
    assert result.stdout == GUIDE
    assert _main(capsys, "") == (0, GUIDE, "")  # an empty section is the whole guide too


@pytest.mark.parametrize("section", [s for s in guide.sections(GUIDE) if s.level > 1], ids=lambda s: s.name)
def test_guide_prints_each_section_by_its_cited_name(
    section: guide.Section, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _main(capsys, section.name.upper())
    assert code == 0, err
    all_lines = GUIDE.splitlines()
    assert out == "\n".join(all_lines[section.start : section.end]).rstrip() + "\n"
    assert all_lines[section.start] == "#" * section.level + " " + section.title
    # it runs to the next heading of its level or higher, or to the end
    after = all_lines[section.end] if section.end < len(all_lines) else "# (end)"
    assert re.match(f"#{{1,{section.level}}} ", after), after


def test_an_unknown_section_lists_the_sections_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _main(capsys, "No such section")
    assert code == 2 and out == ""
    assert err.splitlines()[0] == "error: the guide has no section 'No such section'; its sections:"
    assert "  Unknown fields" in err.splitlines() and "Versioning" in err.splitlines()
