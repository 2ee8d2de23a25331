"""Stage 4, render: every target the generator renders, and the calls the pipeline makes.

A target is a subpackage of this package with a module-level ``TARGET``
(:class:`generator.targets.base.Target`): found by listing the package, so adding a target
adds a folder and edits no other file. A target that lives outside the generator (another
repository's, a test's) is named in the environment variable ``PROTOCOL_TOOLKIT_TARGETS``
(``module:attribute``, comma-separated) or registered under the entry-point group
``protocol_toolkit.targets``. docs/architecture.md, "Adding a target", walks through one.
"""

from __future__ import annotations

import functools
import importlib
import os
import pkgutil
from importlib.metadata import entry_points
from typing import Any

from generator.errors import TargetError
from generator.model.protocol import Protocol
from generator.output.files import Files
from generator.targets.base import Target

ENV_VAR = "PROTOCOL_TOOLKIT_TARGETS"
ENTRY_POINTS = "protocol_toolkit.targets"


def _load(reference: str, where: str) -> Target:
    module_name, _, attribute = reference.partition(":")
    try:
        found = getattr(importlib.import_module(module_name), attribute or "TARGET")
    except ImportError as exc:
        raise TargetError(f"{where}: cannot import target module '{module_name}': {exc}") from exc
    except AttributeError as exc:
        raise TargetError(f"{where}: module '{module_name}' has no '{attribute or 'TARGET'}'") from exc
    if not isinstance(found, Target):
        raise TargetError(f"{where}: {reference} is not a generator.targets.base.Target")
    return found


@functools.cache
def targets() -> tuple[Target, ...]:
    """The built-in targets by name, then the ones registered from outside, in the order given."""
    builtin = []
    for info in pkgutil.iter_modules(__path__, prefix=f"{__name__}."):
        if info.ispkg:
            target = getattr(importlib.import_module(info.name), "TARGET", None)
            if isinstance(target, Target):
                builtin.append(target)
    extra = [_load(ep.value, f"entry point '{ep.name}' ({ENTRY_POINTS})") for ep in entry_points(group=ENTRY_POINTS)]
    extra += [_load(ref.strip(), ENV_VAR) for ref in os.environ.get(ENV_VAR, "").split(",") if ref.strip()]
    found = sorted(builtin, key=lambda t: t.name) + extra
    names = [t.name for t in found]
    for name in names:
        if names.count(name) > 1:
            raise TargetError(f"two targets are named '{name}'")
    keys = [t.options.key for t in found if t.options]
    for key in keys:
        if keys.count(key) > 1:
            raise TargetError(f"two targets read the spec's 'packages.{key}'")
    return tuple(found)


def packages_schema() -> dict[str, Any]:
    """The JSON Schema of a spec's ``packages``: one key a registered target that reads
    options, each held to that target's own schema (``TargetOptions``), and no other key.
    generator/spec/schema.py puts it in place of spec.schema.json's open ``packages``."""
    options = [t.options for t in targets() if t.options]
    return {
        "type": "object",
        "properties": {o.key: o.schema for o in options},
        "required": [o.key for o in options if o.required],
        "additionalProperties": False,
    }


def distinct_options() -> list[tuple[str, str]]:
    """(``packages`` key, option) pairs no two specs of one run may share a value of."""
    return [(t.options.key, name) for t in targets() if t.options for name in t.options.distinct]


def _merge(into: Files, files: Files, target: Target) -> None:
    for path in files:
        if path in into:
            raise TargetError(f"targets overlap: '{target.name}' renders {path}, which another target renders too")
    into.update(files)


def merged(parts: list[tuple[Target, Files]]) -> Files:
    """Files each target rendered, in one tree; a path two targets render is an error."""
    files: Files = {}
    for target, part in parts:
        _merge(files, part, target)
    return files


def render_protocol(p: Protocol) -> Files:
    """Every file one protocol produces, from every target, before formatting."""
    files: Files = {}
    for target in targets():
        _merge(files, target.files(p), target)
    return files


def render_run(protocols: list[Protocol]) -> Files:
    """The files that span every protocol of a run (TypeScript's ``index.ts``)."""
    files: Files = {}
    for target in targets():
        if target.run_files is not None:
            _merge(files, target.run_files(protocols), target)
    return files
