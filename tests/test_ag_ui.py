"""The generated AG-UI validator (examples/ag-ui/spec/ag_ui.v1.yaml) against the pinned official
Python SDK, ag-ui-protocol 1.0.0, on one corpus: a valid sample of every event (with every
message role, content part, source, outcome and patch op), and mutations of each: a field
missing, null, of the wrong type, an unknown property, an unknown tag.

For each input both sides must make the same decision, and on accept emit the same JSON (the
SDK as its encoder serialises, `model_dump(by_alias=True)`: its own serializer leaves out
optional fields that are None; the generated: the dict `validate_event` returns). The one
systematic difference, the event tag's case, is taken out before comparing and asserted on its
own (test_tag_case). Every other difference is a known disagreement, asserted exactly: a new one
fails, and so does one that goes away. examples/ag-ui/README.md ("Agreement with
ag-ui-protocol 1.0.0") says which side follows AG-UI's schema for each, with the evidence;
`python -m tests.test_ag_ui` prints the figures that section shows."""

from __future__ import annotations

import copy
import functools
import importlib
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ag_ui.core import Event
from pydantic import TypeAdapter, ValidationError

from generator.pipeline import read_specs
from generator.targets.python.names import py_module

ROOT = Path(__file__).resolve().parent.parent
for _src in sorted((ROOT / "examples" / "ag-ui" / "generated" / "python").glob("*/src")):
    if str(_src) not in sys.path:
        sys.path.insert(0, str(_src))

validate_event: Callable[[object], dict[str, Any]] = importlib.import_module(
    "ag_ui_protocol_generated.events"
).validate_event
ADAPTER: TypeAdapter[Any] = TypeAdapter(Event)

Json = Any

# --- the corpus: valid samples -------------------------------------------------------------------

META: dict[str, Json] = {"trace": "t-1", "nothing": None, "nested": {"n": [1, 2.5, True]}}


def event(kind: str, *, attributable: bool = True, **fields: Json) -> dict[str, Json]:
    """One event with every BaseEvent field (and Attributable's, where the event has it) set, in
    the SDK's declared order, so that each of them is mutated too."""
    out: dict[str, Json] = {
        "type": kind,
        "timestamp": 1764770400000,
        "rawEvent": {"provider": "openai", "id": "evt_1", "choices": [None, 1]},
        "metadata": META,
    }
    if attributable:
        out["subagentRunId"] = "sub_1"
    out.update(fields)
    return out


TEXT_PART = {"type": "text", "id": "p1", "text": "Look:", "metadata": ["any", "value"]}
IMAGE_PART = {"type": "image", "id": "p2", "source": {"type": "data", "value": "aGk=", "mimeType": "image/png"}}
AUDIO_PART = {"type": "audio", "source": {"type": "url", "value": "https://x.test/a.mp3", "mimeType": "audio/mpeg"}}
VIDEO_PART = {
    "type": "video",
    "source": {"type": "file", "value": "file_1", "provider": "openai", "mimeType": "video/mp4"},
}
DOCUMENT_PART = {
    "type": "document",
    "source": {"type": "url", "value": "https://x.test/d.pdf"},
    "metadata": {"pages": 3},
}
PARTS = [TEXT_PART, IMAGE_PART, AUDIO_PART, VIDEO_PART, DOCUMENT_PART]

TOOL_CALL = {
    "id": "call_1",
    "type": "function",
    "function": {"name": "search", "arguments": '{"q": "weather"}'},
    "encryptedValue": "enc",
    "metadata": {"k": 1},
}
MESSAGES = [
    {
        "subagentRunId": "sub_1",
        "id": "m1",
        "role": "developer",
        "name": "dev",
        "encryptedValue": "e",
        "metadata": {"a": None},
        "content": "Be brief.",
    },
    {"id": "m2", "role": "system", "name": "sys", "content": ""},
    {"id": "m3", "role": "assistant", "content": "Calling.", "toolCalls": [TOOL_CALL]},
    {"id": "m4", "role": "user", "name": "ann", "content": PARTS},
    {"id": "m5", "role": "user", "content": "Hello"},
    {"id": "m6", "role": "tool", "content": "42", "toolCallId": "call_1", "error": "partial"},
    {"id": "m7", "role": "tool", "content": [TEXT_PART], "toolCallId": "call_1"},
    {"id": "m8", "role": "activity", "activityType": "PLAN", "content": {"steps": ["a"]}, "metadata": {}},
    {"id": "m9", "role": "reasoning", "content": "Hmm.", "encryptedValue": "e"},
]
PATCH = [
    {"op": "add", "path": "/a", "value": {"x": 1}},
    {"op": "remove", "path": "/b/0"},
    {"op": "replace", "path": "", "value": None},
    {"op": "move", "from": "/a", "path": "/c~1d"},
    {"op": "copy", "from": "/c~1d", "path": "/e"},
    {"op": "test", "path": "/e", "value": [1]},
]
USAGE = [
    {
        "provider": "openai",
        "model": "gpt",
        "inputTokens": 10,
        "outputTokens": 5,
        "totalTokens": 15,
        "reasoningTokens": 1,
        "cachedInputTokens": 2,
        "cacheWriteInputTokens": 0,
    }
]
INTERRUPT = {
    "subagentRunId": "sub_1",
    "id": "int_1",
    "reason": "approval",
    "message": "Delete it?",
    "toolCallId": "call_1",
    "responseSchema": {"type": "object"},
    "expiresAt": "2026-12-03T15:00:00Z",
    "metadata": {"k": None},
}
RUN_INPUT = {
    "threadId": "t1",
    "runId": "r1",
    "protocolVersion": "1.0",
    "parentRunId": "r0",
    "state": {"count": 1},
    "messages": [MESSAGES[4], MESSAGES[2]],
    "tools": [{"name": "search", "description": "Search.", "parameters": {"type": "object"}, "metadata": {"v": 1}}],
    "context": [{"description": "locale", "value": "en"}],
    "forwardedProps": {"x": [1]},
    "resume": [{"interruptId": "int_1", "status": "resolved", "payload": {"ok": True}, "metadata": {}}],
}

