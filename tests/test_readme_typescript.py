"""README.md's TypeScript snippet compiles against the generated TypeScript, with the real tsc
and the strictness the generated package is built with.

The snippet is what a Console developer copies, so it is compiled as the page shows it, against
the package it imports (the frozen console spec's: the page shows the shipped protocols, as
tests/test_readme_examples.py does). It elides the Console's own names (``output``,
``setTheme``), declared here, and the other handlers (``/* … */``): it compiles as written
and with one handler per remaining action type, derived from the spec; with the exhaustive
opt-in its comment names, leaving handlers out must not compile.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from generator.targets.typescript.names import ts_file_stem, ts_package
from tests.commands import run
from tests.conftest import ROOT, TS_STRICT, TSC, frozen_protocol

pytestmark = pytest.mark.slow  # tsc twice: ~6 s

ELIDED = "/* … */"
# What the snippet takes from the Console around it.
CONSOLE_NAMES = "declare const output: string\ndeclare function setTheme(theme: string): void\n"


def snippets() -> list[str]:
    return re.findall(r"^```ts\n(.*?)^```$", (ROOT / "README.md").read_text(encoding="utf-8"), re.DOTALL | re.MULTILINE)


def _compile(project: Path, snippet: str, frozen_out: Path) -> str:
    """tsc's output on ``snippet`` (empty when it compiles), the package it imports mapped to
    the generated module."""
    console = frozen_protocol("console")
    module = frozen_out / "typescript" / console.name / f"{ts_file_stem(console)}.ts"
    project.mkdir()
    (project / "main.ts").write_text(snippet, encoding="utf-8")
    (project / "console-names.d.ts").write_text(CONSOLE_NAMES, encoding="utf-8")
    options = {
        **TS_STRICT,
        "noEmit": True,
        "types": [],
        "paths": {ts_package(console): [str(module)]},
    }
    config = {"compilerOptions": options, "files": ["main.ts", "console-names.d.ts"]}
    (project / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    done = run([str(TSC), "-p", str(project / "tsconfig.json")], cwd=project)
    return done.stdout + done.stderr


def test_the_readme_has_one_snippet_and_it_imports_the_console_package() -> None:
    [snippet] = snippets()
    assert f"from '{ts_package(frozen_protocol('console'))}'" in snippet and snippet.count(ELIDED) == 1


def test_the_snippet_compiles_as_shown_and_with_every_handler(tmp_path: Path, frozen_out: Path) -> None:
    """The default dispatch tolerates types without a handler (an action type added in a minor
    version must not stop the Console compiling): as shown, and with every handler."""
    [snippet] = snippets()
    assert _compile(tmp_path / "as-shown", snippet, frozen_out) == ""
    given = set(re.findall(r"\b(\w+): \(", snippet))
    rest = [v.wire for v in frozen_protocol("console").variants if v.wire not in given]
    assert rest and given, "the snippet shows one handler and elides the others"
    handlers = ", ".join(f"{json.dumps(tag)}: () => {{}}" for tag in rest)
    assert _compile(tmp_path / "all", snippet.replace(ELIDED, handlers), frozen_out) == ""


def test_the_exhaustive_opt_in_makes_leaving_a_handler_out_a_compile_error(tmp_path: Path, frozen_out: Path) -> None:
    """What the snippet's comment promises of applyConsoleActionsExhaustive."""
    [snippet] = snippets()
    apply = re.search(r"\b(apply\w+)\(envelope", snippet)
    assert apply is not None and f"{apply[1]}Exhaustive" in snippet
    exhaustive = snippet.replace(f"{apply[1]}(envelope", f"{apply[1]}Exhaustive(envelope").replace(
        f"import {{ parseConsoleEnvelope, {apply[1]} }}", f"import {{ parseConsoleEnvelope, {apply[1]}Exhaustive }}"
    )
    printed = _compile(tmp_path / "exhaustive", exhaustive, frozen_out)
    assert "main.ts" in printed and "is missing the following properties" in printed, printed
