"""The run cache (generator/output/cache.py): a hit gives what the step computes, a bad or foreign entry
is a miss, a cache that cannot be written costs nothing but speed, and a warm cache never hides
a stale generated tree."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
import pytest

from generator.output import cache
from generator.output.write import read_tree
from tests.commands import generator
from tests.conftest import ROOT


@pytest.fixture
def cache_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "cache"
    monkeypatch.setenv(cache.ENV_VAR, str(root))
    return root


def cached_format(text: str, salt: str, fmt: Callable[[str], str]) -> str:
    """How format.py uses the cache: ``fmt(text)``, or what an earlier run stored."""
    found = cache.lookup(text, salt)
    if found is None:
        found = fmt(text)
        cache.store(text, salt, found)
    return found


class Counting:
    """A formatter that says how often it ran."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, text: str) -> str:
        self.calls += 1
        return text.upper()


def test_a_second_call_reads_what_the_first_computed(cache_root: Path) -> None:
    fmt = Counting()
    assert cached_format("x = 1\n", "salt", fmt) == "X = 1\n"
    assert cached_format("x = 1\n", "salt", fmt) == "X = 1\n"
    assert fmt.calls == 1
    assert len(list((cache_root / "format").iterdir())) == 1


@pytest.mark.parametrize(("text", "salt"), [("x = 2\n", "salt"), ("x = 1\n", "other salt")])
def test_another_text_or_salt_is_a_miss(cache_root: Path, text: str, salt: str) -> None:
    fmt = Counting()
    cached_format("x = 1\n", "salt", fmt)
    assert cached_format(text, salt, fmt) == text.upper()
    assert fmt.calls == 2


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: s.replace("X = 1", "X = 2"),  # an edited body: its hash no longer matches
        lambda s: s[: len(s) // 2],  # a truncated entry
        lambda s: "",  # an empty file
        lambda s: "not a hash\nX = 1\n",
    ],
)
def test_a_damaged_entry_is_computed_again(cache_root: Path, damage: Callable[[str], str]) -> None:
    fmt = Counting()
    cached_format("x = 1\n", "salt", fmt)
    [entry] = (cache_root / "format").iterdir()
    entry.write_text(damage(entry.read_text()))
    assert cached_format("x = 1\n", "salt", fmt) == "X = 1\n"
    assert fmt.calls == 2


def test_an_unwritable_cache_still_formats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv(cache.ENV_VAR, str(blocker / "cache"))  # a folder inside a file
    fmt = Counting()
    assert cached_format("x\n", "salt", fmt) == "X\n"
    assert cached_format("x\n", "salt", fmt) == "X\n"
    assert fmt.calls == 2
    env = jinja2.Environment()
    assert cache.bytecode_cache(env) is None


def test_off_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(cache.ENV_VAR, "off")
    monkeypatch.chdir(tmp_path)
    fmt = Counting()
    cached_format("x\n", "salt", fmt)
    cached_format("x\n", "salt", fmt)
    assert fmt.calls == 2
    assert cache.cache_dir() is None and cache.bytecode_cache(jinja2.Environment()) is None
    assert list(tmp_path.iterdir()) == []


def test_the_least_recently_used_entries_are_pruned(cache_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "MAX_FORMAT_ENTRIES", 3)
    fmt = Counting()

    def entry(i: int) -> Path:
        return cache_root / "format" / cache.text_sha256(f"salt\x00x = {i}\n")

    for i in range(3):
        cached_format(f"x = {i}\n", "salt", fmt)
        os.utime(entry(i), (1000 + i, 1000 + i))  # stored in order, a second apart
    cached_format("x = 0\n", "salt", fmt)  # a hit: 0 is now the most recently used
    cached_format("x = 3\n", "salt", fmt)  # a fourth entry: the oldest, 1, goes
    assert sorted(p.name for p in (cache_root / "format").iterdir()) == sorted(entry(i).name for i in (0, 2, 3))
    assert fmt.calls == 4


