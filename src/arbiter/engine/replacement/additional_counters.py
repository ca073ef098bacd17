"""Permanents entering with additional counters because of OTHER objects' effects (614.1c,
614.12):

    Each other Vampire you control enters the battlefield with an additional +1/+1 counter
    on it.                                   (a static ability: Vampire Socialite)
    Until your next turn, ... each creature you control enters the battlefield with an
    additional +1/+1 counter on it.          (an effect of a resolved ability: Arlinn)

Each is a rules effect (613.11, a `RulesPart` RULE with detail (kind, n)) applying to the
objects its selector describes; the layer system decides what it applies to, so when a
permanent enters (it is already in the battlefield zone as `engine.replacement.entering.enter`
runs) the effects found on it are those that apply to it as it would exist on the battlefield
(614.12: its own static abilities and the continuous effects that already exist are taken into
account). A static ability's condition ("As long as an opponent lost life this turn") is
checked by the layer system the same way, as the permanent enters.

614.12: such a replacement effect from a static ability applies only if its source was
already on the battlefield: it doesn't apply to its own source ("Such effects may come from
the permanent itself if they affect only that permanent", not a general subset including it),
nor to a permanent entering at the same time as the source (the source's "enters" event is
in the same batch, `engine.triggers.batches`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject

RULE = "enters_with_additional_counters"


def _entered_now(game: Game, source: int) -> bool:
    """Did `source` enter the battlefield in the event being performed (the current batch)?"""
    state = game.state
    if not state.batch_depth:
        return False
    return any(e.kind == "enters" and e.obj == source and e.batch == state.batch
               for e in state.events[state.batch_start:])


def apply(game: Game, obj: GameObject) -> None:
    """614.1c: put the additional counters of each applicable effect on `obj` as it enters
    (counters put on as it enters count as counters put on it, 122.6)."""
    from arbiter.engine.rules_effects import rules_on

    extra: dict[str, int] = {}
    for effect, detail in rules_on(game, obj.id, RULE):
        if effect.from_static and (effect.source == obj.id or
                                   (effect.source is not None
                                    and _entered_now(game, effect.source))):
            continue  # 614.12: the source wasn't on the battlefield before
        kind, n = detail
        extra[kind] = extra.get(kind, 0) + int(n)
    for kind, n in extra.items():
        game.put_counters(obj.id, kind, n)


__all__ = ["RULE", "apply"]
