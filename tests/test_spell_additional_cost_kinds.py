"""118.8 / 601.2b / 601.2h: more kinds of additional cost to cast a spell, played through
the real engine: paying life (119.4), discarding two cards or a land card (701.9a),
sacrificing two creatures (701.21a), returning a permanent you control to its owner's hand,
tapping untapped creatures you control (118.3), revealing a card of a kind from your hand
(701.20a), and choices among them ("pay {4} or sacrifice an artifact or creature", "sacrifice
a creature, discard a card, or pay 4 life"). With a table of real Oracle lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import AdditionalCost, UnsupportedAbility


def test_119_4_fumarole_pays_3_life_as_it_is_cast(solve) -> None:
    """Fumarole ({3}{B}{R}, pay 3 life: destroy target creature and target land): Alice
    goes from 20 to 17 life; Bob's Hill Giant and Mountain are destroyed."""
    out = solve("""
        name: fumarole
        battlefield: [{card: Hill Giant, as: giant, controller: Bob},
                      {card: Mountain, as: land, controller: Bob}]
        hand: {Alice: [Fumarole]}
        actions:
          - cast: Fumarole
            targets: [giant, land]
        expect:
          giant: {zone: graveyard}
          land: {zone: graveyard}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_119_4_fumarole_refused_with_less_life_than_the_payment(solve) -> None:
    """119.4: at 2 life Alice can't pay 3 life, so she can't cast Fumarole: the cast is
    refused and nothing changes (the spell stays in her hand, her life stays 2)."""
    out = solve("""
        name: fumarole at 2 life
        battlefield: [{card: Hill Giant, as: giant, controller: Bob},
                      {card: Mountain, as: land, controller: Bob}]
        hand: {Alice: [{card: Fumarole, as: fum}]}
        actions:
          - set: {player: Alice, life: 2}
          - cast: Fumarole
            targets: [giant, land]
            refused: "can't pay"
        expect:
          fum: {zone: hand}
          giant: {zone: battlefield}
          player Alice: {life: 2}
    """)
    assert out.passed, out.failures


def test_701_9a_cathartic_reunion_discards_two_cards_then_draws_three(solve) -> None:
    """Cathartic Reunion (discard two cards: draw three cards): the two chosen cards go to
    the graveyard, the third stays; Alice ends with 1 + 3 cards in hand."""
    out = solve("""
        name: cathartic reunion
        hand: {Alice: [Cathartic Reunion, {card: Forest, as: a}, {card: Island, as: b},
                       {card: Swamp, as: c}]}
        library: {Alice: [Plains, Plains, Plains]}
        actions:
          - cast: Cathartic Reunion
            choices: {cost: [a, b]}
        expect:
          a: {zone: graveyard}
          b: {zone: graveyard}
          c: {zone: hand}
          player Alice: {hand_size: 4}
    """)
    assert out.passed, out.failures


def test_701_9a_cathartic_reunion_refused_with_one_other_card(solve) -> None:
    """With only one other card in hand, the cost of discarding two can't be paid (118.3):
    the cast is refused, both cards stay in hand."""
    out = solve("""
        name: cathartic reunion short
        hand: {Alice: [{card: Cathartic Reunion, as: cr}, {card: Forest, as: a}]}
        library: {Alice: [Plains, Plains, Plains]}
        actions:
          - cast: Cathartic Reunion
            refused: "can't pay"
        expect:
          cr: {zone: hand}
          a: {zone: hand}
    """)
    assert out.passed, out.failures


def test_701_9a_magmatic_insight_discards_only_a_land_card(solve) -> None:
    """Magmatic Insight (discard a land card: draw two cards): with only a nonland card
    beside it the cost can't be paid (refused, nothing changes); once Alice holds a Forest,
    she discards it and draws two."""
    out = solve("""
        name: magmatic insight
        hand: {Alice: [{card: Magmatic Insight, as: mi}, {card: Grizzly Bears, as: bears}]}
        library: {Alice: [{card: Forest, as: forest}, Plains, Plains]}
        actions:
          - cast: Magmatic Insight
            refused: "can't pay"
          - move: {card: forest, to: hand}
          - cast: Magmatic Insight
            choices: {cost: forest}
        expect:
          bears: {zone: hand}
          forest: {zone: graveyard}
          mi: {zone: graveyard}
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures


def test_701_21a_bankrupt_in_blood_sacrifices_two_creatures(solve) -> None:
    """Bankrupt in Blood (sacrifice two creatures: draw three cards)."""
    out = solve("""
        name: bankrupt in blood
        battlefield: [{card: Grizzly Bears, as: b1}, {card: Grizzly Bears, as: b2},
                      {card: Hill Giant, as: giant}]
        hand: {Alice: [Bankrupt in Blood]}
        library: {Alice: [Plains, Plains, Plains]}
        actions:
          - cast: Bankrupt in Blood
            choices: {cost: [b1, giant]}
        expect:
          b1: {zone: graveyard}
          giant: {zone: graveyard}
          b2: {zone: battlefield}
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures


def test_118_8_deprive_returns_a_land_to_its_owners_hand(solve) -> None:
    """Deprive (return a land you control to its owner's hand: counter target spell): Bob
    casts Lightning Bolt at Alice; she returns her Island and counters it: her life stays
    20."""
    out = solve("""
        name: deprive
        battlefield: [{card: Island, as: island}]
        hand: {Alice: [Deprive], Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - cast: Lightning Bolt
            by: Bob
            targets: [Alice]
            respond: true
          - cast: Deprive
            targets: [bolt]
            choices: {cost: island}
        expect:
          island: {zone: hand}
          bolt: {zone: graveyard}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_201_5_a_line_opening_with_the_cards_name_is_not_a_keyword_line(solve) -> None:
    """Devour in Flames: "Devour in Flames deals 5 damage to target creature or
    planeswalker." opens with the card's name (201.5), not the keyword devour (702.82a). Alice
    returns her Mountain (118.8) and deals 5 damage to Bob's Hill Giant: it dies (704.5g)."""
    out = solve("""
        name: devour in flames
        battlefield: [{card: Mountain, as: mountain},
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Devour in Flames]}
        actions:
          - cast: Devour in Flames
            targets: [giant]
            choices: {cost: mountain}
        expect:
          mountain: {zone: hand}
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_118_3_shared_discovery_taps_four_untapped_creatures(solve) -> None:
    """Shared Discovery (tap four untapped creatures you control: draw three cards): with
    three untapped creatures and a tapped one the cost can't be paid (118.3: refused); once
    a fourth untapped creature enters, all four tap."""
    out = solve("""
        name: shared discovery
        battlefield: [{card: Grizzly Bears, as: c1}, {card: Grizzly Bears, as: c2},
                      {card: Grizzly Bears, as: c3},
                      {card: Grizzly Bears, as: c5, tapped: true}]
        hand: {Alice: [Shared Discovery, {card: Grizzly Bears, as: c4}]}
        library: {Alice: [Plains, Plains, Plains]}
        actions:
          - cast: Shared Discovery
            choices: {cost: [c1, c2, c3]}
            refused: "can't pay"
          - move: {card: c4, to: battlefield}
          - cast: Shared Discovery
            choices: {cost: [c1, c2, c3, c4]}
        expect:
          c1: {tapped: true}
          c4: {tapped: true}
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures


def test_701_20a_silvergill_adept_reveals_a_merfolk_card_instead_of_paying(solve) -> None:
    """Silvergill Adept ({1}{U}; reveal a Merfolk card from your hand or pay {3}): Alice
    reveals Lord of Atlantis, which stays in her hand, and pays only {1}{U}: of her five
    Islands three stay untapped."""
    out = solve("""
        name: silvergill reveal
        battlefield: [{card: Island, as: i1}, {card: Island, as: i2}, {card: Island, as: i3},
                      {card: Island, as: i4}, {card: Island, as: i5}]
        hand: {Alice: [{card: Silvergill Adept, as: adept},
                       {card: Lord of Atlantis, as: lord}]}
        library: {Alice: [Plains]}
        actions:
          - cast: Silvergill Adept
            pay: true
            choices: {additional_option: 0, cost: lord}
        expect:
          adept: {zone: battlefield}
          lord: {zone: hand}
          i3: {tapped: false}
          i4: {tapped: false}
          i5: {tapped: false}
    """)
    assert out.passed, out.failures


def test_701_20a_silvergill_adept_without_a_merfolk_card_pays_3_more(solve) -> None:
    """No Merfolk card in hand (Grizzly Bears isn't one): revealing is refused and Alice
    pays {3} more, {4}{U} in all: all five Islands tap."""
    out = solve("""
        name: silvergill pay
        battlefield: [{card: Island, as: i1}, {card: Island, as: i2}, {card: Island, as: i3},
                      {card: Island, as: i4}, {card: Island, as: i5}]
        hand: {Alice: [{card: Silvergill Adept, as: adept},
                       {card: Grizzly Bears, as: bears}]}
        library: {Alice: [Plains]}
        actions:
          - cast: Silvergill Adept
            pay: true
            choices: {additional_option: 0}
            refused: "reveal"
          - cast: Silvergill Adept
            pay: true
            choices: {additional_option: 1}
        expect:
          adept: {zone: battlefield}
          bears: {zone: hand}
          i1: {tapped: true}
          i5: {tapped: true}
    """)
    assert out.passed, out.failures


def test_601_2b_annihilating_glare_pays_4_or_sacrifices(solve) -> None:
    """Annihilating Glare ({B}; pay {4} or sacrifice an artifact or creature): the mana
    option joins the total cost (601.2f: {4}{B}, all five lands tap); the sacrifice option
    costs only {B}."""
    out = solve("""
        name: glare mana
        battlefield: [{card: Swamp, as: s1}, {card: Swamp, as: s2}, {card: Swamp, as: s3},
                      {card: Swamp, as: s4}, {card: Swamp, as: s5},
                      {card: Grizzly Bears, as: bears},
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Annihilating Glare]}
        actions:
          - cast: Annihilating Glare
            targets: [giant]
            pay: true
            choices: {additional_option: "pay {4}"}
        expect:
          giant: {zone: graveyard}
          bears: {zone: battlefield}
          s5: {tapped: true}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: glare sacrifice
        battlefield: [{card: Swamp, as: s1}, {card: Swamp, as: s2},
                      {card: Grizzly Bears, as: bears},
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Annihilating Glare]}
        actions:
          - cast: Annihilating Glare
            targets: [giant]
            pay: true
            choices: {additional_option: 1, cost: bears}
        expect:
          giant: {zone: graveyard}
          bears: {zone: graveyard}
          s2: {tapped: false}
    """, name="b.yaml")
    assert out.passed, out.failures


def test_601_2b_dusk_mangler_one_of_three_costs(solve) -> None:
    """Dusk Mangler (sacrifice a creature, discard a card, or pay 4 life): Alice announces
    the third option and pays 4 life; her creature and her card stay."""
    out = solve("""
        name: dusk mangler
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Dusk Mangler, {card: Forest, as: forest}]}
        actions:
          - cast: Dusk Mangler
            choices: {additional_option: 2}
        expect:
          bears: {zone: battlefield}
          forest: {zone: hand}
          player Alice: {life: 16}
    """)
    assert out.passed, out.failures


def test_701_9b_acceptable_losses_discards_a_card_at_random(solve) -> None:
    """Acceptable Losses (discard a card at random: 5 damage to target creature): with the
    Forest its only other card, the Forest is discarded (no choice, 701.9b) after the mana
    is paid (601.2h); Bob's Hill Giant dies."""
    out = solve("""
        name: acceptable losses
        battlefield: [Mountain, Mountain, Mountain, Mountain,
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Acceptable Losses, {card: Forest, as: forest}]}
        actions:
          - {cast: Acceptable Losses, targets: [giant], pay: true}
        expect:
          forest: {zone: graveyard}
          giant: {zone: graveyard}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_701_9b_acceptable_losses_needs_another_card(solve) -> None:
    """With no other card in hand the random discard can't be paid (118.3): refused."""
    out = solve("""
        name: acceptable losses empty
        battlefield: [Mountain, Mountain, Mountain, Mountain,
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [{card: Acceptable Losses, as: al}]}
        actions:
          - {cast: Acceptable Losses, targets: [giant], pay: true, refused: "can't pay"}
        expect:
          al: {zone: hand}
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_9b_one_of_two_cards_is_discarded_at_random(solve) -> None:
    """Two other cards in hand: exactly one of them is discarded, the other stays."""
    out = solve("""
        name: acceptable losses two
        battlefield: [{card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Acceptable Losses, {card: Forest, as: a}, {card: Island, as: b}]}
        actions:
          - {cast: Acceptable Losses, targets: [giant]}
        expect:
          giant: {zone: graveyard}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    zones = sorted(o.zone for o in game.state.objects.values()
                   if o.card in ("Forest", "Island") and not o.zone.startswith("left:"))
    assert zones == ["graveyard", "hand"]


ORACLE = [
    ("Fumarole", "As an additional cost to cast this spell, pay 3 life.", True),
    ("Cathartic Reunion", "As an additional cost to cast this spell, discard two cards.",
     True),
    ("Magmatic Insight", "As an additional cost to cast this spell, discard a land card.",
     True),
    ("Bankrupt in Blood", "As an additional cost to cast this spell, sacrifice two "
     "creatures.", True),
    ("Deprive", "As an additional cost to cast this spell, return a land you control to its "
     "owner's hand.", True),
    ("Disappearing Act", "As an additional cost to cast this spell, return a permanent you "
     "control to its owner's hand.", True),
    ("Shared Discovery", "As an additional cost to cast this spell, tap four untapped "
     "creatures you control.", True),
    ("Warlord's Elite", "As an additional cost to cast this spell, tap two untapped "
     "artifacts, creatures, and/or lands you control.", True),
    ("Disruption Protocol", "As an additional cost to cast this spell, tap an untapped "
     "artifact you control or pay {1}.", True),
    ("Silvergill Adept", "As an additional cost to cast this spell, reveal a Merfolk card "
     "from your hand or pay {3}.", True),
    ("Living Destiny", "As an additional cost to cast this spell, reveal a creature card "
     "from your hand.", True),
    ("Bitter Triumph", "As an additional cost to cast this spell, discard a card or pay 3 "
     "life.", True),
    ("Redirect Lightning", "As an additional cost to cast this spell, pay 5 life or pay "
     "{2}.", True),
    ("Annihilating Glare", "As an additional cost to cast this spell, pay {4} or sacrifice "
     "an artifact or creature.", True),
    ("Dusk Mangler", "As an additional cost to cast this spell, sacrifice a creature, "
     "discard a card, or pay 4 life.", True),
    ("Acceptable Losses", "As an additional cost to cast this spell, discard a card at "
     "random.", True),
    ("Kaervek's Spite", "As an additional cost to cast this spell, sacrifice all permanents "
     "you control and discard your hand.", False),
]


@pytest.mark.parametrize(("name", "line", "read"), ORACLE)
def test_118_8_oracle_additional_cost_lines(name: str, line: str, read: bool) -> None:
    abilities = compile_line(line, name, spell=True)
    if read:
        assert [type(a) for a in abilities] == [AdditionalCost]
    else:
        assert any(isinstance(a, UnsupportedAbility) for a in abilities)
