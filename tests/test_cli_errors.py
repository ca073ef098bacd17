"""Every error path of `arbiter` ends in one message on stderr and a non-zero exit: bad
scenario files, card files, deck files and arguments (issue 10, item 6)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter.cli import main

SEEDS = Path(__file__).parent.parent / "scenarios" / "seeds"


@pytest.fixture(autouse=True)
def _no_card_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """`--cards` sets $ARBITER_CARDS for the process; each test starts and ends without it
    (set first so that monkeypatch restores the variable's absence afterwards)."""
    monkeypatch.setenv("ARBITER_CARDS", "")
    monkeypatch.delenv("ARBITER_CARDS")


def _one_error_line(capsys: pytest.CaptureFixture[str], *names: str) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err, err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("ERROR "), err
    for name in names:
        assert name in lines[0], err
    return lines[0]


BAD_SCENARIOS = {
    "bomb.yaml": "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n"
        for i in range(9)),
    "deep.yaml": "name: x\nbattlefield: " + "[" * 1000 + "]" * 1000 + "\n",
    "typo.yaml": "name: x\nbattlefield: [{card: Llanowar Elves, as: e}]\nactions:\n"
                 "  - activate: {card: e, abilty: 2}\n",
    "alias.yaml": "name: &n {a: 1}\nsource: *n\n",
    "latin1.yaml": "name: caf\xe9\n",
    "forest.yaml": "name: x\nbattlefield: [{card: Grizzly Bears, as: b}, "
                   "{card: Forest, attached_to: b}]\n",
    "dup.yaml": "name: x\nname: y\n",
}


@pytest.mark.parametrize("name", sorted(BAD_SCENARIOS))
def test_solve_a_bad_file_is_one_line_and_exit_1(tmp_path: Path, capsys, name: str) -> None:
    path = tmp_path / name
    text = BAD_SCENARIOS[name]
    path.write_bytes(text.encode("latin-1") if name == "latin1.yaml" else text.encode())
    assert main(["solve", str(path)]) == 1
    _one_error_line(capsys, str(path))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_solve_a_named_pipe_doesnt_hang(tmp_path: Path, capsys) -> None:
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    assert main(["solve", str(pipe)]) == 1
    assert "is a named pipe, not a regular file" in _one_error_line(capsys, str(pipe))


