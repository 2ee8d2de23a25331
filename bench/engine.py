"""``--engine PATH``: the engine's hand-written ``app/graph/console.py`` (from a checkout of the
public appwrite/agent at PATH; its code is never copied into this repository) timed beside the
generated module on a mix of invalid calls, one process, medians (pyperf, bench/timing.py).

Every call of the mix is one both modules refuse: the engine checks less than the spec (no
path format, no NUL test, no finite-number test), so the mix holds the mistakes a model makes
that both catch: an unknown or misspelt type, a bad enum value, a missing or mistyped field, a
list past its limit, a value deep in a long list, text that is not JSON. Each side runs its own
``emit_console_actions`` and its own error is caught, so the time is the time to say no.
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from bench.corpus import RESOURCE_REFRESH_TOAST, chart, resource_list
from bench.paths import console, console_fast
from bench.timing import median_ns, spread, time

ENGINE_MODULE = Path("app") / "graph" / "console.py"
TARGET = 1.0  # the generated module rejects no slower than the engine's
FAST_TARGET = 0.9  # with the fast JSON layer (orjson), 10 % faster than the engine's
FAST = "generated, orjson"


def _dump(actions: Any) -> str:
    return json.dumps(actions, ensure_ascii=False)


def invalid_mix() -> list[tuple[str, str]]:
    """(name, tool argument) for each invalid call of the mix, in the order it runs."""
    late_point = [chart(1, 24)]
    late_point[0]["metrics"][0]["points"][20]["value"] = "49"
    late_enum = json.loads(json.dumps(RESOURCE_REFRESH_TOAST))
    late_enum[2]["level"] = "loud"
    too_many_rows = [resource_list(60)]
    no_value = json.loads(json.dumps(RESOURCE_REFRESH_TOAST[:1]))
    del no_value[0]["metadata"][1]["value"]
    return [
        ("unknown type", _dump([{"type": "sparkle", "intensity": 3}])),
        ("misspelt type", _dump([{"type": "set-theme", "theme": "dark"}])),
        ("bad enum value", _dump([{"type": "set_theme", "theme": "purple"}])),
        ("missing required field", _dump([{"type": "navigate", "hash": "top"}])),
        ("number for a string", _dump([{"type": "toast", "level": "info", "message": 42}])),
        ("path without leading slash", _dump([{"type": "navigate", "path": "project/64abc"}])),
        ("empty list", _dump([{"type": "refresh", "scopes": []}])),
        ("bad enum, action 3 of 3", _dump(late_enum)),
        ("metadata entry without value", _dump(no_value)),
        ("string value, point 20 of 24", _dump(late_point)),
        ("60 rows, limit 50", _dump(too_many_rows)),
        ("21 actions, limit 20", _dump([{"type": "set_theme", "theme": "dark"}] * 21)),
        ("empty actions", "[]"),
        ("truncated JSON", '[{"type": "set_theme", "theme": "dark"'),
    ]


def load(folder: str | Path) -> ModuleType:
    """``app/graph/console.py`` under ``folder``, imported under a name of its own."""
    path = Path(folder) / ENGINE_MODULE
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no engine module there (--engine takes an appwrite/agent checkout)")
    spec = importlib.util.spec_from_file_location("engine_app_graph_console", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _refusing(module: ModuleType) -> Any:
    emit, error = module.emit_console_actions, module.ConsoleProtocolError

    def call(text: str) -> Any:
        try:
            return emit(text)
        except error as exc:
            return exc

    return call


def behaviour(engine: ModuleType, mix: list[tuple[str, str]]) -> list[str]:
    """The calls of the mix either side accepts (each must be refused by both)."""
    problems = []
    fast = console_fast()
    for side, module in (("generated", console()), ("engine", engine), *([(FAST, fast)] if fast else [])):
        call = _refusing(module)
        for name, text in mix:
            if not isinstance(call(text), module.ConsoleProtocolError):
                problems.append(f"{side} accepts '{name}'")
    return problems


def _each(call: Callable[[str], Any]) -> Callable[[list[str]], list[Any]]:
    """``call`` on every text of a batch, for ``time``."""

    def each(texts: list[str]) -> list[Any]:
        return [call(t) for t in texts]

    return each


def _one(call: Callable[[str], Any]) -> Callable[[str], Any]:
    """``call`` on one text, for ``time`` (wrapped, as the batch is, so both pay one call)."""

    def one(text: str) -> Any:
        return call(text)

    return one


def run(folder: str, rounds: int, sample_ms: float, keep_gc: bool) -> dict[str, Any]:
    engine = load(folder)
    mix = invalid_mix()
    problems = behaviour(engine, mix)
    sides = {"generated": _refusing(console()), "engine": _refusing(engine)}
    fast = console_fast()
    if fast is not None:
        sides[FAST] = _refusing(fast)
    texts = [text for _, text in mix]
    batch = time(
        "engine · the mix",
        {name: _each(f) for name, f in sides.items()},
        texts,
        rounds,
        sample_ms,
        keep_gc,
    )
    calls = {}
    for name, text in mix:
        timed = time(
            f"engine · {name}",
            {k: _one(f) for k, f in sides.items()},
            text,
            max(5, rounds // 2),
            sample_ms,
            keep_gc,
        )
        calls[name] = {k: median_ns(v) for k, v in timed.items()}
    return {
        "module": str(Path(folder) / ENGINE_MODULE),
        "problems": problems,
        "batch": {k: {"median_ns": median_ns(v), "spread": round(spread(v), 4)} for k, v in batch.items()},
        "calls": calls,
        "ratio": median_ns(batch["generated"]) / median_ns(batch["engine"]),
        **({"fast_ratio": median_ns(batch[FAST]) / median_ns(batch["engine"])} if FAST in batch else {}),
    }


def lines(res: dict[str, Any]) -> list[str]:
    from bench.report import fmt_ns, fmt_x

    eng = res.get("engine")
    if not eng:
        return []
    out = [
        f"**Rejecting invalid calls: generated vs the engine's hand-written module** ({eng['module']}; "
        f"{len(eng['calls'])} invalid calls, each refused by both; medians)",
        "",
        "| invalid call | engine | generated (pure Python) | ratio | generated, orjson | ratio |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]

    def cells(t: dict[str, float], strong: bool = False) -> str:
        mark = "**" if strong else ""
        row = f"{fmt_ns(t['engine'])} | {fmt_ns(t['generated'])} | {mark}{fmt_x(t['generated'] / t['engine'])}{mark}"
        if FAST not in t:
            return row + " | — | —"
        return row + f" | {fmt_ns(t[FAST])} | {mark}{fmt_x(t[FAST] / t['engine'])}{mark}"

    for name, t in eng["calls"].items():
        out.append(f"| {name} | {cells(t)} |")
    b = {k: v["median_ns"] for k, v in eng["batch"].items()}
    out.append(f"| **the mix, one batch** | {cells(b, strong=True)} |")
    if eng["problems"]:
        out += ["", "Not refused by both: " + "; ".join(eng["problems"])]
    return out
