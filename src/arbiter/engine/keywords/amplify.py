"""Amplify (702.38).

702.38a: "Amplify N" means "As this object enters, reveal any number of cards from your hand
that share a creature type with it. This permanent enters with N +1/+1 counters on it for
each card revealed this way. You can't reveal this card or any other cards that are entering
the battlefield at the same time as this card." 702.38b: each instance works separately.

A replacement effect as the permanent enters (614.1c, 614.12; `engine.keywords.entering`),
judged with the permanent's characteristics as it would exist on the battlefield (614.12)
and the cards' in its controller's hand (205.3m, 702.73a: a changeling card shares every
creature type, `rules.shared_types`). The cards revealed stay in the hand (701.20a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.any_number import choose_any_number
from arbiter.rules.shared_types import share_creature_type

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility
    from arbiter.state.objects import GameObject


def enters_with(game: Game, obj: GameObject, kw: KeywordAbility) -> None:
    """702.38a, as the permanent enters: reveal, then the counters."""
    n = int(kw.param or 0)
    you = obj.controller
    chars = game.layers().chars
    this = chars[obj.id]
    options = [c for c in game.state.zone_list("hand", you)
               if c in chars and share_creature_type(this, chars[c])]
    shown = choose_any_number(game, you, options, f"{kw.text}: reveal any number of cards "
                              "that share a creature type with it", "amplify")
    if shown:
        game.log(f"{game.player_name(you)} reveals "
                 f"{', '.join(game.name_of(c) for c in shown)} (amplify, 702.38a)")
        game.put_counters(obj.id, "+1/+1", n * len(shown))


__all__ = ["enters_with"]
