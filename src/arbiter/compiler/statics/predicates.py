"""What a continuous effect does to the objects it affects (613.1): the predicate half of
"<objects> get +1/+1", "... have flying", "... lose all abilities", "... is a 1/1 green
Saproling creature in addition to its other types", "... can't block". Static abilities
(`compiler.statics.statics`) and resolving effects ("target creature gets +2/+2 until end of turn",
`compiler.effects.effects`) share it; each predicate gives back a list of layer parts.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.cards.subtypes import BASIC_LAND_TYPES, CREATURE_TYPES, LAND_TYPES
from arbiter.compiler.grammar.lexicon import (
    CARD_TYPE,
    COLOR_WORD,
    NUMBER,
    SUBTYPE,
    SUPERTYPE,
    kw,
    kws,
    lit,
    sup,
)
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.replacements.additional_counters import ENTERS_WITH_ADDITIONAL
from arbiter.compiler.replacements.entering_tapped import ENTERS_TAPPED
from arbiter.compiler.statics.activation_bans import ACTIVATION_BAN
from arbiter.compiler.statics.block_restrictions import CANT_BLOCK_CREATURES
from arbiter.compiler.statics.blocking_as_though import BLOCKS_AS_THOUGH
from arbiter.compiler.statics.chosen_protection import CHOSEN_PROTECTION
from arbiter.compiler.statics.counter_bans import CANT_HAVE_COUNTERS_PREDICATE
from arbiter.compiler.statics.crew_power import CREWS_AS_THOUGH
from arbiter.compiler.statics.goad import IS_GOADED
from arbiter.compiler.statics.granted_keywords import GRANTED_KEYWORD
from arbiter.compiler.statics.loses_all_other import LOSES_ALL_OTHER, with_all_other
from arbiter.compiler.statics.quantities import COUNT, FOR_EACH
from arbiter.engine.combat.attack_alone import CANT_ATTACK_ALONE
from arbiter.engine.combat.block_requirements import (
    ALL_ABLE_BLOCK,
    AT_MOST_ONE_BLOCKER,
    BLOCKS_IF_ABLE,
    CANT_BLOCK_ALONE,
    MIN_BLOCKERS,
    MUST_BE_BLOCKED,
)
from arbiter.engine.combat.damage_amount import BY_TOUGHNESS
from arbiter.rules import counts as N
from arbiter.rules import parts as P
from arbiter.rules import values as V
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.chosen_land_type import AddChosenType, BecomeChosenType
from arbiter.rules.keywords import keyword_ability
from arbiter.vocab import COLOR_ORDER, Color

# -- keyword and quoted abilities as objects of "has/gains" (702, 113.1) -----------------
_KEYWORD_NAMES = (
    "flying", "first strike", "double strike", "deathtouch", "lifelink", "vigilance", "haste",
    "trample", "reach", "menace", "hexproof", "indestructible", "defender", "flash",
    "shroud", "decayed", "changeling", "infect", "wither", "fear", "intimidate",
    "protection from everything", "shadow", "horsemanship", "prowess", "undying", "persist",
    "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "exalted",
    "banding", "flanking", "skulk", "riot", "ward", "daybound", "nightbound", "flashback",
    # 702.116a myriad, 702.134a mentor, 702.26a phasing: read from the object's abilities
    # as they are now, so a granted instance works as a printed one (613.1f)
    "myriad", "mentor", "phasing",
)
_PROTECTION = (kw("protection from") + pp.MatchFirst([
    # 702.16h: "protection from each color" / "all colors" (one quality each)
    pp.Regex(r"(?:each color\b|all colors\b|[a-z]+)(?: and from (?:each color\b|all colors\b"
             r"|[a-z]+))*"),
    # 702.16a / 205.3m: "protection from Zombies" (a creature type, written in the plural);
    # 702.16g: "protection from Rogues and from Clerics" (two protections)
    pp.Regex(r"[A-Z][a-z]+s\b(?: and from [A-Z][a-z]+s\b)*").add_condition(
        lambda t: all(w[:-1] in CREATURE_TYPES for w in t[0].split(" and from "))),
    # 701.54b: "protection from Ring-bearers" (a designation, `engine.keywords.protection`)
    pp.Regex(r"Ring-bearers\b"),
])).set_parse_action(lambda t: " ".join(t))
_WARD = (kw("ward") + pp.Regex(r"\{[^}]+\}(?:\{[^}]+\})*|-? ?[A-Za-z ]+? life"))
#: 702.11d: "hexproof from white" (the copy's own parse action gives the word, not a Color)
_HEXPROOF_FROM = kw("hexproof from") + COLOR_WORD.copy().set_parse_action(lambda t: t[0].lower())
_KEYWORD = pp.MatchFirst([
    _PROTECTION,
    _HEXPROOF_FROM.copy().set_parse_action(lambda t: "hexproof from " + t[-1]),
    _WARD.copy().set_parse_action(lambda t: "ward " + t[-1]),
    kws(*[k for k in _KEYWORD_NAMES if k != "ward"]),
    # 702.70a, 702.68a: a keyword with its N ("All Sliver creatures have poisonous 1.")
    (kws("poisonous", "frenzy", "absorb") + pp.Regex(r"\d+")).set_parse_action(
        lambda t: " ".join(t)),  # 702.64a absorb too
    # 702.130a afflict, 702.164a toxic, 702.135a afterlife, 702.86a annihilator: "has toxic 2"
    (kws("afflict", "toxic", "afterlife", "annihilator") + pp.Regex(r"\d+")
     ).set_parse_action(lambda t: " ".join(t)),
    # 702.107a: "have outlast {2}" (Enduring Sliver)
    (kw("outlast") + pp.Regex(r"(?:\{[^}]+\})+")).set_parse_action(lambda t: " ".join(t)),
    GRANTED_KEYWORD,  # 613.1f: melee, training, fabricate 1, crew 2 ... (`granted_keywords`)
]).add_parse_action(lambda t: _granted_keyword(" ".join(t)))


def _granted_keyword(words: str) -> KeywordAbility:
    """A keyword granted by an effect (613.1f); one the engine doesn't carry out leaves the
    line unread rather than granting a no-op (principle 5)."""
    ability = keyword_ability(words[:1].upper() + words[1:])
    if not enforced(ability):
        raise pp.ParseException(words, 0, f"the engine doesn't carry out {ability.keyword}")
    return ability


def _quoted(t: pp.ParseResults, grantor: bool = False) -> object:
    from arbiter.compiler.grammar.quoted import compile_quoted

    return compile_quoted(t[0], grantor)


def _list(item: pp.ParserElement) -> pp.ParserElement:
    return (item + pp.ZeroOrMore(pp.Optional(lit(",")) + pp.Optional(
        kws("and", "or")).suppress() + item)).set_parse_action(lambda t: [tuple(t)])


QUOTED = pp.QuotedString('"').set_parse_action(lambda t: _quoted(t))
ABILITY_ITEM = _KEYWORD | QUOTED
#: "flying", "deathtouch, lifelink, and hexproof", 'flying and "{T}: Add {G}."'
ABILITY_LIST = _list(ABILITY_ITEM)
#: What "has" adds (613.1f): a quoted ability may name the object granting it (201.5a).
_GRANTED_LIST = _list(_KEYWORD | pp.QuotedString('"').set_parse_action(
    lambda t: _quoted(t, grantor=True)))

# -- predicates ---------------------------------------------------------------------------
_PT_MOD = pp.Regex(r"([+-])(\d+|X)/([+-])(\d+|X)").set_parse_action(
    lambda t: [tuple(_signed(x) for x in t[0].split("/"))])


def _signed(x: str) -> int | str:
    return x if x[1:] == "X" else int(x)


def _gets(t: pp.ParseResults) -> list[P.Part]:
    (p, q) = t[0]
    each = t[1] if len(t) > 1 else None

    def val(n: int | str) -> V.Value | None:
        if isinstance(n, str):
            # 107.3a: X as announced, unless a "where X is ..." clause defines it (the
            # sentence grammar replaces it); a static ability can't use a bare X.
            return V.ChosenX() if n[0] == "+" else V.Scaled(V.ChosenX(), -1)
        if each is not None:
            return V.Scaled(each, n) if n not in (0, 1) else (each if n == 1 else V.Const(0))
        return V.Const(n)

    return [P.ModifyPT(val(p), val(q))]


GETS = (sup("gets") | sup("get")) + pp.Optional(kw("an additional")).suppress() + _PT_MOD \
    + pp.Optional(FOR_EACH)
GETS.set_parse_action(lambda t: [_gets(t)])


def _gets_sum(t: pp.ParseResults) -> list[list[P.Part]]:
    """107.1, 613.4c: "+1/+1 for each creature you control and +1/+1 for each Aura you
    control": one change of the sum of the terms."""
    terms = [_gets(pp.ParseResults([t[i], t[i + 1]]))[0] for i in range(0, len(t), 2)]
    power = N.Sum(tuple(p.power for p in terms))
    toughness = N.Sum(tuple(p.toughness for p in terms))
    return [[P.ModifyPT(power, toughness)]]


