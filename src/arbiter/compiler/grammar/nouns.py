"""Object phrases: "other white creatures you control", "target nonland permanent an opponent
controls", "creature cards in your graveyard" become selectors (`rules.selectors`) and target
requirements (115.1).

The grammar: [determiner] descriptor+ [post-modifier]*, where descriptors are conjunctive
("white Human creature" = white and Human and creature), and groups joined by "or" / "and"
("Wolves and Werewolves you control", "artifact or enchantment") are alternatives.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

import pyparsing as pp

from arbiter.cards.subtypes import ALL_SUBTYPES
from arbiter.compiler.grammar.color_distribution import distribute_colors, distribute_over_types
from arbiter.compiler.grammar.lexicon import (
    CARD_TYPE,
    CARD_TYPE_WORDS,
    COLOR_WORD,
    NUMBER,
    SUBTYPE,
    SUPERTYPE,
    kw,
    kws,
    sup,
)
from arbiter.compiler.grammar.named import NAMED
from arbiter.compiler.grammar.negation_distribution import distribute_negations
from arbiter.compiler.grammar.noun_items import Item as _Item
from arbiter.compiler.grammar.noun_items import sel_item as _sel
from arbiter.compiler.grammar.noun_places import CONTROL, ZONE
from arbiter.compiler.grammar.noun_states import NOUN_STATES
from arbiter.compiler.grammar.noun_values import WITH_STAT_VS_COUNT
from arbiter.compiler.grammar.noun_with import GROUP_WITH, WITH
from arbiter.compiler.grammar.spell_targets import that_targets
from arbiter.compiler.grammar.subtype_distribution import (
    distribute_basic,
    distribute_type_words,
)
from arbiter.compiler.grammar.that_isnt import that_isnt
from arbiter.compiler.grammar.thats_one_of import thats_one_of
from arbiter.rules import selectors as s
from arbiter.rules.announced_x import in_target
from arbiter.rules.attached_to_selectors import AttachedToMatching
from arbiter.rules.attacked import AttackedThisTurn
from arbiter.rules.attacking_player import AttackingPlayer
from arbiter.rules.blocking_selectors import (
    BlockedByObject,
    BlockedBySource,
    BlockingObject,
    BlockingOrBlockedByObject,
)
from arbiter.rules.combat_damaged_players import ControllerDealtCombatDamageBySource
from arbiter.rules.commander_selectors import IsCommander
from arbiter.rules.damage_selectors import DealtDamageThisTurn, DealtDamageToYouThisTurn
from arbiter.rules.entered_selectors import EnteredThisTurn
from arbiter.rules.event_selectors import DealtDamageBySourceThisTurn
from arbiter.rules.instructions.objects import Ref, TargetSpec
from arbiter.rules.modified import IsModified
from arbiter.rules.redirection import Unblocked
from arbiter.rules.selectors import Selector
from arbiter.rules.spell_selectors import CastFrom
from arbiter.rules.suspected import Suspected
from arbiter.rules.transformed import IsTransformed
from arbiter.vocab import Color

#: 700.12: the creature types that make an object an outlaw.
OUTLAWS = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")


@dataclass(frozen=True)
class Noun:
    """A parsed object phrase. `kind`: permanent | card | spell | player | any."""

    preds: tuple[Selector, ...]
    kind: str = "permanent"
    zones: tuple[str, ...] = ("battlefield",)
    plural: bool = False
    other: bool = False
    text: str = ""

    def selector(self) -> Selector:
        preds = list(self.preds)
        if self.other:
            preds.append(s.OTHER)
        if self.kind == "player":
            return s.And(tuple(preds)) if preds else s.Anything()
        return s.And((s.InZone(self.zones), *preds))


def _non_word(w: str) -> Selector:
    if w == "token":
        return s.IsToken()
    if w in ("basic", "legendary", "snow"):
        return s.IsSupertype(w.capitalize())
    return s.IsType(w.capitalize())

# -- descriptors ------------------------------------------------------------------------
def _non(words: list[str], build, caseless: bool = True) -> pp.ParserElement:  # type: ignore[no-untyped-def]
    """"nonwhite", "noncreature", "non-Aura", "nontoken": the negation of a descriptor."""

    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    # "Non-Horror" may start a sentence: the prefix's case never matters.
    rx = pp.Regex(r"[Nn]on-?(" + alts + r")\b", flags=re.IGNORECASE if caseless else 0)
    return rx.set_parse_action(lambda t: _Item("sel", s.Not(build(t[0]))))


def _strip_non(word: str) -> str:
    return word[4:] if word[3] == "-" else word[3:]


#: A determiner just before the word: "an enchanted creature", "each equipped creature".
_DETERMINER = re.compile(r"\b(?:a|an|each|another|every|target)\s+$", re.IGNORECASE)


def _attached_word(kind: str):  # type: ignore[no-untyped-def]
    """"enchanted creature" / "equipped creature" alone is the one the source is attached to
    (303.4, 301.5); after a determiner ("Whenever an enchanted creature you control attacks",
    "each equipped creature") it is any such creature: one with an Aura / Equipment /
    Fortification attached (303.4, 301.5, 301.6), as the plural says."""
    def build(text: str, loc: int, t: pp.ParseResults) -> _Item:
        if _DETERMINER.search(text[:loc]):
            return _Item("sel", s.AttachedTo(kind))
        return _Item("sel", s.ATTACHED)
    return build


#: A plural noun next ("creatures", "permanents" ...), looked at but not consumed.
_PLURAL_NOUN = pp.FollowedBy(kws("creatures", "permanents", "lands", "artifacts",
                                 "enchantments", "planeswalkers"))

_ADJ = pp.MatchFirst([
    _non([c.value for c in Color], lambda w: s.HasColor(Color(_strip_non(w).lower()))),
    _non(list(CARD_TYPE_WORDS) + ["basic", "legendary", "snow", "token"],
         lambda w: _non_word(_strip_non(w).lower())),
    _non(sorted(ALL_SUBTYPES), lambda w: s.IsSubtype(_strip_non(w)), caseless=False),
    _sel(kw("colorless"), lambda t: s.IsColorless()),
    _sel(kw("multicolored"), lambda t: s.IsColorless(multi=True)),
    # 105.2a: "monocolored": exactly one color (neither colorless nor multicolored)
    _sel(kw("monocolored"), lambda t: s.And((s.Not(s.IsColorless()),
                                             s.Not(s.IsColorless(multi=True))))),
    _sel(COLOR_WORD, lambda t: s.HasColor(t[0])),
    _sel(kw("tapped"), lambda t: s.IsTapped(True)),
    _sel(kw("untapped"), lambda t: s.IsTapped(False)),
    # "attacking" before a noun; after one, "attacking you" says whom (_ATTACKING_PLAYER)
    _sel(kw("attacking") + ~pp.FollowedBy(kws("you", "your opponents", "one of your opponents",
                                               "an opponent")),
         lambda t: s.InCombat("attacking")),
    # "blocking" before a noun; after one, "blocking <object>" says what it blocks (_BLOCKING)
    _sel(kw("blocking") + ~pp.FollowedBy(kws("it", "~", "enchanted", "equipped", "target",
                                              "or blocked by")),
         lambda t: s.InCombat("blocking")),
    # 509.1h: "unblocked attacking Ninjas": attacking creatures no creature was declared to
    # block (none is before blockers are declared)
    _sel(kw("unblocked"), lambda t: Unblocked()),
    _sel(kw("face-down"), lambda t: s.IsFaceDown()),
    _sel(kw("modified"), lambda t: IsModified()),  # 700.9
    _sel(kw("transformed"), lambda t: IsTransformed()),  # 701.27g
    _sel(kw("suspected"), lambda t: Suspected()),  # 701.60b: the designation
    # Before a plural noun ("enchanted creatures you control", "equipped creatures"): every
    # object with an Aura / Equipment / Fortification attached (303.4, 301.5, 301.6), not the
    # one the source is attached to.
    _sel(kw("enchanted") + _PLURAL_NOUN, lambda t: s.AttachedTo("Aura")),
    _sel(kw("equipped") + _PLURAL_NOUN, lambda t: s.AttachedTo("Equipment")),
    _sel(kw("fortified") + _PLURAL_NOUN, lambda t: s.AttachedTo("Fortification")),
    (kw("enchanted") + ~pp.FollowedBy(kw("player"))).set_parse_action(_attached_word("Aura")),
    kw("equipped").set_parse_action(_attached_word("Equipment")),
    # 301.6: the land a Fortification fortifies
    kw("fortified").set_parse_action(_attached_word("Fortification")),
    _sel(SUPERTYPE, lambda t: s.IsSupertype(t[0])),
    # 208.1: "target 1/1 creature", "each 1/1 creature you control": power 1 and toughness 1
    _sel(pp.Regex(r"(\d+)/(\d+)(?= creatures?\b)"),
         lambda t: s.And((s.StatCompare("power", "==", int(t[0].split("/")[0])),
                          s.StatCompare("toughness", "==", int(t[0].split("/")[1]))))),
    # 700.6: historic: legendary, an artifact, or a Saga
    _sel(kw("historic"), lambda t: s.Or((s.IsSupertype("Legendary"), s.IsType("Artifact"),
                                          s.IsSubtype("Saga")))),
])

_HEAD = pp.MatchFirst([
    _sel(CARD_TYPE, lambda t: s.IsType(t[0])),
    kws("permanent", "permanents").add_parse_action(lambda: _Item("plural_maybe")),
    kws("card", "cards").add_parse_action(lambda: _Item("kind", "card")),
    kws("spell", "spells").add_parse_action(lambda: _Item("kind", "spell")),
    kws("token", "tokens").add_parse_action(lambda: _Item("sel", s.IsToken())),
    _sel(SUBTYPE, lambda t: s.IsSubtype(t[0])),
    # 700.12: an outlaw is an Assassin, Mercenary, Pirate, Rogue and/or Warlock
    _sel(kws("outlaw", "outlaws"), lambda t: s.Or(tuple(s.IsSubtype(x) for x in OUTLAWS))),
    # 903.3d: "commanders you control": permanents that are commanders
    _sel(kws("commander", "commanders"), lambda t: IsCommander()),
])

_DESCRIPTOR = _ADJ | _HEAD
#: Conjunctive descriptors; a comma may separate adjectives ("noncreature, nonland permanent").
#: A keyword after one item of a comma series qualifies only that item ("Spirit, creature
#: with disturb, or enchantment"; at the end of a phrase it qualifies the whole phrase).
_GROUP = pp.Group(_DESCRIPTOR + pp.ZeroOrMore(
    _DESCRIPTOR | (pp.Literal(",").suppress() + _ADJ + pp.FollowedBy(_DESCRIPTOR)))
    + pp.Optional(GROUP_WITH))


#: 120.1: "a creature dealt damage by ~ this turn" (Sengir Vampire).
_DAMAGED = kw("dealt damage by ~ this turn").set_parse_action(
    lambda: _Item("sel", DealtDamageBySourceThisTurn()))
#: After "that are" / "that's", "enchanted" / "equipped" / "fortified" say that such a
#: permanent is attached to the object (303.4, 301.5, 301.6: "Creatures you control that are
#: enchanted"), never that it is the one the source is attached to.
_ATTACHED_STATE = pp.MatchFirst([
    _sel(kw("enchanted") + ~pp.FollowedBy(kw("by")), lambda t: s.AttachedTo("Aura")),
    _sel(kw("equipped") + ~pp.FollowedBy(kw("by")), lambda t: s.AttachedTo("Equipment")),
    _sel(kw("fortified") + ~pp.FollowedBy(kw("by")), lambda t: s.AttachedTo("Fortification")),
])
#: "that's enchanted or equipped": either is attached (Koll, the Forgemaster).
_ATTACHED_EITHER = (_ATTACHED_STATE + sup("or") + _ATTACHED_STATE).set_parse_action(
    lambda t: _Item("sel", s.Or((t[0].value, t[1].value))))
_THATS = (sup("that") + pp.Optional(kws("is", "are") | pp.Literal("'s")).suppress()
          + pp.Group(pp.OneOrMore(_ATTACHED_EITHER | _ATTACHED_STATE | _ADJ)).set_parse_action(
              lambda t: list(t[0])))
#: "that's attacking or blocking" (506.4), "that's white or blue": either quality.
_THATS_EITHER = (sup("that") + (kws("is", "are") | pp.Literal("'s")).suppress()
                 + (_ATTACHED_STATE | _ADJ) + pp.ZeroOrMore(
                     pp.Literal(",").suppress() + (_ATTACHED_STATE | _ADJ) + pp.FollowedBy(","))
                 + pp.Optional(pp.Literal(",")).suppress() + sup("or")
                 + (_ATTACHED_STATE | _ADJ)).set_parse_action(
    lambda t: _Item("sel", s.Or(tuple(i.value for i in t))))
#: 301.5, 303.4: "target Aura attached to a creature [you control]" (`rules.attached_to_selectors`;
#: "attached to it / that creature" names an object, not read here)
_HOST = pp.Forward()
_ATTACHED_TO = (sup("attached to") + kws("a", "an").suppress() + _HOST).set_parse_action(
    lambda t: _Item("sel", AttachedToMatching(t[0].selector())))
#: "that isn't a Demon, Devil, or Imp", "that aren't enchanted" (`...that_isnt`)
_THAT_ISNT = that_isnt(_HEAD, _ATTACHED_STATE | _ADJ, _Item)
#: "that's a Wolf or a Werewolf", "that are Zombies and/or tokens" (`...thats_one_of`)
_THATS_A = thats_one_of(_HEAD, _Item)
#: 510.2: "whose controller was dealt combat damage by ~ this turn" (Steel Hellkite).
_CONTROLLER_DAMAGED = kw("whose controller was dealt combat damage by ~ this turn"
                         ).set_parse_action(
    lambda: _Item("sel", ControllerDealtCombatDamageBySource()))
#: 120.1: "target creature that was dealt damage this turn" (any source).
_WAS_DAMAGED = (kws("that was dealt damage this turn", "that were dealt damage this turn",
                    "dealt damage this turn") + ~sup("by")  # Inflame; "... by <a source>"
                ).set_parse_action(lambda: _Item("sel", DealtDamageThisTurn()))
#: 120.3a: "target creature that dealt damage to you this turn" (Spear of Heliod).
_DEALT_YOU = kw("that dealt damage to you this turn").set_parse_action(
    lambda: _Item("sel", DealtDamageToYouThisTurn()))
#: 509.1g: "creature blocking ~" / "creature blocking it" ("it" bound as a pronoun).
_BLOCKING = pp.MatchFirst([
    # 509.1g-h: "creatures blocking or blocked by ~" (either way in a block with the source)
    kw("blocking or blocked by ~").set_parse_action(
        lambda: _Item("sel", s.BlockingOrBlockedBySource())),
    kw("blocking or blocked by it").set_parse_action(
        lambda: _Item("sel", BlockingOrBlockedByObject())),
    kw("blocked by ~").set_parse_action(lambda: _Item("sel", BlockedBySource())),
    # 509.1a: "creature ~ is blocking" / "creature it's blocking" (`...blocking_selectors`)
    kw("~ is blocking").set_parse_action(lambda: _Item("sel", BlockedBySource())),
    kw("it's blocking").set_parse_action(lambda: _Item("sel", BlockedByObject())),
    kw("blocking ~").set_parse_action(lambda: _Item("sel", BlockingObject(Ref.this()))),
    kw("blocking it").set_parse_action(lambda: _Item("sel", BlockingObject())),
])
#: "<permanent> that entered this turn" (`rules.entered_selectors`).
_ENTERED = kws("that entered this turn", "that entered the battlefield this turn"
               ).set_parse_action(lambda: _Item("sel", EnteredThisTurn()))
#: 508.1a: "creatures that attacked this turn" (`rules.attacked`).
_ATTACKED = kw("that attacked this turn").set_parse_action(
    lambda: _Item("sel", AttackedThisTurn()))
#: 115.1: "spell that targets a creature you control" (`compiler.grammar.spell_targets`).
_THAT_TARGETS = pp.Forward()
#: 506.3: "attacking you", "that's attacking one of your opponents" (`rules.attacking_player`)
_ATTACKING_PLAYER = (pp.Optional(sup("that") + (kws("is", "are") | pp.Literal("'s")).suppress())
                     + sup("attacking") + pp.MatchFirst([
                         kw("you").set_parse_action(lambda: "you"),
                         kws("your opponents", "one of your opponents", "an opponent"
                             ).set_parse_action(lambda: "opponent"),
                     ]) + ~pp.FollowedBy(kws("or", "and/or"))).set_parse_action(
    lambda t: _Item("sel", AttackingPlayer(t[-1])))
_POST = CONTROL | ZONE | WITH | _DAMAGED | _WAS_DAMAGED | _DEALT_YOU | _BLOCKING | _ENTERED \
    | _ATTACKED \
    | _ATTACKING_PLAYER | _THAT_TARGETS | _THATS_A | NOUN_STATES | _THAT_ISNT | _THATS_EITHER \
    | _THATS | WITH_STAT_VS_COUNT | _ATTACHED_TO | NAMED \
    | _CONTROLLER_DAMAGED  # 201.2 (`...named`)

_DET = pp.Optional(pp.MatchFirst([
    kws("each other", "all other", "another", "other").set_parse_action(
        lambda: _Item("other")),
    kws("all", "each").suppress(),
]))

_JOIN = pp.Optional(pp.Literal(",")).suppress() + kws("and/or", "or", "and").suppress() \
    + pp.Optional(kws("all", "each")).suppress()


def _build(t: pp.ParseResults) -> Noun:
    groups: list[list[_Item]] = []
    common: list[_Item] = []
    for x in t:
        if isinstance(x, pp.ParseResults):
            groups.append(list(x))
        elif isinstance(x, _Item):
            common.append(x)
    return _noun(groups, common)


#: 110.4a: the permanent types (a card or spell of one of them is a permanent card or spell).
_PERMANENT_TYPE = s.Or(tuple(s.IsType(t) for t in (
    "Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")))


def _with_permanent_type(sel: Selector) -> Selector:
    parts = (*(sel.parts if isinstance(sel, s.And) else (sel,)), _PERMANENT_TYPE)
    return parts[0] if len(parts) == 1 else s.And(parts)


def _noun(groups: list[list[_Item]], common: list[_Item]) -> Noun:
    kind = "permanent"
    zones: tuple[str, ...] = ("battlefield",)
    other = any(i.tag == "other" for i in common)
    alts: list[Selector] = []
    #: The groups naming "permanent" ("a permanent card", "a nonland permanent spell").
    permanent_word = [any(i.tag == "plural_maybe" for i in g) for g in groups]
    #: 105.2: a color group with its own noun ("colorless spells and artifact spells") names
    #: those objects alone: its colors aren't distributed over the next group's types.
    own_noun = any(i.tag in ("kind", "plural_maybe") for g in groups[:-1] for i in g)
    group_kinds: list[str | None] = []
    groups = distribute_negations(groups)  # "nontoken creature or planeswalker"
    for g in groups:
        preds = [i.value for i in g if i.tag == "sel"]
        group_kinds.append(None)
        for i in g:
            if i.tag == "kind":
                kind = group_kinds[-1] = str(i.value)
        alts.append(preds[0] if len(preds) == 1 else s.And(tuple(preds)))
    if _spell_or_permanent(group_kinds, common):
        return _mixed_noun(alts, group_kinds, permanent_word, common, other)
    preds_common = [i.value for i in common if i.tag == "sel"]
    for i in common:
        if i.tag == "zone":
            zones = (str(i.value),)
            if kind == "permanent" and i.value != "battlefield":
                kind = "card"
    if kind == "card" and zones == ("battlefield",):
        zones = ("graveyard", "hand", "library", "exile")
    if kind == "spell":
        if zones[0] not in ("battlefield", "stack"):
            # 601.2a: "spells you cast from your graveyard": where it was cast from.
            preds_common.append(CastFrom(zones[0]))
        zones = ("stack",)
    if kind in ("card", "spell"):
        # 110.4a-b: a permanent card or spell is one with a permanent type (on the
        # battlefield every object is a permanent, 110.1)
        alts = [_with_permanent_type(a) if word else a
                for a, word in zip(alts, permanent_word, strict=True)]
    spread = distribute_over_types(alts) if kind in ("spell", "card") else None
    alts = spread if spread is not None else alts if own_noun else distribute_colors(alts)
    alts = distribute_type_words(alts)  # 205.3: "Elf or Warrior creature card"
    alts = distribute_basic(alts)  # 205.4c: "basic Forest, Plains, or Island card"
    head = alts[0] if len(alts) == 1 else s.Or(tuple(alts))
    preds = [p for p in (head, *preds_common)
             if not (isinstance(p, s.And) and not p.parts)]
    return Noun(preds=tuple(preds), kind=kind, zones=zones, other=other)


def _spell_or_permanent(group_kinds: list[str | None], common: list[_Item]) -> bool:
    """115.1: "target spell or creature", "spell or nonland permanent": a group naming spells
    before a last group naming permanents (no "spell" word distributed over the groups, as in
    "artifact or creature spell"; no zone of their own)."""
    return len(group_kinds) > 1 and group_kinds[-1] is None and "spell" in group_kinds \
        and not any(k not in (None, "spell") for k in group_kinds) \
        and not any(i.tag == "zone" for i in common)


def _mixed_noun(alts: list[Selector], group_kinds: list[str | None],
                permanent_word: list[bool], common: list[_Item], other: bool) -> Noun:
    """A noun naming spells (on the stack) or permanents (on the battlefield): each group
    carries its own zone, so "spell or creature" is any spell, or a creature permanent."""
    parts: list[Selector] = []
    for alt, gk, word in zip(alts, group_kinds, permanent_word, strict=True):
        zone = "stack" if gk == "spell" else "battlefield"
        if gk == "spell" and word:
            alt = _with_permanent_type(alt)  # 110.4b: "permanent spell"
        own = alt.parts if isinstance(alt, s.And) else (alt,)
        parts.append(s.And((s.InZone((zone,)), *own)))
    preds_common = [i.value for i in common if i.tag == "sel"]
    return Noun(preds=(s.Or(tuple(parts)), *preds_common), kind="spell_or_permanent",
                zones=("stack", "battlefield"), other=other)


#: An object phrase ("other Zombies you control", "nonbasic lands", "each creature").
_SERIES = (_GROUP + pp.OneOrMore(pp.Literal(",").suppress() + _GROUP) + _JOIN + _GROUP) | (
    _GROUP + pp.ZeroOrMore(_JOIN + _GROUP))
NOUN = (pp.Optional(_DET) + _SERIES + pp.ZeroOrMore(_POST)
        ).set_parse_action(_build).set_name("object phrase")
_THAT_TARGETS <<= that_targets(NOUN).add_parse_action(lambda t: _Item("sel", t[0]))
#: The host an object is attached to: a permanent phrase without post-modifiers of its own but
#: "you control" / "an opponent controls" ("attached to a creature you control").
_HOST <<= (_SERIES + pp.Optional(CONTROL)).set_parse_action(_build)


def located(expr: pp.ParserElement, build) -> pp.ParserElement:  # type: ignore[no-untyped-def]
    """`expr` whose parse action also gets the exact words it matched (for descriptions)."""
    return pp.Located(expr).set_parse_action(
        lambda s_, _l, t: build(list(t[1]), s_[t[0]:t[2]].strip()))


#: The object phrase with its own words kept as `text` (for descriptions).
OBJECT_PHRASE = located(NOUN, lambda toks, text: replace(toks[0], text=text))

# -- targets (115.1) --------------------------------------------------------------------
_PLAYER_TARGET = pp.MatchFirst([
    kw("target opponent or planeswalker").set_parse_action(
        lambda: ("player_or_pw", "opponent")),
    kw("target opponent").set_parse_action(lambda: ("player", "opponent")),
    kw("target player or planeswalker").set_parse_action(lambda: ("player_or_pw", "any")),
    kw("target player").set_parse_action(lambda: ("player", "any")),
    kw("any target").set_parse_action(lambda: ("any", "any")),
    # 115.3: "any other target": other than the source, or than an earlier target
    # (`compiler.grammar.other_targets`)
    kw("any other target").set_parse_action(lambda: ("any", "other")),
    # 115.4: "two targets", "up to three targets", "X targets": as many any-targets
    kw("targets").set_parse_action(lambda: ("any", "several")),
])


def _target(items: list[object], text: str) -> TargetSpec:
    """115.1 / 601.2c: "X target creatures" is one requirement for as many targets as the
    spell's X (`x`; no fixed count)."""
    if ("any", "several") in items and not any(
            isinstance(i, int) or i in ("X", "that many") for i in items):
        raise pp.ParseException(text, 0, '"targets" without how many')
    if "from an opponent's graveyard" in text.lower() and any(
            (isinstance(i, int) and i > 1) or i in ("X", "that many", "up to") for i in items):
        # 601.2c: "two target cards from an opponent's graveyard" are all in one opponent's
        # graveyard, a restriction no selector states: left unread
        raise pp.ParseException(text, 0, "several targets from one opponent's graveyard")
    chooser = "opponent" if "opponent chooses" in items else ""
    single = "single graveyard" in items
    items = [i for i in items if i not in ("opponent chooses", "single graveyard")]
    if single:
        return _single_graveyard(_target_spec(items, text))
    spec = in_target(_target_spec([i for i in items if i not in ("X", "that many")], text))
    if chooser:
        spec = replace(spec, chooser=chooser)
    if "that many" in items:
        return replace(spec, x=True, that_many=True, count=0)
    return replace(spec, x=True, count=0) if "X" in items else spec


