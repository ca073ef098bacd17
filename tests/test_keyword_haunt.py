"""702.55 haunt: the card exiled haunting a target creature as it goes to the graveyard from
the battlefield (a permanent) or as it resolves (an instant or sorcery), and its abilities
triggering from exile when the creature it haunts dies (702.55b-c). Played through the real
engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.lines import compile_line
from arbiter.engine.keywords.haunt import HAUNTING
from arbiter.rules.abilities import UnsupportedAbility


def test_702_55a_a_dying_haunt_creature_is_exiled_haunting_a_creature(solve) -> None:
    """Blind Hunter (haunt; "When this creature enters or the creature it haunts dies,
    target player loses 2 life and you gain 2 life.") dies: it is exiled haunting Bob's Hill
    Giant. When the Giant dies, the exiled Hunter's ability triggers: Bob loses 2, Alice
    gains 2."""
    out = solve("""
        name: haunt
        battlefield:
          - {card: Blind Hunter, as: hunter}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {move: {card: hunter, to: graveyard}}
        expect:
          hunter: {zone: exile}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    game = out.game
    hunter, giant = obj_id(game, "hunter"), obj_id(game, "giant")
    assert game.obj(hunter).choices[HAUNTING] == giant  # 702.55b
    out = solve("""
        name: haunted dies
        battlefield:
          - {card: Blind Hunter, as: hunter}
          - {card: Hill Giant, controller: Bob, as: giant}
        choices: [giant, Bob]
        actions:
          - {move: {card: hunter, to: graveyard}}
          - {move: {card: giant, to: graveyard}}
        expect:
          hunter: {zone: exile}
          giant: {zone: graveyard}
          player Bob: {life: 18}
          player Alice: {life: 22}
    """, name="second.yaml")
    assert out.passed, out.failures


def test_702_55c_only_the_haunted_creature(solve) -> None:
    """Another creature dying doesn't trigger the exiled Hunter."""
    out = solve("""
        name: haunt other dies
        battlefield:
          - {card: Blind Hunter, as: hunter}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        choices: [giant]
        actions:
          - {move: {card: hunter, to: graveyard}}
          - {move: {card: bears, to: graveyard}}
        expect:
          player Bob: {life: 20}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_702_55a_with_no_creature_to_target_it_stays_in_the_graveyard(solve) -> None:
    """With no creature on the battlefield, the haunt ability has no target and is removed
    (603.3d): Blind Hunter stays in the graveyard."""
    out = solve("""
        name: haunt no target
        battlefield: [{card: Blind Hunter, as: hunter}]
        actions:
          - {move: {card: hunter, to: graveyard}}
        expect:
          hunter: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_55a_a_haunt_spell_is_exiled_as_it_resolves(solve) -> None:
    """Cry of Contrition ("Target player discards a card. Haunt. When the creature Cry of
    Contrition haunts dies, target player discards a card.") resolves at Bob: he discards,
    then the card is exiled haunting Grizzly Bears; when the Bears die, Bob discards again."""
    out = solve("""
        name: haunt spell
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Cry of Contrition, as: cry}], Bob: [Island, Forest]}
        choices: [Island, bears, Bob]
        actions:
          - {cast: Cry of Contrition, targets: [Bob]}
          - {move: {card: bears, to: graveyard}}
        expect:
          cry: {zone: exile}
          Island: {zone: graveyard}
          Forest: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line, name, spell", [
    ("When this creature enters or the creature it haunts dies, target player loses 2 life "
     "and you gain 2 life.", "Blind Hunter", False),
    ("When this creature enters or the creature it haunts dies, destroy target "
     "enchantment.", "Absolver Thrull", False),
    ("When the creature Seize the Soul haunts dies, destroy target nonwhite, nonblack "
     "creature.", "Seize the Soul", True),
])
def test_702_55b_haunted_trigger_lines(line: str, name: str, spell: bool) -> None:
    """Real Oracle lines (Blind Hunter, Absolver Thrull, Seize the Soul)."""
    (ability,) = compile_line(line, name, spell=spell)
    assert not isinstance(ability, UnsupportedAbility)
    assert "haunted" in repr(ability.trigger)


def test_702_55a_haunt_keyword_read() -> None:
    found = parse_keyword_line("Haunt (When this creature dies, exile it haunting target "
                               "creature.)")
    assert found is not None and found[0].keyword == "haunt"
