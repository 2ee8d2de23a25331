"""The JSON Schema target: the canonical envelope as JSON Schema 2020-12,
``generated/jsonschema/<spec>.schema.json``, built as a dict rather than rendered (schema.py
says why). JSON has no comments, so the do-not-edit header is its ``$comment``."""

from __future__ import annotations

from pathlib import PurePosixPath

from generator.model.protocol import Protocol
from generator.output.files import Files
from generator.targets import base
from generator.targets.json_schema.options import OPTIONS
from generator.targets.json_schema.schema import schema_text


def schema_file(p: Protocol) -> str:
    """``console.v1.schema.json``: named after the spec file, like the shared vectors."""
    return PurePosixPath(p.source).name.removesuffix(".yaml") + ".schema.json"


def jsonschema_files(p: Protocol) -> Files:
    return {f"jsonschema/{schema_file(p)}": schema_text(p, " ".join(base.run_header([p])))}


TARGET = base.Target(name="jsonschema", files=jsonschema_files, options=OPTIONS)
