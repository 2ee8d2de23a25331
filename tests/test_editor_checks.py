"""Editor-grade checks on the generated code: what a user's linters will say about it.
(The TypeScript side, tsc --strict with exactOptionalPropertyTypes and noUncheckedIndexedAccess,
is in test_typescript.py.)"""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import PROTOCOLS, ROOT
from generator.targets.python.names import py_package_path

PACKAGES = [ROOT / "generated" / "python" / p.python_distribution / "src" / py_package_path(p) for p in PROTOCOLS]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_there_are_generated_packages() -> None:
    assert PACKAGES, "no generated Python packages"


def test_mypy_strict_is_clean() -> None:
    files = [str(f) for pkg in PACKAGES for f in sorted(pkg.glob("*.py"))]
    result = _run("mypy", "--strict", "--cache-dir", str(ROOT / "build" / "mypy"), *files)
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_is_clean() -> None:
    result = _run("ruff", "check", "--no-cache", *[str(p) for p in PACKAGES])
    assert result.returncode == 0, result.stdout + result.stderr


def test_black_formatted() -> None:
    files = [str(f) for pkg in PACKAGES for f in sorted(pkg.glob("*.py"))]
    result = _run("black", "--check", "--quiet", "--line-length", "100", *files)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_generator_itself_is_mypy_strict_clean() -> None:
    """The generator's own code, typed as strictly as what it generates (PyYAML's and
    jsonschema's stubs are test dependencies)."""
    result = _run("mypy", "--strict", "--cache-dir", str(ROOT / "build" / "mypy-generator"), "generator")
    assert result.returncode == 0, result.stdout + result.stderr
