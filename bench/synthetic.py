"""A synthetic spec N times the console spec, for the generator's scaling check.

Copy k (k = 2 … N) of every enum, shape, variant and field-level limit gets the suffix
``_c{k}`` (limits: ``MAX_…_C{k}``), and every reference inside the copies is renamed with it,
so each copy is used exactly once (the builder rejects unused declarations) and every generated
name stays unique. Limits used by the envelope or the safety rules, formats and the top-level
examples are not copied: they are used once by the original already. The copy is written as
block-style YAML, like the hand-written spec, so the load stage scales as a real spec would.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml


def _rename_refs(
    node: Any, enums: dict[str, str], shapes: dict[str, str], limits: dict[str, str], type_suffix: str
) -> Any:
    """Rename references in a field list (enum:, shape:, include:, limit-valued bounds), and
    suffix the type names it sets (type_name:), which must be unique too."""
    if isinstance(node, list):
        return [_rename_refs(x, enums, shapes, limits, type_suffix) for x in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "enum" and isinstance(value, str):
            out[key] = enums.get(value, value)
        elif key in ("shape", "include") and isinstance(value, str):
            out[key] = shapes.get(value, value)
        elif key == "type_name" and isinstance(value, str):
            out[key] = value + type_suffix
        elif isinstance(value, str) and value in limits:
            out[key] = limits[value]
        else:
            out[key] = _rename_refs(value, enums, shapes, limits, type_suffix)
    return out


def _retype_example(example: Any, discriminator: str, names: dict[str, str]) -> Any:
    if isinstance(example, dict) and example.get(discriminator) in names:
        example = dict(example)
        example[discriminator] = names[example[discriminator]]
    return example


def scaled_spec(source: Path, factor: int) -> dict[str, Any]:
    """The spec at ``source`` with ``factor - 1`` suffixed copies of its declarations added."""
    doc = yaml.safe_load(source.read_text(encoding="utf-8"))
    out: dict[str, Any] = copy.deepcopy(doc)
    name = doc["protocol"]["name"]
    new_name = f"{name}_x{factor}"
    out["protocol"]["name"] = new_name
    major = doc["protocol"]["id"].rsplit("/", 1)[1]
    out["protocol"]["id"] = f"bench.{new_name.replace('_', '-')}/{major}"
    out["packages"]["python"]["module"] = f"bench_protocols.{new_name}"
    out["packages"]["python"]["distribution"] = f"bench-protocols-{new_name.replace('_', '-')}"
    out["packages"]["typescript"]["package"] = f"@bench/{new_name.replace('_', '-')}-protocol"

    # Limits that fields use (not the envelope's or the safety rules')
    reserved = {doc["envelope"].get("max_items"), doc["envelope"].get("min_items")}
    reserved |= {rule.get("limit") for rule in doc.get("safety", []) if isinstance(rule, dict)}
    field_limits = [n for n in doc.get("limits", {}) if n not in reserved]
    discriminator = doc["envelope"]["discriminator"]["field"]

    for k in range(2, factor + 1):
        sfx = f"_c{k}"
        enums = {n: n + sfx for n in doc.get("enums", {})}
        shapes = {n: n + sfx for n in doc.get("shapes", {})}
        limits = {n: n + sfx.upper() for n in field_limits}
        variants = {v["name"]: v["name"] + sfx for v in doc["variants"]}
        for n in field_limits:
            out["limits"][limits[n]] = copy.deepcopy(doc["limits"][n])
        for n, e in doc.get("enums", {}).items():
            out["enums"][enums[n]] = _rename_refs(copy.deepcopy(e), enums, shapes, limits, f"C{k}")
        # a type name a declaration or the TypeScript block sets is a name of its own: suffixed too
        ts_names = out["packages"]["typescript"].get("type_names", {})
        for n, ts in doc["packages"]["typescript"].get("type_names", {}).items():
            ts_names[enums.get(n) or shapes.get(n, n + sfx)] = f"{ts}C{k}"
        for n, s in doc.get("shapes", {}).items():
            out["shapes"][shapes[n]] = _rename_refs(copy.deepcopy(s), enums, shapes, limits, f"C{k}")
        for v in doc["variants"]:
            v = copy.deepcopy(v)
            v["name"] = variants[v["name"]]
            v["fields"] = _rename_refs(v.get("fields", []), enums, shapes, limits, f"C{k}")
            if "examples" in v:
                v["examples"] = [_retype_example(x, discriminator, variants) for x in v["examples"]]
            if "tool_example" in v:
                v["tool_example"] = _retype_example(v["tool_example"], discriminator, variants)
            out["variants"].append(v)
    return out


def write_scaled_spec(source: Path, factor: int, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{source.name.split('.')[0]}_x{factor}.v1.yaml"
    text = yaml.safe_dump(scaled_spec(source, factor), sort_keys=False, allow_unicode=True, width=100)
    target.write_text(text, encoding="utf-8")
    return target
