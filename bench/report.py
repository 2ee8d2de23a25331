"""The printed report: Markdown tables built from the result dict (the same text goes into
README.md's Benchmark section)."""

from __future__ import annotations

from typing import Any

from bench.machine import one_line
from bench.peers import FLOOR, GENERATED


def fmt_ns(ns: float) -> str:
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            value = ns / scale
            return f"{value:.3g} {unit}" if value < 1000 else f"{value:.0f} {unit}"
    return f"{ns:.0f} ns"


def fmt_x(ratio: float) -> str:
    return f"{ratio:.2f}×" if ratio < 10 else f"{ratio:.1f}×" if ratio < 100 else f"{ratio:.0f}×"


def _table(head: list[str], rows: list[list[str]], right_from: int = 1) -> list[str]:
    align = ["---" if i < right_from else "---:" for i in range(len(head))]
    return ["| " + " | ".join(head) + " |", "| " + " | ".join(align) + " |"] + [
        "| " + " | ".join(r) + " |" for r in rows
    ]


def _size(n: int) -> str:
    return f"{n / 1e6:.2f} MB" if n >= 1e6 else f"{n / 1e3:.1f} kB" if n >= 1e3 else f"{n} B"


def valid_tables(res: dict[str, Any]) -> list[str]:
    if "valid" not in res:
        return []
    names = [c["name"] for c in res["candidates"]]
    peers = [n for n in names if n not in (FLOOR, GENERATED)]
    rows, vs_rows = [], []
    beh = res["behaviour"]
    for case in [*res["valid"], res["mix"]]:
        med = {n: case["results"][n]["median_ns"] for n in names}

        def mark(n: str, case_name: str = case["case"]) -> str:
            return " ✗" if case_name in beh.get(n, {}).get("rejected_valid", []) else ""

        row = [case["case"], _size(case["bytes"]), fmt_ns(med[FLOOR])]
        row += [f"{fmt_ns(med[n])} ({fmt_x(med[n] / med[FLOOR])}){mark(n)}" for n in names if n != FLOOR]
        rows.append(row)
        vs_rows.append([case["case"]] + [fmt_x(med[GENERATED] / med[p]) for p in peers])
    out = [
        "**Valid payloads** (median per call; in brackets: × the floor; ✗: that candidate rejects this valid payload, the time is its rejection)",
        "",
    ]
    out += _table(["payload", "size", "floor", *[n for n in names if n != FLOOR]], rows, right_from=1)
    if peers:
        out += ["", "**Generated emit ÷ each peer** (below 1: the generated emit is faster)", ""]
        out += _table(["payload", *[f"÷ {p}" for p in peers]], vs_rows)
    return out


def invalid_table(res: dict[str, Any]) -> list[str]:
    if "invalid" not in res:
        return []
    names = [c["name"] for c in res["candidates"] if c["name"] != FLOOR]
    rows = []
    for pair in res["invalid"]:
        med = {k: v["median_ns"] for k, v in pair["results"].items()}
        parse = med["json.loads"]
        for where in ("late", "first"):
            label = pair["name"] if where == "late" else "↳ same error at the first item"
            row = [label, fmt_ns(parse) if where == "late" else ""]
            for n in names:
                t = med.get(f"{n} · {where}")
                case_name = pair["name"] if where == "late" else pair["name"] + " (at first item)"
                accepted = case_name in res["behaviour"].get(n, {}).get("accepted_invalid", [])
                row.append("—" if t is None else f"{fmt_ns(t)} ({fmt_x(t / parse)})" + (" ✓!" if accepted else ""))
            rows.append(row)
        rows.append(
            [
                "↳ generated emit on the valid twin",
                "",
                f"{fmt_ns(med['valid twin'])} ({fmt_x(med['valid twin'] / parse)})",
            ]
            + [""] * (len(names) - 1)
        )
    out = [
        "**Invalid payloads** (median time to reject; in brackets: × json.loads of the same text)",
        "",
    ]
    out += _table(["payload (error late, then first)", "json.loads", *names], rows)
    return out


