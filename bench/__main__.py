"""``python -m bench``: time the generated validator against the stdlib floor and its peers.

    .venv/bin/pip install -q -e '.[bench]' && .venv/bin/python -m bench [--quick]

Times through pyperf, in this process (bench/timing.py). Prints Markdown tables (bench/README.md's
"The latest run" is a paste of them) and writes build/bench/latest.json, with the pyperf file of
every benchmark beside it. Not part of the test run. bench/README.md explains each part.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from pathlib import Path
from typing import Any

from bench import behaviour, corpus, hotspots, machine, report
from bench.paths import RESULTS, console
from bench.peers import FLOOR, GENERATED, Candidate, candidates
from bench.targets import evaluate
from bench.timing import summary, time, tolerant, write_suite

# The generator's in-process timings measure the pipeline itself: a second pass must not read
# the first one's compiled templates and formatted files (generator/output/cache.py).
os.environ["GENERATOR_CACHE"] = "off"

SECTIONS = ("python", "invalid", "engine", "profile", "node", "import", "generator")
COMMAND = ".venv/bin/python -m bench"


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="few values: a smoke run in a few minutes")
    p.add_argument("--rounds", type=int, help="pyperf values per benchmark (default 25; --quick 5)")
    p.add_argument("--large-rounds", type=int, help="values for payloads over 1 MB (default 9; --quick 3)")
    p.add_argument(
        "--sample-ms",
        type=float,
        help="pyperf's least duration of one value, small payloads (default 5; --quick 2)",
    )
    p.add_argument(
        "--schema",
        choices=("auto", "generated", "hand-written"),
        default="auto",
        help="JSON Schema for the schema peers (auto: generated/jsonschema/console.v1.schema.json if it exists)",
    )
    p.add_argument("--gc", action="store_true", help="keep the garbage collector on during samples")
    p.add_argument(
        "--skip",
        default="",
        help=f"comma-separated sections ({', '.join(SECTIONS)}) or peers to leave out",
    )
    p.add_argument(
        "--out",
        default=str(RESULTS / "latest.json"),
        help="result file (default: build/bench/latest.json; the pyperf file goes beside it)",
    )
    p.add_argument(
        "--reprint",
        metavar="RESULT_JSON",
        help="print the report of an earlier result file (no timing)",
    )
    p.add_argument("--no-write", action="store_true", help="print only; leave the result file alone")
    p.add_argument(
        "--engine",
        metavar="PATH",
        help="an appwrite/agent checkout: time its app/graph/console.py beside the generated module "
        "on a mix of invalid calls (bench/engine.py)",
    )
    p.add_argument(
        "--adversarial",
        action="store_true",
        help="instead of the sections above: crafted near-limit arguments for every field of every "
        "spec, both languages, against the floor (writes build/bench/adversarial.json)",
    )
    p.add_argument(
        "--against",
        metavar="GIT_REF",
        help="instead of the sections above: the generated validator against the one GIT_REF's generator "
        "makes, in one process (bench/against.py; writes nothing unless --out is given)",
    )
    p.add_argument(
        "--ag-ui",
        action="store_true",
        help="instead of the sections above: the generated AG-UI validators against ag-ui-protocol's pydantic "
        "models and @ag-ui/core's zod schema on an event stream (bench/ag_ui.py, bench/node/ag_ui.mjs)",
    )
    p.add_argument(
        "--generator",
        action="store_true",
        help="instead of the sections above: generate, check and diff on synthetic specs of 10, 100 and "
        "1,000 actions, --rounds runs each (default 3; --quick 1) (bench/generator_scale.py; writes "
        "build/bench/generator.json)",
    )
    p.add_argument(
        "--specs",
        metavar="DIR",
        help="--adversarial: the specs in DIR instead of spec/, generated into build/ first (a spec edit "
        "before making it, or another repository's specs); writes nothing unless --out is given",
    )
    p.add_argument(
        "--max-bytes",
        type=int,
        help="--adversarial: grow each argument to this size at most (default: the protocol's byte limit)",
    )
    return p


def _progress(text: str) -> None:
    print(f"… {text}", file=sys.stderr, flush=True)


def _rounds(args: argparse.Namespace, size: int) -> tuple[int, float]:
    return (args.large_rounds, 1.0) if size > 1_000_000 else (args.rounds, args.sample_ms)


def time_valid(cands: list[Candidate], cases: list[corpus.Case], args: argparse.Namespace) -> list[dict[str, Any]]:
    out = []
    for case in cases:
        _progress(f"valid: {case.name}")
        rounds, sample_ms = _rounds(args, case.size)
        # tolerant: a peer that rejects a valid payload is timed rejecting it (and marked ✗)
        fns = {c.name: tolerant(c.run, c.errors) for c in cands}
        timed = time(f"valid · {case.name}", fns, case.text, rounds, sample_ms, args.gc)
        out.append(
            {
                "case": case.name,
                "bytes": case.size,
                "results": {n: summary(t) for n, t in timed.items()},
            }
        )
    return out


def time_mix(cands: list[Candidate], calls: list[corpus.Case], args: argparse.Namespace) -> dict[str, Any]:
    _progress("mix: 10 calls, 3 invalid")

    def batch(c: Candidate) -> Any:
        call = tolerant(c.run, c.errors)
        return lambda texts: [call(t) for t in texts]

    texts = [c.text for c in calls]
    timed = time("mix", {c.name: batch(c) for c in cands}, texts, args.rounds, args.sample_ms, args.gc)
    return {
        "case": "mix: 10 calls, 3 invalid (per batch)",
        "bytes": sum(c.size for c in calls),
        "calls": [c.name for c in calls],
        "results": {n: summary(t) for n, t in timed.items()},
    }


def time_invalid(cands: list[Candidate], args: argparse.Namespace) -> list[dict[str, Any]]:
    """Per invalid payload, one group: json.loads of the text, every
    candidate rejecting the error where it is and at the first item, and the generated emit
    accepting the valid twin."""
    twins = {c.name: c for c in [*corpus.typical(), corpus.largest()]}
    emit = next(c for c in cands if c.name == GENERATED)
    out = []
    for pair in corpus.invalid_pairs():
        _progress(f"invalid: {pair.name}")
        fns: dict[str, Any] = {"json.loads": lambda _, t=pair.late.text: json.loads(t)}
        for c in cands:
            if c.name == FLOOR:
                continue
            call = tolerant(c.run, c.errors)
            fns[f"{c.name} · late"] = lambda _, t=pair.late.text, f=call: f(t)
            fns[f"{c.name} · first"] = lambda _, t=pair.first.text, f=call: f(t)
        fns["valid twin"] = lambda _, t=twins[pair.twin].text: emit.run(t)
        rounds, sample_ms = _rounds(args, pair.late.size)
        timed = time(f"invalid · {pair.name}", fns, None, rounds, sample_ms, args.gc)
        out.append(
            {
                "name": pair.name,
                "twin": pair.twin,
                "bytes": pair.late.size,
                "error_late": pair.late.error_path,
                "error_first": pair.first.error_path,
                "results": {n: summary(t) for n, t in timed.items()},
            }
        )
    return out


def _write(res: dict[str, Any], path: str) -> None:
    target = os.path.abspath(path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target + ".tmp", "w", encoding="utf-8") as f:
        json.dump(res, f, indent=1, ensure_ascii=False)
        f.write("\n")
    os.replace(target + ".tmp", target)
    print(f"wrote {os.path.relpath(target)}", file=sys.stderr)
    suite = target.removesuffix(".json") + ".pyperf.json"
    if write_suite(suite):  # every value, for `python -m pyperf stats|hist|compare_to`
        print(f"wrote {os.path.relpath(suite)}", file=sys.stderr)


def adversarial_main(args: argparse.Namespace) -> int:
    from bench import adversarial, adversarial_report
    from bench.targets import evaluate_adversarial

    rounds = args.rounds or (3 if args.quick else 5)
    size = args.max_bytes or (300_000 if args.quick else None)
    skip = {s.strip() for s in args.skip.split(",") if s.strip()}
    specs = Path(args.specs) if args.specs else None
    res: dict[str, Any] = {
        "schema": 1,
        "command": COMMAND
        + " --adversarial"
        + (" --quick" if args.quick else "")
        + (f" --specs {args.specs}" if specs else ""),
        "machine": machine.describe(),
        "settings": {"rounds": rounds, "max_bytes": size},
    }
    adv = adversarial.run(size, rounds, "node" in skip, _progress, specs)
    adv["rounds"] = rounds
    res["adversarial"] = adv
    res["machine"]["load_average_end"] = machine.load_average()
    res["targets"] = evaluate_adversarial(adv)
    text = adversarial_report.render(res)
    res["report_markdown"] = text
    print(text)
    default = str(RESULTS / "latest.json")
    if specs is not None and args.out == default:
        return 0  # build/bench/adversarial.json is spec/'s
    if not args.no_write:
        _write(res, str(RESULTS / "adversarial.json") if args.out == default else args.out)
    return 0


def generator_main(args: argparse.Namespace) -> int:
    from bench import generator_scale

    runs = args.rounds or (1 if args.quick else 3)
    res: dict[str, Any] = {"schema": 1, "command": COMMAND + " --generator", "machine": machine.describe()}
    res["generator_scale"] = generator_scale.run(runs)
    res["machine"]["load_average_end"] = machine.load_average()
    res["targets_missed"] = generator_scale.misses(res["generator_scale"])
    print(generator_scale.table(res["generator_scale"]))
    print(*(f"target missed: {miss}" for miss in res["targets_missed"]), sep="\n")
    if not args.no_write:
        default = str(RESULTS / "latest.json")
        _write(res, str(RESULTS / "generator.json") if args.out == default else args.out)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.specs and not args.adversarial:
        parser.error("--specs goes with --adversarial")
    if args.reprint:
        with open(args.reprint, encoding="utf-8") as f:
            stored = json.load(f)
        if "adversarial" in stored:
            from bench import adversarial_report

            print(adversarial_report.render(stored), end="")
        else:
            print(report.render(stored), end="")
        return 0
    if args.adversarial:
        return adversarial_main(args)
    if args.ag_ui:
        from bench import ag_ui

        return ag_ui.main(args.rounds or (5 if args.quick else 25), args.sample_ms or (2.0 if args.quick else 5.0))
    if args.generator:
        return generator_main(args)
    if args.against:
        from bench import against

        default = str(RESULTS / "latest.json")
        rounds, sample_ms = args.rounds or (5 if args.quick else 25), args.sample_ms or (2.0 if args.quick else 5.0)
        return against.main(args.against, rounds, sample_ms, _progress, None if args.out == default else args.out)
    quick = args.quick
    args.rounds = args.rounds or (5 if quick else 25)
    args.large_rounds = args.large_rounds or (3 if quick else 9)
    args.sample_ms = args.sample_ms or (2.0 if quick else 5.0)
    skip = {s.strip() for s in args.skip.split(",") if s.strip()}

    c = console()
    assert not corpus.stale_limits(c), f"bench/corpus.py: limits changed in the spec: {corpus.stale_limits(c)}"
    res: dict[str, Any] = {
        "schema": 2,  # 2: timed through pyperf (bench/timing.py); 1: the hand-written timing before it
        "command": COMMAND + (" --quick" if quick else ""),
        "machine": machine.describe(),
        "settings": {
            "rounds": args.rounds,
            "large_rounds": args.large_rounds,
            "sample_ms": args.sample_ms,
            "gc": args.gc,
            "schema": args.schema,
        },
    }
    cands, res["unavailable"] = candidates(skip, args.schema)
    res["candidates"] = [{"name": x.name, "what": x.what, "version": x.version} for x in cands]

    valid = [*corpus.typical(), corpus.largest()]
    invalid = [case for pair in corpus.invalid_pairs() for case in (pair.late, pair.first)]
    _progress("behaviour check")
    verdicts, envelopes = behaviour.check(cands, valid, invalid)
    res["behaviour"] = {name: vars(v) for name, v in verdicts.items()}
    if verdicts[GENERATED].problems:
        print(
            "the generated emit does not behave as the corpus expects:",
            *verdicts[GENERATED].problems,
            sep="\n  ",
            file=sys.stderr,
        )
        return 1

    def python_part() -> None:
        res["valid"] = time_valid(cands, valid, args)
        res["mix"] = time_mix(cands, corpus.mix(), args)

    def invalid_part() -> None:
        res["invalid"] = time_invalid(cands, args)

    def profile_part() -> None:
        _progress("profile of the largest payload")
        text = corpus.largest().text
        res["profile"] = {
            "case": corpus.largest().name,
            "phases_ms": hotspots.phases(text, 3 if quick else 9),
            "cprofile": hotspots.cprofile(text, 1 if quick else 3),
        }

    def node_part() -> None:
        from bench import node

        _progress("node: tsc, then bench/node/bench.mjs")
        res["node"] = node.run_node(
            [(x, envelopes[x.name]) for x in valid], args.rounds, args.large_rounds, args.sample_ms
        )

    def engine_part() -> None:
        from bench import engine

        _progress(f"invalid mix: generated vs {args.engine}")
        res["engine"] = engine.run(args.engine, args.rounds, args.sample_ms, args.gc)

    def import_part() -> None:
        from bench import cold_import

        _progress("cold import")
        res["cold_import"] = cold_import.measure(5 if quick else 15)

    def generator_part() -> None:
        from bench import generator_timing

        res["generator"] = {}
        _progress("generator: python -m generator check")
        res["generator"]["check"] = generator_timing.time_check(2 if quick else 5)
        _progress("generator: console spec vs synthetic ×10 spec")
        res["generator"]["scaling"] = generator_timing.time_scaling(10, 1 if quick else 3)

    parts = {
        "python": python_part,
        "invalid": invalid_part,
        **({"engine": engine_part} if args.engine else {}),
        "profile": profile_part,
        "node": node_part,
        "import": import_part,
        "generator": generator_part,
    }
    res["failed"] = {}
    for name, part in parts.items():
        if name in skip:
            continue
        try:
            part()
        except Exception as exc:  # one broken part (the tree changes under us) must not lose the rest
            res["failed"][name] = f"{type(exc).__name__}: {exc}"
            print(f"bench: part '{name}' failed:\n{traceback.format_exc()}", file=sys.stderr)

    res["machine"]["load_average_end"] = machine.load_average()
    res["targets"] = evaluate(res)
    text = report.render(res)
    res["report_markdown"] = text
    print(text)
    if not args.no_write:
        _write(res, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
