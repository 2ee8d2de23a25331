"""Run one vectors file against the generated Python found on sys.path (PYTHONPATH):
``python -m tests.conformance.run VECTORS.json``. Prints ``N passed, M failed``; exit 1 on any
failure. pytest runs the vectors case by case (test_vectors_python.py); this runner is for a
module generated elsewhere, e.g. from a changed copy of a spec."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

from tests.conformance.cases import as_text


def _canonical(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def failures(vectors: dict[str, Any]) -> list[str]:
    """Every case as given and, where JSON carries it exactly, as JSON text (``as_text``)."""
    module = importlib.import_module(vectors["python"]["module"])
    build = getattr(module, vectors["python"]["build"])
    error = getattr(module, vectors["python"]["error"])
    failed = []
    for case in vectors["cases"]:
        expected = case["expected"]
        text = as_text(case["input"], vectors["max_argument_bytes"])
        for form, argument in (("", case["input"]), (" (as text)", text)):
            if argument is None:
                continue
            try:
                got: Any = {"output": build(argument, **case.get("options", {}))}
                ok = "output" in expected and _canonical(got["output"]) == _canonical(expected["output"])
            except error as exc:
                got = {"error": {"path": exc.path, "reason": exc.reason}}
                want = expected.get("error")
                ok = want is not None and want["path"] == exc.path and want["reason"] in (None, exc.reason)
            if not ok:
                failed.append(
                    f"{case['name']}{form}: expected {json.dumps(expected)[:200]}, got {json.dumps(got)[:200]}"
                )
    return failed


if __name__ == "__main__":
    vectors = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    bad = failures(vectors)
    for line in bad[:20]:
        print(line)
    print(f"{len(vectors['cases']) - len(bad)} passed, {len(bad)} failed")
    sys.exit(1 if bad else 0)
