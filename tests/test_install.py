"""The generator as a user installs it: ``pip install`` of its wheel (not editable) into a fresh
virtual environment, then generate, check and diff a small protocol in a project outside this
checkout, by following what the toolkit prints."""

from __future__ import annotations

import fnmatch
import json
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

from tests import frozen
from tests.commands import Env, git, run
from tests.conftest import ROOT


def test_pyproject_lists_every_package_of_the_generator() -> None:
    """Packages are listed by hand in pyproject.toml (templates/ is mapped into the wheel, which
    find cannot do); a subpackage left out would be missing from every install."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "generator").rglob("__init__.py")}
    data_only = {"generator.templates", "generator.spec_guide"} | {
        f"generator.templates.{d.name}" for d in (ROOT / "templates").iterdir() if d.is_dir()
    }  # data-only packages, listed so setuptools does not warn that it ignores them
    assert set(config["packages"]) == found | data_only
    assert config["package-dir"] == {"generator.templates": "templates", "generator.spec_guide": "spec"}


def _shipped_files() -> list[str]:
    """Every tracked file of the generator, as its path inside the wheel (templates/ is
    ``generator/templates``, spec/README.md ``generator/spec_guide/README.md``: the guide that
    ``python -m generator guide`` prints), caches aside."""
    tracked = git(ROOT, "ls-files", "generator", "templates").splitlines()
    shipped = [("generator/" + f if f.startswith("templates/") else f) for f in tracked]
    return [*shipped, "generator/spec_guide/README.md"]


def test_package_data_covers_every_file_the_generator_reads() -> None:
    """A file that is not Python ships only when a package-data glob of its package matches it
    (runtime_json.ts was once left out: every spec with an `any` field failed from a wheel)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    globs: dict[str, list[str]] = config["package-data"]
    missing = []
    for path in _shipped_files():
        if path.endswith(".py"):
            continue
        parts = path.split("/")
        # the deepest listed package holding the file, and the file's path below it
        owners = [(".".join(parts[:i]), "/".join(parts[i:])) for i in range(len(parts) - 1, 0, -1)]
        package, rest = next((o for o in owners if o[0] in config["packages"]), ("", path))
        if not any(fnmatch.fnmatch(rest, g) for g in globs.get(package, [])):
            missing.append(path)
    assert missing == [], f"not matched by any [tool.setuptools.package-data] glob: {missing}"


def _run(args: list[str], cwd: Path, env: Env | None = None, ok: bool = True) -> subprocess.CompletedProcess[str]:
    result = run(args, cwd=cwd, env=env)
    if ok:
        assert result.returncode == 0, f"{args} failed:\n{result.stdout}\n{result.stderr}"
    return result


@pytest.mark.slow
def test_the_wheel_installs_and_runs_on_a_project_elsewhere(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    _run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(wheels), str(ROOT)],
        tmp_path,
    )
    [wheel] = wheels.glob("protocol_toolkit-*.whl")
    in_wheel = set(zipfile.ZipFile(wheel).namelist())
    assert [f for f in _shipped_files() if f not in in_wheel] == []
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    python = str(env_dir / "bin" / "python")
    # The wheel and its dependencies, from the package index as a user gets them.
    _run([sys.executable, "-m", "pip", "--python", python, "install", "-q", str(wheel)], tmp_path)
    clean: Env = {"PYTHONPATH": None, "GENERATOR_CACHE": "off"}  # the installed generator alone

    project = tmp_path / "elsewhere"
    (project / "spec").mkdir(parents=True)
    spec = project / "spec" / "threat.v1.yaml"
    spec.write_text((frozen.SPECS / "threat.v1.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    git(project, "init", "-q")
    git(project, "add", ".")
    git(project, "commit", "-qm", "the protocol")

    def tool(*args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
        return _run([python, "-m", "generator", *args], project, clean, ok)

    where = _run(
        [
            python,
            "-c",
            "import generator, generator.targets.base as b; print(generator.__file__); print(b.templates_folder())",
        ],
        project,
        clean,
    )
    module_file, templates = where.stdout.splitlines()
    assert module_file.startswith(str(env_dir)) and templates.startswith(str(env_dir)), where.stdout  # not the checkout

    script = _run([str(env_dir / "bin" / "protocol-toolkit"), "--version"], project, clean)
    assert script.stdout.startswith("protocol-toolkit ") and "(protocol-toolkit)" not in script.stdout  # named once
    for command in ("generate", "check", "diff", "new-major", "release", "guide"):  # usage lines name the script
        usage = _run([str(env_dir / "bin" / "protocol-toolkit"), command, "--help"], project, clean).stdout
        assert usage.startswith(f"usage: protocol-toolkit {command} "), usage
    # The guide the messages cite as spec/README.md, which this project does not have.
    assert tool("guide").stdout == (ROOT / "spec" / "README.md").read_text(encoding="utf-8")
    assert tool("guide", "Versioning").stdout.startswith("## Versioning\n")

    assert tool("generate").stdout.strip().startswith("wrote ")
    header = (project / "generated" / "typescript" / "index.ts").read_text().splitlines()[:3]
    assert header[1:] == ["// Source: spec/threat.v1.yaml", "// Regenerate: python -m generator generate"]
    assert str(tmp_path) not in "".join(p.read_text() for p in (project / "generated").rglob("*") if p.is_file())
    assert tool("check").returncode == 0

    # A compatible edit, then only what the toolkit prints: diff writes the unreleased entry and
    # names the command that releases it, which sets the version, versions the entry, regenerates.
    text = spec.read_text()
    spec.write_text(text.replace("values: [", "values: [sepia, ", 1))
    verdict = tool("diff", "--against", "HEAD")
    [release] = [line.split("`")[1] for line in verdict.stdout.splitlines() if ": note: wrote the unreleased" in line]
    assert release == "python -m generator release spec/threat.v1.yaml", verdict.stdout
    assert "  - version: unreleased\n" in spec.read_text()
    released = tool(*release.split()[3:]).stdout
    version = released.split(" released ")[1].split(" ")[0]
    assert f"\n  version: {version}\n" in spec.read_text() and f"  - version: {version}\n" in spec.read_text()
    assert "unreleased" not in spec.read_text()
    assert tool("check").returncode == 0
    doc = next((project / "generated" / "docs").glob("*.md")).read_text()
    assert f"Version {version}" in doc and "sepia" in doc
    json.loads((project / "generated" / "typescript" / "threat" / "package.json").read_text())  # still JSON


def test_no_file_the_generator_ships_is_ignored_by_git() -> None:
    """A .gitignore rule matching a package folder (``build/`` once hid generator/build/) leaves
    a clean clone without that file; only caches may be ignored."""
    ignored = git(ROOT, "ls-files", "--others", "--ignored", "--exclude-standard", "generator", "templates", "spec")
    assert [line for line in ignored.splitlines() if "__pycache__" not in line] == []
