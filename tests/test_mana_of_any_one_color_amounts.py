"""106.1a, 106.6: "Add four mana of any one color" (any number of mana of one chosen color, not
only two or three), compiled from the real cards and played through the engine: Boommobile's
enters trigger adds four mana of the color Alice chooses, restricted to activating abilities;
Apex of Power adds ten."""

from __future__ import annotations

from arbiter.compiler.granted_unread import unread_parts

ALICE = 0


def test_106_1a_boommobile_adds_four_mana_of_one_color_for_abilities(solve) -> None:
    """Alice casts Boommobile with four Mountains; as its trigger resolves she chooses red:
    four red mana in her pool, restricted to activating abilities (106.6): it can't pay for
    Lightning Bolt."""
    out = solve("""
        name: boommobile
        battlefield: [Mountain, Mountain, Mountain, Mountain]
        hand: {Alice: [Boommobile, {card: Lightning Bolt, as: bolt}]}
        choices: ["{R}{R}{R}{R} (restricted)"]
        actions:
          - {cast: Boommobile, pay: true}
          - {cast: Lightning Bolt, targets: [Bob], pay: true, refused: "can't pay"}
        expect:
          bolt: {zone: hand}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    pool = out.game.state.players[ALICE].mana_pool
    assert sum(n for k, n in pool.items() if k.startswith("R")) == 4 and len(pool) == 1


def test_106_1a_ten_mana_of_any_one_color_is_read(catalog) -> None:
    """Apex of Power's "If this spell was cast from your hand, add ten mana of any one
    color." reads fully."""
    abilities = catalog.abilities("Apex of Power", 0)
    assert not any(unread_parts(a) for a in abilities)
    (step,) = abilities[-1].instructions
    (add,) = step.then
    assert add.amount == 10 and set(add.colors) == {"W", "U", "B", "R", "G"}
