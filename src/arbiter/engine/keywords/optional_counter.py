"""Riot (702.136) and unleash (702.98): "You may have this permanent enter with an
additional +1/+1 counter on it."

702.136a: "Riot" means "You may have this permanent enter with an additional +1/+1 counter
on it. If you don't, it gains haste." 702.136b: each instance works separately.
702.98a: unleash's first static ability is the same choice, with no haste; its second ("This
permanent can't block as long as it has a +1/+1 counter on it") is `rules.unleash`.

Replacement effects as the permanent enters (614.1c, 614.12; `engine.keywords.entering`):
its controller chooses as it enters (a "may" left unanswered is declined). Riot's haste is
an effect of that replacement on the permanent (611.2e-like, layer 6, 613.1f), timestamped as
it enters and lasting while it stays on the battlefield (400.7); losing riot later doesn't
end it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities
from arbiter.state.effects import WHILE_ATTACHED, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility
    from arbiter.state.objects import GameObject


def _wants_counter(game: Game, obj: GameObject, kw: KeywordAbility) -> bool:
    return bool(game.decide(Decision(
        "may", f"{game.name_of(obj.id)} ({kw.text}): have it enter with an additional +1/+1 "
               "counter?", obj.controller, [("yes", True)], optional=True,
        key=kw.keyword)))


def enters_with(game: Game, obj: GameObject, kw: KeywordAbility) -> None:
    """702.136a / 702.98a, as the permanent enters."""
    if _wants_counter(game, obj, kw):
        game.put_counters(obj.id, "+1/+1", 1)
        return
    if kw.keyword == "riot":
        # 702.136a: "If you don't, it gains haste."
        state = game.state
        state.effects.append(ContinuousEffect(
            key=("riot", obj.id, state.new_timestamp()), source=obj.id,
            source_name=game.name_of(obj.id), timestamp=(state.new_timestamp(),),
            controller=obj.controller, parts=(AddAbilities((keyword_ability("Haste"),)),),
            locked=frozenset({obj.id}), anchor=obj.id, duration=WHILE_ATTACHED,
            label=f"{game.name_of(obj.id)} (riot: it gains haste, 702.136a)"))
        state.touch()


__all__ = ["enters_with"]
