"""701.20a, 608.2c: "[Scry N, then] [you may] reveal the top card of your library. If it's a
<card>, <effect>." played on boards: the effect happens only for a card of that kind, and the
card stays on top of the library (701.20b):

- Feral Deceiver: "{2}: Reveal the top card of your library. If it's a land card, this
  creature gets +2/+2 and gains trample until end of turn. Activate only once each turn."
- Track Down: "Scry 3, then reveal the top card of your library. If it's a creature or land
  card, draw a card."
- Elven Farsight: "Scry 3, then you may reveal the top card of your library. If it's a
  creature card, draw a card."
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.reveal_top_if import RevealTopIf
from arbiter.rules.instructions import Scry


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list(zone, player)]


_FERAL = """
    name: Feral Deceiver
    battlefield: [{{card: Feral Deceiver, as: deceiver}}]
    library: {{Alice: [{top}, Island], Bob: [Island]}}
    actions:
      - activate: {{card: deceiver, ability: "{{2}}"}}
"""


def test_701_20a_feral_deceiver_a_revealed_land_pumps_it(board) -> None:
    game = board(_FERAL.format(top="Forest"))
    deceiver = next(iter(game.state.battlefield()))
    chars = game.chars(deceiver)
    assert (chars.power, chars.toughness) == (5, 4)  # a 3/2 with +2/+2
    assert chars.has_keyword("trample")
    assert _names(game, "library") == ["Forest", "Island"]  # 701.20b: it stays on top


def test_608_2c_feral_deceiver_a_revealed_nonland_does_nothing(board) -> None:
    game = board(_FERAL.format(top="Grizzly Bears"))
    deceiver = next(iter(game.state.battlefield()))
    chars = game.chars(deceiver)
    assert (chars.power, chars.toughness) == (3, 2)
    assert not chars.has_keyword("trample")
    assert _names(game, "library") == ["Grizzly Bears", "Island"]


_TRACK_DOWN = """
    name: Track Down
    hand: {{Alice: [Track Down]}}
    library: {{Alice: [{library}], Bob: [Island]}}
    choices: [bottom, bottom, bottom]
    actions:
      - {{cast: Track Down}}
"""


def test_701_22a_track_down_scries_then_draws_the_revealed_land(board) -> None:
    """The top three go to the bottom; Forest is revealed on top, and it is the card
    drawn."""
    game = board(_TRACK_DOWN.format(library="Shock, Opt, Lightning Bolt, Forest"))
    assert _names(game, "hand") == ["Forest"]
    assert _names(game, "library") == ["Shock", "Opt", "Lightning Bolt"]


def test_608_2c_track_down_a_revealed_instant_draws_nothing(board) -> None:
    game = board(_TRACK_DOWN.format(library="Forest, Island, Swamp, Shock"))
    assert _names(game, "hand") == []
    assert _names(game, "library") == ["Shock", "Forest", "Island", "Swamp"]


@pytest.mark.parametrize(("reveal", "hand"), [(True, ["Grizzly Bears"]), (False, [])])
def test_701_20a_elven_farsight_reveals_only_if_its_controller_wants_to(board, reveal,
                                                                        hand) -> None:
    game = board(f"""
        name: Elven Farsight
        hand: {{Alice: [Elven Farsight]}}
        library: {{Alice: [Island, Swamp, Plains, Grizzly Bears], Bob: [Island]}}
        choices: [bottom, bottom, bottom]
        actions:
          - {{cast: Elven Farsight, choices: {{reveal: {str(reveal).lower()}}}}}
    """)
    assert _names(game, "hand") == hand


@pytest.mark.parametrize(("name", "line", "scry", "may"), [
    ("Brutal Deceiver", "{2}: Reveal the top card of your library. If it's a land card, "
     "this creature gets +1/+0 and gains first strike until end of turn. Activate only once "
     "each turn.", None, False),
    ("Track Down", "Scry 3, then reveal the top card of your library. If it's a creature or "
     "land card, draw a card.", 3, False),
    ("Elven Farsight", "Scry 3, then you may reveal the top card of your library. If it's a "
     "creature card, draw a card.", 3, True),
])
def test_701_20a_reveal_top_if_lines(name, line, scry, may) -> None:
    [ability] = compile_text(line, name, spell=":" not in line) or [None]
    *before, step = ability.instructions
    assert isinstance(step, RevealTopIf) and step.may == may
    assert [s.n for s in before if isinstance(s, Scry)] == ([scry] if scry else [])


@pytest.mark.parametrize("line", [
    # the effect names the revealed card: not this template (a wrong "it" would be silent)
    "Reveal the top card of your library. If it's a creature card, you draw cards equal to "
    "its power.",
    "{2}: Reveal the top card of your library. If it's a land card, untap this creature and "
    "it gets +1/+1 until end of turn.",
    # a later sentence would say "it" of the card (Druidic Satchel)
    "{2}, {T}: Reveal the top card of your library. If it's a creature card, create a 1/1 "
    "green Saproling creature token. If it's a land card, put that card onto the battlefield "
    "under your control. If it's a noncreature, nonland card, you gain 2 life.",
])
def test_701_20a_reveal_top_if_naming_the_card_stays_unread(line) -> None:
    abilities = compile_text(line, "Some Card", spell=":" not in line) or []
    assert not any(isinstance(s, RevealTopIf) for a in abilities
                   for s in getattr(a, "instructions", ()))
