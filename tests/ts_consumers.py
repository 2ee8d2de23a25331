"""Generated TypeScript compiled as the projects that import it compile it.

The settings are tests/ts/consumers/<setting>.json, each saying where its options come from;
the compilers are package.json's: ``typescript`` (the pinned one), ``typescript-next`` (the
newest major, an npm alias) and ``typescript-min`` (the oldest the README supports). One tsc
run compiles every unit (a generated folder's ``.ts`` files, or a tree's ``index.ts``) in one
program, and its errors are told apart by the file they name, so a run per setting and version
checks every folder (tsc takes seconds to start, the folders a fraction of that).
"""

from __future__ import annotations

import json
from pathlib import Path

from generator.model.protocol import Protocol
from tests.commands import run
from tests.conftest import ROOT

CONSUMERS = ROOT / "tests" / "ts" / "consumers"
# The four settings of issue 33: @tsconfig/strictest, Vite's vanilla-ts template, SvelteKit's
# defaults (the Console's framework) and Node's nodenext.
SETTINGS = ("strictest", "vite", "sveltekit", "nodenext")
MINIMUM = "minimum"  # the strictest options on the oldest supported TypeScript
# The generated TypeScript trees: the live specs' and the AG-UI example's.
TREES = (ROOT / "generated" / "typescript", ROOT / "examples" / "ag-ui" / "generated" / "typescript")
BUILD = ROOT / "build" / "consumers"


def typescript(alias: str) -> tuple[str, Path]:
    """The version package.json pins under ``alias`` (``npm:typescript@7.0.2`` or ``5.9.3``)
    and the tsc npm installed for it."""
    pinned = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["devDependencies"][alias]
    return pinned.rpartition("@")[2], ROOT / "node_modules" / alias / "bin" / "tsc"


def generated_folders() -> list[Path]:
    """Every generated TypeScript folder (one per protocol: the package.json beside its module)."""
    return sorted(package.parent for tree in TREES for package in tree.glob("*/package.json"))


def units() -> dict[str, list[Path]]:
    """What a consumer copies, by name: each folder's ``.ts`` files, and each tree's index.ts."""
    found = {str(f.relative_to(ROOT)): sorted(f.glob("*.ts")) for f in generated_folders()}
    return found | {str(i.relative_to(ROOT)): [i] for tree in TREES for i in [tree / "index.ts"] if i.is_file()}


def compile_as(setting: str, tsc: Path, compiled: dict[str, list[Path]], where: Path) -> dict[str, list[str]]:
    """tsc's error lines for each of ``compiled`` (name -> files), all compiled in one program
    (noEmit) under consumers/<setting>.json; lines that name none of their files under ``""``."""
    where = where.resolve()
    where.mkdir(parents=True, exist_ok=True)
    files = [str(f.resolve()) for fs in compiled.values() for f in fs]
    config = {"extends": str(CONSUMERS / f"{setting}.json"), "compilerOptions": {"noEmit": True}, "files": files}
    (where / "tsconfig.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    done = run([str(tsc), "-p", str(where / "tsconfig.json"), "--pretty", "false"], cwd=where)
    owner = {str(f.resolve()): name for name, fs in compiled.items() for f in fs}
    errors: dict[str, list[str]] = {name: [] for name in [*compiled, ""]}
    for line in (done.stdout + done.stderr).splitlines():
        if line and not line.startswith(" "):  # an error's own line, not its indented detail
            named = line.split("(", 1)[0] if "): error" in line else ""
            errors[owner.get(str((where / named).resolve()), "") if named else ""].append(line)
    if done.returncode != 0 and not any(errors.values()):
        errors[""].append(f"tsc exited {done.returncode} without an error line")
    return errors


def write_typescript(p: Protocol, out: Path) -> list[Path]:
    """``p``'s TypeScript folder rendered and tidied in process (no Python formatting, as the
    prettier test renders fixtures) under ``out``: its ``.ts`` files."""
    from generator.output.format import format_files
    from generator.targets import render_protocol

    rendered = {rel: text for rel, text in render_protocol(p).items() if rel.startswith("typescript/")}
    for rel, text in format_files(rendered).items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    return sorted((out / "typescript" / p.name).glob("*.ts"))
