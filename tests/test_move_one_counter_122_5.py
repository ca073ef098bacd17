"""122.5: "Move a +1/+1 counter from <~ | target creature you control> onto <target creature |
another target creature you control | ~>." (Simic Fluxmage, Combine Guildmage, Cytoplast
Root-Kin, Weapon Rack): the counter is removed from the first object and put on the second;
when either half isn't possible (the same object, no such counter, an object that can't have
counters put on it) no counter is removed from or put onto anything."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def test_122_5_simic_fluxmage_moves_a_counter_onto_bobs_giant(solve) -> None:
    """The Fluxmage (1/2 with two counters) gives one to Bob's Hill Giant: 2/3 and 4/4."""
    out = solve("""
    name: simic fluxmage
    battlefield:
      - {card: Simic Fluxmage, as: flux, counters: {+1/+1: 2}}
      - {card: Hill Giant, as: giant, controller: Bob}
    actions:
      - {activate: {card: flux, ability: "{1}{U}", targets: [giant]}}
    expect:
      flux: {counters: {+1/+1: 1}, power: 2, toughness: 3, tapped: true}
      giant: {counters: {+1/+1: 1}, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_122_5_combine_guildmage_between_two_of_alices_creatures(solve) -> None:
    out = solve("""
    name: combine guildmage
    battlefield:
      - {card: Combine Guildmage, as: mage}
      - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
      - {card: Hill Giant, as: giant}
    actions:
      - {activate: {card: mage, ability: "{1}{U}", targets: [bears, giant]}}
    expect:
      bears: {power: 2, toughness: 2}
      giant: {counters: {+1/+1: 1}, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_601_2c_combine_guildmage_another_target_isnt_the_first(solve) -> None:
    """"another target creature you control": the Bears can't be both targets."""
    out = solve("""
    name: combine guildmage same target
    battlefield:
      - {card: Combine Guildmage, as: mage}
      - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
    actions:
      - activate: {card: mage, ability: "{1}{U}", targets: [bears, bears]}
        refused: "chosen twice"
    expect:
      bears: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


def test_122_5_cytoplast_root_kin_targeting_itself_moves_nothing(solve) -> None:
    """The Root-Kin may target itself ("target creature you control"); moving a counter from
    it onto itself isn't possible, so it keeps the four counters graft gave it (122.5)."""
    out = solve("""
    name: root-kin onto itself
    battlefield:
      - {card: Cytoplast Root-Kin, as: kin}
    actions:
      - {activate: {card: kin, ability: "{2}", targets: [kin]}}
    expect:
      kin: {counters: {+1/+1: 4}, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_122_5_weapon_rack_gives_one_of_its_three(solve) -> None:
    """Weapon Rack enters with three counters; one moves onto the Bears."""
    out = solve("""
    name: weapon rack
    battlefield:
      - {card: Weapon Rack, as: rack}
      - {card: Grizzly Bears, as: bears}
    actions:
      - {activate: {card: rack, ability: "{T}", targets: [bears]}}
    expect:
      rack: {tapped: true, counters: {+1/+1: 2}}
      bears: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_122_5_fluxmage_without_counters_gives_nothing(solve) -> None:
    out = solve("""
    name: empty fluxmage
    battlefield:
      - {card: Simic Fluxmage, as: flux}
      - {card: Grizzly Bears, as: bears}
    actions:
      - {activate: {card: flux, ability: "{1}{U}", targets: [bears]}}
    expect:
      flux: {tapped: true, power: 1, toughness: 2}
      bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_122_5_onto_a_creature_that_cant_have_counters_removes_none(solve) -> None:
    """Tatterkite can't have counters put on it (101.2): the Fluxmage keeps its counter."""
    out = solve("""
    name: fluxmage onto tatterkite
    battlefield:
      - {card: Simic Fluxmage, as: flux, counters: {+1/+1: 1}}
      - {card: Tatterkite, as: kite, controller: Bob}
    actions:
      - {activate: {card: flux, ability: "{1}{U}", targets: [kite]}}
    expect:
      flux: {counters: {+1/+1: 1}}
      kite: {power: 2, toughness: 1}
    """)
    assert out.passed, out.failures


def test_122_5_a_second_target_stays_unread() -> None:
    """Daghatar's "onto a second target creature" isn't read (whether the same creature may be
    chosen twice is left to a later reading)."""
    (a,) = compile_line("{1}{B/G}{B/G}: Move a +1/+1 counter from target creature onto a "
                        "second target creature.", "Daghatar the Adamant", legendary=True)
    assert isinstance(a, UnsupportedAbility)
