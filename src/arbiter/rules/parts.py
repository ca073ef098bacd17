"""Layer parts: what a continuous effect does in one layer (613.1-613.4).

Every modification declares its layer here, in one place (style rule 7). A part is a pure
function of (characteristics so far, context); `params` returns the numbers and objects it uses,
resolved now, so that dependency (613.8a "what it does") and explanations can inspect them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from arbiter.rules import type_rules
from arbiter.rules.characteristics import AbilityInstance
from arbiter.rules.values import Value
from arbiter.vocab import COLOR_ORDER, Color

if TYPE_CHECKING:
    from arbiter.rules.abilities import Ability
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView

#: 613.1-613.4: the layers and sublayers in order. "rules" parts are not characteristics
#: (613.10/613.11 and effects such as "can't be blocked"); they are listed, not layered.
LAYERS: tuple[str, ...] = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


@dataclass(frozen=True)
class Part:
    layer: ClassVar[str] = ""
    #: Which characteristics applying this part can change (used to prune 613.8 trials).
    writes: ClassVar[frozenset[str]] = frozenset()

    def reads(self) -> frozenset[str]:
        """Which characteristics its parameters depend on."""
        return frozenset()

    def fine_writes(self) -> frozenset[str]:
        """What applying it can change, as "field" or "field:value" (e.g. "types:Creature")."""
        return self.writes

    def no_change(self, ch: Characteristics, view: LayerView, oid: int,
                  ctx: EffectContext) -> bool:
        """True when applying it to this object surely changes nothing (lets 613.8 trials
        skip copying the object); False when it may."""
        return False

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        return None

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        raise NotImplementedError

    def describe(self, params: Any) -> str:
        return type(self).__name__


#: `base | {chosen}` by (chosen's type, base, chosen): the parameters of a part adding the
#: type or color its source chose (614.12) to its own, the same for every object.
_WITH_CHOSEN: dict[tuple[type, Any, Any], frozenset[Any]] = {}


def _with_chosen(base: Any, chosen: Any) -> frozenset[Any]:
    """`frozenset(base) | {chosen}`, made once per pair (asked once per object)."""
    key = (type(chosen), base, chosen)
    try:
        hit = _WITH_CHOSEN.get(key)
    except TypeError:  # an unhashable collection
        return frozenset(base) | {chosen}
    if hit is None:
        hit = frozenset(base) | {chosen}
        if len(_WITH_CHOSEN) < 256:
            _WITH_CHOSEN[key] = hit
    return hit


def _names(xs: Any) -> str:
    return " ".join(sorted(xs))


# -- layer 2 ------------------------------------------------------------------------------
@dataclass(frozen=True)
class SetController(Part):
    """613.1b: "You control enchanted creature", "gain control of"."""

    writes: ClassVar[frozenset[str]] = frozenset({"controller"})

    layer: ClassVar[str] = "2"
    player: int | None = None  # None: the effect's controller, resolved now

    def reads(self) -> frozenset[str]:
        return frozenset({"controller"})

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        return ctx.controller if self.player is None else self.player

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        ch.controller = self.params(view, oid, ctx)

    def describe(self, params: Any) -> str:
        return f"controlled by player {params}"


# -- layer 3 ------------------------------------------------------------------------------
@dataclass(frozen=True)
class TextChange(Part):
    """612.2: replace a color word or basic land type word in rules text (never a name), and a
    basic land type in the type line (612.1)."""

    writes: ClassVar[frozenset[str]] = frozenset({"abilities", "subtypes"})

    layer: ClassVar[str] = "3"
    old: str = ""
    new: str = ""
    #: Swirl the Mists: every color word (other than the new one) is replaced.
    every_color: bool = False
    #: The new word is the one chosen as the source entered (its choices["color"], 614.12).
    chosen: bool = False

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        new = self.new
        if self.chosen and ctx.source is not None:
            new = str(view.state.objects[ctx.source].choices.get("color") or new)
        if self.every_color:
            from arbiter.rules.text_change import COLOR_WORDS

            olds = tuple(sorted(w for w in COLOR_WORDS if w != new.lower())) if new else ()
            return (olds, new)
        return (self.old, new)

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        from arbiter.rules.text_change import COLOR_WORDS, change_text

        olds, new = self.params(view, oid, ctx)
        if isinstance(olds, str):
            olds = (olds,) if olds else ()
        for old in olds:
            ch.abilities = [
                AbilityInstance(a.key, change_text(a.ability, old, new, ch.name))
                if a.key[0] != "granted"  # 612.3: granted abilities are not its text
                else a
                for a in ch.abilities
            ]
            if old.title() in ch.subtypes and new.title() != old.title() and \
                    old.lower() not in COLOR_WORDS:
                # 612.1: the basic land type in its type line is text too
                ch.subtypes = {new.title() if t == old.title() else t for t in ch.subtypes}

    def describe(self, params: Any) -> str:
        olds, new = params if params else (self.old, self.new)
        if isinstance(olds, tuple):
            return f'every color word becomes "{new}"'
        return f'"{olds}" becomes "{new}"'


# -- layer 4 ------------------------------------------------------------------------------
@dataclass(frozen=True)
class AddTypes(Part):
    """205.1b: "... in addition to its other types" / "still a land"."""

    writes: ClassVar[frozenset[str]] = frozenset({"types", "subtypes", "supertypes"})

    layer: ClassVar[str] = "4"
    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    chosen_subtype: bool = False  # the type chosen as the source entered

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        if self.chosen_subtype and ctx.source is not None:
            chosen = view.state.objects[ctx.source].choices.get("creature_type")
            if chosen:
                return _with_chosen(self.subtypes, str(chosen))
        return frozenset(self.subtypes)

    def fine_writes(self) -> frozenset[str]:
        out = {f"types:{t}" for t in self.types} | {f"supertypes:{t}" for t in self.supertypes}
        out |= {f"subtypes:{t}" for t in self.subtypes}
        if self.types or self.chosen_subtype:
            out.add("subtypes")  # 205.1a: set-aside subtypes may come back
        return frozenset(out)

    def no_change(self, ch: Characteristics, view: LayerView, oid: int,
                  ctx: EffectContext) -> bool:
        return (self.types <= ch.types and self.supertypes <= ch.supertypes
                and self.params(view, oid, ctx) <= ch.subtypes and not ch.hidden_subtypes)

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        ch.types |= self.types
        gained = self.params(view, oid, ctx) - ch.subtypes
        ch.subtypes |= gained
        ch.supertypes |= self.supertypes
        if self.types and ch.hidden_subtypes:
            type_rules.drop_uncorrelated_subtypes(ch)  # 205.1a: hidden subtypes return
        type_rules.keep_gained_correlated(ch, gained)  # 205.3d

    def describe(self, params: Any) -> str:
        bits = [_names(self.supertypes), _names(params), _names(self.types)]
        return "also " + " ".join(b for b in bits if b)


@dataclass(frozen=True)
class BecomeTypes(Part):
    """205.1a: set card types and/or subtypes, replacing the old ones of the same kind.

    `types` None keeps the card types. `clear_kinds` names subtype kinds to replace even when
    no new subtype of that kind is given ("loses all creature types").
    """

    writes: ClassVar[frozenset[str]] = frozenset({"types", "subtypes", "supertypes"})

    layer: ClassVar[str] = "4"
    types: frozenset[str] | None = None
    subtypes: frozenset[str] = frozenset()
    clear_kinds: frozenset[str] = frozenset()
    chosen_subtype: bool = False

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        if self.chosen_subtype and ctx.source is not None:
            chosen = view.state.objects[ctx.source].choices.get("creature_type")
            if chosen:
                return _with_chosen(self.subtypes, str(chosen))
        return frozenset(self.subtypes)

    def no_change(self, ch: Characteristics, view: LayerView, oid: int,
                  ctx: EffectContext) -> bool:
        if self.types is not None:
            return False
        subs = self.params(view, oid, ctx)
        kinds = {type_rules.subtype_kind(s) for s in subs} | set(self.clear_kinds)
        return type_rules.subtypes_already_set(ch, subs, frozenset(k for k in kinds if k))

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        subs = self.params(view, oid, ctx)
        kinds = {type_rules.subtype_kind(s) for s in subs} | set(self.clear_kinds)
        if self.types is not None:
            type_rules.set_card_types(ch, self.types)
        type_rules.set_subtypes(ch, subs, frozenset(k for k in kinds if k))
        type_rules.drop_uncorrelated_subtypes(ch)

    def describe(self, params: Any) -> str:
        bits = [_names(params), _names(self.types or ())]
        text = " ".join(b for b in bits if b)
        return f"is {text}" if text else "loses " + _names(self.clear_kinds) + " types"


@dataclass(frozen=True)
class RemoveTypes(Part):
    """"isn't a creature" (205.1a: correlated subtypes go with the type)."""

    writes: ClassVar[frozenset[str]] = frozenset({"types", "subtypes"})

    layer: ClassVar[str] = "4"
    types: frozenset[str] = frozenset()

    def fine_writes(self) -> frozenset[str]:
        return frozenset({f"types:{t}" for t in self.types} | {"subtypes"})

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        ch.types -= self.types
        type_rules.drop_uncorrelated_subtypes(ch)

    def describe(self, params: Any) -> str:
        return "isn't " + _names(self.types)


@dataclass(frozen=True)
class SetBasicLandTypes(Part):
    """305.7: "Nonbasic lands are Mountains"."""

    writes: ClassVar[frozenset[str]] = frozenset({"subtypes", "abilities"})

    layer: ClassVar[str] = "4"
    land_types: frozenset[str] = frozenset()

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        if "Land" in ch.types:
            type_rules.set_basic_land_types(ch, self.land_types)

    def describe(self, params: Any) -> str:
        return f"is a {_names(self.land_types)} (305.7: loses its rules-text abilities)"


@dataclass(frozen=True)
class EveryCreatureType(Part):
    """702.73a/205.3m: "is every creature type"."""

    writes: ClassVar[frozenset[str]] = frozenset({"subtypes"})

    layer: ClassVar[str] = "4"

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        ch.every_creature_type = True

    def describe(self, params: Any) -> str:
        return "is every creature type"


# -- layer 5 ------------------------------------------------------------------------------
#: A chosen color's name parsed once (asked for every object a chosen-color effect applies to).
_CHOSEN_COLORS: dict[str, Color] = {}


def _chosen_color(name: str) -> Color:
    hit = _CHOSEN_COLORS.get(name)
    if hit is None:
        hit = Color.parse(name)
        if len(_CHOSEN_COLORS) < 64:
            _CHOSEN_COLORS[name] = hit
    return hit


@dataclass(frozen=True)
class SetColors(Part):
    """613.1e: "is <colors>", "is colorless", "is all colors", a chosen color."""

    writes: ClassVar[frozenset[str]] = frozenset({"colors"})

    layer: ClassVar[str] = "5"
    colors: frozenset[Color] = frozenset()
    add: bool = False  # "in addition to their other colors"
    chosen: bool = False  # the color chosen as the source entered

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        if not self.chosen and type(self.colors) is frozenset:
            return self.colors  # the same for every object (asked once per object)
        if self.chosen and ctx.source is not None:
            chosen = view.state.objects[ctx.source].choices.get("color")
            if chosen:
                return _with_chosen(self.colors, _chosen_color(str(chosen)))
        return frozenset(self.colors)

    def fine_writes(self) -> frozenset[str]:
        if self.add and not self.chosen:
            return frozenset(f"colors:{c.value}" for c in self.colors)
        return self.writes

    def no_change(self, ch: Characteristics, view: LayerView, oid: int,
                  ctx: EffectContext) -> bool:
        cols = self.params(view, oid, ctx)
        return cols <= ch.colors if self.add else cols == ch.colors

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        cols = self.params(view, oid, ctx)
        ch.colors = (ch.colors | cols) if self.add else set(cols)

    def describe(self, params: Any) -> str:
        words = [c.value for c in COLOR_ORDER if c in params]
        text = " and ".join(words) if words else "colorless"
        if len(words) == 5:
            text = "all colors"
        return ("also " if self.add else "is ") + text


# -- layer 6 ------------------------------------------------------------------------------
@dataclass(frozen=True)
class AddAbilities(Part):
    """613.1f: "has/gains <abilities>"."""

    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})

    layer: ClassVar[str] = "6"
    abilities: tuple[Ability, ...] = ()

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        # 613.7a: the granted ability's effects take the granting effect's timestamp.
        key, ts = ctx.effect.key, ctx.effect.timestamp
        named = self._names_grantor()
        ch.abilities = ch.abilities + [
            AbilityInstance(("granted", key, i, ts), _bound(a, ctx) if named else a)
            for i, a in enumerate(self.abilities)
            if getattr(a, "keyword", None) not in ch.cant_have
        ]

    def _names_grantor(self) -> bool:
        """201.5a: whether an ability here names the object granting it (asked once)."""
        known = self.__dict__.get("_grantor")
        if known is None:
            from arbiter.rules.grantor import names_grantor

            known = any(names_grantor(a) for a in self.abilities)
            object.__setattr__(self, "_grantor", known)
        return known

    def describe(self, params: Any) -> str:
        return "gains " + ", ".join(a.text for a in self.abilities)


def _bound(ability: Ability, ctx: EffectContext) -> Ability:
    """201.5a: an ability naming the object that grants it names the effect's source."""
    from arbiter.rules.grantor import bind, names_grantor

    if ctx.source is None or not names_grantor(ability):
        return ability
    return bind(ability, ctx.source)


