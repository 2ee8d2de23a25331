"""The model's tool definition, generated per package as ``<module>.tool``: constants assembled
from the spec, OpenAI- and Anthropic-style definitions whose parameters are valid JSON Schema and
match the generated tool function, and the optional LangChain adapter (langchain-core is not
installed for the tests: its absence is checked, and the adapter is run against a stand-in)."""

from __future__ import annotations

import importlib
import inspect
import json
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from generator.model.protocol import Protocol
from generator.targets.python.names import py_module, py_tool_function
from tests import frozen
from tests.conftest import PROTOCOLS, ROOT, frozen_protocol

IDS = [p.name for p in PROTOCOLS]


def _tool(p: Protocol) -> types.ModuleType:
    return importlib.import_module(f"{py_module(p)}.tool")


def _one_line(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("p", PROTOCOLS, ids=IDS)
def test_constants_come_from_the_spec(p: Protocol) -> None:
    tool = _tool(p)
    assert tool.TOOL_NAME == p.tool.name == importlib.import_module(py_module(p)).TOOL_NAME
    assert p.tool.description == tool.TOOL_DESCRIPTION
    for v in p.variants:
        assert v.name in tool.ARGUMENT_DESCRIPTION
        for f in v.fields:
            assert f.name in tool.ARGUMENT_DESCRIPTION, f"{v.name}.{f.name}"
        for rule in v.agent_rules:
            assert _one_line(rule) in tool.ARGUMENT_DESCRIPTION
    for rule in p.prose.agent_rules:
        assert _one_line(rule) in tool.ARGUMENT_DESCRIPTION
    assert p.tool.error_prefix in tool.ARGUMENT_DESCRIPTION


def test_the_console_argument_carries_the_usage_rules_the_doc_gives_agents(frozen_out: Path) -> None:
    """Hand-picked rules, so the frozen console spec (tests/fixtures/frozen/)."""
    text = frozen.module(f"{py_module(frozen_protocol('console'))}.tool").ARGUMENT_DESCRIPTION
    assert "network.requests" in text
    assert "always pass interval" in text


@pytest.mark.parametrize("p", PROTOCOLS, ids=IDS)
def test_every_example_in_the_description_is_valid_and_canonical_enough(p: Protocol) -> None:
    """The one-line examples the model copies validate against the generated package."""
    module = importlib.import_module(py_module(p))
    text = _tool(p).ARGUMENT_DESCRIPTION
    assert set(p.tool.examples) <= {v.name for v in p.variants}
    for name, example in p.tool.examples.items():
        assert json.dumps(example, ensure_ascii=False, separators=(",", ":")) in text, name
        module.build_envelope([example] if p.envelope.is_list else example)


def _function_parameters(p: Protocol) -> tuple[list[str], list[str]]:
    """The generated tool function's parameters: all, and those without a default."""
    signature = inspect.signature(getattr(importlib.import_module(py_module(p)), py_tool_function(p)))
    names = list(signature.parameters)
    return names, [n for n in names if signature.parameters[n].default is inspect.Parameter.empty]


@pytest.mark.parametrize("p", PROTOCOLS, ids=IDS)
def test_openai_and_anthropic_definitions(p: Protocol) -> None:
    tool = _tool(p)
    openai, anthropic = tool.openai_tool(), tool.anthropic_tool()
    assert openai["type"] == "function" and set(openai) == {"type", "function"}
    assert set(openai["function"]) == {"name", "description", "parameters"}
    assert set(anthropic) == {"name", "description", "input_schema"}
    assert openai["function"]["name"] == anthropic["name"] == tool.TOOL_NAME
    assert openai["function"]["description"] == anthropic["description"]
    assert anthropic["description"].startswith(tool.TOOL_DESCRIPTION)
    params = openai["function"]["parameters"]
    assert params == anthropic["input_schema"] == tool.tool_parameters()
    jsonschema.Draft202012Validator.check_schema(params)
    assert params["type"] == "object" and params["additionalProperties"] is False
    # Exactly the generated tool function's arguments; required = no default.
    names, required = _function_parameters(p)
    assert list(params["properties"]) == names
    assert params["required"] == required
    for prop in params["properties"].values():
        assert prop["description"]
    # The argument description reaches the model: on the argument, or (several arguments) the tool.
    carried = [prop["description"] for prop in params["properties"].values()] + [anthropic["description"]]
    assert any(tool.ARGUMENT_DESCRIPTION in text for text in carried)
    # Fresh dicts: a caller may change one without changing the next.
    params["properties"].clear()
    assert tool.tool_parameters()["properties"]


@pytest.mark.parametrize("p", PROTOCOLS, ids=IDS)
def test_the_definition_accepts_the_examples_as_arguments(p: Protocol) -> None:
    """A call the model would make with the example validates against the declared parameters."""
    params = _tool(p).tool_parameters()
    validator = jsonschema.Draft202012Validator(params)
    for example in p.tool.examples.values():
        arguments = {p.tool.argument: json.dumps([example])} if p.envelope.is_list else example
        assert not list(validator.iter_errors(arguments))


@pytest.mark.parametrize("p", PROTOCOLS, ids=IDS)
def test_the_tool_module_imports_only_the_standard_library(p: Protocol) -> None:
    code = (
        "import sys; before = set(sys.modules); "
        f"import {py_module(p)}.tool; "
        "print('\\n'.join(sorted(set(sys.modules) - before)))"
    )
    paths = [str(src) for src in sorted((ROOT / "generated" / "python").glob("*/src"))]
    result = subprocess.run(
        [sys.executable, "-S", "-c", f"import sys; sys.path[:0] = {paths!r}; " + code],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    top = {name.split(".")[0] for name in result.stdout.split()}
    assert top - set(sys.stdlib_module_names) <= {py_module(p).split(".")[0]}


@pytest.mark.parametrize("p", PROTOCOLS, ids=IDS)
def test_langchain_tool_without_langchain_core_says_what_to_install(
    p: Protocol, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "langchain_core", None)  # None in sys.modules: ImportError
    monkeypatch.setitem(sys.modules, "langchain_core.tools", None)
    with pytest.raises(ImportError, match=r"langchain_tool\(\) needs langchain-core .*pip install"):
        _tool(p).langchain_tool()


class _StructuredTool:
    """Stands in for ``langchain_core.tools.StructuredTool``: records what it is built from."""

    @classmethod
    def from_function(cls, **kwargs: Any) -> dict[str, Any]:
        return kwargs


@pytest.mark.parametrize("p", PROTOCOLS, ids=IDS)
def test_langchain_tool_wraps_the_tool_function_with_the_same_definition(
    p: Protocol, monkeypatch: pytest.MonkeyPatch
) -> None:
    stand_in = types.ModuleType("langchain_core.tools")
    stand_in.StructuredTool = _StructuredTool  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "langchain_core", types.ModuleType("langchain_core"))
    monkeypatch.setitem(sys.modules, "langchain_core.tools", stand_in)
    tool = _tool(p)
    built = tool.langchain_tool()
    module = importlib.import_module(py_module(p))
    assert built["func"] is getattr(module, py_tool_function(p))
    definition = tool.openai_tool()["function"]
    assert (built["name"], built["description"], built["args_schema"]) == (
        definition["name"],
        definition["description"],
        definition["parameters"],
    )
