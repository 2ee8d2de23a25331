"""The doc's "Python API" section: how each public name of the generated Python package is
called, from the Python target's own naming (generator/targets/python/names.py), so the section
lists what the package exports for any protocol and nothing is written per protocol."""

from __future__ import annotations

from generator.model.protocol import Protocol
from generator.targets.python import names as py
from generator.targets.python.exports import py_exports, py_type_exports

# Described with the tool definition, not in the constants line.
_TOOL_CONSTANTS = ("TOOL_NAME", "TOOL_DESCRIPTION", "ARGUMENT_DESCRIPTION")
_EMPTY = '""'  # the tool function's default for an optional argument (the model may send none)


def _item_params(p: Protocol, missing: str) -> str:
    """A single-object envelope's item fields as parameters, each optional one defaulting to
    ``missing``, with the ``*`` where the generated signature has it."""
    star = py.py_keyword_only_from(p)
    params = []
    for i, (name, required) in enumerate(py.py_item_params(p)):
        params += ["*"] if i == star else []
        params.append(name if required else f"{name}={missing}")
    return ", ".join(params)


def _envelope_params(p: Protocol, missing: str, keyword_only: bool) -> str:
    """A list envelope's parameters: the tool argument, then the envelope's own fields."""
    extra = [f"{name}={missing}" for name in py.py_envelope_params(p)]
    return ", ".join([p.tool.argument, *(["*"] if extra and keyword_only else []), *extra])


def doc_py_tool_call(p: Protocol) -> str:
    """``console_tool(actions)``: the tool function as the model's arguments reach it."""
    if p.envelope.is_list:
        return f"{py.py_tool_function(p)}({_envelope_params(p, _EMPTY, keyword_only=False)})"
    return f"{py.py_tool_function(p)}({_item_params(p, _EMPTY)})"


def doc_py_emit_call(p: Protocol) -> str:
    """``emit_console_actions(actions)``: the envelope text, raising on a bad argument."""
    if p.envelope.is_list:
        return f"{py.py_emit(p)}({_envelope_params(p, 'None', keyword_only=True)})"
    return f"{py.py_emit(p)}({_item_params(p, 'None')})"


def doc_py_build_call(p: Protocol) -> str:
    """``build_envelope(actions)``: the envelope as a dict."""
    if p.envelope.is_list:
        return f"build_envelope({_envelope_params(p, 'None', keyword_only=True)})"
    return f"build_envelope({p.tool.argument})"


def doc_py_validate_call(p: Protocol) -> str:
    default = repr(p.envelope.item if p.envelope.is_list else "").replace("'", '"')
    return f"{py.py_validate(p)}(raw, path={default})"


def doc_py_constants(p: Protocol) -> list[str]:
    """The package's constants the section lists in one line: every upper-case export but the
    tool definition's, in the package's ``__all__`` order."""
    return [n for n in py_exports(p) if n.isupper() and n not in _TOOL_CONSTANTS]


def doc_py_types(p: Protocol) -> list[str]:
    """The TypedDicts, for type checkers (the envelope and the item union first)."""
    first = [py.py_envelope_class(p), py.py_item_union(p)]
    return first + [n for n in py_type_exports(p) if n not in first]
