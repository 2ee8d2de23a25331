"""Change one rule in a copy of the spec, regenerate, rebuild the vectors: the regenerated
Python and TypeScript both agree with the new vectors, and the old code does not. This is what
makes the vectors a proof about the spec rather than a snapshot of today's code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests import frozen
from tests.both_runtimes import failed_in_node, node_vectors, python_vectors, run_vectors

pytestmark = pytest.mark.slow

# The frozen console spec, so the rule this test edits is always where it looks for it.
SPEC = frozen.SPECS / "console.v1.yaml"
# refresh.scopes stop being lowercased: one rule, visible in several vectors.
OLD_RULE = "        of: {type: string, normalise: [strip, lowercase]}"
NEW_RULE = "        of: {type: string, normalise: [strip]}"


def test_one_rule_changed_both_languages_follow(tmp_path: Path, compiled: Path, frozen_out: Path) -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert text.count(OLD_RULE) == 1, "the rule this test edits moved; update OLD_RULE"
    new = run_vectors(SPEC.name, text.replace(OLD_RULE, NEW_RULE), tmp_path, compiled)
    vectors = json.loads(new.vectors.read_text(encoding="utf-8"))
    assert vectors["spec"] == f"spec/{SPEC.name}"  # named relative to its project, the temporary folder

    assert new.python.returncode == 0, new.python.stdout[-4000:]
    assert new.node.returncode == 0 and not new.node_failed, new.node.stdout[-4000:]
    assert "# fail 0" in new.node.stdout and "# pass 0" not in new.node.stdout

    # The code generated from the unedited spec, on the same vectors: both languages disagree
    # where the rule shows, and only there.
    [old_src] = (frozen_out / "python").glob("*-console/src")
    old_py = python_vectors(new.vectors, old_src)
    assert old_py.returncode == 1 and "refresh/scopes" in old_py.stdout, "the old Python must disagree"
    # tests/ts/vectors.test.ts finds the module at the path the vectors name (generated/…) below
    # its root: the session's compiled frozen tree, under that name.
    old_root = tmp_path / "old-ts"
    old_root.mkdir()
    (old_root / "generated").symlink_to(compiled / "build" / "frozen", target_is_directory=True)
    old_failed = failed_in_node(node_vectors(new.vectors, old_root, compiled))
    assert old_failed and all("refresh/scopes" in name for name in old_failed), sorted(old_failed)
