"""The generated Python runs every shared vector and agrees with it byte for byte."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest

from tests.conformance.__main__ import write_vectors
from tests.conformance.cases import as_text, build, rebuild_input
from tests.conftest import PROTOCOLS, ROOT

CASES = []
for _p in PROTOCOLS:
    _vectors = build(_p)
    for _case in _vectors["cases"]:
        CASES.append(pytest.param(_vectors, _case, id=f"{_p.name}:{_case['name']}"))


def _canonical(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize(("vectors", "case"), CASES)
def test_vector(vectors: dict[str, Any], case: dict[str, Any]) -> None:
    """The case as given, and as the JSON text a model would send where JSON carries it exactly
    (``as_text``): text takes its own paths through the package (the byte and depth scans, the
    parse, strings that skip the NUL and surrogate tests), and must come to the same outcome."""
    target = vectors["python"]
    module = importlib.import_module(target["module"])
    build_envelope = getattr(module, target["build"])
    error_class = getattr(module, target["error"])
    expected = case["expected"]
    options = case.get("options", {})
    for argument in (case["input"], as_text(case["input"], vectors["max_argument_bytes"])):
        if argument is None:
            continue
        if "output" in expected:
            text = _canonical(build_envelope(argument, **options))
            assert text == _canonical(expected["output"])
            # The canonical output re-validates to itself, byte for byte.
            again_argument, again = rebuild_input(vectors, json.loads(text))
            assert _canonical(build_envelope(again_argument, **again)) == text
        else:
            with pytest.raises(error_class) as caught:
                build_envelope(argument, **options)
            assert caught.value.path == expected["error"]["path"]
            if expected["error"]["reason"] is not None:
                assert caught.value.reason == expected["error"]["reason"]


def test_vectors_cover_every_variant_field_and_limit() -> None:
    """The vector set is derived from the spec: every variant and every field shows up."""
    for p in PROTOCOLS:
        names = {c["name"] for c in build(p)["cases"]}
        for v in p.variants:
            assert f"{v.name}/minimal" in names
            for f in v.fields:
                assert f"{v.name}/{f.name}/missing" in names, f"{v.name}/{f.name}/missing"
                assert any(n.startswith(f"{v.name}/{f.name}/wrong-type") for n in names)


def test_writing_the_vectors_removes_a_retired_specs_file(tmp_path: Path) -> None:
    """The TypeScript suites read every file in the folder: a file left from a spec that is gone
    imports a module that no longer exists."""
    (tmp_path / "retired.v1.json").write_text("{}")
    spec = PROTOCOLS[0].source
    written = write_vectors(tmp_path, [ROOT / spec])
    assert sorted(p.name for p in tmp_path.iterdir()) == [p.name for p in written] == [Path(spec).stem + ".json"]
