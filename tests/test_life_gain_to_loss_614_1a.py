"""614.1a / 119.10 / 616.1: life gain replaced by something else, played through the engine:
"If an opponent would gain life, that player loses that much life instead." (Tainted
Remedy), "If a player would gain life, that player gains no life instead." (Sulfuric
Vortex), and "If you would gain life while you have 5 or less life, you gain twice that
much life instead." (Phial of Galadriel); with a gain replacement of the player's own, the
player gaining life orders them (616.1), and once the gain is a loss no gain replacement
applies (614.6)."""

from __future__ import annotations

import pytest


def _life(out, player: int = 0) -> int:
    return out.game.state.players[player].life


_REVITALIZE = """
        hand: {{Alice: [Revitalize]}}
        library: {{Alice: [Island]}}
        actions:
          - {{set: {{player: Alice, life: {life}}}}}
          - {{cast: Revitalize}}
"""


@pytest.mark.parametrize(("controller", "life"), [("Bob", 17), ("Alice", 23)])
def test_614_1a_tainted_remedy_an_opponents_gain_is_a_loss(solve, controller: str,
                                                           life: int) -> None:
    """Bob's Tainted Remedy: Alice's Revitalize (gain 3 life) makes her lose 3 life; her own
    Tainted Remedy doesn't touch her gain."""
    out = solve(f"""
        name: tainted remedy
        battlefield: [{{card: Tainted Remedy, controller: {controller}}}]
""" + _REVITALIZE.format(life=20))
    assert out.passed, out.failures
    assert _life(out) == life


def test_614_1a_sulfuric_vortex_no_life_gained(solve) -> None:
    out = solve("""
        name: vortex
        battlefield: [{card: Sulfuric Vortex, controller: Bob}]
""" + _REVITALIZE.format(life=20))
    assert out.passed, out.failures
    assert _life(out) == 20


@pytest.mark.parametrize(("choice", "life"), [
    ("twice that much then lose that much life: lose 6 life", 14),
    ("lose that much life: lose 3 life", 17),
])
def test_616_1_boon_reflection_and_tainted_remedy_in_the_order_chosen(solve, choice: str,
                                                                      life: int) -> None:
    """Alice's Boon Reflection, Bob's Tainted Remedy: Alice chooses; doubling first then
    losing costs 6 life; losing first leaves no gain for Boon Reflection to double."""
    out = solve(f"""
        name: order
        choices: ["{choice}"]
        battlefield: [Boon Reflection, {{card: Tainted Remedy, controller: Bob}}]
""" + _REVITALIZE.format(life=20))
    assert out.passed, out.failures
    assert _life(out) == life


@pytest.mark.parametrize(("before", "after"), [(5, 11), (6, 9)])
def test_614_1a_phial_of_galadriel_only_at_5_or_less_life(solve, before: int,
                                                          after: int) -> None:
    out = solve("""
        name: phial
        battlefield: [Phial of Galadriel]
""" + _REVITALIZE.format(life=before))
    assert out.passed, out.failures
    assert _life(out) == after
