"""Diff's facts of the code generated from a spec, beside the wire's (generator/versioning/facts.py):
what a change does to a consumer compiled against the version before it (spec/README.md,
"Source compatibility").

The wire rules say whether an older Console still reads what a newer engine sends; these say
whether code written against the older generated packages still compiles against the newer
ones, because the protocol's version is also the packages' semver and a `^1.0.0` consumer gets
every minor from a routine install. Most source breaks are wire breaks too (a field removed, a
type changed) or generated names (``api`` and ``export`` facts, breaking when one goes away).
What is left is a field the generated types stop promising: a required field made optional is
a loosening on the wire (compatible), but its TypeScript member becomes ``name?: T`` and code
reading it as a ``T`` stops compiling under ``strict``. That one is judged here, as a change of
its own beside the wire's, so it cannot hide in a minor.

Widening is not a source break under what the project promises a consumer (spec/README.md):
a new item type, enum value, union member or ``one_of`` alternative widens a type, and code
that names the generated types (``ConsoleSetThemeAction['theme']``), dispatches with the
default ``apply…`` and reads fields keeps compiling; an exhaustive ``switch`` without a
``default``, a ``Record`` keyed by an enum union, ``assert_never`` or ``apply…Exhaustive`` are
the consumer's opt-in to hear of each new value as a compile error.
"""

from __future__ import annotations

from generator.model import Field
from generator.spec.load import DocPath
from generator.targets.typescript.names import ts_member
from generator.versioning.fact import Fact, Key

PRESENCE = "source_presence"  # the fact kind: generator/versioning/diff.py classifies it with ``presence``


def field_facts(key: Key, f: Field, path: DocPath, subject: str) -> list[Fact]:
    """A field's facts for the generated code: whether its TypeScript member promises it present
    (``title: string``, not ``title?: string``; Python's ``NotRequired`` follows the same
    ``required``, and mypy lets code read either, so TypeScript is the one that breaks)."""
    member = ts_member(f)
    present = not member.partition(":")[0].endswith("?")
    return [Fact(key, "generated presence", PRESENCE, present, path + ("required",), subject, info=member)]


def presence(o: Fact | None, n: Fact | None) -> tuple[str, str] | None:
    """Present → optional breaks readers (a source break); optional → present breaks none (code
    that handled its absence still compiles). A field added or removed is reported as itself."""
    if o is None or n is None or not o.value or n.value:
        return None
    return (
        "breaking",
        f"{n.subject} no longer always present in the generated types (TypeScript `{n.info}`): "
        "a source break, code reading it as present stops compiling",
    )
