"""tests/aliased.py: one generated package imported twice under two aliases is two copies, and
an alias never quietly hands back modules from other folders than the ones asked for."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.aliased import import_as

MODULE = "appwrite_protocols.console"


def test_two_aliases_are_two_copies_with_their_own_state(frozen_out: Path) -> None:
    [src] = (frozen_out / "python").glob("*-console/src")
    first = import_as("test_aliased_first", [src], MODULE)
    second = import_as("test_aliased_second", [src], MODULE)
    assert first.__name__ == f"test_aliased_first.{MODULE}" and second.__name__ == f"test_aliased_second.{MODULE}"
    assert first is not second and first.ConsoleProtocolError is not second.ConsoleProtocolError
    first_runtime: Any = import_as("test_aliased_first", [src], f"{MODULE}._runtime")
    second_runtime: Any = import_as("test_aliased_second", [src], f"{MODULE}._runtime")
    layer = second_runtime.FAST_JSON
    first_runtime.FAST_JSON = None
    assert second_runtime.FAST_JSON is layer  # a bench setting one copy's JSON layer leaves the other's
    assert import_as("test_aliased_first", [src], MODULE) is first  # asked again: the same copy


def test_an_alias_asked_for_with_other_folders_fails(frozen_out: Path, tmp_path: Path) -> None:
    [src] = (frozen_out / "python").glob("*-console/src")
    import_as("test_aliased_taken", [src], MODULE)
    with pytest.raises(ValueError, match="test_aliased_taken"):
        import_as("test_aliased_taken", [tmp_path], MODULE)
