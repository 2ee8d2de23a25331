"""Where things are, and the generated module the bench measures, imported from the working tree.

The bench measures what the current generator makes of a fixed protocol: the frozen copy of
the console spec its corpus was written for (tests/fixtures/frozen/console.v1.yaml), generated
into build/frozen/ by ``ensure_generated``. So a spec author's edit of spec/console.v1.yaml
neither breaks the corpus nor changes the workload between two runs, and the numbers compare
generator changes alone. (spec/console.v1.yaml is that copy unless someone edited it since.)
"""

from __future__ import annotations

import functools
import importlib
from pathlib import Path
from types import ModuleType

from tests.aliased import import_as

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
SPEC = ROOT / "tests" / "fixtures" / "frozen" / "console.v1.yaml"
GENERATED = BUILD / "frozen"
TS_MODULE = GENERATED / "typescript" / "console" / "console.ts"
TS_TSCONFIG = GENERATED / "typescript" / "console" / "tsconfig.json"
GENERATED_SCHEMA = GENERATED / "jsonschema" / "console.v1.schema.json"
# --adversarial derives its arguments from every live spec and times their generated code.
LIVE_SPECS = ROOT / "spec"
LIVE_GENERATED = ROOT / "generated"
RESULTS = BUILD / "bench"  # result files: not committed (bench/README.md has a run's tables)
TS_OUT = BUILD / "bench-ts"  # the generated TS compiled for the Node bench
NODE_BENCH = ROOT / "bench" / "node" / "bench.mjs"
TSC = ROOT / "node_modules" / ".bin" / "tsc"
MODULE = "appwrite_protocols.console"


@functools.cache
def ensure_generated() -> Path:
    """build/frozen/, written by the current generator (once per process)."""
    from tests import frozen

    return frozen.generate()


def py_src() -> list[str]:
    """The ``src`` folders of the generated Python packages the bench imports."""
    ensure_generated()
    return sorted(str(p) for p in (GENERATED / "python").glob("*/src"))


STDLIB_ALIAS = "bench_stdlib"
FAST_ALIAS = "bench_fast"


def _copy(alias: str, layer: object) -> ModuleType:
    """The frozen console package imported under ``alias``, its JSON layer set to ``layer``
    (None: the stdlib's). A copy of its own, so the tests' ``tests_frozen`` copy keeps the
    layer it was generated with, and each bench layer is timed with nothing added to its calls."""
    ensure_generated()
    module = import_as(alias, [GENERATED / "python" / "appwrite-protocols-console" / "src"], MODULE)
    setattr(importlib.import_module(f"{alias}.{MODULE}._runtime"), "FAST_JSON", layer)  # noqa: B010
    return module


@functools.cache
def console() -> ModuleType:
    """The generated ``appwrite_protocols.console`` of build/frozen/, imported under its own
    alias so it never meets the live package of the same name; its JSON layer is the stdlib's
    (pure Python): ``console_fast`` is the orjson one."""
    return _copy(STDLIB_ALIAS, None)


@functools.cache
def console_fast() -> ModuleType | None:
    """A second copy of the same package whose JSON layer is orjson (generator/targets/python/
    runtime.py, "the fast layer"); None without orjson."""
    try:
        orjson = importlib.import_module("orjson")
    except ImportError:
        return None
    return _copy(FAST_ALIAS, orjson)
