"""Editor-grade checks on the generated code: what a user's linters will say about it.
(The TypeScript side, tsc --strict with exactOptionalPropertyTypes and noUncheckedIndexedAccess,
is in test_typescript.py.)"""

from __future__ import annotations

import subprocess
import sys

import pytest

from generator.targets.python.names import py_distribution, py_package_path
from tests.conftest import PROTOCOLS, ROOT

PACKAGES = [ROOT / "generated" / "python" / py_distribution(p) / "src" / py_package_path(p) for p in PROTOCOLS]
# The AG-UI example's packages too: stream rules, unions whose members share a shape and
# names that sort differently with and without case (`AgentTool`, `AgUiV4Event`) are only
# there. Every generated package a user imports is judged by the same linters.
PACKAGES += sorted((ROOT / "examples" / "ag-ui" / "generated" / "python").glob("*/src/*/*/"))


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_there_are_generated_packages() -> None:
    example_majors = list((ROOT / "examples" / "ag-ui" / "spec").glob("*.yaml"))
    assert example_majors and len(PACKAGES) == len(PROTOCOLS) + len(example_majors), PACKAGES
    assert all((pkg / "__init__.py").is_file() for pkg in PACKAGES)


def test_mypy_strict_is_clean() -> None:
    files = [str(f) for pkg in PACKAGES for f in sorted(pkg.glob("*.py"))]
    result = _run("mypy", "--strict", "--cache-dir", str(ROOT / "build" / "mypy"), *files)
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_is_clean() -> None:
    """Ruff's default rules, as a user with no configuration of their own runs it (--isolated:
    the toolkit's pyproject.toml configures the toolkit's code, not what it generates)."""
    result = _run("ruff", "check", "--no-cache", "--isolated", *[str(p) for p in PACKAGES])
    assert result.returncode == 0, result.stdout + result.stderr


def test_black_formatted() -> None:
    files = [str(f) for pkg in PACKAGES for f in sorted(pkg.glob("*.py"))]
    result = _run("black", "--check", "--quiet", "--line-length", "100", *files)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow  # ~6 s cold; .ci/run runs the same mypy before the tests, and so does an editor
def test_the_toolkits_own_code_is_mypy_strict_clean() -> None:
    """generator/, tests/ and bench/, typed as strictly as what they generate (pyproject.toml's
    [tool.mypy]; PyYAML's and jsonschema's stubs are test dependencies). .ci/run runs this first."""
    result = _run("mypy", "--cache-dir", str(ROOT / "build" / "mypy-toolkit"))
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow  # ~5 s cold; .ci/run runs black and ruff before the tests
def test_the_toolkits_own_code_is_formatted_and_lint_clean() -> None:
    """black and ruff as pyproject.toml configures them for generator/, tests/ and bench/."""
    for command in (("black", "--check", "--quiet"), ("ruff", "check", "--no-cache")):
        result = _run(*command, "generator", "tests", "bench")
        assert result.returncode == 0, result.stdout + result.stderr
