"""The run cache (generator/cache.py): a hit gives what the step computes, a bad or foreign entry
is a miss, a cache that cannot be written costs nothing but speed, and a warm cache never hides
a stale generated tree."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import jinja2
import pytest

from generator import cache
from generator.write import read_tree
from tests.conftest import ROOT


@pytest.fixture
def cache_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "cache"
    monkeypatch.setenv(cache.ENV_VAR, str(root))
    return root


class Counting:
    """A formatter that says how often it ran."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, text: str) -> str:
        self.calls += 1
        return text.upper()


def test_a_second_call_reads_what_the_first_computed(cache_root: Path) -> None:
    fmt = Counting()
    assert cache.cached_format("x = 1\n", "salt", fmt) == "X = 1\n"
    assert cache.cached_format("x = 1\n", "salt", fmt) == "X = 1\n"
    assert fmt.calls == 1
    assert len(list((cache_root / "format").iterdir())) == 1


@pytest.mark.parametrize(("text", "salt"), [("x = 2\n", "salt"), ("x = 1\n", "other salt")])
def test_another_text_or_salt_is_a_miss(cache_root: Path, text: str, salt: str) -> None:
    fmt = Counting()
    cache.cached_format("x = 1\n", "salt", fmt)
    assert cache.cached_format(text, salt, fmt) == text.upper()
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
    cache.cached_format("x = 1\n", "salt", fmt)
    [entry] = (cache_root / "format").iterdir()
    entry.write_text(damage(entry.read_text()))
    assert cache.cached_format("x = 1\n", "salt", fmt) == "X = 1\n"
    assert fmt.calls == 2


def test_an_unwritable_cache_still_formats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv(cache.ENV_VAR, str(blocker / "cache"))  # a folder inside a file
    fmt = Counting()
    assert cache.cached_format("x\n", "salt", fmt) == "X\n"
    assert cache.cached_format("x\n", "salt", fmt) == "X\n"
    assert fmt.calls == 2
    env = jinja2.Environment()
    assert cache.bytecode_cache(env) is None


def test_off_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(cache.ENV_VAR, "off")
    monkeypatch.chdir(tmp_path)
    fmt = Counting()
    cache.cached_format("x\n", "salt", fmt)
    cache.cached_format("x\n", "salt", fmt)
    assert fmt.calls == 2
    assert cache.cache_dir() is None and cache.bytecode_cache(jinja2.Environment()) is None
    assert list(tmp_path.iterdir()) == []


def test_the_least_recently_used_entries_are_pruned(cache_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "MAX_FORMAT_ENTRIES", 3)
    fmt = Counting()

    def entry(i: int) -> Path:
        return cache_root / "format" / cache._sha256(f"salt\x00x = {i}\n")

    for i in range(3):
        cache.cached_format(f"x = {i}\n", "salt", fmt)
        os.utime(entry(i), (1000 + i, 1000 + i))  # stored in order, a second apart
    cache.cached_format("x = 0\n", "salt", fmt)  # a hit: 0 is now the most recently used
    cache.cached_format("x = 3\n", "salt", fmt)  # a fourth entry: the oldest, 1, goes
    assert sorted(p.name for p in (cache_root / "format").iterdir()) == sorted(entry(i).name for i in (0, 2, 3))
    assert fmt.calls == 4


def _env(folder: Path, **settings: bool) -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(folder), **settings)
    env.bytecode_cache = cache.bytecode_cache(env)
    return env


def test_compiled_templates_are_reused_and_follow_their_source(cache_root: Path, tmp_path: Path) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "t.jinja").write_text("{% for x in xs %}{{ x }};{% endfor %}\n")
    assert _env(templates).get_template("t.jinja").render(xs=[1, 2]) == "1;2;"
    [stored] = [p for p in cache_root.rglob("*.cache")]
    # A fresh environment reads the compiled template: a cache file that is not Jinja's own
    # bytecode would be refused, so the cached one must be what rendered.
    assert _env(templates).get_template("t.jinja").render(xs=[3]) == "3;"
    assert list(cache_root.rglob("*.cache")) == [stored]
    (templates / "t.jinja").write_text("{% for x in xs %}<{{ x }}>{% endfor %}\n")
    assert _env(templates).get_template("t.jinja").render(xs=[3]) == "<3>"


def test_syntax_settings_get_their_own_compiled_templates(cache_root: Path, tmp_path: Path) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "t.jinja").write_text("{% if true %}\nyes\n{% endif %}\n")
    assert _env(templates).get_template("t.jinja").render() == "\nyes\n"
    assert _env(templates, trim_blocks=True).get_template("t.jinja").render() == "yes\n"
    assert len([p for p in cache_root.iterdir() if p.name.startswith("jinja-")]) == 2


def test_garbage_in_the_compiled_template_cache_is_recompiled(cache_root: Path, tmp_path: Path) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "t.jinja").write_text("{{ 1 + 1 }}\n")
    _env(templates).get_template("t.jinja")
    for path in cache_root.rglob("*.cache"):
        path.write_bytes(b"garbage")
    assert _env(templates).get_template("t.jinja").render() == "2"


def _cli(*args: str, cache_dir: Path, seed: str = "0") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, cache.ENV_VAR: str(cache_dir), "PYTHONHASHSEED": seed}
    return subprocess.run(
        [sys.executable, "-m", "generator", *args], cwd=ROOT, capture_output=True, text=True, env=env, check=False
    )


def test_a_warm_cache_gives_the_same_tree_and_still_catches_a_stale_one(tmp_path: Path) -> None:
    """Cold, warm (under another hash seed) and damaged caches all generate what an uncached run
    does, and a hand edit is reported whatever the cache holds."""
    spec = ["--specs", "spec/console.v1.yaml"]
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
            [sys.executable, "-c", "from generator.format import _FORMAT_KEY; print(_FORMAT_KEY)"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
            check=True,
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(keys) == 1


def test_the_default_folder_is_ignored_by_git() -> None:
    relative = cache.DEFAULT_DIR.relative_to(ROOT).as_posix()
    result = subprocess.run(["git", "check-ignore", "-q", relative], cwd=ROOT, check=False)
    assert result.returncode == 0


def test_a_template_that_renders_invalid_python_fails_and_stores_nothing(cache_root: Path) -> None:
    from generator.format import format_files

    with pytest.raises(RuntimeError, match="template produced invalid Python for pkg/x.py"):
        format_files({"pkg/x.py": "def broken(:\n"})
    assert not (cache_root / "format").exists()
    assert format_files({"pkg/y.py": "x=1\n"}) == {"pkg/y.py": "x = 1\n"}
    assert len(list((cache_root / "format").iterdir())) == 1
