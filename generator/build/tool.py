"""Stage 3, tool part: the spec's ``tool`` section and each variant's ``tool_example`` into the
model's :class:`Tool`.

Kept apart from build.py because it is one concept: what the model is told about the tool (its
docstring, and one short example per item type for the argument's description; the text itself
is assembled in generator/targets/tool/definition.py).
"""

from __future__ import annotations

from typing import Any

from generator.errors import SpecError
from generator.model.protocol import Tool
from generator.spec.load import Document


def build_tool(doc: Document) -> Tool:
    """The tool; its description defaults to the protocol's summary, and a variant's example to
    the first of its ``examples``."""
    raw: dict[str, Any] = doc.data["tool"]
    protocol = doc.data["protocol"]
    disc = (doc.data["envelope"].get("discriminator") or {}).get("field")
    examples: dict[str, object] = {}
    for i, variant in enumerate(doc.data["variants"]):
        if "tool_example" in variant:
            example = variant["tool_example"]
            if disc is not None and example.get(disc) != variant["name"]:
                reason = f"tool_example of variant '{variant['name']}' must have {disc}: {variant['name']}"
                raise SpecError(doc.at(("variants", i, "tool_example", disc)), reason)
            examples[variant["name"]] = example
        elif variant.get("examples"):
            examples[variant["name"]] = variant["examples"][0]
    return Tool(
        name=raw["name"],
        argument=raw["argument"],
        error_prefix=raw["error_prefix"],
        argument_doc=raw.get("argument_doc", ""),
        description=raw.get("description") or protocol.get("summary") or protocol["title"],
        written_description=raw.get("description", ""),
        examples=examples,
    )
