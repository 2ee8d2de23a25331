"""A synthetic spec of N actions, each with 5 fields, an enum and a limit: the shape of spec the
issue measured the generator on (issue 37, "Scale"), for the generator table of the bench
(``python -m bench --generator``) and the tests that a large spec generates, imports and checks.

Action k (``action_k``) has a required ``id`` with a pattern, a ``title`` bounded by its own
limit ``MAX_ACTION_K_TITLE``, a ``mode`` from its own enum ``mode_k`` (three values, stripped and
lowercased), an optional integer ``count`` and a boolean ``enabled``, and one example. Each
declaration is used once, so the builder's "unused declaration" check is met at any size.
"""

from __future__ import annotations

from pathlib import Path

SIZES = (10, 100, 1000)  # the bench's generator table


def _action(k: int) -> str:
    return f"""\
  - name: action_{k}
    summary: Action number {k} of the synthetic spec.
    fields:
      - {{name: id, type: string, required: true, pattern: '^[a-z][a-z0-9_-]{{0,63}}$', doc: Which item}}
      - {{name: title, type: string, required: true, max_length: MAX_ACTION_{k}_TITLE, doc: Shown to the user}}
      - {{name: mode, type: enum, enum: mode_{k}, default: fast, doc: How it runs}}
      - {{name: count, type: integer, min: 0, max: 1000, default: 1, doc: How many times}}
      - {{name: enabled, type: boolean, doc: Whether it is on}}
    examples:
      - {{type: action_{k}, id: item-{k}, title: Title {k}, mode: slow}}
"""


def synthetic_spec(actions: int, *, version: str = "1.0.0", extra_value: bool = False) -> str:
    """The spec's YAML text. ``extra_value`` adds a value to the first action's enum (a
    compatible change, for ``diff``; pass the next minor as ``version``)."""
    name = f"synth{actions}"
    limits = "".join(
        f"  MAX_ACTION_{k}_TITLE: {{value: {100 + k}, doc: Characters in action {k}'s title.}}\n"
        for k in range(1, actions + 1)
    )
    enums = "".join(
        f"  mode_{k}:\n    values: [fast, slow, off{', paused' if extra_value and k == 1 else ''}]\n"
        for k in range(1, actions + 1)
    )
    variants = "".join(_action(k) for k in range(1, actions + 1))
    return f"""\
# A synthetic spec of {actions} actions (bench/synthetic_actions.py).
language: 1

protocol:
  name: {name}
  id: bench.{name}/v1
  version: {version}
  title: Synthetic protocol of {actions} actions
  summary: A generated spec for timing the generator at scale.

packages:
  python:
    module: bench_protocols.{name}
    distribution: bench-protocols-{name}
  typescript:
    package: "@bench/{name}-protocol"
    prefix: Synth{actions}

tool:
  name: {name}
  argument: actions
  argument_doc: JSON string (array of actions)
  error_prefix: "Error: invalid actions: "
  description: Run synthetic actions.

limits:
  MAX_ACTIONS: {{value: 20, doc: Actions in one call.}}
  MAX_ARGUMENT_BYTES: {{value: 1048576, doc: Bytes of JSON text in one tool argument.}}
  MAX_NESTING_DEPTH: {{value: 32, doc: Nesting of arrays and objects in one tool argument.}}
{limits}
safety:
  - rule: max_argument_bytes
    limit: MAX_ARGUMENT_BYTES
    reason: Bounds the memory and time one call can cost.
  - rule: max_nesting_depth
    limit: MAX_NESTING_DEPTH
    reason: Deep nesting is a protocol error, not a stack overflow.

envelope:
  list: actions
  item: action
  min_items: 1
  max_items: MAX_ACTIONS
  discriminator:
    field: type

defaults:
  string: {{normalise: [strip]}}
  enum: {{normalise: [strip, lowercase]}}

enums:
{enums}
variants:
{variants}"""


def write_synthetic_spec(actions: int, folder: Path, **options: object) -> Path:
    """Write the spec as ``folder/synth<N>.v1.yaml`` and return its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"synth{actions}.v1.yaml"
    path.write_text(synthetic_spec(actions, **options), encoding="utf-8")  # type: ignore[arg-type]
    return path
