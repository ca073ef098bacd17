"""Skipping a step (614.1b, 614.10): "Skip your draw step.", "Skip your untap step.",
"Players skip their untap steps.", "Players skip their upkeep steps."; and 103.8a, the
starting player's first draw step in a two-player game.

614.10: an effect that causes a player to skip a step replaces that step with nothing; the
turn goes on with the next step, and 614.10a: anything scheduled for the skipped step doesn't
happen (the draw of 504.1, "at the beginning of your draw step" triggers). The effect is a
rules part of a static ability (613.11) that applies to its controller, or to each player
when its detail is "each" ("Players skip ...").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects
from arbiter.engine.turn.skip_next import take_next_skip

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The `RulesPart.rule` of "Skip your draw step."
SKIP_DRAW_STEP = "skip_draw_step"

#: The `RulesPart.rule` of "Skip your untap step." (detail "each": "Players skip their untap
#: steps.").
SKIP_UNTAP_STEP = "skip_untap_step"

#: The `RulesPart.rule` of "Players skip their upkeep steps." (detail as the untap step's).
SKIP_UPKEEP_STEP = "skip_upkeep_step"

#: The step each skip effect replaces, and the step the turn goes on with instead (500.1).
_SKIPS = {"draw": (SKIP_DRAW_STEP, "precombat_main"), "untap": (SKIP_UNTAP_STEP, "upkeep"),
          "upkeep": (SKIP_UPKEEP_STEP, "draw")}


def _skips(game: Game, player: int, rule: str) -> bool:
    """Does a skip effect of this kind apply to `player` (its controller's, or each
    player's)?"""
    return any(detail == "each" or controller == player
               for _ts, detail, controller in rules_effects(game, rule))


def unless_skipped(game: Game, step: str) -> str:
    """The step the turn goes on with when `step` would begin: `step` itself, or the one
    after it when the active player skips it (614.10)."""
    turn = game.state.turn
    if step == "draw" and turn.number == 1 and len(game.state.players) == 2:
        # 103.8a: in a two-player game the starting player (the only one with a turn 1)
        # skips the draw step of their first turn; 103.8c: in other multiplayer games no
        # player does
        game.log(f"{game.player_name(turn.active)} skips the draw step of the first turn "
                 "(103.8a)")
        return "precombat_main"
    skip = _SKIPS.get(step)
    if skip is not None and _skips(game, game.state.turn.active, skip[0]):
        game.log(f"{game.player_name(game.state.turn.active)} skips their {step} step (614.10)")
        return unless_skipped(game, skip[1])  # the next step may be skipped too

    if step == "beginning_of_combat" and take_next_skip(game, game.state.turn.active, "combat"):
        # 614.10, 506.1: "skips their next combat phase": the whole phase, all its steps;
        # the turn goes on with what follows that phase (500.8: an added phase, or the
        # postcombat main phase)
        from arbiter.engine.turn.extra_phases import next_step

        game.log(f"{game.player_name(game.state.turn.active)} skips their combat phase "
                 "(614.10)")
        return unless_skipped(game, next_step(game, "end_of_combat", "postcombat_main"))
    if skip is not None and take_next_skip(game, game.state.turn.active, step):
        # 614.10a: "skips their next <step>": the first one not skipped otherwise
        game.log(f"{game.player_name(game.state.turn.active)} skips their {step} step "
                 "(614.10)")
        return unless_skipped(game, skip[1])
    return step