def node_table(res: dict[str, Any]) -> list[str]:
    node = res.get("node")
    if node is None:
        return []
    if "cases" not in node:
        return [f"**Node**: {node.get('skipped', 'not run')}"]
    rows = []
    for c in node["cases"]:
        p, e = c["parse"], c["emit"]
        pj, pv = p["JSON.parse"]["median_ns"], p["parseConsoleEnvelope"]["median_ns"]
        ej, ev = e["JSON.stringify(JSON.parse)"]["median_ns"], e["emitConsoleActions"]["median_ns"]
        rows.append(
            [
                c["name"],
                _size(c["envelope_bytes"]),
                fmt_ns(pj),
                f"{fmt_ns(pv)} ({fmt_x(pv / pj)})",
                fmt_ns(ej),
                f"{fmt_ns(ev)} ({fmt_x(ev / ej)})",
                "yes" if c["accepted_whole"] else "NO",
            ]
        )
    out = [
        f"**Generated TypeScript on Node {node['node']}** (median per call; in brackets: × the built-in)",
        "",
    ]
    out += _table(
        [
            "payload",
            "envelope",
            "JSON.parse",
            "parseConsoleEnvelope",
            "JSON.stringify(JSON.parse)",
            "emitConsoleActions",
            "envelope kept whole",
        ],
        rows,
    )
    return out


def import_lines(res: dict[str, Any]) -> list[str]:
    imp = res.get("cold_import")
    if not imp:
        return []
    out = ["**Cold import** (median of fresh interpreters, `-X importtime`, start-up excluded)", ""]
    rows = []
    for way, label in (
        ("bytecode", "with .pyc (as pip installs it)"),
        ("source", "from source, no .pyc"),
    ):
        w = imp[way]
        rows.append(
            [
                label,
                f"{w['module_us'] / 1000:.1f} ms",
                f"{w['json_us'] / 1000:.1f} ms",
                fmt_x(w["ratio"]),
            ]
        )
    out += _table([f"import {imp['module']}", "module", "import json", "ratio"], rows)
    out += [
        "",
        f"Loaded beyond `import json`: {', '.join(imp['modules_beyond_json']) or 'nothing'}; "
        f"generator/jinja2/yaml/black loaded: {', '.join(imp['forbidden_loaded']) or 'none'}.",
    ]
    return out


def generator_lines(res: dict[str, Any]) -> list[str]:
    gen = res.get("generator")
    if not gen:
        return []
    out = ["**Generator**", ""]
    chk = gen.get("check")
    if chk:
        out.append(
            f"- `python -m generator check` on the console spec, no cache: {chk['median_s']:.2f} s median of "
            f"{len(chk['samples_s'])} (exit codes {chk['exit_codes']})"
        )
        full = chk.get("no_reuse")
        if full:
            out.append(
                f"- the same with every module through black (`--no-reuse`, as after a change to every module; "
                f"generator/output/manifest.py): {full['median_s']:.2f} s median of {len(full['samples_s'])} "
                f"(exit codes {full['exit_codes']})"
            )
        warm = chk.get("warm_cache")
        if warm:
            out.append(
                f"- the same with a warm cache (a repeated check, generator/output/cache.py): {warm['median_s']:.2f} s "
                f"median of {len(warm['samples_s'])} (exit codes {warm['exit_codes']})"
            )
        every = chk.get("all_specs")
        if every:
            out.append(
                f"- `python -m generator check` on all {every['specs']} specs in spec/, no cache: {every['median_s']:.2f} s "
                f"median of {len(every['samples_s'])} (exit codes {every['exit_codes']})"
            )
    sc = gen.get("scaling")
    if sc:
        k = sc["factor"]
        small, big = sc["console"], sc[f"console ×{k}"]
        rows = []
        for key, label in (
            ("read_specs_cpu_s", "load + schema + build (CPU)"),
            ("render_cpu_s", "render, Jinja (CPU)"),
            ("format_cpu_s", "format, black (CPU)"),
            ("total_cpu_s", "render_all(read_specs(…)) (CPU)"),
            ("total_s", "render_all(read_specs(…)) (wall)"),
        ):
            rows.append(
                [
                    label,
                    f"{small[key] * 1000:.0f} ms",
                    f"{big[key] * 1000:.0f} ms",
                    fmt_x(sc["ratio"][key]),
                ]
            )
        rows.append(
            [
                "spec / all output / Python output",
                f"{_size(small['spec_bytes'])} / {_size(small['output_bytes'])} / {_size(small['python_output_bytes'])}",
                f"{_size(big['spec_bytes'])} / {_size(big['output_bytes'])} / {_size(big['python_output_bytes'])}",
                fmt_x(sc["ratio"]["python_output_bytes"]),
            ]
        )
        out += [
            "",
            f"In process, warm (medians of {len(small['total_cpu_samples_s'])}; the synthetic spec has {k}× the "
            "variants, shapes, enums and field limits):",
            "",
        ]
        out += _table(["stage", "console spec", f"synthetic ×{k} spec", "ratio"], rows)
        bl = sc.get("black_superlinearity")
        if bl:
            one = bl["1"]
            out += [
                "",
                "black alone on the console module with its checkers repeated k times (CPU): "
                + ", ".join(f"k={kk}: {v:.2f} s ({v / one:.1f}×)" for kk, v in bl.items()),
            ]
    return out


