"""Keys the spec language renamed, still read under their old names with a warning (a
``SpecWarning``: ``file:line:column: warning: …``), so a spec written before the rename keeps
building, in a user's repository and in the git history ``diff`` reads, and its author is told
the new key (spec/README.md, "Renamed keys").

- ``ts_name`` on an enum or a shape: the TypeScript name, now a target's own option,
  ``packages.typescript.type_names: {<name>: <TypeName>}`` (the spec-level ``type_name`` is
  the neutral name every target uses);
- ``ts_doc`` on a field or a variant: now ``doc``, the one doc every target renders. A field
  that has both keeps its ``doc``, and the warning says the ``ts_doc`` text is not read.
- keys named after the product the language was first written for, now named for what they
  hold: a variant's ``console`` is ``handling`` (how code reading the item handles it), and
  ``prose.console_checklist`` and ``prose.engine_reference`` are ``prose.checklist`` and
  ``prose.implementation``.
"""

from __future__ import annotations

from typing import Any

from generator import naming
from generator.errors import warn
from generator.spec.load import DocPath, Document

# The target option a ``ts_name`` moved to. The one place the build stage names a target: a
# key language 1 gave the TypeScript target before targets had options of their own.
_TS_KEY, _TS_NAMES = "typescript", "type_names"


def item_doc(doc: Document, raw: dict[str, Any], path: DocPath) -> str:
    """A field's or a variant's ``doc``, read from ``ts_doc`` when it has no ``doc``."""
    if "ts_doc" not in raw:
        return str(raw.get("doc", ""))
    where = doc.key_at(path + ("ts_doc",))
    if "doc" in raw:
        warn(where, "'ts_doc' is no longer read: a field or variant has one 'doc', which every target renders (the TypeScript comment too); merge its text into 'doc' and remove 'ts_doc'")
        return str(raw["doc"])
    warn(where, "'ts_doc' is renamed 'doc' (the one doc every target renders); rename the key")
    return str(raw["ts_doc"])


def renamed_key(doc: Document, raw: dict[str, Any], path: DocPath, old: str, new: str) -> Any:
    """``raw[new]``, or ``raw[old]`` with a warning at it; None when neither is there. When
    both are, ``new`` wins and the warning says ``old`` is not read."""
    if old not in raw:
        return raw.get(new)
    where = doc.key_at(path + (old,))
    if new in raw:
        warn(where, f"'{old}' is no longer read: it is renamed '{new}', which is here too; merge its text into '{new}' and remove '{old}'")
        return raw[new]
    warn(where, f"'{old}' is renamed '{new}'; rename the key")
    return raw[old]


def target_options(doc: Document) -> dict[str, dict[str, Any]]:
    """The spec's ``packages``, one block a target, with each old ``ts_name`` moved into the
    TypeScript block's ``type_names`` (a name that block gives already wins)."""
    options = {key: dict(block) for key, block in doc.data["packages"].items()}
    moved: dict[str, str] = {}
    for section in ("enums", "shapes"):
        for name, raw in doc.data.get(section, {}).items():
            if "ts_name" in raw:
                prefix = doc.data["packages"].get(_TS_KEY, {}).get("prefix", "")
                if raw["ts_name"] == prefix + (raw.get("type_name") or naming.pascal(name)):
                    reason = "'ts_name' is renamed, and this one is the TypeScript name by default now (the prefix and the type name): remove it"
                else:
                    new = f"packages.{_TS_KEY}.{_TS_NAMES}: {{{name}: {raw['ts_name']}}}"
                    reason = f"'ts_name' is now the TypeScript target's own option: write `{new}` instead"
                warn(doc.key_at((section, name, "ts_name")), reason)
                moved.setdefault(name, raw["ts_name"])
    if moved and _TS_KEY in options:
        block = options[_TS_KEY]
        block[_TS_NAMES] = {**moved, **block.get(_TS_NAMES, {})}
    return options
