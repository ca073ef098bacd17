"""Transmute (702.53) and reinforce (702.77) played through the real engine: each is an
activated ability that works only while the card is in its owner's hand (702.53a-b,
702.77a-b; 113.6j), with "Discard this card" in its cost. Transmute searches for a card with
the same mana value as the discarded card and may be activated only as a sorcery; reinforce
puts N +1/+1 counters on target creature, at instant speed, and "Reinforce X—{X}..." puts X."""

from __future__ import annotations

import pytest
from casting_play import ALICE, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line


def _names(game, zone: str) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone_list(zone, ALICE))


_MUDDLE = """
    name: transmute
    turn: {{number: 1, phase: {phase}}}
    battlefield: [Island, Island, Island]
    hand: {{Alice: [{{card: Muddle the Mixture, as: mm}}]}}
    library: {{Alice: [Island, {{card: Grizzly Bears, as: gb}}, {{card: Counterspell, as: cs}},
                      {{card: Hill Giant, as: hg}}]}}
"""


def test_702_53a_transmute_finds_a_card_with_the_same_mana_value(board) -> None:
    """Muddle the Mixture (mana value 2, Transmute {1}{U}{U}): discarded, it finds a card
    with mana value 2: Grizzly Bears or Counterspell are offered, not the Island (0) or the
    Hill Giant (3); the Bears go to Alice's hand."""
    game = board(_MUDDLE.format(phase="precombat_main"))
    take(game, "activate Muddle the Mixture#1: Transmute {1}{U}{U}")
    assert game.obj(obj_id(game, "mm")).zone == "graveyard"  # discarded as a cost
    take(game, "pass", "pass")
    gb, cs = obj_id(game, "gb"), obj_id(game, "cs")
    assert labels(game) == [f"Grizzly Bears#{gb}", f"Counterspell#{cs}",
                            "find nothing (701.23b)"]
    take(game, f"Grizzly Bears#{gb}")
    assert _names(game, "hand") == ["Grizzly Bears"]
    assert all(game.obj(o).tapped for o in game.state.battlefield())


@pytest.mark.parametrize("phase", ["upkeep", "beginning_of_combat"])
def test_702_53a_transmute_only_as_a_sorcery(board, phase: str) -> None:
    game = board(_MUDDLE.format(phase=phase))
    assert not any("Transmute" in x for x in labels(game))


def test_702_53a_transmute_not_with_a_spell_on_the_stack(board) -> None:
    """Activate only as a sorcery (307.1): not while the stack isn't empty."""
    game = board("""
        name: transmute with a spell on the stack
        battlefield: [Island, Island, Island, Mountain]
        hand: {Alice: [{card: Muddle the Mixture, as: mm}, Lightning Bolt]}
        library: {Alice: [{card: Grizzly Bears, as: gb}]}
    """)
    assert any("Transmute" in x for x in labels(game))
    take(game, "cast Lightning Bolt", "Bob")
    assert game.state.stack_items
    assert not any("Transmute" in x for x in labels(game))


def test_702_53b_transmute_works_only_from_the_hand(solve) -> None:
    """702.53b: Dimir House Guard on the battlefield has the ability (an activated ability)
    but can't activate it there."""
    out = solve("""
        name: transmute on the battlefield
        battlefield: [Swamp, Swamp, Swamp, Swamp, {card: Dimir House Guard, as: guard}]
    """)
    game = out.game
    game.use_aliases = False
    assert not any("Transmute" in x for x in labels(game))


def test_702_77a_reinforce_puts_n_counters_on_target_creature(board) -> None:
    """Hunting Triad (Reinforce 3—{3}{G}): discarded, three +1/+1 counters on Alice's Bears,
    at instant speed (in her upkeep)."""
    game = board("""
        name: reinforce
        turn: {number: 1, phase: upkeep}
        battlefield: [Forest, Forest, Forest, Forest, {card: Grizzly Bears, as: gb}]
        hand: {Alice: [{card: Hunting Triad, as: ht}]}
    """)
    take(game, "activate Hunting Triad#1: Reinforce 3")
    assert game.obj(obj_id(game, "ht")).zone == "graveyard"
    pass_until_empty(game)
    gb = obj_id(game, "gb")
    assert game.obj(gb).counters == {"+1/+1": 3}
    assert (game.chars(gb).power, game.chars(gb).toughness) == (5, 5)


def test_702_77a_reinforce_x_puts_x_counters(solve) -> None:
    """Swell of Courage (Reinforce X—{X}{W}{W}) with X = 2: two counters."""
    out = solve("""
        name: reinforce x
        battlefield: [{card: Grizzly Bears, as: gb}]
        hand: {Alice: [{card: Swell of Courage, as: sc}]}
        actions:
          - activate: {card: sc, ability: Reinforce, targets: [gb], choices: {x: 2}}
        expect:
          gb: {counters: {+1/+1: 2}, power: 4}
          sc: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_77a_reinforce_needs_a_target_creature(board) -> None:
    game = board("""
        name: reinforce no target
        battlefield: [Forest, Forest, Forest, Forest]
        hand: {Alice: [{card: Hunting Triad, as: ht}]}
    """)
    assert not any("Reinforce" in x for x in labels(game))


@pytest.mark.parametrize(("line", "read"), [
    ("Transmute {1}{U}{U}", True),        # Muddle the Mixture
    ("Transmute {1}{B}{B}", True),        # Dimir House Guard
    ("Reinforce 3\u2014{3}{G}", True),     # Hunting Triad
    ("Reinforce X\u2014{X}{W}{W}", True),  # Swell of Courage
    ("Reinforce 1\u2014{1}{W}", True),     # Mosquito Guard's kin
])
def test_702_53a_702_77a_keyword_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read