SAMPLES: dict[str, dict[str, Json]] = {
    "TEXT_MESSAGE_START": event("TEXT_MESSAGE_START", messageId="msg_1", role="assistant", name="bot"),
    "TEXT_MESSAGE_CONTENT": event("TEXT_MESSAGE_CONTENT", messageId="msg_1", delta="Hello"),
    "TEXT_MESSAGE_CONTENT/keep-alive": event("TEXT_MESSAGE_CONTENT", messageId="msg_1", delta=""),
    "TEXT_MESSAGE_END": event("TEXT_MESSAGE_END", messageId="msg_1"),
    "TEXT_MESSAGE_CHUNK": event("TEXT_MESSAGE_CHUNK", messageId="msg_1", role="user", delta="Hi", name="ann"),
    "TOOL_CALL_START": event("TOOL_CALL_START", toolCallId="call_1", toolCallName="search", parentMessageId="msg_1"),
    "TOOL_CALL_ARGS": event("TOOL_CALL_ARGS", toolCallId="call_1", delta='{"q":'),
    "TOOL_CALL_END": event("TOOL_CALL_END", toolCallId="call_1"),
    "TOOL_CALL_CHUNK": event(
        "TOOL_CALL_CHUNK", toolCallId="call_1", toolCallName="search", parentMessageId="msg_1", delta="{}"
    ),
    "TOOL_CALL_RESULT": event(
        "TOOL_CALL_RESULT", messageId="msg_2", toolCallId="call_1", content="3 results", role="tool"
    ),
    "TOOL_CALL_RESULT/parts": event("TOOL_CALL_RESULT", messageId="msg_2", toolCallId="call_1", content=PARTS),
    "STATE_SNAPSHOT": event("STATE_SNAPSHOT", snapshot={"count": 1, "items": [None, "a"]}),
    "STATE_DELTA": event("STATE_DELTA", delta=PATCH),
    "MESSAGES_SNAPSHOT": event("MESSAGES_SNAPSHOT", attributable=False, messages=MESSAGES),
    "ACTIVITY_SNAPSHOT": event(
        "ACTIVITY_SNAPSHOT", messageId="act_1", activityType="PLAN", content={"steps": [], "n": None}, replace=False
    ),
    "ACTIVITY_DELTA": event("ACTIVITY_DELTA", messageId="act_1", activityType="PLAN", patch=PATCH),
    "RAW": event("RAW", event={"kind": "ping", "n": 1}, source="openai"),
    "CUSTOM": event("CUSTOM", name="progress", value=0.5),
    "RUN_STARTED": event(
        "RUN_STARTED",
        attributable=False,
        threadId="t1",
        runId="r1",
        protocolVersion="1.0",
        parentRunId="r0",
        input=RUN_INPUT,
    ),
    "RUN_FINISHED": event(
        "RUN_FINISHED",
        attributable=False,
        threadId="t1",
        runId="r1",
        result={"answer": 42},
        outcome={"type": "success", "pendingToolCallIds": ["call_1"]},
        usage=USAGE,
    ),
    "RUN_FINISHED/interrupt": event(
        "RUN_FINISHED",
        attributable=False,
        threadId="t1",
        runId="r1",
        outcome={"type": "interrupt", "interrupts": [INTERRUPT]},
    ),
    "RUN_FINISHED/cancelled": event(
        "RUN_FINISHED", attributable=False, threadId="t1", runId="r1", outcome={"type": "cancelled"}
    ),
    "RUN_ERROR": event("RUN_ERROR", attributable=False, message="Rate limited", code="rate_limit", usage=[{}]),
    "STEP_STARTED": event("STEP_STARTED", stepName="plan"),
    "STEP_FINISHED": event("STEP_FINISHED", stepName="plan"),
    "REASONING_START": event("REASONING_START", messageId="rs_1"),
    "REASONING_MESSAGE_START": event("REASONING_MESSAGE_START", messageId="rm_1", role="reasoning"),
    "REASONING_MESSAGE_CONTENT": event("REASONING_MESSAGE_CONTENT", messageId="rm_1", delta="Thinking"),
    "REASONING_MESSAGE_END": event("REASONING_MESSAGE_END", messageId="rm_1"),
    "REASONING_MESSAGE_CHUNK": event("REASONING_MESSAGE_CHUNK", messageId="rm_1", delta="more"),
    "REASONING_END": event("REASONING_END", messageId="rs_1"),
    "REASONING_ENCRYPTED_VALUE": event(
        "REASONING_ENCRYPTED_VALUE", subtype="tool-call", entityId="call_1", encryptedValue="b64"
    ),
    "SUBAGENT_STARTED": event(
        "SUBAGENT_STARTED",
        attributable=False,
        subagentRunId="sub_1",
        name="researcher",
        description="Finds things.",
        parentSubagentRunId="sub_0",
        parentToolCallId="call_1",
        parentMessageId="msg_1",
    ),
    "SUBAGENT_FINISHED": event(
        "SUBAGENT_FINISHED",
        attributable=False,
        subagentRunId="sub_1",
        result=[1, "two"],
        outcome={"type": "suspended", "interruptIds": ["int_1"]},
    ),
    "SUBAGENT_FINISHED/success": event(
        "SUBAGENT_FINISHED", attributable=False, subagentRunId="sub_1", outcome={"type": "success"}
    ),
    "SUBAGENT_ERROR": event("SUBAGENT_ERROR", attributable=False, subagentRunId="sub_1", message="failed", code="E1"),
}

