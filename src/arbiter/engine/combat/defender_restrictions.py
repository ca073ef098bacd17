"""508.1c: restrictions on attacking that depend on whom the creature would attack — "This
creature can't attack unless defending player controls an Island." and "This creature can't
attack if defending player controls an untapped land."

The rules part `CANT_ATTACK_UNLESS_DEFENDER_CONTROLS` (613.11) holds a selector; the creature
may attack a player, or a planeswalker or battle, only if the defending player it would have
(506.2: the player attacked, or the controller or protector of the permanent attacked)
controls a permanent the selector matches, judged as attackers are declared.
`CANT_ATTACK_IF_DEFENDER_CONTROLS` is the reverse: only if that player controls none.
`CANT_ATTACK_UNLESS_MORE_THAN_DEFENDER` ("This creature can't attack unless you control more
lands than defending player."): only if the effect's controller controls more permanents the
selector matches than that player (108.4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arbiter.engine.rules_effects import rules_on
from arbiter.rules.combat_comparisons import controlled_count
from arbiter.rules.view import EffectContext, LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.combat import Defender

#: The rules part of "can't attack unless defending player controls <permanent>".
CANT_ATTACK_UNLESS_DEFENDER_CONTROLS = "cant_attack_unless_defender_controls"
#: The rules part of "can't attack if defending player controls <permanent>".
CANT_ATTACK_IF_DEFENDER_CONTROLS = "cant_attack_if_defender_controls"
#: The rules part of "can't attack unless you control more <permanents> than defending player".
CANT_ATTACK_UNLESS_MORE_THAN_DEFENDER = "cant_attack_unless_more_than_defender"
#: The rules part of "can't attack unless defending player <is / has ...>" (a condition).
CANT_ATTACK_UNLESS_DEFENDER_IS = "cant_attack_unless_defender_is"


def permitted_defenders(game: Game, creature: int, options: list[Defender],
                        defending_player: Callable[[Game, Defender], int | None]
                        ) -> list[Defender]:
    """508.1c: the options whose defending player (506.2, as `defending_player` says)
    satisfies every such restriction."""
    found = rules_on(game, creature, CANT_ATTACK_UNLESS_DEFENDER_CONTROLS)
    banned = rules_on(game, creature, CANT_ATTACK_IF_DEFENDER_CONTROLS)
    more = rules_on(game, creature, CANT_ATTACK_UNLESS_MORE_THAN_DEFENDER)
    conditions = rules_on(game, creature, CANT_ATTACK_UNLESS_DEFENDER_IS)
    if not found and not banned and not more and not conditions:
        return options
    view = LayerView(game.state, game.layers().chars)

    def controls(who: int, effect: Any, selector: Any) -> bool:
        return any(view.controller(o) == who and selector.matches(
            view, o, EffectContext(view, effect)) for o in game.state.battlefield())

    def outnumbers(who: int, effect: Any, selector: Any) -> bool:
        ctx = EffectContext(view, effect)
        return controlled_count(view, ctx, effect.controller, selector) > controlled_count(
            view, ctx, who, selector)

    out = []
    for d in options:
        who = defending_player(game, d)
        if who is not None and all(controls(who, e, sel) for e, sel in found) and not any(
                controls(who, e, sel) for e, sel in banned) and all(
                outnumbers(who, e, sel) for e, sel in more) and all(
                cond.holds(view, context_for(view, e.source, who)) for e, cond in conditions):
            out.append(d)
    return out


__all__ = ["CANT_ATTACK_IF_DEFENDER_CONTROLS", "CANT_ATTACK_UNLESS_DEFENDER_CONTROLS",
           "CANT_ATTACK_UNLESS_DEFENDER_IS", "CANT_ATTACK_UNLESS_MORE_THAN_DEFENDER",
           "permitted_defenders"]
