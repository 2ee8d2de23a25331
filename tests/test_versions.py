"""Two majors side by side: the frozen console v1 (tests/fixtures/frozen/) and a v2 (tests/fixtures/versions/, a test
fixture, not a shipped protocol) are classified, generated together into distinct Python
modules, TypeScript modules and docs, and a Console parses either envelope with one call,
``parseAnyEnvelope`` from the generated ``typescript/index.ts``."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, cast

import pytest

from generator.spec.read import read_spec
from tests.commands import generator, run
from tests.conftest import TS_STRICT, TSC

ROOT = Path(__file__).resolve().parent.parent
V1 = ROOT / "tests" / "fixtures" / "frozen" / "console.v1.yaml"  # the v2 fixture was made from it
V2 = ROOT / "tests" / "fixtures" / "versions" / "console.v2.yaml"


def test_v2_is_classified_breaking_and_its_version_fits() -> None:
    result = generator("diff", str(V1.relative_to(ROOT)), str(V2.relative_to(ROOT)))
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    removal = ": breaking: action type toggle_terminal renamed or removed"
    assert any(
        line.startswith("tests/fixtures/frozen/console.v1.yaml:") and line.endswith(removal) for line in lines
    )  # old side
    lowered = ": breaking: resource_list.items max lowered 50 → 20"
    assert any(line.startswith("tests/fixtures/versions/console.v2.yaml:") and line.endswith(lowered) for line in lines)
    v1_version = read_spec(V1).version
    assert lines[-1].endswith(f": ok: version {v1_version} → 2.0.0 (major) fits the changes (breaking)")


@pytest.fixture(scope="module")
def side_by_side(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The frozen console v1 and the v2 fixture generated in one run."""
    root = tmp_path_factory.mktemp("versions")
    specs = root / "specs"
    specs.mkdir()
    shutil.copy(V1, specs / V1.name)
    shutil.copy(V2, specs / V2.name)
    result = generator("generate", "--specs", str(specs), "--out", str(root / "out"))
    assert result.returncode == 0, result.stderr
    return root


def test_both_majors_generate_distinct_files(side_by_side: Path) -> None:
    out = side_by_side / "out"
    for rel in (
        "python/appwrite-protocols-console/src/appwrite_protocols/console/__init__.py",
        "python/appwrite-protocols-console-v2/src/appwrite_protocols/console_v2/__init__.py",
        "typescript/console/console.ts",
        "typescript/console_v2/console_v2.ts",
        "typescript/index.ts",
        "docs/console-protocol.md",
        "docs/console_v2-protocol.md",
    ):
        assert (out / rel).is_file(), rel
    v2_doc = (out / "docs" / "console_v2-protocol.md").read_text()
    assert "# Appwrite Console protocol (`appwrite.console/v2`)" in v2_doc and "Version 2.0.0" in v2_doc
    assert "\n### 2.0.0\n" in v2_doc and "\n### 1.0.0\n" in v2_doc
    assert '"version": "2.0.0"' in (out / "typescript" / "console_v2" / "package.json").read_text()
    assert 'version = "2.0.0"' in (out / "python" / "appwrite-protocols-console-v2" / "pyproject.toml").read_text()


def _emit_both(out: Path) -> dict[str, Any]:
    """Import both generated Python modules in one interpreter and emit with each."""
    code = (
        "import json, sys\n"
        "import appwrite_protocols.console as v1, appwrite_protocols.console_v2 as v2\n"
        'both = \'[{"type":"set_theme","theme":"dark"},{"type":"toggle_terminal"}]\'\n'
        "print(json.dumps({'v1': v1.console_tool(both), 'v2': v2.console_tool(both),\n"
        '  \'v2_ok\': v2.console_tool(\'[{"type":"set_theme","theme":"Light"}]\'),\n'
        "  'ids': [v1.PROTOCOL, v2.PROTOCOL], 'max': [v1.MAX_RESOURCE_LIST_ITEMS, v2.MAX_RESOURCE_LIST_ITEMS]}))\n"
    )
    path = os.pathsep.join(str(p) for p in sorted((out / "python").glob("*/src")))
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": path},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return cast("dict[str, Any]", json.loads(result.stdout))


