"""603.2c, 603.10a: "Whenever one or more <creature cards> leave your graveyard": once for
each event, however many cards it moves, when one of them was such a card as it was in the
graveyard. Played with Desecrated Tomb on a board."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

LINES = [
    ("Desecrated Tomb", "Whenever one or more creature cards leave your graveyard, create a "
     "1/1 black Bat creature token with flying."),
    ("Soul Enervation", "Whenever one or more creature cards leave your graveyard, each "
     "opponent loses 1 life and you gain 1 life."),
    ("Grim Reaper's Scythe", "Whenever one or more creature cards leave your graveyard, "
     "create a 2/2 black Zombie creature token."),
    ("Cyan, Vengeful Samurai", "Whenever one or more creature cards leave your graveyard, put "
     "a +1/+1 counter on Cyan."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_603_10a_cards_leave_graveyard_lines_read(name: str, line: str) -> None:
    abilities = compile_line(line, name, legendary="," in name)
    assert len(abilities) == 1
    ability = abilities[0]
    assert isinstance(ability, TriggeredAbility)
    trigger = ability.trigger
    assert (trigger.event, trigger.from_zone, trigger.batch) == ("zone_change", "graveyard",
                                                                 True)
    assert trigger.selector is not None


def test_603_10a_a_creature_card_leaving_triggers_a_land_doesnt(solve) -> None:
    """Grizzly Bears leaves Alice's graveyard for exile: a Bat. Then a Forest: nothing."""
    out = solve("""
        name: tomb
        battlefield: [{card: Desecrated Tomb}]
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}, {card: Forest, as: forest}]}
        actions:
          - {move: {card: bears, to: exile}}
          - {move: {card: forest, to: exile}}
        expect:
          Bat Token: {count: 1}
    """)
    assert out.passed, out.failures


def test_603_2c_one_event_moving_several_cards_triggers_once(solve) -> None:
    """Alice's Bojuka Bog exiles her own graveyard (two creature cards and a land): one
    event, one Bat."""
    out = solve("""
        name: tomb bog
        battlefield: [{card: Desecrated Tomb}]
        graveyard: {Alice: [Grizzly Bears, Hill Giant, Forest]}
        hand: {Alice: [Bojuka Bog]}
        choices: [Alice]
        actions:
          - {play: Bojuka Bog}
        expect:
          Bat Token: {count: 1}
          Grizzly Bears: {zone: exile}
    """)
    assert out.passed, out.failures


def test_603_2c_not_an_opponents_graveyard(solve) -> None:
    """A creature card leaving Bob's graveyard: not Alice's, no Bat."""
    out = solve("""
        name: tomb opponent
        battlefield: [{card: Desecrated Tomb}]
        graveyard: {Bob: [{card: Grizzly Bears, as: bears}]}
        actions:
          - {move: {card: bears, to: exile}}
        expect:
          Bat Token: {count: 0}
    """)
    assert out.passed, out.failures
