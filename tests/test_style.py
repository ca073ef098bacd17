"""The project's own habits, checked: ruff-clean code."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is a test extra")
def test_ruff_clean() -> None:
    done = subprocess.run(["ruff", "check", "src", "tests", "scripts", "benchmarks"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
