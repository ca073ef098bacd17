"""508.1c / 509.1b: "can't attack (or block) unless <condition>" with conditions on the turn and
the players: an opponent has been dealt damage this turn (120.3), a player has no cards in
hand (402.1), you have max speed (702.178, 702.179e). Played through the real engine."""

from __future__ import annotations

import pytest
from keyword_play import BOB, at, attack, damage

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_508_1c_bloodcrazed_goblin_attacks_once_an_opponent_was_dealt_damage(solve) -> None:
    """Bloodcrazed Goblin: refused while no opponent has been dealt damage (Bob's Shock
    at Alice doesn't count); after Alice's Shock at Bob it attacks (Bob: 20 - 2 - 2)."""
    out = solve("""
        name: bloodcrazed goblin
        battlefield: [{card: Bloodcrazed Goblin, as: goblin}]
        hand: {Alice: [Shock], Bob: [Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [Alice]}
          - {attack: [goblin], refused: "can't attack"}
          - {cast: Shock, by: Alice, targets: [Bob]}
          - {attack: [goblin]}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 16}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_402_1_lupine_prototype_attacks_when_a_player_has_no_cards_in_hand(solve) -> None:
    """Lupine Prototype: both players hold a card: refused; with Bob's hand empty (Alice
    still holding one) it attacks for 5."""
    out = solve("""
        name: lupine prototype
        battlefield: [{card: Lupine Prototype, as: wolf}]
        hand: {Alice: [Island], Bob: [Island]}
        actions:
          - {attack: [wolf], refused: "can't attack"}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: lupine prototype empty hand
        battlefield: [{card: Lupine Prototype, as: wolf}]
        hand: {Alice: [Island]}
        actions:
          - {attack: [wolf]}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures


def test_702_178_hazoret_attacks_only_with_max_speed(solve) -> None:
    """Hazoret, Godseeker (haste): at speed 1 it can't attack; at speed 4 (max speed,
    702.179e) it attacks and deals 5."""
    out = solve("""
        name: hazoret
        battlefield: [{card: "Hazoret, Godseeker", as: hazoret}]
        actions:
          - {attack: [hazoret], refused: "can't attack"}
    """)
    assert out.passed, out.failures
    game = out.game
    hazoret = next(o.id for o in game.state.objects.values() if o.alias == "hazoret")
    game.state.players[0].speed = 4
    game.state.touch()
    attack(game, {hazoret: at(BOB)})
    damage(game)
    assert game.state.players[BOB].life == 15


@pytest.mark.parametrize(("name", "line"), [
    ("Bloodcrazed Goblin", "This creature can't attack unless an opponent has been dealt "
     "damage this turn."),
    ("Lupine Prototype", "This creature can't attack or block unless a player has no cards "
     "in hand."),
    ("Hazoret, Godseeker", "Hazoret can't attack or block unless you have max speed."),
])
def test_508_1c_attack_unless_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