_GETS_SUM = ((sup("gets") | sup("get")) + _PT_MOD + FOR_EACH
             + pp.OneOrMore(sup("and") + _PT_MOD + FOR_EACH)).set_parse_action(_gets_sum)

HAS = (kws("has", "have", "gains", "gain").suppress() + _GRANTED_LIST).set_parse_action(
    lambda t: [[P.AddAbilities(abilities=t[0])]])
LOSES_ALL = (kws("loses all abilities", "lose all abilities")).set_parse_action(
    lambda: [[P.LoseAllAbilities()]])
LOSES = (kws("loses", "lose").suppress() + ABILITY_LIST).set_parse_action(
    lambda t: [[P.LoseKeywords(frozenset(_keyword_names(t[0])))]])
#: 613.1f: "can't have or gain <keyword>".
CANT_HAVE = (sup("can't have or gain") + ABILITY_LIST).set_parse_action(
    lambda t: [[P.CantHave(frozenset(_keyword_names(t[0])))]])


def _keyword_names(abilities: tuple[object, ...]) -> list[str]:
    names = [getattr(a, "keyword", None) for a in abilities]
    if not all(names) or any(getattr(a, "param", None) for a in abilities):
        raise pp.ParseException("", 0, "only keywords without a parameter can be lost")
    return [str(n) for n in names]

