"""608.2c, 701.21a: "Sacrifice this enchantment. If you do, ..." — what follows happens only
if the source was still a permanent its controller could sacrifice as the ability resolved;
and 118.12 / 603.12 with one action as the cost: "you may return a land you control to its
owner's hand. When you do, ..." (Pyroclastic Hellion). Played through the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


def test_701_21a_promise_of_bunrei_two_deaths_make_four_spirits_not_eight(solve) -> None:
    """Promise of Bunrei: "When a creature you control dies, sacrifice this enchantment. If
    you do, create four 1/1 colorless Spirit creature tokens." Pyroclasm kills both of
    Alice's Grizzly Bears: two abilities trigger; the first sacrifices the enchantment and
    creates four Spirits, the second can't sacrifice it (it's gone) and creates none."""
    out = solve("""
        name: promise of bunrei
        battlefield:
          - {card: Promise of Bunrei, as: promise}
          - {card: Grizzly Bears, as: a}
          - {card: Grizzly Bears, as: b}
          - Mountain
          - Mountain
        hand: {Alice: [Pyroclasm]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - cast: Pyroclasm
        expect:
          promise: {zone: graveyard}
          Spirit Token: {count: 4, power: 1}
    """)
    assert out.passed, out.failures


def test_118_12_pyroclastic_hellion_returns_a_land_then_deals_two(solve) -> None:
    """Pyroclastic Hellion: "When this creature enters, you may return a land you control to
    its owner's hand. When you do, this creature deals 2 damage to each opponent." Alice
    returns a Mountain: Bob is at 18 and the Mountain is in her hand."""
    out = solve("""
        name: pyroclastic hellion
        battlefield: [Mountain, Mountain, Mountain, {card: Mountain, as: m4}]
        hand: {Alice: [{card: Pyroclastic Hellion, as: hellion}]}
        library: {Alice: [Plains], Bob: [Plains]}
        choices: [yes, m4]
        actions:
          - cast: hellion
        expect:
          m4: {zone: hand}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_118_12_pyroclastic_hellion_declined(solve) -> None:
    out = solve("""
        name: pyroclastic hellion declined
        battlefield: [Mountain, Mountain, Mountain, {card: Mountain, as: m4}]
        hand: {Alice: [{card: Pyroclastic Hellion, as: hellion}]}
        library: {Alice: [Plains], Bob: [Plains]}
        choices: [no]
        actions:
          - cast: hellion
        expect:
          m4: {zone: battlefield}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2c_mystery_key_sacrifices_itself_then_draws_if_it_did() -> None:
    """Mystery Key: the draw follows the sacrifice only if it was done (`IfDid`)."""
    (ab,) = compile_text("When equipped creature deals combat damage to a player, sacrifice "
                         "this Equipment. If you do, draw three cards.", "Mystery Key")
    assert isinstance(ab.instructions[0], I.Sacrifice)
    assert isinstance(ab.instructions[1], I.IfDid)
