"""The generated TypeScript is erasable: type stripping runs it as it is (issue 33).

Every generated folder, the AG-UI example's included, goes through amaro (package.json pins it:
the stripper Node's own type stripping runs) in strip-only mode, which refuses any syntax that is
not erasable; the stripped modules are run on Node, every example of every item type through the
module's emit and parse functions, and must give the envelope the Python package gives (as JSON
values: JavaScript has no whole floats to write as ``49.0``). The Node the project supports (20) has no type stripping of its own, so amaro runs as a
library; on a Node that has the flag, the same module also runs from its ``.ts`` file.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from generator.model.protocol import Protocol
from generator.pipeline import read_specs
from generator.targets.python.names import py_emit, py_module
from generator.targets.typescript.names import ts_emit, ts_file_stem, ts_parse
from tests.commands import run
from tests.conftest import PROTOCOLS, ROOT
from tests.ts_consumers import TREES

AG_UI = ROOT / "examples" / "ag-ui"
for _src in sorted((AG_UI / "generated" / "python").glob("*/src")):
    if str(_src) not in sys.path:
        sys.path.insert(0, str(_src))

PROTOCOLS_BY_TREE = [(TREES[0], PROTOCOLS), (TREES[1], read_specs(sorted((AG_UI / "spec").glob("*.yaml"))))]


def arguments(p: Protocol) -> list[str]:
    """Every example of every item type, as the tool argument's JSON text."""
    examples = [example for v in p.variants for example in v.examples]
    return [json.dumps([e] if p.envelope.is_list else e) for e in examples]


def python_envelope(p: Protocol, argument: str) -> str:
    """The Python twin's emit: the list's JSON text, or a single item's fields as arguments."""
    emit: Any = getattr(importlib.import_module(py_module(p)), py_emit(p))
    return str(emit(argument) if p.envelope.is_list else emit(**json.loads(argument)))


def job(out: Path) -> tuple[Path, dict[str, list[str]]]:
    """The strip_run.mjs job over every folder, and the envelopes Python gives its cases."""
    folders, expected = [], {}
    for tree, protocols in PROTOCOLS_BY_TREE:
        for p in protocols:
            cases = arguments(p)
            assert cases, f"{p.name}: no examples to run"
            folders.append(
                {
                    "src": str(tree / p.name),
                    "name": p.name,
                    "module": ts_file_stem(p),
                    "emit": ts_emit(p),
                    "parse": ts_parse(p),
                    "cases": cases,
                }
            )
            expected[p.name] = [python_envelope(p, argument) for argument in cases]
    (out / "job.json").write_text(json.dumps({"out": str(out), "folders": folders}), encoding="utf-8")
    return out / "job.json", expected


def test_every_folder_runs_after_type_stripping(tmp_path: Path) -> None:
    job_file, expected = job(tmp_path)
    done = run(["node", str(ROOT / "tests" / "ts" / "strip_run.mjs"), str(job_file)])
    assert done.returncode == 0, done.stderr[-4000:]
    results = json.loads(done.stdout)
    assert sorted(results) == sorted(expected)
    for name, envelopes in expected.items():
        for envelope, got in zip(envelopes, results[name], strict=True):
            # as JSON values: Python writes a whole float as 49.0, JavaScript as 49
            assert "error" not in got and got["parsed"] is not None, (name, envelope, got)
            assert json.loads(got["text"]) == json.loads(got["parsed"]) == json.loads(envelope), name


def test_strip_only_refuses_what_is_not_erasable(tmp_path: Path) -> None:
    """The check above can fail: a parameter property, the syntax the stream runtime used to
    have, makes amaro's strip-only mode throw, as Node's type stripping does."""
    folder = tmp_path / "src"
    folder.mkdir()
    (folder / "held.ts").write_text("export class Held {\n  constructor(readonly x: number) {}\n}\n", encoding="utf-8")
    job_file = tmp_path / "job.json"
    entry = {"src": str(folder), "name": "held", "module": "held", "emit": "", "parse": "", "cases": []}
    job_file.write_text(json.dumps({"out": str(tmp_path), "folders": [entry]}), encoding="utf-8")
    done = run(["node", str(ROOT / "tests" / "ts" / "strip_run.mjs"), str(job_file)])
    assert done.returncode != 0 and "parameter property is not supported" in done.stderr, done.stderr


NODE_STRIPS = run(["node", "--experimental-strip-types", "-e", ""]).returncode == 0


@pytest.mark.skipif(
    not NODE_STRIPS,
    reason=f"Node {run(['node', '--version']).stdout.strip()} has no --experimental-strip-types (Node 22.6 added it)",
)
def test_node_runs_the_ts_files_with_its_own_type_stripping(tmp_path: Path) -> None:
    """The modules import `./runtime.js`, the specifier every consumer setting accepts (strictest
    and nodenext refuse a `.ts` one); a resolve hook maps it to the `.ts` file beside it, as a
    bundler does, and Node strips the files itself."""
    p = PROTOCOLS[0]
    for ts in (TREES[0] / p.name).glob("*.ts"):
        (tmp_path / ts.name).write_bytes(ts.read_bytes())
    (tmp_path / "package.json").write_text('{"type": "module"}\n', encoding="utf-8")
    [argument, *_] = arguments(p)
    (tmp_path / "main.ts").write_text(
        f"import {{ {ts_emit(p)} }} from './{ts_file_stem(p)}.js'\n"
        f"process.stdout.write({ts_emit(p)}({json.dumps(argument)}))\n",
        encoding="utf-8",
    )
    hooks = (ROOT / "tests" / "ts" / "ts_specifiers.mjs").as_uri()
    register = f"data:text/javascript,import{{register}}from'node:module';register({json.dumps(hooks)})"
    done = run(["node", "--experimental-strip-types", "--import", register, "main.ts"], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == python_envelope(p, argument)
