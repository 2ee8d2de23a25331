"""Escaping by construction (issue 37): a template prints spec text only through the filter for
the format it lands in (generator/targets/literals.py, and the code targets' literal writers).

A static check over every template's ``{{ … }}``: an expression that reads spec text (a
``title``, ``doc``, ``summary``, a value, a prefix: the attributes below), or a loop variable
that walks it (a macro's ``items``, ``rows``, ``columns``), or a filter that returns spec
text (``doc_notes``: ``SPEC_TEXT_FILTERS``), must end in an escaping filter (format-neutral
ones like ``indent`` may follow). A ``doc_…`` filter is not escaping by its name: every filter
of the docs target says what it returns; nor is a code target's ``py_…``/``ts_…`` filter that
returns a package option as written (found by calling each on the live protocols). The
hostile-spec corpus (tests/test_hostile_specs.py) then shows the filters do their job; this
test shows no template forgets one.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import jinja2
import pytest
from jinja2 import nodes

from generator.targets import base, docs, literals, python, typescript
from tests.conftest import PROTOCOLS

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
        "checklist",
        "implementation",
        "handling",
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

# Filters that return spec text as the author wrote it, inside words of their own: like a
# spec-text attribute, what they return must go through an escaping filter before it is printed.
SPEC_TEXT_FILTERS = frozenset(
    [
        "doc_notes",  # a field's doc, enum values, defaults, prefixes, patterns, a reserved reason
        "doc_rule_words",  # a remove_prefix value
        "doc_stream_rows",  # an item's tag (free text: `tag`)
        "doc_stream_scope",  # scope and field names, the tags that pass a lane
        "field_row",  # doc_notes in a table row
        "limit_row",  # a limit's doc
        "format_users",  # where a format is used
        "example_envelope",  # an example's values
        "schema_unexpressed",  # prefixes and field names in bullets
        "jsonschema_id",  # packages.jsonschema.id
        "doc_type",  # enum values
        "doc_rules",  # what doc_notes holds but the field's doc
        "ts_doc_lines",  # a field's or variant's doc, line by line
        # the code targets' option readers: a package option as the spec wrote it (a code
        # target's other filters write code, and escape what they take from the spec)
        "py_replaces",  # packages.python.replaces, free text
        "py_module",  # packages.python.module
        "py_distribution",  # packages.python.distribution
        "py_package_path",  # the module as a path
        "ts_package",  # packages.typescript.package
    ]
)
# The docs target's other filters of its own, each with why what it returns holds no spec text
# but names the schema restricts to identifiers (snake_name, field_name), numbers or fixed words.
NO_SPEC_TEXT = {
    "doc_anchor": "a link target made of its input (a neutral filter: spec text in stays flagged)",
    "doc_detecting_heading": "fixed words and the tool's name (a snake_name)",
    "doc_items_heading": "the envelope's item name (a snake_name), in PascalCase",
    "doc_unknown_fields": "fixed words for the envelope's `unknown` (an enum of the schema)",
    "doc_field_overrides": "a boolean",
    "doc_file": "the doc's file name: the protocol's name (a snake_name)",
    "doc_py_tool_call": "Python names and the tool argument's name (a snake_name)",
    "doc_py_emit_call": "Python names and the tool argument's name (a snake_name)",
    "doc_py_build_call": "Python names and the tool argument's name (a snake_name)",
    "doc_py_validate_call": "Python names",
    "doc_py_constants": "Python constant names",
    "doc_py_types": "Python type names",
    "doc_stream_rule": "fixed words and field, scope and record names (field_name, snake_name)",
    "article": "'a' or 'an'",
    "schema_scope": "fixed words",
    "count_phrase": "numbers and a TypeScript type name",
    "number_differences": "fixed words",
    "jsonschema_file": "the schema's file name: the protocol's name and major",
    "item_types_constant": "a constant's name",
}


def _mapped(f: nodes.Filter) -> str | None:
    """The filter ``map`` applies (``map("md_cell")``), if any."""
    if f.name == "map" and f.args and isinstance(f.args[0], nodes.Const) and isinstance(f.args[0].value, str):
        return f.args[0].value
    return None


def _escaping(f: nodes.Filter) -> bool:
    """A filter that writes its input safely: a literal writer, ``map`` of one, or a code
    target's own function of model objects (``py_…``, ``ts_…``), which escapes inside. The
    docs target's ``doc_…`` filters are not: each is listed above by what it returns."""
    if f.name == "map":
        return _mapped(f) in ESCAPING
    return f.name in ESCAPING or (f.name.startswith(("py_", "ts_")) and f.name not in SPEC_TEXT_FILTERS)


