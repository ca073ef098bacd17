"""701.20e / 701.20a / 401.4: looking at or revealing the top card of your library and
sorting it by what it is, played on boards:

- Lantern of Revealing: "Look at the top card of your library. If it's a land card, you may
  put it onto the battlefield tapped. If you don't put the card onto the battlefield, you
  may put it on the bottom of your library." (a land declined may still go to the bottom)
- Vivien's Grizzly: "... If it's a creature or planeswalker card, you may reveal it and put
  it into your hand. If you don't put the card into your hand, put it on the bottom of your
  library." (the second move is not a choice)
- Nylea, Keen-Eyed: "Reveal the top card of your library. If it's a creature card, put it
  into your hand. Otherwise, you may put it into your graveyard."
- Parcelbeast: "... If it's a land card, you may put it onto the battlefield. If you don't
  put the card onto the battlefield, put it into your hand."
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.reveal_top_card import RevealTopPut
from arbiter.rules.abilities import UnsupportedAbility


def _library(game, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list("library", player)]


def _zone(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


_LANTERN = """
    name: Lantern of Revealing
    battlefield: [{{card: Lantern of Revealing, as: lantern}}]
    library: {{Alice: [{top}, Island, Swamp], Bob: [Island]}}
    actions:
      - activate: {{card: lantern, ability: 2, choices: {{{choices}}}}}
"""


def test_701_20e_lantern_of_revealing_puts_a_land_onto_the_battlefield_tapped(board) -> None:
    game = board(_LANTERN.format(top="Forest", choices="put: true"))
    forest = next(o for o in game.state.battlefield() if game.name_of(o) == "Forest")
    assert game.state.objects[forest].tapped
    assert _library(game) == ["Island", "Swamp"]


def test_401_4_lantern_of_revealing_a_declined_land_may_go_to_the_bottom(board) -> None:
    """"If you don't put the card onto the battlefield": a land not put there counts too."""
    game = board(_LANTERN.format(top="Forest", choices="put: false, put_otherwise: true"))
    assert "Forest" not in [game.name_of(o) for o in game.state.battlefield()]
    assert _library(game) == ["Island", "Swamp", "Forest"]


def test_401_2_lantern_of_revealing_a_nonland_kept_on_top(board) -> None:
    """Grizzly Bears can't go onto the battlefield; its controller keeps it on top."""
    game = board(_LANTERN.format(top="Grizzly Bears", choices="put_otherwise: false"))
    assert _library(game) == ["Grizzly Bears", "Island", "Swamp"]
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Lantern of Revealing"]


_GRIZZLY = """
    name: Vivien's Grizzly
    battlefield: [{{card: Vivien's Grizzly, as: grizzly}}]
    library: {{Alice: [{top}, Island], Bob: [Island]}}
    actions:
      - activate: {{card: grizzly, ability: 1{choices}}}
"""


def test_701_20a_viviens_grizzly_reveals_a_creature_into_the_hand(board) -> None:
    game = board(_GRIZZLY.format(top="Grizzly Bears", choices=", choices: {put: true}"))
    assert _zone(game, "hand") == ["Grizzly Bears"]
    assert _library(game) == ["Island"]


def test_401_4_viviens_grizzly_a_creature_not_taken_goes_to_the_bottom(board) -> None:
    game = board(_GRIZZLY.format(top="Grizzly Bears", choices=", choices: {put: false}"))
    assert _zone(game, "hand") == []
    assert _library(game) == ["Island", "Grizzly Bears"]


def test_401_4_viviens_grizzly_a_land_goes_to_the_bottom_without_a_choice(board) -> None:
    game = board(_GRIZZLY.format(top="Forest", choices=""))
    assert _library(game) == ["Island", "Forest"]


_NYLEA = """
    name: Nylea, Keen-Eyed
    battlefield: [{{card: "Nylea, Keen-Eyed", as: nylea}}]
    library: {{Alice: [{top}, Island], Bob: [Island]}}
    actions:
      - activate: {{card: nylea, ability: "{{2}}{{G}}"{choices}}}
"""


