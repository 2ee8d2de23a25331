"""The TypeScript target's error paths and messages as source text: a list element's, a map
key's or a member's path as a template literal, and an error reason (generator/model/
messages.py) as a string or template literal naming each limit's constant. Split from names.py;
registered as filters under the same names.
"""

from __future__ import annotations

from generator.model.messages import Slot, Text
from generator.model.rules import Limit
from generator.targets.typescript.names import ts_string


def _ts_path_body(path_expr: str) -> str:
    if path_expr.startswith("`"):
        return path_expr[1:-1]
    return path_expr[1:-1].replace("\\'", "'").replace("`", "\\`").replace("${", "\\${")


def ts_index_path(path_expr: str, index_var: str) -> str:
    """``'items'`` + ``vi`` → `` `items[${vi}]` ``: the path of a list element."""
    return f"`{_ts_path_body(path_expr)}[${{{index_var}}}]`"


def ts_key_path(path_expr: str, key_var: str) -> str:
    return f"`{_ts_path_body(path_expr)}.${{{key_var}}}`"


def ts_member_path(path_expr: str, name: str) -> str:
    return f"`{_ts_path_body(path_expr)}.{name}`"


def ts_message(reason: str | Text, **slots: str) -> str:
    """An error reason (generator/model/messages.py) as a TypeScript expression: a string
    literal, or a template literal that names each limit's constant (and fills each slot)."""
    if isinstance(reason, str):
        return ts_string(reason)
    if all(isinstance(part, (str, int)) for part in reason.parts):
        return ts_string(str(reason))
    body = ""
    for part in reason.parts:
        if isinstance(part, Slot):
            body += "${" + slots[part.name] + "}"
        elif isinstance(part, Limit):
            body += "${" + part.name + "}"
        else:
            body += str(part).replace("\\", "\\\\").replace("`", "\\`").replace("${", "\\${")
    return f"`{body}`"
