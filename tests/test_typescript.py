"""The TypeScript half of the suite, run from pytest so one command runs everything.

Compiles generated/typescript and tests/ts with the real tsc (strict, exactOptionalPropertyTypes,
noUncheckedIndexedAccess: tests/ts/tsconfig.json) and runs tests/ts/*.test.ts on Node with the
same shared vectors the Python suite uses.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.conftest import ROOT


def _run(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=600, env={**os.environ, **env})


def test_generated_typescript_compiles_strict(compiled: Path) -> None:
    for ts in (ROOT / "generated" / "typescript").rglob("*.ts"):
        js = compiled / ts.relative_to(ROOT).with_suffix(".js")
        assert js.exists(), f"tsc did not emit {js}"


def test_node_suite_passes(compiled: Path, vectors_dir: Path) -> None:
    result = _run(["node", "--test", str(compiled / "tests" / "ts")], VECTORS_DIR=str(vectors_dir))
    summary = [line for line in result.stdout.splitlines() if line.startswith("# ")]
    assert result.returncode == 0, f"node --test failed:\n{result.stdout[-8000:]}\n{result.stderr[-4000:]}"
    counts = dict(line[2:].split(" ", 1) for line in summary if " " in line[2:])
    assert int(counts["fail"]) == 0 and int(counts["pass"]) > 500, summary


def test_inherited_names_are_the_runtimes_own() -> None:
    """Checkers read fields with a plain index except names every JS object inherits, which go
    through own(); the list the generator keeps must be Node's, not a guess."""
    import json

    from generator.targets.typescript import names as naming

    done = subprocess.run(
        ["node", "-e", "console.log(JSON.stringify(Object.getOwnPropertyNames(Object.prototype)))"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert set(json.loads(done.stdout)) == naming.JS_INHERITED
    assert naming.ts_read("raw", "constructor") == "own(raw, 'constructor')"
    assert naming.ts_read("raw", "time") == "raw['time']"


@pytest.mark.slow  # prettier on every generated module: ~10 s
def test_generated_typescript_is_as_prettier_formats_it(frozen_out: Path, tmp_path: Path) -> None:
    """Generation needs only Python, so prettier is not a stage: the templates and the layout
    pass (generator/targets/typescript/layout.py) write what prettier would. The real prettier
    (pinned in package.json, configured in .prettierrc) holds them to it: the live and the frozen
    output, the test fixtures' (which use what the shipped specs do not), and the runtime source."""
    from generator.output.format import format_files
    from generator.pipeline import read_specs
    from generator.targets import render_protocol

    fixtures = [
        ROOT / "tests" / "fixtures" / name
        for name in (
            "stable/stable.v1.yaml",
            "minimal/alert.v1.yaml",
            "batch/rows.v1.yaml",
            "features/features.v1.yaml",
            "streams/chat.v1.yaml",
        )
    ]
    for p in read_specs(fixtures):
        rendered = {rel: text for rel, text in render_protocol(p).items() if rel.endswith(".ts")}
        for rel, text in format_files(rendered).items():  # the format stage's TypeScript tidy
            (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / rel).write_text(text, encoding="utf-8")
    # Unions in an object type's members, one that fits on a line of its own and one that does
    # not: laid out as the templates' lines are, so prettier can hold the layout to its rules.
    from generator.targets.typescript.layout import layout

    member = "{{ kind: 'k{}'; url: string; alt?: string; tag?: string }}"
    fits = " | ".join(member.format(i) for i in range(2))  # too long after "  fits: ", not alone
    long = " | ".join(member.format(i) for i in range(4))
    laid = layout(f"export type T = {{\n  fits: {fits}\n  long?: {long}\n}}\n")
    assert f"\n  fits:\n    {fits}\n" in laid and laid.count("\n    | {") == 4, laid
    (tmp_path / "unions.ts").write_text(laid, encoding="utf-8")
    # An object type over several lines intersected with one, two and three named types, as
    # the item union writes a variant that includes shapes: prettier's own breaks after the first.
    ends = ["} & A)", "} & A & B)", "} & A & B & C)"]
    laid = layout(
        "type A = { a?: string }\ntype B = { b?: string }\ntype C = { c?: string }\nexport type I =\n"
        + "".join(f"  | ({{\n      type: 'x{i}'\n    {end}\n" for i, end in enumerate(ends))
    )
    assert (
        "    } & A)\n" in laid and "    } & A &\n      B)\n" in laid and "    } & A &\n      B &\n      C)\n" in laid
    ), laid
    (tmp_path / "intersections.ts").write_text(laid, encoding="utf-8")
    prettier = ROOT / "node_modules" / ".bin" / "prettier"
    files = [
        *sorted(str(p) for p in (ROOT / "generated" / "typescript").rglob("*.ts")),
        *sorted(str(p) for p in (frozen_out / "typescript").rglob("*.ts")),
        *sorted(str(p) for p in (ROOT / "examples" / "ag-ui" / "generated" / "typescript").rglob("*.ts")),
        *sorted(str(p) for p in tmp_path.rglob("*.ts")),
        *sorted(str(p) for p in (ROOT / "generator" / "targets" / "typescript").glob("runtime*.ts")),
    ]
    # --ignore-path: not .gitignore's, which leaves out build/ (where the frozen output is);
    # --config: the project's, for the fixtures' output outside it
    result = _run([str(prettier), "--check", "--config", ".prettierrc", "--ignore-path", ".prettierignore", *files])
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_line_that_closes_an_object_type_breaks_its_last_own_group() -> None:
    """The end of a multi-line object type, too long (``} & { … } & { …; [key: string]: unknown })``):
    the group prettier breaks is the last one the line opens and closes, not an index signature's
    brackets inside it (nor the ``}`` and ``)`` the line closes without opening)."""
    from generator.targets.typescript.layout import layout_line

    first = "{ timestamp?: number; rawEvent?: unknown; metadata?: Record<string, unknown>; [key: string]: unknown }"
    line = f"    }} & {first} & {{ subagentRunId?: string; [key: string]: unknown }})"
    assert layout_line(line) == [
        f"    }} & {first} & {{",
        "      subagentRunId?: string",
        "      [key: string]: unknown",
        "    })",
    ]


def test_an_assignment_too_long_breaks_after_its_equals_sign() -> None:
    """``out['key'] = <a long string>`` (a long default): the value goes on the next line, as
    prettier writes it; breaking the target's brackets (``out[\\n 'key',\\n]``) is TS1109. A
    `` = `` inside a string is no assignment, and grouping parentheses are no call."""
    from generator.targets.typescript.layout import layout_line

    value = "'" + "x" * 120 + "'"
    assert layout_line(f"    out['scope'] = {value}") == ["    out['scope'] =", f"      {value}"]
    message = "'" + "a = b " * 25 + "'"
    assert layout_line(f"    throw new E(path, {message})") == [
        "    throw new E(",
        "      path,",
        f"      {message},",
        "    )",
    ]
    grouped = f"    const handler = handlers[item.kind] as ((x: {'T' * 100}) => R) | undefined"
    assert layout_line(grouped) == ["    const handler =", grouped.replace("    const handler = ", "      ")]
