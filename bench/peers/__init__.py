"""The candidates the bench times: the generated validator, the stdlib floor, and the peers.

Every candidate turns the tool argument (JSON text) into the envelope (JSON text or bytes), or
raises one of its ``errors`` on an invalid argument. The peers' models are in this folder; each
module's docstring says which of the spec's rules its library cannot express.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from bench.paths import console, console_fast

FLOOR = "floor"
GENERATED = "generated emit"  # pure Python: the stdlib's JSON layer
GENERATED_FAST = "generated emit, orjson"  # the same module with the fast JSON layer


@dataclass
class Candidate:
    name: str
    run: Callable[[str], Any]
    errors: tuple[type[BaseException], ...]
    what: str  # one line for the table's legend
    package: str = ""  # PyPI name, for the version in the results
    notes: list[str] = field(default_factory=list)

    @property
    def version(self) -> str:
        try:
            return version(self.package) if self.package else ""
        except PackageNotFoundError:
            return ""


def floor(text: str) -> str:
    """The least any text-in, text-out validator must do: parse, then write compactly
    (bench/README.md, "The floor"). Every bench that times against the floor calls this one."""
    return json.dumps(json.loads(text), separators=(",", ":"), ensure_ascii=False)


def candidates(skip: set[str] | None = None, schema: str = "auto") -> tuple[list[Candidate], list[str]]:
    """The available candidates, in table order, and a line for each peer that is not."""
    skip = skip or set()
    c = console()
    out = [
        Candidate(
            FLOOR,
            floor,
            (ValueError,),
            'json.dumps(json.loads(s), separators=(",", ":"), ensure_ascii=False)',
        ),
        Candidate(
            GENERATED,
            c.emit_console_actions,
            (c.ConsoleProtocolError,),
            f"{c.__name__}.emit_console_actions (generated)",
        ),
    ]
    missing: list[str] = []
    fast = console_fast()
    if fast is None:
        missing.append(f"{GENERATED_FAST}: not timed (orjson is not installed)")
    elif GENERATED_FAST not in skip:
        out.append(
            Candidate(
                GENERATED_FAST,
                fast.emit_console_actions,
                (fast.ConsoleProtocolError,),
                f"{fast.__name__}.emit_console_actions: the same package with orjson as its JSON layer (generated)",
                package="orjson",
            )
        )
    for name, make in (
        ("jsonschema", _jsonschema),
        ("fastjsonschema", _fastjsonschema),
        ("pydantic", _pydantic),
        ("msgspec", _msgspec),
    ):
        if name in skip:
            continue
        try:
            out.append(make(c.PROTOCOL, schema))
        except Exception as exc:  # a missing package or a schema it cannot compile
            missing.append(f"{name}: not timed ({type(exc).__name__}: {exc})")
    return out, missing


def _schema_runner(protocol: str, validate: Callable[[Any], Any], is_envelope: bool) -> Callable[[str], str]:
    """json.loads, validate (the argument, or the envelope when the schema describes that), dump."""

    def run(text: str) -> str:
        value = json.loads(text)
        envelope = {"protocol": protocol, "actions": [value] if isinstance(value, dict) else value}
        validate(envelope if is_envelope else value)
        return json.dumps(envelope, separators=(",", ":"), ensure_ascii=False)

    return run


def _jsonschema(protocol: str, which: str) -> Candidate:
    import jsonschema
    from jsonschema.validators import validator_for

    from bench.peers.schema import load_schema

    schema, source, is_envelope = load_schema(which)
    validator = validator_for(schema)(schema)
    # Validator.validate raises the first error iter_errors yields (lazily: no full walk after it)
    return Candidate(
        "jsonschema",
        _schema_runner(protocol, validator.validate, is_envelope),
        (jsonschema.ValidationError, ValueError),
        f"json.loads + {type(validator).__name__}.validate + json.dumps; schema: {source}",
        package="jsonschema",
    )


def _fastjsonschema(protocol: str, which: str) -> Candidate:
    import fastjsonschema

    from bench.peers.schema import load_schema

    schema, source, is_envelope = load_schema(which)
    validate = fastjsonschema.compile(schema)
    return Candidate(
        "fastjsonschema",
        _schema_runner(protocol, validate, is_envelope),
        (fastjsonschema.JsonSchemaException, ValueError),
        f"json.loads + compiled validator + json.dumps; schema: {source}",
        package="fastjsonschema",
    )


def _pydantic(protocol: str, which: str) -> Candidate:
    import pydantic

    from bench.peers import pydantic_peer

    return Candidate(
        "pydantic",
        pydantic_peer.emit,
        (pydantic.ValidationError,),
        "TypeAdapter(list[Action]).validate_json + model_dump_json (bench/peers/pydantic_peer.py)",
        package="pydantic",
    )


def _msgspec(protocol: str, which: str) -> Candidate:
    import msgspec

    from bench.peers import msgspec_peer

    return Candidate(
        "msgspec",
        msgspec_peer.emit,
        (msgspec.ValidationError, msgspec.DecodeError),
        "json.Decoder(list[Action]).decode + Encoder.encode (bench/peers/msgspec_peer.py)",
        package="msgspec",
    )
