"""120.3 / 119.1 / 107.1b: "Drain Life deals X damage to any target. You gain life equal to the
damage dealt, but not more life than the player's life total before the damage was dealt, the
planeswalker's loyalty before the damage was dealt, or the creature's toughness." (Drain Life)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.stack.drain import DrainDamage

_DRAIN = """
        name: drain life
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [Drain Life]}
        actions:
          - {set: {player: Bob, life: %d}}
          - {cast: Drain Life, targets: [%s], choices: {x: %d}}
"""


def test_119_1_drain_life_player_gains_the_damage(solve) -> None:
    out = solve(_DRAIN % (20, "Bob", 3) + """
        expect:
          player Bob: {life: 17}
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


def test_119_1_drain_life_capped_by_the_players_life_before(solve) -> None:
    """Bob at 2 life takes 5: Alice gains only 2."""
    out = solve(_DRAIN % (2, "Bob", 5) + """
        expect:
          player Bob: {life: -3}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


def test_119_1_drain_life_capped_by_the_creatures_toughness(solve) -> None:
    """4 damage to Grizzly Bears (toughness 2): Alice gains 2; the Bears die."""
    out = solve(_DRAIN % (20, "bears", 4) + """
        expect:
          bears: {zone: graveyard}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


def test_120_3_drain_life_line() -> None:
    (ability,) = compile_line("Drain Life deals X damage to any target. You gain life equal to "
                              "the damage dealt, but not more life than the player's life total "
                              "before the damage was dealt, the planeswalker's loyalty before "
                              "the damage was dealt, or the creature's toughness.", "Drain Life",
                              spell=True)
    (step,) = ability.instructions
    assert isinstance(step, DrainDamage)
    (spec,) = ability.targets
    assert spec.kind == "any"
