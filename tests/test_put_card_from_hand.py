""""You may put a <card> from your hand onto the battlefield": one card chosen as the ability
resolves (608.2d, not a target), entering under its controller's control (110.2); a land put
so isn't played (305.4). Aether Vial's card must have mana value equal to the charge counters
on it as the ability resolves (202.3). Plus the Oracle lines of real cards, read or left
unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility
from arbiter.rules.instructions import MayDo
from arbiter.rules.instructions.hand_to_battlefield import PutCardFromHand
from arbiter.scenario.errors import ScenarioError

_VIAL = """
    name: aether vial
    battlefield: [{{card: Aether Vial, as: vial, counters: {{charge: {n}}}}}]
    hand: {{Alice: [{{card: Grizzly Bears, as: bears}}, {{card: Hill Giant, as: giant}}]}}
    actions:
      - activate: {{card: vial, ability: "{{T}}", choices: {{may: true, put: {pick}}}}}{refused}
"""


def test_608_2d_aether_vial_puts_a_creature_card_with_mana_value_equal_to_its_counters(
        solve) -> None:
    """Two charge counters: Grizzly Bears (mana value 2) goes from Alice's hand onto the
    battlefield under her control, untapped; Hill Giant stays in her hand."""
    out = solve(_VIAL.format(n=2, pick="bears", refused="") + """
    expect:
      bears: {zone: battlefield, controller: Alice, tapped: false}
      giant: {zone: hand}
      vial: {tapped: true}
    """)
    assert out.passed, out.failures
    assert not any(e.kind == "cast" for e in out.game.events)  # 601.2: no spell was cast


def test_202_3_aether_vial_cant_put_a_card_of_another_mana_value(solve) -> None:
    """Two charge counters: Hill Giant (mana value 4) isn't among the cards that can be
    chosen (608.2d: an illegal choice can't be made); Grizzly Bears is the only one."""
    with pytest.raises(ScenarioError, match=r"options: Grizzly Bears#\d+\)"):
        solve(_VIAL.format(n=2, pick="giant", refused=""))


def test_608_2d_with_no_matching_card_nothing_happens(solve) -> None:
    """Three charge counters and no card of mana value 3: the ability resolves, nothing is
    put onto the battlefield."""
    out = solve("""
        name: vial with none
        battlefield: [{card: Aether Vial, as: vial, counters: {charge: 3}}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}]}
        actions:
          - activate: {card: vial, ability: "{T}", choices: {may: true}}
        expect:
          bears: {zone: hand}
          vial: {tapped: true}
    """)
    assert out.passed, out.failures


def test_305_4_a_land_put_tapped_from_hand_isnt_a_land_played(solve) -> None:
    """Horizon of Progress: the land enters tapped, and Alice may still play a land this
    turn (305.4)."""
    out = solve("""
        name: horizon of progress
        battlefield: [{card: Horizon of Progress, as: horizon}]
        hand: {Alice: [{card: Forest, as: forest}, {card: Island, as: island}]}
        actions:
          - activate: {card: horizon, ability: "{3}, {T}", choices: {may: true, put: forest}}
          - play: island
        expect:
          forest: {zone: battlefield, tapped: true}
          island: {zone: battlefield, tapped: false}
    """)
    assert out.passed, out.failures


def test_608_2d_you_may_decline(solve) -> None:
    out = solve("""
        name: quicksilver amulet declined
        battlefield: [{card: Quicksilver Amulet, as: amulet}]
        hand: {Alice: [{card: Hill Giant, as: giant}]}
        actions:
          - activate: {card: amulet, ability: 1, choices: {may: false}}
        expect:
          giant: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "tapped"), [
    ("Aether Vial", "{T}: You may put a creature card with mana value equal to the number of "
     "charge counters on this artifact from your hand onto the battlefield.", False),
    ("Quicksilver Amulet", "{4}, {T}: You may put a creature card from your hand onto the "
     "battlefield.", False),
    ("Horizon of Progress", "{3}, {T}: You may put a land card from your hand onto the "
     "battlefield tapped.", True),
    ("Llanowar Scout", "{T}: You may put a land card from your hand onto the battlefield.",
     False),
    ("Goblin Wizard", "{T}: You may put a Goblin permanent card from your hand onto the "
     "battlefield.", False),
    ("Garruk, Caller of Beasts", "[\u22123]: You may put a green creature card from your hand "
     "onto the battlefield.", False),
    ("Stoneforge Mystic", "{1}{W}, {T}: You may put an Equipment card from your hand onto the "
     "battlefield.", False),
])
def test_608_2d_put_card_from_hand_lines_read(name: str, line: str, tapped: bool) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility)
    (may,) = ab.instructions
    assert isinstance(may, MayDo)
    (put,) = may.do
    assert isinstance(put, PutCardFromHand) and put.tapped is tapped


@pytest.mark.parametrize(("name", "line"), [
    # attached to it, blocking, tapped and attacking: more than putting it there
    ("Academy Researchers", "When this creature enters, you may put an Aura card from your "
     "hand onto the battlefield attached to this creature."),
    ("Shadowfax, Lord of Horses", "Whenever Shadowfax attacks, you may put a creature card "
     "with lesser power from your hand onto the battlefield tapped and attacking."),
    ("Selvala's Stampede", "You may put a permanent card from your hand onto the battlefield "
     "for each free vote."),
])
def test_608_2d_more_than_one_card_put_stays_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name, spell=name == "Selvala's Stampede")
    assert isinstance(ab, UnsupportedAbility)


def test_608_2c_that_creature_is_the_card_put_onto_the_battlefield(solve) -> None:
    """Incandescent Soulstoke: "You may put an Elemental creature card from your hand onto the
    battlefield. That creature gains haste until end of turn. Sacrifice it at the beginning of
    the next end step.": the Air Elemental put has haste (not the Soulstoke), and is
    sacrificed at the end step."""
    out = solve("""
        name: soulstoke
        battlefield: [{card: Incandescent Soulstoke, as: stoke}]
        hand: {Alice: [{card: Air Elemental, as: air}, {card: Grizzly Bears, as: bears}]}
        actions:
          - activate: {card: stoke, ability: "{1}{R}", choices: {may: true, put: air}}
        expect:
          air: {zone: battlefield, has: [haste]}
          stoke: {lacks: [haste]}
          bears: {zone: hand}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: soulstoke end step
        battlefield: [{card: Incandescent Soulstoke, as: stoke}]
        hand: {Alice: [{card: Air Elemental, as: air}]}
        actions:
          - activate: {card: stoke, ability: "{1}{R}", choices: {may: true, put: air}}
          - pass: {to: cleanup}
        expect:
          air: {zone: graveyard}
          stoke: {zone: battlefield}
    """, name="end.yaml")
    assert out.passed, out.failures
