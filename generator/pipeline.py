"""The whole pipeline as functions: specs → checked models → rendered, formatted files.

    spec/*.yaml ─load─▶ Document ─schema─▶ ─build─▶ Protocol ─render─▶ Files ─format─▶ write
    (spec/load.py)      (spec/schema.py) (build/)   (targets/)  (output/format.py) (output/write.py)

Before black, output/manifest.py picks out the modules the committed tree already holds
formatted (its ``python/formatting.json``), so only the others go through black.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from generator.build.collisions import spec_path_problem
from generator.errors import Position, SpecError
from generator.model.protocol import Protocol
from generator.output.files import Files
from generator.output.format import format_files
from generator.output.manifest import manifest, reusable
from generator.project import Layout, display
from generator.spec.read import read_spec
from generator.targets import distinct_options, render_protocol, render_run
from generator.targets.base import run_header


def find_specs(target: Path) -> list[Path]:
    """Every ``*.yaml`` in a folder, sorted; a single file names just itself."""
    if target.is_file():
        return [target]
    return sorted(target.glob("*.yaml"))


def read_specs(paths: list[Path], layout: Layout | None = None) -> list[Protocol]:
    """Load, check and build each spec. Errors name a spec as the user typed it (``display``);
    the protocol keeps its name relative to the project (``Layout.source_name``) and the
    command that regenerates it, which generated headers print."""
    protocols = []
    for path in paths:
        here = layout or Layout.of(path, path.parent / "generated")
        protocol = read_spec(path, display(path))
        source, command = here.source_name(path), here.regenerate_command()
        problem = spec_path_problem(f"{source} {command}")
        if problem:  # the header of every generated file names both, on one line each
            raise SpecError(Position(display(path), 1, 1), problem)
        protocols.append(dataclasses.replace(protocol, source=source, regenerate_command=command))
    check_distinct(protocols)
    return protocols


def check_distinct(protocols: list[Protocol]) -> None:
    """Specs generated together may not share a name, id, or an option a target says must
    differ (``TargetOptions.distinct``: a Python distribution names a folder of generated/,
    and generated/typescript/index.ts imports every protocol's names, so TS prefixes differ)."""
    seen: dict[str, Protocol] = {}
    distinct = distinct_options()
    for p in protocols:
        options = [p.options.get(target, {}).get(name) for target, name in distinct]
        for key in (p.name, p.id, *(str(value) for value in options if value is not None)):
            if key in seen and seen[key] is not p:
                raise SpecError(Position(p.source, 1, 1), f"'{key}' is also used by {seen[key].source}")
            seen[key] = p


def render_all(
    protocols: list[Protocol],
    committed: Files | None = None,
    index: list[Protocol] | None = None,
    carried: dict[str, tuple[str, str]] | None = None,
) -> Files:
    """Every file the specs produce, formatted. ``committed``, the tree already on disk, lends
    the Python modules its formatting manifest vouches for, so black runs only on the others
    (generator/output/manifest.py); without it every module goes through black. ``index`` is
    the protocols the shared TypeScript index covers (default: ``protocols``); ``carried``,
    formatting-manifest entries of modules this run does not render (generator/selection.py)."""
    index = protocols if index is None else index
    files: Files = {}
    for p in protocols:
        files.update(render_protocol(p))
    files.update(render_run(index))
    python = {path: text for path, text in files.items() if path.endswith(".py")}
    reused = reusable(python, committed or {})
    formatted = format_files({path: text for path, text in files.items() if path not in reused})
    out = {path: reused[path] if path in reused else formatted[path] for path in files}
    if python:
        out.update(manifest(python, out, " ".join(run_header(index)), carried))
    return out
