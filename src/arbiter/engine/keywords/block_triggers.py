"""702: keyword abilities that are triggered abilities of blocks, built from the CR's
definition of each as a real triggered ability (603), run by the engine's trigger machinery
(`engine.triggers.triggered`):

- flanking (702.25a): "Whenever this creature becomes blocked by a creature without
  flanking, the blocking creature gets -1/-1 until end of turn." (509.3d: once for each
  creature that blocks it; 509.3f: the blocker must lack flanking as it becomes a blocking
  creature)
- bushido N (702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until
  end of turn." (509.3a, 509.3c: once each combat, however many creatures it blocks or is
  blocked by)
- rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of
  turn for each creature blocking it beyond the first." (702.23b: counted once, as it
  resolves)
- afflict N (702.130a): "Whenever this creature becomes blocked, defending player loses N
  life."

Each instance triggers separately (702.25b, 702.45b, 702.23c, 702.130b). A keyword whose N
isn't a number gives None: it stays an explicit unsupported part.
"""

from __future__ import annotations

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.combat_values import BlockersBeyondFirst
from arbiter.rules.instructions import CreateEffect, LoseLife, Ref
from arbiter.rules.parts import ModifyPT
from arbiter.rules.selectors import And, HasKeyword, IsType, Not
from arbiter.rules.values import AsResolved, Const, Scaled

_EOT = "end_of_turn"


def _number(param: str | None) -> int | None:
    text = (param or "").strip()
    return int(text) if text.isdigit() else None


def flanking() -> TriggeredAbility:
    """702.25a: the event is one creature blocking this one (509.3d); "the blocking creature"
    is that blocker (the event's object)."""
    return TriggeredAbility(
        text="Whenever this creature becomes blocked by a creature without flanking, the "
             "blocking creature gets -1/-1 until end of turn.",
        trigger=Trigger("blocks_creature", "blocked_self",
                        selector=And((IsType("Creature"), Not(HasKeyword("flanking"))))),
        instructions=(CreateEffect(parts=(ModifyPT(Const(-1), Const(-1)),),
                                   affected=Ref.event(), duration=_EOT),))


def bushido(param: str | None) -> TriggeredAbility | None:
    n = _number(param)
    if n is None:
        return None
    return TriggeredAbility(
        text=f"Whenever this creature blocks or becomes blocked, it gets +{n}/+{n} until end "
             "of turn.",
        trigger=Trigger("blocks_or_becomes_blocked", "self"),
        instructions=(CreateEffect(parts=(ModifyPT(Const(n), Const(n)),),
                                   affected=Ref.this(), duration=_EOT),))


def rampage(param: str | None) -> TriggeredAbility | None:
    n = _number(param)
    if n is None:
        return None
    bonus = AsResolved(Scaled(BlockersBeyondFirst(), n))  # 702.23b: fixed as it resolves
    return TriggeredAbility(
        text=f"Whenever this creature becomes blocked, it gets +{n}/+{n} until end of turn "
             "for each creature blocking it beyond the first.",
        trigger=Trigger("becomes_blocked", "self"),
        instructions=(CreateEffect(parts=(ModifyPT(bonus, bonus),), affected=Ref.this(),
                                   duration=_EOT),))


def afflict(param: str | None) -> TriggeredAbility | None:
    """702.130a: "defending player" is the player this creature attacks, or the controller
    of the planeswalker (protector of the battle) it attacks (508.5)."""
    n = _number(param)
    if n is None:
        return None
    return TriggeredAbility(
        text=f"Whenever this creature becomes blocked, defending player loses {n} life.",
        trigger=Trigger("becomes_blocked", "self"),
        instructions=(LoseLife(n=n, who=Ref("defending_player")),))


__all__ = ["afflict", "bushido", "flanking", "rampage"]
