"""The generated TypeScript compiles where it is used (issue 33): every generated folder, the
AG-UI example's included, compiles unchanged under the compiler options of @tsconfig/strictest,
Vite's vanilla-ts template, SvelteKit's defaults and Node's nodenext (tests/ts/consumers/, each
file saying where its options come from), with the TypeScript package.json pins and with the
newest major; and under the strictest options with the oldest TypeScript the README supports.

The newest major (TypeScript 7, native) checks the whole matrix in about a second, so it runs in
the quick tier; the pinned 5.9 and the minimum take seconds a run and are ``slow``.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.commands import run
from tests.conftest import PROTOCOLS, ROOT
from tests.ts_consumers import (
    BUILD,
    CONSUMERS,
    MINIMUM,
    SETTINGS,
    TREES,
    compile_as,
    generated_folders,
    typescript,
    units,
    write_typescript,
)


def test_the_settings_are_the_four_and_the_minimum_each_saying_its_source() -> None:
    assert sorted(p.stem for p in CONSUMERS.glob("*.json")) == sorted([*SETTINGS, MINIMUM])
    for path in CONSUMERS.glob("*.json"):
        assert path.read_text(encoding="utf-8").startswith("// "), f"{path.name}: say where its options come from"


def test_every_protocol_has_a_folder_in_the_matrix() -> None:
    """The matrix finds the folders itself: one per live spec, and the AG-UI example's."""
    live = [f for f in generated_folders() if f.parent == TREES[0]]
    assert sorted(f.name for f in live) == sorted(p.name for p in PROTOCOLS)
    assert any(f.parent == TREES[1] for f in generated_folders())


def test_node_modules_tsc_is_the_pinned_typescript() -> None:
    """package.json's aliases install a `tsc` too; npm links the one of the package named
    `typescript`, which the README's commands and the suite run as node_modules/.bin/tsc. A
    stale node_modules (an `npm install` that linked an alias's) fails here, not in a compile."""
    version, _ = typescript("typescript")
    done = run([str(ROOT / "node_modules" / ".bin" / "tsc"), "--version"])
    assert done.stdout.strip() == f"Version {version}", "node_modules/.bin/tsc is not the pinned one: run `npm ci`"


@pytest.mark.parametrize("alias", ["typescript-next", pytest.param("typescript", marks=pytest.mark.slow)])
def test_every_folder_compiles_in_every_consumer_setting(alias: str) -> None:
    version, tsc = typescript(alias)
    assert run([str(tsc), "--version"]).stdout.strip() == f"Version {version}"
    compiled = units()
    failed, checks = [], 0
    for setting in SETTINGS:
        errors = compile_as(setting, tsc, compiled, BUILD / f"{setting}-{alias}")
        assert not errors[""], f"{setting}, TypeScript {version}:\n" + "\n".join(errors[""])
        checks += len(compiled)
        failed += [f"{setting}, TypeScript {version}, {name}:\n  " + "\n  ".join(e) for name, e in errors.items() if e]
    assert checks == len(SETTINGS) * len(compiled) and len(compiled) > len(PROTOCOLS)
    assert not failed, f"{len(failed)} of {checks} do not compile:\n" + "\n".join(failed)


@pytest.mark.slow  # TypeScript 4.7 over every folder: ~4 s
def test_every_folder_compiles_with_the_oldest_supported_typescript() -> None:
    version, tsc = typescript("typescript-min")
    compiled = units()
    errors = compile_as(MINIMUM, tsc, compiled, BUILD / "minimum")
    assert not any(errors.values()), f"TypeScript {version}:\n" + "\n".join(e for es in errors.values() for e in es)


def test_the_readme_states_the_versions_that_are_tested() -> None:
    """The minimum, and the two versions the matrix compiles with, as package.json pins them."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    minimum, pinned, newest = (typescript(alias)[0] for alias in ("typescript-min", "typescript", "typescript-next"))
    stated = re.findall(r"TypeScript (\d+\.\d+) or newer", readme)
    assert stated == [".".join(minimum.split(".")[:2])], f"README states {stated}, typescript-min is {minimum}"
    matrix = re.findall(r"with TypeScript (\d+\.\d+)\s+and (\d+),", readme)
    assert matrix == [(".".join(pinned.split(".")[:2]), newest.split(".")[0])], (matrix, pinned, newest)


@pytest.mark.parametrize(
    ("setting", "edit", "error"),
    [
        ("strictest", lambda text: text + "\nconst unread = 1\n", "TS6133"),  # noUnusedLocals
        ("vite", lambda text: text + "\nexport class Held {\n  constructor(readonly x: number) {}\n}\n", "TS1294"),
    ],
)
def test_a_folder_that_breaks_a_setting_is_the_one_reported(setting: str, edit: object, error: str) -> None:
    """The matrix can fail, and names the folder: a copy of one generated folder with an unused
    constant (strictest) or a parameter property (Vite's erasableSyntaxOnly) added to its module
    fails, beside the untouched folder it was copied from."""
    [folder, *_] = generated_folders()
    copy = BUILD / f"broken-{setting}" / folder.name
    shutil.rmtree(copy.parent, ignore_errors=True)
    shutil.copytree(folder, copy)
    [module] = [p for p in copy.glob("*.ts") if not p.name.startswith("runtime")]
    assert callable(edit)
    module.write_text(edit(module.read_text(encoding="utf-8")), encoding="utf-8")
    _, tsc = typescript("typescript-next")
    compiled = {"original": sorted(folder.glob("*.ts")), "copy": sorted(copy.glob("*.ts"))}
    errors = compile_as(setting, tsc, compiled, copy.parent / "config")
    assert errors["original"] == [] and errors[""] == [], errors
    assert len(errors["copy"]) == 1 and f"error {error}:" in errors["copy"][0], errors


@pytest.mark.slow  # tsc over the fixtures' TypeScript four times: ~5 s
def test_the_fixtures_language_features_compile_in_every_consumer_setting() -> None:
    """What the shipped specs do not use compiles too: the language-features fixture under
    each of its safety and unknown-field variants (tests/test_language_features.py), and the
    other fixture specs (stream rules, batches, stable rules, the smallest spec)."""
    from generator.pipeline import read_specs
    from tests.test_language_features import SPEC, VARIANTS, _text

    root = BUILD / "fixtures"
    shutil.rmtree(root, ignore_errors=True)
    specs = {f"features-{v}": (SPEC.name, _text(v)) for v in VARIANTS}
    for name in ("streams/chat", "batch/rows", "stable/stable", "minimal/alert"):
        path = ROOT / "tests" / "fixtures" / f"{name}.v1.yaml"
        specs[name.partition("/")[0]] = (path.name, path.read_text(encoding="utf-8"))
    compiled: dict[str, list[Path]] = {}
    for name, (file_name, text) in specs.items():
        (root / name).mkdir(parents=True)
        (root / name / file_name).write_text(text, encoding="utf-8")
        [p] = read_specs([root / name / file_name])
        compiled[name] = write_typescript(p, root / name)
    assert len(compiled) == len(specs) and all(compiled.values())
    _, tsc = typescript("typescript-next")
    for setting in SETTINGS:
        errors = compile_as(setting, tsc, compiled, root / f"config-{setting}")
        assert not any(errors.values()), f"{setting}:\n" + "\n".join(e for es in errors.values() for e in es)