# --- the corpus: mutations -------------------------------------------------------------------------

# Keys whose value is any JSON (or an open map of it) in AG-UI: mutated themselves, not walked into
# (what is inside is data to both sides). Content parts are walked: the SDK types them.
OPAQUE = {"rawEvent", "metadata", "snapshot", "value", "event", "result", "state", "forwardedProps", "parameters"}
OPAQUE |= {"payload", "responseSchema"}
TAGS = {"type", "role", "op"}
UNKNOWN_TAG = "zz_unknown"


def wrong_type(value: Json) -> Json:
    """A value of another JSON type, chosen to probe the SDK's lax coercion (RESEARCH.md §3.1)."""
    if isinstance(value, bool):
        return "true"
    if isinstance(value, int | float):
        return "12"
    if isinstance(value, str):
        return 123
    return "x"  # a list or an object


Edit = Callable[[Json], Json]


def at_key(key: str, edit: Edit) -> Edit:
    return lambda d: {**d, key: edit(d[key])}


def without(key: str) -> Edit:
    return lambda d: {k: v for k, v in d.items() if k != key}


def at_index(i: int, edit: Edit) -> Edit:
    return lambda xs: [*xs[:i], edit(xs[i]), *xs[i + 1 :]]


def const(value: Json) -> Edit:
    return lambda _: value


def mutations(node: Json, path: str) -> Iterator[tuple[str, Edit]]:
    """(name, edit) pairs: each edit takes `node` and returns it with one change at `path`."""
    if isinstance(node, dict):
        yield f"unknown:{path}", lambda d: {**d, "extraProp": {"kept": [1, None]}}
        for key, value in node.items():
            sub = f"{path}/{key}"
            yield f"missing:{sub}", without(key)
            yield f"null:{sub}", at_key(key, const(None))
            if key not in OPAQUE:
                yield f"wrong:{sub}", at_key(key, wrong_type)
            if key in TAGS and isinstance(value, str):
                yield f"tag:{sub}", at_key(key, const(UNKNOWN_TAG))
            if isinstance(value, int | float) and not isinstance(value, bool):
                yield f"float:{sub}", at_key(key, float)
            # an activity's content is an open map; a message's or a result's is walked
            if key not in OPAQUE and not (key == "content" and isinstance(value, dict)):
                for name, edit in mutations(value, sub):
                    yield name, at_key(key, edit)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            sub = f"{path}/{i}"
            if isinstance(value, dict):
                for name, edit in mutations(value, sub):
                    yield name, at_index(i, edit)
            else:
                yield f"null:{sub}", at_index(i, const(None))
                yield f"wrong:{sub}", at_index(i, wrong_type)


def corpus() -> dict[str, dict[str, Json]]:
    """Case id (`sample:mutation:/json/pointer`) -> input."""
    out: dict[str, dict[str, Json]] = {}
    for name, sample in SAMPLES.items():
        out[f"{name}:valid"] = sample
        out[f"{name}:tag-lowercase:/type"] = {**sample, "type": sample["type"].lower()}
        for mutation, edit in mutations(sample, ""):
            out[f"{name}:{mutation}"] = edit(copy.deepcopy(sample))
    return out


# --- both sides ----------------------------------------------------------------------------------


