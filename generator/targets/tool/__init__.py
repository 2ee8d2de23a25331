"""The tool target: the model's tool definition, ``tool.py`` in each Python package
(``TOOL_NAME``, ``TOOL_DESCRIPTION``, ``ARGUMENT_DESCRIPTION``, ``openai_tool()``,
``anthropic_tool()``, ``langchain_tool()``), standard library only. What the model is told is
assembled from the spec in ``definition.py``."""

from __future__ import annotations

from generator.model.protocol import Protocol
from generator.output.files import Files
from generator.targets import base
from generator.targets.python.names import py_distribution, py_literal, py_package_path
from generator.targets.tool.definition import tool_definition

render = base.Renderer({"py": py_literal})


def tool_files(p: Protocol) -> Files:
    path = f"python/{py_distribution(p)}/src/{py_package_path(p)}/tool.py"
    return {path: render("python/tool.py.jinja", t=tool_definition(p), header=base.header(p, "#"))}


TARGET = base.Target(name="tool", files=tool_files)
