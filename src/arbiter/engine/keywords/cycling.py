"""702.29: cycling and typecycling, and the abilities that trigger on cycling.

- 702.29a: cycling is an activated ability that functions only while the card is in a
  player's hand. "Cycling [cost]" means "[Cost], Discard this card: Draw a card."
- 702.29b: the ability exists in every zone (the card has an activated ability there); it
  can be activated only from the hand, where its cost can be paid (113.6j).
- 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for
  a [type] card, reveal it, and put it into your hand. Then shuffle your library."
  (`rules.typecycling`); 702.29f: it is a cycling ability, and its cost a cycling cost.
- 702.29c: "When you cycle this card" means "When you discard this card to pay an
  activation cost of a cycling ability"; such an ability triggers from whatever zone the
  card winds up in after it's cycled. Paying the cost emits an event "cycle" naming the
  card where it wound up (`engine.casting.from_hand`); `cycled_card` makes that card a
  source of triggered abilities for the event, and `cycles_itself` lets only its own "When
  you cycle this card" trigger there.
- 702.29d: "Whenever a player cycles or discards a card" triggers only once when a card is
  cycled: cycling a card is discarding it, so such an ability is read as a discard trigger
  (`compiler.triggers.cycle`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import Cost, ManaPayment, PayLife, SacrificePermanents
from arbiter.rules.from_hand import DiscardSelf
from arbiter.rules.instructions import Draw, SearchLibrary
from arbiter.rules.keyword_costs import KeywordCosts
from arbiter.rules.typecycling import cycling_type

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.conditions import Trigger
    from arbiter.engine.triggers.events import Event

_MANA = re.compile(r"(?:\{[^}]+\})+")


#: The activation costs a cycling cost in words may name (602.2b: paid as the ability is
#: activated; 119.4 life, 701.21a sacrifice).
_WORDS = (ManaPayment, PayLife, SacrificePermanents)


def mana_cost(param: str | None) -> tuple[Cost, ...] | None:
    """A keyword's cost when it is a mana cost ("{2}", "{X}{1}{U}"); None otherwise."""
    text = (param or "").strip().rstrip(".")
    if not _MANA.fullmatch(text):
        return None
    try:
        ManaCost.of(text)
    except ValueError:
        return None
    return (ManaPayment(text),)


def cycling_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.29a / 702.29e: the activated ability a cycling or typecycling keyword stands for;
    None when its cost isn't one the engine pays."""
    cost = mana_cost(kw.param)
    if cost is None:
        # "Cycling—Pay 2 life." / "Cycling—Sacrifice a land.": the words the compiler read
        # (`rules.keyword_costs.KeywordCosts`), paid as activation costs (602.2b)
        cost = next((e.costs for e in kw.extra if isinstance(e, KeywordCosts)
                     and all(isinstance(c, _WORDS) for c in e.costs)), None)
    if cost is None:
        return None
    kind = cycling_type(kw)
    # 702.29e: "reveal it" shows the card found; the engine keeps no revealed state.
    instructions = (Draw(1),) if kind is None else (SearchLibrary(kind.selector, to="hand"),)
    return ActivatedAbility(text=kw.text, cost=(*cost, DiscardSelf(cycling=True)),
                            instructions=instructions, keyword="cycling", zone="hand")


def cycled_card(game: Game, ev: Event, chars: dict[int, Any],
                sources: list[tuple[int, Any]]) -> list[tuple[int, Any]]:
    """702.29c: the card a "cycle" event names, wherever it wound up, is a source of
    triggered abilities for that event (unless it already is one)."""
    if ev.kind != "cycle" or ev.obj is None or ev.obj not in chars:
        return []
    if any(o == ev.obj for o, _ in sources):
        return []
    return [(ev.obj, chars[ev.obj])]


def cycling_x(ev: Event) -> dict[str, Any]:
    """107.3e: an ability that triggered on cycling ("When you cycle this card, create an
    X/X blue Shark creature token") uses the X announced for the cycling cost, when it had
    one."""
    return {"x": ev.extra} if ev.kind == "cycle" and ev.extra is not None else {}


def cycles_itself(trigger: Trigger) -> bool:
    """702.29c: "When you cycle this card" (alone or as one of the events a trigger
    condition names)."""
    return any(t.event == "cycle" and t.subject == "self" for t in (trigger.any_of or (trigger,)))


__all__ = ["cycled_card", "cycles_itself", "cycling_ability", "cycling_x", "mana_cost"]
