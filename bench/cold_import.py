"""Cold import of the generated module, against importing ``json``, in fresh interpreters.

``python -X importtime -c "import <module>"`` and ``-c "import json"``, alternated, repeated;
medians of the import's cumulative microseconds (interpreter start-up is not in them).

Two ways, because this machine sets PYTHONDONTWRITEBYTECODE=1 and so never caches bytecode:
- ``bytecode``: a copy of the package in build/bench-import/ compiled with compileall, as pip
  installs a wheel (the engine's case);
- ``source``: straight from generated/python/*/src with no .pyc: compiling the module is paid
  at every start.

It also lists what the import brings in beyond what ``import json`` does, and fails the target
if any of the generator's own dependencies (generator, jinja2, yaml, black) is loaded.
"""

from __future__ import annotations

import compileall
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
from typing import Any

from bench.paths import BUILD, MODULE, py_src

FORBIDDEN = ("generator", "jinja2", "yaml", "black")
_LINE = re.compile(r"import time:\s+(\d+) \|\s+(\d+) \|(\s*)(\S+)")
_PROBE = "import sys, json as _j; import {m}; print(_j.dumps(sorted(sys.modules)))"


def _env(pythonpath: str, bytecode: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    env["PYTHONPATH"] = pythonpath
    if not bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _import_us(statement: str, env: dict[str, str]) -> tuple[int, dict[str, int]]:
    """Microseconds of the top-level imports ``statement`` made, and each module's cumulative."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", statement],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    lines = [m for m in map(_LINE.match, done.stderr.splitlines()) if m]
    site_end = max(
        (i for i, m in enumerate(lines) if m.group(4) == "site" and not m.group(3).strip()),
        default=-1,
    )
    ours = lines[site_end + 1 :]  # everything after site: what the statement imported
    top = sum(int(m.group(2)) for m in ours if len(m.group(3)) == 1)
    return top, {m.group(4): int(m.group(2)) for m in ours}


def _bytecode_copy() -> str:
    target = BUILD / "bench-import"
    shutil.rmtree(target, ignore_errors=True)
    for src in py_src():
        shutil.copytree(
            src,
            target,
            dirs_exist_ok=True,
            ignore=shutil.ignore_patterns("*.egg-info", "__pycache__"),
        )
    compileall.compile_dir(str(target), quiet=1, force=True)
    return str(target)


def measure(runs: int) -> dict[str, Any]:
    paths = {"bytecode": _bytecode_copy(), "source": os.pathsep.join(py_src())}
    out: dict[str, Any] = {"module": MODULE}
    for way, path in paths.items():
        env = _env(path, bytecode=way == "bytecode")
        mod_us: list[int] = []
        json_us: list[int] = []
        per_module: dict[str, int] = {}
        for _ in range(runs):
            t, per_module = _import_us(f"import {MODULE}", env)
            mod_us.append(t)
            json_us.append(_import_us("import json", env)[0])
        out[way] = {
            "module_us": statistics.median(mod_us),
            "json_us": statistics.median(json_us),
            "ratio": statistics.median(mod_us) / statistics.median(json_us),
            "last_run_cumulative_us": per_module,
        }
    env = _env(paths["bytecode"], bytecode=True)
    with_json = set(json.loads(_probe("json", env)))
    with_module = set(json.loads(_probe(MODULE, env)))
    extra = sorted(with_module - with_json)
    out["modules_beyond_json"] = extra
    out["forbidden_loaded"] = sorted(m for m in with_module if m.split(".")[0] in FORBIDDEN)
    parents = {MODULE.rsplit(".", i)[0] for i in range(1, MODULE.count(".") + 1)}
    own = [m for m in extra if m in parents or m == MODULE or m.startswith(MODULE + ".")]
    # orjson is the optional fast JSON layer: a package imports it when it is installed
    out["foreign_beyond_json"] = [m for m in extra if m not in own and m.split(".")[0] != "orjson"]
    return out


def _probe(module: str, env: dict[str, str]) -> str:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE.format(m=module)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout
