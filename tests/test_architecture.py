"""The layout a newcomer walks with the CR open (docs/architecture.md): imports run one way
(import-linter's contracts in pyproject.toml), every package says what it holds, modules stay
small and are named for their concept, and the architecture page names only real packages."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
PKG = ROOT / "src" / "arbiter"


@pytest.mark.skipif(shutil.which("lint-imports") is None, reason="import-linter is a test extra")
def test_import_contracts_are_kept() -> None:
    done = subprocess.run(["lint-imports"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_the_contracts_cover_every_package_and_module() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    named: set[str] = set()
    for contract in config["tool"]["importlinter"]["contracts"]:
        for layer in contract.get("layers", []):
            named.update(part.strip() for part in layer.split("|"))
    top = {f"arbiter.{p.stem}" for p in PKG.iterdir()
           if (p.is_dir() and (p / "__init__.py").exists()) or
           (p.suffix == ".py" and p.name != "__init__.py")}
    assert top - named == set(), "packages outside every contract"


def test_every_package_opens_with_a_docstring() -> None:
    missing = [str(p.relative_to(ROOT)) for p in PKG.rglob("__init__.py")
               if not ast.get_docstring(ast.parse(p.read_text(encoding="utf-8")))]
    assert missing == []


def test_modules_are_small_and_named_for_their_concept() -> None:
    """Principle 8: about 600 lines at most; no module named by size (`*_more`, `more_*`)."""
    big = {str(p.relative_to(ROOT)): n for p in PKG.rglob("*.py")
           if (n := len(p.read_text(encoding="utf-8").splitlines())) > 620}
    assert big == {}
    by_size = [str(p.relative_to(ROOT)) for p in PKG.rglob("*.py")
               if re.search(r"(^|_)more(_|$)|_base$|_extra$|_misc$", p.stem)]
    assert by_size == []


def test_the_architecture_page_names_only_real_packages() -> None:
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`((?:arbiter/)?(?:[a-z_]+/)+)`", page))
    assert named, "the page names no package"
    for path in named:
        rel = path.removeprefix("arbiter/").rstrip("/")
        top = rel.split("/")[0]
        where = ROOT / rel if top in ("tests", "scripts", "benchmarks", "docs") else PKG / rel
        assert where.is_dir(), f"docs/architecture.md names {path}, which doesn't exist"
    for module in re.findall(r"`((?:[a-z_]+/)+[a-z_]+\.py)`", page):
        top = module.split("/")[0]
        where = ROOT / module if top in ("tests", "scripts", "benchmarks") else \
            PKG / module.removeprefix("arbiter/")
        assert where.is_file(), module
