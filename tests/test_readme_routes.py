"""README.md's two routes into the Console, done exactly as the page says, in a fresh folder
(issue 33): copy the folder's ``.ts`` files, or build and pack the package and install the
tarball; then the page's TypeScript snippet, importing the copy or the package, is compiled
with the pinned tsc under a consumer's settings (tests/ts/consumers/nodenext.json, which emits)
and run on Node, where it must apply an envelope's action.

The fresh folder holds what the commands read, a checkout's ``generated/`` (the frozen specs'
output: the page shows the shipped protocols, as tests/test_readme_examples.py's copy does) and
``node_modules/``, and nothing else; the commands are the page's ``$`` lines of the section, run
with bash, their output held to the page's. The snippet's elided handlers are filled from the
spec and the Console's names (``output``, ``setTheme``) defined, as tests/test_readme_typescript.py
does for the compile-only check.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tests.commands import run
from tests.conftest import ROOT, TSC, frozen_protocol
from tests.test_readme_examples import Example, examples, normalise
from tests.test_readme_typescript import ELIDED, snippets
from tests.ts_consumers import CONSUMERS

pytestmark = pytest.mark.slow  # npm pack and install, tsc twice: ~15 s

SECTION = "## In the Console"
README = (ROOT / "README.md").read_text(encoding="utf-8")


def commands() -> list[Example]:
    return [e for e in examples("README.md") if e.section == SECTION]


def copy_import() -> str:
    """Where the page says a file in the app's ``src/`` imports the copy from."""
    [path] = re.findall(r"imports the copy as `'(\./[^']+)'`", README)
    return str(path)


@pytest.fixture
def checkout(tmp_path: Path, frozen_out: Path) -> Path:
    """A fresh folder with what the page's commands read: generated/ and node_modules/."""
    shutil.copytree(frozen_out / "typescript", tmp_path / "generated" / "typescript")
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    return tmp_path


def do(example: Example, cwd: Path) -> None:
    done = run(["bash", "-c", example.command], cwd=cwd)
    where = f"README.md:{example.line}: {example.command}"
    assert done.returncode == example.exit_code == 0, f"{where}\n{done.stderr}"
    assert normalise(done.stdout + done.stderr, cwd) == normalise(example.output, cwd), where


def app_source(module: str) -> str:
    """The page's snippet importing ``module``, runnable: every handler, the Console's names."""
    [snippet] = snippets()
    console = frozen_protocol("console")
    given = set(re.findall(r"\b(\w+): \(", snippet))
    rest = ", ".join(f"{json.dumps(v.wire)}: () => {{}}" for v in console.variants if v.wire not in given)
    [theme] = [v for v in console.variants if v.wire in given]
    envelope = {"protocol": console.id, "actions": [theme.examples[0]]}
    names = (
        f"const output: string = {json.dumps(json.dumps(envelope))}\n"
        "function setTheme(theme: string): void {\n  console.log(`theme ${theme}`)\n}\n"
    )
    [package] = re.findall(r"from '([^']+)'", snippet)
    return names + snippet.replace(ELIDED, rest).replace(f"from '{package}'", f"from '{module}'")


def compile_and_run(app: Path, module: str) -> str:
    """``src/main.ts`` importing ``module``, compiled under the nodenext consumer's settings
    into dist/ and run on Node: what it prints."""
    (app / "src").mkdir(parents=True, exist_ok=True)
    (app / "src" / "main.ts").write_text(app_source(module), encoding="utf-8")
    if not (app / "package.json").exists():
        (app / "package.json").write_text('{"private": true, "type": "module"}\n', encoding="utf-8")
    config = {"extends": str(CONSUMERS / "nodenext.json"), "compilerOptions": {"outDir": "dist"}, "include": ["src"]}
    (app / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    tsc = run([str(TSC), "-p", "tsconfig.json"], cwd=app)
    assert tsc.returncode == 0, tsc.stdout + tsc.stderr
    node = run(["node", "dist/main.js"], cwd=app)
    assert node.returncode == 0, node.stderr
    return node.stdout


def expected_print() -> str:
    [snippet] = snippets()
    given = set(re.findall(r"\b(\w+): \(", snippet))
    [theme] = [v for v in frozen_protocol("console").variants if v.wire in given]
    example = theme.examples[0]
    assert isinstance(example, dict)
    return f"theme {example['theme']}\n"


def test_the_section_has_both_routes() -> None:
    [copy, build, pack] = commands()
    assert "cp generated/typescript/console/*.ts" in copy.command and "npm pack" in pack.command, build


def test_the_copy_route_compiles_and_runs(checkout: Path) -> None:
    [copy, *_] = commands()
    do(copy, checkout)
    [destination] = re.findall(r"cp \S+ (\S+)/$", copy.command)
    copied = checkout / destination
    assert sorted(p.name for p in copied.iterdir()) == ["console.ts", "runtime.ts"]
    app = copied.parent.parent  # build/console-app: the copy is its src/protocol/
    assert (app / "src" / copy_import().removeprefix("./")).with_suffix(".ts").is_file()
    assert compile_and_run(app, copy_import()) == expected_print()


def test_the_package_route_packs_installs_compiles_and_runs(checkout: Path) -> None:
    [_, build, pack] = commands()
    do(build, checkout)
    do(pack, checkout)  # `cd build/console-pkg` is part of the command
    [tarball] = (checkout / "build" / "console-pkg").glob("*.tgz")
    assert tarball.name == pack.output.strip()
    app = checkout / "console-app"
    app.mkdir()
    (app / "package.json").write_text('{"private": true, "type": "module"}\n', encoding="utf-8")
    done = run(["npm", "install", "--no-audit", "--no-fund", "--offline", str(tarball)], cwd=app)
    assert done.returncode == 0, done.stderr
    [package] = re.findall(r"from '([^']+)'", snippets()[0])
    assert compile_and_run(app, package) == expected_print()
