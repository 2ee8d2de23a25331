"""Packaging proven as a user would: the generated Python package as a wheel in a fresh
virtual environment with nothing else, and the generated TypeScript package built, packed with
npm and installed into a scratch Node project that compiles against it and runs it. Every live
spec, each run on its own first example, with the reference interpreter's envelope expected."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import venv
from pathlib import Path
from typing import Any

import pytest

from generator.model import reference
from generator.model.protocol import Protocol
from generator.targets.python.names import py_distribution, py_module
from generator.targets.typescript.names import ts_emit, ts_envelope, ts_file_stem, ts_package, ts_parse
from tests.conformance.cases import build
from tests.conftest import PROTOCOLS, ROOT, TS_STRICT, TSC

pytestmark = pytest.mark.slow


def _sample(p: Protocol) -> tuple[Any, dict[str, Any]]:
    """The spec's first example as the argument ``build_envelope`` takes, and the envelope the
    reference interpreter makes of it; a spec without examples (they are optional) gets its
    first accepted vector's argument."""
    if p.tool.examples:
        example = next(iter(p.tool.examples.values()))
        argument = [example] if p.envelope.is_list else example
    else:
        argument = next(c["input"] for c in build(p)["cases"] if "output" in c["expected"] and not c.get("options"))
    return argument, reference.build_envelope(p, argument)


def _run(args: list[str], cwd: Path) -> str:
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, f"{args} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


def test_building_a_package_in_place_leaves_only_what_its_gitignore_ignores(tmp_path: Path) -> None:
    """A repository that commits generated/ and builds a package from it (`pip install
    ./generated/python/<distribution>` builds in place) sees no new files: the generated
    .gitignore beside the package covers the build/ and *.egg-info/ the build leaves."""
    p = PROTOCOLS[0]
    package = tmp_path / py_distribution(p)
    # the generated files alone (other tests build the package in place in generated/)
    ignore = shutil.ignore_patterns("build", "*.egg-info", "__pycache__")
    shutil.copytree(ROOT / "generated" / "python" / py_distribution(p), package, ignore=ignore)
    _run(["git", "init", "-q"], package)
    generated = sorted(str(f.relative_to(package)) for f in package.rglob("*") if f.is_file() and ".git" not in f.parts)
    wheels = tmp_path / "wheels"
    _run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(wheels), "."],
        package,
    )
    left = [f for f in package.rglob("*") if f.is_file() and ".git" not in f.parts]
    assert len(left) > len(generated), "the build left nothing in place: this test no longer tests anything"
    status = _run(["git", "status", "--porcelain", "--untracked-files=all"], package)
    assert sorted(line[3:] for line in status.splitlines()) == generated


@pytest.mark.parametrize("p", PROTOCOLS, ids=[p.name for p in PROTOCOLS])
def test_python_wheel_installs_alone_and_emits(p: Protocol, tmp_path: Path) -> None:
    source = ROOT / "generated" / "python" / py_distribution(p)
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path / "wheels"),
            str(source),
        ],
        ROOT,
    )
    wheel = next((tmp_path / "wheels").glob("*.whl"))
    assert wheel.name.startswith(py_distribution(p).replace("-", "_") + f"-{p.version}-")
    # A fresh environment with nothing in it; this process's pip installs into it (pip --python),
    # which saves seeding a pip of its own, and refuses to fetch anything (--no-index).
    env = tmp_path / "venv"
    venv.create(env, with_pip=False)
    python = env / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(python)]
    _run([*pip, "install", "-q", "--no-index", str(wheel)], tmp_path)
    listed = _run([*pip, "list", "--format=json"], tmp_path)
    assert {d["name"] for d in json.loads(listed)} == {py_distribution(p)}
    code = (
        f"import json, sys, {py_module(p)} as m, importlib.resources as r; "
        "print(json.dumps(m.build_envelope(json.loads(sys.argv[1])))); "
        f"print(r.files('{py_module(p)}').joinpath('py.typed').is_file())"
    )
    argument, expected = _sample(p)
    out = _run([str(python), "-c", code, json.dumps(argument)], tmp_path).splitlines()
    assert json.loads(out[0]) == expected
    assert out[1] == "True"


@pytest.fixture(scope="module")
def scratch_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every generated TypeScript package built with its own tsconfig, packed with npm, and
    installed from the tarballs into one scratch Node project, which compiles a small program
    against each (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess)."""
    if not TSC.exists():
        pytest.fail("node_modules is missing: run `npm ci`")
    root = tmp_path_factory.mktemp("typescript-packages")
    tarballs = []
    for p in PROTOCOLS:
        package = root / "packages" / p.name
        shutil.copytree(ROOT / "generated" / "typescript" / p.name, package)
        _run(["git", "init", "-q"], package)
        generated = sorted(
            str(f.relative_to(package)) for f in package.rglob("*") if f.is_file() and ".git" not in f.parts
        )
        _run([str(TSC), "-p", "tsconfig.json"], package)
        for built in (f"dist/{ts_file_stem(p)}.js", f"dist/{ts_file_stem(p)}.d.ts"):
            assert (package / built).is_file(), built
        tarballs.append(str(package / _run(["npm", "pack", "--silent"], package).strip().splitlines()[-1]))
        # what the build and the pack left in place is covered by the generated .gitignore
        status = _run(["git", "status", "--porcelain", "--untracked-files=all"], package)
        assert sorted(line[3:] for line in status.splitlines()) == generated
    app = root / "app"
    app.mkdir()
    (app / "package.json").write_text(json.dumps({"name": "scratch", "private": True, "type": "module"}))
    _run(["npm", "install", "--no-audit", "--no-fund", "--offline", *tarballs], app)
    for p in PROTOCOLS:
        (app / f"main_{p.name}.ts").write_text(
            f"import {{ {ts_parse(p)}, {ts_emit(p)}, type {ts_envelope(p)} }} from '{ts_package(p)}'\n"
            f"const emit: (argument: string) => string = {ts_emit(p)}\n"
            f"const envelope: {ts_envelope(p)} | null = {ts_parse(p)}(process.argv[2] ?? '')\n"
            "console.log(JSON.stringify({ envelope, emits: typeof emit }))\n"
        )
    (app / "tsconfig.json").write_text(
        json.dumps(
            {
                "compilerOptions": {
                    **TS_STRICT,
                    "types": [],
                    "outDir": "out",
                    "skipLibCheck": False,
                },
                "files": [*(f"main_{p.name}.ts" for p in PROTOCOLS), "node-globals.d.ts"],
            }
        )
    )
    (app / "node-globals.d.ts").write_text("declare const process: { argv: string[] }\n")
    _run([str(TSC), "-p", "tsconfig.json"], app)
    return app


@pytest.mark.parametrize("p", PROTOCOLS, ids=[p.name for p in PROTOCOLS])
def test_typescript_package_packs_installs_compiles_and_runs(p: Protocol, scratch_app: Path) -> None:
    _, expected = _sample(p)
    out = json.loads(_run(["node", f"out/main_{p.name}.js", json.dumps(expected)], scratch_app))
    assert out == {"envelope": expected, "emits": "function"}
