"""A module's head is cut before top-level assignments (generator/output/heads.py) and the
pieces formatted apart: the joined result must be black's output for the whole module, in
every case where black decides blank lines from the line before."""

from __future__ import annotations

import pytest

from generator.output.heads import join_head, split_head
from tests.test_format import assert_cut_fine_formats_as_whole

HEADS = {
    "blank-lines-kept": "A = 1\nB = 2\n\nC = 3\n\n\nD = 4\n\n\n\n\nE = 5\n",
    "after-imports": "import os\nA=1\nfrom x import y\n\nB = 2\nC = [1,\n 2]\n",
    "after-a-docstring": '"""Doc."""\nA = 1\nB = 2\n',
    "after-a-comment": "A = 1\n# about B\nB = 2\n\n# about C\n\nC = 3\n",
    "after-a-def-in-a-block": "A = 1\nif A:\n    def f(): pass\nB = 2\nC = 3\n",
    "after-a-class": "class K: pass\nB = 2\nC = 3\n",
    "attribute-docstrings": 'A: int = 1\n"""About A."""\nB: int = 2\n"""About B."""\n\nC = (\n    "x"\n)\n',
    "semicolons": "A = 1; B = 2\nC = 3\n",
    "strings-first": "A = 1\nr'not a docstring'\nB = 2\n",
    "long-lines": "X = [" + ", ".join(f'"name_{i}"' for i in range(60)) + "]\nY = {'a':1}\n",
    "a-decorated-def-after": "A = 1\nB = 2\n@deco\ndef f( ):\n    pass\nC = 3\n",
    "spaces-on-a-blank-line": "A = 1\n    \nB = 2\n",
    "a-string-spanning-a-cut": 'A = """\n\nB = 1\n"""\nC = 2\n',
    "tab-indented-block": "A = 1\nif A:\n\tB = 2\nC = 3\n",
}


@pytest.mark.parametrize("name", sorted(HEADS))
def test_a_head_cut_into_statements_formats_as_whole(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert_cut_fine_formats_as_whole(HEADS[name] + "\n\ndef tail( ):\n    return A\n", monkeypatch)


def test_the_cuts_fall_before_assignments_after_simple_statements() -> None:
    pieces = split_head("import os\nA = 1\n\nB = 2\n# c\nC = 3\n\n\n\nD = f(\n    1\n)\nE = 5\n")
    assert pieces == [(0, "import os\nA = 1\n"), (1, "B = 2\n# c\nC = 3\n"), (3, "D = f(\n    1\n)\n"), (0, "E = 5\n")]
    assert join_head(pieces) == "import os\nA = 1\n\nB = 2\n# c\nC = 3\n\n\nD = f(\n    1\n)\nE = 5\n"  # at most 2


def test_a_head_that_does_not_parse_is_one_piece() -> None:
    head = 'A = """\n\nB = 1\n'
    assert split_head(head) == [(0, head)]
