"""The docs target: the protocol's doc, ``generated/docs/<name>-protocol.md``, every section
generated. Its TypeScript types block is the TypeScript target's own output, and it names the
code targets' public functions with their own naming: the Python API section's calls are
``api.py``'s. Its fixed wording names no product: what is particular to one comes from the
spec's prose. The model in words: ``text.py`` (its stream rules: ``stream_text.py``); what
JSON Schema cannot say: ``schema_notes.py``.
"""

from __future__ import annotations

from typing import Any

from generator.model.protocol import Protocol
from generator.output.files import Files
from generator.targets import base
from generator.targets import typescript as ts_target
from generator.targets.code import item_types_constant
from generator.targets.docs import api, schema_notes, stream_text, text
from generator.targets.english import article
from generator.targets.json_schema import schema_file
from generator.targets.json_schema.options import jsonschema_id
from generator.targets.python import names as py_names
from generator.targets.typescript import names as ts_names

_FILTERS: dict[str, Any] = {
    name: getattr(module, name)
    for module, prefix in ((text, "doc_"), (stream_text, "doc_"), (api, "doc_"), (py_names, "py_"), (ts_names, "ts_"))
    for name in dir(module)
    if name.startswith(prefix) and callable(getattr(module, name))
}
_FILTERS.update(
    json_block=text.json_block,
    article=article,
    schema_scope=text.schema_scope,
    count_phrase=text.count_phrase,
    number_differences=text.number_differences,
    field_row=text.field_row,
    limit_row=text.limit_row,
    format_users=text.format_users,
    example_envelope=text.example_envelope,
    schema_unexpressed=schema_notes.unexpressed,
    jsonschema_file=schema_file,
    jsonschema_id=jsonschema_id,
    item_types_constant=item_types_constant,
)
render = base.Renderer(_FILTERS)


def doc_files(p: Protocol) -> Files:
    head = base.header(p, "").replace("\n", " -->\n<!--").join(("<!--", " -->"))
    with ts_names.rendering(p):  # the doc names the TypeScript types
        doc = render(
            "docs/protocol.md.jinja",
            p=p,
            header=head,
            types_block=ts_target.types_block(p),
        )
    return {f"docs/{text.doc_file(p)}": doc}


TARGET = base.Target(name="docs", files=doc_files)
