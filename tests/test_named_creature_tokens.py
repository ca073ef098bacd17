"""111.4: a creature token the effect names ("a 1/1 colorless Insect artifact creature token
with flying named Wasp", The Hive): its name is the one given, not its subtypes followed by
"Token"; its other characteristics are those the effect defines. Played through the engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import UnsupportedAbility


def test_111_4_the_hive_makes_a_wasp(solve) -> None:
    """The Hive's ability creates a token named Wasp: a 1/1 colorless Insect artifact
    creature with flying."""
    out = solve("""
        name: the hive
        battlefield:
          - {card: The Hive, as: hive}
        actions:
          - {activate: {card: hive, ability: 1}}
        expect:
          Wasp: {count: 1, name: Wasp, power: 1, toughness: 1, types: [Artifact, Creature],
                 subtypes: [Insect], colors: [], has: [Flying]}
          hive: {tapped: true}
    """)
    assert out.passed, out.failures


def test_111_4_koma_makes_four_named_serpents(solve) -> None:
    """Koma, World-Eater: "Whenever Koma deals combat damage to a player, create four 3/3
    blue Serpent creature tokens named Koma's Coil." It attacks Bob unblocked: four tokens,
    each named Koma's Coil (111.4), none named "Serpent Token"."""
    out = solve("""
        name: koma
        turn: {number: 3}
        battlefield:
          - {card: "Koma, World-Eater", as: koma}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - {attack: [koma]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 12}
          "Koma's Coil": {count: 4, power: 3, toughness: 3, colors: [blue],
                          subtypes: [Serpent]}
          "Serpent Token": {count: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("text", "name"), [
    ("{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named "
     "Wasp.", "Wasp"),
    ("Whenever Koma deals combat damage to a player, create four 3/3 blue Serpent creature "
     "tokens named Koma's Coil.", "Koma's Coil"),
    ("{T}: Create a 1/1 colorless Sliver artifact creature token named Metallic Sliver.",
     "Metallic Sliver"),
    ("{2}, {T}: Create a 1/1 green Insect creature token.", "Insect Token"),
])
def test_111_4_oracle_lines_name_the_token(catalog, text, name) -> None:
    (ab,) = compile_line(text, "Koma")
    assert not isinstance(ab, UnsupportedAbility), ab
    (make,) = [i for i in ab.instructions if isinstance(i, I.CreateToken)]
    assert make.token.name == name