class Compiles:
    """An environment over ``folder`` with the cache, counting the templates it compiles."""

    def __init__(self, folder: Path, filters: dict[str, Any] | None = None, **settings: Any) -> None:
        self.env = jinja2.Environment(loader=jinja2.FileSystemLoader(folder), **settings)
        self.env.filters.update(filters or {})
        self.env.bytecode_cache = cache.bytecode_cache(self.env)
        self.count = 0
        compile_source = self.env.compile

        def counting(*args: Any, **kwargs: Any) -> Any:
            self.count += 1
            return compile_source(*args, **kwargs)

        self.env.compile = counting  # type: ignore[method-assign]

    def render(self, name: str, **values: Any) -> str:
        return self.env.get_template(name).render(**values)


@pytest.fixture
def templates(tmp_path: Path) -> Path:
    folder = tmp_path / "templates"
    folder.mkdir()
    return folder


def test_compiled_templates_are_reused_and_follow_their_source(cache_root: Path, templates: Path) -> None:
    (templates / "t.jinja").write_text("{% for x in xs %}{{ x }};{% endfor %}\n")
    first = Compiles(templates)
    assert first.render("t.jinja", xs=[1, 2]) == "1;2;" and first.count == 1
    warm = Compiles(templates)
    assert warm.render("t.jinja", xs=[3]) == "3;" and warm.count == 0  # read from the cache
    (templates / "t.jinja").write_text("{% for x in xs %}<{{ x }}>{% endfor %}\n")
    changed = Compiles(templates)
    assert changed.render("t.jinja", xs=[3]) == "<3>" and changed.count == 1


def test_syntax_settings_get_their_own_compiled_templates(cache_root: Path, templates: Path) -> None:
    (templates / "t.jinja").write_text("{% if true %}\nyes\n{% endif %}\n")
    assert Compiles(templates).render("t.jinja") == "\nyes\n"
    trimmed = Compiles(templates, trim_blocks=True)
    assert trimmed.render("t.jinja") == "yes\n" and trimmed.count == 1
    assert len(list((cache_root / "jinja").iterdir())) == 2


def test_a_filter_that_takes_the_environment_gets_its_own_compiled_templates(cache_root: Path, templates: Path) -> None:
    """Compiled code fixes whether a filter is passed the environment first."""
    (templates / "t.jinja").write_text("{{ x | shout }}")
    assert Compiles(templates, {"shout": lambda v: v.upper() + "!"}).render("t.jinja", x="hi") == "HI!"
    passing = Compiles(templates, {"shout": jinja2.pass_environment(lambda env, v: v.upper() + "?")})
    assert passing.render("t.jinja", x="hi") == "HI?" and passing.count == 1


