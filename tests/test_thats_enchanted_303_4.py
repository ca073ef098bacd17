"""303.4 / 301.5: "Creatures you control that are enchanted" are the creatures with an Aura
attached, and "that are equipped" those with an Equipment attached; the words after "that
are" never mean the object the source itself is attached to (the Magemarks, Hexgold
Hoverwings and Song of Serenity are not Auras or Equipment attached to anything)."""

from __future__ import annotations

from arbiter.engine.rules_effects import rules_on
from tests.conftest import chars_of, obj_id


def test_303_4_magemark_pumps_every_enchanted_creature_you_control(solve) -> None:
    """Guardian's Magemark (an Aura on the bears): the bears and the lions each have an Aura
    attached and get +1/+1; the unenchanted wall doesn't, nor does Bob's enchanted
    creature."""
    out = solve("""
        name: magemark
        players: [Alice, Bob]
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Alice}
          - {card: Guardian's Magemark, attached_to: bears, controller: Alice}
          - {card: Savannah Lions, as: lions, controller: Alice}
          - {card: Holy Strength, attached_to: lions, controller: Alice}
          - {card: Wall of Stone, as: wall, controller: Alice}
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Holy Strength, attached_to: giant, controller: Bob}
    """)
    bears, lions = chars_of(out, "bears"), chars_of(out, "lions")
    wall, giant = chars_of(out, "wall"), chars_of(out, "giant")
    assert (bears.power, bears.toughness) == (3, 3)
    assert (lions.power, lions.toughness) == (2 + 1 + 1, 1 + 2 + 1)
    assert (wall.power, wall.toughness) == (0, 8)
    assert (giant.power, giant.toughness) == (3 + 1, 3 + 2)


def test_301_5_hoverwings_pumps_equipped_creatures_only(solve) -> None:
    """Hexgold Hoverwings: "Creatures you control that are equipped get +1/+0." It is
    not attached to anything; Bonesplitter (+2/+0) is attached to the bears. The bears have an
    Equipment attached and get +1/+0 more; the lions don't."""
    out = solve("""
        name: hoverwings
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Bonesplitter, attached_to: bears}
          - {card: Savannah Lions, as: lions}
          - {card: Hexgold Hoverwings, as: wings}
    """)
    bears, lions = chars_of(out, "bears"), chars_of(out, "lions")
    assert (bears.power, bears.toughness) == (2 + 2 + 1, 2)
    assert (lions.power, lions.toughness) == (2, 1)


def test_303_4_song_of_serenity_stops_only_enchanted_creatures(solve) -> None:
    """Song of Serenity (an enchantment, attached to nothing): creatures with an Aura attached
    can't attack or block; others can."""
    out = solve("""
        name: serenity
        battlefield:
          - {card: Song of Serenity}
          - {card: Grizzly Bears, as: bears}
          - {card: Holy Strength, attached_to: bears}
          - {card: Savannah Lions, as: lions}
    """)
    game = out.game
    bears, lions = obj_id(game, "bears"), obj_id(game, "lions")
    for rule in ("cant_attack", "cant_block"):
        assert rules_on(game, bears, rule)
        assert not rules_on(game, lions, rule)
