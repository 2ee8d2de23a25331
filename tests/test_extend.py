"""A target added from outside the generator: tests/example_target (Kotlin enum classes) is
registered through PROTOCOL_TOOLKIT_TARGETS and generates beside the built-in targets, with no
file under generator/ edited. Expectations come from the specs in spec/, not from a copy."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from generator.model.protocol import Protocol
from generator.naming import pascal
from generator.output.check_report import EXTRA
from generator.targets import ENV_VAR, targets
from tests.commands import generator
from tests.conftest import PROTOCOLS, ROOT
from tests.example_target import kotlin_constant, kotlin_type

pytestmark = pytest.mark.slow  # generates the protocols three times in subprocesses

EXAMPLE = "tests.example_target:TARGET"


def _generator(*args: str, targets: str | None) -> subprocess.CompletedProcess[str]:
    return generator(*args, env={ENV_VAR: targets})


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("extended") / "generated"
    done = _generator("generate", "--out", str(folder), targets=EXAMPLE)
    assert done.returncode == 0, done.stderr
    return folder


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("protocol", PROTOCOLS, ids=lambda p: p.name)
def test_the_added_target_renders_every_enum_value_of_each_protocol(out: Path, protocol: Protocol) -> None:
    text = (out / "kotlin" / protocol.name / f"{pascal(protocol.name)}Enums.kt").read_text(encoding="utf-8")
    assert text.startswith("// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******\n")
    assert f"// Source: {protocol.source}\n" in text
    assert f'const val PROTOCOL_ID = "{protocol.id}"' in text
    for enum in protocol.enums:
        assert f"enum class {kotlin_type(enum.name)}(val wire: String) {{" in text
        for value in enum.values:
            assert f'    {kotlin_constant(value)}("{value}")' in text


def test_the_built_in_output_is_unchanged_by_an_added_target(out: Path, tmp_path: Path) -> None:
    added = {path for path in _tree(out) if path.startswith("kotlin/")}
    assert added == {f"kotlin/{p.name}/{pascal(p.name)}Enums.kt" for p in PROTOCOLS}
    done = _generator("generate", "--out", str(tmp_path / "plain"), targets=None)
    assert done.returncode == 0, done.stderr
    rest = {path: data for path, data in _tree(out).items() if path not in added}
    assert rest == _tree(tmp_path / "plain")


def test_check_sees_the_added_target_only_when_it_is_registered(out: Path) -> None:
    assert _generator("check", "--out", str(out), targets=EXAMPLE).returncode == 0
    unregistered = _generator("check", "--out", str(out), targets=None)
    assert unregistered.returncode == 1
    # the Kotlin files read as ones to remove: no spec generates them without the target
    kotlin = [line for line in unregistered.stdout.splitlines() if "/kotlin/" in line]
    assert kotlin and all(line.endswith(f": {EXTRA}") for line in kotlin), unregistered.stdout
    assert len(kotlin) == len(PROTOCOLS)


def test_no_file_of_the_generator_names_the_added_target() -> None:
    """Registration is the environment variable alone: the generator's code never learns of it."""
    for path in (ROOT / "generator").rglob("*.py"):
        assert "example_target" not in path.read_text(encoding="utf-8"), path


@pytest.mark.parametrize(
    ("reference", "message"),
    [
        ("tests.no_such_target", "PROTOCOL_TOOLKIT_TARGETS: cannot import target module 'tests.no_such_target'"),
        ("tests.example_target:NOPE", "PROTOCOL_TOOLKIT_TARGETS: module 'tests.example_target' has no 'NOPE'"),
        ("tests.example_target:kotlin_type", "is not a generator.targets.base.Target"),
        ("generator.targets.tool:TARGET", "two targets are named 'tool'"),
    ],
)
def test_a_bad_registration_is_one_line_and_exit_2(tmp_path: Path, reference: str, message: str) -> None:
    done = _generator("generate", "--out", str(tmp_path / "out"), targets=reference)
    assert done.returncode == 2
    assert message in done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert not (tmp_path / "out").exists()


def _with_kotlin_block(tmp_path: Path, protocol: Protocol, block: str) -> tuple[Path, int]:
    """A copy of ``protocol``'s spec whose ``packages`` has ``kotlin: <block>`` first, and the
    line that key is on."""
    text = (ROOT / protocol.source).read_text(encoding="utf-8")
    anchor = "\npackages:\n"
    assert anchor in text
    line = text[: text.index(anchor)].count("\n") + 3  # the line after `packages:`
    spec = tmp_path / "spec" / Path(protocol.source).name
    spec.parent.mkdir(parents=True, exist_ok=True)
    spec.write_text(text.replace(anchor, f"{anchor}  kotlin: {block}\n", 1), encoding="utf-8")
    return spec, line


def test_the_added_target_reads_its_own_options(tmp_path: Path) -> None:
    """``packages.kotlin`` is the Kotlin target's: its schema is the target's, declared in
    tests/example_target, and the generator (no file of which names it) hands the block over."""
    protocol = PROTOCOLS[0]
    spec, _ = _with_kotlin_block(tmp_path, protocol, "{package: com.example.chosen}")
    out = tmp_path / "out"
    done = _generator("generate", "--specs", str(spec), "--out", str(out), targets=EXAMPLE)
    assert done.returncode == 0, done.stderr
    text = (out / "kotlin" / protocol.name / f"{pascal(protocol.name)}Enums.kt").read_text(encoding="utf-8")
    assert "\npackage com.example.chosen\n" in text
    assert f"package protocols.{protocol.name}" not in text


def test_an_option_the_added_target_refuses_is_an_error_at_its_position(tmp_path: Path) -> None:
    spec, line = _with_kotlin_block(tmp_path, PROTOCOLS[0], "{package: Com.Example}")
    done = _generator("generate", "--specs", str(spec), "--out", str(tmp_path / "out"), targets=EXAMPLE)
    assert done.returncode == 2
    assert f"{spec.name}:{line}:" in done.stderr and "'package' \"Com.Example\" must be" in done.stderr
    misspelt, line = _with_kotlin_block(tmp_path / "misspelt", PROTOCOLS[0], "{packge: com.example}")
    done = _generator("generate", "--specs", str(misspelt), "--out", str(tmp_path / "out"), targets=EXAMPLE)
    assert done.returncode == 2
    assert f"{misspelt.name}:{line}:12: unknown key 'packge', did you mean 'package'?" in done.stderr


def test_options_for_a_target_not_registered_are_refused_naming_the_registered_ones(tmp_path: Path) -> None:
    spec, line = _with_kotlin_block(tmp_path, PROTOCOLS[0], "{package: com.example.chosen}")
    done = _generator("generate", "--specs", str(spec), "--out", str(tmp_path / "out"), targets=None)
    assert done.returncode == 2
    registered = ", ".join(sorted(t.options.key for t in targets() if t.options))  # the built-in ones
    assert (
        f"{spec.name}:{line}:3: unknown target 'kotlin' in packages (the registered targets read: {registered};"
        in done.stderr
    )
    assert not (tmp_path / "out").exists()
