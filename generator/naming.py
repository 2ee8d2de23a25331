"""Words of a spec name, for the targets that build names from them (``resourceType`` →
``resource``, ``type``). Each target turns words into its own identifiers."""

from __future__ import annotations

import re


def words(name: str) -> list[str]:
    """Split ``snake_case``, ``kebab-case``, dotted or ``camelCase`` names into words."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    return [w for w in re.split(r"[^A-Za-z0-9]+", spaced) if w]


def pascal(name: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in words(name))


def camel(name: str) -> str:
    p = pascal(name)
    return p[:1].lower() + p[1:]


def upper_snake(name: str) -> str:
    return "_".join(w.upper() for w in words(name))
