"""Where things are, and the generated module imported from the working tree (not installed)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "spec" / "console.v1.yaml"
GENERATED = ROOT / "generated"
PY_SRC = sorted(str(p) for p in (GENERATED / "python").glob("*/src"))
TS_MODULE = GENERATED / "typescript" / "console" / "console.ts"
TS_TSCONFIG = GENERATED / "typescript" / "console" / "tsconfig.json"
GENERATED_SCHEMA = GENERATED / "jsonschema" / "console.v1.schema.json"
RESULTS = ROOT / "bench" / "results"
BUILD = ROOT / "build"
TS_OUT = BUILD / "bench-ts"  # the generated TS compiled for the Node bench
NODE_BENCH = ROOT / "bench" / "node" / "bench.mjs"
TSC = ROOT / "node_modules" / ".bin" / "tsc"
MODULE = "appwrite_protocols.console"


def console() -> ModuleType:
    """The generated ``appwrite_protocols.console`` from generated/python/*/src."""
    for src in reversed(PY_SRC):
        if src not in sys.path:
            sys.path.insert(0, src)
    import appwrite_protocols.console as module

    return module
