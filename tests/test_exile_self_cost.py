"""118.3, 602.1: "Exile this <permanent>" as part of an activated ability's cost: the
permanent is exiled from the battlefield as the cost is paid (Rootcoil Creeper, Brittle
Effigy); once it's gone the ability can't be activated again."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.costs import TapCost
from arbiter.rules.object_costs import ExileSelf


def test_118_3_rootcoil_creeper_exiles_itself_returning_a_flashback_card(solve) -> None:
    """Rootcoil Creeper is exiled as the cost; Think Twice (a card with flashback Alice owns)
    returns from exile to her hand."""
    out = solve("""
        name: rootcoil creeper
        battlefield: [{card: Rootcoil Creeper, as: creeper}]
        exile: {Alice: [{card: Think Twice, as: tt}]}
        actions:
          - {activate: {card: creeper, ability: 3, targets: [tt]}}
        expect:
          creeper: {zone: exile}
          tt: {zone: hand}
    """)
    assert out.passed, out.failures


def test_118_3_rootcoil_creeper_cant_target_a_card_without_flashback(solve) -> None:
    """Lightning Bolt has no flashback: it isn't a legal target, the activation is refused
    and Rootcoil Creeper stays on the battlefield."""
    out = solve("""
        name: rootcoil creeper without a legal target
        battlefield: [{card: Rootcoil Creeper, as: creeper}]
        exile: {Alice: [{card: Lightning Bolt, as: bolt}], Bob: [{card: Think Twice, as: tt}]}
        actions:
          - {activate: {card: creeper, ability: 3, targets: [bolt]}, refused: "target"}
          - {activate: {card: creeper, ability: 3, targets: [tt]}, refused: "target"}
        expect:
          creeper: {zone: battlefield, tapped: false}
          bolt: {zone: exile}
          tt: {zone: exile}
    """)
    assert out.passed, out.failures


def test_118_3_brittle_effigy_exiled_as_it_exiles_a_creature(solve) -> None:
    out = solve("""
        name: brittle effigy
        battlefield:
          - {card: Brittle Effigy, as: effigy}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {activate: {card: effigy, ability: 1, targets: [bears]}}
        expect:
          effigy: {zone: exile}
          bears: {zone: exile}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "{G}{U}, {T}, Exile this creature: Return target card with flashback you own from exile "
    "to your hand.",  # Rootcoil Creeper
    "{4}, {T}, Exile this artifact: Exile target creature.",  # Brittle Effigy
    "{T}, Exile this enchantment: Draw a card.",
])
def test_118_3_exile_this_permanent_cost_lines(line: str) -> None:
    [ab] = compile_line(line, "Test Card")
    assert ExileSelf() in ab.cost and TapCost() in ab.cost


def test_118_3_exile_from_your_graveyard_is_not_exile_this() -> None:
    [ab] = compile_line("{2}{B}, Exile this card from your graveyard: Draw a card.",
                        "Test Card")
    assert ExileSelf() not in getattr(ab, "cost", ())
