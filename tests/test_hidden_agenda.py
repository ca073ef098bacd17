"""Hidden agenda (702.106) played through the real engine: a conspiracy with hidden agenda
starts the game face down in the command zone with a card name secretly chosen (905.4a,
702.106a-b); face down it has no characteristics (315.5b), so nothing of it applies; any time
its owner has priority they may turn it face up, a special action (116.2j, 702.106c), and its
abilities naming "the chosen name" then refer to that name (702.106d). The scenario key
`conspiracies` puts them there."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.engine.game import Game
from arbiter.engine.keywords.hidden_agenda import ConspiracyError
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import KeywordAbility, StaticAbility, UnsupportedAbility

ALICE, BOB = 0, 1
REVEAL = "turn face-down conspiracy Immediate Action face up, revealing Grizzly Bears"


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Immediate Action", "Hidden agenda (Start the game with this conspiracy face down in "
     "the command zone and secretly choose a card name. You may turn this conspiracy face up "
     "any time and reveal that name.)", KeywordAbility),
    ("Immediate Action", "Creatures you control with the chosen name have haste.",
     StaticAbility),
    ("Secrets of Paradise", "Creatures you control with the chosen name have \"{T}: Add one "
     "mana of any color.\"", StaticAbility),
    ("Summoner's Bond", "Double agenda (Start the game with this conspiracy face "
     "down in the command zone and secretly choose two different card names. You may turn "
     "this conspiracy face up any time and reveal those names.)", UnsupportedAbility),
])
def test_702_106a_hidden_agenda_lines(name, line, kind) -> None:
    abilities = read_lines(name, 0, line, command=True)
    assert len(abilities) == 1 and isinstance(abilities[0], kind)


def _board(solve, name: str = "Grizzly Bears"):
    out = solve(f"""
name: hidden agenda
battlefield:
  - {{card: Grizzly Bears, summoning_sick: true}}
  - {{card: Savannah Lions, summoning_sick: true}}
conspiracies:
  Alice: [{{card: Immediate Action, name: {name}}}]
""")
    out.game.use_aliases = False
    return out.game


def _haste(game: Game) -> dict[str, bool]:
    return {game.name_of(o): game.chars(o).has_keyword("haste")
            for o in game.state.battlefield()}


def test_702_106c_116_2j_turned_face_up_its_ability_uses_the_chosen_name(solve) -> None:
    game = _board(solve)
    assert _haste(game) == {"Grizzly Bears": False, "Savannah Lions": False}  # 315.5b
    assert game.state.zone_list("command") == []
    assert REVEAL in [str(a) for a in game.legal_actions()]
    game.apply(REVEAL)
    assert _haste(game) == {"Grizzly Bears": True, "Savannah Lions": False}  # 702.106d
    assert [game.name_of(o) for o in game.state.zone_list("command")] == ["Immediate Action"]
    assert not game.state.stack_items  # a special action: no stack
    assert REVEAL not in [str(a) for a in game.legal_actions()]
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(REVEAL)
    assert game.to_json() == before


def test_116_2j_any_time_the_player_has_priority(solve) -> None:
    """On the opponent's turn too (not only as a sorcery)."""
    out = solve("""
name: hidden agenda on Bob's turn
players: [Bob, Alice]
battlefield:
  - {card: Grizzly Bears, controller: Alice}
conspiracies:
  Alice: [{card: Immediate Action, name: Grizzly Bears}]
""")
    game = out.game
    game.use_aliases = False
    game.apply("pass")
    assert game.current_player == 1
    game.apply(REVEAL)
    bears = game.state.battlefield()[0]
    assert game.chars(bears).has_keyword("haste")


def test_702_106a_a_hidden_agenda_needs_a_card_name(catalog) -> None:
    decks = [["Island"] * 10, ["Island"] * 10]
    with pytest.raises(ConspiracyError, match="secretly chooses a card name"):
        Game.new(decks, catalog=catalog, conspiracies=[[("Immediate Action", None)]])
    with pytest.raises(ConspiracyError, match="secretly chooses a card name"):
        Game.new(decks, catalog=catalog, conspiracies=[[("Immediate Action", "Not A Card")]])
    with pytest.raises(ConspiracyError, match="isn't one"):
        Game.new(decks, catalog=catalog, conspiracies=[[("Grizzly Bears", None)]])
    game = Game.new(decks, catalog=catalog,
                    conspiracies=[[("Immediate Action", "Grizzly Bears")], []])
    assert game.state.players[ALICE].face_down_conspiracies == [("Immediate Action",
                                                                 "Grizzly Bears")]
