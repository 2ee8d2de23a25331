"""Command line: ``python -m generator {generate,check,diff,new-major,guide}`` (also installed as the
``protocol-toolkit`` script). Exit 0 fine, 1 drift or a version that does not fit the spec's
changes, 2 bad input (a bad spec, a bad command line), 3 a bug in the generator itself."""

from __future__ import annotations

import argparse
import gc
import os
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from generator.errors import SpecError, TargetError, show_spec_warnings
from generator.project import DEFAULT_OUT, DEFAULT_SPECS, Layout, display, invoked

if TYPE_CHECKING:
    from generator.model.protocol import Protocol
    from generator.output.files import Files

EPILOG = """\
commands:
  generate   render every spec/*.yaml into generated/: Python packages, TypeScript modules,
             docs and JSON Schemas (atomically; nothing is written on error)
               python -m generator generate
               python -m generator generate --specs spec/console.v1.yaml   (that protocol only)
  check      render in memory and compare with generated/; exit 1 when it is stale, with a
             line per stale file: behind the spec, behind the generator, or edited by hand
               python -m generator check
               python -m generator check --diff   (and the unified diff of each)
               python -m generator check --no-reuse   (black on every module: see below)
               python -m generator check --format github   (plus an ::error annotation per file)
  diff       list every change between two versions of a spec, each classified breaking,
             compatible or patch with its file:line:column; exit 1 when protocol.version
             does not fit them, with what to do next (spec/README.md, "Versioning")
               python -m generator diff old.yaml new.yaml
               python -m generator diff --against main              (every spec/*.yaml: writes each
                 spec's unreleased changelog entry; --check writes nothing, for CI)
               python -m generator diff --against main spec/console.v1.yaml --format markdown
               python -m generator diff --check --against main --format github  (CI annotations)
               python -m generator diff --against v1.0.0   (each release committed since, then
                 the working tree against the newest)
  new-major  start the next major of a protocol as a new spec file beside the old one
               python -m generator new-major spec/console.v1.yaml   (writes spec/console.v2.yaml)
               python -m generator new-major spec/console.v1.yaml --against HEAD
                 (the same, and spec/console.v1.yaml goes back to its text at HEAD)
  release    release the changes waiting since the last release (the spec's unreleased entry):
             computes the version, writes it and the changelog entry, regenerates
               python -m generator release                (every spec/*.yaml)
               python -m generator release spec/console.v1.yaml --dry-run   (print, write nothing)
  guide      print the spec language guide, the spec/README.md that messages cite
             (an installed generator carries its own copy)
               python -m generator guide                    (all of it)
               python -m generator guide "Unknown fields"   (one section)

Folders are relative to the current directory: run from the project root, or pass --specs and
--out. black runs only on the Python modules that need it: generated/python/formatting.json
records, for each module, the hash of its text before and after black and the formatter, and a
module whose render, file and formatter all still match is taken as it is. --no-reuse
(generate or check) runs black on every module.

exit codes: 0 fine, 1 generated/ is stale or a version does not fit its changes,
            2 bad spec or bad arguments (or an unknown git ref),
            3 the generator failed: a bug in it, not in the spec (the traceback says where)
"""


