"""Source compatibility, proven: a consumer written against one version of a spec's generated code
compiles against the code of every compatible edit the spec-change drill makes (tests/drill.py),
and a source break diff calls breaking really breaks it (spec/README.md, "Source compatibility").

For each kind of drill edit and each live spec it applies to (newest majors, as the drill):
the consumers (tests/consumers.py) are derived from the spec as it is and the code committed in
generated/ for it (``check`` keeps that current), then compiled against the code generated from
the edited spec: ``tsc --strict`` (the project's strictness, tests/conftest.py ``TS_STRICT``)
for the TypeScript consumer and ``mypy --strict`` for the Python one. What ``diff`` says decides
what must happen: no breaking change, both compile; breaking for source reasons alone (every
breaking line says "source break"), the TypeScript consumer must not compile; breaking on the
wire, nothing is promised and nothing is compiled.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator.build.builder import build_protocol
from generator.model.protocol import Protocol
from generator.spec.load import load_file, load_text
from generator.spec.schema import check_schema
from generator.targets.python.names import py_distribution, py_module, py_package_path
from generator.targets.typescript.names import ts_file_stem, ts_package
from generator.versioning.diff import Change, diff_specs
from generator.versioning.facts import Located, locate
from tests.commands import SHARED_CACHE, generator, run
from tests.conftest import ROOT, SPECS, TS_STRICT, TSC
from tests.consumers import py_consumer, ts_consumer, ts_exports
from tests.drill import KINDS, edit
from tests.test_spec_drill import newest_majors

SOURCE_BREAK = "a source break"


@dataclass
class Case:
    spec: Path
    before: Located
    after_text: str
    changes: list[Change]

    @property
    def breaking(self) -> list[Change]:
        return [c for c in self.changes if c.cls == "breaking"]

    @property
    def source_only(self) -> bool:
        return bool(self.breaking) and all(SOURCE_BREAK in c.text for c in self.breaking)


def _located(doc_text: str, name: str) -> Located:
    doc = load_text(doc_text, name)
    check_schema(doc)
    return locate(build_protocol(doc), doc)


def cases(kind: str) -> list[Case]:
    out = []
    for spec in newest_majors(SPECS):
        text = spec.read_text(encoding="utf-8")
        edited = edit(kind, text, spec.name)
        if edited is None:
            continue
        doc = load_file(spec, f"spec/{spec.name}")
        before = locate(build_protocol(doc), doc)
        after = _located(edited, f"spec/{spec.name}")
        out.append(Case(spec, before, edited, diff_specs(before, after).changes))
    return out


def _module(out: Path, p: Protocol) -> Path:
    return out / "typescript" / p.name / f"{ts_file_stem(p)}.ts"


def _package_src(out: Path, p: Protocol) -> Path:
    return out / "python" / py_distribution(p) / "src"


def _generate(tmp: Path, chosen: list[Case]) -> Path:
    """The edited specs generated together into ``tmp/after``."""
    (tmp / "spec").mkdir()
    for case in chosen:
        (tmp / "spec" / case.spec.name).write_text(case.after_text, encoding="utf-8")
    done = generator(
        "generate",
        "--specs",
        str(tmp / "spec"),
        "--out",
        str(tmp / "after"),
        env={"GENERATOR_CACHE": str(SHARED_CACHE)},
    )
    assert done.returncode == 0, done.stderr
    return tmp / "after"


def compile_ts(folder: Path, chosen: list[Case], after: Path) -> str:
    """tsc's output on the consumers of ``chosen`` against ``after`` (empty: they compile)."""
    folder.mkdir()
    paths, files = {}, []
    for case in chosen:
        p = case.before.protocol
        consumer = folder / f"{p.name}.ts"
        consumer.write_text(
            ts_consumer(p, _module(ROOT / "generated", p).read_text(encoding="utf-8")), encoding="utf-8"
        )
        paths[ts_package(p)] = [str(_module(after, p))]
        files.append(consumer.name)
    options = {**TS_STRICT, "noEmit": True, "types": [], "paths": paths}
    (folder / "tsconfig.json").write_text(json.dumps({"compilerOptions": options, "files": files}), encoding="utf-8")
    done = run([str(TSC), "-p", str(folder / "tsconfig.json")], cwd=folder)
    return done.stdout + done.stderr


def check_py(folder: Path, chosen: list[Case], after: Path) -> str:
    """mypy --strict's output on the consumers of ``chosen`` against ``after`` ("": clean)."""
    folder.mkdir()
    files = []
    for case in chosen:
        p = case.before.protocol
        init = ROOT / "generated" / "python" / py_distribution(p) / "src" / py_package_path(p) / "__init__.py"
        consumer = folder / f"consumer_{p.name}.py"
        consumer.write_text(py_consumer(p, init.read_text(encoding="utf-8")), encoding="utf-8")
        files.append(str(consumer))
    mypy_path = os.pathsep.join(str(_package_src(after, c.before.protocol)) for c in chosen)
    args = [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(folder / ".mypy"), *files]
    done = run(args, cwd=folder, env={"MYPYPATH": mypy_path})
    return "" if done.returncode == 0 else done.stdout + done.stderr


def test_a_consumer_names_every_export_of_its_version() -> None:
    """The consumers are derived from the generated code: every exported name is in them."""
    for spec in newest_majors(SPECS):
        doc = load_file(spec, f"spec/{spec.name}")
        p = build_protocol(doc)
        module = _module(ROOT / "generated", p).read_text(encoding="utf-8")
        values, types = ts_exports(module)
        consumer = ts_consumer(p, module)
        assert values and all(f"{name}," in consumer or f"{name}]" in consumer for name in values + types)
        init = (_package_src(ROOT / "generated", p) / py_package_path(p) / "__init__.py").read_text(encoding="utf-8")
        assert f"from {py_module(p)} import (" in py_consumer(p, init)


def test_a_sample_compatible_edit_keeps_the_typescript_consumer_compiling(tmp_path: Path) -> None:
    """The quick tier's sample of the test below: an item type added, on the first spec that
    has one to add (a new type must not stop the default dispatch compiling)."""
    chosen = cases("add-variant")[:1]
    assert chosen and not any(c.breaking for c in chosen)
    assert compile_ts(tmp_path / "ts", chosen, _generate(tmp_path, chosen)) == ""


@pytest.mark.slow  # per kind: one generate, one tsc and one mypy run over every spec it applies to
@pytest.mark.parametrize("kind", KINDS)
def test_consumers_of_the_version_before_compile_after_a_compatible_edit(kind: str, tmp_path: Path) -> None:
    found = cases(kind)
    compatible = [c for c in found if not c.breaking]
    source_only = [c for c in found if c.source_only]
    if not compatible and not source_only:
        pytest.skip(f"{kind}: breaking on the wire wherever it applies; nothing is promised")
    after = _generate(tmp_path, compatible + source_only)
    if compatible:
        assert compile_ts(tmp_path / "ts", compatible, after) == ""
        assert check_py(tmp_path / "py", compatible, after) == ""
    for case in source_only:  # diff's source judgement matches what the compiler says
        printed = compile_ts(tmp_path / f"ts-{case.spec.stem}", [case], after)
        assert "error TS" in printed, f"{case.spec.name}: diff says source break, yet the consumer compiles"


def test_the_source_only_edit_is_breaking_for_source_reasons_alone() -> None:
    """make-optional is compatible on the wire: its only breaking lines are source breaks."""
    found = cases("make-optional")
    assert found
    for case in found:
        assert case.source_only, [c.text for c in case.changes]
        assert any(c.cls == "compatible" and c.text.endswith("made optional") for c in case.changes)