@dataclass(frozen=True)
class LoseAllAbilities(Part):
    """613.1f: "loses all abilities"."""

    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})

    layer: ClassVar[str] = "6"

    def no_change(self, ch: Characteristics, view: LayerView, oid: int,
                  ctx: EffectContext) -> bool:
        return not ch.abilities

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        ch.abilities = []

    def describe(self, params: Any) -> str:
        return "loses all abilities"


@dataclass(frozen=True)
class LoseKeywords(Part):
    """613.1f: "loses <keyword>"."""

    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})

    layer: ClassVar[str] = "6"
    keywords: frozenset[str] = frozenset()

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        gone = _with_hexproof_from(self.keywords)
        ch.abilities = [
            a for a in ch.abilities if getattr(a.ability, "keyword", None) not in gone
        ]

    def describe(self, params: Any) -> str:
        return "loses " + ", ".join(sorted(self.keywords))


def _with_hexproof_from(keywords: frozenset[str]) -> frozenset[str]:
    """702.11e: losing hexproof loses every "hexproof from [quality]" too."""
    return keywords | {"hexproof from"} if "hexproof" in keywords else keywords


@dataclass(frozen=True)
class CantHave(Part):
    """613.1f: "can't have or gain <keyword>": it loses the keyword, and effects applied
    after it in layer 6 don't give it back."""

    layer: ClassVar[str] = "6"
    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})
    keywords: frozenset[str] = frozenset()

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        gone = _with_hexproof_from(self.keywords)  # 702.11e
        ch.cant_have |= gone
        ch.abilities = [
            a for a in ch.abilities if getattr(a.ability, "keyword", None) not in gone
        ]

    def describe(self, params: Any) -> str:
        return "can't have " + ", ".join(sorted(self.keywords))


