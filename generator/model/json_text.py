"""JSON text as the reference interpreter reads it (generator/model/reference.py): how deep a value
or a text nests, and the parse hooks that keep json.loads to JSON (no NaN; an integer past
int()'s digit limit read as a number, as JavaScript reads it).
"""

from __future__ import annotations

from typing import Any


def depth_of(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((depth_of(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth_of(v) for v in value), default=0)
    return 0


def text_depth(text: str) -> int:
    """The deepest level the text's brackets reach, read the way a parser reads them: outside
    strings an opening bracket goes a level down and a closing one a level up; inside a string
    a backslash hides the next character. (For valid JSON, the value's depth.)"""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def not_a_number(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")  # json.loads takes NaN and Infinity; JSON does not


def int_or_float(digits: str) -> Any:
    try:
        return int(digits)
    except ValueError:  # past int()'s digit limit: a number all the same, read as JavaScript does
        return float(digits)