_BASE_PT = pp.Regex(r"(\d+)/(\d+)").set_parse_action(
    lambda t: [tuple(int(x) for x in t[0].split("/"))])
BASE_PT = (kws("has base power and toughness", "have base power and toughness").suppress()
           + _BASE_PT
           # 613.4b, 613.1f: "has base power and toughness 5/5 and vigilance" (one "has")
           + pp.Optional(pp.Optional(lit(",")) + pp.Optional(sup("and")) + ABILITY_LIST)
           ).set_parse_action(
    lambda t: [[P.SetBasePT(V.Const(t[0][0]), V.Const(t[0][1]))]
               + ([P.AddAbilities(abilities=t[1])] if len(t) > 1 else [])])
#: 613.4b: "have base toughness 1" / "has base power 0": one of the two values set, the
#: other kept.
BASE_ONE = pp.MatchFirst([
    (kws("has base power", "have base power").suppress() + pp.Regex(r"\d+")
     + ~pp.Literal("/")).set_parse_action(lambda t: [[P.SetBasePT(V.Const(int(t[0])), None)]]),
    (kws("has base toughness", "have base toughness").suppress() + pp.Regex(r"\d+")
     ).set_parse_action(lambda t: [[P.SetBasePT(None, V.Const(int(t[0])))]]),
])
#: 107.3m: "have base power and toughness X/X" in an activated ability (Mirror Entity: the X
#: of its cost; a static ability's X needs a definition, `compiler.statics.statics`).
BASE_PT_X = (kws("has base power and toughness", "have base power and toughness").suppress()
             + kw("X/X").suppress()).set_parse_action(
    lambda: [[P.SetBasePT(V.ChosenX(), V.ChosenX())]])
#: 205.3m / 613.1d: "gain all creature types" (Mirror Entity; a one-shot effect's wording).
GAINS_ALL_CREATURE_TYPES = kws("gain all creature types", "gains all creature types"
                               ).set_parse_action(lambda: [[P.EveryCreatureType()]])
_EQUAL_EACH = (sup("each equal to") + COUNT)
BASE_PT_EQUAL = (kws("has base power and base toughness", "have base power and base toughness",
                     "has base power and toughness", "have base power and toughness"
                     ).suppress() + _EQUAL_EACH).set_parse_action(
    lambda t: [[P.SetBasePT(t[0], t[0])]])

# "is/are/becomes <description>": [a/an] [N/N] [colors] [supertypes] [types] [with ...]
_COLORS = (COLOR_WORD + pp.ZeroOrMore(pp.Optional(lit(",")) + pp.Optional(sup("and"))
                                      + COLOR_WORD)).set_parse_action(lambda t: [frozenset(t)])