def test_both_python_modules_import_side_by_side(side_by_side: Path) -> None:
    emitted = _emit_both(side_by_side / "out")
    assert emitted["ids"] == ["appwrite.console/v1", "appwrite.console/v2"]
    assert emitted["max"] == [50, 20]
    assert json.loads(emitted["v1"])["actions"] == [{"type": "set_theme", "theme": "dark"}, {"type": "toggle_terminal"}]
    assert emitted["v2"].startswith("Error: invalid console actions — actions[1].type: must be one of set_theme,")
    assert "toggle_terminal" not in emitted["v2"]
    assert json.loads(emitted["v2_ok"]) == {
        "protocol": "appwrite.console/v2",
        "actions": [{"type": "set_theme", "theme": "light"}],
    }


MAIN_TS = """\
import { parseAnyEnvelope, KNOWN_PROTOCOLS, type AnyEnvelope } from './out/typescript/index.js'
import type { ConsoleEnvelope } from './out/typescript/console/console.js'
import type { ConsoleV2Envelope } from './out/typescript/console_v2/console_v2.js'

function describe(found: AnyEnvelope | null): unknown {
  if (found === null) return null
  switch (found.protocol) {
    case 'appwrite.console/v1': {
      const envelope: ConsoleEnvelope = found.envelope // narrowed by the protocol id
      return { protocol: found.protocol, types: envelope.actions.map((a) => a.type) }
    }
    case 'appwrite.console/v2': {
      const envelope: ConsoleV2Envelope = found.envelope
      return { protocol: found.protocol, types: envelope.actions.map((a) => a.type) }
    }
  }
}

console.log(JSON.stringify({ known: KNOWN_PROTOCOLS, parsed: process.argv.slice(2).map((text) => describe(parseAnyEnvelope(text))) }))
"""


def test_one_call_parses_either_envelope(side_by_side: Path) -> None:
    if not TSC.exists():
        pytest.fail("node_modules is missing: run `npm ci` (the README's test command does)")
    root = side_by_side
    emitted = _emit_both(root / "out")
    (root / "package.json").write_text(json.dumps({"name": "side-by-side", "private": True, "type": "module"}))
    (root / "main.ts").write_text(MAIN_TS)
    (root / "globals.d.ts").write_text(
        "declare const process: { argv: string[] }\ndeclare const console: { log(text: string): void }\n"
    )
    (root / "tsconfig.json").write_text(
        json.dumps(
            {
                "compilerOptions": {
                    **TS_STRICT,
                    "lib": ["ES2022"],
                    "types": [],
                    "outDir": "build",
                    "rootDir": ".",
                },
                "files": ["main.ts", "globals.d.ts"],
            }
        )
    )
    compiled = run([str(TSC), "-p", "tsconfig.json"], cwd=root)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr

    v2_with_v1_action = json.dumps(
        {
            "protocol": "appwrite.console/v2",
            "actions": [{"type": "toggle_terminal"}, {"type": "show_pane", "content": "docs"}],
        }
    )
    inputs = [
        emitted["v1"],
        emitted["v2_ok"],
        v2_with_v1_action,
        '{"protocol":"appwrite.console/v3","actions":[]}',
        emitted["v2"],
    ]
    ran = run(["node", "build/main.js", *inputs], cwd=root)
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout) == {
        "known": ["appwrite.console/v1", "appwrite.console/v2"],
        "parsed": [
            {"protocol": "appwrite.console/v1", "types": ["set_theme", "toggle_terminal"]},
            {"protocol": "appwrite.console/v2", "types": ["set_theme"]},
            {"protocol": "appwrite.console/v2", "types": ["show_pane"]},  # v2 skips the action it no longer has
            None,  # an unknown major is ignored
            None,  # an error string is not an envelope
        ],
    }
