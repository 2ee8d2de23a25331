"""Consumers of the generated code, derived from a spec and from the code generated from it: what
a Console (TypeScript) and an agent engine (Python) write against one version, to be compiled
against the next (tests/test_consumers.py; spec/README.md, "Source compatibility").

Each consumer uses every name the generated module exports (read from the generated code, so a
name dropped from it is a compile error), the way the README shows: parse the tool result,
dispatch with the default ``apply…`` and one handler per item type the version has, read every
field of each item through the generated types (a field the types promise present is read as
present), call the documented functions, and build each variant's example, in its canonical
form, as a value of its generated type. Nothing here names a protocol: it works for any spec.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Any

from generator.model import reference
from generator.model.protocol import Protocol
from generator.targets.python.names import (
    py_class,
    py_emit,
    py_envelope_class,
    py_item_params,
    py_keyword_only_from,
    py_module,
    py_tool_function,
    py_validate,
)
from generator.targets.typescript.names import (
    rendering,
    ts_apply,
    ts_emit,
    ts_envelope,
    ts_member,
    ts_package,
    ts_parse,
    ts_type_name,
    ts_validate,
)

_TS_EXPORT = re.compile(r"^export (type|const|function|class) (\w+)", re.MULTILINE)


def ts_exports(module: str) -> tuple[list[str], list[str]]:
    """The value names and the type names a generated TypeScript module exports."""
    found = _TS_EXPORT.findall(module)
    return [n for kind, n in found if kind != "type"], [n for kind, n in found if kind == "type"]


def _canonical(p: Protocol) -> list[tuple[str, dict[str, Any]]]:
    """Each variant's first example as the validator emits it: (variant name, item)."""
    reference.interpret(p)
    return [(v.name, reference.check_item(p, v.examples[0], "")) for v in p.variants if v.examples]


def ts_consumer(p: Protocol, module: str) -> str:
    """A TypeScript consumer of ``module`` (the code generated from ``p``)."""
    with rendering(p):  # the generated names of p's types
        return _ts_consumer(p, module)


def _ts_consumer(p: Protocol, module: str) -> str:
    values, types = ts_exports(module)
    out = [
        f"import {{ {', '.join(values)} }} from '{ts_package(p)}'",
        f"import type {{ {', '.join(types)} }} from '{ts_package(p)}'",
        "",
        f"export const names = [{', '.join(values)}] as const",
        f"export type Names = [{', '.join(types)}]",
        "const read = <T>(value: T): T => value",
        "",
        "export function consume(output: unknown, argument: unknown): unknown[] {",
        "  const out: unknown[] = []",
        f"  const envelope = {ts_parse(p)}(output)",
        "  if (envelope) {",
    ]
    if p.envelope.list_key is not None:
        handlers = []
        for v in p.variants:
            name = ts_type_name(v)
            reads = ", ".join(_ts_read(name, f) for f in v.fields)
            handlers.append(f"    {json.dumps(v.wire)}: (item) => {{ out.push({reads}) }},")
        out += [f"    {ts_apply(p)}(envelope, {{", *handlers, "    })"]
        out.append(f"    out.push(...{ts_apply(p)}(envelope, {{}}, (item) => item))")
    else:
        reads = ", ".join(_ts_read(ts_envelope(p), f, "envelope") for f in p.variants[0].fields)
        out.append(f"    out.push({reads})")
    out += [
        "  }",
        f"  out.push({ts_validate(p)}(argument))",
        f"  const text: string = {ts_emit(p)}(argument)",
        "  out.push(text)",
        "  return out",
        "}",
    ]
    for i, (variant, item) in enumerate(_canonical(p)):
        [v] = [v for v in p.variants if v.name == variant]
        typed = ts_type_name(v) if p.envelope.list_key is not None else ts_envelope(p)
        if p.envelope.list_key is None:
            item = {"protocol": p.id, **item}
        out.append(f"export const example{i}: {typed} = {json.dumps(item, ensure_ascii=False)}")
    return "\n".join(out) + "\n"


def _ts_read(type_name: str, f: Any, item: str = "item") -> str:
    """``f`` read from ``item``: as present (``undefined`` excluded) where the generated type
    promises it, else as the generated type says."""
    key = json.dumps(f.name)
    present = not ts_member(f).partition(":")[0].endswith("?")
    wanted = f"Exclude<{type_name}[{key}], undefined>" if present else f"{type_name}[{key}]"
    return f"read<{wanted}>({item}[{key}])"


def py_exports(init: str) -> list[str]:
    """The names a generated Python package's ``__init__`` lists in ``__all__``."""
    for node in ast.parse(init).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            value = ast.literal_eval(node.value)
            assert isinstance(value, list)
            return [str(name) for name in value]
    raise AssertionError("no __all__ in the package")


def py_consumer(p: Protocol, init: str) -> str:
    """A Python consumer of the package whose ``__init__`` is ``init`` (generated from ``p``)."""
    names = py_exports(init)
    # the tool's argument, or for a single-object envelope each field the version requires,
    # by position up to where its parameters turn keyword-only
    cut = py_keyword_only_from(p)
    params = [(i, name) for i, (name, required) in enumerate(py_item_params(p)) if required]
    by_keyword = [f"{name}=argument" if cut is not None and i >= cut else "argument" for i, name in params]
    arguments = "argument" if p.envelope.list_key is not None else ", ".join(by_keyword)
    out = [
        "from __future__ import annotations",
        "",
        f"from {py_module(p)} import (",
        *(f"    {name}," for name in names),
        ")",
        "",
        f"NAMES: tuple[object, ...] = ({', '.join(names)},)",
        "",
        "",
        "def consume(argument: str) -> list[object]:",
        f"    out: list[object] = [{py_tool_function(p)}({arguments})]",
        f"    text: str = {py_emit(p)}({arguments})",
        f"    out += [text, {py_validate(p)}(argument)]",
        "    return out",
    ]
    for v in p.variants if p.envelope.list_key is not None else []:
        keys = [json.dumps(f.name) for f in v.fields]
        out += ["", "", f"def read_{v.name}(item: {py_class(v)}) -> list[object]:"]
        out.append(f"    return [{', '.join(f'item.get({k})' for k in keys)}]")
    for i, (variant, item) in enumerate(_canonical(p)):
        [v] = [v for v in p.variants if v.name == variant]
        typed = py_class(v) if p.envelope.list_key is not None else py_envelope_class(p)
        if p.envelope.list_key is None:
            item = {"protocol": p.id, **item}
        out += ["", f"EXAMPLE{i}: {typed} = {item!r}"]
    return "\n".join(out) + "\n"
