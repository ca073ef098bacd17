"""208 / 608.2h: "with <power | toughness> less than [or equal to] this creature's <power |
toughness>": a creature compared with the ability's source — its current value on the
battlefield, its last known information once it has left (Stone Giant, Earthshaker Khenra,
Lena, Selfless Champion)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import find_ability
from arbiter.engine.stack.targeting import legal_targets
from arbiter.rules.abilities import UnsupportedAbility

_GIANT = """
        name: Stone Giant
        battlefield:
          - {card: Stone Giant, as: giant}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: hill}
          - {card: Grizzly Bears, controller: Bob, as: theirs}
"""


def test_208_stone_giant_targets_only_own_creatures_with_toughness_below_its_power(
        board) -> None:
    """Stone Giant (3/4): Alice's Grizzly Bears (toughness 2) may be targeted; her Hill Giant
    (toughness 3, not less than 3), Bob's Bears (not hers) and Stone Giant itself (4) can't."""
    game = board(_GIANT)
    giant = obj_id(game, "giant")
    spec = find_ability(game, giant, 1).targets[0]
    assert legal_targets(game, spec, 0, giant) == [obj_id(game, "bears")]


def test_208_stone_giant_flying_then_destroyed_at_the_next_end_step(solve) -> None:
    """The Bears gain flying until end of turn, and are destroyed at the beginning of the
    next end step (603.7: the delayed trigger)."""
    out = solve(_GIANT + """
        actions:
          - {activate: {card: giant, ability: 1, targets: [bears]}}
        expect:
          bears: {has: [flying]}
    """)
    assert out.passed, out.failures
    out = solve(_GIANT + """
        actions:
          - {activate: {card: giant, ability: 1, targets: [bears]}}
          - pass: {to: cleanup}
        expect:
          bears: {zone: graveyard}
          hill: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_608_2h_lena_sacrificed_its_last_known_power_counts(solve) -> None:
    """Sacrifice Lena, Selfless Champion (3/3): creatures Alice controls with power less than
    Lena's power (her last known power, 3) gain indestructible: the Bears do, Hill Giant
    (power 3) doesn't."""
    out = solve("""
        name: Lena
        battlefield:
          - {card: "Lena, Selfless Champion", as: lena}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: hill}
        actions:
          - {activate: {card: lena, ability: 2}}
        expect:
          lena: {zone: graveyard}
          bears: {has: [indestructible]}
          hill: {lacks: [indestructible]}
    """)
    assert out.passed, out.failures


def test_509_1b_spitfire_handler_cant_block_a_bigger_creature(solve) -> None:
    """Spitfire Handler (1/1): "can't block creatures with power greater than this creature's
    power": not Grizzly Bears (power 2); Mons's Goblin Raiders (power 1) it may block."""
    text = """
        name: spitfire handler
        turn: {{number: 2}}
        battlefield:
          - {{card: {attacker}, as: attacker}}
          - {{card: Spitfire Handler, controller: Bob, as: handler}}
        actions:
          - {{attack: [attacker]}}
          - {{block: {{handler: attacker}}{refused}}}
    """
    out = solve(text.format(attacker="Grizzly Bears", refused=', refused: "can\'t block"'))
    assert out.passed, out.failures
    out = solve(text.format(attacker="Mons's Goblin Raiders", refused=""))
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Stone Giant", "{T}: Target creature you control with toughness less than this "
     "creature's power gains flying until end of turn. Destroy that creature at the "
     "beginning of the next end step."),
    ("Earthshaker Khenra", "When this creature enters, target creature with power less than "
     "or equal to this creature's power can't block this turn."),
    ("Lena, Selfless Champion", "Sacrifice Lena: Creatures you control with power less than "
     "Lena's power gain indestructible until end of turn."),
])
def test_208_stat_compared_with_the_source_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name, legendary=name.startswith("Lena"))
    assert not isinstance(ab, UnsupportedAbility)
