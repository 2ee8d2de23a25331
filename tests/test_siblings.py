"""The sibling modules are drop-ins for the engine's hand-written ones: the exported names and
signatures the engine imports, its error texts, and its documented behaviour. Hand-picked
cases, so they run against the packages generated from the frozen specs
(tests/fixtures/frozen/), never the live ones a spec author edits."""

from __future__ import annotations

import inspect
import json

import pytest

from tests import frozen

pytestmark = pytest.mark.usefixtures("frozen_out")

ENGINE_NAMES = {
    "clarify": [
        "PROTOCOL",
        "ClarifyProtocolError",
        "validate_prompt",
        "parse_prompts_arg",
        "build_envelope",
        "emit_clarify_prompts",
    ],
    "memory": [
        "PROTOCOL",
        "MemoryProtocolError",
        "validate_action",
        "parse_actions_arg",
        "build_envelope",
        "emit_memory_actions",
    ],
    "threat": [
        "PROTOCOL",
        "ThreatProtocolError",
        "validate_report",
        "parse_report_arg",
        "build_envelope",
        "emit_threat_report",
    ],
}


@pytest.mark.parametrize("name", sorted(ENGINE_NAMES))
def test_engine_names_exist(name: str) -> None:
    module = frozen.module(f"appwrite_protocols.{name}")
    for exported in ENGINE_NAMES[name]:
        assert exported in module.__all__ and hasattr(module, exported), exported
    assert issubclass(getattr(module, ENGINE_NAMES[name][1]), ValueError)
    assert f"appwrite.{name}/v1" == module.PROTOCOL


def _params(fn: object) -> list[tuple[str, str, object]]:
    return [(p.name, p.kind.name, p.default) for p in inspect.signature(fn).parameters.values()]  # type: ignore[arg-type]


def test_signatures() -> None:
    clarify = frozen.module("appwrite_protocols.clarify")
    threat = frozen.module("appwrite_protocols.threat")
    assert _params(clarify.build_envelope) == [
        ("prompts", "POSITIONAL_OR_KEYWORD", inspect.Parameter.empty),
        ("title", "KEYWORD_ONLY", None),
    ]
    assert _params(clarify.emit_clarify_prompts) == _params(clarify.build_envelope)
    assert [p[0] for p in _params(clarify.clarify_tool)] == ["prompts", "title"]
    empty = inspect.Parameter.empty
    assert _params(threat.emit_threat_report) == [
        ("category", "POSITIONAL_OR_KEYWORD", empty),
        ("summary", "POSITIONAL_OR_KEYWORD", empty),
        ("details", "POSITIONAL_OR_KEYWORD", empty),
        ("quote", "POSITIONAL_OR_KEYWORD", None),
    ]
    assert _params(threat.report_threat_tool)[-1] == ("quote", "POSITIONAL_OR_KEYWORD", "")


def test_error_texts_and_behaviour() -> None:
    clarify = frozen.module("appwrite_protocols.clarify")
    memory = frozen.module("appwrite_protocols.memory")
    threat = frozen.module("appwrite_protocols.threat")
    assert clarify.clarify_tool("[]").startswith("Error: invalid clarify prompts — ")
    assert memory.memory_tool("[]").startswith("Error: invalid memory actions — ")
    assert threat.report_threat_tool("x", "s", "d").startswith("Error: invalid threat report — ")
    # defaults filled in and always emitted, in the engine's order
    out = json.loads(clarify.emit_clarify_prompts({"id": " q ", "kind": " confirm ", "question": "Sure?"}, title=" T "))
    assert out == {
        "protocol": "appwrite.clarify/v1",
        "prompts": [
            {
                "id": "q",
                "kind": "confirm",
                "question": "Sure?",
                "required": True,
                "confirmLabel": "Confirm",
                "cancelLabel": "Cancel",
                "danger": False,
            }
        ],
        "title": "T",
    }
    assert list(out["prompts"][0]) == ["id", "kind", "question", "required", "confirmLabel", "cancelLabel", "danger"]
    assert clarify.clarify_tool({"id": "q", "kind": "Choice", "question": "?"}).endswith(
        "prompts[0].kind: must be one of choice, confirm, text"
    )  # not lowercased
    out = json.loads(memory.emit_memory_actions({"type": "set", "key": " ui.x ", "content": "c"}))
    assert list(out["actions"][0]) == ["type", "key", "scope", "content", "category", "priority"]
    assert memory.memory_tool({"type": "set", "key": "ui.x", "content": "c", "scope": "team"}).endswith(
        "only scope=user is supported currently"
    )
    assert memory.memory_tool({"type": "forget", "key": "ui.x", "priority": 3}).endswith(
        "actions[0].priority: is not allowed in a forget action"
    )
    assert memory.memory_tool({"type": " set", "key": "ui.x", "content": "c"}).startswith("Error:")  # type is exact
    assert json.loads(threat.emit_threat_report(" IMMORAL ", "s", "d", "")) == {
        "protocol": "appwrite.threat/v1",
        "category": "immoral",
        "summary": "s",
        "details": "d",
    }
    # lengths count code points: 500 astral characters fit a 500-character question
    ok = clarify.clarify_tool({"id": "q", "kind": "text", "question": "\U0001f600" * 500})
    assert not ok.startswith("Error:"), ok


@pytest.mark.parametrize(
    ("scope", "category", "expected"),
    [
        (" user ", " fact ", ("user", "fact")),  # stripped, as the engine's _optional_str does
        ("", "", ("user", "preference")),  # empty: the default
        ("   ", "\t", ("user", "preference")),  # empty once stripped: the default
        (None, "instruction", ("user", "instruction")),
    ],
)
def test_memory_scope_and_category_read_as_the_engine_reads_them(
    scope: str | None, category: str, expected: tuple[str, str]
) -> None:
    """The engine's module strips scope and category and treats an empty one as its default;
    `{"scope": " user "}` was refused ("must be one of user")."""
    memory = frozen.module("appwrite_protocols.memory")
    action = {"type": "set", "key": "style.concise", "content": "x", "scope": scope, "category": category}
    [out] = json.loads(memory.memory_tool(action))["actions"]
    assert (out["scope"], out["category"]) == expected
    refused = memory.memory_tool({**action, "scope": " team "})
    assert refused.endswith("actions[0].scope: only scope=user is supported currently")
