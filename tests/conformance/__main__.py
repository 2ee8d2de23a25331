"""Write the shared vectors: ``python -m tests.conformance OUT_DIR [SPEC ...]``.

Without specs, every spec/*.yaml. One file per spec: OUT_DIR/<spec file stem>.json.
"""

from __future__ import annotations

import sys
from pathlib import Path

from generator.pipeline import find_specs, read_specs
from tests.conformance.cases import build, dumps


def write_vectors(out_dir: Path, specs: list[Path]) -> list[Path]:
    """One file per spec, and no other: the TypeScript suites read every file in ``out_dir``,
    so a retired spec's file (or an abandoned v2's) would import a module that is gone."""
    out_dir.mkdir(parents=True, exist_ok=True)
    names = {spec.name.removesuffix(".yaml") + ".json" for spec in specs}
    for stale in out_dir.glob("*.json"):
        if stale.name not in names:
            stale.unlink()
    written = []
    for spec in specs:
        target = out_dir / (spec.name.removesuffix(".yaml") + ".json")
        [protocol] = read_specs([spec])
        target.write_text(dumps(build(protocol)), encoding="utf-8")
        written.append(target)
    return written


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("build/vectors")
    specs = [Path(a) for a in sys.argv[2:]] or find_specs(Path("spec"))
    for path in write_vectors(out, specs):
        print(path)
