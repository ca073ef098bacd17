"""106.6: mana whose ability says what happens to the spell it's spent on: "Spend this mana
only to cast a creature spell of the chosen type, and that spell can't be countered."
(Cavern of Souls), "... a legendary spell, and that spell can't be countered." (Delighted
Halfling), "If that mana is spent on an instant or sorcery spell, that spell can't be
countered." (Boseiju, Who Shelters All). A spell paid for with such mana stays on the stack
when a spell tries to counter it (701.6a); a copy of it wasn't cast and had no mana spent on
it, so it can be countered (707.10). Played through real mana payment (`pay: true`)."""

from __future__ import annotations

from arbiter.engine.stack.items import resolve_top
from arbiter.rules.uncounterable import cant_be_countered


def test_106_6_cavern_of_souls_elf_spell_cant_be_countered(solve) -> None:
    """Cavern of Souls (Elf chosen, 614.12) pays Llanowar Elves: Bob's Counterspell does
    nothing to it (701.6a) and the Elves enter."""
    out = solve("""
        name: cavern elf
        battlefield: [{card: Cavern of Souls, as: cavern, choices: {creature_type: Elf}}]
        hand: {Alice: [Llanowar Elves], Bob: [Counterspell]}
        actions:
          - {cast: Llanowar Elves, pay: true, respond: true, as: elves}
          - {cast: Counterspell, by: Bob, targets: [elves]}
        expect:
          cavern: {tapped: true}
          elves: {zone: battlefield}
          Counterspell: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_106_6_cavern_of_souls_mana_refused_for_another_type(solve) -> None:
    """Cavern of Souls with Elf chosen can't pay Grizzly Bears (a Bear): its colorless mana
    can't pay {G} and its colored mana is only for Elf creature spells."""
    out = solve("""
        name: cavern bear
        battlefield: [{card: Cavern of Souls, as: cavern, choices: {creature_type: Elf}},
                      {card: Wastes}]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true, refused: "total cost {1}{G}"}
        expect:
          cavern: {tapped: false}
          Grizzly Bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_106_6_unclaimed_territory_chosen_type_and_changeling(solve) -> None:
    """Unclaimed Territory (Elf chosen): its colored mana pays Woodland Changeling, which is
    every creature type (702.73a), and that spell can still be countered: the Territory has
    no such rider."""
    out = solve("""
        name: territory
        battlefield: [{card: Unclaimed Territory, as: t, choices: {creature_type: Elf}},
                      {card: Wastes}]
        hand: {Alice: [Woodland Changeling], Bob: [Counterspell]}
        actions:
          - {cast: Woodland Changeling, pay: true, respond: true, as: ch}
          - {cast: Counterspell, by: Bob, targets: [ch]}
        expect:
          t: {tapped: true}
          ch: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_106_6_delighted_halfling_legendary_spell_cant_be_countered(solve) -> None:
    """Delighted Halfling's colored mana pays Isamaru, Hound of Konda (legendary): Bob's
    Counterspell can't counter it."""
    out = solve("""
        name: halfling
        battlefield: [{card: Delighted Halfling, as: h}]
        hand: {Alice: ["Isamaru, Hound of Konda"], Bob: [Counterspell]}
        actions:
          - {cast: "Isamaru, Hound of Konda", pay: true, respond: true, as: dog}
          - {cast: Counterspell, by: Bob, targets: [dog]}
        expect:
          dog: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_106_6_boseiju_instant_cant_be_countered(solve) -> None:
    """Boseiju's {C} (and 2 life) with an Island pays Think Twice: the instant can't be
    countered; Alice draws."""
    out = solve("""
        name: boseiju instant
        battlefield: [{card: "Boseiju, Who Shelters All", as: b, tapped: false}, {card: Island}]
        hand: {Alice: [Think Twice], Bob: [Counterspell]}
        library: {Alice: [Plains, Plains]}
        actions:
          - {cast: Think Twice, pay: true, respond: true, as: tt}
          - {cast: Counterspell, by: Bob, targets: [tt]}
        expect:
          b: {tapped: true}
          player Alice: {life: 18, hand_size: 1}
          tt: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_106_6_boseiju_creature_spell_can_be_countered(solve) -> None:
    """Boseiju's mana spent on Grizzly Bears (not an instant or sorcery) adds nothing: Bob's
    Counterspell counters the Bears."""
    out = solve("""
        name: boseiju creature
        battlefield: [{card: "Boseiju, Who Shelters All", as: b, tapped: false}, {card: Forest}]
        hand: {Alice: [Grizzly Bears], Bob: [Counterspell]}
        actions:
          - {cast: Grizzly Bears, pay: true, respond: true, as: bears}
          - {cast: Counterspell, by: Bob, targets: [bears]}
        expect:
          b: {tapped: true}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_106_6_707_10_a_copy_of_the_uncounterable_spell_can_be_countered(solve) -> None:
    """Think Twice paid with Boseiju's mana, then copied by Twincast: the original can't be
    countered, the copy can (it wasn't cast; no mana was spent on it, 707.10)."""
    out = solve("""
        name: boseiju copy
        battlefield: [{card: "Boseiju, Who Shelters All", tapped: false}, {card: Island}]
        hand: {Alice: [Think Twice, Twincast]}
        library: {Alice: [Plains, Plains, Plains]}
        actions:
          - {cast: Think Twice, pay: true, respond: true, as: tt}
          - {cast: Twincast, targets: [tt], respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    resolve_top(game)  # Twincast resolves: the copy goes on the stack (707.10)
    spells = [game.obj(i.source) for i in game.state.stack_items if i.kind == "spell"]
    copies = [o for o in spells if o.spell_copy]
    originals = [o for o in spells if not o.spell_copy]
    assert len(copies) == 1 and len(originals) == 1
    assert cant_be_countered(game, originals[0].id)
    assert not cant_be_countered(game, copies[0].id)


def test_106_6_of_the_chosen_type_on_both_sides_is_read(catalog) -> None:
    """Secluded Courtyard: "a creature spell of the chosen type or activate an ability of a
    creature source of the chosen type": each side needs a creature of the chosen type."""
    from arbiter.rules.instructions import objects as I
    from arbiter.rules.mana_riders import CHOSEN
    from arbiter.rules.mana_spend_only import decode

    adds = [i for a in catalog.abilities("Secluded Courtyard", 0)
            for i in getattr(a, "instructions", ())
            if isinstance(i, I.AddMana) and i.restriction]
    assert len(adds) == 1
    spells, sources = decode(adds[0].restriction)
    assert spells == (frozenset({"Creature", CHOSEN}),)
    assert sources == (frozenset({"Creature", CHOSEN}),)
