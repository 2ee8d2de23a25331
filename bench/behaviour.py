"""Before anything is timed: does each candidate do what the timing assumes?

The generated emit must accept every valid payload and reject every invalid one naming the
expected path (the first error in document order). A peer that disagrees is still timed, and
the disagreement is marked next to its numbers (✗: it rejected a valid payload, so its time is
the time to reject; ✓!: it accepted an invalid one): speed never trades away behaviour, and a
peer that skips a rule is cheaper for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bench.corpus import Case
from bench.peers import FLOOR, GENERATED, Candidate


@dataclass
class Verdict:
    candidate: str
    valid_accepted: int = 0
    valid_total: int = 0
    same_output: int = 0  # as the generated emit, byte for byte
    invalid_rejected: int = 0
    invalid_total: int = 0
    rejected_valid: list[str] = field(default_factory=list)  # case names
    accepted_invalid: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _text(out: Any) -> str:
    return out.decode("utf-8") if isinstance(out, bytes) else out


def check(cands: list[Candidate], valid: list[Case], invalid: list[Case]) -> tuple[dict[str, Verdict], dict[str, str]]:
    """Verdicts per candidate, and the generated emit's output per valid case."""
    emit = next(c for c in cands if c.name == GENERATED)
    expected = {case.name: emit.run(case.text) for case in valid}
    verdicts: dict[str, Verdict] = {}
    for cand in cands:
        v = verdicts[cand.name] = Verdict(cand.name, valid_total=len(valid), invalid_total=len(invalid))
        for case in valid:
            try:
                out = _text(cand.run(case.text))
            except cand.errors as exc:
                v.rejected_valid.append(case.name)
                v.problems.append(f"rejects valid '{case.name}': {str(exc).splitlines()[0][:120]}")
                continue
            v.valid_accepted += 1
            if out == expected[case.name]:
                v.same_output += 1
        if cand.name == FLOOR:
            continue
        for case in invalid:
            try:
                cand.run(case.text)
            except cand.errors as exc:
                v.invalid_rejected += 1
                if cand.name == GENERATED and getattr(exc, "path", None) != case.error_path:
                    v.problems.append(
                        f"'{case.name}': error at {getattr(exc, 'path', '?')}, expected {case.error_path}"
                    )
            else:
                v.accepted_invalid.append(case.name)
                v.problems.append(f"accepts invalid '{case.name}'")
    return verdicts, expected
