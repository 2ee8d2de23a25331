"""The payloads: tool-argument JSON text as the model sends it, built deterministically.

- ``typical``: the calls the engine sees every turn (theme, navigate, toast, a mutation, lists
  of 2 and 50 rows with fields and metadata, a 24-point chart).
- ``largest``: the largest valid call, one chart of MAX_CHART_METRICS × MAX_CHART_POINTS points.
- ``mix``: ten calls, three of them invalid (30 %), timed as one batch.
- ``invalid``: each invalid call with its error where the agent makes it (late: deep in a long
  list), twinned with the same call with the same error moved to the first item. Each knows
  the error path the generated validator must report, so the timing also checks behaviour.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

MAX_CHART_METRICS = 10  # the spec's limits; bench/__main__ checks them against the module
MAX_CHART_POINTS = 5000
MAX_RESOURCE_LIST_ITEMS = 50


def stale_limits(module: Any) -> list[str]:
    """The limits above that no longer match the generated module (the spec changed)."""
    names = ("MAX_CHART_METRICS", "MAX_CHART_POINTS", "MAX_RESOURCE_LIST_ITEMS")
    return [name for name in names if getattr(module, name) != globals()[name]]


@dataclass(frozen=True)
class Case:
    name: str
    text: str  # the tool argument, JSON text
    valid: bool
    error_path: str = ""  # for invalid cases: the path the generated validator must name

    @property
    def size(self) -> int:
        return len(self.text.encode("utf-8"))


def _dump(actions: Any) -> str:
    return json.dumps(actions, ensure_ascii=False)  # default separators: as models send it


def _row(i: int, rnd: random.Random, *, metadata: int = 2) -> dict[str, Any]:
    uid = f"user_{i:04d}"
    return {
        "resourceId": uid,
        "title": rnd.choice(["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"]) + f" {i}",
        "subtitle": f"{uid}@example.com",
        "href": f"/project/64abc/auth/user/{uid}",
        "status": rnd.choice(["verified", "unverified"]),
        "fields": {
            "email": f"{uid}@example.com",
            "phone": f"+3861{i:07d}",
            "status": rnd.choice(["verified", "unverified"]),
            "emailVerification": rnd.random() < 0.5,
            "labels": None,
            "registered": 1722758400 + i * 3600,
        },
        "metadata": [
            {"label": "ID", "value": uid},
            {"label": "Sessions", "value": rnd.randint(0, 40)},
        ][:metadata],
    }


def resource_list(rows: int, seed: int = 7) -> dict[str, Any]:
    rnd = random.Random(seed)
    return {
        "type": "resource_list",
        "resourceType": "user",
        "title": "Users",
        "total": rows,
        "listHref": "/project/64abc/auth/users",
        "projectId": "64abc",
        "columns": [{"key": "email", "label": "Email"}, {"key": "status", "label": "Status"}],
        "items": [_row(i, rnd) for i in range(rows)],
    }


def _points(n: int, rnd: random.Random, hours: bool) -> list[dict[str, Any]]:
    start = datetime(2024, 8, 4, tzinfo=UTC)
    step = timedelta(hours=1) if hours else timedelta(minutes=1)
    return [{"time": (start + i * step).isoformat(), "value": rnd.randint(0, 90000)} for i in range(n)]


def chart(metrics: int, points: int, seed: int = 11) -> dict[str, Any]:
    rnd = random.Random(seed)
    return {
        "type": "chart",
        "title": "Requests (last 24 hours)" if points <= 24 else "Requests, per minute",
        "unitLabel": "requests",
        "interval": "1h" if points <= 24 else "1m",
        "startAt": "2024-08-04T00:00:00.000Z",
        "endAt": "2024-08-05T00:00:00.000Z",
        "projectId": "64abc",
        "metrics": [
            {
                "metric": f"network.requests.{m}" if metrics > 1 else "network.requests",
                "points": _points(points, rnd, hours=points <= 24),
            }
            for m in range(metrics)
        ],
    }


SET_THEME = [{"type": "set_theme", "theme": "dark"}]
NAVIGATE = [{"type": "navigate", "path": "/project/64abc/databases", "hash": "card-api-endpoint"}]
TOAST = [
    {
        "type": "toast",
        "level": "success",
        "message": "Database created",
        "description": "Main is ready to use",
    }
]
RESOURCE_REFRESH_TOAST: list[dict[str, Any]] = [
    {
        "type": "resource",
        "mutation": "create",
        "resourceType": "database",
        "resourceId": "main",
        "title": "Main",
        "subtitle": "TablesDB",
        "href": "/project/64abc/databases/main",
        "fields": {"type": "tablesdb"},
        "metadata": [{"label": "ID", "value": "main"}, {"label": "Region", "value": "fra"}],
    },
    {"type": "refresh", "scopes": ["databases"]},
    {"type": "toast", "level": "success", "message": "Created database Main"},
]


def typical() -> list[Case]:
    calls = [
        ("set_theme", SET_THEME),
        ("navigate", NAVIGATE),
        ("toast", TOAST),
        ("resource+refresh+toast", RESOURCE_REFRESH_TOAST),
        ("resource_list×2", [resource_list(2)]),
        ("resource_list×50", [resource_list(MAX_RESOURCE_LIST_ITEMS)]),
        ("chart 24 points", [chart(1, 24)]),
    ]
    return [Case(name, _dump(actions), True) for name, actions in calls]


def largest() -> Case:
    n, p = MAX_CHART_METRICS, MAX_CHART_POINTS
    return Case(f"chart {n}×{p} (largest)", _dump([chart(n, p)]), True)


# ---- invalid calls: (name, actions with the error late, the same with it first, paths)


def _invalid_pairs() -> list[tuple[str, str, list[Any], list[Any], str, str]]:
    """(name, valid twin, late, first, late path, first path) per invalid call."""
    out: list[tuple[str, str, list[Any], list[Any], str, str]] = []

    late = [resource_list(MAX_RESOURCE_LIST_ITEMS)]
    first = copy.deepcopy(late)
    late[0]["items"][37]["href"] = "//evil.example/login"
    first[0]["items"][0]["href"] = "//evil.example/login"
    out.append(
        (
            "open-redirect href, row 37 of 50",
            "resource_list×50",
            late,
            first,
            "actions[0].items[37].href",
            "actions[0].items[0].href",
        )
    )

    late = [chart(1, 24)]
    first = copy.deepcopy(late)
    late[0]["metrics"][0]["points"][20]["value"] = "49"
    first[0]["metrics"][0]["points"][0]["value"] = "49"
    out.append(
        (
            "string value, point 20 of 24",
            "chart 24 points",
            late,
            first,
            "actions[0].metrics[0].points[20].value",
            "actions[0].metrics[0].points[0].value",
        )
    )

    late = copy.deepcopy(RESOURCE_REFRESH_TOAST)
    first = copy.deepcopy(late)
    late[2]["level"] = "loud"
    first[0]["mutation"] = "loud"
    out.append(
        (
            "bad enum, action 3 of 3",
            "resource+refresh+toast",
            late,
            first,
            "actions[2].level",
            "actions[0].mutation",
        )
    )

    n, p = MAX_CHART_METRICS, MAX_CHART_POINTS
    late = [chart(n, p)]
    first = copy.deepcopy(late)
    del late[0]["metrics"][n - 1]["points"][p - 1]["time"]
    del first[0]["metrics"][0]["points"][0]["time"]
    out.append(
        (
            f"missing time, last point of chart {n}×{p}",
            largest().name,
            late,
            first,
            f"actions[0].metrics[{n - 1}].points[{p - 1}].time",
            "actions[0].metrics[0].points[0].time",
        )
    )
    return out


@dataclass(frozen=True)
class InvalidPair:
    name: str
    twin: str  # the valid case this one was made from
    late: Case
    first: Case


def invalid_pairs() -> list[InvalidPair]:
    return [
        InvalidPair(
            name,
            twin,
            Case(name, _dump(late), False, late_path),
            Case(name + " (at first item)", _dump(first), False, first_path),
        )
        for name, twin, late, first, late_path, first_path in _invalid_pairs()
    ]


def mix() -> list[Case]:
    """Ten calls, three invalid: seven typical ones and the three small invalid ones."""
    valid = typical()
    bad = [pair.late for pair in invalid_pairs()[:3]]
    calls = valid[:2] + [bad[0]] + valid[2:5] + [bad[1]] + valid[5:] + [bad[2]]
    assert len(calls) == 10 and sum(not c.valid for c in calls) == 3
    return calls
