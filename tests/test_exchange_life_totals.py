"""701.12c, 119.7, 701.12a: "{T}, Sacrifice this artifact: Exchange life totals with target
opponent. Activate only during your upkeep." (Mirror Universe): each player gains or loses
the life needed to have the other's previous total; if the player who would go up can't
gain life, no part of the exchange happens. Played through the real engine."""

from __future__ import annotations

_MIRROR = """
name: mirror universe
turn: {{number: 2, phase: upkeep}}
library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
battlefield:
  - {{card: Mirror Universe, as: mirror}}
{more}
actions:
  - set: {{player: Alice, life: 5}}
  - activate: {{card: mirror, ability: 1, targets: [Bob]}}
expect:
  player Alice: {{life: {alice}}}
  player Bob: {{life: {bob}}}
  mirror: {{zone: graveyard}}
"""


def test_701_12c_mirror_universe_exchanges_life_totals(solve) -> None:
    """Alice at 5, Bob at 20: Alice 20, Bob 5."""
    out = solve(_MIRROR.format(more="", alice=20, bob=5))
    assert out.passed, out.failures


def test_119_7_no_exchange_when_the_lower_player_cant_gain_life(solve) -> None:
    """Bob's Erebos, God of the Dead ("Your opponents can't gain life."): Alice can't go up,
    so Bob doesn't go down either (701.12a); the Mirror is still sacrificed as its cost."""
    out = solve(_MIRROR.format(
        more="  - {card: \"Erebos, God of the Dead\", controller: Bob}", alice=5, bob=20))
    assert out.passed, out.failures


def test_701_12c_gain_triggers_see_the_exchange(solve) -> None:
    """Alice's Ajani's Pridemate sees her life gain (a +1/+1 counter)."""
    out = solve(_MIRROR.format(more="  - {card: Ajani's Pridemate, as: pridemate}",
                               alice=20, bob=5).replace(
        "  mirror: {zone: graveyard}", "  mirror: {zone: graveyard}\n"
                                        "  pridemate: {counters: {+1/+1: 1}}"))
    assert out.passed, out.failures
