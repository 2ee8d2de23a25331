"""The issue's targets, evaluated on one run's results."""

from __future__ import annotations

from typing import Any

from bench.adversarial import RATIO_COLUMNS
from bench.peers import FLOOR, GENERATED, GENERATED_FAST

EMIT_OVER_FLOOR = 1.25  # valid payloads, small and largest
LARGEST_OVER_FLOOR = 1.3  # issue 20: the pure-Python emit on the largest call
FAST_OVER_FLOOR = 1.0  # issue 20: with the fast JSON layer, every valid payload
REJECT_FIRST_OVER_PARSE = 1.25  # same allowance: reading the text, plus checks up to the error
TS_PARSE_OVER_JSON_PARSE = 1.5
CHECK_SECONDS = 2.0
SCALING_FACTOR_LIMIT = 12.0  # a spec 10× the console spec


def _row(target: str, measured: str, met: bool, **numbers: Any) -> dict[str, Any]:
    return {"target": target, "measured": measured, "met": bool(met), **numbers}


def _med(results: dict[str, Any], name: str) -> float:
    return float(results[name]["median_ns"])


def evaluate(res: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    if "valid" in res:
        ratios = {c["case"]: _med(c["results"], GENERATED) / _med(c["results"], FLOOR) for c in res["valid"]}
        largest = res["valid"][-1]["case"]
        small = {k: v for k, v in ratios.items() if k != largest}
        worst = max(small, key=small.__getitem__)
        rows.append(
            _row(
                f"valid, typical calls: generated emit ≤ {EMIT_OVER_FLOOR}× floor",
                f"{min(small.values()):.2f}–{small[worst]:.2f}× (worst: {worst})",
                small[worst] <= EMIT_OVER_FLOOR,
                worst=small[worst],
            )
        )
        rows.append(
            _row(
                f"valid, largest call: generated emit ≤ {EMIT_OVER_FLOOR}× floor",
                f"{ratios[largest]:.2f}× ({_med(res['valid'][-1]['results'], GENERATED) / 1e6:.0f} ms)",
                ratios[largest] <= EMIT_OVER_FLOOR,
                ratio=ratios[largest],
            )
        )
        rows.append(
            _row(
                f"valid, largest call, pure Python: generated emit ≤ {LARGEST_OVER_FLOOR}× floor",
                f"{ratios[largest]:.2f}×",
                ratios[largest] <= LARGEST_OVER_FLOOR,
                ratio=ratios[largest],
            )
        )
        if all(GENERATED_FAST in c["results"] for c in res["valid"]):
            fast = {c["case"]: _med(c["results"], GENERATED_FAST) / _med(c["results"], FLOOR) for c in res["valid"]}
            worst_fast = max(fast, key=fast.__getitem__)
            rows.append(
                _row(
                    f"valid, every payload, fast layer: generated emit with orjson ≤ {FAST_OVER_FLOOR:g}× floor",
                    f"{min(fast.values()):.2f}–{fast[worst_fast]:.2f}× (worst: {worst_fast})",
                    fast[worst_fast] <= FAST_OVER_FLOOR,
                    worst=fast[worst_fast],
                )
            )
    behaviour = res["behaviour"][GENERATED]
    rows.append(
        _row(
            "invalid: the first error in document order is the one reported",
            f"{behaviour['invalid_rejected']}/{behaviour['invalid_total']} rejected at the expected path",
            not behaviour["problems"] and behaviour["invalid_rejected"] == behaviour["invalid_total"],
        )
    )
    if "invalid" in res:
        first, late = {}, {}
        for pair in res["invalid"]:
            r = pair["results"]
            first[pair["name"]] = _med(r, f"{GENERATED} · first") / _med(r, "json.loads")
            late[pair["name"]] = _med(r, f"{GENERATED} · late") / _med(r, "valid twin")
        wf = max(first, key=first.__getitem__)
        order = {
            pair["name"]: [_med(pair["results"], f"{GENERATED} · {k}") for k in ("first", "late")]
            + [_med(pair["results"], "valid twin")]
            for pair in res["invalid"]
        }
        early = all(a < b <= c for a, b, c in order.values())
        shares = {k: v[0] / v[2] for k, v in order.items()}
        rows.append(
            _row(
                "invalid: stops at the first error (reject at first item < reject late ≤ accept valid twin)",
                f"reject at first item = {min(shares.values()):.2f}–{max(shares.values()):.2f}× accepting the "
                f"valid twin; late ≤ twin: {max(late.values()):.2f}× at worst",
                early,
            )
        )
        rows.append(
            _row(
                f"invalid: reject at first item ≤ {REJECT_FIRST_OVER_PARSE}× json.loads of the text (only parsing before the error)",
                f"{min(first.values()):.2f}–{first[wf]:.2f}× (worst: {wf})",
                first[wf] <= REJECT_FIRST_OVER_PARSE,
                worst=first[wf],
            )
        )
    eng = res.get("engine")
    if eng:
        from bench.engine import TARGET

        rows.append(
            _row(
                f"invalid mix: generated rejects ≤ {TARGET:g}× the engine's app/graph/console.py",
                f"{eng['ratio']:.2f}× ({len(eng['calls'])} invalid calls, one batch, medians)"
                + (f"; not refused by both: {len(eng['problems'])}" if eng["problems"] else ""),
                eng["ratio"] <= TARGET and not eng["problems"],
                ratio=eng["ratio"],
            )
        )
        if "fast_ratio" in eng:
            from bench.engine import FAST_TARGET

            rows.append(
                _row(
                    f"invalid mix, fast layer: generated with orjson rejects ≤ {FAST_TARGET:g}× the engine's",
                    f"{eng['fast_ratio']:.2f}× (the same batch)",
                    eng["fast_ratio"] <= FAST_TARGET and not eng["problems"],
                    ratio=eng["fast_ratio"],
                )
            )
    imp = res.get("cold_import")
    if imp:
        extra = imp["foreign_beyond_json"]
        cum = imp["bytecode"]["last_run_cumulative_us"]
        detail = ", ".join(f"{m} {cum[m] / 1000:.1f} ms" if m in cum else m for m in extra) or "nothing"
        rows.append(
            _row(
                "cold import: json + the module's own code only",
                f"{imp['bytecode']['module_us'] / 1000:.1f} ms vs json {imp['bytecode']['json_us'] / 1000:.1f} ms"
                f" (with .pyc); also loads: {detail}",
                not extra,
                extra=extra,
            )
        )
        rows.append(
            _row(
                "cold import: no generator, jinja2, yaml or black at run time",
                ", ".join(imp["forbidden_loaded"]) or "none loaded",
                not imp["forbidden_loaded"],
            )
        )
    node = res.get("node", {})
    if "cases" in node:
        big = node["cases"][-1]
        ratio = big["parse"]["parseConsoleEnvelope"]["median_ns"] / big["parse"]["JSON.parse"]["median_ns"]
        rows.append(
            _row(
                f"TS, largest: parseConsoleEnvelope ≤ {TS_PARSE_OVER_JSON_PARSE}× JSON.parse",
                f"{ratio:.2f}× ({big['parse']['parseConsoleEnvelope']['median_ns'] / 1e6:.0f} ms)",
                ratio <= TS_PARSE_OVER_JSON_PARSE and big["accepted_whole"],
                ratio=ratio,
            )
        )
    gen = res.get("generator", {})
    if "check" in gen:
        s = gen["check"]["median_s"]
        rows.append(
            _row(
                f"generator: `python -m generator check` < {CHECK_SECONDS:.0f} s (no cache: a fresh clone)",
                f"{s:.2f} s (exit {gen['check']['exit_codes']})",
                s < CHECK_SECONDS,
                seconds=s,
            )
        )
    if "scaling" in gen:
        sc = gen["scaling"]
        ratio = sc["ratio"]["total_cpu_s"]
        rows.append(
            _row(
                f"generator: a spec {sc['factor']}× the size takes ≤ {SCALING_FACTOR_LIMIT:.0f}× as long",
                f"{ratio:.2f}× (CPU time; wall {sc['ratio']['total_s']:.2f}×)",
                ratio <= SCALING_FACTOR_LIMIT,
                ratio=ratio,
            )
        )
    return rows


ADVERSARIAL_OVER_FLOOR = 5.0  # any crafted argument up to MAX_ARGUMENT_BYTES, both languages


def evaluate_adversarial(adv: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per language: the worst crafted argument's ratio to the floor."""
    rows = []
    for key, _, name in RATIO_COLUMNS:
        scored = [r for r in adv["cases"] if key in r]
        if not scored:
            continue
        w = max(scored, key=lambda r: float(r[key]))
        rows.append(
            _row(
                f"adversarial: {name} ≤ {ADVERSARIAL_OVER_FLOOR:g}× the floor on every crafted argument",
                f"{w[key]:.2f}× at worst ({w['protocol']} {w['site']}: {w['label']})",
                w[key] <= ADVERSARIAL_OVER_FLOOR,
                worst=w[key],
            )
        )
    same = [r.get("same_outcome") for r in adv["cases"] if "same_outcome" in r]
    if same:
        rows.append(
            _row(
                "adversarial: Python and TypeScript agree (same bytes, or both refuse)",
                f"{sum(same)}/{len(same)} crafted arguments",
                all(same),
            )
        )
    return rows
