"""614.1a / 614.10 / 504.1: "If you would draw a card during your draw step, instead you may
skip that draw. If you do, until your next turn, you can't be attacked except by creatures
with flying and/or islandwalk." (Island Sanctuary)

A replacement effect of a static ability (`SKIP_RULE`, detail: the attackers still allowed) on
each draw its controller would make during their own draw step (the turn-based draw, 504.1,
and any other draw in that step): the player may skip it (`skip_instead`, asked before the
other replacements of a draw, 616.1: all the outcomes stay open). Skipping creates an effect
on the player until their next turn (611.2a, `ATTACK_RULE`): a creature that doesn't match
can't attack them (508.1c: a restriction; planeswalkers they control may still be
attacked), read by `engine.combat.declare.attack_options` (`may_attack_player`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import UNTIL_YOUR_NEXT_TURN, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 613.11: on the static ability's source; detail: the attackers' selector.
SKIP_RULE = "skip_draw_step_draw"
#: 613.10: on the player (a resolved effect): detail: the attackers' selector.
ATTACK_RULE = "attacked_only_by"


def _effects(game: Game, player: int) -> list[tuple[Any, Any]]:
    from arbiter.engine.rules_effects import rules_effects

    return [(ts, d) for ts, d, controller in rules_effects(game, SKIP_RULE)
            if controller == player and d is not None]


def may_skip(game: Game, player: int) -> bool:
    """Could `player` skip a draw now (their draw step, such an effect of theirs)?"""
    turn = game.state.turn
    return turn.active == player and turn.step == "draw" and bool(_effects(game, player))


def skip_instead(game: Game, player: int) -> bool:
    """614.1a: as `player` would draw a card during their draw step, they may skip that draw
    instead; returns whether the draw was replaced."""
    turn = game.state.turn
    if turn.active != player or turn.step != "draw":
        return False
    found = _effects(game, player)
    if not found:
        return False
    if not game.decide(Decision("may", "skip that draw instead? (614.1a)", player,
                                [("yes", True), ("no", False)], optional=True,
                                key="skip_draw")):
        return False
    _ts, selector = found[0]
    state = game.state
    ts = state.new_timestamp()
    state.effects.append(ContinuousEffect(
        key=("skipped_draw", ts), source=None, source_name="skipped draw", timestamp=(ts,),
        controller=player, parts=(RulesPart(rule=ATTACK_RULE, detail=selector),),
        affected=None, locked=frozenset(), duration=UNTIL_YOUR_NEXT_TURN,
        created_turn=turn.number))
    state.touch()
    game.log(f"{game.player_name(player)} skips a draw (614.1a)")
    return True


def may_attack_player(game: Game, creature: int, player: int) -> bool:
    """508.1c: "you can't be attacked except by <creatures>": may `creature` attack
    `player`?"""
    from arbiter.engine.rules_effects import rules_effects
    from arbiter.rules.view import LayerView, context_for

    limits = [(d, c) for _ts, d, c in rules_effects(game, ATTACK_RULE) if c == player and d]
    if not limits:
        return True
    view = LayerView(game.state, game.layers().chars)
    return all(sel.matches(view, creature, context_for(view, None, c)) for sel, c in limits)


__all__ = ["ATTACK_RULE", "SKIP_RULE", "may_attack_player", "may_skip", "skip_instead"]
