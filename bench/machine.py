"""What the numbers were measured on."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
from datetime import UTC, datetime
from typing import Any


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _node_version() -> str:
    node = shutil.which("node")
    if node is None:
        return "not found"
    return subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()


def load_average() -> list[float]:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return []


def describe() -> dict[str, Any]:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return {
        "date": datetime.now(UTC).strftime("%Y-%m-%dT%H:%MZ"),
        "platform": platform.platform(),
        "cpu": _cpu_model(),
        "cores": cores,
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "python_executable": sys.executable,
        "node": _node_version(),
        "load_average_start": load_average(),
    }


def one_line(m: dict[str, Any]) -> str:
    load = m.get("load_average_start", [])
    return (
        f"{m['cpu']}, {m['cores']} cores, {m['platform']}, {m['python']}, Node {m['node'].lstrip('v')}"
        + (f"; load average {load[0]} at start" if load else "")
        + f"; {m['date']}"
    )
