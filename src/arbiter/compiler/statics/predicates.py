"""What a continuous effect does to the objects it affects (613.1): the predicate half of
"<objects> get +1/+1", "... have flying", "... lose all abilities", "... is a 1/1 green
Saproling creature in addition to its other types", "... can't block". Static abilities
(`compiler.statics.statics`) and resolving effects ("target creature gets +2/+2 until end of turn",
`compiler.effects.effects`) share it; each predicate gives back a list of layer parts.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.cards.subtypes import BASIC_LAND_TYPES, CREATURE_TYPES, LAND_TYPES
from arbiter.compiler.conditions.starting_life import FOR_EACH_OPPONENT_AGAINST_STARTING
from arbiter.compiler.costs.sacrificed_values import SACRIFICED_STAT
from arbiter.compiler.effects.greatest_among import GREATEST_AMONG_OBJECTS
from arbiter.compiler.effects.tap_any_number import TAPPED_THIS_WAY
from arbiter.compiler.grammar.amounts import AMOUNT_COUNT, AMOUNT_FOR_EACH
from arbiter.compiler.grammar.counters_removed import (
    COUNTERS_REMOVED_COUNT,
    FOR_EACH_COUNTER_REMOVED,
)
from arbiter.compiler.grammar.damage_dealt import DAMAGE_DEALT_THIS_WAY
from arbiter.compiler.grammar.destroyed import FOR_EACH_DESTROYED
from arbiter.compiler.grammar.different_names import DIFFERENTLY_NAMED_COUNT
from arbiter.compiler.grammar.exile_and_graveyard import (
    EXILE_AND_GRAVEYARD_COUNT,
    FOR_EACH_IN_EXILE_AND_GRAVEYARD,
)
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
from arbiter.compiler.grammar.mana_symbols import FOR_EACH_MANA_SYMBOL, MANA_SYMBOL_COUNT
from arbiter.compiler.grammar.noun_values import COUNT
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.grammar.revealed_this_way import FOR_EACH_REVEALED, REVEALED_COUNT
from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.replacements.additional_counters import ENTERS_WITH_ADDITIONAL
from arbiter.compiler.replacements.entering_tapped import ENTERS_TAPPED
from arbiter.compiler.statics.activation_bans import ACTIVATION_BAN
from arbiter.compiler.statics.block_restrictions import CANT_BLOCK_CREATURES
from arbiter.compiler.statics.blocking_as_though import BLOCKS_AS_THOUGH
from arbiter.compiler.statics.chosen_protection import CHOSEN_PROTECTION
from arbiter.compiler.statics.counter_bans import CANT_HAVE_COUNTERS_PREDICATE
from arbiter.compiler.statics.for_each_sums import FOR_EACH_SUMS
from arbiter.compiler.statics.goad import IS_GOADED
from arbiter.compiler.statics.granted_keywords import GRANTED_KEYWORD
from arbiter.compiler.statics.group_values import GROUP_FOR_EACH, GROUP_VALUE
from arbiter.compiler.statics.loses_all_other import LOSES_ALL_OTHER, with_all_other
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
from arbiter.rules.commander_values import CommanderCasts, GreatestCommanderManaValue
from arbiter.rules.controller_zones import CardsInControllersZone
from arbiter.rules.highest_life_total import HighestLifeTotal
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.last_known import ExiledThisWayManaValue
from arbiter.rules.party import PartySize
from arbiter.rules.shared_types import OthersSharingCreatureType
from arbiter.rules.speed import YourSpeed
from arbiter.rules.turn_damage import DamageDealtToYouThisTurn
from arbiter.vocab import COLOR_ORDER, Color

# -- numbers (107.3) ----------------------------------------------------------------------
_COUNT_OF = (sup("the") + pp.Optional(kw("total")).suppress() + sup("number of") + NOUN
             ).set_parse_action(lambda t: V.CountOf(t[0].selector()))
_AMONG = pp.MatchFirst([
    (sup("the number of basic land types among") + NOUN).set_parse_action(
        lambda t: N.BasicLandTypesAmong(t[0].selector())),
    (sup("the number of card types among") + NOUN).set_parse_action(
        lambda t: N.CardTypesAmong(t[0].selector())),
    (sup("the number of colors among") + NOUN).set_parse_action(
        lambda t: N.ColorsAmong(t[0].selector())),
    (sup("the number of different powers among") + NOUN).set_parse_action(
        lambda t: N.PowersAmong(t[0].selector())),  # 208.1
])
_ONE_COUNT = pp.Forward()
#: "the number of lands you control", "its mana value", "your devotion to white",
#: "1 plus the number of ...", "twice the number of ...", "the number of A plus the number of B"
#: (`COUNT`, a Forward, is the noun grammar's: `compiler.grammar.noun_values`)
_PLUS = (pp.Optional((NUMBER + sup("plus")).set_parse_action(lambda t: V.Const(t[0])))
         + _ONE_COUNT + pp.ZeroOrMore(sup("plus") + _ONE_COUNT)).set_parse_action(
    lambda t: t[0] if len(t) == 1 else N.Sum(tuple(t)))
COUNT <<= pp.MatchFirst([
    (sup("twice") + _ONE_COUNT).set_parse_action(lambda t: V.Scaled(t[0], 2)),
    # 107.1a: "half <a number>, rounded up / down" (rounding as the text says)
    (sup("half") + _ONE_COUNT + pp.Literal(",").suppress() + sup("rounded") + kws("up", "down")
     ).set_parse_action(lambda t: V.Half(t[0], t[1].lower() == "up")),
    _PLUS,
]).set_name("count")
_ONE_COUNT <<= pp.MatchFirst([
    AMOUNT_COUNT,  # 119.9, 102.2, 601.2h, 601.2i (`compiler.grammar.amounts`)
    EXILE_AND_GRAVEYARD_COUNT,  # 400.1, 108.3 (`compiler.grammar.exile_and_graveyard`)
    SACRIFICED_STAT,  # 608.2h (`compiler.costs.sacrificed_values`)
    COUNTERS_REMOVED_COUNT,  # 608.2h (`compiler.grammar.counters_removed`)
    REVEALED_COUNT,  # 608.2c (`compiler.grammar.revealed_this_way`)
    kw("the number of creatures in your party").set_parse_action(lambda: PartySize()),  # 700.8
    GROUP_VALUE,  # 202.3, 122.1, 121.2 (`compiler.statics.group_values`), before _COUNT_OF
    _AMONG,
    MANA_SYMBOL_COUNT,  # 202.2a, 107.4e (`compiler.grammar.mana_symbols`)
    DIFFERENTLY_NAMED_COUNT,  # 201.2b (`compiler.grammar.different_names`)
    GREATEST_AMONG_OBJECTS,  # 208.1 (`compiler.effects.greatest_among`)
    _COUNT_OF,
    kws("its mana value", "that card's mana value").set_parse_action(lambda: V.ManaValueOf()),
    kw("its power").set_parse_action(lambda: V.PowerOf()),
    kw("~'s power").set_parse_action(lambda: V.SourcePower()),
    kw("your life total").set_parse_action(lambda: V.LifeTotal()),
    # 119.1: "the highest life total among all players / your opponents"
    (sup("the highest life total among") + kws("all players", "players", "your opponents")
     ).set_parse_action(lambda t: HighestLifeTotal(t[-1].lower() == "opponents")),
    kw("your speed").set_parse_action(lambda: YourSpeed()),  # 702.179f
    kw("the mana value of the permanent exiled this way").set_parse_action(
        lambda: ExiledThisWayManaValue()),  # 608.2h
    kw("the greatest mana value of a commander you own on the battlefield or in the command "
       "zone").set_parse_action(lambda: GreatestCommanderManaValue()),  # 903.3
    (sup("your devotion to") + COLOR_WORD).set_parse_action(lambda t: V.Devotion(t[0])),
    (sup("the number of") + pp.Regex(r"[a-z+\-/0-9]+") + sup("counters on ~")
     ).set_parse_action(lambda t: V.CountersOnSource(t[0])),
    # 122.1: "the number of counters on Hancock" (counters of every kind on the source)
    kw("the number of counters on ~").set_parse_action(
        lambda: N.CountersOn(None, on_source=True)),
    DAMAGE_DEALT_THIS_WAY,  # 120.1 (`compiler.grammar.damage_dealt`)
    # 120.3: "the damage dealt to you this turn" (`rules.turn_damage`)
    kw("the damage dealt to you this turn").set_parse_action(
        lambda: DamageDealtToYouThisTurn()),
])
_KIND = pp.Regex(r"[a-z+\-/0-9]+")
#: "for each <noun>" (a count of objects) / "for each <kind> counter on ~" / "for each Aura
#: attached to it" / "for each basic land type among lands you control" (domain) / ...
FOR_EACH = pp.MatchFirst([
    AMOUNT_FOR_EACH,  # 102.2, 601.2h, 601.2i, 121.2 (`compiler.grammar.amounts`)
    FOR_EACH_DESTROYED,  # 701.8 (`compiler.grammar.destroyed`)
    TAPPED_THIS_WAY,  # 701.26a (`compiler.effects.tap_any_number`)
    FOR_EACH_COUNTER_REMOVED,  # 608.2h (`compiler.grammar.counters_removed`)
    FOR_EACH_REVEALED,  # 608.2c (`compiler.grammar.revealed_this_way`)
    FOR_EACH_MANA_SYMBOL,  # 202.2a, 107.4e (`compiler.grammar.mana_symbols`)
    FOR_EACH_IN_EXILE_AND_GRAVEYARD,  # 400.1, 108.3
    kw("for each creature in your party").set_parse_action(lambda: PartySize()),  # 700.8
    # 402.1: "for each card in its controller's hand" (`rules.controller_zones`)
    kw("for each card in its controller's hand").set_parse_action(
        lambda: CardsInControllersZone("hand")),
    GROUP_FOR_EACH,  # 614.12 the chosen player's cards, 122.1 players' counters
    (sup("for each counter on") + kws("it", "~")).set_parse_action(
        lambda t: N.CountersOn(None, on_source=t[0] == "~")),
    (sup("for each") + _KIND + sup("counter on ~")
     ).set_parse_action(lambda t: V.CountersOnSource(t[0])),
    # 122.1: "for each slime counter on them" (each affected object's own counters)
    (sup("for each") + _KIND + sup("counter on") + kws("it", "them")
     ).set_parse_action(lambda t: N.CountersOn(t[0])),
    # 301.5, 303.4: "attached to him" (Winter Soldier) names the affected object as "it" does
    # 303.7: a Role is an Aura ("for each Role attached to it")
    (sup("for each") + kws("Aura", "Equipment", "Role") + sup("attached to")
     + kws("it", "him", "her", "~")
     ).set_parse_action(lambda t: N.AttachedCount(t[0].capitalize(), to_source=t[1] == "~")),
    (sup("for each Aura and Equipment attached to") + kws("it", "~")).set_parse_action(
        lambda t: N.AttachedCount(None, to_source=t[0] == "~")),
    (sup("for each basic land type among") + NOUN).set_parse_action(
        lambda t: N.BasicLandTypesAmong(t[0].selector())),
    (sup("for each color among") + NOUN).set_parse_action(
        lambda t: N.ColorsAmong(t[0].selector())),
    kw("for each of its colors").set_parse_action(lambda: N.ColorsOf()),
    # "for each other creature on the battlefield that shares a creature type with it"
    (sup("for each other") + NOUN + sup("that shares") + kws(
        "at least one creature type", "a creature type").suppress() + sup("with it")
     ).set_parse_action(lambda t: OthersSharingCreatureType(t[0].selector())),
    FOR_EACH_OPPONENT_AGAINST_STARTING,  # 103.4 (`compiler.conditions.starting_life`)
    FOR_EACH_SUMS,  # 107.1, 102.2 (`compiler.statics.for_each_sums`)
    kw("for each time you've cast your commander from the command zone this game"
       ).set_parse_action(lambda: CommanderCasts()),  # 903.8
    (sup("for each") + NOUN).set_parse_action(lambda t: V.CountOf(t[0].selector())),
])

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
_WITH_BASE_PT = (sup("with base power and toughness") + _BASE_PT).set_parse_action(
    lambda t: ("pt", t[0]))
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
    kw("blocks each combat if able").set_parse_action(lambda: _rules(BLOCKS_IF_ABLE)),
    kw("attacks or blocks each combat if able").set_parse_action(
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