@pytest.mark.parametrize(
    "damage",
    [
        lambda b: b.replace(b"MARKER-ONE", b"MARKER-TWO"),  # still valid bytecode, other output
        lambda b: b[:10] + bytes([b[10] ^ 1]) + b[11:],  # a flipped byte in the hash
        lambda b: b[:80] + bytes([b[80] ^ 1]) + b[81:],  # a flipped byte in Jinja's header
        lambda b: b[: len(b) // 2],
        lambda b: b"garbage",
    ],
)
def test_a_damaged_compiled_template_is_compiled_again(
    cache_root: Path, templates: Path, damage: Callable[[bytes], bytes]
) -> None:
    (templates / "t.jinja").write_text("MARKER-ONE {{ 1 + 1 }}")
    Compiles(templates).render("t.jinja")
    [entry] = cache_root.rglob("*.cache")
    assert b"MARKER-ONE" in entry.read_bytes()
    entry.write_bytes(damage(entry.read_bytes()))
    again = Compiles(templates)
    assert again.render("t.jinja") == "MARKER-ONE 2" and again.count == 1


@pytest.mark.parametrize("setting", ["off", "OFF", "0", "false", "no"])
def test_the_ways_to_turn_it_off(monkeypatch: pytest.MonkeyPatch, setting: str) -> None:
    monkeypatch.setenv(cache.ENV_VAR, setting)
    assert cache.cache_dir() is None


def test_text_comes_back_exactly(cache_root: Path) -> None:
    text = "a\r\nb\rc\u2028 \U0001f600\n"
    assert cached_format("x", "salt", lambda _: text) == text
    assert cached_format("x", "salt", lambda _: "computed again") == text


def test_a_killed_runs_temporary_files_are_pruned(cache_root: Path) -> None:
    fmt = Counting()
    cached_format("x = 1\n", "salt", fmt)
    folder = cache_root / "format"
    old, new = folder / ".tmp-old", folder / ".tmp-new"
    old.write_text("")
    new.write_text("")
    os.utime(old, (0, 0))
    cached_format("x = 2\n", "salt", fmt)  # a write prunes
    assert not old.exists() and new.exists()


def _cli(*args: str, cache_dir: Path, seed: str = "0") -> subprocess.CompletedProcess[str]:
    return generator(*args, env={cache.ENV_VAR: str(cache_dir), "PYTHONHASHSEED": seed})


@pytest.mark.slow
def test_a_warm_cache_gives_the_same_tree_and_still_catches_a_stale_one(tmp_path: Path) -> None:
    """Cold, warm (under another hash seed) and damaged caches all generate what an uncached run
    does, and a hand edit is reported whatever the cache holds."""
    spec = ["--specs", "tests/fixtures/frozen/console.v1.yaml"]
    cache_dir = tmp_path / "cache"
    uncached = tmp_path / "uncached"
    assert _cli("generate", *spec, "--out", str(uncached), cache_dir=Path("off")).returncode == 0
    expected = read_tree(uncached)
    for seed in ("1", "2"):
        out = tmp_path / f"out-{seed}"
        assert _cli("generate", *spec, "--out", str(out), cache_dir=cache_dir, seed=seed).returncode == 0
        assert read_tree(out) == expected
    assert any(cache_dir.rglob("*.cache")) and any((cache_dir / "format").iterdir())
    for path in cache_dir.rglob("*"):
        if path.is_file():
            path.write_bytes(path.read_bytes()[:-7])
    result = _cli("check", *spec, "--out", str(uncached), cache_dir=cache_dir)
    assert result.returncode == 0, result.stdout + result.stderr
    victim = next(uncached.rglob("appwrite_protocols/console/__init__.py"))
    victim.write_text(victim.read_text().replace("must be an array", "must be a list"))
    assert _cli("check", *spec, "--out", str(uncached), cache_dir=cache_dir).returncode == 1


def test_the_format_key_does_not_change_with_the_hash_seed() -> None:
    keys = {
        subprocess.run(
            [sys.executable, "-c", "from generator.output.format import formatter_key; print(formatter_key())"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
            check=True,
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(keys) == 1


def test_the_default_folder_is_the_users_cache_not_the_project(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """An installed generator writes nothing into its own folder or the project: its cache is
    the user's, where XDG_CACHE_HOME says (~/.cache without it)."""
    monkeypatch.delenv(cache.ENV_VAR, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache.cache_dir() == tmp_path / "protocol-toolkit"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache.cache_dir() == Path.home() / ".cache" / "protocol-toolkit"


def test_a_template_that_renders_invalid_python_fails_and_stores_nothing(cache_root: Path) -> None:
    from generator.output.format import format_files

    with pytest.raises(RuntimeError, match="template produced invalid Python for pkg/x.py"):
        format_files({"pkg/x.py": "def broken(:\n"})
    assert not (cache_root / "format").exists()
    assert format_files({"pkg/y.py": "x=1\n"}) == {"pkg/y.py": "x = 1\n"}
    assert len(list((cache_root / "format").iterdir())) == 1


def test_a_change_to_the_generators_code_gets_new_compiled_templates(
    cache_root: Path, templates: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Jinja folds a filter with constant arguments into the compiled code: a filter whose code
    changed must not be served from the old entry."""
    (templates / "t.jinja").write_text('{{ "hi" | shout }}')
    assert Compiles(templates, {"shout": lambda v: v.upper() + "!"}).render("t.jinja") == "HI!"
    monkeypatch.setattr(cache, "code_key", lambda: "edited")
    assert Compiles(templates, {"shout": lambda v: v.upper() + "?"}).render("t.jinja") == "HI?"


def test_only_the_last_template_folders_are_kept(cache_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folders = cache_root / "jinja"
    for i in range(6):
        (folders / f"old{i}").mkdir(parents=True)
        os.utime(folders / f"old{i}", (i, i))
    env = jinja2.Environment()
    assert cache.bytecode_cache(env) is not None
    kept = {p.name for p in folders.iterdir()}
    assert kept == {cache._syntax_key(env), "old3", "old4", "old5"}