class _Parser(argparse.ArgumentParser):
    """argparse, but every usage error is its usage line and one ``error:`` line, exit 2."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _prog() -> str:
    """How the command was run, for usage lines: the script, or (everywhere else) ``python -m``."""
    return invoked()


def _parser() -> tuple[_Parser, dict[str, _Parser]]:
    parser = _Parser(
        prog=_prog(),
        description="Generate both sides of agent↔UI wire protocols from YAML specs.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=_version(_prog()))
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    subs: dict[str, _Parser] = {}
    for name, text in (("generate", "write generated/ from the specs"), ("check", "fail when generated/ is stale")):
        sub = subs[name] = commands.add_parser(name, help=text, description=text)
        sub.add_argument(
            "--specs",
            type=Path,
            default=Path(DEFAULT_SPECS),
            help="a folder of *.yaml specs, or one spec file: only its protocol's files are "
            "written or checked (default: spec/)",
        )
        sub.add_argument("--out", type=Path, default=Path(DEFAULT_OUT), help="output folder (default: generated/)")
        sub.add_argument(
            "--no-reuse",
            action="store_true",
            help="run black on every Python module, even those the output folder's "
            "python/formatting.json vouches for (the notes of `--help` say when that is)",
        )
        if name == "check":
            sub.add_argument(
                "--diff",
                action="store_true",
                help="after the verdict (a line per stale file: behind the spec, behind the generator, "
                "edited by hand), print the unified diff of each",
            )
            sub.add_argument(
                "--format",
                choices=["text", "github"],
                default="text",
                help="text (default): the verdict; github: the verdict, then a GitHub Actions "
                "::error annotation per stale file at its first differing line",
            )
    subs["diff"] = _add_diff(commands)
    subs["new-major"] = _add_new_major(commands)
    subs["release"] = _add_release(commands)
    text = "print the spec language guide (spec/README.md), or one section of it"
    subs["guide"] = commands.add_parser("guide", help=text, description=text + ".")
    subs["guide"].add_argument("section", nargs="?", metavar="SECTION", help='a heading, e.g. "Versioning"')
    return parser, subs


def _subcommand(
    commands: argparse._SubParsersAction[_Parser], name: str, text: str, more: str, usage: str | None = None
) -> _Parser:
    """A command whose help is ``text`` and whose description goes on with ``more``."""
    return commands.add_parser(name, help=text, description=text + more, usage=usage)


def _add_diff(commands: argparse._SubParsersAction[_Parser]) -> _Parser:
    text = "classify every change between two versions of a spec and check protocol.version"
    more = ". With --against, each SPEC (default: spec/) is compared with its text at GIT_REF."
    usage = f"{_prog()} diff [--format FORMAT] (OLD NEW | --against GIT_REF [--check] [SPEC ...])"
    sub = _subcommand(commands, "diff", text, more, usage=usage)
    sub.add_argument(
        "specs", nargs="*", type=Path, metavar="SPEC", help="OLD NEW, or with --against: spec files or folders"
    )
    sub.add_argument("--against", metavar="GIT_REF", help="compare each SPEC with the spec as committed at GIT_REF")
    sub.add_argument(
        "--check",
        action="store_true",
        help="write nothing (CI): an unreleased changelog entry that does not list the changes since "
        "the last release fails, where otherwise diff writes it",
    )
    sub.add_argument(
        "--format",
        choices=["text", "markdown", "yaml", "json", "github"],
        default="text",
        help="text (default): one change a line; markdown: a changelog entry; yaml: the entry to "
        "paste under the spec's changelog; json: for tools; github: GitHub Actions annotations",
    )
    return sub


def _add_new_major(commands: argparse._SubParsersAction[_Parser]) -> _Parser:
    text = "write the next major of a protocol as a new spec file beside the old one"
    sub = _subcommand(commands, "new-major", text, " (spec/README.md, 'Several majors side by side').")
    sub.add_argument("spec", type=Path, metavar="SPEC", help="the spec of the current major, e.g. spec/console.v1.yaml")
    sub.add_argument(
        "--against",
        metavar="GIT_REF",
        help="also put SPEC back as committed at GIT_REF, so breaking edits made to it move to the new file only",
    )
    return sub


def _add_release(commands: argparse._SubParsersAction[_Parser]) -> _Parser:
    text = "release the changes waiting since each spec's last release: one version, one changelog entry"
    more = " (computed from the changes; spec/README.md, 'The unreleased state'), then regenerate."
    sub = _subcommand(commands, "release", text, more)
    sub.add_argument("specs", nargs="*", type=Path, metavar="SPEC", help="spec files or folders (default: spec/)")
    sub.add_argument("--out", type=Path, default=Path(DEFAULT_OUT), help="output folder (default: generated/)")
    sub.add_argument("--dry-run", action="store_true", help="print the release, write nothing")
    return sub


def main(argv: list[str] | None = None) -> int:
    parser, subs = _parser()
    args, extra = parser.parse_known_args(argv)
    if extra:  # argparse would blame the top-level command; the subcommand's usage helps more
        subs[args.command].error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "diff":
        from generator.versioning.cli import run

        if args.against is None and len(args.specs) != 2:
            subs["diff"].error("diff needs OLD and NEW spec files, or --against GIT_REF")
        return run(args.specs or [Path(DEFAULT_SPECS)], args.against, args.format, not args.specs, args.check)
    if args.command == "new-major":
        from generator.versioning.new_major import run as new_major

        return new_major(args.spec, args.against)
    if args.command == "release":
        from generator.versioning.release import run as release

        return release(args.specs or [Path(DEFAULT_SPECS)], not args.specs, args.out, args.dry_run)
    if args.command == "guide":
        return _guide(args.section)
    return _generate_or_check(args)


def _guide(name: str | None) -> int:
    from generator import guide

    text = guide.guide_text()
    if not name:
        sys.stdout.write(text)
        return 0
    section = guide.find(text, name)
    if section is None:
        print(f"error: the guide has no section {name!r}; its sections:", file=sys.stderr)
        sys.stderr.write(guide.contents(text))
        return 2
    sys.stdout.write(guide.section_text(text, section))
    return 0


def _generate_or_check(args: argparse.Namespace) -> int:
    from generator import selection
    from generator.output import inputs
    from generator.output.write import WriteError, diff_trees, leftovers, write_tree

    # What this run's output depends on; a tree that still holds what a run with the same key
    # produced is current without rendering anything (generator/output/inputs.py)
    key = None if args.no_reuse else inputs.run_key(args.specs, args.out)
    if args.command == "check" and args.out.is_dir():
        count = inputs.unchanged(key, args.out, whole_folder=args.specs.is_dir())
        if count is not None and not leftovers(args.out):
            print(f"{display(args.out)} is current ({count} files)")
            return 0
    try:
        if args.command == "generate":
            selection.require_writable(args.out)
        chosen = selection.select(args.specs, args.out)
        plan = selection.plan(chosen, args.out, command=args.command, reuse=not args.no_reuse)
    except (SpecError, selection.UsageError) as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.command == "generate":
        try:
            written = write_tree(args.out, plan.files, keep=plan.kept)
        except WriteError as exc:  # says what is on disk now and what to do
            print(exc, file=sys.stderr)
            return 2
        inputs.record(key, plan.files)
        print(f"wrote {len(plan.files)} files to {display(args.out)}")
        if written.leftover:
            print(f"warning: {display(args.out)} is replaced, but left behind {written.leftover}", file=sys.stderr)
        return 0
    from generator.output import check_report

    for leftover in leftovers(args.out):  # an interrupted generate: the next one cleans up
        print(
            f"note: {display(leftover)} is left by an interrupted generate; the next generate restores or removes it",
            file=sys.stderr,
        )
    stale = check_report.stale(plan.on_disk, plan.files)
    if not stale:
        inputs.record(key, plan.files)
        print(f"{display(args.out)} is current ({len(plan.files)} files)")
        return 0

    def render_committed(committed: dict[str, Protocol]) -> Files:
        at_head = selection.Selection(
            [committed[p.source] for p in chosen.protocols],
            [committed.get(p.source, p) for p in chosen.index],
            chosen.whole_folder,
        )
        return selection.plan(at_head, args.out, command="check", reuse=not args.no_reuse).files

    root = Layout.of(args.specs, args.out).root
    history = check_report.read_history(chosen.protocols, root, render_committed, args.out, stale)
    # The verdict first, a line a file; the diff only when asked for (docs/decisions.md)
    print(*check_report.verdict_lines(plan.on_disk, plan.files, args.out, history), sep="\n")
    if args.diff:
        sys.stdout.writelines(["\n", *diff_trees(plan.on_disk, plan.files, args.out.name)])
    if args.format == "github":
        print("", *check_report.github_annotations(plan.on_disk, plan.files, args.out, history), sep="\n")
    print(f"\n{display(args.out)} is stale: run `{_generate_command(args)}`", file=sys.stderr)
    return 1


def _generate_command(args: argparse.Namespace) -> str:
    """The ``generate`` that fixes what this ``check`` found, with the same folders."""
    command = f"{invoked()} generate"
    if args.specs != Path(DEFAULT_SPECS):
        command += f" --specs {display(args.specs)}"
    if args.out != Path(DEFAULT_OUT):
        command += f" --out {display(args.out)}"
    return command


def _version(prog: str) -> str:
    """``protocol-toolkit 0.1.0``; run as ``python -m generator``, the distribution is named
    after the version (``python -m generator 0.1.0 (protocol-toolkit)``). A checkout used
    without installing has no version."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        number = version("protocol-toolkit")
    except PackageNotFoundError:
        return f"{prog} (protocol-toolkit, not installed)"
    return f"{prog} {number}" if prog == "protocol-toolkit" else f"{prog} {number} (protocol-toolkit)"


