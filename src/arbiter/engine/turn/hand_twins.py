"""117.1 / 601.2: two cards in a hand that nothing in the game tells apart are castable
alike, so the priority question judges one of them and gives the other the same answer.

Whether a card can be cast now (`engine.turn.priority.castable`: timing 307.1, restrictions
and bans 601.3, costs and their payment 601.2f-h) reads the card through its characteristics
(its abilities above all), its own facts (`GameObject`: card, face, counters, choices ...)
and the effects of the game (rules effects on casting, 613.11; effects naming an object).
Two cards are such twins when:
- no continuous effect exists at all (none from an ability, none from a resolved spell or
  ability, no rules effect): nothing can name, count or single out either card;
- neither has any ability: nothing of the card itself reads anything (a condition, a cost
  of its own, a keyword);
- their facts are the same but for their identity: the same card and face, owner and
  controller, no counters, choices, links or components, the same characteristics; the
  one choice allowed is the mark of a card drawn (121.1), read only as whether it was
  drawn this turn (`engine.zones.drawn_this_turn.drawn_now`): twins both have it or
  both don't, and were both drawn this turn or both not.
Then swapping the two cards changes nothing the question reads (a hand has no order that
matters, 402.1), and so the answer for one is the answer for the other. Anything else is
judged card by card, as before (`key` is None)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arbiter.engine.zones.drawn_this_turn import DRAWN_TURN, drawn_now

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.layers import LayerResult


def no_effects(game: Game, res: LayerResult) -> bool:
    """Whether no continuous effect exists at all (the first condition, asked once per
    question)."""
    return not res.effects and not res.rules_effects and not game.state.effects


def key(game: Game, res: LayerResult, oid: int) -> tuple[Any, ...] | None:
    """What a card in a hand is, for a game with no effect (`no_effects`): equal for twins;
    None for a card with an ability, or any fact of its own to tell it apart."""
    ch = res.chars.get(oid)
    obj = game.state.objects[oid]
    choices = obj.choices
    # 121.1: the mark of a card drawn is read only as "drawn this turn" (`drawn_now`)
    if ch is None or ch.abilities or obj.zone != "hand" or obj.counters or (
            choices and (len(choices) > 1 or DRAWN_TURN not in choices)) or \
            obj.linked or obj.merged or obj.melded is not None or obj.token is not None or \
            obj.emblem is not None or obj.commander is not None or obj.spell_copy:
        return None
    return (obj.card, obj.face, obj.half, obj.owner, obj.controller, obj.face_down,
            obj.cast_with, obj.cast_from, obj.transformed_at, obj.tapped, obj.damage,
            obj.attached_to, obj.attached_player, obj.lights, ch.signature(),
            DRAWN_TURN in choices, drawn_now(game, obj))


def judged(memo: dict[Any, bool] | None, game: Game, res: LayerResult, oid: int,
           alternative: str | None, judge: Callable[[], bool]) -> bool:
    """`judge()`, the answer for the card `oid` cast with `alternative`, found once for
    twins within one question (`memo`: that question's answers; None: no sharing)."""
    if memo is None:
        return judge()
    k = key(game, res, oid)
    if k is None:
        return judge()
    hit = memo.get((k, alternative))
    if hit is None:
        hit = memo[k, alternative] = judge()
    return hit


__all__ = ["judged", "key", "no_effects"]
