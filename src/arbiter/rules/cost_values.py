"""Numbers fixed by how an activation cost was paid (602.2b, 601.2h): "{1}{R}, {T}, Remove
any number of charge counters from ~: It deals that much damage to any target." — "that
much" is the number of counters the player chose to remove paying the cost; "the sacrificed
creature's power" — the power of the permanent sacrificed paying a cost, as it last existed
on the battlefield (608.2h)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CountersRemovedAsCost(Value):
    """The number of counters removed paying "Remove any number of <kind> counters from ~"
    (kept with the ability on the stack as it was activated; a copy of the ability copies
    it, 707.10). Counted by the interpreter (`at_resolution`)."""

    local = False
    #: "Add {G}, then add an additional {G} for each charge counter removed this way": one
    #: more than the counters removed.
    plus: int = 0

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("CountersRemovedAsCost is read from the activation's choices")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        n = r.item.choices.get("counters_removed")
        if n is None:
            raise UnsupportedTextError(r.item.source_name, "that much (no counters were "
                                       "removed as a cost)")
        return int(n) + self.plus

    def __str__(self) -> str:
        return "the number of counters removed"


#: The characteristics "the sacrificed <permanent>'s <stat>" reads.
STATS = ("power", "toughness", "mana_value")


@dataclass(frozen=True)
class SacrificedStat(Value):
    """"the sacrificed creature's power" / "... toughness" / "the sacrificed artifact's mana
    value": the value the one permanent of that type sacrificed paying the spell's
    additional cost (118.8) or the ability's activation cost (602.2b) had as it last existed
    on the battlefield (608.2h). `card_type` None: "the sacrificed permanent's". Where no
    such permanent, or more than one, was sacrificed paying a cost, the game stops naming
    the text (principle 5). Counted by the interpreter (`at_resolution`)."""

    card_type: str | None = "Creature"
    stat: str = "power"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("SacrificedStat is read from the costs paid")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        paid = list(r.item.choices.get("additional") or ())
        paid.append(r.item.choices.get("sacrificed") or ())  # an activation cost's
        lki = r.game.lki
        picks = [o for group in paid for o in group if o in lki
                 and (self.card_type is None or self.card_type in lki[o].types)]
        if len(picks) != 1:
            raise UnsupportedTextError(r.item.source_name, f"{self} (not one sacrificed)")
        return int(getattr(lki[picks[0]], self.stat) or 0)

    def __str__(self) -> str:
        what = (self.card_type or "permanent").lower()
        return f"the sacrificed {what}'s {self.stat.replace('_', ' ')}"


@dataclass(frozen=True)
class TappedStat(Value):
    """"the power of the creature tapped this way" (Impelled Giant, Keldon Battlewagon): the
    power of the one creature tapped paying the ability's activation cost ("Tap an untapped
    creature you control", 602.2b, 118.3), as it is now if it is still on the battlefield,
    else as it last existed there (608.2h). Where not exactly one creature was tapped paying
    a cost, the game stops naming the text (principle 5). Counted by the interpreter."""

    stat: str = "power"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("TappedStat is read from the costs paid")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        tapped = list(r.item.choices.get("tapped") or ())
        if len(tapped) != 1:
            raise UnsupportedTextError(r.item.source_name, f"{self} (not one tapped)")
        (o,) = tapped
        obj = r.game.state.objects.get(o)
        chars = r.game.chars(o) if obj is not None and obj.zone == "battlefield" \
            else r.game.lki.get(o)
        return int(getattr(chars, self.stat, 0) or 0)

    def __str__(self) -> str:
        return f"the {self.stat} of the creature tapped this way"