def test_solve_goes_on_after_a_bad_file(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\nturn: {number: -5}\n")
    good = next(SEEDS.glob("A16a-*.yaml"))
    assert main(["solve", "--quiet", str(bad), str(good)]) == 1
    out = capsys.readouterr()
    assert "1 passed, 1 failed" in out.out
    assert out.err.count("\n") == 1 and "turn.number (line 2): must be from 1 to 1000" in out.err


def test_the_installed_command_shows_no_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\nbattlefield: [{card: Forest, tapped: 'no'}]\n")
    done = subprocess.run([sys.executable, "-m", "arbiter.cli", "solve", str(bad)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.strip() == (f"ERROR {bad}: battlefield[1].tapped (line 2): expected true "
                                   "or false, got the text 'no' (write true or false, without "
                                   "quotes)")


# -- card files --------------------------------------------------------------------------------
SCRYFALL_BEARS = {"object": "card", "name": "Grizzly Bears", "mana_cost": "{1}{G}",
                  "type_line": "Creature \u2014 Bear", "cmc": 2.0, "colors": ["G"],
                  "oracle_text": "", "power": "2", "toughness": "2"}
BAD_CARD_FILES: dict[str, bytes] = {
    "not-json.json": b"{not json",
    "latin1.json": "[{\"name\": \"caf\xe9\"}]".encode("latin-1"),
    "scryfall-shape.json": json.dumps([SCRYFALL_BEARS, {**SCRYFALL_BEARS, "name": "Other",
                                                        "colors": "G"}]).encode(),
    "mtgjson-shape.json": json.dumps({"meta": {}, "data": {"Grizzly Bears": [
        {"name": "Grizzly Bears", "types": "Creature"}]}}).encode(),
    "unknown.json": b"[1, 2, 3]",
}


@pytest.mark.parametrize("name", sorted(BAD_CARD_FILES))
def test_card_with_a_bad_card_file(tmp_path: Path, capsys, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(BAD_CARD_FILES[name])
    assert main(["card", "Grizzly Bears", "--cards", str(path)]) == 1
    _one_error_line(capsys, name)


def test_card_file_wrong_shape_names_the_path_of_the_value(tmp_path: Path, capsys) -> None:
    path = tmp_path / "oracle-cards.json"
    path.write_bytes(BAD_CARD_FILES["scryfall-shape.json"])
    assert main(["card", "Grizzly Bears", "--cards", str(path)]) == 1
    line = _one_error_line(capsys)
    assert line == (f"ERROR card file {str(path)!r}: [2].colors (card 'Other'): expected a list, "
                    "got the text 'G' (a list of one is written [G])")


@pytest.mark.parametrize("command", [["card", "Grizzly Bears"], ["solve", "x.yaml"],
                                     ["simulate", "green-stompy", "white-weenie"],
                                     ["play"]])
def test_every_command_with_a_card_file_that_is_missing_or_a_directory(
        tmp_path: Path, capsys, command: list[str]) -> None:
    assert main([*command, "--cards", str(tmp_path / "missing.json")]) == 1
    assert "no such file" in _one_error_line(capsys, "missing.json")
    assert main([*command, "--cards", str(tmp_path)]) == 1
    assert "is a directory" in _one_error_line(capsys, str(tmp_path))


def test_a_card_file_named_by_the_environment_says_so(tmp_path: Path, capsys,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "env-cards.json"
    path.write_bytes(BAD_CARD_FILES["mtgjson-shape.json"])
    monkeypatch.setenv("ARBITER_CARDS", str(path))
    assert main(["simulate", "green-stompy", "white-weenie", "--games", "1"]) == 1
    line = _one_error_line(capsys, "env-cards.json")
    assert "data['Grizzly Bears'][1].types: expected a list" in line
    assert line.endswith("(named by $ARBITER_CARDS)")


# -- deck files and arguments ------------------------------------------------------------------
BAD_DECKS = {
    "zero.txt": (b"0 Forest\n", "line 1: the count must be from 1 to 1000, got 0"),
    "huge.txt": (b"99999999999 Forest\n", "line 1: the count must be from 1 to 1000"),
    "typo.txt": (b"4 Forrest\n", "line 1: unknown card 'Forrest'; did you mean: Forest"),
    "latin1.txt": (b"4 Forest\n2 Caf\xe9\n", "line 2: not UTF-8 text (byte 0xe9)"),
    "empty.txt": (b"# nothing\n", "the deck has no cards"),
}


@pytest.mark.parametrize("name", sorted(BAD_DECKS))
def test_simulate_and_play_with_a_bad_deck_file(tmp_path: Path, capsys, name: str) -> None:
    content, message = BAD_DECKS[name]
    deck = tmp_path / name
    deck.write_bytes(content)
    assert main(["simulate", str(deck), "white-weenie", "--games", "1"]) == 1
    assert message in _one_error_line(capsys, str(deck))
    assert main(["play", str(deck)]) == 1
    assert message in _one_error_line(capsys, str(deck))


def test_a_deck_that_is_a_directory_or_missing(tmp_path: Path, capsys) -> None:
    assert main(["simulate", str(tmp_path), "white-weenie"]) == 1
    assert "is a directory, not a regular file" in _one_error_line(capsys, str(tmp_path))
    assert main(["simulate", "green-stomp", "white-weenie"]) == 1
    assert "no such deck file or sample deck" in _one_error_line(capsys, "green-stomp")


@pytest.mark.parametrize(("argv", "message"), [
    (["simulate", "green-stompy", "white-weenie", "--games", "0"],
     "argument --games: must be 1 or more, got 0"),
    (["simulate", "green-stompy", "white-weenie", "--games", "-3"],
     "argument --games: must be 1 or more, got -3"),
    (["simulate", "green-stompy", "white-weenie", "--games", "many"],
     "argument --games: expected a whole number, got 'many'"),
    (["simulate", "green-stompy", "white-weenie", "--max-turns", "0"],
     "argument --max-turns: must be 1 or more, got 0"),
    (["play", "--seed", "x"], "argument --seed: expected a whole number, got 'x'"),
    (["cards", "coverage", "--top", "-1"], "argument --top: must be 0 or more, got -1"),
    (["solve"], "the following arguments are required: files"),
    (["frob"], "invalid choice: 'frob'"),
])
def test_bad_arguments_are_one_line_and_exit_2(capsys, argv: list[str], message: str) -> None:
    assert main(argv) == 2
    assert message in _one_error_line(capsys)


def test_coverage_of_a_set_with_no_cards(capsys) -> None:
    assert main(["cards", "coverage", "--set", "NOPE"]) == 1
    assert "no card of set 'NOPE' in the card data" in _one_error_line(capsys)
