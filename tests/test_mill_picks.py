"""701.17a, 701.17c, 608.2c: "Mill N cards. You may put a <card> from among them into your
hand. If you don't, ..." played on boards: Ainok Wayfarer (a land taken or not; no land
milled: the +1/+1 counter), Patient Naturalist ("Put a land card ... If you can't, create a
Treasure token."), and with Rest in Peace the milled cards are found in exile (701.17c)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import UnsupportedAbility


def _zones(out, *aliases: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [out.game.obj(obj_id(out.game, a)).zone for a in aliases]


_AINOK = """
name: Ainok Wayfarer
hand: {{Alice: [{{card: Ainok Wayfarer, as: ainok}}]}}
battlefield: [{battlefield}]
library: {{Alice: [{{card: {first}, as: first}}, {{card: Shock, as: shock}},
                   {{card: Grizzly Bears, as: bears}}, {{card: Island, as: fourth}}],
          Bob: [Island]}}
actions:
  - {{cast: Ainok Wayfarer, choices: {{{choices}}}}}
expect:
  ainok: {{power: {power}, toughness: {power}}}
"""


def test_701_17a_ainok_wayfarer_puts_a_milled_land_into_the_hand(solve) -> None:
    out = solve(_AINOK.format(first="Forest", battlefield="", choices="look: first",
                              power=1))
    assert out.passed, out.failures
    assert _zones(out, "first", "shock", "bears", "fourth") == [
        "hand", "graveyard", "graveyard", "library"]


@pytest.mark.parametrize(("first", "choices"), [
    ("Forest", "look: done"),  # a land it chose not to take
    ("Lightning Bolt", ""),  # no land among the three
])
def test_608_2c_ainok_wayfarer_no_land_taken_gets_the_counter(solve, first, choices) -> None:
    out = solve(_AINOK.format(first=first, battlefield="", choices=choices, power=2))
    assert out.passed, out.failures
    assert _zones(out, "first") == ["graveyard"]


def test_701_17c_milled_cards_exiled_by_rest_in_peace_can_still_be_taken(solve) -> None:
    """Rest in Peace exiles the milled cards instead: they are found in exile, and the land
    can still be put into Alice's hand."""
    out = solve(_AINOK.format(first="Forest", battlefield="Rest in Peace",
                              choices="look: first", power=1))
    assert out.passed, out.failures
    assert _zones(out, "first", "shock", "bears") == ["hand", "exile", "exile"]


_NATURALIST = """
name: Patient Naturalist
hand: {{Alice: [Patient Naturalist]}}
library: {{Alice: [{{card: Shock, as: shock}}, {{card: {land}, as: second}},
                   {{card: Grizzly Bears, as: bears}}], Bob: [Island]}}
actions:
  - {{cast: Patient Naturalist}}
"""


def test_701_17a_patient_naturalist_must_take_a_milled_land(board) -> None:
    game = board(_NATURALIST.format(land="Forest"))
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Forest"]
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Patient Naturalist"]


def test_608_2c_patient_naturalist_no_land_makes_a_treasure(board) -> None:
    game = board(_NATURALIST.format(land="Lightning Bolt"))
    assert game.state.zone_list("hand", 0) == []
    assert "Treasure Token" in [game.name_of(o) for o in game.state.battlefield()]


@pytest.mark.parametrize(("name", "line"), [
    # "If you don't" needs an optional pick; "If you can't" a required one
    ("Test Card", "{T}: Mill three cards. Put a land card from among the milled cards into "
     "your hand. If you don't, create a Treasure token."),
    ("Test Card", "{T}: Mill three cards. You may put a land card from among them into your "
     "hand. If you can't, create a Treasure token."),
    # another player's milled cards: not this form
    ("Gyruda, Doom of Depths", "When Gyruda enters, each player mills four cards. Put a "
     "creature card with an even mana value from among the milled cards onto the battlefield "
     "under your control."),
])
def test_701_17_mill_pick_variants_stay_unread(name, line) -> None:
    abilities = compile_text(line, name)
    assert not abilities or isinstance(abilities[0], UnsupportedAbility)
