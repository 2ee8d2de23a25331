"""A value too long for its field is refused before it is lowercased, which is what makes its
cost bounded (``StringType.length_check_at``): the vectors whose value is a run of ``İ`` past
the field's limit (its lowercase is twice as long), with the run made ``RUN`` characters long,
each through the generated Python with ``tracemalloc`` on. Lowercasing allocates sixteen bytes
a character (CPython's UCS-4 buffer, three code points a character, and the lowered copy); the
text safety rules' encode takes two, and the tests allow four.

``python -m tests.conformance.lowering VECTORS.json`` prints, per case, the error and the peak
bytes allocated, as JSON; ``scaled_cases`` gives the arguments (tests/ts/lowering.mjs times
nothing either: it watches ``toLowerCase``)."""

from __future__ import annotations

import importlib
import json
import sys
import tracemalloc
from pathlib import Path
from typing import Any

# The labels of the vectors (tests/conformance/cases.py) whose value is too long for its field
# before lowercasing: a string's limit, an enum's longest value.
LABELS = ("dotted-capital-i-over-max", "dotted-capital-i-run")
RUN = 50_000


def _scaled(value: Any, run: int) -> Any:
    """``value`` with every string made only of ``İ`` made ``run`` characters long."""
    if isinstance(value, str):
        return "\u0130" * run if value and value.strip("\u0130") == "" else value
    if isinstance(value, list):
        return [_scaled(v, run) for v in value]
    if isinstance(value, dict):
        return {k: _scaled(v, run) for k, v in value.items()}
    return value


def scaled_cases(vectors: dict[str, Any], run: int = RUN) -> dict[str, tuple[Any, dict[str, Any]]]:
    """Name -> (argument with its run scaled, expected error), for every refused vector with a
    label above."""
    return {
        case["name"]: (_scaled(case["input"], run), case["expected"]["error"])
        for case in vectors["cases"]
        if case["name"].endswith(LABELS) and "error" in case["expected"] and not case.get("options")
    }


def peaks(vectors: dict[str, Any], run: int = RUN) -> dict[str, dict[str, Any]]:
    module = importlib.import_module(vectors["python"]["module"])
    build = getattr(module, vectors["python"]["build"])
    error = getattr(module, vectors["python"]["error"])
    out = {}
    for name, (argument, _) in scaled_cases(vectors, run).items():
        got = None
        tracemalloc.start()
        try:
            build(argument)
        except error as exc:
            got = {"path": exc.path, "reason": exc.reason}
        finally:
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
        out[name] = {"error": got, "peak": peak}
    return out


if __name__ == "__main__":
    print(json.dumps(peaks(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")))))
