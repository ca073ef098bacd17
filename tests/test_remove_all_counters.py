"""122.1, 608.2c: "remove all [<kind>] counters from <objects>" as an effect (Vampire Hexmage,
Take, Hapatra's Mark, Aether Snap, Blood Hound): every counter of the kind (of every kind when
none is named) on each object named is removed; "that many" after it is the number removed."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_122_1_vampire_hexmage_removes_a_planeswalkers_loyalty_and_it_dies(solve) -> None:
    """Every counter of every kind: Jace loses its 3 loyalty counters and is put into its
    owner's graveyard (704.5i); the Hexmage was sacrificed as the cost."""
    out = solve("""
        name: hexmage
        battlefield:
          - {card: Vampire Hexmage, as: hex}
          - {card: Jace Beleren, controller: Bob, counters: {loyalty: 3}, as: jace}
        actions:
          - {activate: {card: hex, ability: 2, targets: [jace]}}
        expect:
          jace: {zone: graveyard}
          hex: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_122_1_vampire_hexmage_removes_counters_of_every_kind(solve) -> None:
    out = solve("""
        name: hexmage creature
        battlefield:
          - {card: Vampire Hexmage, as: hex}
          - {card: Hill Giant, controller: Bob, counters: {"+1/+1": 2, stun: 1}, as: giant}
        actions:
          - {activate: {card: hex, ability: 2, targets: [giant]}}
        expect:
          giant: {power: 3, toughness: 3, counters: {}}
    """)
    assert out.passed, out.failures


def test_608_2c_take_draws_as_many_cards_as_counters_removed(solve) -> None:
    """Take: three +1/+1 counters removed from Alice's Bears, then she draws three cards."""
    out = solve("""
        name: take
        battlefield: [{card: Grizzly Bears, counters: {"+1/+1": 3}, as: bears}]
        hand: {Alice: [{card: Give // Take, as: gt}]}
        library: {Alice: [Island, Island, Island, Island], Bob: [Island]}
        actions:
          - {cast: gt, targets: [bears], choices: {half: Take}}
        expect:
          bears: {power: 2, toughness: 2}
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures


def test_122_1_hapatras_mark_removes_only_the_minus_counters(solve) -> None:
    """Only the -1/-1 counters go; the stun counter stays."""
    out = solve("""
        name: hapatra's mark
        battlefield: [{card: Hill Giant, counters: {"-1/-1": 2, stun: 1}, as: giant}]
        hand: {Alice: [Hapatra's Mark]}
        actions:
          - {cast: Hapatra's Mark, targets: [giant]}
        expect:
          giant: {power: 3, toughness: 3, counters: {stun: 1}, has: [Hexproof]}
    """)
    assert out.passed, out.failures


def test_122_1_aether_snap_removes_counters_from_every_permanent(solve) -> None:
    """Both players' permanents lose their counters; the tokens are exiled."""
    out = solve("""
        name: aether snap
        battlefield:
          - {card: Grizzly Bears, counters: {"+1/+1": 1}, as: bears}
          - {card: Hill Giant, controller: Bob, counters: {"-1/-1": 1}, as: giant}
        hand: {Alice: [Aether Snap]}
        actions:
          - {cast: Aether Snap}
        expect:
          bears: {power: 2, toughness: 2, counters: {}}
          giant: {power: 3, toughness: 3, counters: {}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # a player among the objects: their counters aren't read here
    "When you cast this spell, remove all counters from up to one target permanent or "
    "opponent.",
    # 608.2c: "If no counters were removed this way" isn't read
    "At the beginning of your first main phase, remove all flood counters from this "
    "enchantment. If no counters were removed this way, put a flood counter on this "
    "enchantment and draw a card. Otherwise, add {C}{G}{U}.",
])
def test_remove_all_counters_variants_not_read_stay_unread(line: str) -> None:
    assert compile_text(line, "Test") is None


def test_122_1_oblivion_stone_spares_what_has_a_fate_counter_then_removes_them(solve) -> None:
    """"Destroy each nonland permanent without a fate counter on it, then remove all fate
    counters from all permanents.": the Giant with a fate counter survives and loses it; the
    Bears and Bob's Craw Wurm are destroyed; the land stays."""
    out = solve("""
        name: oblivion stone
        battlefield:
          - {card: Oblivion Stone, as: stone}
          - {card: Hill Giant, counters: {fate: 1}, as: giant}
          - {card: Grizzly Bears, as: bears}
          - {card: Forest, as: forest}
          - {card: Craw Wurm, controller: Bob, as: wurm}
        actions:
          - {activate: {card: stone, ability: 2}}
        expect:
          giant: {zone: battlefield, counters: {}}
          bears: {zone: graveyard}
          wurm: {zone: graveyard}
          forest: {zone: battlefield}
          stone: {zone: graveyard}
    """)
    assert out.passed, out.failures
