"""Stage 3, fields: each field type of a spec, built and checked where it is written.

:class:`FieldBuilder` holds what the builder has read so far (limits, enums, shapes, formats)
and turns one field's mapping into its typed :class:`Field`; :mod:`generator.build.builder` builds the
protocol around it (envelope, variants, the checks across them). Every error carries the
``file:line:column`` of the value at fault.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from generator.build.renamed import item_doc
from generator.errors import SpecError
from generator.model import (
    JSON_KINDS,
    AnyType,
    BooleanType,
    Bound,
    CountOf,
    Enum,
    EnumType,
    Field,
    FieldType,
    Format,
    IntegerType,
    Limit,
    ListType,
    MapType,
    NumberType,
    ObjectType,
    OneOfType,
    Rule,
    Shape,
    StringType,
    TextType,
    bound_value,
    rule_from_spec,
)
from generator.model.reference import apply_rules
from generator.spec.load import DocPath, Document
from generator.spec.patterns import pattern_problem
from generator.targets import targets

# The keys a field has that the type it holds does not (``null`` has its own message).
FIELD_ONLY_KEYS = ("name", "required", "doc", "ts_doc")  # ts_doc: renamed doc (renamed.py)


class FieldBuilder:
    """Field types, bounds, rules and references; the state the protocol builder fills in."""
    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.data: dict[str, Any] = doc.data
        self.limits: dict[str, Limit] = {}
        self.enums: dict[str, Enum] = {}
        self.shapes: dict[str, Shape] = {}
        self.used_limits: set[str] = set()
        self.used_enums: set[str] = set()
        self.used_shapes: set[str] = set()
        self.formats: dict[str, Format] = {}
        self.used_formats: set[str] = set()

    def fail(self, path: DocPath, reason: str) -> SpecError:
        return SpecError(self.doc.at(path), reason)

    # ---- leaves

    def bound(self, value: Any, path: DocPath) -> Bound:
        if value is None or isinstance(value, int):
            return value
        if value not in self.limits:
            known = ", ".join(self.limits) or "none are declared"
            raise self.fail(path, f"unknown limit '{value}' (limits: {known})")
        self.used_limits.add(value)
        return self.limits[value]

    def limit_ref(self, name: str, path: DocPath) -> Limit:
        found = self.bound(name, path)
        assert isinstance(found, Limit)  # the schema only lets MAX_* names through
        return found

    def rules(self, raw: list[Any] | None, path: DocPath) -> tuple[Rule, ...]:
        out: list[Rule] = []
        for i, item in enumerate(raw or []):
            rule = rule_from_spec(item)
            if rule in out:
                raise self.fail(path + (i,), f"normalisation rule '{rule.kind}' is listed twice")
            out.append(rule)
        return tuple(out)

    def normalise(self, raw: dict[str, Any], kind: str, path: DocPath) -> tuple[Rule, ...]:
        if "normalise" in raw:
            return self.rules(raw["normalise"], path + ("normalise",))
        defaults = self.data.get("defaults", {}).get(kind, {})
        return self.rules(defaults.get("normalise"), ("defaults", kind, "normalise"))

    def check_range(self, low: Bound, high: Bound, path: DocPath, low_key: str, high_key: str) -> None:
        lo, hi = bound_value(low), bound_value(high)
        if lo is not None and hi is not None and lo > hi:
            reason = f"{low_key} {_bound_text(low)} is above {high_key} {_bound_text(high)}"
            raise self.fail(path + (low_key,), reason)

    # ---- types

    def value_type(self, raw: dict[str, Any], path: DocPath) -> FieldType:
        builders: dict[str, Callable[[dict[str, Any], DocPath], FieldType]] = {
            "string": self.string_type,
            "enum": self.enum_type,
            "boolean": lambda r, p: BooleanType(default=r.get("default")),
            "integer": self.integer_type,
            "number": lambda r, p: NumberType(emit_float=r.get("emit") == "float"),
            "text": lambda r, p: TextType(),
            "list": self.list_type,
            "object": self.object_type,
            "map": self.map_type,
            "any": lambda r, p: AnyType(),
            "one_of": self.one_of_type,
        }
        built = builders[raw["type"]](raw, path)
        self.check_default_type(built, raw, path)
        return built

    def check_default_type(self, built: FieldType, raw: dict[str, Any], path: DocPath) -> None:
        if "default" not in raw:
            return
        default = raw["default"]
        expected: dict[str, type | tuple[type, ...]] = {"string": str, "enum": str, "boolean": bool, "integer": (int, dict)}
        wanted = expected.get(raw["type"])
        ok = wanted is not None and isinstance(default, wanted)
        if raw["type"] == "integer" and isinstance(default, bool):
            ok = False
        if not ok:
            kind = raw["type"]
            article = "an" if kind[0] in "aeiou" else "a"
            raise self.fail(path + ("default",), f"default {_yaml_text(default)} does not fit {article} {kind} field")
        if isinstance(built, EnumType) and default not in built.enum.accepted:
            raise self.fail(path + ("default",), f"default '{default}' is not a value of enum '{built.enum.name}'")

    def string_type(self, raw: dict[str, Any], path: DocPath) -> StringType:
        pattern = raw.get("pattern")
        if pattern is not None:
            problem = pattern_problem(pattern)
            if problem:
                raise self.fail(path + ("pattern",), problem)
        fmt = None
        if "format" in raw:
            if raw["format"] not in self.formats:
                known = ", ".join(self.formats) or "none are declared"
                raise self.fail(path + ("format",), f"unknown format '{raw['format']}' (formats: {known})")
            fmt = self.formats[raw["format"]]
            self.used_formats.add(fmt.name)
        built = StringType(
            normalise=self.normalise(raw, "string", path),
            starts_with=raw.get("starts_with"),
            max_length=self.bound(raw.get("max_length"), path + ("max_length",)),
            pattern=pattern,
            format=fmt,
            default=raw.get("default"),
            keep_empty=bool(raw.get("keep_empty", self.data.get("defaults", {}).get("string", {}).get("keep_empty", False))),
        )
        if bound_value(built.max_length) == 0 and not built.keep_empty:
            raise self.fail(path + ("max_length",), "max_length 0 leaves no valid non-empty string")
        return built

    def enum_type(self, raw: dict[str, Any], path: DocPath) -> EnumType:
        name = raw["enum"]
        if name not in self.enums:
            known = ", ".join(self.enums) or "none are declared"
            raise self.fail(path + ("enum",), f"unknown enum '{name}' (enums: {known})")
        self.used_enums.add(name)
        enum = self.enums[name]
        rules = self.normalise(raw, "enum", path)
        for i, value in enumerate(enum.values):
            if apply_rules(rules, value) != value:
                # The value is what to change; the field says which normalisation is meant.
                field_line = self.doc.at(path).line
                source = "its normalise" if "normalise" in raw else "defaults.enum.normalise"
                raise self.fail(
                    ("enums", name, "values", i),
                    f"enum '{name}' value '{value}' can never match the field at line {field_line}: "
                    f"{source} turns it into '{apply_rules(rules, value)}'",
                )
        return EnumType(enum=enum, normalise=rules, default=raw.get("default"))

    def integer_type(self, raw: dict[str, Any], path: DocPath) -> IntegerType:
        low, high = raw.get("min"), raw.get("max")
        self.check_range(low, high, path, "min", "max")
        default = raw.get("default")
        if isinstance(default, dict):
            default = CountOf(default["count_of"])
        elif (
            isinstance(default, int)
            and not isinstance(default, bool)
            and ((low is not None and default < low) or (high is not None and default > high))
        ):
            raise self.fail(path + ("default",), f"default {default} is outside {low}..{high}")
        return IntegerType(min=low, max=high, default=default, whole_floats=bool(raw.get("whole_floats", False)))

    def list_type(self, raw: dict[str, Any], path: DocPath) -> ListType:
        low = self.bound(raw.get("min_items"), path + ("min_items",))
        high = self.bound(raw.get("max_items"), path + ("max_items",))
        self.check_range(low, high, path, "min_items", "max_items")
        if bound_value(high) == 0:
            raise self.fail(path + ("max_items",), "max_items 0 leaves only the empty list")
        if "null" in raw["of"]:
            raise self.fail(path + ("of", "null"), "a list element is never null (a null element is refused); `null` is a field's key")
        self.check_no_field_keys(raw["of"], path + ("of",), "a list's element type")
        of = self.value_type(raw["of"], path + ("of",))
        unique_by = raw.get("unique_by")
        if unique_by is not None:
            names = [f.name for f in of.shape.fields] if isinstance(of, ObjectType) else []
            if unique_by not in names:
                raise self.fail(path + ("unique_by",), f"unique_by '{unique_by}' is not a field of the list's element shape")
        return ListType(of=of, min_items=low, max_items=high, unique_by=unique_by)

    def check_no_field_keys(self, raw: dict[str, Any], path: DocPath, what: str) -> None:
        """A type that is not a field's (a list's elements, a one_of's alternatives) has no name,
        is neither required nor optional, and is documented by its field: the schema takes
        those keys (its key lists are the fields'), so they would be accepted and mean nothing."""
        for key in FIELD_ONLY_KEYS:
            if key in raw:
                raise self.fail(path + (key,), f"'{key}' is a field's key, not {what}'s (it goes on the field)")

    def one_of_type(self, raw: dict[str, Any], path: DocPath) -> OneOfType:
        """Alternatives told apart by their JSON kind: each a different one, none of them a
        ``text`` or ``any`` (which take several kinds) or another ``one_of``."""
        alternatives: list[FieldType] = []
        seen: dict[str, int] = {}
        for i, alt in enumerate(raw["of"]):
            at = path + ("of", i)
            if alt["type"] in ("text", "any", "one_of"):
                raise self.fail(at + ("type",), f"a one_of alternative cannot be '{alt['type']}': it takes several kinds of value")
            if "null" in alt:
                raise self.fail(at + ("null",), "`null` is the field's key, not an alternative's")
            self.check_no_field_keys(alt, at, "a one_of alternative")
            built = self.value_type(alt, at)
            kind = JSON_KINDS[built.kind]
            if kind in seen:
                raise self.fail(at + ("type",), f"alternatives {seen[kind] + 1} and {i + 1} both take {kind}s; a value's kind picks one")
            seen[kind] = i
            alternatives.append(built)
        return OneOfType(of=tuple(alternatives))

    def object_type(self, raw: dict[str, Any], path: DocPath) -> ObjectType:
        return ObjectType(shape=self.shape_ref(raw["shape"], path + ("shape",)))

    def map_type(self, raw: dict[str, Any], path: DocPath) -> MapType:
        values = raw["values"]
        for i, value in enumerate(values):
            if values.index(value) != i:
                raise self.fail(path + ("values", i), f"map value type '{value}' is listed twice")
        if "any" in values and len(values) > 1:
            raise self.fail(path + ("values",), "a map's values are 'any' alone: any JSON value includes the others")
        keys = raw.get("keys", {})
        return MapType(
            key_normalise=self.rules(keys.get("normalise"), path + ("keys", "normalise")),
            values=tuple(values),
            max_entries=self.bound(raw.get("max_entries"), path + ("max_entries",)),
        )

    def shape_ref(self, name: str, path: DocPath) -> Shape:
        if name not in self.shapes:
            known = ", ".join(self.shapes) or "none are declared"
            raise self.fail(path, f"unknown shape '{name}' (shapes: {known})")
        self.used_shapes.add(name)
        return self.shapes[name]

    # ---- fields

    def field(self, raw: dict[str, Any], path: DocPath) -> Field:
        built = Field(
            name=raw["name"],
            type=self.value_type(raw, path),
            required=bool(raw.get("required", False)),
            doc=item_doc(self.doc, raw, path),
            null=raw.get("null", "missing"),
            requires=tuple(raw.get("requires", ())),
        )
        if built.required and built.has_default:
            raise self.fail(path + ("default",), f"field '{built.name}' is required, so its default can never apply")
        return built

    def check_unique_fields(self, fields: list[Field], paths: list[DocPath], owner: str) -> None:
        """Names differ, and so do the generated identifiers that would otherwise be declared
        twice in one checker. Field names that differ only in case or separators (``fooBar``,
        ``foo_bar``) share a Python variable and TypeScript constant name, which is harmless
        except where a name is declared: TypeScript's ``const`` for each leading required field
        (``fFooBar``), and Python's typed helpers of a list or a map (``v_foo_bar__list``)."""
        seen: dict[str, DocPath] = {}
        for f, p in zip(fields, paths, strict=True):
            if f.name in seen:
                first = seen[f.name]
                both = f"one {self.where(first)}, one {self.where(p)}"
                raise self.fail(p + ("name",), f"{owner} has two fields named '{f.name}' ({both})")
            seen[f.name] = p
        declared = [entry for target in targets() if target.declared_names for entry in target.declared_names(fields)]
        met: dict[tuple[str, str], Field] = {}
        for f, ident, what in declared:
            key = (what, ident)
            if key in met:
                other = met[key]
                raise self.fail(
                    seen[f.name] + ("name",),
                    f"{owner}: fields '{other.name}' ({self.where(seen[other.name])}) and '{f.name}' would declare"
                    f" the same {what} '{ident}' in generated code; rename one",
                )
            met[key] = f

    def check_parameter_names(self, fields: list[Field], paths: list[DocPath], role: str, envelope: bool = False) -> None:
        """Fields that become parameters of generated functions (envelope fields; a single-item
        envelope's fields) must be names every target can use (generator/targets/*: a Python
        keyword, a local of the generated build_envelope())."""
        for f, p in zip(fields, paths, strict=True):
            if isinstance(f.type, AnyType):
                raise self.fail(
                    p + ("type",),
                    f"{role} '{f.name}' is a parameter of the generated functions, whose tool definitions"
                    " give each parameter one JSON type; `any` has none",
                )
            if f.null != "missing":
                raise self.fail(
                    p + ("null",),
                    f"{role} '{f.name}' is a parameter of the generated functions, where None means left out,"
                    " so its null can only mean missing",
                )
            for target in targets():
                problem = target.parameter_problem(f.name, role, envelope) if target.parameter_problem else None
                if problem:
                    raise self.fail(p + ("name",), problem)

    def check_count_of(self, fields: list[Field], paths: list[DocPath]) -> None:
        lists = {f.name for f in fields if isinstance(f.type, ListType)}
        for f, p in zip(fields, paths, strict=True):
            target = getattr(f.type, "count_of", None)
            if target is not None and target not in lists:
                raise self.fail(p + ("default", "count_of"), f"count_of '{target}' is not a list field beside '{f.name}'")

    def check_requires(self, fields: list[Field], paths: list[DocPath]) -> None:
        """A field's ``requires`` names siblings that may be absent while it is present: not
        itself, not a field that is always there (required, or with a default), and the field
        itself may be absent (a required field, or one with a default, would make its siblings
        required: say that instead)."""
        by_name = {f.name: f for f in fields}
        for f, p in zip(fields, paths, strict=True):
            if not f.requires:
                continue
            if f.required or f.has_default:
                why = "is required" if f.required else "has a default"
                reason = f"field '{f.name}' {why}, so it is always present; make the fields it requires required instead"
                raise self.fail(p + ("requires",), reason)
            for i, name in enumerate(f.requires):
                at = p + ("requires", i)
                other = by_name.get(name)
                if name == f.name:
                    raise self.fail(at, f"field '{f.name}' requires itself")
                if other is None:
                    raise self.fail(at, f"field '{f.name}' requires '{name}', which is not a field beside it")
                if other.required or other.has_default:
                    why = "is required" if other.required else "has a default"
                    raise self.fail(at, f"field '{f.name}' requires '{name}', which {why}: it is always present")

    def where(self, path: DocPath) -> str:
        """Where a field came from, for a message: its line, or the include that brought it."""
        line = self.doc.at(path).line
        node: Any = self.data
        for part in path:
            node = node[part]
        if isinstance(node, dict) and "include" in node:
            return f"from include '{node['include']}' at line {line}"
        return f"at line {line}"


def _bound_text(bound: Bound) -> str:
    return f"{bound.name} ({bound.value})" if isinstance(bound, Limit) else str(bound)


def _yaml_text(value: Any) -> str:
    """A value as a spec author would write it (``true``, not ``True``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"'{value}'"
    return str(value)
