"""208.1, 202.3, 107.1: an object phrase comparing a power, toughness or mana value with a
number counted as the object is judged ("with power less than or equal to the number of
creatures you control", `rules.stat_value_selectors`): as a target is chosen and again as
the ability resolves (601.2c, 608.2b), and continuously for a static ability (611.3a)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def test_208_1_beguiler_of_wills_power_at_most_the_creatures_you_control(solve) -> None:
    """Beguiler of Wills: "{T}: Gain control of target creature with power less than or equal
    to the number of creatures you control." Alice controls Beguiler and Grizzly Bears (two
    creatures): Bob's Hill Giant (power 3) can't be the target; his Walking Corpse (power 2)
    is taken."""
    out = solve("""
        name: beguiler of wills
        battlefield:
          - {card: Beguiler of Wills, as: beguiler}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Walking Corpse, as: corpse, controller: Bob}
        actions:
          - {activate: {card: beguiler, ability: 1, targets: [giant]}, refused: "target"}
          - {activate: {card: beguiler, ability: 1, targets: [corpse]}}
        expect:
          corpse: {controller: Alice}
          giant: {controller: Bob}
    """)
    assert out.passed, out.failures


def test_608_2b_beguiler_of_wills_target_counted_again_as_it_resolves(solve) -> None:
    """608.2b: Beguiler targets Bob's Walking Corpse with two creatures on Alice's side; Bob
    responds by destroying her Grizzly Bears with Murder. As the ability resolves Alice
    controls one creature: the Corpse (power 2) is an illegal target and stays Bob's."""
    out = solve("""
        name: beguiler recount
        battlefield:
          - {card: Beguiler of Wills, as: beguiler}
          - {card: Grizzly Bears, as: bears}
          - {card: Walking Corpse, as: corpse, controller: Bob}
        hand: {Bob: [Murder]}
        actions:
          - activate: {card: beguiler, ability: 1, targets: [corpse], respond: true}
          - {cast: Murder, by: Bob, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          corpse: {controller: Bob}
    """)
    assert out.passed, out.failures


def test_611_3a_ensnaring_bridge_counts_the_cards_in_hand_now(solve) -> None:
    """Ensnaring Bridge: "Creatures with power greater than the number of cards in your hand
    can't attack." Alice holds one card: her Grizzly Bears (power 2) can't attack, her
    Llanowar Elves (power 1) can."""
    out = solve("""
        name: ensnaring bridge
        battlefield:
          - {card: Ensnaring Bridge}
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, as: elves}
        hand: {Alice: [Island]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {attack: [bears], refused: "can't attack"}
          - {attack: [elves]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_608_2h_fiendish_panda_uses_its_last_power(solve) -> None:
    """Fiendish Panda (3/2): "When this creature dies, return another target non-Bear
    creature card with mana value less than or equal to this creature's power from your
    graveyard to the battlefield." It had a +1/+1 counter as it died (power 4, 608.2h: its
    last known power): Alice's Hill Giant (mana value 4) returns."""
    out = solve("""
        name: fiendish panda
        battlefield:
          - {card: Fiendish Panda, as: panda, counters: {+1/+1: 1}}
        graveyard: {Alice: [{card: Hill Giant, as: giant}]}
        hand: {Alice: [Murder]}
        actions:
          - {cast: Murder, targets: [panda]}
        expect:
          giant: {zone: battlefield}
          panda: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_208_1_a_count_that_took_a_zone_stays_unread() -> None:
    """"the number of lands you control from your hand" would count lands in a hand: the
    comparison isn't read, nor one with a number about another object ("that card's")."""
    (ab,) = compile_line("When this creature enters, you may put a permanent card with mana "
                         "value less than or equal to the number of lands you control from "
                         "your hand onto the battlefield.", "Test Vestige")
    assert isinstance(ab, UnsupportedAbility)
    (ab,) = compile_line("Exile target creature with power less than that card's mana value.",
                         "Test Spell", spell=True)
    assert isinstance(ab, UnsupportedAbility)
