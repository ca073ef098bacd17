"""Object phrases negating a quality after "that" (`compiler.grammar.that_isnt`): "that
isn't enchanted" (303.4: no Aura attached), "that aren't of the chosen type" (205.3m),
"that isn't a Demon" (205.3), "that doesn't have a +1/+1 counter on it" (122.1)."""

from __future__ import annotations


def test_303_4_brainspoil_cant_target_an_enchanted_creature(solve) -> None:
    """Brainspoil: "Destroy target creature that isn't enchanted." Bob's Grizzly Bears
    wears Holy Strength: not a legal target; his Hill Giant is destroyed."""
    out = solve("""
        name: brainspoil
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Holy Strength, controller: Bob, attached_to: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [Brainspoil]}
        actions:
          - {cast: Brainspoil, targets: [bears], refused: "target"}
          - {cast: Brainspoil, targets: [giant]}
        expect:
          giant: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_303_4_winds_of_rath_spares_enchanted_creatures(solve) -> None:
    """Winds of Rath: "Destroy all creatures that aren't enchanted." Only the Grizzly Bears
    wearing Holy Strength survives."""
    out = solve("""
        name: winds of rath
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Holy Strength, controller: Bob, attached_to: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Llanowar Elves, as: elves}
        hand: {Alice: [Winds of Rath]}
        actions:
          - {cast: Winds of Rath}
        expect:
          bears: {zone: battlefield}
          giant: {zone: graveyard}
          elves: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_205_3m_kindred_dominance_destroys_creatures_not_of_the_chosen_type(solve) -> None:
    """Kindred Dominance: "Choose a creature type. Destroy all creatures that aren't of the
    chosen type." Elf chosen: the Llanowar Elves survives, the Bears and the Giant don't."""
    out = solve("""
        name: kindred dominance
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Llanowar Elves, as: elves}
        hand: {Alice: [Kindred Dominance]}
        actions:
          - {cast: Kindred Dominance, choices: {creature_type: Elf}}
        expect:
          elves: {zone: battlefield}
          bears: {zone: graveyard}
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_122_1_coiling_stalker_targets_a_creature_without_a_counter(solve) -> None:
    """Coiling Stalker: "Whenever this creature deals combat damage to a player, put a +1/+1
    counter on target creature you control that doesn't have a +1/+1 counter on it." Alice's
    Grizzly Bears already has one, so the counter goes on her Llanowar Elves (the only legal
    target; the Stalker itself has one too)."""
    out = solve("""
        name: coiling stalker
        battlefield:
          - {card: Coiling Stalker, as: stalker, counters: {+1/+1: 1}}
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
          - {card: Llanowar Elves, as: elves}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {attack: [stalker]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          elves: {counters: {+1/+1: 1}}
          bears: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures
