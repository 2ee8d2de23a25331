"""Stage 3: turn a schema-checked document into the typed model, checking what it means.

The schema (stage 2) already guarantees shapes and key names, so this module may index the
data freely; what it checks is meaning: references resolve, names are unique, bounds do not
contradict each other, rules can apply to the values they meet. Every error carries the
``file:line:column`` of the value at fault. Its parts: field types (``fields.py``), safety
rules and formats (``safety.py``), the tool definition (``tool.py``), the stream rules
(``stream.py``), and last the spec's own examples checked against it (``examples.py``).
"""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import Any

from generator import naming
from generator.build.collisions import check_names, check_one_line, check_shapes
from generator.build.examples import check_examples
from generator.build.fields import FieldBuilder
from generator.build.renamed import item_doc, renamed_key, target_options
from generator.build.safety import build_formats, build_safety
from generator.build.stream import build_stream
from generator.build.tool import build_tool
from generator.errors import SpecError
from generator.model import (
    DocTable,
    Enum,
    Field,
    Include,
    Limit,
    Shape,
    ShapeUnion,
    StringType,
    Variant,
)
from generator.model.changelog import build_changelog
from generator.model.protocol import (
    Batching,
    Discriminator,
    Envelope,
    Example,
    Prose,
    Protocol,
)
from generator.model.reference import apply_rules
from generator.project import invoked
from generator.spec.files import spec_file_major
from generator.spec.load import DocPath, Document
from generator.targets import targets


