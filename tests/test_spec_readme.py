"""spec/README.md describes the language the schema accepts: its table of top-level keys lists
every key of generator/spec/spec.schema.json once, marked required exactly where the schema
requires it (a key added to the language without a line here, or a line for a key that went,
fails)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from generator.spec.schema import SCHEMA
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


def test_the_whole_spec_it_shows_builds_and_generates(tmp_path: Path) -> None:
    """The page's smallest useful spec, saved where it says, generates as it says."""
    text = (SPEC_DIR / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## A whole spec, the smallest useful one\n", 1)[1].split("\n## ", 1)[0]
    [spec] = re.findall(r"```yaml\n(.*?)```", section, re.DOTALL)
    (tmp_path / "spec").mkdir()
    (tmp_path / "spec" / "notes.v1.yaml").write_text(spec, encoding="utf-8")
    done = generator("generate", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "generated" / "typescript" / "notes" / "notes.ts").is_file()
    assert list((tmp_path / "generated" / "python").glob("*/src/example_protocols/notes/__init__.py"))
