"""``python -m generator new-major SPEC``: start the next major of a protocol as a new spec file.

A breaking change needs a new protocol id, and a new id is a new protocol that lives beside the
old one (spec/README.md, "Several majors side by side"): ``spec/console.v1.yaml`` stays as
released and ``spec/console.v2.yaml`` starts from it. This command writes that file, moving
every name that must differ between two majors generated together to the new major:

- ``protocol.id`` ``…/v1`` → ``…/v2`` and ``protocol.version`` → ``2.0.0``;
- ``protocol.name`` ``console`` → ``console_v2``; the Python module's last part likewise;
- the Python distribution and the npm package ``…-v2``; the TS ``prefix`` ``Console`` →
  ``ConsoleV2``, and every TypeScript type name (``packages.typescript.type_names``) that
  starts with the old prefix;
- the JSON Schema ``$id``, where it names the major (``…/v1.json`` → ``…/v2.json``);
- an ``unreleased`` changelog entry listing every change from the old major (``diff``'s
  lines): the major is unreleased, and takes breaking changes, until ``release`` releases it.

The spec is edited in place, value by value, so its comments and layout survive. With
``--against REF`` the command first reads SPEC's text at ``REF``: the changes made to SPEC
since then are the new major's, and SPEC itself is put back as it was at ``REF`` (a breaking
edit made to the released file moves to the new one). Nothing is written unless the new spec
builds (its examples aside: every one it refuses is listed, with the prose that still names
what the changes removed), together with every other spec of its folder.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from generator.build.builder import build_protocol
from generator.errors import SpecError
from generator.model.changelog import UNRELEASED
from generator.pipeline import check_distinct, find_specs, read_specs
from generator.project import Layout, display, invoked
from generator.spec.files import new_file_name, newer_major_file, put_back, spec_file_major
from generator.spec.load import DocPath, Document, load_text
from generator.spec.schema import check_schema
from generator.targets.python.names import py_module
from generator.targets.typescript.names import ts_package, ts_prefix
from generator.versioning.changelog_text import put_entry
from generator.versioning.diff import diff_specs
from generator.versioning.facts import Located, locate
from generator.versioning.history import Commit, InputError, Repo
from generator.versioning.stale import lines
from generator.versioning.stale import stale as stale_uses


def _suffixed(value: str, pattern: str, suffix: str) -> str:
    """``value`` with a trailing major marker (``pattern``) replaced by ``suffix``."""
    return re.sub(pattern + "$", "", value) + suffix


def renamed(data: dict[str, Any], old_major: int, major: int) -> dict[DocPath, str]:
    """Every value the new major changes, by its path in the spec."""
    proto, packages = data["protocol"], data["packages"]
    python, typescript = packages["python"], packages["typescript"]
    module_parent, _, module_last = str(python["module"]).rpartition(".")
    out: dict[DocPath, str] = {
        ("protocol", "id"): f"{str(proto['id']).rsplit('/v', 1)[0]}/v{major}",
        ("protocol", "version"): f"{major}.0.0",
        ("protocol", "name"): _suffixed(str(proto["name"]), r"_v[0-9]+", f"_v{major}"),
        ("packages", "python", "module"): ".".join(
            filter(None, (module_parent, _suffixed(module_last, r"_v[0-9]+", f"_v{major}")))
        ),
        ("packages", "python", "distribution"): _suffixed(str(python["distribution"]), r"-v[0-9]+", f"-v{major}"),
        ("packages", "typescript", "package"): _suffixed(str(typescript["package"]), r"-v[0-9]+", f"-v{major}"),
    }
    old_prefix = str(typescript["prefix"])
    new_prefix = _suffixed(old_prefix, r"V[0-9]+", f"V{major}")
    out[("packages", "typescript", "prefix")] = new_prefix
    schema = packages.get("jsonschema")
    if isinstance(schema, dict) and isinstance(schema.get("id"), str):
        out[("packages", "jsonschema", "id")] = re.sub(
            rf"(?<![A-Za-z0-9])v{old_major}(?![0-9])", f"v{major}", schema["id"]
        )
    written: list[tuple[DocPath, object]] = [
        (("packages", "typescript", "type_names", name), value)
        for name, value in (typescript.get("type_names") or {}).items()
    ]
    for section in ("enums", "shapes"):  # and the TypeScript names written the old way (renamed.py)
        for name, entry in (data.get(section) or {}).items():
            written.append(((section, name, "ts_name"), entry.get("ts_name") if isinstance(entry, dict) else None))
    for path, ts_name in written:
        if isinstance(ts_name, str) and ts_name.startswith(old_prefix) and not ts_name.startswith(new_prefix):
            out[path] = new_prefix + ts_name[len(old_prefix) :]
    return out


def _scalar_text(original: str, value: str) -> str:
    """``value`` written in the style of the scalar it replaces (plain, or the same quotes),
    falling back to double quotes where a plain scalar would read differently."""
    if original.startswith("'"):
        return "'" + value.replace("'", "''") + "'"
    if not original.startswith('"'):
        try:
            if load_text(f"v: {value}\n", "<value>").data == {"v": value}:
                return value
        except SpecError:
            pass
    return json.dumps(value, ensure_ascii=False)


def edit_values(text: str, doc: Document, values: dict[DocPath, str]) -> str:
    """``text`` with each scalar at a path replaced, everything else kept as written."""
    for path in sorted(values, key=lambda p: doc.spans[p][0], reverse=True):
        start, end = doc.spans[path]
        text = text[:start] + _scalar_text(text[start:end], values[path]) + text[end:]
    return text


def run(spec: Path, against: str | None) -> int:
    try:
        written = new_major(spec, against)
    except (SpecError, InputError) as exc:
        print(exc, file=sys.stderr)
        return 2
    for line in written:
        print(line)
    return 0


def new_major(spec: Path, against: str | None) -> list[str]:
    """Write the next major of ``spec``; return what was done, one line each."""
    name = display(spec)
    if not spec.is_file():
        raise InputError(f"error: {name} is not a spec file")
    current = spec.read_text(encoding="utf-8")
    old_text = current
    if against is not None:
        old_text = _released_text(spec, against)
    old = _built(old_text, f"{against}:{name}" if against else name)
    old_major = int(old.protocol.id.rsplit("/v", 1)[1])
    major = max(old_major, spec_file_major(spec) or 0) + 1
    target = new_file_name(spec, major)
    later = newer_major_file(spec)  # target among them, if it exists: its major is later
    if later is not None:  # the name diff's advice gives too (versioning/report.py, next_step)
        raise InputError(
            f"error: {display(later)} already exists: a breaking change to {name} belongs there"
            + (f" ({put_back(spec, against)})" if against else "")
        )
    doc = load_text(current, name)
    names = renamed(doc.data, old_major, major)
    new_text = edit_values(current, doc, names)
    new = _built(new_text, display(target))
    changes = [
        f"breaking: new major {new.protocol.id} of {old.protocol.id}: version {major}.0.0, and "
        f"the generated names move with it ({py_module(new.protocol)}, "
        f"{ts_package(new.protocol)}, TypeScript prefix {ts_prefix(new.protocol)})"
    ]
    changes += [f"{c.cls}: {c.text}" for c in diff_specs(old, _with_old_names(current, doc, old, names)).changes]
    # unreleased: the new major's first release is `release`'s (spec/README.md, "The unreleased state")
    new_text = put_entry(new_text, load_text(new_text, display(target)), UNRELEASED, changes)
    # The copy is the new major's spec: where its text names the old id (the heading comment, the
    # engine rules, the reference), it means its own. Rewritten, and listed for review: a line
    # that meant the old major (a migration note) is one edit back.
    renamed_lines = old_id_lines(new_text, load_text(new_text, display(target)), old.protocol.id)
    new_text = rename_id(
        new_text,
        load_text(new_text, display(target)),
        old.protocol.id,
        f"{old.protocol.id.rsplit('/v', 1)[0]}/v{major}",
    )
    folder = [p for p in find_specs(spec.parent) if p.resolve() != spec.resolve()]
    layout = Layout.of(spec.parent, spec.parent.parent / "generated")
    siblings = read_specs(folder, layout)
    built = _built(new_text, display(target))
    check_distinct([*siblings, built.protocol])
    target.write_text(new_text, encoding="utf-8")
    done = [
        f"wrote {display(target)}: {built.protocol.id} version {built.protocol.version} "
        f"({py_module(built.protocol)}, {ts_package(built.protocol)})"
    ]
    if against is not None and old_text != current:
        spec.write_text(old_text, encoding="utf-8")
        done.append(f"put {name} back as it is at {against}: its changes since are in {display(target)} only")
    elif against is None and _edited_since_head(spec, current):
        done.append(
            f"note: {name} keeps its edits since HEAD, which {display(target)} has too; to keep them in the "
            f"new major only: {put_back(spec, 'HEAD')} (or run this with --against HEAD next time)"
        )
    left = stale_uses(old, built)  # examples and prose still using what the changes removed
    done += lines(left)
    fix = "; fix the examples listed above, or generate refuses the spec" if any(s.example for s in left) else ""
    moved = (
        f"; {_line_list(renamed_lines)} named {old.protocol.id} and now {built.protocol.id}" if renamed_lines else ""
    )
    done.append(
        f"next: review {display(target)} (its changelog lists the changes{moved}{fix}), then `{invoked()} generate`"
    )
    return done


def _old_ids(text: str, doc: Document, old_id: str) -> list[re.Match[str]]:
    """Where the new file, its changelog aside, names the old major's id: the prose and comments
    a new major copies as they were (the doc's text, a checklist item, a heading comment)."""
    start, end = doc.spans.get(("changelog",), (len(text), len(text)))
    named = re.compile(re.escape(old_id) + r"(?![0-9])")
    return [m for m in named.finditer(text) if not start <= m.start() < end]


def old_id_lines(text: str, doc: Document, old_id: str) -> list[int]:
    """The lines of ``_old_ids``."""
    return sorted({text.count("\n", 0, m.start()) + 1 for m in _old_ids(text, doc, old_id)})


def rename_id(text: str, doc: Document, old_id: str, new_id: str) -> str:
    """``text`` with the old id of ``_old_ids`` written as ``new_id``."""
    for m in reversed(_old_ids(text, doc, old_id)):
        text = text[: m.start()] + new_id + text[m.end() :]
    return text


def _line_list(lines: list[int]) -> str:
    if len(lines) == 1:
        return f"line {lines[0]}"
    return "lines " + ", ".join(map(str, lines[:-1])) + f" and {lines[-1]}"


def _edited_since_head(spec: Path, current: str) -> bool:
    """Whether ``spec`` differs from its committed text (False outside git or before a commit)."""
    try:
        committed = Repo(spec.parent if spec.parent.is_dir() else Path.cwd(), "HEAD").text_at(spec)
    except InputError:
        return False
    return committed is not None and committed != current


def _released_text(spec: Path, against: str) -> str:
    """The text ``--against`` puts back: the spec at ``against``, when that is its newest
    release on this branch. A ref before a later release, or off this branch, would undo a
    release or bring in another branch's edits: refused, naming the ref to use."""
    name = display(spec)
    repo = Repo(spec.parent if spec.parent.is_dir() else Path.cwd(), against)
    if repo.diverged:
        raise InputError(
            f"error: {against} is not an ancestor of HEAD: putting {name} back as it is there would bring in "
            f"that branch's edits; use where this branch started (`--against {repo.diverged}`), or rebase on {against}"
        )
    protocol_id = Commit("", spec.read_text(encoding="utf-8")).protocol_id
    origin = repo.origin(spec, protocol_id)  # under the name it had there, if it was renamed since
    if origin is None:
        raise InputError(f"error: {name} did not exist at {against}: nothing to put back")
    was, text = origin
    earlier = [was] if was.resolve() != spec.resolve() else []
    released = repo.releases_since(spec, protocol_id, Commit(against, text).version, earlier)
    if released:
        newest = released[-1]
        raise InputError(
            f"error: {name} was released as {newest.version} since {against} (commit {newest.id}): putting "
            f"it back as it is at {against} would undo that release; use `--against {newest.id}`"
        )
    return text


def _with_old_names(current: str, doc: Document, old: Located, names: dict[DocPath, str]) -> Located:
    """The edited spec with the names a new major moves put back to the old major's, so that
    diffing it with the old major lists only the edits made to the protocol itself."""
    back: dict[DocPath, str] = {}
    for path in names:
        value = _value_at(old.doc.data, path)
        if isinstance(value, str) and path in doc.spans:
            back[path] = value
    return _built(edit_values(current, doc, back), old.doc.source)


def _value_at(data: Any, path: DocPath) -> Any:
    for key in path:
        if not isinstance(data, dict) or key not in data:
            return None
        data = data[key]
    return data


def _built(text: str, source: str) -> Located:
    doc = load_text(text, source)
    check_schema(doc)
    return locate(build_protocol(doc, examples=False), doc)  # every bad example: stale_uses