def _target_spec(items: list[object], text: str) -> TargetSpec:
    # The words as a player reads them mid-sentence ("Target creature gets ..." at the start
    # of a sentence names "target creature").
    text = text[:1].lower() + text[1:]
    count, up_to, another, at_least = 1, False, False, 0
    what = items[-1]
    for x in items[:-1]:
        if x == "one or two":
            up_to, at_least = True, 1
        elif x == "up to":
            up_to = True
        elif x == "another":
            another = True
        elif isinstance(x, int):
            count = x
    if isinstance(what, tuple):
        kind, who = what
        if kind == "player":
            sel = s.ControlledByOpponent() if who == "opponent" else None
            return TargetSpec("player", sel, count=count, up_to=up_to, description=text,
                              at_least=at_least)
        if kind == "player_or_pw":
            # 115.1: a planeswalker, or a player (an opponent only for "target opponent or
            # planeswalker", 102.2)
            return TargetSpec("any", s.And((s.PERMANENT, s.IsType("Planeswalker"))),
                              count=count, up_to=up_to, description=text,
                              players="opponent" if who == "opponent" else "",
                              at_least=at_least)
        return TargetSpec("any", s.OTHER if who == "other" else None, count=count,
                          up_to=up_to, description=text, at_least=at_least)
    assert isinstance(what, Noun)
    n = replace(what, other=what.other or another)
    kind = {"card": "card", "spell": "spell", "spell_or_permanent": "spell_or_permanent"}.get(
        n.kind, "permanent")
    if kind == "permanent" and n.preds and all(
            isinstance(p, s.IsType) and p.card_type == "Creature" for p in n.preds[:1]) \
            and len(n.preds) == 1:
        kind = "creature"
    zone = n.zones[0] if kind == "card" else ("stack" if kind == "spell" else "battlefield")
    return TargetSpec(kind, n.selector(), count=count, up_to=up_to, zone=zone,
                      description=text, at_least=at_least)