def _type_words(t: pp.ParseResults) -> list[object]:
    return [("type_words", tuple(t))]


_TYPE_WORD = CARD_TYPE | SUBTYPE.copy().add_parse_action(lambda t: "sub:" + t[0]) | \
    SUPERTYPE.copy().add_parse_action(lambda t: "super:" + t[0])
#: "a Mountain, Forest, and Plains" (Lush Growth): a comma between type words, never after
#: the last one.
_TYPES = pp.OneOrMore(_TYPE_WORD + pp.Optional(
    sup("and") | (lit(",") + pp.Optional(sup("and")) + pp.FollowedBy(_TYPE_WORD)))
).set_parse_action(_type_words)
#: 205.1b / 105.3: "in addition to its other colors and types": colors are added too.
_IN_ADDITION_ALL = kws("in addition to its other colors and types",
                       "in addition to their other colors and types").set_parse_action(
    lambda: ["add", "add_colors"])
_IN_ADDITION = _IN_ADDITION_ALL | kws(
                   "in addition to its other types", "in addition to their other types",
                   "in addition to its other creature types",
                   "in addition to their other creature types",
                   "in addition to its other land types",
                   "in addition to their other land types").set_parse_action(lambda: "add")
_STILL = (kws("that's still", "that is still", "that are still").suppress()
          + pp.Optional(kws("a", "an")).suppress() + CARD_TYPE).set_parse_action(
    lambda t: ("still", t[0]))
_WITH_PT_EQUAL = (sup("with power and toughness each equal to") + COUNT).set_parse_action(
    lambda t: ("pt_equal", t[0]))
_WITH_ABILITIES = (sup("with") + ABILITY_LIST).set_parse_action(lambda t: ("with", t[0]))
#: "a green Elk creature with base power and toughness 3/3" (613.4b).
#: 613.1f: "with base power and toughness 4/4, flying, and haste", "... 1/1 and flying".
_WITH_BASE_PT = (sup("with base power and toughness") + _BASE_PT + pp.Optional(
    pp.Optional(lit(",")) + pp.Optional(sup("and")) + ABILITY_LIST)).set_parse_action(
    lambda t: [("pt", t[0])] + ([("with", t[1])] if len(t) > 1 else []))
#: 105.2c: "a colorless Clue artifact" (no color; `_become` sets the colors to none).
_COLORLESS = kw("colorless").set_parse_action(lambda: [frozenset()])
_DESCRIPTION = (
    pp.Optional(kws("a", "an")).suppress()
    + pp.Optional(_BASE_PT.copy().add_parse_action(lambda t: ("pt", t[0])))
    + pp.Optional((_COLORS | _COLORLESS).add_parse_action(lambda t: ("colors", t[0])))
    + pp.Optional(_TYPES)
    + pp.ZeroOrMore(_WITH_PT_EQUAL | _WITH_BASE_PT | _STILL | _WITH_ABILITIES)
    + pp.Optional(_IN_ADDITION)
    + pp.ZeroOrMore(_STILL)
)


