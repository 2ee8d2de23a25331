"""The hostile corpus's judge (tests/hostile_checks.py) on texts made by hand: what is inert by
construction keeps a tree's structure, and what would change it does not."""

from __future__ import annotations

from tests.hostile_checks import _md_shape, _python_shape

CLASS = "from typing import TypedDict\n\n\nclass Envelope(TypedDict):\n    protocol: str\n    items: list[str]\n"
FUNCTIONAL = (
    "from typing import TypedDict\n\n"
    "# Functional syntax: the key 'class' is a Python keyword.\n"
    'Envelope = TypedDict("Envelope", {"protocol": str, "class": list[str]})\n'
)


def test_a_functional_typed_dict_is_the_class_form() -> None:
    """A list key ``class`` (the corpus's ``envelope.list`` = ``class``) makes the generator
    write the envelope in TypedDict's functional form: the same statement, not a new one."""
    assert _python_shape(FUNCTIONAL) == _python_shape(CLASS)
    assert _python_shape(FUNCTIONAL + "import os\n") != _python_shape(CLASS)
    assert _python_shape(CLASS + "X = dict(a=1)\n") != _python_shape(CLASS)


def test_an_html_comment_in_a_code_span_is_text() -> None:
    """The doc prints the error prefix as a code span (`md_code`): ``<!--`` inside it is text
    (the corpus's ``tool.error_prefix`` + ``<!-- x``); outside one, or after it, it opens a
    comment."""
    assert _md_shape("ERROR_PREFIX (`Error: bad <!-- x`) and more") == []
    assert _md_shape("ERROR_PREFIX (``Error: a`b <!-- x``)") == []
    assert _md_shape("ERROR_PREFIX (`Error: bad`) <!-- x") == ["comment"]
    assert _md_shape("an unclosed `span <!-- x") == ["comment"]
