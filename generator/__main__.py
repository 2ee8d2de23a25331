"""Command line: ``python -m generator {generate,check,diff}``. Exit 0 fine, 1 drift or a
version that does not fit the spec's changes, 2 bad input."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from generator.errors import SpecError
from generator.format_manifest import read_committed
from generator.pipeline import OUT_DIR, SPEC_DIR, find_specs, read_specs, render_all
from generator.write import diff_trees, read_tree, write_tree

EPILOG = """\
commands:
  generate   render every spec/*.yaml into generated/: Python packages, TypeScript modules,
             docs and JSON Schemas (atomically; nothing is written on error)
               python -m generator generate
  check      render in memory and diff against generated/; exit 1 when it is stale
               python -m generator check
               python -m generator check --no-reuse   (black on every module: see below)
               python -m generator check --format github   (plus an ::error annotation per file)
  diff       list every change between two versions of a spec, each classified breaking,
             compatible or patch with its file:line:column; exit 1 when protocol.version
             does not fit them (spec/README.md, "Versioning")
               python -m generator diff old.yaml new.yaml
               python -m generator diff --against HEAD~1            (every spec/*.yaml)
               python -m generator diff --against main spec/console.v1.yaml --format markdown
               python -m generator diff --against HEAD~1 --format github  (CI annotations)

black runs only on the Python modules that need it: generated/python/formatting.json records,
for each module, the hash of its text before and after black and the formatter, and a module
whose render, file and formatter all still match is taken as it is (generator/format_manifest.py).
--no-reuse (generate or check) runs black on every module.

exit codes: 0 fine, 1 generated/ is stale or a version does not fit its changes,
            2 bad spec or bad arguments (or an unknown git ref)
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m generator",
        description="Generate both sides of agent↔UI wire protocols from YAML specs.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, text in (("generate", "write generated/ from the specs"), ("check", "fail when generated/ is stale")):
        sub = commands.add_parser(name, help=text, description=text)
        sub.add_argument("--specs", type=Path, default=SPEC_DIR, help="a spec file, or a folder of *.yaml specs (default: spec/)")
        sub.add_argument("--out", type=Path, default=OUT_DIR, help="output folder (default: generated/)")
        sub.add_argument(
            "--no-reuse",
            action="store_true",
            help="run black on every Python module, even those the output folder's "
            "python/formatting.json vouches for (generator/format_manifest.py)",
        )
        if name == "check":
            sub.add_argument(
                "--format",
                choices=["text", "github"],
                default="text",
                help="text (default): a unified diff; github: the diff, then a GitHub Actions "
                "::error annotation per stale file at its first differing line",
            )
    _add_diff(commands)
    return parser


def _add_diff(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    text = "classify every change between two versions of a spec and check protocol.version"
    sub = commands.add_parser(
        "diff",
        help=text,
        description=text + ". With --against, each SPEC (default: spec/) is compared with its text at GIT_REF.",
        usage="python -m generator diff [--format FORMAT] (OLD NEW | --against GIT_REF [SPEC ...])",
    )
    sub.add_argument("specs", nargs="*", type=Path, metavar="SPEC", help="OLD NEW, or with --against: spec files or folders")
    sub.add_argument("--against", metavar="GIT_REF", help="compare each SPEC with the spec as committed at GIT_REF")
    sub.add_argument(
        "--format",
        choices=["text", "markdown", "yaml", "json", "github"],
        default="text",
        help="text (default): one change a line; markdown: a changelog entry; yaml: the entry to "
        "paste under the spec's changelog; json: for tools; github: GitHub Actions annotations",
    )


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "diff":
        from generator.diff_cli import run

        if args.against is None and len(args.specs) != 2:
            parser.error("diff needs OLD and NEW spec files, or --against GIT_REF")  # exits 2
        return run(args.specs or [SPEC_DIR], args.against, args.format)
    try:
        specs = find_specs(args.specs)
        if not specs:
            print(f"error: no *.yaml specs in {args.specs}", file=sys.stderr)
            return 2
        protocols = read_specs(specs)
        # generate reads only the manifest and its modules (the rest of the folder is replaced,
        # whatever it holds); check compares the whole folder.
        on_disk = read_committed(args.out) if args.command == "generate" else read_tree(args.out)
        files = render_all(protocols, committed=None if args.no_reuse else on_disk)
    except SpecError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.command == "generate":
        write_tree(args.out, files)
        print(f"wrote {len(files)} files to {args.out}")
        return 0
    diff = diff_trees(on_disk, files, args.out.name)
    if diff:
        sys.stdout.writelines(diff)
        if args.format == "github":
            from generator.check_report import github_annotations

            print("", *github_annotations(on_disk, files, args.out), sep="\n")
        print(f"\n{args.out} is stale: run `python -m generator generate`", file=sys.stderr)
        return 1
    print(f"{args.out} is current ({len(files)} files)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # `python -m generator check | head`: the reader left; say nothing
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
