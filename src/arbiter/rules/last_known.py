"""Numbers read from last known information (608.2h, 603.10a): "When ~ dies, you gain life
equal to its power" — the power the object had as it last existed on the battlefield."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class EventObjectPower(Value):
    """The power of the object the triggering event happened to ("its power" after "When ~
    dies" / "Whenever equipped creature dies"): as it last existed if it has left the
    battlefield (608.2h), else as it is now. Counted by the interpreter (`at_resolution`)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("EventObjectPower is counted as the ability resolves")

    def at_resolution(self, r: Any) -> int:
        game = r.game
        oid = r.item.choices.get("event_obj")
        if oid is None:
            return 0
        obj = game.state.objects.get(oid)
        if obj is not None and obj.zone == "battlefield":
            return game.chars(oid).power or 0
        ch = game.lki.get(oid)
        return (ch.power or 0) if ch is not None else 0

    def __str__(self) -> str:
        return "its power"


@dataclass(frozen=True)
class SacrificedTotalPower(Value):
    """"the total power of the sacrificed creatures" (118.8: a spell's additional cost
    "sacrifice any number of creatures"): the sum of their powers as they last existed on
    the battlefield (608.2h). 707.10: a copy of the spell copies the costs paid for it (its
    choices). Read only for a spell: another spell or ability has no such choices and the
    game stops, naming the text."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("SacrificedTotalPower is counted as the spell resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        paid = r.item.choices.get("additional")
        if paid is None:
            raise UnsupportedTextError(r.item.source_name, "the total power of the sacrificed "
                                       "creatures (no additional cost was paid)")
        lki = r.game.lki
        # The ids paid are those the permanents had on the battlefield: each one sacrificed
        # has its last known information there (a card discarded or exiled from a graveyard
        # to pay a cost has none).
        return sum(lki[o].power or 0 for picks in paid for o in picks
                   if o in lki and "Creature" in lki[o].types)

    def __str__(self) -> str:
        return "the total power of the sacrificed creatures"


@dataclass(frozen=True)
class SacrificedManaValue(Value):
    """"the sacrificed creature's mana value" (a spell's additional cost "sacrifice a
    creature", 118.8, or an activation cost "Sacrifice an artifact"): its mana value as it
    last existed on the battlefield (608.2h). Read only where one such permanent was
    sacrificed paying a cost; otherwise the game stops, naming the text."""

    card_type: str = "Creature"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("SacrificedManaValue is counted as the spell resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        paid = list(r.item.choices.get("additional") or ())
        paid.append(r.item.choices.get("sacrificed") or ())  # an activation cost's
        lki = r.game.lki
        picks = [o for group in paid for o in group
                 if o in lki and self.card_type in lki[o].types]
        if len(picks) != 1:
            raise UnsupportedTextError(r.item.source_name, f"{self} (not one sacrificed)")
        return int(lki[picks[0]].mana_value or 0)

    def __str__(self) -> str:
        return f"the sacrificed {self.card_type.lower()}'s mana value"


@dataclass(frozen=True)
class StatOf(Value):
    """608.2h: "its power" / "its toughness" / "its mana value" of an object an earlier
    instruction named ("Exile target creature. Its controller gains life equal to its
    power."): the object's current value while it is still on the battlefield (the public
    zone it was expected to be in), else its last known information there. `what` is a
    reference (bound like a pronoun naming past information, `compiler.grammar.refs`);
    `stat` is "power", "toughness" or "mana_value". Counted by the interpreter."""

    what: Any
    stat: str
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("StatOf is counted as the effect resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        game = r.game
        objs = [o for o in r.ref(self.what) if isinstance(o, int)]
        if not objs:
            return 0
        oid = objs[0]
        if game.obj(oid).zone in ("battlefield", "stack"):
            ch = game.chars(oid)  # 202.3e: a spell's X counted (`rules.spell_x_mana_value`)
        elif oid in game.lki:
            ch = game.lki[oid]  # 608.2h: as it last existed on the battlefield or stack
        else:
            raise UnsupportedTextError(r.item.source_name, f"{self} (no last known "
                                       "information of that object)")
        return int(getattr(ch, self.stat) or 0)

    def __str__(self) -> str:
        return "its " + self.stat.replace("_", " ")


@dataclass(frozen=True)
class WhereStatOf(StatOf):
    """107.3a, 608.2h: "..., where X is that creature's power" (Soul's Might: "Put X +1/+1
    counters on target creature, where X is that creature's power"): the number a
    where-clause defines, read from the one target the text named before it. The clause
    comes after the whole instruction, so its reference is bound after the instruction's
    other parts (`compiler.grammar.stat_refs`); `noun` is the word naming the object
    ("creature", "artifact", "spell"; "" for "its"), which the target must be."""

    noun: str = ""


@dataclass(frozen=True)
class ExiledThisWayManaValue(Value):
    """"the mana value of the permanent exiled this way" (Ruinous Intrusion): the permanent
    the instruction before exiled, its mana value as it last existed on the battlefield
    (608.2h); 0 when nothing was exiled this way (it had left, or the target was illegal)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("ExiledThisWayManaValue is counted as the spell resolves")

    def at_resolution(self, r: Any) -> int:
        game, it = r.game, r.it
        if not r.did or it is None or game.obj(it).zone != "exile":
            return 0
        before = next((ev.obj for ev in reversed(game.events + getattr(game, "_past_events", []))
                       if ev.kind == "zone_change" and ev.new_id == it), None)
        ch = game.lki.get(before) if before is not None else None
        return int(ch.mana_value or 0) if ch is not None else 0

    def __str__(self) -> str:
        return "the mana value of the permanent exiled this way"
