"""608.2c: "that many" counts what the instruction before it did: the lands returned, the
creatures exiled or sacrificed, the cards discarded (`engine.stack.counted`); 701.21a:
"sacrifice all <permanents> you control" and "sacrifice any number of <permanents>" as
clauses; after an instruction that doesn't count what it did (a draw) the line stays
unread (`compiler.effects.that_many_gate`)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import UnsupportedAbility


def test_608_2c_vengeful_regrowth_that_many_lands_returned(solve) -> None:
    """Vengeful Regrowth returns two land cards: "that many" is two, two Plant Warriors."""
    out = solve("""
        name: vengeful regrowth
        hand: {Alice: [Vengeful Regrowth]}
        graveyard: {Alice: [{card: Forest, as: f1}, {card: Mountain, as: m1}]}
        actions:
          - {cast: Vengeful Regrowth, targets: [f1, m1]}
        expect:
          f1: {zone: battlefield, tapped: true}
          m1: {zone: battlefield, tapped: true}
          Plant Warrior Token: {count: 2, power: 4, toughness: 2}
    """)
    assert out.passed, out.failures


def test_701_21a_hellion_eruption_sacrifices_all_yours_that_many_hellions(solve) -> None:
    """Hellion Eruption: Alice sacrifices her three creatures (Bob's stays), three Hellions."""
    out = solve("""
        name: hellion eruption
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {token: Zombie, as: z1}
          - {card: Savannah Lions, controller: Bob, as: lions}
        hand: {Alice: [Hellion Eruption]}
        actions:
          - {cast: Hellion Eruption}
        expect:
          bears: {zone: graveyard}
          giant: {zone: graveyard}
          lions: {zone: battlefield}
          Hellion Token: {count: 3, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_701_21a_pitiless_carnage_any_number_sacrificed_draw_that_many(solve) -> None:
    """Pitiless Carnage: Alice chooses two of her three permanents; she draws two cards."""
    out = solve("""
        name: pitiless carnage
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Swamp, as: swamp}
        hand: {Alice: [Pitiless Carnage]}
        library: {Alice: [Island, Island, Island, Island]}
        choices: [[bears, swamp]]
        actions:
          - {cast: Pitiless Carnage}
        expect:
          bears: {zone: graveyard}
          swamp: {zone: graveyard}
          giant: {zone: battlefield}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_608_2c_heartwarming_redemption_draws_that_many_plus_one(solve) -> None:
    """Heartwarming Redemption with two other cards in hand: Alice discards two, draws
    three, and gains 3 life (the cards then in her hand)."""
    out = solve("""
        name: heartwarming redemption
        hand: {Alice: [Heartwarming Redemption, Forest, Mountain]}
        library: {Alice: [Island, Island, Island, Island, Island]}
        actions:
          - {cast: Heartwarming Redemption}
        expect:
          Forest: {zone: graveyard}
          Mountain: {zone: graveyard}
          player Alice: {hand_size: 3, life: 23}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line, spell", [
    # a draw doesn't count the cards drawn: "that many" would read another number
    ("Whenever this creature attacks, you may draw cards equal to its power. If you do, "
     "discard that many cards.", False),
    ("Target opponent loses 2 life for each Swamp you control. Draw a card for each Island "
     "you control, then discard that many cards.", True),
    ("Draw two cards, then discard that many cards.", True),
])
def test_608_2c_that_many_after_an_uncounted_instruction_stays_unread(line: str,
                                                                      spell: bool) -> None:
    assert compile_text(line, "Foo", spell) is None


@pytest.mark.parametrize("line", [
    "Sacrifice any number of lands, then draw that many cards.",
    "Sacrifice all creatures you control, then create that many 4/4 red Hellion creature "
    "tokens.",
    "Discard any number of cards, then draw that many cards plus one.",
])
def test_608_2c_that_many_after_a_counted_instruction_is_read(line: str) -> None:
    abilities = compile_text(line, "Foo", True)
    assert abilities and not any(isinstance(a, UnsupportedAbility) for a in abilities)


def test_608_2c_valakut_awakening_any_number_put_back_draws_that_many_plus_one(solve) -> None:
    """Valakut Awakening: Alice puts one of her two other cards (a Forest) on the bottom of
    her library and draws two cards (that many plus one)."""
    out = solve("""
        name: valakut awakening
        hand: {Alice: [Valakut Awakening, {card: Forest, as: forest}, Mountain]}
        library: {Alice: [Island, Island, Island, Island, Island]}
        choices: [[forest]]
        actions:
          - {cast: Valakut Awakening}
        expect:
          forest: {zone: library}
          Mountain: {zone: hand}
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures


def test_608_2c_whirlpool_rider_shuffles_hand_draws_that_many(solve) -> None:
    """Whirlpool Rider enters with two other cards in Alice's hand: both are shuffled into
    her library and she draws two."""
    out = solve("""
        name: whirlpool rider
        hand: {Alice: [Whirlpool Rider, Forest, Mountain]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: Whirlpool Rider}
        expect:
          Whirlpool Rider: {zone: battlefield}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_608_2c_arjun_puts_the_hand_on_the_bottom_draws_that_many(solve) -> None:
    """Alice casts Grizzly Bears with Arjun out and two other cards in hand: both go to the
    bottom of her library and she draws two (the Islands from the top)."""
    out = solve("""
        name: arjun
        battlefield: [{card: "Arjun, the Shifting Flame"}]
        hand: {Alice: [Grizzly Bears, {card: Forest, as: forest}, {card: Mountain, as: mtn}]}
        library: {Alice: [Island, Island, Swamp]}
        choices: [forest]
        actions:
          - {cast: Grizzly Bears}
        expect:
          forest: {zone: library}
          mtn: {zone: library}
          Island: {count: 2, zone: hand}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_601_2h_astonishing_ant_man_that_many_counters_removed(solve) -> None:
    """The Astonishing Ant-Man with three +1/+1 counters: removing two as the cost creates
    two Insects ("that many": the counters removed, the effect's first instruction)."""
    out = solve("""
        name: ant-man
        battlefield: [{card: The Astonishing Ant-Man, as: ant, counters: {+1/+1: 3}}]
        actions:
          - activate: {card: ant, ability: "{2}{G}", choices: {remove: 2}}
        expect:
          ant: {counters: {+1/+1: 1}}
          Insect Token: {count: 2, power: 1, toughness: 1}
    """)
    assert out.passed, out.failures