def _single_graveyard(spec: TargetSpec) -> TargetSpec:
    """601.2c: "up to N target cards from a single graveyard": N cards in graveyards, all in
    one (`TargetSpec.single_graveyard`, checked as the targets are chosen). A required
    number or X of them stays unread: whether they can all be chosen at once would need the
    graveyards counted one by one before the spell is offered (117.1)."""
    if spec.kind != "card" or not spec.up_to or spec.count < 2:
        raise pp.ParseException(spec.description, 0, "targets from a single graveyard")
    return replace(spec, zone="graveyard", single_graveyard=True,
                   selector=s.And((s.InZone(("graveyard",)), spec.selector or s.Anything())))


def _spells_x(s_: str, loc: int, t: pp.ParseResults) -> str:
    """107.3a / 601.2b: X targets use the X announced as the spell is cast, or as an
    activated ability with {X} in its cost is activated (602.2b): not in a triggered ability,
    an activated ability without {X} in its cost, nor where the text defines X itself
    ("where X is ...")."""
    if s_.startswith(("When ", "Whenever ", "At ")) or "where X is" in s_ or (
            ":" in s_[:loc] and "{X}" not in s_[:loc].split(":", 1)[0]):
        raise pp.ParseException(s_, loc, "X targets without a spell's X")
    return "X"


