"""The TypeScript half of the suite, run from pytest so one command runs everything.

Compiles generated/typescript and tests/ts with the real tsc (strict, exactOptionalPropertyTypes,
noUncheckedIndexedAccess: tests/ts/tsconfig.json) and runs tests/ts/*.test.ts on Node with the
same shared vectors the Python suite uses.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tests.conftest import ROOT


def _run(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args, cwd=ROOT, capture_output=True, text=True, timeout=600, env={**os.environ, **env}
    )


def test_generated_typescript_compiles_strict(compiled: Path) -> None:
    for ts in (ROOT / "generated" / "typescript").rglob("*.ts"):
        js = compiled / ts.relative_to(ROOT).with_suffix(".js")
        assert js.exists(), f"tsc did not emit {js}"


def test_node_suite_passes(compiled: Path, vectors_dir: Path) -> None:
    result = _run(["node", "--test", str(compiled / "tests" / "ts")], VECTORS_DIR=str(vectors_dir))
    summary = [line for line in result.stdout.splitlines() if line.startswith("# ")]
    assert result.returncode == 0, f"node --test failed:\n{result.stdout[-8000:]}\n{result.stderr[-4000:]}"
    counts = dict(line[2:].split(" ", 1) for line in summary if " " in line[2:])
    assert int(counts["fail"]) == 0 and int(counts["pass"]) > 500, summary


def test_inherited_names_are_the_runtimes_own() -> None:
    """Checkers read fields with a plain index except names every JS object inherits, which go
    through own(); the list the generator keeps must be Node's, not a guess."""
    import json

    from generator.targets.typescript import names as naming

    done = subprocess.run(
        ["node", "-e", "console.log(JSON.stringify(Object.getOwnPropertyNames(Object.prototype)))"],
        capture_output=True, text=True, check=True,
    )
    assert set(json.loads(done.stdout)) == naming.JS_INHERITED
    assert naming.ts_read("raw", "constructor") == "own(raw, 'constructor')"
    assert naming.ts_read("raw", "time") == "raw['time']"
