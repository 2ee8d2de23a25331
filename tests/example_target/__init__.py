"""A target that lives outside the generator, as another team's would: Kotlin enum classes,
one file per protocol. tests/test_extend.py registers it with PROTOCOL_TOOLKIT_TARGETS and
generates; docs/architecture.md, "Adding a target", walks through this file.

Everything a target owns is here: its naming (``kotlin_*`` filters), its templates folder, the
list of files it renders, and its own options: the spec's ``packages.kotlin`` block, whose schema
it declares (``OPTIONS``), so a spec may say ``packages: {kotlin: {package: com.example.notes}}``
with no file of generator/ edited; the model hands the block over as ``Protocol.options``. (A target whose names can collide also passes the name hooks of
:class:`generator.targets.base.Target`, so the builder refuses such a spec at file:line:column.)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from generator.model.protocol import Protocol
from generator.naming import pascal, upper_snake
from generator.output.files import Files
from generator.targets import base


def kotlin_type(name: str) -> str:
    """``toast_level`` → ``ToastLevel``."""
    return pascal(name)


def kotlin_constant(value: str) -> str:
    """An enum value as a constant: ``invite_member`` → ``INVITE_MEMBER`` (upper case, so never
    one of Kotlin's keywords); one starting with a digit gets a ``V_`` prefix."""
    constant = upper_snake(value)
    return constant if constant[:1].isalpha() else f"V_{constant}"


def kotlin_doc(text: str) -> str:
    """Prose on one line of a ``/** */`` comment."""
    return " ".join(text.split()).replace("*/", "* /")


def kotlin_string(value: str) -> str:
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$")
    return f'"{escaped}"'


render = base.Renderer(
    {
        "kotlin_type": kotlin_type,
        "kotlin_constant": kotlin_constant,
        "kotlin_string": kotlin_string,
        "kotlin_doc": kotlin_doc,
    },
    folder=Path(__file__).parent / "templates",
)


# The block this target reads, ``packages.kotlin``: optional, one key.
OPTIONS = base.TargetOptions(
    key="kotlin",
    schema={
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "package": {
                "type": "string",
                "pattern": r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$",
                "description": "a Kotlin package name, dot-separated lowercase words",
            }
        },
    },
    distinct=("package",),
)


def kotlin_package(p: Protocol) -> str:
    """``packages.kotlin.package``, else ``protocols.<name>``."""
    options: dict[str, Any] = base.options_of(p, OPTIONS.key)
    return str(options.get("package", f"protocols.{p.name}"))


def kotlin_files(p: Protocol) -> Files:
    path = f"kotlin/{p.name}/{pascal(p.name)}Enums.kt"
    return {path: render("enums.kt.jinja", p=p, package=kotlin_package(p), header=base.header(p, "//"))}


TARGET = base.Target(name="kotlin-enums", files=kotlin_files, options=OPTIONS)
