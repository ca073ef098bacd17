"""Rules before the game (113.6n): 903.3a "~ can be your commander." and 100.2a's
exception "A deck can have any number of cards named Relentless Rats.", read from the
Oracle text and played: the designation accepted or refused as a scenario sets up, a game
with thirty Relentless Rats in a deck starting."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.game import Game
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.deck_rules import AnyNumberInDeck, CanBeYourCommander
from arbiter.scenario.errors import ScenarioError


def _commander(name: str) -> str:
    return f"""
        name: commander
        command: {{Alice: [{{card: "{name}", as: cmd, commander: true}}]}}
        battlefield: [Mountain]
    """


def test_903_3a_daretti_can_be_your_commander(board) -> None:
    """Daretti, Scrap Savant, a planeswalker that says it can be your commander: designated."""
    game = board(_commander("Daretti, Scrap Savant"))
    assert game.obj(obj_id(game, "cmd")).commander is not None


def test_903_3_a_planeswalker_without_the_line_is_refused(board) -> None:
    """Chandra, Torch of Defiance is a legendary planeswalker without that line: refused."""
    with pytest.raises(ScenarioError, match="903.3"):
        board(_commander("Chandra, Torch of Defiance"))


def test_100_2a_a_deck_of_thirty_relentless_rats_starts(catalog) -> None:
    """Thirty Relentless Rats and thirty Swamps: every line of the deck is read, so the
    game starts (an unread card would stop it before the first shuffle)."""
    deck = ["Relentless Rats"] * 30 + ["Swamp"] * 30
    game = Game.new([deck, ["Swamp"] * 60], seed=1, catalog=catalog, check_unread=True)
    assert not game.is_over
    library = game.state.zone_list("library", 0) + game.state.zone_list("hand", 0)
    assert sum(game.chars(o).name == "Relentless Rats" for o in library) == 30


@pytest.mark.parametrize("line,name,kind", [
    ("A deck can have any number of cards named Relentless Rats.", "Relentless Rats",
     AnyNumberInDeck),
    ("A deck can have any number of cards named Shadowborn Apostle.", "Shadowborn Apostle",
     AnyNumberInDeck),
    ("Daretti, Scrap Savant can be your commander.", "Daretti, Scrap Savant",
     CanBeYourCommander),
    ("A deck can have up to seven cards named Seven Dwarves.", "Seven Dwarves",
     UnsupportedAbility),  # a limit of its own: not enforced, so unread
])
def test_100_2a_903_3a_oracle_lines(line: str, name: str, kind: type) -> None:
    (ab,) = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, kind)
    if isinstance(ab, AnyNumberInDeck):
        assert ab.name == name
