"""Scenario documents checked once and kept (issue 16, fast start): a document found in the
cache gives the run exactly what the schema gives; a document that differs in one value, or
only in a value's type, is checked again; an invalid document is never kept and fails with
the same message every time; a cache made by another validation library is never read."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from arbiter import cache
from arbiter.scenario import checked as checked_module
from arbiter.scenario import schema
from arbiter.scenario.checked import checked
from arbiter.scenario.errors import ScenarioError
from arbiter.scenario.loader import load_text
from arbiter.scenario.runner import Runner

SCENARIO = """\
name: Humility and an anthem
battlefield:
  - {card: Humility, as: humility}
  - {card: Glorious Anthem, as: anthem}
  - {card: Grizzly Bears, as: bears, tapped: true}
expect:
  bears: {power: 2, toughness: 2, tapped: true}
"""


@pytest.fixture
def on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(cache.ENV_VAR, str(tmp_path))
    return tmp_path


def _doc(text: str = SCENARIO) -> object:
    return load_text(textwrap.dedent(text)).doc


def _no_schema(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object) -> None:
        raise AssertionError("a document checked before was checked again")

    monkeypatch.setattr(schema, "validate", refuse)


def _flush() -> None:
    for store in checked_module._Store._opened.values():
        store.flush()


def test_a_kept_document_is_what_the_schema_gives(on: Path, monkeypatch, catalog) -> None:
    expected = schema.validate("case.yaml", _doc())
    assert checked("case.yaml", _doc()) == expected
    _flush()
    assert list(on.glob("checked-*.sqlite"))
    _no_schema(monkeypatch)
    kept = checked("case.yaml", _doc())
    assert kept == expected and kept is not checked("case.yaml", _doc())  # a fresh copy
    out = Runner("case.yaml", catalog, text=SCENARIO).run()
    assert out.passed, out.failures  # 613: Humility makes the bears 1/1, the anthem 2/2


def test_a_value_of_another_type_is_checked_again(on: Path) -> None:
    checked("case.yaml", _doc())
    _flush()
    quoted = SCENARIO.replace("tapped: true}\nexpect", "tapped: 'true'}\nexpect")
    with pytest.raises(ScenarioError, match=r"battlefield\[3\]\.tapped: expected true or "
                                            r"false, got the text 'true'"):
        checked("case.yaml", _doc(quoted))
    other = checked("case.yaml", _doc(SCENARIO.replace("power: 2", "power: 3")))
    assert other["expect"]["bears"]["power"] == 3


def test_an_invalid_document_is_never_kept(on: Path) -> None:
    bad = SCENARIO.replace("as: anthem", "as: anthem, tapd: true")
    messages = []
    for _ in range(2):
        with pytest.raises(ScenarioError) as e:
            checked("case.yaml", _doc(bad), load_text(bad).line_of)
        messages.append(str(e.value))
        _flush()
    assert messages[0] == messages[1]
    assert "unknown key 'tapd'" in messages[0] and "(line 4)" in messages[0]
    assert not any(store.pending for store in checked_module._Store._opened.values())


def test_a_cache_of_another_pydantic_is_never_read(on: Path, monkeypatch) -> None:
    checked("case.yaml", _doc())
    _flush()
    monkeypatch.setattr(checked_module, "_library_key", lambda: "another-pydantic")
    calls = []
    real = schema.validate
    monkeypatch.setattr(schema, "validate", lambda *a: calls.append(1) or real(*a))
    checked("case.yaml", _doc())
    assert calls == [1]


def test_nothing_is_kept_when_the_library_cant_be_keyed(on: Path, monkeypatch) -> None:
    monkeypatch.setattr(checked_module, "_library_key", lambda: None)
    assert checked("case.yaml", _doc()) == schema.validate("case.yaml", _doc())
    _flush()
    assert not list(on.glob("checked-*"))


def test_a_damaged_cache_is_only_a_miss(on: Path) -> None:
    expected = checked("case.yaml", _doc())
    _flush()
    checked_module._Store._opened.clear()
    for path in on.glob("checked-*.sqlite"):
        path.write_bytes(b"this is not a database")
    assert checked("case.yaml", _doc()) == expected


def test_off_keeps_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(cache.ENV_VAR, "off")
    assert checked("case.yaml", _doc()) == schema.validate("case.yaml", _doc())
    assert not list(tmp_path.iterdir())


def test_arbiter_solve_runs_a_file_again_without_pydantic(on: Path) -> None:
    """The second `arbiter solve` of a file finds its document checked and never imports
    pydantic; it prints exactly what the first printed."""
    path = on / "case.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    script = ("import sys\nfrom arbiter.cli import main\nrc = main(['solve', sys.argv[1]])\n"
              "print('PYDANTIC' if 'pydantic' in sys.modules else 'NO PYDANTIC')\n"
              "raise SystemExit(rc)\n")
    env = {**os.environ, cache.ENV_VAR: str(on)}
    runs = [subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True,
                           text=True, env=env, check=True) for _ in range(2)]
    first, second = (r.stdout.splitlines() for r in runs)
    assert first[-1] == "PYDANTIC" and second[-1] == "NO PYDANTIC"
    assert first[:-1] == second[:-1]
    assert first[0].startswith("PASS")
