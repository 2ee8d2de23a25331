"""The whole pipeline as functions: specs → checked models → rendered, formatted files.

    spec/*.yaml ─load─▶ Document ─schema─▶ ─build─▶ Protocol ─render─▶ Files ─format─▶ write
    (spec/load.py)      (spec/schema.py) (build/)   (targets/)  (output/format.py) (output/write.py)

Before black, output/manifest.py picks out the modules the committed tree already holds
formatted (its ``python/formatting.json``), so only the others go through black. The targets
other than Python render and format in a forked child meanwhile (generator/forked.py).
"""

from __future__ import annotations

import dataclasses
import warnings
from pathlib import Path

from generator import forked
from generator.build.builder import build_protocol
from generator.build.collisions import spec_path_problem
from generator.errors import Position, SpecError
from generator.model.protocol import Protocol
from generator.output.files import Files
from generator.output.format import format_files, load_black
from generator.output.manifest import MANIFEST, manifest, reusable
from generator.project import Layout, display
from generator.spec.load import Document, load_file
from generator.spec.read import read_spec
from generator.spec.schema import check_schemas
from generator.targets import distinct_options, merged, render_protocol, render_run, targets
from generator.targets.base import Target, run_header


def find_specs(target: Path) -> list[Path]:
    """Every ``*.yaml`` in a folder, sorted; a single file names just itself."""
    if target.is_file():
        return [target]
    return sorted(target.glob("*.yaml"))


def read_specs(paths: list[Path], layout: Layout | None = None) -> list[Protocol]:
    """Load, check and build each spec. Errors name a spec as the user typed it (``display``);
    the protocol keeps its name relative to the project (``Layout.source_name``) and the
    command that regenerates it, which generated headers print."""
    protocols = [_placed(read_spec(path, display(path)), path, layout) for path in paths]
    check_distinct(protocols)
    return protocols


def _placed(protocol: Protocol, path: Path, layout: Layout | None) -> Protocol:
    here = layout or Layout.of(path, path.parent / "generated")
    source, command = here.source_name(path), here.regenerate_command()
    problem = spec_path_problem(f"{source} {command}")
    if problem:  # the header of every generated file names both, on one line each
        raise SpecError(Position(display(path), 1, 1), problem)
    return dataclasses.replace(protocol, source=source, regenerate_command=command)


class SchemaVerdict:
    """The schema checks of specs already built (:func:`read_specs_beside`), running in a
    forked child; :meth:`confirm` waits for them."""

    def __init__(
        self, child: forked.Child[None], shown: list[warnings.WarningMessage], paths: list[Path], layout: Layout | None
    ) -> None:
        self._child, self._shown, self._paths, self._layout = child, shown, paths, layout
        self._confirmed = False

    def confirm(self) -> None:
        """Return once the checks passed, the builds' warnings shown; when they did not (or the
        child failed), read the specs in order, which raises the error a run without the child
        raises (and shows the warnings it shows)."""
        if self._confirmed:
            return
        self._confirmed = True
        ok, _ = self._child.result()
        if not ok:
            read_specs(self._paths, self._layout)
            return
        for w in self._shown:
            warnings.showwarning(w.message, w.category, w.filename, w.lineno, w.file, w.line)


def _built(docs: list[Document], paths: list[Path], layout: Layout | None) -> list[Protocol]:
    protocols = [_placed(build_protocol(doc), path, layout) for doc, path in zip(docs, paths, strict=True)]
    check_distinct(protocols)
    return protocols


