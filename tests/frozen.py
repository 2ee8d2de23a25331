"""The frozen fixture specs (tests/fixtures/frozen/) and the code generated from them.

Tests come in two kinds (docs in tests/fixtures/frozen/README.md):

- tests over ``spec/`` derive every expectation from the spec (vectors, fuzzing, the tool
  definition, packaging): a spec author's edit changes what they expect;
- tests with hand-picked expectations (an error text, a literal value, the seed doc's types)
  need a protocol that never changes. They run against the code the *current* generator makes
  from a frozen copy of a spec, written to ``build/frozen/`` once per test session.

The frozen packages have the same module names as the live ones, so they are imported under
the alias ``tests_frozen`` (``tests_frozen.appwrite_protocols.console``) and never clash.

``python -m tests.frozen`` writes ``build/frozen/`` (what the Node suite needs before
``npm test`` outside pytest).
"""

from __future__ import annotations

import types
from pathlib import Path
from typing import Any

from tests.aliased import import_as
from tests.commands import generator

ROOT = Path(__file__).resolve().parent.parent
SPECS = ROOT / "tests" / "fixtures" / "frozen"
OUT = ROOT / "build" / "frozen"
ALIAS = "tests_frozen"


def generate() -> Path:
    """Write ``build/frozen/`` from the frozen specs with the current generator, once a test
    run (tests/once.py). The output folder keeps its formatting manifest between sessions, so
    only a template change makes black run again."""
    from tests.once import once

    return once("frozen", _generate, lambda: OUT)


def _generate() -> Path:
    result = generator("generate", "--specs", str(SPECS), "--out", str(OUT), env={"GENERATOR_CACHE": "off"})
    if result.returncode != 0:
        raise RuntimeError(f"generating the frozen fixtures failed:\n{result.stderr}")
    return OUT


def source_dirs() -> list[Path]:
    """The ``src`` folder of each frozen Python package (for a subprocess's PYTHONPATH)."""
    return sorted(OUT.glob("python/*/src"))


def module(name: str) -> types.ModuleType:
    """The frozen fixture's generated module ``name`` (``appwrite_protocols.console``, or a
    submodule such as ``appwrite_protocols.console.tool``), imported as ``tests_frozen.<name>``."""
    return import_as(ALIAS, source_dirs(), name)


def runtime(name: str, part: str = "_runtime") -> Any:
    """The ``_runtime`` every frozen package carries (or ``part``: ``_runtime_depth``), of the
    package ``name``: its helpers under their own names (``text_scan``), and ``FAST_JSON``,
    which a test may switch."""
    return module(f"{name}.{part}")


if __name__ == "__main__":
    print(generate())