def canonical(value: Json) -> str:
    """JSON text that tells 1 from 1.0 and True from 1; object key order is not meaning."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def run_sdk(raw: Json) -> Json | None:
    try:
        model = ADAPTER.validate_python(copy.deepcopy(raw))
    except ValidationError:
        return None
    return model.model_dump(mode="json", by_alias=True)


def run_generated(raw: Json) -> Json | None:
    try:
        return validate_event(copy.deepcopy(raw))
    except ValueError:
        return None


def verdict(raw: Json) -> str:
    """agree, generated-only (it accepts, the SDK refuses), sdk-only, or output (both accept, the
    JSON differs)."""
    sdk, gen = run_sdk(raw), run_generated(raw)
    if sdk is None and gen is None:
        return "agree"
    if sdk is None:
        return "generated-only"
    if gen is None:
        return "sdk-only"
    return "agree" if canonical(sdk) == canonical(gen) else "output"


@functools.cache
def verdicts() -> dict[str, str]:
    return {case: verdict(raw) for case, raw in corpus().items()}


# --- the known disagreements, by cause (README.md "Agreement with ag-ui-protocol 1.0.0") ------------


def cause(case: str, result: str) -> str | None:
    """Which known cause explains a disagreement, from the case id alone; None: not a known one."""
    sample, mutation, path = case.split(":")
    leaf = path.rsplit("/", 1)[-1]
    if mutation == "null" and result == "sdk-only":
        return "K2 optional null"
    if mutation == "wrong" and result == "sdk-only" and leaf in {"timestamp"} | TOKEN_FIELDS | {"replace"}:
        return "K3 lax coercion"
    if mutation == "missing" and result == "sdk-only" and (leaf == "role" or leaf == "type") and const_default(case):
        return "K4 defaulted constant"
    return None


TOKEN_FIELDS = {"inputTokens", "outputTokens", "totalTokens", "reasoningTokens", "cachedInputTokens"}
TOKEN_FIELDS |= {"cacheWriteInputTokens"}


def const_default(case: str) -> bool:
    """REASONING_MESSAGE_START.role and a tool call's type: the SDK defaults the constant."""
    return case.startswith("REASONING_MESSAGE_START:missing:/role") or "/toolCalls/" in case


def disagreements() -> dict[str, str]:
    return {case: result for case, result in verdicts().items() if result != "agree"}


def test_samples_are_valid_on_both_sides() -> None:
    for name, sample in SAMPLES.items():
        assert run_sdk(sample) is not None, name
        assert run_generated(sample) is not None, name
        assert verdicts()[f"{name}:valid"] == "agree", name


def test_known_disagreements_exactly() -> None:
    """Every disagreement is listed below, with the side that accepts; a new one fails, and so
    does one that goes away (update the list and README.md together)."""
    assert disagreements() == KNOWN


def test_every_known_disagreement_has_its_cause() -> None:
    """Each listed disagreement is one of the causes README.md gives evidence for."""
    assert {case: cause(case, result) for case, result in KNOWN.items() if cause(case, result) is None} == {}


def sdk_key_order(value: Json, key: str = "") -> Json:
    """The generated output in the SDK's key order: a union's tag comes first in the generated
    output, and the SDK's messages declare `role` after `subagentRunId` and `id`."""
    if isinstance(value, list):
        return [sdk_key_order(v, key) for v in value]
    if not isinstance(value, dict) or key in OPAQUE:
        return value
    out = {k: sdk_key_order(v, k) for k, v in value.items()}
    if key == "messages" and "role" in out:
        role = out.pop("role")
        keys = list(out)
        at = keys.index("id") + 1 if "id" in keys else 0
        out = dict([*list(out.items())[:at], ("role", role), *list(out.items())[at:]])
    return out


def test_key_order() -> None:
    """Where both accept and agree, the JSON text is the same too (keys in the same order), but
    for where a message's `role` sits."""
    for case, raw in corpus().items():
        sdk, gen = run_sdk(raw), run_generated(raw)
        if verdicts()[case] == "agree" and sdk is not None and gen is not None:
            assert json.dumps(sdk) == json.dumps(sdk_key_order(gen)), case


def test_tag_case() -> None:
    """The tag is matched and emitted exactly as AG-UI writes it (each variant's `tag`), as the SDK
    does: a lower-case tag is refused by both."""
    for name, sample in SAMPLES.items():
        out = run_generated(sample)
        assert out is not None and out["type"] == sample["type"], name
        assert run_generated({**sample, "type": sample["type"].lower()}) is None, name
        model = ADAPTER.validate_python(sample)
        assert model.model_dump(by_alias=True)["type"] == sample["type"], name


