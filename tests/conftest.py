"""Shared test setup: the generated Python packages import from the working tree, and the
shared vectors are built once per session into build/vectors/ for both runtimes."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Every test runs the whole pipeline, uncached: a cached run would turn "two runs give the same
# bytes" into one run read twice. tests/test_cache.py turns the cache on in a folder of its own.
os.environ["GENERATOR_CACHE"] = "off"
for src in sorted((ROOT / "generated" / "python").glob("*/src")):
    if str(src) not in sys.path:
        sys.path.insert(0, str(src))

from generator.pipeline import find_specs, read_specs  # noqa: E402
from generator.protocol import Protocol  # noqa: E402

VECTORS_DIR = ROOT / "build" / "vectors"
SPECS = find_specs()
PROTOCOLS: list[Protocol] = read_specs(SPECS)


@pytest.fixture(scope="session")
def vectors_dir() -> Path:
    """Write the shared vectors for every spec (the Node suite reads the same files)."""
    from tests.conformance.__main__ import write_vectors

    write_vectors(VECTORS_DIR, SPECS)
    return VECTORS_DIR


TSC = ROOT / "node_modules" / ".bin" / "tsc"
TS_BUILD = ROOT / "build" / "ts"


@pytest.fixture(scope="session")
def compiled() -> Path:
    """generated/typescript and tests/ts compiled by the real tsc (tests/ts/tsconfig.json: strict,
    exactOptionalPropertyTypes, noUncheckedIndexedAccess) into build/ts/."""
    if not TSC.exists():
        pytest.fail("node_modules is missing: run `npm ci` (the README's test command does)")
    shutil.rmtree(TS_BUILD, ignore_errors=True)
    result = subprocess.run(
        [str(TSC), "-p", "tests/ts/tsconfig.json"], cwd=ROOT, capture_output=True, text=True, timeout=600, env=os.environ
    )
    assert result.returncode == 0, f"tsc failed:\n{result.stdout}\n{result.stderr}"
    return TS_BUILD
