"""601.2c: "up to N target cards from a single graveyard": the targets chosen for that one
requirement are all in the same graveyard (a card's graveyard is its owner's, 404.1).
Played with Rapid Decay (a spell), Unlicensed Hearse (an activated ability whose exiled cards
make its power and toughness, 607.2a) and Griffnaut Tracker (a triggered ability: once a card
of one graveyard is chosen, only that graveyard's cards are offered). A required number or X
of such targets stays unread."""

from __future__ import annotations

import textwrap

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import UnsupportedAbility

_GRAVEYARDS = """
graveyard: {Alice: [{card: Grizzly Bears, as: mine}],
            Bob: [{card: Shock, as: shock}, {card: Forest, as: forest},
                  {card: Island, as: island}]}
library: {Alice: [Island, Island], Bob: [Island]}
"""


def _scenario(head: str, actions: str) -> str:
    return head + _GRAVEYARDS + textwrap.dedent(actions)


def _zone(out, alias: str) -> str:  # type: ignore[no-untyped-def]
    return out.game.obj(obj_id(out.game, alias)).zone


def test_601_2c_rapid_decay_exiles_cards_of_one_graveyard(solve) -> None:
    out = solve(_scenario("name: rapid decay\nhand: {Alice: [Rapid Decay]}", """
    actions:
      - {cast: Rapid Decay, targets: [shock, forest, island]}
    """))
    assert out.passed, out.failures
    assert [_zone(out, a) for a in ("shock", "forest", "island", "mine")] == [
        "exile", "exile", "exile", "graveyard"]


def test_601_2c_rapid_decay_refuses_targets_in_two_graveyards(solve) -> None:
    out = solve(_scenario("name: rapid decay, two graveyards\nhand: {Alice: [Rapid Decay]}", """
    actions:
      - {cast: Rapid Decay, targets: [shock, mine], refused: "single graveyard (601.2c)"}
    """))
    assert out.passed, out.failures
    assert _zone(out, "mine") == "graveyard"


def test_601_2c_unlicensed_hearse_exiles_from_one_graveyard_and_grows(solve) -> None:
    out = solve(_scenario("name: hearse\nbattlefield: [{card: Unlicensed Hearse, as: hearse}]", """
    actions:
      - {activate: {card: hearse, ability: 1, targets: [mine, shock]},
         refused: "single graveyard (601.2c)"}
      - {activate: {card: hearse, ability: 1, targets: [shock, island]}}
    expect:
      hearse: {power: 2, toughness: 2}
      shock: {zone: exile}
      island: {zone: exile}
      mine: {zone: graveyard}
    """))
    assert out.passed, out.failures


def test_601_2c_griffnaut_tracker_offers_only_the_first_cards_graveyard(solve) -> None:
    """Alice picks Bob's Shock first: her own Grizzly Bears is no longer a choice, Bob's
    Forest is."""
    out = solve(_scenario("name: tracker\nhand: {Alice: [Griffnaut Tracker]}", """
    actions:
      - {cast: Griffnaut Tracker}
    choices: [shock, forest]
    """))
    assert out.passed, out.failures
    assert [_zone(out, a) for a in ("shock", "forest", "mine")] == [
        "exile", "exile", "graveyard"]
    out = solve(_scenario("name: tracker, other graveyard\nhand: {Alice: [Griffnaut Tracker]}", """
    actions:
      - {cast: Griffnaut Tracker}
    choices: [shock, mine]
    """))
    # Alice's own card isn't offered once Bob's Shock is chosen: it stays in her graveyard
    assert [_zone(out, a) for a in ("shock", "forest", "mine")] == [
        "exile", "graveyard", "graveyard"]


@pytest.mark.parametrize(("name", "line"), [
    ("Pestilent Cauldron", "{4}, {T}: Exile four target cards from a single graveyard. Draw a "
     "card."),
    ("Rats' Feast", "{X}, {T}: Exile X target cards from a single graveyard."),
    ("Spellweaver Helix", "{T}: Exile two target sorcery cards from a single graveyard."),
])
def test_601_2c_a_required_number_from_a_single_graveyard_stays_unread(name, line) -> None:
    abilities = compile_text(line, name)
    assert not abilities or isinstance(abilities[0], UnsupportedAbility)
