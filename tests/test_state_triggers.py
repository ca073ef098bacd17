"""603.8: state triggers. "When you control no <permanents>, sacrifice this creature." (Emperor
Crocodile, Barbarian Outcast, Tethered Griffin) triggers as soon as the state is true, goes on
the stack the next time a player would receive priority, doesn't trigger again while it is on
the stack, and isn't checked again as it resolves (it has no intervening "if", 603.4)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_CROC = "When you control no other creatures, sacrifice this creature."


def _stack(game) -> list[str]:
    return [it.ability.text if it.kind == "triggered" else it.source_name
            for it in game.state.stack_items]


def test_603_8_emperor_crocodile_sacrificed_when_its_last_companion_dies(solve) -> None:
    out = solve("""
        name: emperor crocodile
        battlefield:
          - {card: Emperor Crocodile, as: croc}
          - {card: Grizzly Bears, as: bears}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          croc: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_8_no_trigger_while_the_state_is_false(solve) -> None:
    """Two other creatures: one dies, the Crocodile stays."""
    out = solve("""
        name: emperor crocodile keeps a friend
        battlefield:
          - {card: Emperor Crocodile, as: croc}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          croc: {zone: battlefield}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_603_8_triggers_once_and_is_not_checked_again_as_it_resolves(solve) -> None:
    """The trigger is on the stack once (it doesn't trigger again while there, though the
    state stays true); Alice flashes in Ambush Viper in response, and the Crocodile is still
    sacrificed (no intervening "if")."""
    out = solve("""
        name: emperor crocodile in response
        battlefield:
          - {card: Emperor Crocodile, as: croc}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Ambush Viper], Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears], respond: true}
          - {resolve: 1}
    """)
    assert out.passed, out.failures
    assert _stack(out.game) == [_CROC]
    out = solve("""
        name: emperor crocodile in response
        battlefield:
          - {card: Emperor Crocodile, as: croc}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Ambush Viper], Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears], respond: true}
          - {resolve: 1}
          - {cast: Ambush Viper, as: viper}
        expect:
          viper: {zone: battlefield}
          croc: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_8_a_state_true_in_the_middle_of_a_resolution_triggers(solve) -> None:
    """Alice's Pongify destroys her Grizzly Bears, then she creates a 3/3 Ape: between the
    two instructions she controls no other creature, so the Crocodile's ability triggers
    (603.8: as soon as the state matches) and it is sacrificed though the Ape is there."""
    out = solve("""
        name: emperor crocodile and pongify
        battlefield:
          - {card: Emperor Crocodile, as: croc}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Pongify]}
        actions:
          - {cast: Pongify, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          Ape Token: {count: 1, controller: Alice}
          croc: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_8_barbarian_outcast_loses_its_last_swamp(solve) -> None:
    out = solve("""
        name: barbarian outcast
        battlefield:
          - {card: Barbarian Outcast, as: outcast}
          - {card: Swamp, as: swamp}
        hand: {Alice: [Stone Rain]}
        actions:
          - {cast: Stone Rain, targets: [swamp]}
        expect:
          swamp: {zone: graveyard}
          outcast: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_8_tethered_griffin_enters_with_no_enchantment(solve) -> None:
    """The state is true as soon as it enters: the trigger goes on the stack and the Griffin
    is sacrificed."""
    out = solve("""
        name: tethered griffin
        hand: {Alice: [Tethered Griffin]}
        actions:
          - {cast: Tethered Griffin, as: griffin}
        expect:
          griffin: {zone: graveyard}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: tethered griffin with an enchantment
        battlefield: [Underworld Dreams]
        hand: {Alice: [Tethered Griffin]}
        actions:
          - {cast: Tethered Griffin, as: griffin}
        expect:
          griffin: {zone: battlefield}
    """)
    assert out.passed, out.failures


#: Real Oracle lines in today's wording.
LINES = [
    ("Sea Serpent", "When you control no Islands, sacrifice this creature."),
    ("Pirate Ship", "When you control no Islands, sacrifice this creature."),
    ("Covetous Dragon", "When you control no artifacts, sacrifice this creature."),
    ("Emperor Crocodile", _CROC),
    ("Ronom Serpent", "When you control no snow lands, sacrifice this creature."),
    ("Skeleton Ship", "When you control no Islands, sacrifice Skeleton Ship."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_603_8_state_trigger_lines(name: str, line: str) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "state" and ab.trigger.state is not None
    assert ab.intervening_if is None
