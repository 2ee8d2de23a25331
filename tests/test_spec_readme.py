"""spec/README.md describes the language the schema accepts: its table of top-level keys lists
every key of generator/spec/spec.schema.json once, marked required exactly where the schema
requires it (a key added to the language without a line here, or a line for a key that went,
fails)."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

from generator.spec.read import read_spec_text
from generator.spec.schema import SCHEMA
from generator.targets.python.names import py_distribution, py_package_path
from generator.targets.typescript.names import ts_file_stem
from tests.commands import generator
from tests.conftest import SPEC_DIR


def top_level_rows() -> list[tuple[str, str]]:
    """(key, "yes" or "no") for each row of the table under "## Top level"."""
    text = (SPEC_DIR / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Top level\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `(\w+)` \| (yes|no) \|", section, re.MULTILINE)


def test_the_top_level_table_is_the_schemas_keys() -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    rows = top_level_rows()
    keys = [key for key, _ in rows]
    assert len(keys) == len(set(keys)), keys
    assert sorted(keys) == sorted(schema["properties"])
    assert sorted(key for key, required in rows if required == "yes") == sorted(schema["required"])


def minimal_spec() -> tuple[str, str]:
    """The page's smallest useful spec, and where the page says to save it (``spec/….yaml``)."""
    text = (SPEC_DIR / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## A whole spec, the smallest useful one\n", 1)[1].split("\n## ", 1)[0]
    [spec] = re.findall(r"```yaml\n(.*?)```", section, re.DOTALL)
    [where] = re.findall(r"save it as `(spec/[^`]+\.yaml)`", section)
    return spec, where


def test_the_whole_spec_it_shows_builds_and_generates(tmp_path: Path) -> None:
    """The page's smallest useful spec, saved where it says, generates as it says: its Python
    package and its TypeScript module, named as the spec names them."""
    spec, where = minimal_spec()
    p = read_spec_text(spec, Path(where).name)
    (tmp_path / where).parent.mkdir()
    (tmp_path / where).write_text(spec, encoding="utf-8")
    done = generator("generate", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    generated = tmp_path / "generated"
    assert (generated / "typescript" / p.name / f"{ts_file_stem(p)}.ts").is_file()
    package = generated / "python" / py_distribution(p) / "src" / py_package_path(p) / "__init__.py"
    assert package.is_file()


def test_the_command_it_gives_prints_where_the_schema_is() -> None:
    """The page's one-liner for an editor, run as written (``python`` is this interpreter)."""
    text = (SPEC_DIR / "README.md").read_text(encoding="utf-8")
    [command] = re.findall(r"`(python -c \"[^`]*\")`", text)
    args = shlex.split(command.replace("\n", " "))
    done = subprocess.run([sys.executable, *args[1:]], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    printed = Path(done.stdout.strip())
    assert printed.is_file() and printed == Path(str(SCHEMA))
