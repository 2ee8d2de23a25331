"""Diff's facts of the code generated from a spec, beside the wire's (generator/versioning/facts.py):
what a change does to a consumer compiled against the version before it (spec/README.md,
"Source compatibility").

The wire rules say whether an older Console still reads what a newer engine sends; these say
whether code written against the older generated packages still compiles against the newer
ones, because the protocol's version is also the packages' semver and a `^1.0.0` consumer gets
every minor from a routine install. Most source breaks are wire breaks too (a field removed, a
type changed) or generated names (``api`` and ``export`` facts, breaking when one goes away).
What is left is judged here, each as a change of its own beside the wire's, so it cannot hide
in a minor: a field the generated types stop promising (a required field made optional is a
loosening on the wire, but its TypeScript member becomes ``name?: T`` and code reading it as a
``T`` stops compiling under ``strict``), and, for a single-object envelope, the Python
functions' parameters moving under positional calls.

Widening is not a source break under what the project promises a consumer (spec/README.md):
a new item type, enum value, union member or ``one_of`` alternative widens a type, and code
that names the generated types (``ConsoleSetThemeAction['theme']``), dispatches with the
default ``apply…`` and reads fields keeps compiling; an exhaustive ``switch`` without a
``default``, a ``Record`` keyed by an enum union, ``assert_never`` or ``apply…Exhaustive`` are
the consumer's opt-in to hear of each new value as a compile error.
"""

from __future__ import annotations

from generator.model import Field
from generator.model.protocol import Protocol
from generator.spec.load import DocPath
from generator.targets.python.names import py_emit, py_item_params, py_keyword_only_from
from generator.targets.typescript.names import ts_member
from generator.versioning.fact import Fact, Key

PRESENCE = "source_presence"  # the fact kinds: generator/versioning/kinds.py classifies them
PARAMETERS = "source_parameters"


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


def protocol_facts(p: Protocol) -> list[Fact]:
    """For a single-object envelope, the Python emit and tool functions take the item's fields
    as parameters, in field order (``py_item_params``), keyword-only from the first optional
    one that a required one follows: a field inserted before others, or made optional there,
    moves the arguments a positional call passes."""
    if p.envelope.list_key is not None:
        return []
    cut = py_keyword_only_from(p)
    params = tuple(
        (name, required, cut is not None and i >= cut) for i, (name, required) in enumerate(py_item_params(p))
    )
    subject = f"Python {py_emit(p)}() parameters"
    return [Fact(("packages",), "python parameters", PARAMETERS, params, ("variants", 0, "fields"), subject)]


Params = tuple[tuple[str, bool, bool], ...]  # (name, required, keyword-only) in order


def parameters(o: Fact | None, n: Fact | None) -> tuple[str, str] | None:
    """Compatible when every call that worked still does: the old positional parameters keep
    their places and stay positional, every old one is still there, and every new one is optional."""
    if o is None or n is None:
        return None
    old: Params = o.value  # type: ignore[assignment]  # protocol_facts writes Params
    new: Params = n.value  # type: ignore[assignment]
    was = [name for name, _, keyword in old if not keyword]
    now = [name for name, _, keyword in new if not keyword]
    before = {name for name, _, _ in old}
    still = before <= {name for name, _, _ in new}
    if now[: len(was)] == was and still and not any(req for name, req, _ in new if name not in before):
        return None
    return (
        "breaking",
        f"{n.subject} changed ({_signature(old)} → {_signature(new)}): a source break, calls that passed "
        "arguments by position or left one out stop working",
    )


def _signature(params: Params) -> str:
    out: list[str] = []
    for name, required, keyword in params:
        if keyword and "*" not in out:
            out.append("*")
        out.append(name if required else f"{name}=…")
    return ", ".join(out)
