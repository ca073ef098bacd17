"""702.152 blitz: an alternative cost from the hand; the permanent has haste and "When this
permanent is put into a graveyard from the battlefield, draw a card." as long as its blitz
cost was paid, and is sacrificed at the beginning of the next end step.

702.152a: "Blitz [cost]" means "You may cast this card by paying [cost] rather than its mana
cost" (an alternative cost, 118.9, following 601.2b and 601.2f-h: the way of casting named
"blitz" in `engine.casting.spells.ALTERNATIVES`), "If this spell's blitz cost was paid,
sacrifice the permanent this spell becomes at the beginning of the next end step" (a delayed
triggered ability made as the permanent spell resolves, 603.7; it refers only to that
permanent, 603.7c, and only its controller can sacrifice it, 701.21a) and "As long as this
permanent's blitz cost was paid, it has haste and 'When this permanent is put into a
graveyard from the battlefield, draw a card.'" (haste: `rules.keywords.keyword_ability`).

The granted triggered ability: the engine offers it for every permanent with blitz and lets
it trigger only if that permanent's blitz cost was paid, judged as it left the battlefield
(603.10a, the permanent's record of how it was cast, which never changes afterwards; so
judging again as it resolves, 603.4, changes nothing). Only a blitz cost of mana is carried
out ("Blitz—{2}{B}{B}, Pay 2 life." stays unread). 702.152b (several instances of blitz,
each with its own payments) isn't told apart: the engine records only that a blitz cost was
paid.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.keywords.keyword_mana import keyword_mana_cost
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import SourceCastWith
from arbiter.rules.instructions import Custom, Draw, Ref

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.abilities import KeywordAbility

KEYWORD = "blitz"
#: The `Custom` instruction of the delayed triggered ability.
SACRIFICE_BLITZED = "sacrifice_blitzed"


def blitz_cost(kw: KeywordAbility) -> str | None:
    """702.152a: the mana cost of "Blitz [cost]", or None for any other cost."""
    if keyword_mana_cost(kw, allow_x=False) is None:
        return None
    return (kw.param or "").strip()


@cache
def blitz_draw() -> TriggeredAbility:
    """702.152a: "When this permanent is put into a graveyard from the battlefield, draw a
    card.", which the permanent has only as long as its blitz cost was paid."""
    return TriggeredAbility(
        text="When this permanent is put into a graveyard from the battlefield, draw a card.",
        trigger=Trigger("dies", "self"),
        intervening_if=SourceCastWith(KEYWORD),
        instructions=(Draw(),))


def schedule_sacrifice(game: Game, permanent: int, controller: int) -> None:
    """702.152a / 603.7: "sacrifice the permanent this spell becomes at the beginning of the
    next end step", controlled by the spell's controller."""
    game.state.delayed.append(("end", permanent, (Custom(SACRIFICE_BLITZED, (Ref.target(0),)),),
                               [permanent], controller, KEYWORD))


def do_sacrifice_blitzed(r: Resolution, step: Custom) -> None:
    """702.152a: the delayed trigger's controller sacrifices the permanent (603.7c: only that
    object; 701.21a: only if they still control it)."""
    game = r.game
    for oid in r.ref(step.args[0]):
        if not isinstance(oid, int) or game.obj(oid).zone != "battlefield":
            continue
        if game.chars(oid).controller == r.item.controller:
            game.sacrifice(oid)


__all__ = ["KEYWORD", "SACRIFICE_BLITZED", "blitz_cost", "blitz_draw", "do_sacrifice_blitzed",
           "schedule_sacrifice"]
