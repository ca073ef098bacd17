"""602.2b, 603.2: trigger conditions on a player activating an ability ("Whenever you
activate an exhaust ability", "Whenever a player activates an ability that isn't a mana
ability", "... an ability of an artifact, creature, or land ...", "a loyalty ability of a
Chandra planeswalker"): they trigger once the ability has been activated, its costs paid;
"that player" is the player who activated it. Conditions that include mana abilities stay
unread (the engine announces only the others)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


def test_602_2i_exhaust_activation_grows_adrenaline_jockey(solve) -> None:
    """Alice activates Afterburner Expert's exhaust ability: it gets two +1/+1 counters
    (6/4) and her Adrenaline Jockey one (4/4)."""
    out = solve("""
        name: jockey exhaust
        turn: {number: 3}
        battlefield:
          - {card: Adrenaline Jockey, as: jockey}
          - {card: Afterburner Expert, as: expert}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: expert, ability: Exhaust}
        expect:
          jockey: {power: 4, toughness: 4}
          expert: {power: 6, toughness: 4}
    """)
    assert out.passed, out.failures


def test_602_2i_an_opponents_exhaust_activation_doesnt_count(solve) -> None:
    """Bob activates his Afterburner Expert's exhaust ability: Alice's Jockey stays 3/3."""
    out = solve("""
        name: jockey bob exhaust
        turn: {number: 3}
        battlefield:
          - {card: Adrenaline Jockey, as: jockey}
          - {card: Afterburner Expert, as: expert, controller: Bob}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: expert, ability: Exhaust, by: Bob}
        expect:
          jockey: {power: 3, toughness: 3}
          expert: {power: 6, toughness: 4}
    """)
    assert out.passed, out.failures


def test_602_2i_afterburner_expert_returns_from_the_graveyard(solve) -> None:
    """113.6m: Afterburner Expert in Alice's graveyard returns to the battlefield when she
    activates another Expert's exhaust ability."""
    out = solve("""
        name: expert returns
        turn: {number: 3}
        battlefield:
          - {card: Afterburner Expert, as: expert}
        graveyard: {Alice: [{card: Afterburner Expert, as: buried}]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: expert, ability: Exhaust}
        expect:
          buried: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_602_2i_burning_tree_shaman_pings_the_activating_player(solve) -> None:
    """Bob activates Prodigal Pyromancer's {T} ability at Alice: Burning-Tree Shaman deals
    1 damage to Bob (that player), the Pyromancer 1 to Alice. Tapping Llanowar Elves for
    mana (a mana ability) doesn't trigger it."""
    out = solve("""
        name: burning tree
        turn: {number: 3}
        battlefield:
          - {card: Burning-Tree Shaman}
          - {card: Prodigal Pyromancer, as: pyro, controller: Bob}
          - {card: Llanowar Elves, as: elf, controller: Bob}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: elf, ability: 1, by: Bob}
          - activate: {card: pyro, ability: 1, targets: [Alice], by: Bob}
        expect:
          player Alice: {life: 19}
          player Bob: {life: 19}
          elf: {tapped: true}
    """)
    assert out.passed, out.failures


def test_602_2i_immolation_shaman_sees_a_sacrificed_artifact(solve) -> None:
    """603.10a: Bob sacrifices Mind Stone to draw a card: the ability is one of an artifact
    (as it last existed), so Immolation Shaman deals 1 damage to Bob."""
    out = solve("""
        name: immolation mind stone
        turn: {number: 3}
        battlefield:
          - {card: Immolation Shaman}
          - {card: Mind Stone, as: stone, controller: Bob}
        library: {Alice: [Island], Bob: [Island, Island]}
        actions:
          - activate: {card: stone, ability: 2, by: Bob}
        expect:
          player Bob: {life: 19}
          stone: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_602_2i_immolation_shaman_ignores_its_controllers_abilities(solve) -> None:
    """Alice's own Prodigal Pyromancer: "an opponent activates" isn't Alice; nobody but
    Bob (pinged) loses life."""
    out = solve("""
        name: immolation own
        turn: {number: 3}
        battlefield:
          - {card: Immolation Shaman}
          - {card: Prodigal Pyromancer, as: pyro}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: pyro, ability: 1, targets: [Bob]}
        expect:
          player Alice: {life: 20}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_606_keral_keep_disciples_and_a_chandra_loyalty_ability(solve) -> None:
    """Alice activates Chandra, Torch of Defiance's [+1]: Add {R}{R} (a loyalty ability,
    never a mana ability, 605.1a): Keral Keep Disciples deals 1 damage to Bob. Ajani
    Goldmane's [+1] (not a Chandra) doesn't trigger it: Bob at 19 only once."""
    out = solve("""
        name: keral keep
        turn: {number: 3}
        battlefield:
          - {card: Keral Keep Disciples}
          - {card: "Chandra, Torch of Defiance", as: chandra}
          - {card: Ajani Goldmane, as: ajani}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: chandra, ability: 2}
          - activate: {card: ajani, ability: 1}
        expect:
          player Bob: {life: 19}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # mana abilities too: the engine announces only the others
    "Whenever you activate an ability of an Elemental, this creature gets +1/+0 until end "
    "of turn.",
    "Whenever an opponent activates an ability of an artifact they control, this creature "
    "deals 1 damage to that player.",
    # "it" is the ability: no object the engine follows
    "Whenever you activate an ability that isn't a mana ability, copy it. You may choose "
    "new targets for the copy.",
])
def test_602_2i_near_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Test Card") or []
    assert not any(isinstance(a, TriggeredAbility) for a in abilities)