def test_701_20a_nylea_puts_a_revealed_creature_into_the_hand(board) -> None:
    game = board(_NYLEA.format(top="Grizzly Bears", choices=""))
    assert _zone(game, "hand") == ["Grizzly Bears"]


@pytest.mark.parametrize(("mill", "graveyard", "library"), [
    (True, ["Shock"], ["Island"]), (False, [], ["Shock", "Island"])])
def test_701_20a_nylea_otherwise_may_put_it_into_the_graveyard(board, mill, graveyard,
                                                               library) -> None:
    game = board(_NYLEA.format(
        top="Shock", choices=f", choices: {{put_otherwise: {str(mill).lower()}}}"))
    assert _zone(game, "graveyard") == graveyard
    assert _library(game) == library
    assert _zone(game, "hand") == []


_PARCELBEAST = """
    name: Parcelbeast
    battlefield: [{{card: Parcelbeast, as: beast}}]
    library: {{Alice: [{top}, Island], Bob: [Island]}}
    actions:
      - activate: {{card: beast, ability: "{{1}}, {{T}}"{choices}}}
"""


@pytest.mark.parametrize(("top", "choices", "hand", "lands"), [
    ("Forest", ", choices: {put: true}", [], ["Forest"]),
    ("Forest", ", choices: {put: false}", ["Forest"], []),  # declined: into the hand
    ("Shock", "", ["Shock"], []),  # not a land: into the hand
])
def test_701_20e_parcelbeast_a_card_not_put_onto_the_battlefield_goes_to_the_hand(
        board, top, choices, hand, lands) -> None:
    game = board(_PARCELBEAST.format(top=top, choices=choices))
    assert _zone(game, "hand") == hand
    assert sorted(game.name_of(o) for o in game.state.battlefield()
                  if game.name_of(o) != "Parcelbeast") == lands


@pytest.mark.parametrize(("name", "line", "fields"), [
    # "Otherwise" after a look: only a card that isn't a land goes to the hand
    ("Fecund Greenshell", "{T}: Look at the top card of your library. If it's a land card, you "
     "may put it onto the battlefield tapped. Otherwise, put it into your hand.",
     dict(to="battlefield", tapped=True, otherwise="hand", may=True, if_not_put=False,
          looked=True)),
    ("Reason", "{T}: Look at the top card of your library. You may put it onto the battlefield if "
     "it's a creature card. If you don't, put it into your hand.",
     dict(to="battlefield", otherwise="hand", may=True, if_not_put=True, looked=True)),
    ("Garruk, Savage Herald", "[+1]: Reveal the top card of your library. If it's a creature "
     "card, put it into your hand. Otherwise, put it on the bottom of your library.",
     dict(to="hand", otherwise="bottom", may=False, looked=False)),
    ("Esper Origins", "{T}: Reveal the top card of your library. If it's a permanent card, put it "
     "into your hand.", dict(to="hand", otherwise=None, may=False)),
])
def test_701_20_top_card_sort_lines(name, line, fields) -> None:
    [ability] = compile_text(line, name)
    [step] = ability.instructions
    assert isinstance(step, RevealTopPut)
    for key, value in fields.items():
        assert getattr(step, key) == value, key


@pytest.mark.parametrize(("name", "line"), [
    # a later sentence would have to refer to the card: not read by these forms (Killer
    # Instinct's "put it onto the battlefield. That creature gains haste ..." is read:
    # tests/test_reveal_top_card.py)
    ("Rulik Mons, Warren Chief", "Whenever Rulik Mons attacks, look at the top card of your "
     "library. If it's a land card, you may put it onto the battlefield tapped. If you didn't "
     "put a card onto the battlefield this way, create a 1/1 red Goblin creature token."),
    # "If you don't put it into your hand" after "onto the battlefield": another destination
    ("Test Card", "{T}: Look at the top card of your library. If it's a land card, you may "
     "put it onto the battlefield. If you don't put it into your hand, put it into your "
     "graveyard."),
])
def test_701_20_top_card_sort_variants_stay_unread(name, line) -> None:
    abilities = compile_text(line, name)
    assert not abilities or isinstance(abilities[0], UnsupportedAbility)