def _become(t: pp.ParseResults) -> list[list[P.Part]]:
    """205.1a/b, 305.7, 613.1: what "<objects> is/becomes a ..." sets."""
    add = "add" in list(t)
    pt = colors = None
    types: set[str] = set()
    subs: set[str] = set()
    supers: set[str] = set()
    extra: list[P.Part] = []
    for x in t:
        if isinstance(x, tuple) and x[0] == "pt":
            pt = x[1]
        elif isinstance(x, tuple) and x[0] == "colors":
            colors = x[1]
        elif isinstance(x, tuple) and x[0] == "type_words":
            for w in x[1]:
                if w.startswith("sub:"):
                    subs.add(w[4:])
                elif w.startswith("super:"):
                    supers.add(w[6:])
                else:
                    types.add(w)
        elif isinstance(x, tuple) and x[0] == "still":
            # 205.1b: "that's still a land" retains the prior types; it adds none (a
            # permanent that has stopped being a land, 729.2a, doesn't become one)
            add = True
        elif isinstance(x, tuple) and x[0] == "pt_equal":
            extra.append(P.SetBasePT(x[1], x[1]))
        elif isinstance(x, tuple) and x[0] == "with":
            extra.append(P.AddAbilities(abilities=x[1]))
    still = [x[1] for x in t if isinstance(x, tuple) and x[0] == "still"]
    out: list[P.Part] = []
    if types or subs or supers:
        basic = subs and subs <= set(BASIC_LAND_TYPES) and not types and not add
        if basic:
            out.append(P.SetBasicLandTypes(frozenset(subs)))  # 305.7
        elif add or (not types and not subs):
            out.append(P.AddTypes(types=frozenset(types), subtypes=frozenset(subs),
                                  supertypes=frozenset(supers)))
        elif still:
            out.append(P.AddTypes(types=frozenset(types), subtypes=frozenset(subs)))
        elif types == {"Artifact", "Creature"}:
            # 205.1b: "becomes an artifact creature" keeps the prior card types and
            # subtypes; "[creature types] artifact creature" replaces only creature types.
            out.append(P.AddTypes(types=frozenset(types), supertypes=frozenset(supers)))
            if subs:
                out.append(P.BecomeTypes(subtypes=frozenset(subs)))
        elif types == {"Land"} and subs and subs <= set(BASIC_LAND_TYPES):
            # 205.1a then 305.7: "is a colorless Forest land" - it becomes a land and its
            # land type is set to a basic land type: it loses its rules-text abilities.
            out.append(P.BecomeTypes(types=frozenset(types)))
            out.append(P.SetBasicLandTypes(frozenset(subs)))
            if supers:
                out.append(P.AddTypes(supertypes=frozenset(supers)))
        else:
            out.append(P.BecomeTypes(types=frozenset(types) or None, subtypes=frozenset(subs)))
            if supers:
                out.append(P.AddTypes(supertypes=frozenset(supers)))
    if colors is not None:
        out.append(P.SetColors(colors=colors, add="add_colors" in list(t)))
    if pt is not None:
        out.append(P.SetBasePT(V.Const(pt[0]), V.Const(pt[1])))
    out.extend(extra)
    if not out:
        raise pp.ParseException("", 0, "nothing to become")
    return [out]


#: "is"; "'s" after "it" ("it's a creature in addition to its other types").
_BE = kws("is", "are") | pp.Literal("'s")
IS_DESCRIPTION = ((kws("becomes", "become") | _BE).suppress() + _DESCRIPTION
                  ).set_parse_action(_become)
IS_COLOR = pp.MatchFirst([
    (kws("is", "are").suppress() + kw("all colors")).set_parse_action(
        lambda: [[P.SetColors(colors=frozenset(COLOR_ORDER))]]),
    (kws("is", "are").suppress() + kw("colorless")).set_parse_action(
        lambda: [[P.SetColors(colors=frozenset())]]),
    (kws("is", "are").suppress() + kw("the chosen color") + pp.Optional(
        kw("in addition to its other colors") | kw("in addition to their other colors"))
     ).set_parse_action(lambda t: [[P.SetColors(chosen=True, add=len(t) > 3)]]),
    (kws("is", "are").suppress() + _COLORS + kws(
        "in addition to its other colors", "in addition to their other colors")
     ).set_parse_action(lambda t: [[P.SetColors(colors=t[0], add=True)]]),
])
# 205.3m: "the chosen creature type" names the same choice as "the chosen type"; "has the
# chosen creature type in addition to its other types" (Ashes of the Fallen) adds it too.
IS_CHOSEN_TYPE = (
    (kws("is", "are").suppress() + kws("the chosen type", "the chosen creature type")
     + pp.Optional(_IN_ADDITION))
    | (kw("has").suppress() + kws("the chosen creature type") + _IN_ADDITION)
).set_parse_action(
    lambda t: [[AddChosenType(chosen_subtype=True)] if "add" in list(t) else
               [BecomeChosenType(chosen_subtype=True, clear_kinds=frozenset({"creature"}))]])
IS_EVERY_TYPE = (kws("is", "are") + kws("every creature type", "every basic land type",
                                         "all creature types")
                 + pp.Optional(_IN_ADDITION)).set_parse_action(
    lambda t: [[P.EveryCreatureType()] if "creature" in " ".join(map(str, t)) else
               [P.AddTypes(subtypes=frozenset(BASIC_LAND_TYPES))]])
