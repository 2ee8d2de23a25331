"""``check``'s verdict (generator/output/check_report.py): a line per stale file, first, saying
whether it is behind the spec (the committed spec's render), behind the generator (its own
committed text, rendered differently now) or edited by hand (matching no render); the unified
diff only with ``--diff``. In a scratch git repository with the minimal fixture spec."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.output.check_report import BEHIND_GENERATOR, BEHIND_SPEC, BY_HAND
from tests.commands import ROOT, generator, git

pytestmark = pytest.mark.slow  # a git repository and a few generator runs: ~10 s

MINIMAL = ROOT / "tests" / "fixtures" / "minimal" / "alert.v1.yaml"


def _verdict(repo: Path) -> dict[str, str]:
    done = generator("check", cwd=repo)
    assert done.returncode == 1 and done.stderr.strip() == "generated is stale: run `python -m generator generate`"
    assert "@@" not in done.stdout  # no diff without --diff
    return dict(line.split(": ", 1) for line in done.stdout.splitlines())


def test_each_stale_file_says_why(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / "spec").mkdir(parents=True)
    spec = repo / "spec" / "alert.v1.yaml"
    spec.write_text(MINIMAL.read_text(encoding="utf-8"), encoding="utf-8")
    git(repo, "init", "-q")
    assert generator("generate", cwd=repo).returncode == 0
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "alert")
    doc = repo / "generated" / "docs" / "alert-protocol.md"
    committed_doc = doc.read_text(encoding="utf-8")

    # the spec edited, generate not run; and the doc edited by hand as well
    spec.write_text(spec.read_text().replace("summary: Show an alert.", "summary: Show one alert."))
    doc.write_text(committed_doc + "a note by hand\n", encoding="utf-8")
    said = _verdict(repo)
    assert said.pop("generated/docs/alert-protocol.md") == BY_HAND
    assert said and set(said.values()) == {BEHIND_SPEC}, said
    full = generator("check", "--diff", cwd=repo).stdout
    assert full.startswith("generated/") and "+++ generated/docs/alert-protocol.md" in full
    assert full.index("@@") > full.index(f": {BY_HAND}")  # the verdict first

    # the spec put back; the doc committed as an older generator might have written it
    git(repo, "checkout", "-q", "--", "spec")
    doc.write_text(committed_doc.replace("Show an alert.", "Show an alert (older wording)."), encoding="utf-8")
    git(repo, "commit", "-qam", "as an older generator wrote it")
    assert _verdict(repo) == {"generated/docs/alert-protocol.md": BEHIND_GENERATOR}
