"""Prototype (702.160, 718) played through the real engine: a prototype card may be cast
prototyped (718.3); the spell and the permanent it becomes have only the alternative mana
cost, power and toughness, and that mana cost's colors (718.3b), which a copy of the
permanent gets too (718.2a, 718.3d); anywhere else the card is its normal self (718.4)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.rules.prototype import prototype_values
from arbiter.scenario.errors import ScenarioError
from arbiter.vocab import Color


@pytest.mark.parametrize(("line", "cost", "pt"), [
    ("Prototype {2}{R} \u2014 3/2 (You may cast this spell with different mana cost, color, "
     "and size. It keeps its abilities and types.)", "{2}{R}", (3, 2)),  # Blitz Automaton
    ("Prototype {1}{B}{B} \u2014 3/3", "{1}{B}{B}", (3, 3)),           # Phyrexian Fleshgorger
    ("Prototype {2}{W} \u2014 1/1", "{2}{W}", (1, 1)),                 # Combat Thresher
])
def test_702_160a_the_prototype_line_names_a_mana_cost_and_a_size(line, cost, pt) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "prototype"
    values = prototype_values(kw.param)
    assert values is not None and str(values.mana_cost) == cost
    assert (values.power, values.toughness) == pt


def _chars(out, alias: str):
    return out.game.chars(obj_id(out.game, alias))


def test_718_3b_cast_prototyped_it_is_a_small_red_permanent(solve) -> None:
    """Blitz Automaton ({7}, 6/4) cast prototyped for {2}{R}: a red 3/2 with mana value 3,
    still an artifact creature with haste (718.5)."""
    out = solve("""
        name: prototype
        hand: {Alice: [{card: Blitz Automaton, as: bot}]}
        actions:
          - {cast: Blitz Automaton, alternative: prototype}
        expect:
          bot: {zone: battlefield, power: 3, toughness: 2, mana_value: 3, colors: [red],
                types: [Artifact, Creature], has: [Haste]}
    """)
    assert out.passed, out.failures


def test_718_4_cast_normally_it_is_the_card_as_printed(solve) -> None:
    out = solve("""
        name: prototype normal
        hand: {Alice: [{card: Blitz Automaton, as: bot}]}
        actions:
          - cast: Blitz Automaton
        expect:
          bot: {zone: battlefield, power: 6, toughness: 4, mana_value: 7}
    """)
    assert out.passed, out.failures
    assert _chars(out, "bot").colors == set()


def test_718_3b_the_prototyped_spell_costs_its_alternative_mana_cost(solve) -> None:
    """With three Mountains Alice can pay {2}{R} for the prototyped spell, not {7}."""
    board = """
        name: prototype paid
        battlefield: [Mountain, Mountain, Mountain]
        hand: {Alice: [{card: Blitz Automaton, as: bot}]}
        actions:
          - {cast: Blitz Automaton, pay: true%s}
    """
    out = solve(board % ", alternative: prototype")
    assert _chars(out, "bot").power == 3
    assert all(out.game.obj(o).tapped for o in out.game.state.battlefield()
               if "Land" in out.game.chars(o).types)
    with pytest.raises(ScenarioError, match="can't pay"):
        solve(board % "")


def test_718_4_a_prototyped_permanent_that_leaves_is_the_normal_card(solve) -> None:
    out = solve("""
        name: prototype leaves
        hand: {Alice: [{card: Blitz Automaton, as: bot}]}
        actions:
          - {cast: Blitz Automaton, alternative: prototype}
          - move: {card: bot, to: graveyard}
    """)
    ch = _chars(out, "bot")
    assert out.game.obj(obj_id(out.game, "bot")).zone == "graveyard"
    assert (ch.power, ch.toughness, ch.mana_value) == (6, 4, 7) and ch.colors == set()


def test_718_3d_a_copy_of_a_prototyped_permanent_is_prototyped(solve) -> None:
    """Clone copying the prototyped Blitz Automaton is a red 3/2 with mana value 3."""
    out = solve("""
        name: prototype copied
        hand: {Alice: [{card: Blitz Automaton, as: bot}, {card: Clone, as: clone}]}
        actions:
          - {cast: Blitz Automaton, alternative: prototype}
          - {cast: Clone, choices: {copy: bot}}
        expect:
          clone: {name: Blitz Automaton, power: 3, toughness: 2, mana_value: 3,
                  colors: [red]}
    """)
    assert out.passed, out.failures
    assert _chars(out, "clone").colors == {Color.RED}


def test_718_3_casting_prototyped_is_offered_when_it_can_be_paid(board) -> None:
    """117.1 / 718.3: with three Mountains, Blitz Automaton ({7}) can't be cast normally but
    can be cast prototyped ({2}{R}); that option is offered."""
    from arbiter.engine.turn.priority import priority_actions

    game = board("""
        name: prototype offered
        battlefield: [Mountain, Mountain, Mountain]
        hand: {Alice: [{card: Blitz Automaton, as: bot}]}
    """)
    casts = [a for a in priority_actions(game, 0) if a.kind == "cast"]
    assert [a.alternative for a in casts] == ["prototype"]
    assert casts[0].label.endswith("prototyped")