KNOWN: dict[str, str] = {
    # K2 optional null: 227
    "TEXT_MESSAGE_START:null:/timestamp": "sdk-only",
    "TEXT_MESSAGE_START:null:/rawEvent": "sdk-only",
    "TEXT_MESSAGE_START:null:/metadata": "sdk-only",
    "TEXT_MESSAGE_START:null:/subagentRunId": "sdk-only",
    "TEXT_MESSAGE_START:null:/role": "sdk-only",
    "TEXT_MESSAGE_START:null:/name": "sdk-only",
    "TEXT_MESSAGE_CONTENT:null:/timestamp": "sdk-only",
    "TEXT_MESSAGE_CONTENT:null:/rawEvent": "sdk-only",
    "TEXT_MESSAGE_CONTENT:null:/metadata": "sdk-only",
    "TEXT_MESSAGE_CONTENT:null:/subagentRunId": "sdk-only",
    "TEXT_MESSAGE_CONTENT/keep-alive:null:/timestamp": "sdk-only",
    "TEXT_MESSAGE_CONTENT/keep-alive:null:/rawEvent": "sdk-only",
    "TEXT_MESSAGE_CONTENT/keep-alive:null:/metadata": "sdk-only",
    "TEXT_MESSAGE_CONTENT/keep-alive:null:/subagentRunId": "sdk-only",
    "TEXT_MESSAGE_END:null:/timestamp": "sdk-only",
    "TEXT_MESSAGE_END:null:/rawEvent": "sdk-only",
    "TEXT_MESSAGE_END:null:/metadata": "sdk-only",
    "TEXT_MESSAGE_END:null:/subagentRunId": "sdk-only",
    "TEXT_MESSAGE_CHUNK:null:/timestamp": "sdk-only",
    "TEXT_MESSAGE_CHUNK:null:/rawEvent": "sdk-only",
    "TEXT_MESSAGE_CHUNK:null:/metadata": "sdk-only",
    "TEXT_MESSAGE_CHUNK:null:/subagentRunId": "sdk-only",
    "TEXT_MESSAGE_CHUNK:null:/messageId": "sdk-only",
    "TEXT_MESSAGE_CHUNK:null:/role": "sdk-only",
    "TEXT_MESSAGE_CHUNK:null:/delta": "sdk-only",
    "TEXT_MESSAGE_CHUNK:null:/name": "sdk-only",
    "TOOL_CALL_START:null:/timestamp": "sdk-only",
    "TOOL_CALL_START:null:/rawEvent": "sdk-only",
    "TOOL_CALL_START:null:/metadata": "sdk-only",
    "TOOL_CALL_START:null:/subagentRunId": "sdk-only",
    "TOOL_CALL_START:null:/parentMessageId": "sdk-only",
    "TOOL_CALL_ARGS:null:/timestamp": "sdk-only",
    "TOOL_CALL_ARGS:null:/rawEvent": "sdk-only",
    "TOOL_CALL_ARGS:null:/metadata": "sdk-only",
    "TOOL_CALL_ARGS:null:/subagentRunId": "sdk-only",
    "TOOL_CALL_END:null:/timestamp": "sdk-only",
    "TOOL_CALL_END:null:/rawEvent": "sdk-only",
    "TOOL_CALL_END:null:/metadata": "sdk-only",
    "TOOL_CALL_END:null:/subagentRunId": "sdk-only",
    "TOOL_CALL_CHUNK:null:/timestamp": "sdk-only",
    "TOOL_CALL_CHUNK:null:/rawEvent": "sdk-only",
    "TOOL_CALL_CHUNK:null:/metadata": "sdk-only",
    "TOOL_CALL_CHUNK:null:/subagentRunId": "sdk-only",
    "TOOL_CALL_CHUNK:null:/toolCallId": "sdk-only",
    "TOOL_CALL_CHUNK:null:/toolCallName": "sdk-only",
    "TOOL_CALL_CHUNK:null:/parentMessageId": "sdk-only",
    "TOOL_CALL_CHUNK:null:/delta": "sdk-only",
    "TOOL_CALL_RESULT:null:/timestamp": "sdk-only",
    "TOOL_CALL_RESULT:null:/rawEvent": "sdk-only",
    "TOOL_CALL_RESULT:null:/metadata": "sdk-only",
    "TOOL_CALL_RESULT:null:/subagentRunId": "sdk-only",
    "TOOL_CALL_RESULT:null:/role": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/timestamp": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/rawEvent": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/metadata": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/subagentRunId": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/content/0/id": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/content/0/metadata": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/content/1/id": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/content/2/source/mimeType": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/content/3/source/provider": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/content/3/source/mimeType": "sdk-only",
    "TOOL_CALL_RESULT/parts:null:/content/4/metadata": "sdk-only",
    "STATE_SNAPSHOT:null:/timestamp": "sdk-only",
    "STATE_SNAPSHOT:null:/rawEvent": "sdk-only",
    "STATE_SNAPSHOT:null:/metadata": "sdk-only",
    "STATE_SNAPSHOT:null:/subagentRunId": "sdk-only",
    "STATE_DELTA:null:/timestamp": "sdk-only",
    "STATE_DELTA:null:/rawEvent": "sdk-only",
    "STATE_DELTA:null:/metadata": "sdk-only",
    "STATE_DELTA:null:/subagentRunId": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/timestamp": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/rawEvent": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/metadata": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/0/subagentRunId": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/0/name": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/0/encryptedValue": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/0/metadata": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/1/name": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/2/content": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/2/toolCalls": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/2/toolCalls/0/encryptedValue": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/2/toolCalls/0/metadata": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/3/name": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/3/content/0/id": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/3/content/0/metadata": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/3/content/1/id": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/3/content/2/source/mimeType": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/3/content/3/source/provider": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/3/content/3/source/mimeType": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/3/content/4/metadata": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/5/error": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/6/content/0/id": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/6/content/0/metadata": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/7/metadata": "sdk-only",
    "MESSAGES_SNAPSHOT:null:/messages/8/encryptedValue": "sdk-only",
    "ACTIVITY_SNAPSHOT:null:/timestamp": "sdk-only",
    "ACTIVITY_SNAPSHOT:null:/rawEvent": "sdk-only",
    "ACTIVITY_SNAPSHOT:null:/metadata": "sdk-only",
    "ACTIVITY_SNAPSHOT:null:/subagentRunId": "sdk-only",
    "ACTIVITY_SNAPSHOT:null:/replace": "sdk-only",
    "ACTIVITY_DELTA:null:/timestamp": "sdk-only",
    "ACTIVITY_DELTA:null:/rawEvent": "sdk-only",
    "ACTIVITY_DELTA:null:/metadata": "sdk-only",
    "ACTIVITY_DELTA:null:/subagentRunId": "sdk-only",
    "RAW:null:/timestamp": "sdk-only",
    "RAW:null:/rawEvent": "sdk-only",
    "RAW:null:/metadata": "sdk-only",
    "RAW:null:/subagentRunId": "sdk-only",
    "RAW:null:/source": "sdk-only",
    "CUSTOM:null:/timestamp": "sdk-only",
    "CUSTOM:null:/rawEvent": "sdk-only",
    "CUSTOM:null:/metadata": "sdk-only",
    "CUSTOM:null:/subagentRunId": "sdk-only",
    "RUN_STARTED:null:/timestamp": "sdk-only",
    "RUN_STARTED:null:/rawEvent": "sdk-only",
    "RUN_STARTED:null:/metadata": "sdk-only",
    "RUN_STARTED:null:/protocolVersion": "sdk-only",
    "RUN_STARTED:null:/parentRunId": "sdk-only",
    "RUN_STARTED:null:/input": "sdk-only",
    "RUN_STARTED:null:/input/protocolVersion": "sdk-only",
    "RUN_STARTED:null:/input/parentRunId": "sdk-only",
    "RUN_STARTED:null:/input/messages/1/content": "sdk-only",
    "RUN_STARTED:null:/input/messages/1/toolCalls": "sdk-only",
    "RUN_STARTED:null:/input/messages/1/toolCalls/0/encryptedValue": "sdk-only",
    "RUN_STARTED:null:/input/messages/1/toolCalls/0/metadata": "sdk-only",
    "RUN_STARTED:null:/input/tools": "sdk-only",
    "RUN_STARTED:null:/input/tools/0/parameters": "sdk-only",
    "RUN_STARTED:null:/input/tools/0/metadata": "sdk-only",
    "RUN_STARTED:null:/input/context": "sdk-only",
    "RUN_STARTED:null:/input/forwardedProps": "sdk-only",
    "RUN_STARTED:null:/input/resume": "sdk-only",
    "RUN_STARTED:null:/input/resume/0/payload": "sdk-only",
    "RUN_STARTED:null:/input/resume/0/metadata": "sdk-only",
    "RUN_FINISHED:null:/timestamp": "sdk-only",
    "RUN_FINISHED:null:/rawEvent": "sdk-only",
    "RUN_FINISHED:null:/metadata": "sdk-only",
    "RUN_FINISHED:null:/result": "sdk-only",
    "RUN_FINISHED:null:/outcome": "sdk-only",
    "RUN_FINISHED:null:/outcome/pendingToolCallIds": "sdk-only",
    "RUN_FINISHED:null:/usage": "sdk-only",
    "RUN_FINISHED:null:/usage/0/provider": "sdk-only",
    "RUN_FINISHED:null:/usage/0/model": "sdk-only",
    "RUN_FINISHED:null:/usage/0/inputTokens": "sdk-only",
    "RUN_FINISHED:null:/usage/0/outputTokens": "sdk-only",
    "RUN_FINISHED:null:/usage/0/totalTokens": "sdk-only",
    "RUN_FINISHED:null:/usage/0/reasoningTokens": "sdk-only",
    "RUN_FINISHED:null:/usage/0/cachedInputTokens": "sdk-only",
    "RUN_FINISHED:null:/usage/0/cacheWriteInputTokens": "sdk-only",
    "RUN_FINISHED/interrupt:null:/timestamp": "sdk-only",
    "RUN_FINISHED/interrupt:null:/rawEvent": "sdk-only",
    "RUN_FINISHED/interrupt:null:/metadata": "sdk-only",
    "RUN_FINISHED/interrupt:null:/outcome": "sdk-only",
    "RUN_FINISHED/interrupt:null:/outcome/interrupts/0/subagentRunId": "sdk-only",
    "RUN_FINISHED/interrupt:null:/outcome/interrupts/0/message": "sdk-only",
    "RUN_FINISHED/interrupt:null:/outcome/interrupts/0/toolCallId": "sdk-only",
    "RUN_FINISHED/interrupt:null:/outcome/interrupts/0/responseSchema": "sdk-only",
    "RUN_FINISHED/interrupt:null:/outcome/interrupts/0/expiresAt": "sdk-only",
    "RUN_FINISHED/interrupt:null:/outcome/interrupts/0/metadata": "sdk-only",
    "RUN_FINISHED/cancelled:null:/timestamp": "sdk-only",
    "RUN_FINISHED/cancelled:null:/rawEvent": "sdk-only",
    "RUN_FINISHED/cancelled:null:/metadata": "sdk-only",
    "RUN_FINISHED/cancelled:null:/outcome": "sdk-only",
    "RUN_ERROR:null:/timestamp": "sdk-only",
    "RUN_ERROR:null:/rawEvent": "sdk-only",
    "RUN_ERROR:null:/metadata": "sdk-only",
    "RUN_ERROR:null:/code": "sdk-only",
    "RUN_ERROR:null:/usage": "sdk-only",
    "STEP_STARTED:null:/timestamp": "sdk-only",
    "STEP_STARTED:null:/rawEvent": "sdk-only",
    "STEP_STARTED:null:/metadata": "sdk-only",
    "STEP_STARTED:null:/subagentRunId": "sdk-only",
    "STEP_FINISHED:null:/timestamp": "sdk-only",
    "STEP_FINISHED:null:/rawEvent": "sdk-only",
    "STEP_FINISHED:null:/metadata": "sdk-only",
    "STEP_FINISHED:null:/subagentRunId": "sdk-only",
    "REASONING_START:null:/timestamp": "sdk-only",
    "REASONING_START:null:/rawEvent": "sdk-only",
    "REASONING_START:null:/metadata": "sdk-only",
    "REASONING_START:null:/subagentRunId": "sdk-only",
    "REASONING_MESSAGE_START:null:/timestamp": "sdk-only",
    "REASONING_MESSAGE_START:null:/rawEvent": "sdk-only",
    "REASONING_MESSAGE_START:null:/metadata": "sdk-only",
    "REASONING_MESSAGE_START:null:/subagentRunId": "sdk-only",
    "REASONING_MESSAGE_CONTENT:null:/timestamp": "sdk-only",
    "REASONING_MESSAGE_CONTENT:null:/rawEvent": "sdk-only",
    "REASONING_MESSAGE_CONTENT:null:/metadata": "sdk-only",
    "REASONING_MESSAGE_CONTENT:null:/subagentRunId": "sdk-only",
    "REASONING_MESSAGE_END:null:/timestamp": "sdk-only",
    "REASONING_MESSAGE_END:null:/rawEvent": "sdk-only",
    "REASONING_MESSAGE_END:null:/metadata": "sdk-only",
    "REASONING_MESSAGE_END:null:/subagentRunId": "sdk-only",
    "REASONING_MESSAGE_CHUNK:null:/timestamp": "sdk-only",
    "REASONING_MESSAGE_CHUNK:null:/rawEvent": "sdk-only",
    "REASONING_MESSAGE_CHUNK:null:/metadata": "sdk-only",
    "REASONING_MESSAGE_CHUNK:null:/subagentRunId": "sdk-only",
    "REASONING_MESSAGE_CHUNK:null:/messageId": "sdk-only",
    "REASONING_MESSAGE_CHUNK:null:/delta": "sdk-only",
    "REASONING_END:null:/timestamp": "sdk-only",
    "REASONING_END:null:/rawEvent": "sdk-only",
    "REASONING_END:null:/metadata": "sdk-only",
    "REASONING_END:null:/subagentRunId": "sdk-only",
    "REASONING_ENCRYPTED_VALUE:null:/timestamp": "sdk-only",
    "REASONING_ENCRYPTED_VALUE:null:/rawEvent": "sdk-only",
    "REASONING_ENCRYPTED_VALUE:null:/metadata": "sdk-only",
    "REASONING_ENCRYPTED_VALUE:null:/subagentRunId": "sdk-only",
    "SUBAGENT_STARTED:null:/timestamp": "sdk-only",
    "SUBAGENT_STARTED:null:/rawEvent": "sdk-only",
    "SUBAGENT_STARTED:null:/metadata": "sdk-only",
    "SUBAGENT_STARTED:null:/description": "sdk-only",
    "SUBAGENT_STARTED:null:/parentSubagentRunId": "sdk-only",
    "SUBAGENT_STARTED:null:/parentToolCallId": "sdk-only",
    "SUBAGENT_STARTED:null:/parentMessageId": "sdk-only",
    "SUBAGENT_FINISHED:null:/timestamp": "sdk-only",
    "SUBAGENT_FINISHED:null:/rawEvent": "sdk-only",
    "SUBAGENT_FINISHED:null:/metadata": "sdk-only",
    "SUBAGENT_FINISHED:null:/result": "sdk-only",
    "SUBAGENT_FINISHED:null:/outcome": "sdk-only",
    "SUBAGENT_FINISHED:null:/outcome/interruptIds": "sdk-only",
    "SUBAGENT_FINISHED/success:null:/timestamp": "sdk-only",
    "SUBAGENT_FINISHED/success:null:/rawEvent": "sdk-only",
    "SUBAGENT_FINISHED/success:null:/metadata": "sdk-only",
    "SUBAGENT_FINISHED/success:null:/outcome": "sdk-only",
    "SUBAGENT_ERROR:null:/timestamp": "sdk-only",
    "SUBAGENT_ERROR:null:/rawEvent": "sdk-only",
    "SUBAGENT_ERROR:null:/metadata": "sdk-only",
    "SUBAGENT_ERROR:null:/code": "sdk-only",
    # K3 lax coercion: 43
    "TEXT_MESSAGE_START:wrong:/timestamp": "sdk-only",
    "TEXT_MESSAGE_CONTENT:wrong:/timestamp": "sdk-only",
    "TEXT_MESSAGE_CONTENT/keep-alive:wrong:/timestamp": "sdk-only",
    "TEXT_MESSAGE_END:wrong:/timestamp": "sdk-only",
    "TEXT_MESSAGE_CHUNK:wrong:/timestamp": "sdk-only",
    "TOOL_CALL_START:wrong:/timestamp": "sdk-only",
    "TOOL_CALL_ARGS:wrong:/timestamp": "sdk-only",
    "TOOL_CALL_END:wrong:/timestamp": "sdk-only",
    "TOOL_CALL_CHUNK:wrong:/timestamp": "sdk-only",
    "TOOL_CALL_RESULT:wrong:/timestamp": "sdk-only",
    "TOOL_CALL_RESULT/parts:wrong:/timestamp": "sdk-only",
    "STATE_SNAPSHOT:wrong:/timestamp": "sdk-only",
    "STATE_DELTA:wrong:/timestamp": "sdk-only",
    "MESSAGES_SNAPSHOT:wrong:/timestamp": "sdk-only",
    "ACTIVITY_SNAPSHOT:wrong:/timestamp": "sdk-only",
    "ACTIVITY_SNAPSHOT:wrong:/replace": "sdk-only",
    "ACTIVITY_DELTA:wrong:/timestamp": "sdk-only",
    "RAW:wrong:/timestamp": "sdk-only",
    "CUSTOM:wrong:/timestamp": "sdk-only",
    "RUN_STARTED:wrong:/timestamp": "sdk-only",
    "RUN_FINISHED:wrong:/timestamp": "sdk-only",
    "RUN_FINISHED:wrong:/usage/0/inputTokens": "sdk-only",
    "RUN_FINISHED:wrong:/usage/0/outputTokens": "sdk-only",
    "RUN_FINISHED:wrong:/usage/0/totalTokens": "sdk-only",
    "RUN_FINISHED:wrong:/usage/0/reasoningTokens": "sdk-only",
    "RUN_FINISHED:wrong:/usage/0/cachedInputTokens": "sdk-only",
    "RUN_FINISHED:wrong:/usage/0/cacheWriteInputTokens": "sdk-only",
    "RUN_FINISHED/interrupt:wrong:/timestamp": "sdk-only",
    "RUN_FINISHED/cancelled:wrong:/timestamp": "sdk-only",
    "RUN_ERROR:wrong:/timestamp": "sdk-only",
    "STEP_STARTED:wrong:/timestamp": "sdk-only",
    "STEP_FINISHED:wrong:/timestamp": "sdk-only",
    "REASONING_START:wrong:/timestamp": "sdk-only",
    "REASONING_MESSAGE_START:wrong:/timestamp": "sdk-only",
    "REASONING_MESSAGE_CONTENT:wrong:/timestamp": "sdk-only",
    "REASONING_MESSAGE_END:wrong:/timestamp": "sdk-only",
    "REASONING_MESSAGE_CHUNK:wrong:/timestamp": "sdk-only",
    "REASONING_END:wrong:/timestamp": "sdk-only",
    "REASONING_ENCRYPTED_VALUE:wrong:/timestamp": "sdk-only",
    "SUBAGENT_STARTED:wrong:/timestamp": "sdk-only",
    "SUBAGENT_FINISHED:wrong:/timestamp": "sdk-only",
    "SUBAGENT_FINISHED/success:wrong:/timestamp": "sdk-only",
    "SUBAGENT_ERROR:wrong:/timestamp": "sdk-only",
    # K4 defaulted constant: 3
    "MESSAGES_SNAPSHOT:missing:/messages/2/toolCalls/0/type": "sdk-only",
    "RUN_STARTED:missing:/input/messages/1/toolCalls/0/type": "sdk-only",
    "REASONING_MESSAGE_START:missing:/role": "sdk-only",
}


