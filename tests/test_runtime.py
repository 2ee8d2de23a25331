"""The generated packages' runtime is real source, copied verbatim, and every error reason comes
from one table (generator/model/messages.py) that both targets and the reference interpreter use.

The runtime modules are checked where they are written: mypy --strict covers
generator/targets/python/runtime.py with the generator (tests/test_editor_checks.py), and tsc
--strict compiles generator/targets/typescript/runtime.ts (tests/ts/tsconfig.json)."""

from __future__ import annotations

import re
import sys

import pytest

from generator.model import messages
from generator.model.protocol import Protocol
from generator.targets import python as py_target
from generator.targets import typescript as ts_target
from generator.targets.base import header
from generator.targets.python.names import py_distribution, py_module
from generator.targets.stable import SPACE_CLASS
from generator.targets.typescript.names import ts_prefix
from tests.conftest import PROTOCOLS, ROOT

GENERATED = ROOT / "generated"


@pytest.mark.parametrize("p", PROTOCOLS, ids=lambda p: p.name)
def test_every_package_carries_the_runtime_verbatim(p: Protocol) -> None:
    from generator.targets.python.names import py_package_path

    folder = GENERATED / "python" / py_distribution(p) / "src" / py_package_path(p)
    for source, module, _ in py_target.RUNTIME_FILES:
        if module in py_target.EVERY_PACKAGE:
            copied = (folder / f"{module}.py").read_text()
            assert copied == header(p, "#") + "\n" + py_target.package_runtime(source)
    ts = GENERATED / "typescript" / p.name / "runtime.ts"
    assert ts.read_text() == header(p, "//") + "\n" + ts_target.runtime_source()


def test_a_runtime_copy_changes_only_how_it_names_the_other_runtime_files() -> None:
    """Runtime files are copied verbatim but for one thing: an import of a sibling, named as it
    is beside the generator (``from .runtime import``), names it as the package does
    (``from ._runtime import``). A sibling it imports is one every package that has it carries."""
    modules = {source.removesuffix(".py"): module for source, module, _ in py_target.RUNTIME_FILES}
    for source, _, _ in py_target.RUNTIME_FILES:
        text, copied = py_target.runtime_source(source), py_target.package_runtime(source)
        for line, copy in zip(text.splitlines(), copied.splitlines(), strict=True):
            sibling = re.match(r"from \.(\w+) import ", line)
            assert copy == (line.replace(f".{sibling[1]} ", f".{modules[sibling[1]]} ", 1) if sibling else line)
            assert sibling is None or modules[sibling[1]] in py_target.EVERY_PACKAGE, line
    assert "\nfrom ._runtime import has_surrogate\n" in py_target.package_runtime("runtime_json.py")
    assert "\nfrom ._runtime_depth import " in py_target.package_runtime("runtime.py")


def test_the_runtimes_know_no_protocol() -> None:
    """No protocol's names in the runtime: limits and names come in as arguments."""
    sources = py_target.runtime_source() + py_target.runtime_source("runtime_depth.py") + ts_target.runtime_source()
    for p in PROTOCOLS:
        for name in (p.name, py_module(p), ts_prefix(p), *(limit.name for limit in p.limits)):
            assert not re.search(rf"\b{re.escape(name)}\b", sources), name


def test_the_python_runtime_imports_only_the_standard_library_it_names() -> None:
    both = py_target.runtime_source() + py_target.runtime_source("runtime_depth.py")  # the other: `from .runtime`
    imported = set(re.findall(r"^import (\w+)|^from (\w+)", both, re.MULTILINE))
    modules = {a or b for a, b in imported} - {"__future__"}
    assert modules <= set(sys.stdlib_module_names), modules
    # the one module beyond it, optional: the fast JSON layer, imported only if installed
    assert re.findall(r"__import__\((.*?)\)", py_target.runtime_source()) == ['"orjson"']


def test_the_typescript_runtime_spaces_are_pythons() -> None:
    """runtime.ts writes Python's str.isspace() set out; it must be the one the generator uses."""
    found = re.findall(r"new RegExp\(\s*'(?:\(\?<=\()?\[([^\]]+)\]", ts_target.runtime_source())
    as_regex = [body.encode().decode("unicode_escape") for body in found]  # the JS string literal, read
    assert len(as_regex) == 2 and all(body == SPACE_CLASS for body in as_regex)
    assert "".join(c for c in map(chr, range(0x3001)) if c.isspace()) == "".join(
        c for c in map(chr, range(0x3001)) if re.fullmatch(f"[{SPACE_CLASS}]", c)
    )


def test_templates_write_no_reason_of_their_own() -> None:
    """Every error reason in generated code comes from the table: a template that spells one out
    ("must be a string") would let the languages drift apart."""
    reasons = [v for v in vars(messages).values() if isinstance(v, str) and v.startswith(("must ", "is ", "keys "))]
    for template in (ROOT / "templates").rglob("*.jinja"):
        text = template.read_text(encoding="utf-8")
        for reason in reasons:
            assert f'"{reason}"' not in text and f"'{reason}'" not in text, (template.name, reason)
        assert not re.search(r"""["'`]must (be|not|have|match|start) """, text), template.name


def test_a_reason_with_a_limit_names_its_constant() -> None:
    from generator.model.rules import Limit
    from generator.targets.python.names import py_message
    from generator.targets.typescript.paths import ts_message

    reason = messages.at_most_characters(Limit("MAX_TITLE", 120))
    assert str(reason) == "must be at most 120 characters"
    assert py_message(reason) == 'f"must be at most {MAX_TITLE} characters"'
    assert ts_message(reason) == "`must be at most ${MAX_TITLE} characters`"
    assert py_message(messages.at_most_characters(80)) == '"must be at most 80 characters"'
    assert py_message(messages.not_json_because(), detail="exc") == 'f"is not valid JSON ({exc})"'
    assert str(messages.not_json_because()) == "is not valid JSON ()"
