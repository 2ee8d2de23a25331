"""Spec-language features the shipped specs do not use, held to the reference interpreter in both
languages: tests/fixtures/features/features.v1.yaml is generated into a temporary folder and every
vector built from it runs against the generated Python and TypeScript (tests/both_runtimes.py).
Expectations beyond the vectors are derived from the fixture's model, so a new field in the
fixture is covered without a new line here."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator.model import Field, FieldType, ListType, Lowercase, MapType, ObjectType, OneOfType
from generator.model.protocol import Protocol
from generator.spec.read import read_spec_text
from generator.targets.python import package_runtime
from generator.targets.python.names import py_class, py_module, py_union_members
from generator.targets.typescript.names import ts_item_union, ts_named
from tests.both_runtimes import Outcome, run_vectors
from tests.commands import run
from tests.conformance import lowering
from tests.conformance.cases import field_sites
from tests.conftest import PROTOCOLS, ROOT, TSC, ts_flags

pytestmark = pytest.mark.slow

SPEC = Path(__file__).parent / "fixtures" / "features" / "features.v1.yaml"
# The fixture again with every safety rule a value of type `any` is walked under.
SAFETY = """safety:
  - {rule: reject_nul, reason: NUL truncates strings.}
  - {rule: reject_lone_surrogates, reason: UTF-8 cannot encode one.}
  - {rule: safe_numbers, max_magnitude: 9007199254740991, reason: JavaScript rounds past it.}
  - {rule: forbidden_keys, keys: [__proto__, constructor, prototype], reason: Prototypes stay out of reach.}