CAUSES = ["K2", "K3", "K4"]  # K1 (tag case) and K5 (content as any) are gone: the language has tags and one_of


def figures() -> dict[str, Counter[str]]:
    """Per event type: inputs, agreeing ones, and disagreements by cause (README.md's table)."""
    out: dict[str, Counter[str]] = {}
    for case, result in verdicts().items():
        row = out.setdefault(case.split(":")[0].split("/")[0], Counter())
        row["inputs"] += 1
        row["agree" if result == "agree" else str(cause(case, result))[:2]] += 1
    return out


def table_rows(rows: dict[str, Counter[str]], causes: list[str]) -> list[str]:
    """README.md's agreement table: a row per event type, then all of them."""
    rows = {**rows, "**all**": sum(rows.values(), Counter())}
    out = []
    for kind, row in rows.items():
        name = kind if kind.startswith("*") else f"`{kind}`"
        cells = [row["inputs"], row["agree"], f"{100 * row['agree'] / row['inputs']:.1f}%"]
        cells += [row[k] for k in causes]
        out.append("| " + " | ".join([name, *map(str, cells)]) + " |")
    return out


if __name__ == "__main__":
    for case, result in sorted(disagreements().items()):
        print(cause(case, result), result, case)
    print(*table_rows(figures(), CAUSES), sep="\n")


def test_every_major_of_the_example_validates_events_alike() -> None:
    """The example's majors differ in their stream rules and in v1's placeholder field on the
    empty outcome shapes, not in what an event is: every input of the corpus gets the same
    output, or the same error, from each major's `validate_event`, so the figures above hold for
    all of them."""
    specs = sorted((ROOT / "examples" / "ag-ui" / "spec").glob("*.yaml"))
    modules = [importlib.import_module(py_module(p)) for p in read_specs(specs)]
    assert len(modules) == len(specs) > 1

    def outcome(module: Any, raw: Json) -> Json:
        try:
            return module.validate_event(copy.deepcopy(raw))
        except ValueError as exc:
            return ("refused", getattr(exc, "path", None), getattr(exc, "reason", None))

    for name, raw in corpus().items():
        first = outcome(modules[0], raw)
        assert all(outcome(m, raw) == first for m in modules[1:]), name