def _reads(node: nodes.Node, tainted: set[str], escaped: bool = False) -> Iterator[str]:
    """The spec text an expression prints without an escaping filter around it."""
    if isinstance(node, nodes.Getattr) and node.attr in SPEC_TEXT and not escaped:
        yield node.attr
        return
    if isinstance(node, nodes.Name) and node.name in tainted and not escaped:
        yield node.name
        return
    if isinstance(node, nodes.Filter):
        source = _mapped(node) or node.name
        if source in SPEC_TEXT_FILTERS and not escaped:
            yield source
            return
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
    """The check itself: a raw title, a title through a neutral filter only, a loop over
    notes printed raw, a field's notes cell printed raw (``doc_notes`` returns the field's
    doc as written: the hostile corpus's ``<!-- x`` in an envelope field's doc hid the rest of
    the protocol doc), and rows of spec text walked by a loop are each found; their escaped
    forms are not."""
    raw = tmp_path / "raw.jinja"
    raw.write_text(
        '"""{{ p.title }}"""\n{{ p.summary | wordwrap(92) }}\n{% for n in p.notes %}{{ n }}{% endfor %}\n'
        "{% for f in p.envelope.fields %}({{ f | doc_notes }}){% endfor %}\n"
        "{{ rules | doc_rule_words | join(', ') }}\n"
        "{% for tag, rule in p | doc_stream_rows %}{{ tag }}{% endfor %}\n"
    )
    assert len(unescaped(raw)) == 6, unescaped(raw)
    ok = tmp_path / "ok.jinja"
    ok.write_text(
        '"""{{ p.title | py_doc }}"""\n{{ p.summary | wordwrap(92) | py_doc }}\n{% for n in p.notes %}{{ n | md_prose }}{% endfor %}\n'
        "{% for f in p.envelope.fields %}({{ f | doc_notes | md_line }}){% endfor %}\n"
        "{{ rules | doc_rule_words | map('md_line') | join(', ') }}\n"
        "{% for tag, rule in p | doc_stream_rows %}{{ tag | md_code }}{% endfor %}\n"
    )
    assert unescaped(ok) == []


def test_every_option_reader_of_the_code_targets_is_treated_as_spec_text() -> None:
    """A code target's filter that returns one of its string options as the spec wrote it is
    listed above, so the check does not trust it by its ``py_``/``ts_`` name: found by calling
    each one-argument filter of the Python and TypeScript targets on every live protocol and
    looking for an option's value in what it returns."""
    # each protocol's string options (longer than a few letters, which a name could match)
    written = {
        id(p): {v for opts in p.options.values() for v in opts.values() if isinstance(v, str) and len(v) > 3}
        for p in PROTOCOLS
    }
    found = set()
    for target in (python, typescript):
        for name, function in target.render.filters.items():
            if not name.startswith(("py_", "ts_")) or name in ESCAPING:
                continue
            for p in PROTOCOLS:
                try:
                    value = function(p)
                except Exception:  # noqa: BLE001 - a filter of another model object
                    continue
                if isinstance(value, str) and value in written[id(p)]:
                    found.add(name)
    # what the schema restricts to an identifier, printed bare as one in TypeScript code
    identifiers = {"ts_prefix"}  # packages.typescript.prefix: PascalCase letters and digits
    assert found and found <= SPEC_TEXT_FILTERS | identifiers, found - SPEC_TEXT_FILTERS


def test_every_filter_of_the_docs_target_says_what_it_returns() -> None:
    """A filter the docs target registers is an escaping writer, a code target's function, or
    listed above as returning spec text or as returning none, so a new ``doc_…`` filter cannot
    pass the check by its name alone; and each listed name is a filter that exists."""
    registered = set(docs.render.filters)
    listed = SPEC_TEXT_FILTERS | NO_SPEC_TEXT.keys()
    unsaid = {n for n in registered if n not in ESCAPING | listed and not n.startswith(("py_", "ts_"))}
    assert unsaid == set()
    assert listed - registered == set()