class _Builder(FieldBuilder):
    """The protocol around the fields: envelope, variants, prose and the checks across them."""

    # ---- top level

    def build(self, source: str) -> Protocol:
        d = self.data
        for name, raw in d.get("limits", {}).items():
            self.limits[name] = Limit(name, raw["value"], raw.get("doc", ""))
        self.formats = build_formats(self.doc)
        safety = build_safety(self.doc, self.limit_ref)
        for name, raw in d.get("enums", {}).items():
            values = raw["values"]
            i = _first_repeat(values)
            if i is not None:
                raise self.fail(("enums", name, "values", i), f"enum '{name}' repeats value '{values[i]}'")
            reserved = raw.get("reserved", {"values": [], "reason": ""})
            for i, value in enumerate(reserved["values"]):
                if value not in values:
                    raise self.fail(("enums", name, "reserved", "values", i), f"reserved value '{value}' is not a value of enum '{name}'")
            if set(reserved["values"]) >= set(values):
                raise self.fail(("enums", name, "reserved", "values"), f"every value of enum '{name}' is reserved: none could be sent")
            type_name = raw.get("type_name") or naming.pascal(name)
            self.enums[name] = Enum(
                name, tuple(values), type_name, raw.get("doc", ""), tuple(reserved["values"]), reserved["reason"]
            )
        # Shapes may refer to shapes declared later: create them all, then fill their fields.
        for name, raw in d.get("shapes", {}).items():
            if ("fields" in raw) == ("union" in raw):  # exactly one of them
                where = ("shapes", name, "union") if "union" in raw else ("shapes", name)
                raise self.fail(where, f"shape '{name}' needs either its 'fields' or a 'union' of shapes")
            self.shapes[name] = Shape(name, [], raw.get("type_name") or naming.pascal(name), raw.get("doc", ""))
        for name, raw in d.get("shapes", {}).items():
            if "union" in raw:
                self.shapes[name].union = self.shape_union(name, raw["union"])
                continue
            paths: list[DocPath] = [("shapes", name, "fields", i) for i in range(len(raw["fields"]))]
            fields = [self.field(f, p) for f, p in zip(raw["fields"], paths, strict=True)]
            self.check_unique_fields(fields, paths, f"shape '{name}'")
            self.check_count_of(fields, paths)
            self.check_requires(fields, paths)
            self.shapes[name].fields = fields
        for name, raw in d.get("shapes", {}).items():
            if "union" in raw:
                self.check_union_members(name, raw["union"])
        check_shapes(self.doc, self.shapes)

        i = _first_repeat([v["name"] for v in d["variants"]])
        if i is not None:
            raise self.fail(("variants", i, "name"), f"variant '{d['variants'][i]['name']}' is declared twice")
        envelope = self.envelope(d["envelope"])
        for shape in self.shapes.values():
            shape.unknown = envelope.unknown
        variants = [self.variant(v, ("variants", i), envelope) for i, v in enumerate(d["variants"])]
        self.check_envelope_against_variants(envelope, variants)
        self.check_unused()
        self.check_generated_names(variants)
        self.check_unique_type_names()
        proto = d["protocol"]
        self.check_version(proto)
        return Protocol(
            source=source,
            name=proto["name"],
            id=proto["id"],
            version=proto["version"],
            title=proto["title"],
            summary=proto.get("summary", ""),
            intro=proto.get("intro", ""),
            tool=build_tool(self.doc),
            envelope=envelope,
            limits=list(self.limits.values()),
            enums=list(self.enums.values()),
            shapes=list(self.shapes.values()),
            variants=variants,
            examples=[Example(**e) for e in d.get("examples", [])],
            prose=self.prose(d.get("prose", {}), ("prose",)),
            safety=safety,
            formats=list(self.formats.values()),
            changelog=build_changelog(self.doc),
            options=target_options(self.doc),
            stream=build_stream(self.doc, envelope, variants),
        )

    def envelope(self, raw: dict[str, Any]) -> Envelope:
        path: DocPath = ("envelope",)
        low = self.bound(raw.get("min_items"), path + ("min_items",))
        high = self.bound(raw.get("max_items"), path + ("max_items",))
        self.check_range(low, high, path, "min_items", "max_items")
        if "list" not in raw and ("min_items" in raw or "max_items" in raw):
            key = "min_items" if "min_items" in raw else "max_items"
            reason = f"{key} needs a 'list' envelope (an envelope without 'list' holds one item)"
            raise SpecError(self.doc.key_at(path + (key,)), reason)
        disc = raw.get("discriminator")
        if "list" in raw and disc is None:
            raise SpecError(self.doc.key_at(path + ("list",)), "a list envelope needs a discriminator to tell its items apart")
        if "list" not in raw:
            for key in ("discriminator", "unique", "fields", "unknown"):
                if key in raw:
                    reason = f"'{key}' needs a 'list' envelope (an envelope without 'list' holds one item)"
                    raise SpecError(self.doc.key_at(path + (key,)), reason)
        field_paths = [path + ("fields", i) for i in range(len(raw.get("fields", [])))]
        fields = [self.field(f, p) for f, p in zip(raw.get("fields", []), field_paths, strict=True)]
        self.check_unique_fields(fields, field_paths, "the envelope")
        self.check_parameter_names(fields, field_paths, "envelope field", envelope=True)
        for i, f in enumerate(fields):
            if f.required:
                raise self.fail(path + ("fields", i, "required"), f"envelope field '{f.name}' must be optional: it is an extra tool argument")
            if f.requires:  # each is an optional tool argument of its own, checked alone
                reason = f"envelope field '{f.name}' cannot require others: `requires` is for an item's or shape's fields"
                raise self.fail(path + ("fields", i, "requires"), reason)
            if f.name in ("protocol", raw.get("list")):
                raise self.fail(path + ("fields", i, "name"), f"envelope field '{f.name}' clashes with the envelope's own key")
        discriminator = None
        if disc is not None:
            rules = self.rules(disc.get("normalise"), path + ("discriminator", "normalise"))
            discriminator = Discriminator(disc["field"], rules, disc.get("after"))
        return Envelope(
            item=raw["item"],
            discriminator=discriminator,
            list_key=raw.get("list"),
            min_items=low,
            max_items=high,
            unique=raw.get("unique"),
            fields=fields,
            unknown=raw.get("unknown", "drop"),
        )

    def check_envelope_against_variants(self, envelope: Envelope, variants: list[Variant]) -> None:
        path: DocPath = ("envelope",)
        seen: dict[str, str] = {}
        for i, v in enumerate(variants):
            at: DocPath = ("variants", i, "tag" if v.tag else "name")
            if v.wire in seen:
                raise self.fail(at, f"variant '{v.name}' has the tag '{v.wire}' of variant '{seen[v.wire]}'")
            seen[v.wire] = v.name
            rules = envelope.discriminator.normalise if envelope.discriminator else ()
            if apply_rules(rules, v.wire) != v.wire:
                reason = f"the discriminator's normalisation turns it into '{apply_rules(rules, v.wire)}'"
                raise self.fail(at, f"variant '{v.name}' could never be sent as '{v.wire}': {reason}")
        if not envelope.is_list and len(variants) != 1:
            raise self.fail(("variants", 1, "name"), "an envelope without 'list' holds one item: declare exactly one variant")
        after = envelope.discriminator.after if envelope.discriminator else None
        for key, name in (("after", after), ("unique", envelope.unique)):
            if name is None:
                continue
            where = path + (("discriminator", "after") if key == "after" else ("unique",))
            for v in variants:
                found = next((f for f in v.fields if f.name == name), None)
                if found is None:
                    raise self.fail(where, f"'{name}' is not a field of variant '{v.name}'")
                if key == "unique" and not (found.required and isinstance(found.type, StringType)):
                    raise self.fail(where, f"unique '{name}' must be a required string field in every variant")

    def variant(self, raw: dict[str, Any], path: DocPath, envelope: Envelope) -> Variant:
        disc = envelope.discriminator.field if envelope.discriminator else None
        members: list[Field | Include] = []
        flat: list[Field] = []
        flat_paths: list[DocPath] = []
        for i, member in enumerate(raw["fields"]):
            p = path + ("fields", i)
            if "include" in member:
                shape = self.shape_ref(member["include"], p + ("include",))
                for f in shape.fields:
                    if f.name == disc:
                        reason = f"shape '{shape.name}' has a field '{f.name}', which is the discriminator"
                        raise self.fail(p + ("include",), f"{reason}; a variant cannot include it")
                members.append(Include(shape))
                flat.extend(shape.fields)
                flat_paths.extend([p] * len(shape.fields))
            else:
                built = self.field(member, p)
                if built.name == disc:
                    raise self.fail(p + ("name",), f"field '{built.name}' is the discriminator; it is implied")
                members.append(built)
                flat.append(built)
                flat_paths.append(p)
        self.check_unique_fields(flat, flat_paths, f"variant '{raw['name']}'")
        if not envelope.is_list:
            for f, p in zip(flat, flat_paths, strict=True):
                if f.name == "protocol":  # an included shape's field too: it would sit beside the id
                    where = p + (("include",) if "include" in raw["fields"][p[-1]] else ("name",))
                    reason = "field 'protocol' is the envelope's own key: in a single-object envelope, fields sit beside it"
                    raise self.fail(where, reason)
            self.check_parameter_names(flat, flat_paths, "field")
        self.check_count_of(flat, flat_paths)
        self.check_requires(flat, flat_paths)
        for i, name in enumerate(raw.get("forbid", [])):
            if any(f.name == name for f in flat):
                raise self.fail(path + ("forbid", i), f"'{name}' is a field of variant '{raw['name']}'; it cannot also be forbidden")
        return Variant(
            name=raw["name"],
            members=members,
            item_name=envelope.item,
            discriminator=disc or "",
            discriminator_after=envelope.discriminator.after if envelope.discriminator else None,
            forbid=tuple(raw.get("forbid", [])),
            tag=raw.get("tag"),
            unknown=envelope.unknown,
            summary=raw.get("summary", ""),
            description=raw.get("description", ""),
            doc=item_doc(self.doc, raw, path),
            handling=renamed_key(self.doc, raw, path, "console", "handling") or "",
            notes=raw.get("notes", []),
            agent_rules=raw.get("agent_rules", []),
            doc_tables=[DocTable(t["columns"], t["rows"], t.get("title", "")) for t in raw.get("doc_tables", [])],
            examples=raw.get("examples", []),
        )

    def prose(self, raw: dict[str, Any], path: DocPath) -> Prose:
        batching = raw.get("batching")
        return Prose(
            transport=raw.get("transport", []),
            transport_notes=raw.get("transport_notes", []),
            forward_compat=raw.get("forward_compat", []),
            detection_notes=raw.get("detection_notes", []),
            actions_intro=raw.get("actions_intro", ""),
            batching=Batching(**batching) if batching else None,
            checklist=renamed_key(self.doc, raw, path, "console_checklist", "checklist") or [],
            implementation=renamed_key(self.doc, raw, path, "engine_reference", "implementation") or [],
            agent_rules=raw.get("agent_rules", []),
        )

    # ---- whole-spec checks

    def check_version(self, proto: dict[str, Any]) -> None:
        """The version's major is the id's ``/vN``, and so is the file name's ``.vN`` when it has
        one: a new major is a new protocol, written as a new file beside the released one
        (spec/README.md, "Several majors side by side"), never an edit of the old file."""
        major = int(proto["version"].split(".")[0])
        id_major = int(proto["id"].rsplit("/v", 1)[1])
        file_name = PurePosixPath(self.doc.source.rpartition(":")[2] or self.doc.source).name
        file_major = spec_file_major(file_name)
        # What fixes it: the new-major command, which also puts this file back as committed.
        remedy = (
            f"a new major is a new file beside this one: run `{invoked()} new-major "
            f"{self.doc.source} --against HEAD` (it writes the .v{max(major, id_major)}.yaml file with this "
            "file's changes since HEAD and puts this file back as it was)"
        )
        if file_major is not None and id_major > file_major:
            raise self.fail(("protocol", "id"), f"the id says v{id_major} but the file name says v{file_major}: {remedy}")
        if file_major is not None and id_major != file_major:
            raise self.fail(("protocol", "id"), f"the id says v{id_major} but the file name says v{file_major}: name the file for the id's major (.v{id_major}.yaml)")
        if major > id_major:
            raise self.fail(("protocol", "version"), f"version {proto['version']} is a new major, but the id says v{id_major}: {remedy}")
        if major != id_major:
            raise self.fail(("protocol", "version"), f"version {proto['version']} has major {major} but the id says v{id_major}: the version's major must be the id's")

    def shape_union(self, name: str, raw: dict[str, Any]) -> ShapeUnion:
        path: DocPath = ("shapes", name, "union")
        members = [(tag, self.shape_ref(shape, path + ("members", tag))) for tag, shape in raw["members"].items()]
        for tag, _ in members:
            if not tag:
                raise SpecError(self.doc.key_at(path + ("members", tag)), f"union '{name}' has an empty tag")
        return ShapeUnion(raw["discriminator"], members)

    def check_union_members(self, name: str, raw: dict[str, Any]) -> None:
        """Each member a plain shape (unions do not nest) without a field named like the tag."""
        union = self.shapes[name].union
        assert union is not None
        for tag, member in union.members:
            where = ("shapes", name, "union", "members", tag)
            if member.union is not None or member.name == name:
                raise self.fail(where, f"union '{name}': member '{member.name}' is a union itself; list its members instead")
            if any(f.name == union.discriminator for f in member.fields):
                raise self.fail(
                    where,
                    f"union '{name}': member '{member.name}' declares a field '{union.discriminator}', the union's tag;"
                    " the union adds it",
                )

    def check_unused(self) -> None:
        for kind, declared, used in (
            ("limit", self.limits, self.used_limits),
            ("enum", self.enums, self.used_enums),
            ("shape", self.shapes, self.used_shapes),
            ("format", self.formats, self.used_formats),
        ):
            for name in declared:
                if name not in used:
                    section = {"limit": "limits", "enum": "enums", "shape": "shapes", "format": "formats"}[kind]
                    raise SpecError(self.doc.key_at((section, name)), f"{kind} '{name}' is never used")

    def check_generated_names(self, variants: list[Variant]) -> None:
        """Two spec names must not become one generated name (``a_b``/``a__b`` → ``ABAction``):
        each target says what a shape or a variant generates."""
        seen: dict[str, DocPath] = {}
        owners: list[tuple[DocPath, Shape | Variant]] = [(("shapes", s.name), s) for s in self.shapes.values()]
        owners += [(("variants", i, "name"), v) for i, v in enumerate(variants)]
        for path, owner in owners:
            for name in (n for target in targets() if target.item_names for n in target.item_names(owner)):
                if name in seen:
                    first = self.doc.at(seen[name])
                    raise self.fail(path, f"generates the name '{name}', as the spec item at line {first.line} does; rename one")
                seen[name] = path

    def check_unique_type_names(self) -> None:
        """Every shape and enum names a type in the targets (``type_name``, written or from its
        name): two may not name one, since every target uses the names as they are."""
        seen: dict[str, DocPath] = {}
        for section, items in (("enums", self.enums), ("shapes", self.shapes)):
            for name, item in items.items():
                written = "type_name" in self.data[section][name]
                path: DocPath = (section, name, "type_name") if written else (section, name)
                if item.type_name in seen:
                    first = self.doc.at(seen[item.type_name]).line
                    reason = f"type name '{item.type_name}' is also the type name of the spec item at line {first}"
                    raise SpecError(self.doc.key_at(path) if not written else self.doc.at(path), reason + "; give one a type_name")
                seen[item.type_name] = path


def _first_repeat(items: list[Any]) -> int | None:
    """The index of the first item equal to an earlier one (one pass: specs can be large)."""
    seen: set[Any] = set()
    for i, item in enumerate(items):
        if item in seen:
            return i
        seen.add(item)
    return None


def build_protocol(doc: Document, examples: bool = True) -> Protocol:
    """Build the typed model from a schema-checked document; raise :class:`SpecError`.
    ``examples=False`` leaves the examples unchecked: diff and new-major list every bad one
    (generator/versioning/stale.py) instead of stopping at the first."""
    check_one_line(doc)
    protocol = _Builder(doc).build(doc.source)
    check_names(doc, protocol)
    if examples:
        check_examples(doc, protocol)
    return protocol
