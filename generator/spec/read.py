"""Stages 1–3 in one call: a spec file in, a checked :class:`Protocol` out."""

from __future__ import annotations

from pathlib import Path

from generator.build.builder import build_protocol
from generator.model.protocol import Protocol
from generator.spec.load import load_file, load_text
from generator.spec.schema import check_schema


def read_spec(path: Path, display: str | None = None) -> Protocol:
    """Load, schema-check and build the spec at ``path``; raise ``SpecError`` on any fault."""
    doc = load_file(path, display)
    check_schema(doc)
    return build_protocol(doc)


def read_spec_text(text: str, display: str) -> Protocol:
    doc = load_text(text, display)
    check_schema(doc)
    return build_protocol(doc)
