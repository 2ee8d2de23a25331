"""Specs are input too (issue 37): a hostile string in any slot of a spec is refused at its
position, or lands inert in every generated file (tests/hostile_specs.py says how each case is
judged). The quick tier runs the injections the issue found and a seeded sample of the
corpus; the slow tier runs the whole corpus (docs/testing.md, "Hostile specs")."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests import hostile_specs as hostile
from tests.hostile_specs import Case, Outcome

PAYLOAD = 'x""" + str(__import__("builtins").__setattr__("PWNED", 1)) + """ y'


def _first(where: Callable[[tuple[str | int, ...], Any], bool]) -> tuple[Path, tuple[str | int, ...]]:
    """The first string slot of a live spec that ``where`` picks: derived, never pinned."""
    for spec in hostile.live_specs():
        data = yaml.safe_load(spec.read_text(encoding="utf-8"))
        for path in hostile.string_slots(data):
            if where(path, data):
                return spec, path
    raise AssertionError("no live spec has such a slot")


def _slot(*keys: str) -> tuple[Path, tuple[str | int, ...]]:
    """A slot whose path ends in ``keys`` (names of sections and keys, indexes skipped)."""
    return _first(lambda path, _: tuple(p for p in path if isinstance(p, str))[-len(keys) :] == keys)


def _injections() -> list[tuple[str, Case]]:
    limit_doc = _first(lambda p, _: p[0] == "limits" and p[-1] == "doc")
    title, summary = _slot("protocol", "title"), _slot("protocol", "summary")
    error_prefix, replaces = _slot("tool", "error_prefix"), _slot("python", "replaces")
    prefix = _slot("normalise", "remove_prefix")
    default = _first(lambda p, d: p[-1] == "default" and "enum" in _node(d, p[:-1]))
    out = [
        ("limit doc runs at import", Case(*limit_doc, PAYLOAD, False)),
        ("error_prefix runs on a call", Case(*error_prefix, PAYLOAD, False)),
        ("remove_prefix breaks out of a comment", Case(*prefix, "\nimport os\n", False)),
        ("title adds a package.json key", Case(*title, '", "dependencies": {"evil": "file:/evil"}, "x": "', False)),
        ("title adds a pyproject key", Case(*title, '"\ndependencies = ["evil-package>=0"]\n', False)),
        ("long enum default breaks the TS layout", Case(*default, "x" * 120, False)),
    ]
    for name, slot in (("title", title), ("summary", summary), ("limit doc", limit_doc)):
        out += [(f"backslash path in the {name}", Case(*slot, "C:\\users\\x", False))]
        out += [(f"triple quote in the {name}", Case(*slot, '"""', False))]
    for name, slot in (("replaces", replaces), ("error_prefix", error_prefix)):
        out += [(f"backslash path in {name}", Case(*slot, "C:\\users\\x", False))]
        out += [(f"triple quote in {name}", Case(*slot, '"""', False))]
    return out


def _node(data: Any, path: tuple[str | int, ...]) -> Any:
    for part in path:
        data = data[part]
    return data


INJECTIONS = _injections()


@pytest.fixture(scope="module")
def injected(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    """Every injection generated, then one tsc run over all of them."""
    work = tmp_path_factory.mktemp("injections")
    outcomes = hostile.run([case for _, case in INJECTIONS], work)
    return {name: outcome for (name, _), outcome in zip(INJECTIONS, outcomes, strict=True)}


@pytest.mark.parametrize("name", [name for name, _ in INJECTIONS])
def test_a_known_injection_is_refused_or_inert(name: str, injected: dict[str, Outcome]) -> None:
    outcome = injected[name]
    assert outcome.kind in ("refused", "generated"), outcome.detail
    if outcome.kind == "generated" and outcome.out is not None:
        _import_and_call(outcome.out)


_CALL = """
import builtins, importlib, inspect, sys
m = importlib.import_module(sys.argv[1])
tool = next(getattr(m, n) for n in sorted(dir(m)) if n.endswith("_tool") and callable(getattr(m, n)))
params = inspect.signature(tool).parameters.values()
for value in ("[]", "{}", "x"):
    tool(*[value for p in params if p.default is inspect.Parameter.empty])
print(hasattr(builtins, "PWNED"))
"""


def _import_and_call(out: Path) -> None:
    """Import each generated package and call its tool with bad arguments: nothing a spec
    wrote may run (the payload sets ``builtins.PWNED``)."""
    for init in (out / "python").glob("*/src/**/tool.py"):
        src = next(p for p in init.parents if p.name == "src")
        module = ".".join(init.parent.relative_to(src).parts)
        env = {**os.environ, "PYTHONPATH": str(src)}
        result = subprocess.run([sys.executable, "-c", _CALL, module], capture_output=True, text=True, env=env)
        assert (result.returncode, result.stdout.strip()) == (0, "False"), result.stderr


def test_a_spec_file_name_with_a_line_separator_is_refused(tmp_path: Path) -> None:
    """U+2028 in the spec's file name would end the `// Source:` line for JavaScript."""
    spec = hostile.live_specs()[0]
    name = spec.name.replace(".v", "\u2028.v", 1)
    code, err, out = hostile.generate(spec.read_text(encoding="utf-8"), name, tmp_path)
    assert code == 2 and "U+2028" in err and err.count("\n") == 1 and not out.exists()


def test_a_sample_of_the_corpus(tmp_path: Path) -> None:
    """A seeded sample, different each day the seed is changed; the whole corpus is slow."""
    cases = hostile.sample(hostile.corpus(), 12, seed=37)
    outcomes = hostile.run(cases, tmp_path)
    assert all(o.kind in ("refused", "generated") for o in outcomes), hostile.report(outcomes)


@pytest.mark.slow
def test_the_whole_corpus(tmp_path: Path) -> None:
    outcomes = hostile.run(hostile.corpus(), tmp_path)
    assert all(o.kind in ("refused", "generated") for o in outcomes), hostile.report(outcomes)
