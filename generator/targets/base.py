"""What every target shares: the :class:`Target` record a target registers, the Jinja
environment it renders with, and the do-not-edit header every generated file opens with.

A target is a function from a checked :class:`Protocol` to ``{relative path: text}``; nothing
here writes files (generator/output/write.py does, once). docs/architecture.md, "Adding a
target", walks through writing one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, NoReturn

import jinja2

from generator.model import Field, Variant
from generator.model.protocol import Protocol
from generator.model.types import Shape
from generator.output.cache import bytecode_cache
from generator.output.files import Files
from generator.targets import literals


@dataclass(frozen=True)
class TargetOptions:
    """The block of the spec's ``packages`` a target reads (``packages.<key>``): ``schema`` is
    its JSON Schema (2020-12, as generator/spec/spec.schema.json is), which the schema check
    holds the block to at the spec's ``file:line:column``; ``required`` says whether every spec
    must have the block; ``distinct`` names the options no two specs generated together may
    share (a package name, a prefix: they name folders and exports). The block reaches the
    target as ``Protocol.options[key]``, a plain mapping the model never reads."""

    key: str
    schema: dict[str, Any]
    required: bool = False
    distinct: tuple[str, ...] = ()


def options_of(protocol: Protocol, key: str) -> dict[str, Any]:
    """The spec's ``packages.<key>`` block (empty when the spec has none)."""
    return protocol.options.get(key, {})


@dataclass(frozen=True)
class Target:
    """One output language or format, as the pipeline sees it.

    ``files`` renders one protocol; ``run_files`` renders what spans every protocol of a run
    (TypeScript's ``index.ts``). The three name hooks let the builder refuse, at the spec's
    ``file:line:column``, a spec whose names this target cannot generate: ``declared_names``
    lists the identifiers the fields of one object declare (two fields declaring one is an
    error), ``item_names`` the names a shape or variant generates (two meeting is an error),
    and ``parameter_problem`` says why a field name cannot be a function parameter, if it
    cannot (``envelope`` tells an envelope field from a single-object item's field).
    ``options`` declares the target's own block of the spec's ``packages``, if it reads one.
    ``main_process`` keeps the target's rendering and formatting in the main process: the
    pipeline renders and formats the other targets in a forked child meanwhile
    (generator/pipeline.py). The target with the most to format (Python: black, which spreads
    its work over the cores) sets it, so that the two halves take about as long.
    """

    name: str
    files: Callable[[Protocol], Files]
    run_files: Callable[[list[Protocol]], Files] | None = None
    declared_names: Callable[[list[Field]], list[tuple[Field, str, str]]] | None = None
    item_names: Callable[[Shape | Variant], list[str]] | None = None
    parameter_problem: Callable[[str, str, bool], str | None] | None = None
    options: TargetOptions | None = None
    main_process: bool = False


def templates_folder() -> Path:
    """Where the templates are: package data of an installed generator (pyproject.toml maps
    templates/ into the wheel as ``generator/templates``), else the checkout's own templates/
    beside generator/. Found from this package, never from the current folder, so a copy of a
    checkout renders with its own templates even when another checkout is installed."""
    packaged = resources.files("generator") / "templates"
    if packaged.is_dir():
        return Path(str(packaged))  # a folder, not a zip: Jinja's loader reads files
    return Path(__file__).resolve().parents[2] / "templates"


def indent_code(text: str, width: int) -> str:
    """Indent every non-blank line by ``width`` spaces; blank text stays empty (unlike Jinja's
    ``indent``, which would leave stray spaces where a macro rendered nothing)."""
    pad = " " * width
    return "".join(pad + line if line.strip() else line for line in text.splitlines(keepends=True))


def unhandled(what: str) -> NoReturn:
    """For a template's last ``{% else %}`` of a dispatch on a kind: a kind the template has no
    code for stops the run, rather than render nothing (a normalisation silently left out)."""
    raise NotImplementedError(f"{what} (docs/architecture.md says where a new one goes)")


def environment(
    filters: dict[str, Callable[..., Any]], globals_: dict[str, Any] | None = None, folder: Path | None = None
) -> jinja2.Environment:
    """A target's Jinja environment: strict about undefined names (a typo in a template fails),
    blocks trimmed, the target's own filters and names, and compiled templates from the run
    cache. Templates come from ``folder``, by default the generator's own (templates/)."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(folder or templates_folder()),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update({**literals.FILTERS, **filters}, indent_code=indent_code)
    env.globals.update(unhandled=unhandled, **(globals_ or {}))
    env.bytecode_cache = bytecode_cache(env)  # compiled templates from the last run (cache.py)
    return env


def run_header(protocols: list[Protocol]) -> list[str]:
    """The do-not-edit lines of a file made from ``protocols`` (one, or every one of a run)."""
    sources = ", ".join(p.source for p in protocols)
    lines = ["****** THIS IS A GENERATED FILE, DO NOT EDIT. ******", f"Source: {sources}"]
    return lines + ([f"Regenerate: {protocols[0].regenerate_command}"] if protocols else [])


def header(protocol: Protocol, comment: str) -> str:
    """The header as comment lines of one language (``#``, ``//``)."""
    return "\n".join(f"{comment} {literals.one_line(line)}" for line in run_header([protocol]))


def gitignore(protocol: Protocol, patterns: str) -> str:
    """A package folder's ``.gitignore``: what building the package in place leaves there is
    not the generator's (check ignores it, generate drops it), so a repository that commits
    generated/ must not commit it either."""
    return f"{header(protocol, '#')}\n{patterns}"


class Renderer:
    """A target's templates rendered with its own filters; the environment is made on first use
    (so importing a target costs no Jinja setup). A target outside the generator passes the
    ``folder`` its templates are in."""

    def __init__(
        self,
        filters: dict[str, Callable[..., Any]],
        globals_: dict[str, Any] | None = None,
        folder: Path | None = None,
    ) -> None:
        self.filters = filters
        self.globals = globals_ or {}
        self.folder = folder
        self._env: jinja2.Environment | None = None

    def __call__(self, template: str, **context: Any) -> str:
        if self._env is None:
            self._env = environment(self.filters, self.globals, self.folder)
        return self._env.get_template(template).render(**context)
