"""120.4 / 115.3 / 608.2b: "Cone of Flame deals 1 damage to any target, 2 damage to another
target, and 3 damage to a third target." — three different targets, each dealt its own amount
at once; an illegal one is dealt nothing."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.stack.damage_per_target import DealDamageToSlots
from arbiter.engine.stack.dealt_this_way import EffectOnDealtThisWay
from arbiter.rules.instructions import objects as I


def test_120_4_cone_of_flame_line() -> None:
    [ability] = compile_text("Cone of Flame deals 1 damage to any target, 2 damage to another "
                             "target, and 3 damage to a third target.", "Cone of Flame", True)
    assert ability.instructions == (DealDamageToSlots((1, 2, 3), to=I.Ref.slots(0, 3)),)
    [spec] = ability.targets
    assert spec.kind == "any" and spec.count == 3


def test_120_4_serpentine_spike_line() -> None:
    [ability] = compile_text(
        "Serpentine Spike deals 2 damage to target creature, 3 damage to another target "
        "creature, and 4 damage to a third target creature. If a creature dealt damage this "
        "way would die this turn, exile it instead.", "Serpentine Spike", True)
    first, second = ability.instructions
    assert first.amounts == (2, 3, 4) and isinstance(second, EffectOnDealtThisWay)
    assert ability.targets[0].kind == "creature"


def _cone(solve, targets: str, extra: str = "") -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: cone of flame
        battlefield:
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
          - {{card: Colossal Dreadmaw, controller: Bob, as: maw}}
        hand: {{Alice: [Cone of Flame], Bob: [Unsummon]}}
        actions:
          - {{cast: Cone of Flame, targets: [{targets}]{extra}}}
    """)
    assert out.passed, out.failures
    return out.game


def test_120_4_cone_of_flame_deals_each_its_amount(solve) -> None:
    """1 to Bob, 2 to Grizzly Bears (dies), 3 to Colossal Dreadmaw (survives, 3 damage)."""
    game = _cone(solve, "Bob, bears, maw")
    assert game.state.players[1].life == 19
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "maw")).damage == 3


def test_115_3_cone_of_flame_needs_three_different_targets(solve) -> None:
    game = _cone(solve, "Bob, bears, bears", ', refused: "same target"')
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"
    game = _cone(solve, "Bob, bears", ', refused: "target"')
    assert not game.state.stack_items


def test_608_2b_cone_of_flame_with_a_target_gone(solve) -> None:
    """Bob returns his Grizzly Bears with Unsummon in response: Bob and the Dreadmaw are still
    dealt 1 and 3."""
    out = solve("""
        name: cone of flame unsummon
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Colossal Dreadmaw, controller: Bob, as: maw}
        hand: {Alice: [Cone of Flame], Bob: [Unsummon]}
        actions:
          - {cast: Cone of Flame, targets: [Bob, bears, maw], respond: true}
          - {cast: Unsummon, by: Bob, targets: [bears]}
        expect:
          bears: {zone: hand}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "maw")).damage == 3