#: 205.3i: "is every land type in addition to its other types" (every land type, the basic
#: ones too: 305.7, a land gaining land types keeps its own and its rules text); "is every
#: nonbasic land type" (205.1a: its land types are set to those, none of them basic, so 305.7
#: doesn't apply; "in addition" keeps the old ones). "every land type" alone would set basic
#: land types (305.7) and stays unread.
_NONBASIC_LAND_TYPES = LAND_TYPES - BASIC_LAND_TYPES
IS_EVERY_LAND_TYPE = pp.MatchFirst([
    (kws("is", "are") + kw("every land type") + _IN_ADDITION).set_parse_action(
        lambda: [[P.AddTypes(subtypes=LAND_TYPES)]]),
    (kws("is", "are") + kw("every nonbasic land type") + pp.Optional(_IN_ADDITION)
     ).set_parse_action(lambda t: [[P.AddTypes(subtypes=_NONBASIC_LAND_TYPES)] if "add" in list(t)
                                   else [P.BecomeTypes(subtypes=_NONBASIC_LAND_TYPES)]]),
])
#: 205.1a: "lose all creature types" (the creature types are set to none; other subtypes stay)
LOSES_CREATURE_TYPES = kws("lose all creature types", "loses all creature types"
                           ).set_parse_action(
    lambda: [[P.BecomeTypes(clear_kinds=frozenset({"creature"}))]])
ISNT = (kws("isn't", "aren't", "is not").suppress() + pp.Optional(kws("a", "an")).suppress()
        + CARD_TYPE).set_parse_action(lambda t: [[P.RemoveTypes(types=frozenset({t[0]}))]])


def _rules(rule: str, detail: object = None) -> list[list[P.Part]]:
    return [[P.RulesPart(rule=rule, detail=detail)]]


COMBAT_RULES = pp.MatchFirst([
    # 510.1a: "assigns combat damage equal to its toughness rather than its power"
    # (`engine.combat.damage_amount`)
    kws("assigns combat damage equal to its toughness rather than its power",
        "assign combat damage equal to their toughness rather than their power"
        ).set_parse_action(lambda: _rules(BY_TOUGHNESS)),
    # 509.1c: "..., and all creatures able to block it do so" (Lure's requirement on the
    # object the sentence is about; `engine.combat.block_requirements`)
    kw("all creatures able to block it do so").set_parse_action(
        lambda: _rules(ALL_ABLE_BLOCK)),
    # 506.5: "can't attack or block alone" (508.1c, 509.1b; `engine.combat.attack_alone`,
    # `engine.combat.block_requirements`)
    kw("can't attack or block alone").set_parse_action(
        lambda: [[P.RulesPart(CANT_ATTACK_ALONE), P.RulesPart(CANT_BLOCK_ALONE)]]),
    kw("can't attack alone").set_parse_action(lambda: _rules(CANT_ATTACK_ALONE)),
    kw("can't block alone").set_parse_action(lambda: _rules(CANT_BLOCK_ALONE)),
    (kws("can't attack or block", "can't block or attack")).set_parse_action(
        lambda: [[P.RulesPart("cant_attack"), P.RulesPart("cant_block")]]),
    kw("can't block").set_parse_action(lambda: _rules("cant_block")),
    # 509.1a: one attacker per blocker, unless an effect lets it block more.
    (kws("can block an additional creature each combat")).set_parse_action(
        lambda: _rules("block_additional", 1)),
    # "can block an additional ninety-nine creatures each combat" (Hundred-Handed One)
    kw("can block an additional ninety-nine creatures each combat").set_parse_action(
        lambda: _rules("block_additional", 99)),
    (sup("can block an additional") + NUMBER + kw("creatures each combat")
     .suppress()).set_parse_action(lambda t: _rules("block_additional", t[0])),
    kw("can block any number of creatures").set_parse_action(
        lambda: _rules("block_any_number")),
    # 509.1b: "can block only creatures with flying" (a restriction on the blocker)
    (sup("can block only") + NOUN).set_parse_action(
        lambda t: _rules("can_block_only", t[0].selector())),
    # 508.1c: "can't attack you or planeswalkers you control" ("you": the effect's controller)
    kws("can't attack you or planeswalkers you control",
        "can't attack you or a planeswalker you control").set_parse_action(
        lambda: _rules("cant_attack_you")),
    # 508.1c: "can't attack you" (a player only; planeswalkers they control may be attacked)
    kw("can't attack you").set_parse_action(lambda: _rules("cant_attack_you_player")),
    kw("can't attack").set_parse_action(lambda: _rules("cant_attack")),
    # 509.1b: restrictions on the declaration as a whole (`engine.combat.block_requirements`)
    kw("can't be blocked by more than one creature").set_parse_action(
        lambda: _rules(AT_MOST_ONE_BLOCKER)),
    # 509.1c: requirements (`engine.combat.block_requirements`)
    kw("must be blocked if able").set_parse_action(lambda: _rules(MUST_BE_BLOCKED)),
    kws("blocks each combat if able", "block each combat if able").set_parse_action(
        lambda: _rules(BLOCKS_IF_ABLE)),
    kws("attacks or blocks each combat if able", "attack or block each combat if able"
        ).set_parse_action(
        lambda: [[P.RulesPart("attacks_each_combat_if_able"), P.RulesPart(BLOCKS_IF_ABLE)]]),
    # 509.1b: "can't be blocked except by three or more creatures" (the whole declaration)
    (sup("can't be blocked except by") + NUMBER + sup("or more creatures")).set_parse_action(
        lambda t: _rules(MIN_BLOCKERS, t[0])),
    (sup("can't be blocked except by") + NOUN).set_parse_action(
        lambda t: _rules("cant_be_blocked_except_by", t[0].selector())),
    (sup("can't be blocked by") + NOUN).set_parse_action(
        lambda t: _rules("cant_be_blocked_by", t[0].selector())),
    kw("can't be blocked").set_parse_action(lambda: _rules("cant_be_blocked")),
    kws("attacks each combat if able", "attack each combat if able").set_parse_action(
        lambda: _rules("attacks_each_combat_if_able")),
    # 502.3: effects can keep permanents from untapping.
    kws("doesn't untap during its controller's untap step",
        "don't untap during their controllers' untap steps",
        "doesn't untap during your untap step").set_parse_action(
        lambda: _rules("doesnt_untap")),
    # 302.6 / 702.10b: "can attack as though it had haste" (summoning sickness aside for
    # attacking only, `engine.combat.declare`).
    kws("can attack as though it had haste", "can attack as though they had haste"
        ).set_parse_action(lambda: _rules("attacks_as_though_haste")),
    # 702.3b: "can attack as though it didn't have defender".
    kws("can attack as though it didn't have defender",
        "can attack as though they didn't have defender").set_parse_action(
        lambda: _rules("attacks_as_though_no_defender")),
])

