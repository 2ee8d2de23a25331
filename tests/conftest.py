"""Shared test setup: the generated Python packages import from the working tree, the shared
vectors are built once per session into build/vectors/ for both runtimes, and the frozen
fixture specs are generated into build/frozen/ (tests/frozen.py says which tests use which)."""

from __future__ import annotations

import functools
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

from generator.model.protocol import Protocol  # noqa: E402
from generator.pipeline import find_specs, read_specs  # noqa: E402
from generator.project import Layout  # noqa: E402
from tests import frozen  # noqa: E402
from tests.once import once  # noqa: E402

VECTORS_DIR = ROOT / "build" / "vectors"
SPEC_DIR = ROOT / "spec"
SPECS = find_specs(SPEC_DIR)
# The live specs, which a spec author edits: tests over them derive every expectation from them.
PROTOCOLS: list[Protocol] = read_specs(SPECS, Layout.of(SPEC_DIR, ROOT / "generated"))


@functools.cache
def frozen_protocol(name: str) -> Protocol:
    """A frozen fixture spec's model (tests/fixtures/frozen/<name>.v1.yaml)."""
    path = frozen.SPECS / f"{name}.v1.yaml"
    [protocol] = read_specs([path], Layout.of(frozen.SPECS, frozen.OUT))
    return protocol


@pytest.fixture(scope="session")
def frozen_out() -> Path:
    """build/frozen/: what the current generator makes of the frozen fixture specs."""
    return frozen.generate()


@pytest.fixture(scope="session")
def vectors_dir() -> Path:
    """Write the shared vectors for every spec (the Node suite reads the same files)."""
    from tests.conformance.__main__ import write_vectors

    once("vectors", lambda: write_vectors(VECTORS_DIR, SPECS), lambda: [])
    return VECTORS_DIR


TSC = ROOT / "node_modules" / ".bin" / "tsc"
TS_BUILD = ROOT / "build" / "ts"
# The strictness generated TypeScript is compiled with wherever a test compiles it (the
# generated tsconfig.json's, and tests/ts/tsconfig.json's): as tsconfig compilerOptions, and as
# the command line's flags (ts_flags).
TS_STRICT: dict[str, object] = {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": True,
    "exactOptionalPropertyTypes": True,
    "noUncheckedIndexedAccess": True,
}


def ts_flags(**extra: object) -> list[str]:
    """``TS_STRICT`` and ``extra`` as tsc's command-line flags (``noEmit=True``: ``--noEmit``)."""
    flags: list[str] = []
    for name, value in {**TS_STRICT, **extra}.items():
        flags += [f"--{name}"] if value is True else [f"--{name}", str(value)]
    return flags


@pytest.fixture(scope="session")
def compiled(frozen_out: Path) -> Path:
    """generated/typescript, build/frozen/typescript and tests/ts compiled by the real tsc
    (tests/ts/tsconfig.json: strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess) into
    build/ts/."""
    if not TSC.exists():
        pytest.fail("node_modules is missing: run `npm ci` (the README's test command does)")

    def build() -> Path:
        shutil.rmtree(TS_BUILD, ignore_errors=True)
        result = subprocess.run(
            [str(TSC), "-p", "tests/ts/tsconfig.json"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,
            env=os.environ,
        )
        assert result.returncode == 0, f"tsc failed:\n{result.stdout}\n{result.stderr}"
        return TS_BUILD

    return once("typescript", build, lambda: TS_BUILD)