# -- layer 7 ------------------------------------------------------------------------------
@dataclass(frozen=True)
class _PT(Part):

    writes: ClassVar[frozenset[str]] = frozenset({"power", "toughness"})
    power: Value | None = None
    toughness: Value | None = None

    def reads(self) -> frozenset[str]:
        r: frozenset[str] = frozenset()
        for v in (self.power, self.toughness):
            if v is not None:
                r |= v.reads()
        return r

    def params(self, view: LayerView, oid: int, ctx: EffectContext) -> Any:
        p = self.power.value(view, oid, ctx) if self.power is not None else None
        t = self.toughness.value(view, oid, ctx) if self.toughness is not None else None
        return (p, t)


@dataclass(frozen=True)
class DefinePT(_PT):
    """613.4a: a characteristic-defining ability sets power and/or toughness."""

    layer: ClassVar[str] = "7a"

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        p, t = self.params(view, oid, ctx)
        if p is not None:
            ch.power, ch.star_power = p, False
        if t is not None:
            ch.toughness, ch.star_toughness = t, False

    def describe(self, params: Any) -> str:
        return f"defines {_pt(params)}"


@dataclass(frozen=True)
class SetBasePT(_PT):
    """613.4b: "has base power and toughness N/N", "is N/N"."""

    def no_change(self, ch: Characteristics, view: LayerView, oid: int,
                  ctx: EffectContext) -> bool:
        p, t = self.params(view, oid, ctx)
        return (p is None or (p == ch.power and not ch.star_power)) and \
            (t is None or (t == ch.toughness and not ch.star_toughness))

    layer: ClassVar[str] = "7b"

    apply = DefinePT.apply  # both set the values they resolve to

    def describe(self, params: Any) -> str:
        return f"is {_pt(params)}"


