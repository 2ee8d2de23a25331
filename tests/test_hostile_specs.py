"""Specs are input too (issue 37): a hostile string in any slot of a spec is refused at its
position, or lands inert in every generated file (tests/hostile_specs.py says how each case is
judged). The quick tier runs the injections the issue found and a seeded sample of the
corpus, the slow tier a larger one; the whole corpus is its own command (docs/testing.md,
"Hostile specs")."""

from __future__ import annotations

import copy
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


# Each live spec's data, read once for every slot looked up (at collection: libyaml's reader)
_LIVE = [(spec, yaml.load(spec.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)) for spec in hostile.live_specs()]


def _first(where: Callable[[tuple[str | int, ...], Any], bool]) -> tuple[Path, tuple[str | int, ...]]:
    """The first string slot of a live spec that ``where`` picks: derived, never pinned."""
    for spec, data in _LIVE:
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
    enum_value = _first(lambda p, _: p[0] == "enums" and "values" in p)
    envelope_doc = _first(lambda p, _: p[:2] == ("envelope", "fields") and p[-1] == "doc")
    out = [
        ("limit doc runs at import", Case(*limit_doc, PAYLOAD, False)),
        ("limit doc ending in a backslash", Case(*limit_doc, "\\", False)),
        ("error_prefix runs on a call", Case(*error_prefix, PAYLOAD, False)),
        ("remove_prefix breaks out of a comment", Case(*prefix, "\nimport os\n", False)),
        ("title adds a package.json key", Case(*title, '", "dependencies": {"evil": "file:/evil"}, "x": "', False)),
        ("title adds a pyproject key", Case(*title, '"\ndependencies = ["evil-package>=0"]\n', False)),
        ("long enum default breaks the TS layout", Case(*default, "x" * 120, False)),
        # lower case: an enum that lowercases refuses a value it would change
        ("U+2028 in an enum value ends a TS line", Case(*enum_value, "\u2028export const pwned = 1", False)),
        ("an envelope field's doc opens an HTML comment", Case(*envelope_doc, "<!-- x", False)),
        ("an HTML comment in the error prefix's code span", Case(*error_prefix, "<!-- x", False)),
        ("list key class: a functional TypedDict", Case(*_slot("envelope", "list"), "class", True)),
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


INJECTIONS = dict(_injections())
# The quick tier's: what ran code or added a dependency in the issue; the rest (text that broke
# the output or the generator) in the full run, as each case is a whole generate (~0.4 s)
QUICK_INJECTIONS = [
    "limit doc runs at import",
    "error_prefix runs on a call",
    "remove_prefix breaks out of a comment",
    "U+2028 in an enum value ends a TS line",
    "title adds a package.json key",
    "title adds a pyproject key",
]


@pytest.fixture(scope="module")
def injected(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    """Every injection this run selected generated, then one tsc run over all of them."""
    selected = {
        item.callspec.params["name"]
        for item in request.session.items
        if isinstance(item, pytest.Function) and item.originalname == "test_a_known_injection_is_refused_or_inert"
    }
    names = [n for n in INJECTIONS if n in selected]
    outcomes = hostile.run([INJECTIONS[n] for n in names], tmp_path_factory.mktemp("injections"))
    return dict(zip(names, outcomes, strict=True))


@pytest.mark.parametrize(
    "name", [n if n in QUICK_INJECTIONS else pytest.param(n, marks=pytest.mark.slow) for n in INJECTIONS]
)
def test_a_known_injection_is_refused_or_inert(name: str, injected: dict[str, Outcome]) -> None:
    assert set(QUICK_INJECTIONS) <= set(INJECTIONS)
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
    cases = hostile.sample(hostile.corpus(), 8, seed=37)
    outcomes = hostile.run(cases, tmp_path)
    assert all(o.kind in ("refused", "generated") for o in outcomes), hostile.report(outcomes)


@pytest.mark.slow
def test_a_larger_sample_of_the_corpus(tmp_path: Path) -> None:
    """60 cases (~10 s); the whole corpus, about 7,000 cases and 15 to 30 minutes on 2 cores, is
    its own command, which CI runs after this suite: ``python -m tests.hostile_specs``
    (docs/testing.md)."""
    outcomes = hostile.run(hostile.sample(hostile.corpus(), 60, seed=1), tmp_path)
    assert all(o.kind in ("refused", "generated") for o in outcomes), hostile.report(outcomes)


# ---- structural collisions: each refused at its position, with the reason


def _renamed(data: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    out: dict[str, Any] = _rename(data, old, new)
    return out


def _rename(data: Any, old: str, new: str) -> Any:
    """Every key and string equal to ``old`` (a name and its references) renamed."""
    if isinstance(data, dict):
        return {new if k == old else k: _rename(v, old, new) for k, v in data.items()}
    if isinstance(data, list):
        return [_rename(v, old, new) for v in data]
    return new if data == old else data


def _used_limit(data: dict[str, Any]) -> str:
    text = yaml.safe_dump({k: v for k, v in data.items() if k != "limits"})
    return str(next(name for name in data.get("limits", {}) if name in text))


def _enum_constant(data: dict[str, Any], suffix: str) -> dict[str, Any]:
    """An enum renamed ``max_<name>`` and a used limit renamed to its ``_VALUES`` (or
    ``_RESERVED``) constant."""
    name = next(n for n, e in data["enums"].items() if suffix == "VALUES" or "reserved" in e)
    data = _renamed(data, name, f"max_{name}")
    return _renamed(data, _used_limit(data), f"MAX_{name.upper()}_{suffix}")


def _shape_twins(data: dict[str, Any]) -> dict[str, Any]:
    """Two used shapes whose names differ only in separators (``a_b``, ``a__b``): one class."""
    name = next(n for n, shape in data["shapes"].items() if "fields" in shape)
    data = _renamed(data, name, "a_b")
    data["shapes"]["a__b"] = copy.deepcopy(data["shapes"]["a_b"])  # not shared: PyYAML would write an alias
    data["variants"][0]["fields"].append({"name": "twin", "type": "object", "shape": "a__b"})
    return data


def _item_types(data: dict[str, Any]) -> dict[str, Any]:
    disc = data["envelope"]["discriminator"]["field"]
    data["envelope"]["item"] = "max"
    return _renamed(data, _used_limit(data), f"MAX_{disc.upper()}S")


def _ts_name(data: dict[str, Any], name: str) -> dict[str, Any]:
    """The TypeScript target's own name for the first shape (``packages.typescript.type_names``)."""
    typescript = data["packages"]["typescript"]
    typescript.setdefault("type_names", {})[next(iter(data["shapes"]))] = name.replace("<P>", typescript["prefix"])
    return data


def _shape_with(data: dict[str, Any], field: dict[str, Any]) -> dict[str, Any]:
    """The first plain shape gets ``field``; ``SELF`` in it names the shape."""
    name, shape = next((n, s) for n, s in data["shapes"].items() if "fields" in s)
    shape["fields"].append(yaml.safe_load(yaml.safe_dump(field).replace("SELF", name)))
    return data


def _deep(data: dict[str, Any]) -> dict[str, Any]:
    data["shapes"].update(
        {f"deep{i}": {"fields": [{"name": "next", "type": "object", "shape": f"deep{i + 1}"}]} for i in range(40)}
    )
    data["shapes"]["deep40"] = {"fields": [{"name": "end", "type": "string"}]}
    return _shape_with(data, {"name": "deep", "type": "object", "shape": "deep0"})


def _included_protocol(data: dict[str, Any]) -> dict[str, Any]:
    """A shape with a field ``protocol``, included by the single item: the field would sit
    beside the envelope's id and let the model choose it."""
    data.setdefault("shapes", {})["envelope_twin"] = {"fields": [{"name": "protocol", "type": "string"}]}
    data["variants"][0]["fields"].append({"include": "envelope_twin"})
    return data


def _set(path: tuple[str | int, ...], value: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def edit(data: dict[str, Any]) -> dict[str, Any]:
        _node(data, path[:-1])[path[-1]] = value
        return data

    return edit


STRUCTURAL: list[tuple[str, str, Callable[[dict[str, Any]], dict[str, Any]], str]] = [
    # (name, which live spec: a list or a single-object envelope, the edit, the reason's words)
    ("enum constant is a limit", "list", lambda d: _enum_constant(d, "VALUES"), "generates the constant"),
    ("reserved constant is a limit", "list", lambda d: _enum_constant(d, "RESERVED"), "generates the constant"),
    ("item types constant is a limit", "list", _item_types, "generates the constant"),
    ("shapes one after case conversion", "list", _shape_twins, "generates the name"),
    (
        "TS type name is the envelope type",
        "list",
        lambda d: _ts_name(d, "<P>Envelope"),
        "a name the generated module declares",
    ),
    (
        "TS type name is the error class",
        "list",
        lambda d: _ts_name(d, "<P>ProtocolError"),
        "a name the generated module declares",
    ),
    ("TS type name is a TS global", "list", lambda d: _ts_name(d, "Partial"), "a TypeScript global"),
    ("shape named typed_dict", "list", lambda d: _rename(d, next(iter(d["shapes"])), "typed_dict"), "TypedDict"),
    ("protocol named runtime", "list", _set(("protocol", "name"), "runtime"), "runtime file"),
    ("module shadows json", "list", _set(("packages", "python", "module"), "json.memory"), "standard library"),
    ("module shadows typing", "list", _set(("packages", "python", "module"), "typing.memory"), "standard library"),
    ("module shadows re", "list", _set(("packages", "python", "module"), "re.x"), "standard library"),
    ("module with a keyword", "list", _set(("packages", "python", "module"), "appwrite_protocols.class"), "keyword"),
    ("list key is protocol", "list", _set(("envelope", "list"), "protocol"), "the envelope's own key"),
    (
        "field protocol beside the id",
        "single",
        lambda d: _rename(d, d["variants"][0]["fields"][0]["name"], "protocol"),
        "the envelope's own key",
    ),
    ("field protocol through an include", "single", _included_protocol, "the envelope's own key"),
    ("float limit", "list", lambda d: _set(("limits", _used_limit(d), "value"), 10.0)(d), "must be an integer"),
    ("huge float limit", "list", lambda d: _set(("limits", _used_limit(d), "value"), 1e30)(d), "must be an integer"),
    ("5,000-digit version", "list", _set(("protocol", "version"), "1" * 5000 + ".0.0"), "at most 9 digits"),
    (
        "5,000-digit id",
        "list",
        lambda d: _set(("protocol", "id"), d["protocol"]["id"].split("/v")[0] + "/v" + "1" * 5000)(d),
        "at most 9 digits",
    ),
    (
        "cycle through a field",
        "list",
        lambda d: _shape_with(d, {"name": "me", "type": "object", "shape": "SELF"}),
        "contains itself",
    ),
    (
        "cycle through a list",
        "list",
        lambda d: _shape_with(d, {"name": "me", "type": "list", "of": {"type": "object", "shape": "SELF"}}),
        "contains itself",
    ),
    (
        "cycle through a one_of",
        "list",
        lambda d: _shape_with(
            d, {"name": "me", "type": "one_of", "of": [{"type": "string"}, {"type": "object", "shape": "SELF"}]}
        ),
        "contains itself",
    ),
    ("shapes nested 41 deep", "list", _deep, "levels deep"),
    ("tool argument is a keyword", "list", _set(("tool", "argument"), "class"), "reserved word"),
    ("item name is a JS reserved word", "list", _set(("envelope", "item"), "function"), "reserved word"),
]


def _edited(kind: str, edit: Callable[[dict[str, Any]], dict[str, Any]]) -> tuple[Path, dict[str, Any]]:
    """The first live spec with a ``kind`` envelope that has what ``edit`` changes, edited."""
    for spec in hostile.live_specs():
        data = yaml.safe_load(spec.read_text(encoding="utf-8"))
        if ("list" in data["envelope"]) != (kind == "list"):
            continue
        try:
            return spec, edit(data)
        except (KeyError, StopIteration):
            continue  # this spec has no such part (no enums, no ts_name)
    raise AssertionError(f"no live spec with a {kind} envelope has what the edit changes")


@pytest.mark.parametrize(("name", "kind", "edit", "reason"), STRUCTURAL, ids=[s[0] for s in STRUCTURAL])
def test_a_structural_collision_is_refused_with_its_reason(
    name: str, kind: str, edit: Callable[[dict[str, Any]], dict[str, Any]], reason: str, tmp_path: Path
) -> None:
    spec, data = _edited(kind, edit)
    code, err, out = hostile.generate(yaml.safe_dump(data, sort_keys=False, width=1 << 30), spec.name, tmp_path)
    assert code == 2 and err.count("\n") == 1 and not out.exists(), err
    assert hostile._REFUSAL.fullmatch(err) and reason in err, err


@pytest.mark.slow  # a command of its own (~2 s); the quick tier runs the corpus in process above
def test_the_documented_corpus_command_runs_and_counts() -> None:
    """docs/testing.md's command for the whole corpus, as written there, on a sample of two."""
    command = [sys.executable, "-m", "tests.hostile_specs", "--sample", "2", "--seed", "5"]
    result = subprocess.run(command, cwd=Path(__file__).parent.parent, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("2 cases: "), result.stdout
    assert (
        "0 injections, 0 unparseable or uncompilable, 0 other failures, 0 internal errors (exit 3)" in result.stdout
    ), result.stdout
    assert "\nwall " in result.stdout, result.stdout


def _run_naming_its_part(cases: list[Case], work: Path) -> list[Outcome]:
    """In place of :func:`hostile.run` in a worker: each case's outcome says which part ran it."""
    return [Outcome(case, "refused", detail=work.name) for case in cases]


def test_the_corpus_split_over_jobs_keeps_the_cases_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--jobs N`` (run_parallel): every N-th case to each process, each part in its own
    folder, and the outcomes put back in the cases' order, whatever the count's remainder."""
    monkeypatch.setattr(hostile, "run", _run_naming_its_part)  # the workers fork after this
    spec = hostile.live_specs()[0]
    for count in (7, 8):
        cases = [Case(spec, ("protocol", "title"), f"p{i}", False) for i in range(count)]
        outcomes = hostile.run_parallel(cases, tmp_path, 3)
        assert [o.case for o in outcomes] == cases
        assert [o.detail for o in outcomes] == [f"job{i % 3}" for i in range(count)]
