"""Every shell example with output in README.md and spec/README.md runs, in order, and prints
what the page says it prints.

An example is a ```sh block whose lines start with ``$ ``: the command (continued on the next
lines while its quotes are open), then the output expected from it, up to the next ``$ ``. It
must exit 0 unless the command ends in a comment saying otherwise (``# exit 1``: ``diff``
refusing a version), which the page's reader sees too.
The blocks of one section (a ``##`` or ``###`` heading) run one after another in one temporary copy of
the repository, so a section tells a story (edit, diff, bump, generate); each section starts
from the committed copy again. That copy's ``spec/`` is the frozen set
(tests/fixtures/frozen/, their test-fixture header left out) regenerated: the pages show the
shipped protocols, and a spec author's edit of ``spec/`` never breaks them. Compared after
normalising what differs between machines: the copy's absolute path, timings.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.commands import git, run
from tests.conftest import ROOT
from tests.repo_copy import copy_of_the_repository, environment, with_frozen_specs

pytestmark = pytest.mark.slow

PAGES = ["README.md", "spec/README.md"]


@dataclass(frozen=True)
class Example:
    page: str
    section: str  # the heading it is under: each section starts from the committed copy
    line: int  # where its command starts, for the failure message
    command: str
    output: str

    @property
    def exit_code(self) -> int:
        """0, or what the command's closing ``# exit N`` comment says."""
        said = re.search(r"\s# exit (\d+)$", self.command)
        return int(said[1]) if said else 0


def examples(page: str) -> list[Example]:
    lines = (ROOT / page).read_text(encoding="utf-8").splitlines()
    found: list[Example] = []
    in_sh, i, section = False, 0, ""
    while i < len(lines):
        line = lines[i]
        if line.startswith(("## ", "### ")) and not in_sh:
            section = line
        if line.startswith("```"):
            in_sh = line.strip() == "```sh" and not in_sh
            i += 1
            continue
        if in_sh and line.startswith("$ "):
            start, command = i + 1, line[2:]
            while not _complete(command):
                i += 1
                command += "\n" + lines[i]
            output: list[str] = []
            i += 1
            while i < len(lines) and not lines[i].startswith(("$ ", "```")):
                output.append(lines[i])
                i += 1
            found.append(Example(page, section, start, command, "\n".join(output)))
            continue
        i += 1
    return found


def _complete(command: str) -> bool:
    try:
        shlex.split(command)
    except ValueError:  # an open quote: the command goes on on the next line
        return False
    return True


def normalise(text: str, repo: Path) -> str:
    text = text.replace(str(repo), "<repo>")
    return re.sub(r"\b\d+(\.\d+)? ?(ms|s)\b", "<time>", text).rstrip()


def test_the_pages_have_examples_with_output() -> None:
    for page in PAGES:
        found = examples(page)
        assert found and any(e.output for e in found), page
    # a refusal is shown as one: the page says which commands exit 1
    assert {e.exit_code for page in PAGES for e in examples(page)} == {0, 1}


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the repository with the frozen specs as its spec/, generated and committed."""
    return with_frozen_specs(copy_of_the_repository(tmp_path_factory.mktemp("readme") / "repo", venv=True))


def _reset(repo: Path) -> None:
    """Back to the committed copy: on main, edits undone, files made since removed (build output
    too), and the branches and commits a section made (README's loop commits on a branch) gone."""
    for args in (
        ["checkout", "-qf", "main"],
        ["reset", "-q", "--hard"],
        ["clean", "-fdqx", "-e", ".venv", "-e", "node_modules"],
    ):
        git(repo, *args)
    for branch in git(repo, "for-each-ref", "--format=%(refname:short)", "refs/heads/").split():
        if branch != "main":
            git(repo, "branch", "-qD", branch)


@pytest.mark.parametrize("page", PAGES)
def test_every_example_prints_what_the_page_says(page: str, repo: Path) -> None:
    section = None
    for example in examples(page):
        if example.section != section:
            _reset(repo)
            section = example.section
        done = run(["bash", "-c", example.command], cwd=repo, env=environment(repo))
        where = f"{page}:{example.line}: {example.command}"
        assert done.returncode == example.exit_code, f"{where}\nexit {done.returncode}\n{done.stderr}"
        printed = normalise(done.stdout + done.stderr, repo)
        assert printed == normalise(
            example.output, repo
        ), f"{where}\n--- printed:\n{printed}\n--- the page says:\n{example.output}"
