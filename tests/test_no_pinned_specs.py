"""The grep-able rule behind "tests follow the specs": no test or bench reads a live spec by name.

A spec author edits spec/*.yaml and follows what the toolkit prints; a test that needs a
particular protocol would break on a correct edit. Such tests use a frozen copy
(tests/fixtures/frozen/, see its README); tests over spec/ find the specs (``find_specs``) and
derive every expectation from them. The bench (bench/) is held to the same rule: what it
times on spec/ (``--adversarial``) it finds there, and its fixed workload is the frozen console
spec's. This test fails when a test or a bench names a live spec file or one of its field sites
(``navigate.hash``), or statically imports a live generated package or TypeScript module.
"""

from __future__ import annotations

import re
from pathlib import Path

from generator.targets.python.names import py_module
from tests.conftest import PROTOCOLS, ROOT, SPECS

FOLDERS = (ROOT / "tests", ROOT / "bench")
SOURCES = sorted(
    p
    for folder in FOLDERS
    for pattern in ("*.py", "*.ts", "*.mjs")
    for p in folder.rglob(pattern)
    if "fixtures" not in p.parts and "results" not in p.parts and p.name != Path(__file__).name
)
LIVE_NAMES = "|".join(re.escape(spec.name) for spec in SPECS)
LIVE_MODULES = "|".join(re.escape(py_module(p)) for p in PROTOCOLS)
# Where a field sits in an item, as the bench and the vectors name it: `navigate.hash`.
LIVE_SITES = "|".join(
    sorted({re.escape(f"{v.name}.{f.name}") for p in PROTOCOLS for v in p.variants for f in v.fields})
)
# A line that runs a command in a temporary project (``cwd=``) may name that project's copy.
PINS = [
    # a spec file by name; spec/README.md is the language's page, not a spec
    (
        re.compile(r"ROOT\s*/\s*[\"']spec[\"']\s*/\s*[\"'](?!README\.md[\"'])"),
        "joins the project root to a named live spec",
    ),
    (re.compile(rf"^(?!.*\bcwd=).*[\"'`]spec/({LIVE_NAMES})"), "names a live spec file"),
    (re.compile(r"from\s+[\"'][./]*generated/typescript/"), "imports a live generated module by name"),
    (re.compile(r"for p in PROTOCOLS if p\.name =="), "picks one live protocol by name"),
    (
        re.compile(rf"import_module\([\"']({LIVE_MODULES})[\"'.]|^\s*(from|import) ({LIVE_MODULES})\b"),
        "imports a live package by name",
    ),
    # not `"user.name=…"`: a git setting, whatever a spec calls its variants and fields
    (re.compile(rf"[\"'`]({LIVE_SITES})\b(?!=)"), "names a field of a live spec"),
]


def test_there_are_test_and_bench_sources_and_live_specs() -> None:
    for folder in FOLDERS:
        assert len([p for p in SOURCES if p.is_relative_to(folder)]) > 20, folder
    assert SPECS


def test_no_test_pins_a_live_spec() -> None:
    found = []
    for path in SOURCES:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for pattern, why in PINS:
                if pattern.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {why}: {line.strip()}")
    assert (
        found == []
    ), "derive it from the spec, or use a frozen fixture (tests/fixtures/frozen/README.md):\n" + "\n".join(found)


def test_the_rule_catches_what_it_is_for() -> None:
    """Each pattern matches the pinning it names (so the rule cannot pass by matching nothing)."""
    name = SPECS[0].name
    site = next(f"{v.name}.{f.name}" for p in PROTOCOLS for v in p.variants for f in v.fields)
    samples = [
        'text = (ROOT / "spec" / "x.yaml").read_text()',
        f'run("diff", "spec/{name}", "spec/{name}")',
        "import { parseConsoleEnvelope } from '../../generated/typescript/console/console.js'",
        'CONSOLE = next(p for p in PROTOCOLS if p.name == "console")',
        f'module = importlib.import_module("{py_module(PROTOCOLS[0])}")',
        f'ISSUE_CASES = (("console", "{site}", "until stable"),)',
    ]
    for (pattern, _), sample in zip(PINS, samples, strict=True):
        assert pattern.search(sample), sample
    assert not PINS[0][0].search('page = (ROOT / "spec" / "README.md").read_text()')
    assert not PINS[-1][0].search(f'GIT = ("-c", "{site}=Test")')  # a git setting, not a site
