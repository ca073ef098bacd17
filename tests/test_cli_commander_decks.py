"""903: deck lists with a Commander section make a Commander game in `arbiter simulate` and
`arbiter play` (`decks.outside`): the commander is never dropped, the 903.5 deck rules are
checked, and a list the game can't use so is one clear message."""

from __future__ import annotations

from pathlib import Path

from arbiter.cli import main
from arbiter.decks import read_deck
from arbiter.decks.outside import outside_the_game


def _deck(tmp_path: Path, name: str, commander: str | None, main_deck: str,
          sideboard: str = "") -> str:
    text = (f"Commander\n1 {commander}\n\n" if commander else "") + f"Deck\n{main_deck}\n"
    text += f"\nSideboard\n{sideboard}\n" if sideboard else ""
    path = tmp_path / f"{name}.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_903_3_the_commander_section_becomes_the_games_commander() -> None:
    deck = read_deck("Commander\n1 Isamaru, Hound of Konda\n\nDeck\n99 Plains\n")
    assert outside_the_game([deck, deck]) == {
        "commanders": [["Isamaru, Hound of Konda"], ["Isamaru, Hound of Konda"]]}


def test_903_7_simulate_plays_commander_decks(tmp_path, capsys) -> None:
    a = _deck(tmp_path, "isamaru", "Isamaru, Hound of Konda", "98 Plains\n1 Savannah Lions")
    b = _deck(tmp_path, "krenko", "Krenko, Mob Boss", "99 Mountain")
    assert main(["simulate", a, b, "--games", "2", "--seed", "1", "--max-turns", "6"]) == 0
    assert "2 games in" in capsys.readouterr().out


def test_903_5c_simulate_checks_the_commander_deck_rules(tmp_path, capsys) -> None:
    """Isamaru's deck holds a Mountain: refused before the first game, one message."""
    a = _deck(tmp_path, "isamaru", "Isamaru, Hound of Konda", "98 Plains\n1 Mountain")
    b = _deck(tmp_path, "krenko", "Krenko, Mob Boss", "99 Mountain")
    assert main(["simulate", a, b, "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "Mountain, a land with a basic land type that could produce R mana" in err
    assert "Traceback" not in err


def test_903_3_every_deck_of_a_commander_game_names_a_commander(tmp_path, capsys) -> None:
    a = _deck(tmp_path, "isamaru", "Isamaru, Hound of Konda", "99 Plains")
    b = _deck(tmp_path, "plain", None, "60 Mountain")
    assert main(["simulate", a, b, "--games", "1"]) == 1
    assert "plain.txt: names no commander" in capsys.readouterr().err


def test_903_5e_a_commander_deck_with_a_sideboard_is_refused(tmp_path, capsys) -> None:
    a = _deck(tmp_path, "isamaru", "Isamaru, Hound of Konda", "99 Plains",
              sideboard="1 Savannah Lions")
    b = _deck(tmp_path, "krenko", "Krenko, Mob Boss", "99 Mountain")
    assert main(["simulate", a, b, "--games", "1"]) == 1
    assert "a Commander deck has no sideboard (903.5e)" in capsys.readouterr().err


def test_103_2a_a_sideboard_is_kept_outside_the_game(tmp_path) -> None:
    """A 60-card list with a sideboard: the sideboard goes to Game.new, not the library."""
    deck = read_deck("Deck\n60 Forest\n\nSideboard\n2 Naturalize\n")
    assert outside_the_game([deck, read_deck("60 Plains")]) == {
        "sideboards": [["Naturalize", "Naturalize"], []]}