"""
# (safety rules, the envelope's unknown policy)
VARIANTS = {"plain": ("", "drop"), "safe": (SAFETY, "drop"), "keep": (SAFETY, "keep"), "refuse": ("", "refuse")}


def _text(variant: str) -> str:
    safety, unknown = VARIANTS[variant]
    text = SPEC.read_text(encoding="utf-8")
    assert text.count("\nenvelope:\n") == 1 and text.count("\n  item: action\n") == 1
    text = text.replace("\n  item: action\n", f"\n  item: action\n  unknown: {unknown}\n")
    return text.replace("\nenvelope:\n", "\n" + safety + "envelope:\n")


@pytest.fixture(scope="module", params=sorted(VARIANTS))
def variant(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(scope="module")
def features(variant: str) -> Protocol:
    return read_spec_text(_text(variant), SPEC.name)


@pytest.fixture(scope="module")
def outcome(variant: str, tmp_path_factory: pytest.TempPathFactory, compiled: Path) -> Outcome:
    return run_vectors(SPEC.name, _text(variant), tmp_path_factory.mktemp(f"features-{variant}"), compiled)


def test_every_vector_holds_in_python(outcome: Outcome) -> None:
    assert outcome.python.returncode == 0, outcome.python.stdout[-4000:]


def test_every_vector_holds_in_typescript(outcome: Outcome) -> None:
    assert outcome.node.returncode == 0 and not outcome.node_failed, outcome.node.stdout[-4000:]
    assert "# pass 0" not in outcome.node.stdout


def _top_fields(p: Protocol) -> list[tuple[str, Field]]:
    return [(v.name, f) for v in p.variants for prefix, f in field_sites(v.fields) if not prefix]


def test_the_fixture_uses_every_null_mode_required_and_optional(features: Protocol) -> None:
    used = {(f.null, f.required) for _, f in _top_fields(features)}
    assert {("value", True), ("value", False), ("refused", True), ("refused", False)} <= used


def test_a_null_means_what_the_field_says(features: Protocol, outcome: Outcome) -> None:
    """The vector sending null for each top-level field: kept as null, refused, or missing."""
    for variant, f in _top_fields(features):
        expected = outcome.cases[f"{variant}/{f.name}/null"]["expected"]
        if f.null == "value":
            assert expected["output"]["actions"][0][f.name] is None, (variant, f.name)
        elif f.null == "refused":
            assert expected["error"] == {"path": f"actions[0].{f.name}", "reason": "must not be null"}
        elif f.required:
            assert expected["error"] == {"path": f"actions[0].{f.name}", "reason": "is required"}
        else:
            missing = outcome.cases[f"{variant}/{f.name}/missing"]["expected"]
            assert expected == missing, (variant, f.name)


def _required_by(features: Protocol, variant: str, name: str) -> list[Field]:
    """The fields beside ``name`` in its variant whose ``requires`` names it."""
    [v] = [v for v in features.variants if v.name == variant]
    return [f for f in v.fields if name in f.requires]


def test_a_missing_field_is_missing_whatever_its_null(features: Protocol, outcome: Outcome) -> None:
    for variant, f in _top_fields(features):
        expected = outcome.cases[f"{variant}/{f.name}/missing"]["expected"]
        if f.required:
            assert expected["error"] == {"path": f"actions[0].{f.name}", "reason": "is required"}
        elif _required_by(features, variant, f.name):  # a full sample sends the field requiring it
            needing = _required_by(features, variant, f.name)[0].name
            reason = f"requires {f.name}, which is missing"
            assert expected["error"] == {"path": f"actions[0].{needing}", "reason": reason}
        else:
            assert "output" in expected and (f.name not in expected["output"]["actions"][0] or f.has_default)


def _refuses_long_values_before_lowercasing(t: FieldType) -> bool:
    return getattr(t.of if isinstance(t, ListType) else t, "length_check_at", None) is not None


def _lowercases_first(t: FieldType) -> bool:
    rules = getattr(t.of if isinstance(t, ListType) else t, "normalise", ())
    return any(isinstance(r, Lowercase) for r in rules) and not _refuses_long_values_before_lowercasing(t)


def test_a_value_too_long_for_its_field_is_never_lowercased(features: Protocol, outcome: Outcome) -> None:
    """Each vector of a run of `İ` past its field's limit (tests/conformance/lowering.py), the
    run made 50,000 long: refused as the vector says, in Python without allocating what
    lowercasing it would (16 bytes a character: CPython's UCS-4 buffer, three code points a
    character, and the lowered copy; the text safety rules' encode takes 2), and in TypeScript
    without calling toLowerCase on it. Every top-level field that refuses a long value before
    lowercasing has such a vector."""
    vectors = json.loads(outcome.vectors.read_text(encoding="utf-8"))
    cases = lowering.scaled_cases(vectors)
    sites = {f"{v}/{f.name}/" for v, f in _top_fields(features) if _refuses_long_values_before_lowercasing(f.type)}
    # The fields that lowercase whatever the length (`starts_with`: `ref`), to check the checks.
    late = {f"{v}/{f.name}/" for v, f in _top_fields(features) if _lowercases_first(f.type)}
    assert {"classify/kind/", "classify/scopes/"} <= sites and late == {"classify/ref/"}
    assert all(any(name.startswith(site) for name in cases) for site in sites), sorted(sites)

    [src] = (outcome.out / "python").glob("*/src")
    runner = [sys.executable, "-m", "tests.conformance.lowering", str(outcome.vectors)]
    python = run(runner, env={"PYTHONPATH": f"{src}{os.pathsep}{ROOT}"})
    assert python.returncode == 0, python.stderr
    payload = {
        "module": str(outcome.ts_build / vectors["typescript"]["module"]),
        "build": vectors["typescript"]["build"],
        "error": vectors["typescript"]["error"],
        "cases": {name: argument for name, (argument, _) in cases.items()},
    }
    node = run(["node", str(ROOT / "tests" / "ts" / "lowering.mjs")], stdin=json.dumps(payload))
    assert node.returncode == 0, node.stderr
    in_python, in_node = json.loads(python.stdout), json.loads(node.stdout)
    for name, (_, error) in cases.items():
        assert in_python[name]["error"] == error and in_node[name]["error"] == error, name
        if name.startswith(tuple(sites)):
            assert in_python[name]["peak"] < 4 * lowering.RUN, (name, in_python[name]["peak"])
            assert in_node[name]["lowered"] < lowering.RUN, (name, in_node[name]["lowered"])
        elif name.startswith(tuple(late)):  # the instruments see it where a field lowercases first
            assert in_python[name]["peak"] >= 6 * lowering.RUN, (name, in_python[name]["peak"])
            assert in_node[name]["lowered"] == lowering.RUN, (name, in_node[name]["lowered"])


def _any_fields(p: Protocol) -> list[tuple[str, Field]]:
    return [(v, f) for v, f in _top_fields(p) if f.type.kind == "any"]


def test_the_fixture_has_fields_of_type_any(features: Protocol) -> None:
    assert len(_any_fields(features)) >= 2


def test_an_any_value_is_kept_exactly_as_sent(features: Protocol, outcome: Outcome) -> None:
    for variant, f in _any_fields(features):
        for label in (
            "string-padded",
            "number",
            "false",
            "empty-object",
            "empty-array",
            "nested",
            "forbidden-key-padded",
        ):
            case = outcome.cases[f"{variant}/{f.name}/{label}"]
            sent = case["input"][0][f.name]
            assert case["expected"]["output"]["actions"][0][f.name] == sent, (f.name, label)


def test_an_any_value_is_refused_where_the_safety_rules_say(features: Protocol, outcome: Outcome) -> None:
    """Each rule at depth, with the path of the value inside the field; without the rule the
    same value is kept."""
    s = features.safety
    for variant, f in _any_fields(features):
        expect = {
            "nested-nul": (s.reject_nul, ".a[1]", s.text_reason),
            "nul-key": (s.reject_nul, ".a\x00", s.text_reason),
            "nested-lone-surrogate": (s.reject_lone_surrogates, "[0][0]", s.text_reason),
            "nested-beyond-safe-integer": (s.max_magnitude is not None, ".n[0]", s.number_reason),
            "forbidden-key": ("__proto__" in s.forbidden_keys, ".x.__proto__", "is not an allowed key"),
            "constructor-key": ("constructor" in s.forbidden_keys, ".constructor", "is not an allowed key"),
        }
        for label, (refused, inner, reason) in expect.items():
            got = outcome.cases[f"{variant}/{f.name}/{label}"]["expected"]
            if refused:
                assert got == {"error": {"path": f"actions[0].{f.name}{inner}", "reason": reason}}, (f.name, label)
            else:
                assert "output" in got, (f.name, label)
        infinite = outcome.cases[f"{variant}/{f.name}/nested-literal-1e999"]["expected"]
        assert infinite == {"error": {"path": f"actions[0].{f.name}.a[0]", "reason": s.number_reason}}


def test_the_any_runtime_is_copied_verbatim_where_it_is_used(outcome: Outcome) -> None:
    """runtime_json goes only into packages with an `any` field (so the shipped specs' output is
    what it was before the type existed), and there verbatim under the header (in Python, but
    for its import of the package's `_runtime`: tests/test_runtime.py)."""
    source = ROOT / "generator" / "targets"
    [package] = (outcome.out / "python").glob("*/src/*/*/__init__.py")
    copied = (package.parent / "_runtime_json.py").read_text(encoding="utf-8")
    assert copied.endswith(package_runtime("runtime_json.py"))
    [ts] = (outcome.out / "typescript").glob("*/runtime_json.ts")
    assert ts.read_text(encoding="utf-8").endswith(
        (source / "typescript" / "runtime_json.ts").read_text(encoding="utf-8")
    )
    for p in PROTOCOLS:
        if not any(t.kind == "any" for _, t in p.value_sites()):
            assert not list((ROOT / "generated").glob(f"*/*{p.name}*/**/_runtime_json.py"))
            assert not (ROOT / "generated" / "typescript" / p.name / "runtime_json.ts").exists()


def test_the_generated_package_is_strict_and_lint_clean(outcome: Outcome) -> None:
    [package] = (outcome.out / "python").glob("*/src/*/*/__init__.py")
    files = [str(f) for f in sorted(package.parent.glob("*.py"))]
    for command in (["mypy", "--strict", "--no-incremental"], ["ruff", "check", "--no-cache", "--isolated"]):
        done = subprocess.run([sys.executable, "-m", *command, *files], capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout + done.stderr


def test_unknown_fields_do_what_the_envelope_says(features: Protocol, outcome: Outcome) -> None:
    """Dropped, refused at the first one sent, or kept after the declared fields in the order
    sent and walked as `any` values are; in items and in nested objects alike."""
    policy = features.envelope.unknown
    for v in features.variants:
        sent = outcome.cases[f"{v.name}/unknown-fields-in-order"]
        got = sent["expected"]
        declared = outcome.cases[f"{v.name}/full"]["expected"]["output"]["actions"][0]
        if policy == "drop":
            assert got["output"]["actions"][0] == declared
        elif policy == "refuse":
            assert got["error"] == {"path": "actions[0].zUnknown", "reason": "is not a known field"}
        else:
            assert got["output"]["actions"][0] == {**declared, "zUnknown": [1, None], "aUnknown": "a"}
            assert list(got["output"]["actions"][0])[-2:] == ["zUnknown", "aUnknown"]
            nul = outcome.cases[f"{v.name}/unknown-field-nul"]["expected"]
            assert nul["error"]["path"] == "actions[0].unknownNul.a"
            proto = outcome.cases[f"{v.name}/unknown-field-forbidden-key"]["expected"]
            assert proto["error"] == {"path": "actions[0].__proto__", "reason": "is not an allowed key"}
    inner = [name for name in outcome.cases if name.endswith("/unknown-inner-field")]
    assert inner
    for name in inner:
        got = outcome.cases[name]["expected"]
        assert ("error" in got) == (policy == "refuse"), name
        if policy == "refuse":
            assert got["error"]["path"].endswith(".unknownInner") and got["error"]["reason"] == "is not a known field"


def test_a_typescript_consumer_reads_kept_unknown_keys_without_a_cast(
    features: Protocol, outcome: Outcome, tmp_path: Path
) -> None:
    """Under `keep` the item type and every named shape type carry an index signature, so
    `action['extra']` is `unknown` to strict tsc; under `drop` and `refuse` the types are the
    declared keys alone, and the same read does not compile."""
    [module] = [ts for ts in (outcome.out / "typescript").glob("*/*.ts") if not ts.name.startswith("runtime")]
    types = [ts_item_union(features), *(ts_named(s, features) for s in features.shapes)]
    assert len(types) >= 3  # the item union, a plain shape, a union of shapes
    params = ", ".join(f"v{i}: {name}" for i, name in enumerate(types))
    reads = ", ".join(f"v{i}['extra']" for i in range(len(types)))
    consumer = tmp_path / "consumer"
    consumer.mkdir()
    (consumer / "package.json").write_text('{"type": "module"}\n')
    (consumer / "main.ts").write_text(
        f"import type {{ {', '.join(types)} }} from '{module.with_suffix('.js')}'\n"
        f"export const kept = ({params}): unknown[] => [{reads}]\n"
    )
    done = run([str(TSC), *ts_flags(noEmit=True), str(consumer / "main.ts")])
    if features.envelope.unknown == "keep":
        assert done.returncode == 0, done.stdout
    else:
        assert done.stdout.count("main.ts(2,") == len(types) and "error TS7053" in done.stdout, done.stdout


def test_a_python_consumer_narrows_a_union_of_shapes_by_its_tag(
    features: Protocol, outcome: Outcome, tmp_path: Path
) -> None:
    """Each member of a union of shapes is a TypedDict whose tag is the Literal of the tags
    naming it: mypy --strict narrows a value to its member by comparing the tag."""
    [package] = (outcome.out / "python").glob("*/src/*/*/__init__.py")
    unions = [shape for shape in features.shapes if shape.union]
    assert unions
    lines = [f"from {py_module(features)} import *  # noqa: F403", ""]
    for shape in unions:
        assert shape.union is not None
        lines.append(f"def narrow_{shape.name}(v: {py_class(shape)}) -> None:")
        for i, member in enumerate(py_union_members(shape)):
            [tag, *_] = [t for t, m in shape.union.members if m is member.shape]
            lines += [f"    if v[{shape.union.discriminator!r}] == {tag!r}:", f"        m{i}: {member.name} = v"]
    (tmp_path / "consumer.py").write_text("\n".join(lines) + "\n")
    src = package.parents[2]
    done = run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(tmp_path / "consumer.py")],
        env={"MYPYPATH": str(src)},
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_single_object_envelope_takes_no_unknown_policy() -> None:
    """Its item's fields are the generated functions' parameters: no key can be unknown."""
    from generator.errors import SpecError
    from tests import frozen

    text = (frozen.SPECS / "threat.v1.yaml").read_text(encoding="utf-8")
    assert text.count("envelope:\n  item: report\n") == 1
    edited = text.replace("envelope:\n  item: report\n", "envelope:\n  item: report\n  unknown: keep\n")
    with pytest.raises(SpecError, match=r"threat\.v1\.yaml:64:3: 'unknown' needs a 'list' envelope"):
        read_spec_text(edited, "threat.v1.yaml")


def test_an_empty_string_is_a_value_where_the_field_keeps_it(features: Protocol, outcome: Outcome) -> None:
    """keep_empty: "" (and a blank string, where the field strips) is kept, for required and optional
    fields alike; elsewhere a required field refuses it and an optional one drops it."""
    for variant, f in _top_fields(features):
        if f.type.kind != "string":
            continue
        strips = any(rule.kind == "strip" for rule in getattr(f.type, "normalise", ()))
        for label in ("empty", "blank") if strips else ("empty",):
            got = outcome.cases[f"{variant}/{f.name}/{label}"]["expected"]
            if getattr(f.type, "keep_empty", False):
                assert got["output"]["actions"][0][f.name] == "", (f.name, label)
            elif f.required:
                assert got["error"] == {"path": f"actions[0].{f.name}", "reason": "must not be empty"}
            elif _required_by(features, variant, f.name):  # dropped, so the field requiring it is refused
                needing = _required_by(features, variant, f.name)[0].name
                reason = f"requires {f.name}, which is missing"
                assert got["error"] == {"path": f"actions[0].{needing}", "reason": reason}, (f.name, label)
            else:
                assert f.name not in got["output"]["actions"][0] or f.has_default, (f.name, label)
    assert any(getattr(f.type, "keep_empty", False) and f.required for _, f in _top_fields(features))
    assert any(getattr(f.type, "keep_empty", False) and not f.required for _, f in _top_fields(features))


def test_a_whole_float_is_an_integer_where_the_field_takes_them(features: Protocol, outcome: Outcome) -> None:
    fields = [(v, f) for v, f in _top_fields(features) if getattr(f.type, "whole_floats", False)]
    assert fields
    for variant, f in fields:
        got = outcome.cases[f"{variant}/{f.name}/whole-float"]["expected"]["output"]["actions"][0][f.name]
        assert type(got) is int, (f.name, got)
        fraction = outcome.cases[f"{variant}/{f.name}/wrong-type-fraction"]["expected"]
        assert fraction["error"]["reason"] == "must be an integer"


def test_a_json_pointer_is_a_format(features: Protocol, outcome: Outcome) -> None:
    """RFC 6901 as a spec pattern (linear, portable): "" and "/a~1b" are pointers, "a" and "/~2"
    are not."""
    [fmt] = [f for f in features.formats if f.name == "json_pointer"]
    for text, ok in (("", True), ("/a~1b/0", True), ("//", True), ("a", False), ("/~2", False), ("/~", False)):
        assert (re.fullmatch(fmt.pattern, text) is not None) == ok, text
    got = outcome.cases["patch/path/empty"]["expected"]
    assert got["output"]["actions"][0]["path"] == ""
    refused = outcome.cases["patch/path/format-scheme"]["expected"]  # "javascript:alert(1)"
    assert refused == {"error": {"path": "actions[0].path", "reason": "must be a JSON Pointer"}}


def _object_type(f: Field) -> ObjectType | None:
    t = f.type.of if isinstance(f.type, ListType) else f.type
    return t if isinstance(t, ObjectType) else None


def _union_sites(p: Protocol) -> list[tuple[str, Field]]:
    return [(v, f) for v, f in _top_fields(p) if (t := _object_type(f)) is not None and t.shape.union is not None]


def test_a_union_object_is_the_member_its_tag_names(features: Protocol, outcome: Outcome) -> None:
    """Every member, tag first; a tag that names no member, or differs from one in any way, is
    refused at the tag with the members' tags; in a list, at the element."""
    sites = _union_sites(features)
    assert len(sites) >= 2
    for variant, f in sites:
        t = _object_type(f)
        assert t is not None and t.shape.union is not None
        union = t.shape.union
        listed = f.type.kind == "list"
        at, element = f"actions[0].{f.name}" + ("[0]" if listed else ""), "element-" if listed else ""
        for tag, _ in union.members:
            case = outcome.cases[f"{variant}/{f.name}/{element}member-{tag}"]
            got = case["expected"]["output"]["actions"][0][f.name]
            got = got[0] if listed else got
            assert next(iter(got)) == union.discriminator and got[union.discriminator] == tag, (f.name, tag)
        reason = "must be one of " + ", ".join(union.tags)
        for label in ("tag-missing", "tag-unknown", "tag-not-a-string", "tag-padded"):
            expected = outcome.cases[f"{variant}/{f.name}/{element}{label}"]["expected"]
            assert expected == {"error": {"path": f"{at}.{union.discriminator}", "reason": reason}}, (f.name, label)


def test_every_accepted_output_meets_the_generated_json_schema(outcome: Outcome) -> None:
    """The JSON Schema describes canonical output: nulls that are values, unions as oneOf,
    any values, unknown fields where they are kept."""
    import json

    import jsonschema

    [path] = (outcome.out / "jsonschema").glob("*.json")
    validator = jsonschema.Draft202012Validator(json.loads(path.read_text(encoding="utf-8")))
    accepted = [c for c in outcome.cases.values() if "output" in c["expected"]]
    assert len(accepted) > 100
    for case in accepted:
        errors = [e.message for e in validator.iter_errors(case["expected"]["output"])]
        assert not errors, (case["name"], errors[:3])


def test_an_open_map_keeps_any_json_value(features: Protocol, outcome: Outcome) -> None:
    maps = [(v, f) for v, f in _top_fields(features) if isinstance(f.type, MapType) and f.type.open]
    assert maps
    for variant, f in maps:
        kept = outcome.cases[f"{variant}/{f.name}/value-object"]["expected"]["output"]["actions"][0][f.name]
        assert kept == {"key": {"nested": 1}}
        nested = outcome.cases[f"{variant}/{f.name}/value-nested-nul"]["expected"]
        if features.safety.reject_nul:
            assert nested["error"] == {"path": f"actions[0].{f.name}.key.a[0]", "reason": features.safety.text_reason}
        else:
            assert "output" in nested


def test_a_variant_is_sent_and_emitted_as_its_tag(features: Protocol, outcome: Outcome) -> None:
    tagged = [v for v in features.variants if v.tag]
    assert tagged
    for v in features.variants:
        out = outcome.cases[f"{v.name}/full"]["expected"]["output"]["actions"][0]
        assert out[features.envelope.discriminator.field] == v.wire  # type: ignore[union-attr]
    assert features.item_types == [v.wire for v in features.variants]


def test_a_one_of_value_is_checked_as_the_alternative_its_kind_picks(features: Protocol, outcome: Outcome) -> None:
    sites = [(v, f) for v, f in _top_fields(features) if isinstance(f.type, OneOfType)]
    assert sites
    for variant, f in sites:
        assert isinstance(f.type, OneOfType)
        for kind in f.type.kinds:
            got = outcome.cases[f"{variant}/{f.name}/as-{kind}"]["expected"]
            assert "output" in got, (f.name, kind)
        reason = "must be " + " or ".join(
            {
                "string": "a string",
                "number": "a number",
                "boolean": "a boolean",
                "array": "an array",
                "object": "an object",
            }[k]
            for k in f.type.kinds
        )
        wrong = [name for name in outcome.cases if name.startswith(f"{variant}/{f.name}/wrong-type-")]
        assert wrong
        for name in wrong:
            assert outcome.cases[name]["expected"] == {
                "error": {"path": f"actions[0].{f.name}", "reason": reason}
            }, name


def test_a_field_is_refused_without_a_field_it_requires(features: Protocol, outcome: Outcome) -> None:
    """Every `requires` at every depth: the full sample is accepted; without a required sibling
    the first field requiring it is refused, naming the sibling; without the requiring field
    the object is accepted."""
    sites = [(v, prefix, f) for v in features.variants for prefix, f in field_sites(v.fields) if f.requires]
    assert {len(prefix) for _, prefix, _ in sites} >= {0, 1, 2}  # an item, an object, a list element
    for v, prefix, f in sites:
        assert "output" in outcome.cases[f"{v.name}/full"]["expected"]
        if not prefix:  # the minimal item and the requiring field alone
            got = outcome.cases[f"{v.name}/{f.name}/requires-alone"]["expected"]
            error = {"path": f"actions[0].{f.name}", "reason": f"requires {f.requires[0]}, which is missing"}
            assert got == {"error": error}, (v.name, f.name)
        siblings = [g for at, g in field_sites(v.fields) if at == prefix]
        alone = outcome.cases[f"{v.name}/{_site(prefix + (f.name,))}/missing"]["expected"]
        assert "output" in alone or not alone["error"]["reason"].startswith("requires"), (v.name, f.name)
        for needed in f.requires:
            first = next(g for g in siblings if needed in g.requires)
            got = outcome.cases[f"{v.name}/{_site(prefix + (needed,))}/missing"]["expected"]
            error = {
                "path": f"actions[0].{_site(prefix + (first.name,))}",
                "reason": f"requires {needed}, which is missing",
            }
            assert got == {"error": error}, (v.name, needed)


def _site(path: tuple[object, ...]) -> str:
    return "".join(f"[{x}]" if isinstance(x, int) else f".{x}" for x in path).lstrip(".")


def test_a_requirement_is_said_in_the_schema_the_doc_and_the_tool_description(
    features: Protocol, outcome: Outcome
) -> None:
    """JSON Schema's dependentRequired refuses an output with a requiring field alone; the doc's
    Notes and the tool description name what each requiring field goes with, the description
    a nested shape's fields too."""
    import jsonschema

    [path] = (outcome.out / "jsonschema").glob("*.json")
    validator = jsonschema.Draft202012Validator(json.loads(path.read_text(encoding="utf-8")))
    [doc] = (outcome.out / "docs").glob("*.md")
    [tool] = (outcome.out / "python").glob("*/src/*/*/tool.py")
    sites = [(v, f) for v in features.variants for prefix, f in field_sites(v.fields) if f.requires and not prefix]
    assert sites
    for v, f in sites:
        full = outcome.cases[f"{v.name}/full"]["expected"]["output"]
        alone = json.loads(json.dumps(full))
        for needed in f.requires:
            del alone["actions"][0][needed]
        assert "dependentRequired" in {str(e.validator) for e in validator.iter_errors(alone)}, f.name
        words = " and ".join(f"`{name}`" for name in f.requires)
        assert re.search(rf"\| `{f.name}` \|[^\n]*only with {re.escape(words)}", doc.read_text(encoding="utf-8"))
        assert f"Send {f.name} only with {' and '.join(f.requires)}." in tool.read_text(encoding="utf-8")
    # a nested shape's requirement too, by its path from the item (`entries[].keyType`)
    nested = [(prefix, f) for v in features.variants for prefix, f in field_sites(v.fields) if f.requires and prefix]
    assert nested
    for prefix, f in nested:
        where = "".join("[]" if isinstance(x, int) else f".{x}" for x in (*prefix, f.name)).lstrip(".")
        said = f"Send {where} only with {' and '.join(f.requires)} beside it."
        assert said in tool.read_text(encoding="utf-8"), said