def _main() -> int:
    try:
        return main()
    except TargetError as exc:  # a target registered from outside that cannot be loaded
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        raise
    except Exception:  # not the spec's fault: exit 3, so CI does not read it as drift (1)
        traceback.print_exc()
        print(
            "error: the generator failed. This is a bug in the generator, not in your spec: "
            "please report it with the traceback above.",
            file=sys.stderr,
        )
        return 3


# A command builds its whole spec, model and output in memory and exits: nothing to reclaim
# early, but CPython's collector walks the young objects every 700 allocations and, as the
# live heap grows, the old ones too. At 1,000 actions that was half of `diff` and of a `check`
# with no run record (3 s of 6, measured in bench/, issue 37): a collection each 50,000
# allocations keeps cycles collected at a twentieth of the cost, with the same peak memory.
GC_THRESHOLD = (50_000, 20, 100)


def cli() -> NoReturn:
    """``python -m generator`` and the ``protocol-toolkit`` script."""
    gc.set_threshold(*GC_THRESHOLD)
    show_spec_warnings()
    try:
        code = _main()
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:  # `python -m generator check | head`: the reader left; say nothing
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
    # Out without tearing the heap down object by object, as mypy leaves: a command's work is
    # done and written (files closed, black's workers joined, both streams flushed), and at
    # 1,000 actions freeing what it built took ~0.15 s of a 1.3 s `diff`. An error, an
    # interrupt or argparse's exit still leave through the interpreter, with its cleanup.
    os._exit(code)


if __name__ == "__main__":
    cli()
