"""603.2, 603.6a: static abilities that keep a permanent entering from causing abilities to
trigger: "Creatures entering don't cause abilities to trigger." (Torpor Orb, Hushwing Gryff),
"Artifacts and creatures entering don't cause abilities to trigger." (Doorkeeper Thrull),
"Permanents entering don't cause abilities of permanents your opponents control to trigger."
(Elesh Norn, Mother of Machines).

An ability that would trigger on such an entering event (its own "When ~ enters", another's
"Whenever a creature enters", a delayed one) doesn't. The entering permanent is judged as it
is on the battlefield (603.6a: an enters-the-battlefield ability looks at the permanent after
the event); one no longer there is judged as it last existed (its last known information)
or, without that, the game stops naming the text (principle 5). A "one or more" ability
(603.2c) whose batch has both permanents such an effect covers and others would trigger on
the others alone, with what it counts unsure: the game stops naming the text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.triggers.batches import same_batch
from arbiter.errors import UnsupportedTextError
from arbiter.rules.entering_trigger_bans import RULE, EnteringTriggerBan
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event
    from arbiter.rules.abilities import TriggeredAbility


def _bans(game: Game) -> list[tuple[int, EnteringTriggerBan, int]]:
    res = game.layers()
    return [(e.source, p.detail, res.chars[e.source].controller)
            for effects in res.rules_effects.values() for e in effects for p in e.parts
            if getattr(p, "rule", None) == RULE and e.source in res.chars
            and isinstance(p.detail, EnteringTriggerBan)]


def _covers(game: Game, bans: list[tuple[int, EnteringTriggerBan, int]], ev: Event,
            source: int | None) -> bool:
    res = game.layers()
    entering = ev.obj
    if entering is None:
        return False
    on_battlefield = entering in res.chars and game.obj(entering).zone == "battlefield"
    for ban_source, ban, controller in bans:
        if ban.whose == "opponents" and not (
                source is not None and source in res.chars
                and game.obj(source).zone == "battlefield"
                and res.chars[source].controller in game.opponents(controller)):
            continue  # "abilities of permanents your opponents control"
        if not on_battlefield:
            raise UnsupportedTextError(game.name_of(ban_source) or "a permanent",
                                       "a permanent entering doesn't cause abilities to "
                                       "trigger: it has left the battlefield (as it last "
                                       "existed)")
        view = LayerView(game.state, res.chars)
        ctx = context_for(view, ban_source, controller, from_static=True)
        if ban.entering.matches(view, entering, ctx):
            return True
    return False


def banned(game: Game, ev: Event, source: int | None, ab: TriggeredAbility) -> bool:
    """Does a permanent entering (`ev`) not cause `ab` (of `source`) to trigger?"""
    if ev.kind != "enters":
        return False
    bans = _bans(game)
    if not bans:
        return False
    if _covers(game, bans, ev, source):
        return True
    if ab.trigger is not None and ab.trigger.batch and any(
            _covers(game, bans, other, source) for other in same_batch(game, ev, ("enters",))):
        raise UnsupportedTextError(ab.text or "a triggered ability",
                                   "603.2c: some of the permanents entering together may "
                                   "cause it to trigger, others may not")
    return False


__all__ = ["banned"]
