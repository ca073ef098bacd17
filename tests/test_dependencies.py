"""A fresh machine is the only one that counts: every third-party module the package imports
is declared in pyproject.toml as a run-time dependency (a test-only package won't be there
for a user), so `pip install -e .` gives everything `arbiter` needs. The one exception is an
optional adapter (src/arbiter/adapters/, for agent frameworks): it may import the packages of
its own extra (`rl`, `openspiel`, `ray`), which a user installs with it."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).parent.parent
SRC = ROOT / "src"


def _names(requirements: list[str]) -> set[str]:
    """Distribution names of PEP 508 requirement strings, normalized (PEP 503)."""
    return {re.sub(r"[-_.]+", "-", re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0]).lower()
            for r in requirements}


def _declared() -> tuple[set[str], set[str]]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = [r for reqs in project.get("optional-dependencies", {}).values() for r in reqs]
    return _names(project.get("dependencies", [])), _names(extras)


ADAPTERS = SRC / "arbiter" / "adapters"


def _imported(under: Path = SRC, skip: Path | None = ADAPTERS) -> dict[str, Path]:
    """Top-level modules imported anywhere under `under` (absolute imports, at any depth),
    apart from the files under `skip`."""
    own = {p.name for p in SRC.iterdir()}
    found: dict[str, Path] = {}
    for path in sorted(under.rglob("*.py")):
        if skip is not None and path.is_relative_to(skip):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules = [node.module]
            else:
                continue
            for module in modules:
                top = module.split(".")[0]
                if top not in sys.stdlib_module_names and top not in own \
                        and top != "__future__":
                    found.setdefault(top, path)
    return found


def _distribution(module: str) -> str:
    dists = packages_distributions().get(module, [module])
    return re.sub(r"[-_.]+", "-", dists[0]).lower()


def test_every_third_party_import_under_src_is_a_declared_runtime_dependency() -> None:
    runtime, extras = _declared()
    imported = _imported()
    assert imported, "no third-party imports found: the scan is broken"
    missing = {m: str(p.relative_to(ROOT)) for m, p in imported.items()
               if _distribution(m) not in runtime}
    test_only = {m: p for m, p in missing.items() if _distribution(m) in extras}
    assert not test_only, f"src/ imports test-only packages (absent for users): {test_only}"
    assert not missing, f"src/ imports packages pyproject.toml doesn't declare: {missing}"


def test_the_scan_sees_the_parser_library() -> None:
    """The compiler's grammar is written with pyparsing: the scan must report it."""
    assert "pyparsing" in _imported()


def test_the_adapters_import_only_runtime_packages_and_their_extra() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    allowed = _names(project["dependencies"]) | _names(
        extras["rl"] + extras["openspiel"] + extras["ray"])
    imported = _imported(ADAPTERS, skip=None)
    assert "pettingzoo" in imported and "pyspiel" in imported and "ray" in imported
    missing = {m: str(p.relative_to(ROOT)) for m, p in imported.items()
               if _distribution(m) not in allowed}
    assert not missing, f"an adapter imports packages outside its extra: {missing}"
