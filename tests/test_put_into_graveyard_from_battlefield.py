"""603.6c with 603.10a: "Whenever a land is put into a graveyard from the battlefield, this
artifact deals 2 damage to that land's controller." (Dingus Egg): a leaves-the-battlefield
ability of another permanent, matched against the land as it last existed, "that land's
controller" its controller then."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility


def test_603_10a_dingus_egg_hurts_the_lands_controller(solve) -> None:
    out = solve("""
        name: dingus egg
        battlefield:
          - Dingus Egg
          - {card: Forest, as: forest, controller: Bob}
        hand: {Alice: [Stone Rain]}
        actions:
          - {cast: Stone Rain, targets: [forest]}
        expect:
          forest: {zone: graveyard}
          player Bob: {life: 18}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_603_10a_dingus_egg_not_for_a_creature(solve) -> None:
    out = solve("""
        name: dingus egg and a creature
        battlefield:
          - Dingus Egg
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_404_2_your_graveyard_means_a_permanent_you_own() -> None:
    [ab] = compile_line("Whenever a creature is put into your graveyard from the battlefield, "
                        "you gain 1 life.", "Test Card")
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "put_into_graveyard_from_battlefield"
    assert ab.trigger.selector == s.And((s.IsType("Creature"), s.OwnedByYou()))
