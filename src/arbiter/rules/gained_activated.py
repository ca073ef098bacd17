"""613.1f: "<objects> have all activated abilities of <other objects>" (Necrotic Ooze, Myr
Welder, Robaran Mercenaries, Manascape Refractor): a layer 6 part adding to each affected
object every activated ability (602.1) the named objects have at that moment, mana abilities
(605.1a) and loyalty abilities (606) included unless the text leaves them out ("except mana
abilities", "except for loyalty abilities").

The abilities are read from the objects as they are in layer 6 (their partial result), so
what they gained or lost there before counts, and 613.8 decides the order by trial: an effect
whose gained abilities change when another applies depends on it. An ability gained so that
names its own object refers to its new object (201.5b: "~" is the object that has it). A
keyword that stands for an activated ability (the 702 keywords below) is one too; an
activated ability the compiler couldn't read is copied as it is, an unread part that stops
the game when it is activated (principle 5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from arbiter.rules.abilities import ActivatedAbility, KeywordAbility, UnsupportedAbility
from arbiter.rules.characteristics import AbilityInstance
from arbiter.rules.parts import Part

if TYPE_CHECKING:
    from arbiter.rules.abilities import Ability
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView

#: The 702 keywords that are (or stand for) activated abilities: equip 702.6a, cycling
#: 702.29a (and typecycling 702.29e), ninjutsu 702.49a, transmute 702.53a, forecast 702.57a,
#: aura swap 702.65a, fortify 702.67a, transfigure 702.71a, reinforce 702.77a, unearth
#: 702.84a, level up 702.87a, scavenge 702.97a, outlast 702.107a, crew 702.122a, embalm
#: 702.128a, eternalize 702.129a, encore 702.141a, reconfigure 702.151a, craft 702.167a,
#: saddle 702.171a, station 702.184a.
ACTIVATED_KEYWORDS = frozenset({
    "equip", "cycling", "ninjutsu", "transmute", "forecast", "aura swap", "fortify",
    "transfigure", "reinforce", "unearth", "level up", "scavenge", "outlast", "crew", "embalm",
    "eternalize", "encore", "reconfigure", "craft", "saddle", "station",
})


def is_activated(ability: Ability) -> bool:
    """602.1: an activated ability, a keyword standing for one, or an unread one."""
    if isinstance(ability, ActivatedAbility):
        return True
    if isinstance(ability, KeywordAbility):
        word = ability.keyword.lower()
        return word in ACTIVATED_KEYWORDS or word.endswith("cycling")
    return isinstance(ability, UnsupportedAbility) and ability.kind == "activated"


def _excluded(ability: Ability, exclude: str) -> bool:
    if not isinstance(ability, ActivatedAbility):
        return False
    if exclude == "mana":
        return ability.is_mana_ability  # 605.1a
    if exclude == "loyalty":
        return ability.loyalty is not None  # 606.3
    return False


@dataclass(frozen=True)
class GainActivatedAbilities(Part):
    """613.1f: "has all activated abilities of <objects>" (`exclude`: "mana" or "loyalty")."""

    layer: ClassVar[str] = "6"
    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})
    of: Selector
    exclude: str = ""

    def reads(self) -> frozenset[str]:
        return frozenset({"abilities"})

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        zones = self.of.zones()
        found: list[tuple[int, Ability]] = []
        for other, obj in view.state.objects.items():
            if obj.zone not in zones or other not in view.chars:
                continue
            if not self.of.matches(view, other, ctx):
                continue
            found.extend((other, a.ability) for a in view.chars[other].abilities
                         if is_activated(a.ability) and not _excluded(a.ability, self.exclude))
        return tuple(found)

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        # 613.7a: the gained abilities' effects take the granting effect's timestamp.
        key, ts = ctx.effect.key, ctx.effect.timestamp
        ch.abilities = ch.abilities + [
            AbilityInstance(("granted", key, (other, i), ts), a)
            for i, (other, a) in enumerate(self.params(view, oid, ctx))]

    def describe(self, params: Any) -> str:
        texts = [a.text for _o, a in params]
        return "gains " + (", ".join(texts) if texts else "no activated abilities")


__all__ = ["ACTIVATED_KEYWORDS", "GainActivatedAbilities", "is_activated"]