@dataclass(frozen=True)
class ModifyPT(_PT):
    """613.4c: "+N/+N" effects (counters apply here too)."""

    layer: ClassVar[str] = "7c"

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        p, t = self.params(view, oid, ctx)
        if ch.power is not None and p:
            ch.power += p
        if ch.toughness is not None and t:
            ch.toughness += t

    def describe(self, params: Any) -> str:
        p, t = params
        return f"{p or 0:+d}/{t or 0:+d}"


@dataclass(frozen=True)
class SwitchPT(Part):
    """613.4d: switch power and toughness."""

    writes: ClassVar[frozenset[str]] = frozenset({"power", "toughness"})

    layer: ClassVar[str] = "7d"

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        ch.power, ch.toughness = ch.toughness, ch.power

    def describe(self, params: Any) -> str:
        return "switches power and toughness"


def _pt(params: tuple[int | None, int | None]) -> str:
    p, t = params
    return f"{'*' if p is None else p}/{'*' if t is None else t}"


# -- effects that are not characteristics -------------------------------------------------
@dataclass(frozen=True)
class RulesPart(Part):
    """An effect on the rules of the game rather than on characteristics (613.11), e.g.
    "can't be blocked except by creatures with haste", "prevent all damage that would be dealt
    to him". Listed in explanations as "other"; read by the engine where the rule applies."""

    layer: ClassVar[str] = "rules"
    rule: str = ""
    detail: Any = None

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        return None

    def describe(self, params: Any) -> str:
        return self.rule