#: One predicate: a list of parts.
PREDICATE = pp.MatchFirst([
    _GETS_SUM, GETS, LOSES_ALL, BASE_PT_EQUAL, BASE_PT, BASE_PT_X, GAINS_ALL_CREATURE_TYPES,
    BASE_ONE,  # 613.4b: one of the two base values
    CHOSEN_PROTECTION,  # 702.16a, 614.12 (before HAS)
    CANT_HAVE_COUNTERS_PREDICATE,  # 101.2, 122 (before CANT_HAVE)
    HAS, LOSES, CANT_HAVE, IS_COLOR, IS_CHOSEN_TYPE,
    IS_EVERY_TYPE, IS_EVERY_LAND_TYPE, LOSES_CREATURE_TYPES, ISNT, BLOCKS_AS_THOUGH, IS_GOADED,
    CANT_BLOCK_CREATURES,  # 509.1b
    COMBAT_RULES, IS_DESCRIPTION,
    CREWS_AS_THOUGH,  # 702.122a, 702.171a
    ENTERS_WITH_ADDITIONAL, ACTIVATION_BAN,  # 602.5
    ENTERS_TAPPED,  # 614.1c, 614.12
])
#: "get +1/+1 and have flying", "loses all abilities and has base power and toughness 1/1";
#: "... and loses all other abilities" (613.1f, `compiler.statics.loses_all_other`).
_ONE_PREDICATE = PREDICATE | LOSES_ALL_OTHER
#: "... can attack as though it didn't have defender and it can't be blocked": after "and",
#: "it" is the object the sentence is about.
PREDICATES = (_ONE_PREDICATE + pp.ZeroOrMore(
    pp.Optional(lit(",")) + pp.Optional(sup("and") + pp.Optional(sup("it"))) + _ONE_PREDICATE)
).set_parse_action(
    lambda t: [with_all_other([p for group in t for p in group])])

__all__ = ["COUNT", "FOR_EACH", "ABILITY_LIST", "PREDICATE", "PREDICATES", "Noun",
           "CREATURE_TYPES", "NUMBER", "Color"]