def profile_lines(res: dict[str, Any]) -> list[str]:
    prof = res.get("profile")
    if not prof:
        return []
    phases = prof["phases_ms"]
    floor = phases.get("floor: whole") or 1.0
    rows = [[name, f"{ms:.1f} ms", fmt_x(ms / floor)] for name, ms in phases.items()]
    out = [
        f"**Where the generated emit spends its time** on {prof['case']} (medians, each step alone; × the floor)",
        "",
    ]
    out += _table(["step", "time", "× floor"], rows)
    out += ["", "cProfile, top entries by own time:", "", "```", prof["cprofile"], "```"]
    return out


def targets_table(res: dict[str, Any]) -> list[str]:
    rows = [[t["target"], t["measured"], "met" if t["met"] else "**missed**"] for t in res["targets"]]
    return ["**Targets**", ""] + _table(["target", "measured", ""], rows, right_from=3)


def render(res: dict[str, Any]) -> str:
    lines = [f"Machine: {one_line(res['machine'])}.", ""]
    s = res["settings"]
    lines += [
        (
            f"Settings: pyperf in process, {s['rounds']} values a benchmark ({s['large_rounds']} for payloads "
            f"over 1 MB), each at least ~{s['sample_ms']} ms, garbage collector {'on' if s['gc'] else 'off during values'}."
            if res.get("schema", 1) >= 2
            else f"Settings: {s['rounds']} rounds ({s['large_rounds']} for payloads over 1 MB), samples of "
            f"~{s['sample_ms']} ms, garbage collector {'on' if s['gc'] else 'off during samples'}."
        ),
        "",
    ]
    from bench.engine import lines as engine_lines

    for part in (
        targets_table,
        valid_tables,
        invalid_table,
        engine_lines,
        node_table,
        import_lines,
        generator_lines,
    ):
        chunk = part(res)
        if chunk:
            lines += chunk + [""]
    for name, why in res.get("failed", {}).items():
        lines += [f"**Part '{name}' failed**: {why}", ""]
    lines += ["Candidates:", ""]
    for c in res["candidates"]:
        version = f" {c['version']}" if c["version"] else ""
        lines.append(f"- **{c['name']}**{version}: {c['what']}")
    for line in res.get("unavailable", []):
        lines.append(f"- {line}")
    lines += ["", "Behaviour (checked before timing):", ""]
    for name, v in res["behaviour"].items():
        text = f"- {name}: accepts {v['valid_accepted']}/{v['valid_total']} valid"
        if name != FLOOR:
            text += (
                f", output identical to the generated emit on {v['same_output']}/{v['valid_total']}"
                f", rejects {v['invalid_rejected']}/{v['invalid_total']} invalid"
            )
        if v["problems"]:
            text += "; " + "; ".join(v["problems"][:3])
        lines.append(text)
    chunk = profile_lines(res)
    if chunk:
        lines += [""] + chunk
    return "\n".join(lines).rstrip() + "\n"
