"""700.14 "Whenever you expend N": real Oracle lines read as the trigger condition, and the
abilities played on a board: the mana a player spends to cast spells this turn is counted
as each spell's cost is paid, and the ability triggers on the payment that takes the count
from below N to N or more (once, not again for later spells), never for an opponent's
spells, and the count starts over each turn."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.turn import steps


@pytest.mark.parametrize(("name", "line", "n"), [
    ("Bark-Knuckle Boxer",
     "Whenever you expend 4, this creature gains indestructible until end of turn.", 4),
    ("Teapot Slinger",
     "Whenever you expend 4, this creature deals 2 damage to each opponent.", 4),
    ("Wandertale Mentor", "Whenever you expend 4, put a +1/+1 counter on this creature.", 4),
    ("Roughshod Duo", "Whenever you expend 4, target creature you control gets +1/+1 and "
     "gains trample until end of turn.", 4),
    ("Pyreswipe Hawk", "Whenever you expend 6, gain control of up to one target artifact for "
     "as long as you control this creature.", 6),
    ("Trailtracker Scout", "Whenever you expend 8, return up to one target permanent card "
     "from your graveyard to your hand.", 8),
    ("Muerra, Trash Tactician", "Whenever you expend 4, you gain 3 life.", 4),
])
def test_700_14_expend_lines_read(name: str, line: str, n: int) -> None:
    abilities = compile_text(line, name, legendary="," in name)
    assert abilities is not None and len(abilities) == 1, line
    assert abilities[0].trigger == Trigger("expend", "you", nth=n)


def test_700_14_expend_not_a_number_word() -> None:
    """Only "expend" followed by its number and a comma is the trigger condition."""
    assert compile_text("Whenever you expend mana, you gain 3 life.", "X") is None


_SLINGER = """
    name: expend
    battlefield:
      - {card: Teapot Slinger, as: slinger}
      - {card: Forest}
      - {card: Forest}
      - {card: Island}
      - {card: Island}
      - {card: Island}
      - {card: Mountain}
    hand: {Alice: [Grizzly Bears, Divination, Lightning Bolt]}
"""


def test_700_14_expend_4_triggers_on_the_payment_crossing_4(solve) -> None:
    """Teapot Slinger; Alice casts Grizzly Bears ({1}{G}: 2 spent, no trigger), then
    Divination ({2}{U}: 5 spent, past 4): the ability triggers once, Bob takes 2. A third
    spell (Lightning Bolt at Bob, 6 spent) doesn't trigger it again: Bob 20 - 2 - 3 = 15."""
    out = solve(_SLINGER + """
    actions:
      - {cast: Grizzly Bears, pay: true}
      - {cast: Divination, pay: true, respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    stack = [it.kind for it in game.state.stack_items]
    assert stack == ["spell", "triggered"]  # the trigger above Divination
    steps.resolve_all(game)
    assert game.state.players[1].life == 18
    out = solve(_SLINGER + """
    actions:
      - {cast: Grizzly Bears, pay: true}
      - {cast: Divination, pay: true}
      - {cast: Lightning Bolt, targets: [Bob], pay: true}
    expect:
      player Bob: {life: 15}
    """)
    assert out.passed, out.failures


def test_700_14_one_spell_spending_4_at_once_expends_4(solve) -> None:
    """A single payment of four mana (Fireball at Bob with X 3: {3}{R}) takes the count from
    0 to 4: it triggers. Bob takes 3 and 2."""
    out = solve("""
        name: expend at once
        battlefield:
          - {card: Teapot Slinger}
          - {card: Mountain}
          - {card: Mountain}
          - {card: Mountain}
          - {card: Mountain}
        hand: {Alice: [Fireball]}
        actions:
          - {cast: Fireball, targets: [Bob], choices: {x: 3}, pay: true}
        expect:
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures


def test_700_14_an_opponents_spells_and_three_mana_dont_expend_4(solve) -> None:
    """Bob casting Lightning Bolt and Lightning Strike at Alice ({R}, {1}{R}) counts for
    Bob, not Alice; Alice spends 3 on Divination: 3 is below 4, no trigger; Bob stays at 20
    (Alice at 14 from Bob's spells)."""
    out = solve("""
        name: expend not yet
        battlefield:
          - {card: Teapot Slinger}
          - {card: Island}
          - {card: Island}
          - {card: Island}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
        hand: {Alice: [Divination], Bob: [Lightning Bolt, Lightning Strike]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], pay: true}
          - {cast: Lightning Strike, by: Bob, targets: [Alice], pay: true}
          - {cast: Divination, pay: true}
        expect:
          player Bob: {life: 20}
          player Alice: {life: 14}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.mana_spent_on_spells == {0: 3, 1: 3}


def test_700_14_the_count_starts_over_each_turn(solve) -> None:
    """Two mana spent this turn (no trigger, Bob at 20); as the next turn begins the count
    starts over."""
    out = solve("""
        name: expend next turn
        battlefield:
          - {card: Teapot Slinger}
          - {card: Forest}
          - {card: Forest}
          - {card: Island}
          - {card: Island}
          - {card: Island}
        hand: {Alice: [Grizzly Bears, Divination]}
        actions:
          - {cast: Grizzly Bears, pay: true}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.players[1].life == 20
    assert game.state.turn.mana_spent_on_spells == {0: 2}
    steps.begin_turn(game)
    assert game.state.turn.mana_spent_on_spells == {}