_X_COUNT = (pp.Keyword("X") + pp.FollowedBy(kws("target", "targets"))).set_parse_action(_spells_x)
#: 603.12: "up to that many target ..." (only in a reflexive ability after paying a cost
#: any number of times: `compiler.grammar.refs.bind` refuses it anywhere else).
_THAT_MANY = kw("that many").set_parse_action(lambda: "that many")
#: 115.1 / 601.2c: "any number of target creatures": none or more, each chosen once.
_ANY_NUMBER = kw("any number of").set_parse_action(lambda: ["up to", 99])
#: 115.1: "one or two target creatures": one, or two different ones.
_ONE_OR_TWO = kw("one or two").set_parse_action(lambda: ["one or two", 2])
_COUNT = _ANY_NUMBER | _ONE_OR_TWO | (
    pp.Optional(kw("up to").set_parse_action(lambda: "up to"))
    + pp.Optional(NUMBER | _X_COUNT | _THAT_MANY))
#: "target creature you control", "up to two target creatures", "any target" (115.1).
TARGET = located(
    _COUNT + pp.Optional(kws("another", "other").set_parse_action(lambda: "another"))
    + (_PLAYER_TARGET | (sup("target") + NOUN + pp.Optional(
        kw("from a single graveyard").set_parse_action(lambda: "single graveyard"))))
    # 601.2c: "any target of an opponent's choice" (`engine.stack.target_chooser`), the
    # whole target phrase ("... of an opponent's choice from your graveyard" isn't read)
    + pp.Optional((kw("of an opponent's choice") + pp.FollowedBy(
        pp.Literal(".") | pp.Literal(",") | kws("instead", "and"))).set_parse_action(
            lambda: "opponent chooses")),
    _target).set_name("target")
