"""Packaging proven as a user would: the generated Python package as a wheel in a fresh
virtual environment with nothing else, and the generated TypeScript package built, packed with
npm and installed into a scratch Node project that compiles against it and runs it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from tests.conftest import PROTOCOLS, ROOT, TSC


SAMPLE = '[{"type":" set_theme ","theme":" DARK "},{"type":"refresh","scopes":[" Databases "]}]'


def _run(args: list[str], cwd: Path) -> str:
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, f"{args} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


@pytest.mark.parametrize("p", PROTOCOLS, ids=[p.name for p in PROTOCOLS])
def test_python_wheel_installs_alone_and_emits(p, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    source = ROOT / "generated" / "python" / p.python_distribution
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(tmp_path / "wheels"), str(source)], ROOT)
    wheel = next((tmp_path / "wheels").glob("*.whl"))
    assert wheel.name.startswith(p.python_distribution.replace("-", "_") + f"-{p.version}-")
    env = tmp_path / "venv"
    venv.create(env, with_pip=True)
    python = env / "bin" / "python"
    _run([str(python), "-m", "pip", "install", "-q", "--no-index", str(wheel)], tmp_path)
    listed = _run([str(python), "-m", "pip", "list", "--format=json"], tmp_path)
    assert {d["name"] for d in json.loads(listed)} <= {"pip", "setuptools", p.python_distribution}
    code = (
        f"import {p.python_module} as m, importlib.resources as r; "
        f"print(m.{p.py_emit}(__import__('sys').argv[1])); "
        f"print(r.files('{p.python_module}').joinpath('py.typed').is_file())"
    )
    if p.name == "console":
        out = _run([str(python), "-c", code, SAMPLE], tmp_path).splitlines()
        assert json.loads(out[0])["actions"] == [{"type": "set_theme", "theme": "dark"}, {"type": "refresh", "scopes": ["databases"]}]
        assert out[1] == "True"


@pytest.mark.parametrize("p", PROTOCOLS, ids=[p.name for p in PROTOCOLS])
def test_typescript_package_packs_installs_compiles_and_runs(p, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    if not TSC.exists():
        pytest.fail("node_modules is missing: run `npm ci`")
    package = tmp_path / "package"
    shutil.copytree(ROOT / "generated" / "typescript" / p.name, package)
    _run([str(TSC), "-p", "tsconfig.json"], package)
    for built in (f"dist/{p.ts_file_stem}.js", f"dist/{p.ts_file_stem}.d.ts"):
        assert (package / built).is_file(), built
    tarball = package / _run(["npm", "pack", "--silent"], package).strip().splitlines()[-1]

    app = tmp_path / "app"
    app.mkdir()
    (app / "package.json").write_text(json.dumps({"name": "scratch", "private": True, "type": "module"}))
    _run(["npm", "install", "--no-audit", "--no-fund", "--offline", str(tarball)], app)
    (app / "main.ts").write_text(
        f"import {{ {p.ts_parse}, {p.ts_emit}, type {p.ts_envelope} }} from '{p.ts_package}'\n"
        f"const text: string = {p.ts_emit}(process.argv[2])\n"
        f"const envelope: {p.ts_envelope} | null = {p.ts_parse}(text)\n"
        "console.log(JSON.stringify(envelope))\n"
    )
    (app / "tsconfig.json").write_text(json.dumps({
        "compilerOptions": {"target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": True,
                            "exactOptionalPropertyTypes": True, "noUncheckedIndexedAccess": True,
                            "types": [], "outDir": "out", "skipLibCheck": False},
        "files": ["main.ts", "node-globals.d.ts"],
    }))
    (app / "node-globals.d.ts").write_text("declare const process: { argv: string[] }\n")
    _run([str(TSC), "-p", "tsconfig.json"], app)
    if p.name == "console":
        out = json.loads(_run(["node", "out/main.js", SAMPLE], app))
        assert out == {"protocol": p.id, "actions": [{"type": "set_theme", "theme": "dark"}, {"type": "refresh", "scopes": ["databases"]}]}
