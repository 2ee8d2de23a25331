"""A generated package imported under an alias: a second copy beside another of the same name.

Generated packages of one protocol share their module name (``appwrite_protocols.console``
from spec/, from the frozen fixtures, from an earlier commit's generator). Imported as
``<alias>.appwrite_protocols.console`` each is a copy of its own, with its own module state
(the JSON layer a bench sets, for one), and none shadows the live package.
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Sequence
from pathlib import Path


def import_as(alias: str, sources: Sequence[Path], name: str) -> types.ModuleType:
    """The module ``name`` of the packages whose ``src`` folders are ``sources``, imported as
    ``<alias>.<name>``. An alias stands for one set of folders for the life of the process:
    asking for it with others fails, because the modules already imported under it would be
    returned, not the ones asked for."""
    paths = [str(src) for src in sources]
    package = sys.modules.get(alias)
    if package is None:
        package = types.ModuleType(alias, f"Generated packages imported from {', '.join(paths)}.")
        package.__path__ = paths
        sys.modules[alias] = package
    elif list(package.__path__) != paths:
        raise ValueError(f"the alias {alias!r} imports from {list(package.__path__)}, not from {paths}")
    return importlib.import_module(f"{alias}.{name}")
