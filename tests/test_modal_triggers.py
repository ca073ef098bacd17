"""700.2 / 603.3c: modal triggered abilities ("When this creature enters, choose one — • ...
• ..."). The controller chooses the mode as the ability is put on the stack; a mode whose
target can't be chosen can't be chosen; with no mode possible the ability is removed; the
chosen modes are followed in printed order."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules.abilities import TriggeredAbility

KNIGHT = ("When this creature enters, choose one —\n"
          "• Put two +1/+1 counters on this creature.\n"
          "• Destroy target artifact or enchantment.\n"
          "• You gain 4 life.")


def test_700_2_a_modal_enters_trigger_reads_its_three_modes() -> None:
    (ability,) = compile_text(KNIGHT, "Knight of Autumn")
    assert isinstance(ability, TriggeredAbility)
    assert ability.trigger.event == "enters" and ability.modes == (1, 1)
    counters, destroy, life = ability.mode_options
    assert counters.instructions == (I.PutCounters("+1/+1", 2, on=I.Ref.this()),)
    assert destroy.instructions == (I.Destroy(I.Ref.target(0)),) and len(destroy.targets) == 1
    assert life.instructions == (I.GainLife(4),) and life.targets == ()


def test_700_2_each_mode_keeps_its_text() -> None:
    from arbiter.compiler.lines import compile_line

    (ability,) = compile_line(KNIGHT, "Knight of Autumn")
    assert [m.text for m in ability.mode_options] == [
        "Put two +1/+1 counters on this creature.",
        "Destroy target artifact or enchantment.", "You gain 4 life."]


def _enter_knight(solve, mode: int, extra: str = ""):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: Knight of Autumn enters
        battlefield:
          - {{card: Bear Cub, as: cub}}{extra}
        actions:
          - enter: {{card: Knight of Autumn, as: knight}}
            choices: {{mode: {mode}}}
    """).game


def _by_alias(game, alias: str):  # type: ignore[no-untyped-def]
    return next(o for o in game.state.objects.values()
                if o.alias == alias and not o.zone.startswith("left:"))


def test_603_3c_the_first_mode_puts_two_counters_on_it(solve) -> None:
    game = _enter_knight(solve, 1)
    knight = _by_alias(game, "knight")
    assert knight.counters == {"+1/+1": 2}
    ch = game.chars(knight.id)
    assert (ch.power, ch.toughness) == (4, 3)  # a 2/1 with two +1/+1 counters (613.4c)


def test_603_3c_the_third_mode_gains_4_life(solve) -> None:
    game = _enter_knight(solve, 3)
    assert game.state.players[0].life == 24
    assert _by_alias(game, "knight").counters == {}


def test_603_3c_the_second_mode_destroys_the_artifact(solve) -> None:
    game = _enter_knight(solve, 2, "\n          - {card: Jayemdae Tome, controller: Bob, as: tome}")
    assert _by_alias(game, "tome").zone == "graveyard"


def test_700_2b_a_mode_with_no_legal_target_can_t_be_chosen(solve) -> None:
    """With no artifact or enchantment on the battlefield, mode 2 isn't offered."""
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="mode"):
        _enter_knight(solve, 2)
