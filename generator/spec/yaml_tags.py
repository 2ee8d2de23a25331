"""libyaml's loader with its tag resolution remembered.

libyaml (``yaml.CSafeLoader``) parses in C but resolves each plain scalar's tag in Python
(``Resolver.resolve``: a dictionary look-up and a regular expression per scalar): ~40 % of
composing a spec of 1,000 actions, whose 84,000 scalars are ~8,000 distinct values. The tag
is a function of the node kind, the value and whether it was plain or quoted (this loader has
no path resolvers), so each is resolved once per process.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import yaml

_TAGS: dict[tuple[str, tuple[bool, bool]], str] = {}


@cache
def libyaml_loader() -> Any:
    """``yaml.CSafeLoader`` remembering scalar tags, or None without libyaml."""
    base: Any = getattr(yaml, "CSafeLoader", None)
    if base is None:
        return None

    class Loader(base):  # type: ignore[misc]
        def resolve(self, kind: Any, value: Any, implicit: Any) -> Any:
            if kind is not yaml.ScalarNode:
                return super().resolve(kind, value, implicit)
            key = (value, implicit)
            tag = _TAGS.get(key)
            if tag is None:
                tag = _TAGS[key] = super().resolve(kind, value, implicit)
            return tag

    return Loader
