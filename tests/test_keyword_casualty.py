"""Casualty (702.153) played through the real engine: "Casualty N" is an optional additional
cost, sacrificing a creature with power N or greater (702.153a, paid as 601.2b and 601.2f-h
say), and "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell
has any targets, you may choose new targets for the copy." (a cast trigger with an
intervening "if", 603.4; the copy 707.10, not cast)."""

from __future__ import annotations

import pytest
from casting_play import labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.scenario.errors import ScenarioError

_LIGHT = """
    name: casualty
    battlefield: [Mountain, Mountain, {{card: {fodder}, as: fodder}},
                  {{card: Hill Giant, controller: Bob, as: giant}},
                  {{card: Grizzly Bears, controller: Bob, as: bears}}]
    hand: {{Alice: [{{card: Light 'Em Up, as: light}}]}}
"""


def test_702_153a_casualty_paid_sacrifices_and_copies_the_spell(board) -> None:
    """Light 'Em Up (Casualty 2: 2 damage to target creature or planeswalker): Alice
    sacrifices her 2/2 Bears as she casts it targeting the Giant (601.2h); the casualty
    trigger copies it (707.10) and she chooses the Bears as the copy's new target (707.10c).
    The copy resolves first: Bob's Bears die; then the Giant is dealt 2 damage."""
    game = board(_LIGHT.format(fodder="Grizzly Bears"))
    take(game, "cast Light 'Em Up")
    assert labels(game) == ["don't pay casualty Sacrifice a creature with power 2 or greater",
                            "pay casualty Sacrifice a creature with power 2 or greater"]
    take(game, "pay casualty", "~Hill Giant")
    assert game.obj(obj_id(game, "fodder")).zone == "graveyard"  # paid as it was cast
    items = game.state.stack_items
    assert len(items) == 2 and items[-1].kind == "triggered"  # the casualty trigger
    take(game, "pass", "pass")  # the trigger resolves: the copy, and a new target for it
    assert labels(game) == ["keep", f"Grizzly Bears#{obj_id(game, 'bears')}"]
    take(game, "~Grizzly Bears")
    pass_until_empty(game)
    giant = obj_id(game, "giant")
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(giant).damage == 2


def test_702_153a_casualty_not_paid_no_copy(board) -> None:
    game = board(_LIGHT.format(fodder="Grizzly Bears"))
    take(game, "cast Light 'Em Up", "don't pay casualty", "~Hill Giant")
    assert len(game.state.stack_items) == 1  # 603.4: no casualty trigger
    pass_until_empty(game)
    assert game.obj(obj_id(game, "fodder")).zone == "battlefield"
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"
    assert game.obj(obj_id(game, "giant")).damage == 2


def test_702_153a_casualty_not_offered_without_a_creature_powerful_enough(board) -> None:
    """Casualty 2 needs a creature with power 2 or greater: Alice's 1/1 Memnite won't do,
    so no announcement is asked."""
    game = board(_LIGHT.format(fodder="Memnite"))
    take(game, "cast Light 'Em Up")
    assert not any("casualty" in x for x in labels(game))


def test_702_153a_casualty_announced_without_a_creature_is_refused(solve) -> None:
    with pytest.raises(ScenarioError, match="casualty"):
        solve("""
            name: casualty refused
            battlefield: [Memnite, {card: Hill Giant, controller: Bob, as: giant}]
            hand: {Alice: [Light 'Em Up]}
            actions:
              - {cast: Light 'Em Up, targets: [giant], choices: {casualty: yes}}
        """)


def test_702_153a_rooftop_nuisance_copy_draws_too(solve) -> None:
    """Rooftop Nuisance (Casualty 1; tap target creature, it doesn't untap; draw a card) cast
    with casualty: the original and the copy each draw a card."""
    out = solve("""
        name: casualty draw
        battlefield: [Memnite, {card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [{card: Rooftop Nuisance, as: rn}]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: rn, targets: [giant], choices: {casualty: yes}}
        choices: [no]
        expect:
          giant: {tapped: true}
          Memnite: {zone: graveyard}
          player Alice: {hand_size: 2}
          rn: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "read"), [
    ("Casualty 1", True),                  # Make Disappear
    ("Casualty 2", True),                  # Light 'Em Up
    ("Casualty X", False),                 # Ob Nixilis, the Adversary: X isn't a number
])
def test_702_153a_casualty_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read
