"""702: keyword abilities that are (or include) triggered abilities, as the triggered
abilities the engine runs (603):

- ward (702.21a): "Whenever this permanent becomes the target of a spell or ability an
  opponent controls, counter that spell or ability unless that player pays [cost]."
- decayed (702.147a): "When this creature attacks, sacrifice it at end of combat." (its
  static half, "This creature can't block", is checked in `engine.combat.declare`).

`engine.triggers.triggered` asks `keyword_trigger` for each keyword a permanent has; a keyword with
no triggered ability here gives None.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

from arbiter.engine.keywords import ward_costs
from arbiter.engine.keywords.cost_triggers import KEYWORDS as COST_KEYWORDS
from arbiter.engine.keywords.cost_triggers import trigger_for as cost_trigger
from arbiter.engine.keywords.counter_keywords import KEYWORDS as COUNTER_KEYWORDS
from arbiter.engine.keywords.counter_keywords import trigger as counter_trigger
from arbiter.engine.keywords.triggered_keywords import KEYWORDS as FAMILY_KEYWORDS
from arbiter.engine.keywords.triggered_keywords import trigger_for as family_trigger
from arbiter.engine.triggers.activations import ACTIVATED, kind_ok
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.costs import Cost, DiscardCard, ManaPayment, PayLife, SacrificePermanents
from arbiter.rules.instructions import (
    CounterTarget,
    DelayedTrigger,
    MayPay,
    Ref,
    Sacrifice,
)
from arbiter.rules.random_discard_cost import DiscardCardAtRandom

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem
    from arbiter.engine.triggers.events import Event

#: Keywords with a triggered ability this module supplies (for the enforced-keyword list).
TRIGGERED_KEYWORDS = frozenset({"ward", "decayed", "soulbond", "renown"})

_MANA = re.compile(r"(?:\{(?:[0-9]+|[WUBRGC]|[WUBRG]/[WUBRGP]|[WUBRG]/P|2/[WUBRG])\})+")
_LIFE = re.compile(r"pay (\d+) life\.?", re.IGNORECASE)
_DISCARD = re.compile(r"discard a card\.?", re.IGNORECASE)


def ward_cost(param: str | None) -> tuple[Cost, ...] | None:
    """702.21a: the cost a ward keyword names: a mana cost ("Ward {2}"), life ("Ward—Pay 3
    life.") or a discard ("Ward—Discard a card."). None for a cost the engine can't ask for
    at resolution yet (X, 702.21b; sacrifices)."""
    text = (param or "").strip()
    if _MANA.fullmatch(text):
        return (ManaPayment(mana=text),)
    m = _LIFE.fullmatch(text)
    if m:
        return (PayLife(amount=int(m.group(1))),)
    if _DISCARD.fullmatch(text):
        return (DiscardCard(),)
    return ward_costs.parse(text)  # 702.21a: "{2}, Pay 2 life", "Sacrifice a creature", ...


def _describe(cost: tuple[Cost, ...]) -> str:
    """What "that player" does to keep the spell: "pays {2}", "pays 3 life", "discards a
    card"."""
    return " and ".join("discards a card at random" if isinstance(c, DiscardCardAtRandom) else
                        "discards a card" if isinstance(c, DiscardCard) else
                        f"sacrifices {c.description}" if isinstance(c, SacrificePermanents) else
                        f"pays {c.mana}" if isinstance(c, ManaPayment) else
                        f"pays {c.amount} life" if isinstance(c, PayLife) else str(c)
                        for c in cost)


@cache
def keyword_trigger(keyword: str, param: str | None, extra: tuple[Any, ...] = ()
                    ) -> TriggeredAbility | None:
    """The triggered ability a keyword stands for, or None (`extra`: the keyword's own data,
    e.g. backup's abilities printed below it, 702.165a)."""
    if keyword in FAMILY_KEYWORDS:
        return family_trigger(keyword, param, extra)  # 702.23a-702.181a: attacks, blocks ...
    if keyword in COUNTER_KEYWORDS:
        return counter_trigger(keyword, param)  # 702.43a, 702.79a, 702.100a, 702.110a ...
    if keyword in COST_KEYWORDS:
        return cost_trigger(keyword)  # 702.74a evoke, 702.153a casualty, 702.175a offspring
    if keyword == "renown" and (param or "").isdigit():
        from arbiter.engine.keyword_actions.designations import renown_ability

        return renown_ability(int(param or 0))  # 702.112a
    if keyword == "haunt":
        from arbiter.engine.keywords.haunt import permanent_ability

        return permanent_ability()  # 702.55a (on a spell: `haunt.spell_resolved`)
    if keyword == "soulbond":
        from arbiter.engine.keywords.soulbond import soulbond_ability

        return soulbond_ability()  # 702.95a
    if keyword == "decayed":
        # 702.147a: the attack trigger creates a delayed triggered ability (603.7) that
        # sacrifices the creature at end of combat; 603.7c: if it has left the battlefield by
        # then (a new object if it returned, 400.7), it isn't affected.
        return TriggeredAbility(
            text="When this creature attacks, sacrifice it at end of combat.",
            trigger=Trigger("attacks", "self"),
            instructions=(DelayedTrigger(step="end_of_combat",
                                         instructions=(Sacrifice(Ref.target(0)),),
                                         what=Ref.this()),))
    if keyword == "ward":
        cost = ward_cost(param)
        if cost is None:
            return None
        # 702.21a: not targeted: "that spell or ability" is the one whose targeting made it
        # trigger; "that player" is its controller, who decides whether to pay (118.12a).
        return TriggeredAbility(
            text="Whenever this permanent becomes the target of a spell or ability an opponent "
                 f"controls, counter that spell or ability unless that player "
                 f"{_describe(cost)}.",
            trigger=Trigger("becomes_target", "self", by="opponent"),
            instructions=(MayPay(cost=cost,
                                 otherwise=(CounterTarget(Ref.event_stack_object()),),
                                 who=Ref.event_player()),))
    return None


def by_ok(game: Game, trigger: Trigger, ev: Event, controller: int) -> bool:
    """603.2: does the event's player satisfy the trigger's `by` ("an opponent controls",
    "you control")? For "becomes the target of a spell", is it a spell (`what`)?"""
    if getattr(trigger, "what", "any") == "spell" and ev.kind == "becomes_target" and \
            ev.stack_kind != "spell":
        return False
    if ev.kind == ACTIVATED and not kind_ok(getattr(trigger, "what", "any"), ev):
        return False  # 603.2: "an exhaust ability", "an ability that isn't a mana ability"
    by = getattr(trigger, "by", "any")
    if by.startswith("attacked_"):
        from arbiter.engine.triggers.attacked import attacked_ok

        return attacked_ok(game, by, ev, controller)  # 508.1m: "attacks you"
    if by == "opponent":
        return ev.player is not None and ev.player in game.opponents(controller)
    if by == "you":
        return ev.player == controller
    return True


def emit_becomes_target(game: Game, item: StackItem, only: object = None) -> None:
    """601.2c / 602.2b / 603.3d / 115.7: each object a spell or ability targets "becomes the
    target" of it as it is put on the stack (or as its target changes); the event names the
    spell or ability (a spell's object, an ability's stack object) and its controller.
    `only`: just that new target (115.7)."""
    from arbiter.engine.stack.items import _expand
    from arbiter.engine.triggers.events import Event

    ident = item.source if item.kind == "spell" else item.id
    specs = _expand(list(item.target_specs), len(item.targets), item.kind == "spell") \
        if item.target_specs else []
    seen: list[int] = []
    for t, spec in zip(item.targets, specs, strict=False):
        # A player target ("target player", "target opponent") is a player index, not an
        # object; "any target" names players as ("player", i).
        if spec.kind == "player" or not isinstance(t, int) or t not in game.state.objects:
            continue
        if (only is None or t == only) and t not in seen:
            seen.append(t)
            game.emit(Event("becomes_target", t, player=item.controller, extra=ident,
                            stack_kind=item.kind))
