"""``python -m bench --ag-ui``: the generated AG-UI validator against ag-ui-protocol's pydantic
models, on a realistic event stream, in one process.

The stream is the 36 valid samples of tests/test_ag_ui.py (every event type, messages of every
role, content parts, patches of every op), each as the JSON text of one SSE ``data:`` line, in
order, plus a run of 200 TEXT_MESSAGE_CONTENT deltas (what a stream is mostly made of). Both
sides read the text and write canonical JSON: the generated package with ``json.loads``,
``validate_event`` and ``json.dumps``; the SDK with ``TypeAdapter(Event).validate_json`` and
``dump_json(by_alias=True)`` (its own serialiser, which leaves optional ``None`` fields out).
Timed by pyperf in this process (bench/timing.py).
The floor is ``json.dumps(json.loads(text))``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Callable
from typing import Any, cast

from bench.paths import BUILD, ROOT, TSC
from bench.timing import median_ns, time


def stream() -> list[str]:
    from tests.test_ag_ui import SAMPLES

    texts = [json.dumps(sample, separators=(",", ":")) for sample in SAMPLES.values()]
    delta = {"type": "TEXT_MESSAGE_CONTENT", "messageId": "msg_1", "delta": "token "}
    return texts + [json.dumps(delta, separators=(",", ":"))] * 200


def candidates() -> dict[str, Callable[[list[str]], object]]:
    from ag_ui.core import Event
    from pydantic import TypeAdapter

    from tests.test_ag_ui import validate_event

    adapter: TypeAdapter[Any] = TypeAdapter(Event)
    dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode

    def floor(texts: list[str]) -> object:
        return [dumps(json.loads(t)) for t in texts]

    def generated(texts: list[str]) -> object:
        return [dumps(validate_event(json.loads(t))) for t in texts]

    def sdk(texts: list[str]) -> object:
        return [adapter.dump_json(adapter.validate_json(t), by_alias=True) for t in texts]

    return {"floor": floor, "generated": generated, "ag-ui-protocol": sdk}


def run(rounds: int, sample_ms: float) -> dict[str, float]:
    """Median ns per stream, by candidate."""
    return {name: median_ns(b) for name, b in time("ag-ui", candidates(), stream(), rounds, sample_ms).items()}


def render(timed: dict[str, float], events: int) -> str:
    floor = timed["floor"]
    lines = [
        f"**AG-UI event stream** ({events} events, one JSON text each; median per stream, × the floor "
        "`json.dumps(json.loads(text))`)",
        "",
        "| candidate | per stream | per event | × floor |",
        "|---|---:|---:|---:|",
    ]
    for name, ns in timed.items():
        lines.append(f"| {name} | {ns / 1e6:.2f} ms | {ns / events / 1000:.2f} µs | {ns / floor:.2f}× |")
    return "\n".join(lines)


def run_node(rounds: int) -> dict[str, Any]:
    """The TypeScript half (bench/node/ag_ui.mjs): the example's generated module, compiled by
    tsc into build/bench-ag-ui/, against @ag-ui/core on the same stream."""
    node = shutil.which("node")
    if node is None or not TSC.exists():
        return {"skipped": "node or node_modules/.bin/tsc not found (run `npm ci`)"}
    out = BUILD / "bench-ag-ui"
    out.mkdir(parents=True, exist_ok=True)
    (out / "package.json").write_text('{"type": "module"}\n', encoding="utf-8")
    source = ROOT / "examples" / "ag-ui" / "generated" / "typescript" / "ag_ui" / "ag_ui.ts"
    options = ["--target", "ES2022", "--module", "NodeNext", "--moduleResolution", "NodeNext", "--strict"]
    subprocess.run([str(TSC), *options, "--outDir", str(out), str(source)], cwd=ROOT, check=True, capture_output=True)
    (out / "stream.json").write_text(json.dumps(stream()), encoding="utf-8")
    done = subprocess.run(
        [
            node,
            "--expose-gc",
            str(ROOT / "bench" / "node" / "ag_ui.mjs"),
            str(out / "ag_ui.js"),
            str(out / "stream.json"),
            str(rounds),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        return {"skipped": f"node failed ({done.returncode}): {done.stderr[-2000:]}"}
    return cast("dict[str, Any]", json.loads(done.stdout))


def render_node(res: dict[str, Any]) -> str:
    if "skipped" in res:
        return f"TypeScript half skipped: {res['skipped']}"
    medians, events = res["medianNs"], res["events"]
    lines = [
        "**The TypeScript twin, the same stream** (median per stream on Node, × the floor "
        "`JSON.stringify(JSON.parse(text))`)",
        "",
        "| candidate | per stream | per event | × floor |",
        "|---|---:|---:|---:|",
    ]
    for name, ns in medians.items():
        lines.append(f"| {name} | {ns / 1e6:.2f} ms | {ns / events / 1000:.2f} µs | {ns / medians['floor']:.2f}× |")
    return "\n".join(lines)


def main(rounds: int, sample_ms: float) -> int:
    timed = run(rounds, sample_ms)
    print(render(timed, len(stream())))
    print()
    print(render_node(run_node(rounds)))
    return 0
