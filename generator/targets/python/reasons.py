"""Error reasons a generated Python module raises in many places, as module constants.

The console module raised ``"must not contain NUL or unpaired surrogate characters"`` 44 times
and ``"must be a string"`` 39; each such reason is now one ``Final`` constant
(``_UNSAFE_TEXT``), and a reason raised once stays a literal where it is raised. The value checks
write every reason through ``py_reason``, which names the constant for the reasons below; once
the module is rendered, ``reason_constants`` declares those read twice or more and puts the
others back as literals, so the module declares no constant it does not read. Until then a
use is marked with NULs around the name, which no text of a spec reaches a generated file as
(every filter escapes a NUL), so a doc that names ``_UNSAFE_TEXT`` is never counted or changed. A constant costs
nothing until a value is refused (it is read only where an error is raised).
"""

from __future__ import annotations

from generator.model import messages as m
from generator.model.messages import Slot, Text
from generator.model.protocol import Safety
from generator.targets.python.names import py_literal

# The reasons a module may repeat, by constant name: the fixed ones of the model's table that
# every kind of field raises, and the spec's safety reasons (below).
_FIXED = {
    "_REQUIRED": m.REQUIRED,
    "_NOT_NULL": m.NOT_NULL,
    "_NOT_EMPTY": m.NOT_EMPTY,
    "_NOT_A_STRING": m.NOT_A_STRING,
    "_NOT_AN_OBJECT": m.NOT_AN_OBJECT,
    "_NOT_AN_ARRAY": m.NOT_AN_ARRAY,
}


def reason_names(safety: Safety) -> dict[str, str]:
    """Reason text -> its constant's name, for one protocol (its safety rules word two)."""
    names = {text: name for name, text in _FIXED.items()}
    names.setdefault(safety.text_reason, "_UNSAFE_TEXT")
    names.setdefault(safety.number_reason, "_UNSAFE_NUMBER")
    return names


def py_reason(text: str, names: dict[str, str]) -> str:
    """A reason where code raises it: its constant (marked, until ``reason_constants``), or a
    literal."""
    name = names.get(text)
    return f"\x00{name}\x00" if name else py_literal(text)


def reason_constants(module: str, names: dict[str, str]) -> tuple[str, str]:
    """The module with reasons read once put back as literals, and the declarations of the
    constants it reads more often, in the table's order."""
    lines = []
    for text, name in names.items():
        mark = f"\x00{name}\x00"
        uses = module.count(mark)
        module = module.replace(mark, name if uses > 1 else py_literal(text))
        if uses > 1:
            lines.append(f"{name}: Final = {py_literal(text)}")
    head = ["# Reasons raised in more than one place (the rest are written where they are raised)."]
    return module, "\n".join(head + lines if lines else [])


def py_format(reason: Text) -> str:
    """A reason with a slot as a literal for ``str.format``, ``{}`` where the slot goes: for the
    runtime, which fills it (runtime_argument.py: the parser's words)."""
    body = "".join(
        "{}" if isinstance(part, Slot) else str(part).replace("{", "{{").replace("}", "}}") for part in reason.parts
    )
    return py_literal(body)
