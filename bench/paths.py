"""Where things are, and the generated module the bench measures, imported from the working tree.

The bench measures what the current generator makes of a fixed protocol: the frozen copy of
the console spec its corpus was written for (tests/fixtures/frozen/console.v1.yaml), generated
into build/frozen/ by ``ensure_generated``. So a spec author's edit of spec/console.v1.yaml
neither breaks the corpus nor changes the workload between two runs, and the numbers compare
generator changes alone. (spec/console.v1.yaml is that copy unless someone edited it since.)
"""

from __future__ import annotations

import functools
from pathlib import Path
from types import ModuleType

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
RESULTS = ROOT / "bench" / "results"
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


def live_py_src() -> list[str]:
    """The ``src`` folders of the packages generated from spec/ (the adversarial bench's)."""
    return sorted(str(p) for p in (LIVE_GENERATED / "python").glob("*/src"))


def console() -> ModuleType:
    """The generated ``appwrite_protocols.console`` of build/frozen/, imported under the alias
    ``tests_frozen`` (tests/frozen.py), so it never meets the live package of the same name."""
    from tests import frozen

    ensure_generated()
    return frozen.module(MODULE)
