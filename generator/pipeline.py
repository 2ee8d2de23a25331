"""The whole pipeline as functions: specs → checked models → rendered, formatted files.

    spec/*.yaml ─load─▶ Document ─schema─▶ ─build─▶ Protocol ─render─▶ Files ─format─▶ write
    (load.py)            (schema.py)  (build.py)   (render.py)  (format.py)  (write.py)

Before black, format_manifest.py picks out the modules the committed tree already holds
formatted (its ``python/formatting.json``), so only the others go through black.
"""

from __future__ import annotations

from pathlib import Path

from generator.errors import Position, SpecError
from generator.format import format_files
from generator.format_manifest import manifest, reusable
from generator.protocol import Protocol
from generator.render import Files, render_protocol, run_header, typescript_index
from generator.spec import read_spec

ROOT = Path(__file__).resolve().parent.parent
SPEC_DIR = ROOT / "spec"
OUT_DIR = ROOT / "generated"


def display_name(path: Path) -> str:
    """How a spec is named in errors and headers: relative to the project when inside it."""
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


def find_specs(spec_dir: Path = SPEC_DIR) -> list[Path]:
    """Every ``*.yaml`` in a folder, sorted; a single file names just itself."""
    if spec_dir.is_file():
        return [spec_dir]
    return sorted(spec_dir.glob("*.yaml"))


def read_specs(paths: list[Path]) -> list[Protocol]:
    protocols = [read_spec(path, display_name(path)) for path in paths]
    seen: dict[str, Protocol] = {}
    for p in protocols:
        # The distribution names a folder of generated/; generated/typescript/index.ts imports
        # every protocol's names, so TS prefixes must differ too.
        for key in (p.name, p.id, p.python_module, p.python_distribution, p.ts_package, p.ts_prefix):
            if key in seen and seen[key] is not p:
                raise SpecError(Position(p.source, 1, 1), f"'{key}' is also used by {seen[key].source}")
            seen[key] = p
    return protocols


def render_all(protocols: list[Protocol], committed: Files | None = None) -> Files:
    """Every file the specs produce, formatted. ``committed``, the tree already on disk, lends
    the Python modules its formatting manifest vouches for, so black runs only on the others
    (generator/format_manifest.py); without it every module goes through black."""
    files: Files = {}
    for p in protocols:
        files.update(render_protocol(p))
    files.update(typescript_index(protocols))
    python = {path: text for path, text in files.items() if path.endswith(".py")}
    reused = reusable(python, committed or {})
    formatted = format_files({path: text for path, text in files.items() if path not in reused})
    out = {path: reused[path] if path in reused else formatted[path] for path in files}
    if python:
        out.update(manifest(python, out, " ".join(run_header(protocols))))
    return out
