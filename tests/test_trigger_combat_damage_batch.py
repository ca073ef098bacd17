"""603.2c with 510.2: "Whenever one or more creatures you control deal combat damage to a
player, create a Treasure token." (Professional Face-Breaker): one trigger for a player dealt
combat damage by several creatures at once; another combat damage step (first strike,
510.4) is another event."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def _treasures(out, controller: int = 0) -> int:
    game = out.game
    return sum(1 for o in game.state.battlefield()
               if "Treasure" in game.chars(o).subtypes and game.chars(o).controller == controller)


def test_603_2c_two_creatures_one_trigger(solve) -> None:
    """Professional Face-Breaker (2/3, menace) and Grizzly Bears attack unblocked: Bob takes 4,
    Alice gets one Treasure."""
    out = solve("""
        name: face-breaker two
        battlefield:
          - {card: Professional Face-Breaker, as: breaker}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [breaker, bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures
    assert _treasures(out) == 1


def test_510_4_a_first_strike_step_is_another_event(solve) -> None:
    """Elvish Archers (first strike) and Grizzly Bears attack unblocked: two combat damage
    steps, two Treasures."""
    out = solve("""
        name: face-breaker first strike
        battlefield:
          - {card: Professional Face-Breaker, as: breaker}
          - {card: Elvish Archers, as: archers}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [archers, bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures
    assert _treasures(out) == 2


def test_603_2c_blocked_creatures_deal_no_damage_to_a_player(solve) -> None:
    """Grizzly Bears attacks and Bob's Wall of Stone blocks: no combat damage to a player, no
    Treasure."""
    out = solve("""
        name: face-breaker blocked
        battlefield:
          - {card: Professional Face-Breaker, as: breaker}
          - {card: Grizzly Bears, as: bears}
          - {card: Wall of Stone, as: wall, controller: Bob}
        actions:
          - {attack: [bears]}
          - {block: {wall: bears}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    assert _treasures(out) == 0


@pytest.mark.parametrize(("name", "line", "by"), [
    ("Professional Face-Breaker", "Whenever one or more creatures you control deal combat "
     "damage to a player, create a Treasure token.", "any"),
    ("Faerie Bladecrafter", "Whenever one or more Faeries you control deal combat damage to a "
     "player, put a +1/+1 counter on this creature.", "any"),
    ("Mu Yanling, Wind Rider", "Whenever one or more creatures you control with flying deal "
     "combat damage to a player, draw a card.", "any"),
    ("Thopter Spy Network", "Whenever one or more artifact creatures you control deal combat "
     "damage to a player, draw a card.", "any"),
])
def test_603_2c_oracle_lines(name: str, line: str, by: str) -> None:
    [ab] = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert (ab.trigger.event, ab.trigger.subject, ab.trigger.by) == (
        "combat_damage_batch", "batch_sources", by)


def test_603_2c_those_creatures_not_read() -> None:
    """"each of those creatures" would name the creatures that dealt the damage: unread."""
    [ab] = compile_line("Whenever one or more creatures you control with flying deal combat "
                        "damage to a player, put a +1/+1 counter on each of those creatures "
                        "and draw a card.", "Vulture, Feathered Fiend", legendary=True)
    assert not isinstance(ab, TriggeredAbility)
