"""Command line: ``python -m generator {generate,check}``. Exit 0 fine, 1 drift, 2 bad input."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from generator.errors import SpecError
from generator.pipeline import OUT_DIR, SPEC_DIR, find_specs, read_specs, render_all
from generator.write import diff_trees, read_tree, write_tree

EPILOG = """\
commands:
  generate   render every spec/*.yaml into generated/ (atomically; nothing is written on error)
               python -m generator generate
  check      render in memory and diff against generated/; exit 1 when it is stale
               python -m generator check

exit codes: 0 fine, 1 generated/ is stale, 2 bad spec or bad arguments
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
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        specs = find_specs(args.specs)
        if not specs:
            print(f"error: no *.yaml specs in {args.specs}", file=sys.stderr)
            return 2
        files = render_all(read_specs(specs))
    except SpecError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.command == "generate":
        write_tree(args.out, files)
        print(f"wrote {len(files)} files to {args.out}")
        return 0
    diff = diff_trees(read_tree(args.out), files, args.out.name)
    if diff:
        sys.stdout.writelines(diff)
        print(f"\n{args.out} is stale: run `python -m generator generate`", file=sys.stderr)
        return 1
    print(f"{args.out} is current ({len(files)} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
