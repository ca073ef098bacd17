"""603.2 / 510.2: "Whenever a creature deals combat damage to one of your opponents, its
controller may draw a card." (Edric, Spymaster of Trest): the player dealt combat damage must
be an opponent of the ability's controller (102.2); "its controller" is the controller of the
creature that dealt it, and that player chooses whether to draw (608.2d)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.player_may_draw import PlayerMayDraw
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Ref

_LIB = "library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}"


def _combat(solve, edric: str, answers: str) -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: edric
        battlefield:
          - {{card: "Edric, Spymaster of Trest", controller: {edric}}}
          - {{card: Grizzly Bears, as: bears}}
        {_LIB}
        choices: {answers}
        actions:
          - attack: [bears]
          - block: {{}}
          - pass: {{to: postcombat_main}}
    """)
    assert out.passed, out.failures
    return out.game


def _hands(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [len(game.state.zone_list("hand", p)) for p in (0, 1)]


def test_603_2_edric_the_attacking_creatures_controller_may_draw(solve) -> None:
    """Alice's Edric, Alice's Bears deal 2 to Bob (an opponent of Alice): Alice, the Bears'
    controller, draws."""
    game = _combat(solve, "Alice", "[yes]")
    assert [p.life for p in game.state.players] == [20, 18]
    assert _hands(game) == [1, 0]


def test_608_2d_edric_the_player_may_decline(solve) -> None:
    game = _combat(solve, "Alice", "[no]")
    assert [p.life for p in game.state.players] == [20, 18]
    assert _hands(game) == [0, 0]


def test_102_2_edric_damage_to_its_own_controller_does_not_trigger(solve) -> None:
    """Bob's Edric: Alice's Bears deal combat damage to Bob, who isn't his own opponent;
    nobody draws (no decision is asked)."""
    game = _combat(solve, "Bob", "[]")
    assert [p.life for p in game.state.players] == [20, 18]
    assert _hands(game) == [0, 0]


@pytest.mark.parametrize("line", [
    "Whenever a creature deals combat damage to one of your opponents, its controller may "
    "draw a card.",  # Edric, Spymaster of Trest
    "Whenever a Sliver deals combat damage to a player, its controller may draw a card.",
])
def test_603_2_combat_damage_controller_may_draw_lines(line: str) -> None:
    [ab] = compile_text(line, "Test Card") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "combat_damage_to_player"
    assert ab.instructions == (PlayerMayDraw(1, Ref("event_controller")),)
