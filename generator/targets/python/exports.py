"""What the Python package exports and imports: ``__all__`` in ruff's order, the TypedDicts
its ``_types`` module defines and the package imports, and the ``typing`` names they use. Split
from names.py (each name comes from there); registered as filters under the same names.
"""

from __future__ import annotations

import re

from generator.model import Variant
from generator.model.protocol import Protocol
from generator.model.types import Shape
from generator.targets.code import enum_constant, item_types_constant, reserved_constant
from generator.targets.python.names import (
    py_annotation,
    py_class,
    py_emit,
    py_envelope_class,
    py_error_class,
    py_flat_union,
    py_item_union,
    py_parse_arg,
    py_stream_class,
    py_tool_function,
    py_union_members,
    py_validate,
)


def py_type_exports(p: Protocol) -> list[str]:
    """The TypedDicts, sorted: defined in the package's ``_types`` module, which the package
    imports on first use (``typing`` costs more to import than the validator itself)."""
    names = [py_item_union(p), py_envelope_class(p), *(py_class(shape) for shape in p.shapes)]
    names += [m.name for shape in p.shapes if shape.union for m in py_union_members(shape)]
    names += [py_class(v) for v in p.variants] if p.envelope.is_list else []
    return sorted(names)  # `__all__`'s order, ruff's RUF022: case-sensitive


def py_type_imports(p: Protocol) -> list[str]:
    """``py_type_exports`` in an import's order, isort's as ruff's I001 applies it:
    case-insensitive (``AgentTool`` before ``AgUiV4Event``; in ``__all__`` it comes after)."""
    return sorted(py_type_exports(p), key=lambda name: (name.lower(), name))


# Names the package re-exports from its generated ``tool`` module (the model's tool
# definition); TOOL_NAME is already the package's own constant.
TOOL_EXPORTS = [
    "ARGUMENT_DESCRIPTION",
    "TOOL_DESCRIPTION",
    "anthropic_tool",
    "langchain_tool",
    "openai_tool",
    "tool_parameters",
]


def py_tool_exports(p: Protocol) -> list[str]:
    return TOOL_EXPORTS


def py_exports(p: Protocol) -> list[str]:
    """The generated module's ``__all__`` in ruff's RUF022 order: constants, classes, functions."""
    names = ["PROTOCOL", "PROTOCOL_VERSION", "TOOL_NAME", "TOOL_ARGUMENT", "ERROR_PREFIX"]
    names += [item_types_constant(p)] if item_types_constant(p) else []
    names += [limit.name for limit in p.limits]
    for enum in p.enums:
        names += [enum_constant(enum)] + ([reserved_constant(enum)] if enum.reserved else [])
    names += [py_error_class(p), *py_type_exports(p)]
    names += [py_stream_class(p)] if p.stream else []
    names += [py_validate(p), py_parse_arg(p), "build_envelope", py_emit(p), py_tool_function(p)]
    names += TOOL_EXPORTS
    kind = {True: 0, False: 1}
    return sorted(set(names), key=lambda n: (kind[n.isupper()] if n[0].isupper() else 2, n))


def py_typing_imports(p: Protocol) -> list[str]:
    """What the ``_types`` module imports from ``typing``: only the names its annotations use
    (ruff refuses an unused import; a spec whose fields are all required has no NotRequired)."""
    owners: list[Shape | Variant] = [*p.shapes, *p.variants]
    fields = [f for owner in owners for f in owner.fields] + list(p.envelope.fields)
    text = " ".join(py_annotation(f) for f in fields)
    if (p.envelope.is_list and p.envelope.discriminator) or any(shape.union for shape in p.shapes):
        text += " Literal["  # the tags
    used = [name for name in ("Literal", "NotRequired") if f"{name}[" in text] + ["TypedDict"]
    used += ["Union"] if p.envelope.is_list and py_flat_union(p) else []
    return (["Any"] if re.search(r"\bAny\b", text) else []) + used