def read_specs_beside(paths: list[Path], layout: Layout | None) -> tuple[list[Protocol], SchemaVerdict] | None:
    """What :func:`read_specs` reads, with the schema checks in a forked child while this
    process builds and renders (generator/forked.py): at 1,000 actions the check is 0.7 s
    that nothing but the verdict waits on. The caller must :meth:`SchemaVerdict.confirm`
    before it reports or writes anything. None when this did not read the specs (no fork, or
    anything failed: the caller reads them in order, and raises the error in order)."""
    if not forked.available():
        return None
    with warnings.catch_warnings(record=True) as shown:  # shown once the checks passed
        try:
            docs = [load_file(path, display(path)) for path in paths]
        except Exception:  # noqa: BLE001 - raised again by the read in order
            return None
        child = forked.start(lambda: check_schemas(docs))
        if child is None:
            return None
        built = child.beside(lambda: _built(docs, paths, layout))
        if built is None:
            return None
    return built[0], SchemaVerdict(child, shown, paths, layout)


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
    beside = _render_beside(protocols, index, committed or {})
    if beside is None:
        files = _render_in_order(protocols, index)
        out = _formatted(files, committed or {})
    else:
        files, out = beside
    python = {path: text for path, text in files.items() if path.endswith(".py")}
    if python:
        out.update(manifest(python, out, " ".join(run_header(index)), carried))
    return out


def _render_in_order(protocols: list[Protocol], index: list[Protocol]) -> Files:
    files: Files = {}
    for p in protocols:
        files.update(render_protocol(p))
    files.update(render_run(index))
    return files


def _formatted(files: Files, committed: Files) -> Files:
    """``files`` formatted, in their order: from ``committed`` where the manifest vouches for a
    module, the others through the format stage."""
    python = {path: text for path, text in files.items() if path.endswith(".py")}
    reused = reusable(python, committed)
    formatted = format_files({path: text for path, text in files.items() if path not in reused})
    return {path: reused[path] if path in reused else formatted[path] for path in files}


# A part of a run: the files one target renders for the protocol at a position of the run's
# list, or (position -1) for the whole run.
_Parts = dict[tuple[int, str], Files]


def _render_beside(protocols: list[Protocol], index: list[Protocol], committed: Files) -> tuple[Files, Files] | None:
    """The rendered files, as :func:`_render_in_order` renders them, and the same files
    formatted; None when this did not render them.

    The targets that render in the main process (``Target.main_process``: Python) render and
    format here while a forked child renders and formats the others (generator/forked.py),
    with the formatting manifest it inherited: at 1,000 actions TypeScript, JSON Schema, the
    docs and the tool module are 3 s of a 7 s run. Should anything fail, here or in the child, this returns None
    and the caller renders everything in order in this process, so the error raised is the
    one a run without the child raises first."""
    here_targets = [t for t in targets() if t.main_process]
    child_targets = [t for t in targets() if not t.main_process]
    if not here_targets or not child_targets:
        return None
    if MANIFEST not in committed:  # black will run here and there: import it once, before the fork
        load_black()
    child = forked.start(lambda: _rendered_and_formatted(protocols, index, child_targets, committed))
    if child is None:
        return None

    def render_here() -> tuple[_Parts, Files]:
        here = _parts(protocols, index, here_targets)
        return here, _formatted(_flat(here), committed)

    done = child.beside(render_here)
    if done is None:
        return None
    ((here, out),) = done
    ok, result = child.result()
    if not ok or result is None:
        return None
    there, formatted = result
    out |= formatted
    parts = here | there
    files: Files = {}
    for position in [*range(len(protocols)), -1]:
        files.update(merged([(t, parts[(position, t.name)]) for t in targets() if (position, t.name) in parts]))
    return files, {path: out[path] for path in files}


def _parts(protocols: list[Protocol], index: list[Protocol], chosen: list[Target]) -> _Parts:
    parts: _Parts = {}
    for position, p in enumerate(protocols):
        for target in chosen:
            parts[(position, target.name)] = target.files(p)
    for target in chosen:
        if target.run_files is not None:
            parts[(-1, target.name)] = target.run_files(index)
    return parts


def _flat(parts: _Parts) -> Files:
    return {path: text for part in parts.values() for path, text in part.items()}


def _rendered_and_formatted(
    protocols: list[Protocol], index: list[Protocol], chosen: list[Target], committed: Files
) -> tuple[_Parts, Files]:
    """What the child returns: the parts it rendered, and their files formatted."""
    parts = _parts(protocols, index, chosen)
    return parts, _formatted(_flat(parts), committed)
