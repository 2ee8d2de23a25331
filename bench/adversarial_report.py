"""The adversarial bench's printed report (the README's Benchmark section pastes it): the worst
ratio to the floor per language, the issue's own cases, and the worst case of every field site."""

from __future__ import annotations

from typing import Any

from bench.adversarial import RATIO_COLUMNS, issue_rows, per_site, worst
from bench.report import fmt_x

COLUMNS = tuple((key, name) for key, name, _ in RATIO_COLUMNS)


def _cell(value: float | None) -> str:
    return "—" if value is None else fmt_x(value)


def _table(head: list[str], rows: list[list[str]], text_columns: int = 2) -> list[str]:
    align = ["---"] * text_columns + ["---:"] * (len(head) - text_columns)
    return ["| " + " | ".join(head) + " |", "| " + " | ".join(align) + " |"] + [
        "| " + " | ".join(r) + " |" for r in rows
    ]


def _size(n: int) -> str:
    return f"{n / 1e6:.2f} MB" if n >= 1e6 else f"{n / 1e3:.0f} kB"


def lines(adv: dict[str, Any]) -> list[str]:
    rows = adv["cases"]
    out = [
        f"**Adversarial arguments** ({len(rows)} crafted arguments, each just under its protocol's "
        f"`MAX_ARGUMENT_BYTES`; ratios to the floor on the same text, medians of {adv.get('rounds', '?')} rounds"
        + (
            f"; the {adv['retimed_per_column']} worst of each column, {adv['retimed']} arguments, timed again with "
            "twice the rounds, that timing shown)"
            if adv.get("retimed")
            else ")"
        ),
        "",
    ]
    worst_rows = []
    for key, name in COLUMNS:
        w = worst(rows, key)
        if w is not None:
            worst_rows.append(
                [
                    name,
                    f"{w['protocol']} {w['site']}",
                    f"{w['label']} ({_size(w['bytes'])})",
                    fmt_x(w[key]),
                ]
            )
    out += _table(["language", "field", "worst case", "ratio"], worst_rows)
    node = adv.get("node", {})
    if "skipped" in node:
        out += ["", f"TypeScript not timed: {node['skipped']}"]
    disagree = [r for r in rows if r.get("same_outcome") is False]
    if "skipped" not in node:
        out += [
            "",
            f"Python and TypeScript emit the same bytes, or both refuse, on {len(rows) - len(disagree)}/{len(rows)} "
            "crafted arguments"
            + (": differ on " + "; ".join(f"{r['site']} {r['label']}" for r in disagree[:5]) if disagree else "."),
        ]
    issue = [
        [case, f"{hit['protocol']} {hit['site']}", f"{hit['label']} ({_size(hit['bytes'])})"]
        + [_cell(hit.get(k)) for k, _ in COLUMNS]
        for case, hit in issue_rows(rows)
    ]
    if issue:
        out += ["", "The issue's cases, the worst of each:", ""]
        out += _table(["case", "field", "crafted value", *[n for _, n in COLUMNS]], issue, text_columns=3)
    out += [
        "",
        "Worst case per field site (the case named is the Python one; ✗: over the target):",
        "",
    ]
    site_rows = []
    target = adv.get("target", 5.0)
    for s in per_site(rows):
        cells = [_cell(s.get(k)) + (" ✗" if s.get(k, 0) > target else "") for k, _ in COLUMNS]
        site_rows.append(
            [
                f"{s['protocol']} {s['site']}",
                f"{s.get('python_case', '')} ({s['cases']} case{'' if s['cases'] == 1 else 's'})",
                *cells,
            ]
        )
    out += _table(["field", "worst Python case", *[n for _, n in COLUMNS]], site_rows)
    return out


def render(res: dict[str, Any]) -> str:
    from bench.machine import one_line
    from bench.report import targets_table

    text = [f"Machine: {one_line(res['machine'])}.", ""]
    text += targets_table(res) + [""]
    text += lines(res["adversarial"])
    return "\n".join(text).rstrip() + "\n"
