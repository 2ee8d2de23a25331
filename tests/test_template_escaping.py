"""Escaping by construction (issue 37): a template prints spec text only through the filter for
the format it lands in (generator/targets/literals.py, and the code targets' literal writers).

A static check over every template's ``{{ … }}``: an expression that reads spec text (a
``title``, ``doc``, ``summary``, a value, a prefix: the attributes below), or a loop variable
that walks it (a macro's ``items``, ``rows``, ``columns``), must end in an escaping filter (format-neutral ones like
``indent`` may follow). The hostile-spec corpus (tests/test_hostile_specs.py) then shows the
filters do their job; this test shows no template forgets one.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import jinja2
import pytest
from jinja2 import nodes

from generator.targets import base, literals

TEMPLATES = sorted(base.templates_folder().rglob("*.jinja"))

# Model attributes that hold text a spec author wrote (free text, values, prefixes, paths).
SPEC_TEXT = frozenset(
    [
        "title",
        "summary",
        "intro",
        "doc",
        "description",
        "error_prefix",
        "python_replaces",
        "source",
        "answer",
        "reason",
        "reserved_reason",
        "unknown_reason",
        "forbid_reason",
        "console",
        "text",
        "message",
        "prefix",
        "default",
        "regenerate_command",
        "argument_doc",
        "actions_intro",
        "notes",
        "agent_rules",
        "transport",
        "transport_notes",
        "forward_compat",
        "detection_notes",
        "console_checklist",
        "engine_reference",
        "story",
        "changes",
        "accepted",
        "reserved",
        "values",
        "spec_text",
        "version",
        "id",
        "jsonschema_id",
        "ts_package",
        "python_module",
    ]
)
# Filters that write their input as a literal or as inert text of one format.
ESCAPING = frozenset(literals.FILTERS) | {
    "py",
    "ts",
    "ts_value",
    "ts_comment",
    "py_message",
    "ts_message",
    "tojson",
    "json_block",
    "whole_match",
    "length",  # a number
}


# Macro parameters that carry spec text (docs/macros.md.jinja's tables and bullets).
SPEC_PARAMS = frozenset({"items", "rows", "columns"})


def _escaping(f: nodes.Filter) -> bool:
    """A filter that writes its input safely: a literal writer, ``map`` of one, or a target's
    own function of model objects (``py_…``, ``ts_…``, ``doc_…``), which escapes inside."""
    if f.name == "map":
        return bool(f.args) and isinstance(f.args[0], nodes.Const) and f.args[0].value in ESCAPING
    return f.name in ESCAPING or f.name.startswith(("py_", "ts_", "doc_"))


def _reads(node: nodes.Node, tainted: set[str], escaped: bool = False) -> Iterator[str]:
    """The spec text an expression prints without an escaping filter around it."""
    if isinstance(node, nodes.Getattr) and node.attr in SPEC_TEXT and not escaped:
        yield node.attr
        return
    if isinstance(node, nodes.Name) and node.name in tainted and not escaped:
        yield node.name
        return
    if isinstance(node, nodes.Filter):
        if node.node is not None:
            yield from _reads(node.node, tainted, escaped or _escaping(node))
        for arg in node.args:
            yield from _reads(arg, tainted, escaped)
        return
    if isinstance(node, (nodes.Call, nodes.Compare, nodes.Test, nodes.Not)):
        return  # a macro prints (and is checked) where it is defined; a test prints nothing
    if isinstance(node, nodes.CondExpr):
        for branch in (node.expr1, node.expr2):
            if branch is not None:
                yield from _reads(branch, tainted, escaped)
        return
    for child in node.iter_child_nodes():
        yield from _reads(child, tainted, escaped)


def unescaped(template: Path) -> list[str]:
    """The ``{{ … }}`` of a template that print spec text without an escaping filter."""
    env = jinja2.Environment()
    tree = env.parse(template.read_text(encoding="utf-8"))
    tainted = set(SPEC_PARAMS) if template.parent.name == "docs" else set()
    for loop in tree.find_all(nodes.For):  # a loop over spec text makes its variable spec text
        if any(True for _ in _reads(loop.iter, tainted)):
            targets = [loop.target, *loop.target.find_all(nodes.Name)]
            tainted |= {n.name for n in targets if isinstance(n, nodes.Name)}
    found = []
    for output in tree.find_all(nodes.Output):
        for expr in output.nodes:
            reads = sorted(set(_reads(expr, tainted)))
            if reads:
                found.append(f"{template.name}:{expr.lineno}: prints {reads} unescaped")
    return found


@pytest.mark.parametrize("template", TEMPLATES, ids=[t.name for t in TEMPLATES])
def test_spec_text_reaches_templates_only_through_a_filter(template: Path) -> None:
    assert unescaped(template) == []


def test_the_check_finds_a_raw_title(tmp_path: Path) -> None:
    """The check itself: a raw title, a title through a neutral filter only, and a loop over
    notes printed raw are each found; their escaped forms are not."""
    raw = tmp_path / "raw.jinja"
    raw.write_text('"""{{ p.title }}"""\n{{ p.summary | wordwrap(92) }}\n{% for n in p.notes %}{{ n }}{% endfor %}\n')
    assert len(unescaped(raw)) == 3
    ok = tmp_path / "ok.jinja"
    ok.write_text(
        '"""{{ p.title | py_doc }}"""\n{{ p.summary | wordwrap(92) | py_doc }}\n{% for n in p.notes %}{{ n | md_prose }}{% endfor %}\n'
    )
    assert unescaped(ok) == []
