"""Conditions of static abilities: "as long as <condition>" (611.3b), read before the general
`compiler.conditions.conditions.CONDITION` (which this falls back to).

Some conditions are about an object the rest of the sentence calls "it":

    As long as ~ is equipped, it gets +1/+1.              "it" is ~          (`About`)
    As long as enchanted creature is red, it has haste.   "it" is that creature
    Enchanted creature gets +2/+1 as long as it's black.  "it" is the subject (`ItIs`)
"""

from __future__ import annotations

from dataclasses import dataclass

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.conditions.player_state import PLAYER_STATE_CONDITION
from arbiter.compiler.effects.designations import DESIGNATION_CONDITION
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keyword_actions.ring_tempts import IsYourRingBearer
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import static_conditions as SC
from arbiter.rules import values as V
from arbiter.rules.attachments_at_least import AttachmentsAtLeast
from arbiter.rules.attacked import AttackedThisTurn, SourceAttackedThisTurn
from arbiter.rules.attacking_alone import AttackingAlone
from arbiter.rules.blocked_count import SourceBlockedByAtLeast
from arbiter.rules.controller_controls_other import ControllerControlsOther
from arbiter.rules.controller_zones import ControllersZoneAtLeast
from arbiter.rules.counts import (
    AttachedCount,
    CardTypesAmong,
    CounterKindsAmong,
    CountersAmong,
    CountersOn,
    ManaValuesAmong,
)
from arbiter.rules.dealt_damage_yet import HasntDealtDamageYet
from arbiter.rules.entered_selectors import EnteredThisTurn, SourceEnteredThisTurn
from arbiter.rules.linked_exile import ExiledWithSource
from arbiter.rules.player_state_conditions import NoCardsInYourLibrary
from arbiter.rules.rooms import UnlockedDoorsAmong


@dataclass(frozen=True)
class About:
    """A condition about an object that a following "it" names (SELF or ATTACHED)."""

    condition: C.Condition
    referent: s.Selector


@dataclass(frozen=True)
class ItIs:
    """"it's <description>" / "it has a <kind> counter on it": about whatever "it" is.
    `on_source` is the condition to use when "it" is the source itself (counter counts)."""

    selector: s.Selector | None
    on_source: C.Condition | None = None

    def resolve(self, subject: s.Selector) -> tuple[C.Condition | None, s.Selector | None]:
        """(condition, filter): a condition on the source or the object it is attached to;
        for any other subject ("Each Vehicle you control gets +1/+1 as long as it's a
        creature") the description narrows the objects affected, one by one."""
        if subject == s.SELF:
            if self.on_source is not None:
                return self.on_source, None
            assert self.selector is not None
            return C.SourceMatches(self.selector), None
        if self.selector is None:
            raise pp.ParseException("", 0, "a counter count only on the source")
        if subject == s.ATTACHED:
            return SC.AttachedMatches(self.selector), None
        return None, self.selector


def _desc_selector(n: Noun) -> s.Selector:
    """A description after "is" ("red", "a Human", "attacking", "untapped", "legendary")."""
    preds = list(n.preds)
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


_ARTICLE = pp.Optional(kws("a", "an")).suppress()
#: "enchanted" / "equipped" as a state of the object itself (an Aura / Equipment is attached).
_ATTACHED_STATE = pp.MatchFirst([
    kw("enchanted").set_parse_action(lambda: s.AttachedTo("Aura")),
    kw("equipped").set_parse_action(lambda: s.AttachedTo("Equipment")),
]) + pp.FollowedBy(pp.StringEnd() | pp.one_of(", .") | kws("and", "it"))
#: "is untapped, ..." / "is tapped, ...": a state alone before the sentence goes on (an object
#: phrase would read "untapped, green creatures" as one series of adjectives).
_TAP_STATE = pp.MatchFirst([
    kw("untapped").set_parse_action(lambda: s.IsTapped(False)),
    kw("tapped").set_parse_action(lambda: s.IsTapped(True)),
]) + pp.FollowedBy(pp.Literal(","))
#: "a Human or an Angel": two descriptions, each with its article (either one holds).
_EITHER = (_ARTICLE + NOUN + sup("or") + kws("a", "an").suppress() + NOUN).set_parse_action(
    lambda t: s.Or((_desc_selector(t[0]), _desc_selector(t[1]))))
#: 506.5: "attacking alone" (attacking, and no other creature is)
_ALONE = kw("attacking alone").set_parse_action(lambda: AttackingAlone())
_DESCRIPTION = _ALONE | _ATTACHED_STATE | _TAP_STATE | _EITHER | (_ARTICLE + NOUN
                                                                  ).set_parse_action(
    lambda t: _desc_selector(t[0]))
_IS = kw("is") | pp.Literal("'s")
_ISNT = kws("isn't", "is not")


#: A keyword the object has ("as long as it has defender", 702).
_KEYWORD = kws("flying", "defender", "first strike", "double strike", "deathtouch",
               "lifelink", "trample", "haste", "vigilance", "reach", "menace", "hexproof",
               "indestructible").set_parse_action(lambda t: t[0].lower())
_OR_MORE_ = (NUMBER + sup("or more")).set_parse_action(lambda t: t[0])
#: "on him" / "on her": a character card's own pronoun.
_A_COUNTER = (sup("a") + COUNTER_KIND + kws("counter on it", "counter on him",
                                            "counter on her").suppress())
_N_COUNTERS = (NUMBER + sup("or more") + COUNTER_KIND
               + kws("counters on it", "counters on him", "counters on her").suppress())
_NO_COUNTERS = (sup("no") + COUNTER_KIND + sup("counters on it"))

#: "it's attacking", "it's a creature", "it has a +1/+1 counter on it" (about "it").
_IT = pp.MatchFirst([
    # "he's" / "she's": a character card's text calls the card by its pronoun.
    (kws("it", "he", "she") + pp.Literal("'s").suppress() + pp.Optional(kw("not"))
     + _DESCRIPTION
     ).set_parse_action(lambda t: ItIs(s.Not(t[-1]) if len(t) > 2 else t[-1])),
    (kw("it") + kws("is not", "isn't").suppress() + _DESCRIPTION).set_parse_action(
        lambda t: ItIs(s.Not(t[-1]))),
    (kw("it is") + _DESCRIPTION).set_parse_action(lambda t: ItIs(t[-1])),
    (kw("it has") + _A_COUNTER).set_parse_action(
        lambda t: ItIs(s.HasCounter(t[-1]), C.SourceCounters(t[-1], 1))),
    (kw("it has") + _N_COUNTERS).set_parse_action(
        lambda t: ItIs(None, C.SourceCounters(t[-1], t[-2]))),
    # 404.1: "its controller has seven or more cards in their graveyard" (`rules.controller_zones`)
    (sup("its controller has") + NUMBER + sup("or more cards in their graveyard")
     ).set_parse_action(lambda t: ItIs(ControllersZoneAtLeast("graveyard", t[0]))),
    # 122.1: "it has two or fewer oil counters on it" (read only when "it" is the source)
    (kw("it has") + NUMBER + sup("or fewer") + COUNTER_KIND + sup("counters on it")
     ).set_parse_action(lambda t: ItIs(None, C.SourceCounters(t[-1], 0, t[-2]))),
    (sup("it has") + _KEYWORD).set_parse_action(lambda t: ItIs(s.HasKeyword(t[0]))),
    # 120.1: "if it hasn't dealt damage yet" (read only when "it" is the source)
    kws("it hasn't dealt damage yet", "it has not dealt damage yet").set_parse_action(
        lambda: ItIs(None, HasntDealtDamageYet())),
    # 108.4, 109.1: "as long as its controller controls another creature / no other creatures"
    (sup("its controller controls another") + NOUN).set_parse_action(
        lambda t: ItIs(ControllerControlsOther(t[0].selector()))),
    (sup("its controller controls no other") + NOUN).set_parse_action(
        lambda t: ItIs(ControllerControlsOther(t[0].selector(), some=False))),
    # 601.2i: "as long as it was cast" (the permanent entered as a spell that was cast; read
    # only when "it" is the source)
    kw("it was cast").set_parse_action(lambda: ItIs(None, C.SourceWasCast())),
    # 508.1a: "as long as it attacked this turn" (declared as an attacker; 508.4)
    kw("it attacked this turn").set_parse_action(
        lambda: ItIs(AttackedThisTurn(), SourceAttackedThisTurn())),
    # 603.6a: "as long as it entered this turn" (it entered the battlefield during this turn)
    kw("it entered this turn").set_parse_action(lambda: ItIs(EnteredThisTurn())),
    # 509.1h: "two or more creatures are blocking it" (read only when "it" is the source)
    (_OR_MORE_ + sup("creatures are blocking it")).set_parse_action(
        lambda t: ItIs(None, SourceBlockedByAtLeast(t[0]))),
    (_OR_MORE_ + kws("Equipment", "Auras") + sup("are attached to it")
     ).set_parse_action(lambda t: ItIs(AttachmentsAtLeast(
         "Equipment" if t[1] == "Equipment" else "Aura", t[0]), C.Compare(AttachedCount(
             "Equipment" if t[1] == "Equipment" else "Aura", to_source=True), ">=", t[0]))),
]).set_parse_action(lambda t: t[-1])

_EXILED_WITH_SOURCE = s.And((s.InZone(("exile",)), ExiledWithSource()))
#: "~ is equipped", "~ is attacking", "~ has a divinity counter on it" (about the source).
_SOURCE = pp.MatchFirst([
    DESIGNATION_CONDITION.copy().add_parse_action(lambda t: About(t[0], s.SELF)),
    # 701.54e: "As long as ~ is your Ring-bearer" (`compiler.effects.ring_tempts`)
    kw("~ is your ring-bearer").set_parse_action(
        lambda: About(IsYourRingBearer(), s.SELF)),
    kw("~ entered this turn").set_parse_action(
        lambda: About(SourceEnteredThisTurn(), s.SELF)),
    kw("~ hasn't dealt damage yet").set_parse_action(
        lambda: About(HasntDealtDamageYet(), s.SELF)),  # 120.1
    # 303.4: "~ is enchanted by exactly two Auras" / "by three or more Auras" (Timber Paladin)
    (sup("~ is enchanted by") + pp.MatchFirst([
        (sup("exactly") + NUMBER).set_parse_action(lambda t: ("==", t[0])),
        (NUMBER + sup("or more")).set_parse_action(lambda t: (">=", t[0]))])
     + kws("Aura", "Auras").suppress()).set_parse_action(
        lambda t: About(C.Compare(AttachedCount("Aura", to_source=True), *t[0]), s.SELF)),
    (sup("~") + _IS + _DESCRIPTION).set_parse_action(
        lambda t: About(C.SourceMatches(t[-1]), s.SELF)),
    (sup("~") + _ISNT + _DESCRIPTION).set_parse_action(
        lambda t: About(C.SourceMatches(s.Not(t[-1])), s.SELF)),
    (sup("~ has") + _A_COUNTER).set_parse_action(
        lambda t: About(C.SourceCounters(t[0], 1), s.SELF)),
    (sup("~ has") + _N_COUNTERS).set_parse_action(
        lambda t: About(C.SourceCounters(t[1], t[0]), s.SELF)),
    # 122.1: "as long as ~ has a counter on it" (a counter of any kind)
    kw("~ has a counter on it").set_parse_action(
        lambda: About(C.Compare(CountersOn(None, on_source=True), ">=", 1), s.SELF)),
    (sup("~ has") + NUMBER + sup("or more counters on it")).set_parse_action(
        lambda t: About(C.Compare(CountersOn(None, on_source=True), ">=", t[0]), s.SELF)),
    # 208.1: "as long as ~'s power is 5 or greater" (its power now)
    (sup("~'s power is") + NUMBER + sup("or greater")).set_parse_action(
        lambda t: About(C.SourceMatches(s.StatCompare("power", ">=", t[0])), s.SELF)),
    (sup("~ has") + _NO_COUNTERS).set_parse_action(
        lambda t: About(C.SourceCounters(t[0], 0, 0), s.SELF)),
    (sup("there are") + NUMBER + sup("or more") + COUNTER_KIND + sup("counters on ~")
     ).set_parse_action(lambda t: About(C.SourceCounters(t[1], t[0]), s.SELF)),
    # 607.2a: "there are three or more cards exiled with ~" / "four or more card types among
    # cards exiled with ~": the cards its linked ability exiled (`rules.linked_exile`)
    (sup("there are") + _OR_MORE_ + sup("cards exiled with ~")).set_parse_action(
        lambda t: About(C.Compare(V.CountOf(_EXILED_WITH_SOURCE), ">=", t[0]), s.SELF)),
    (sup("there are") + _OR_MORE_ + sup("card types among cards exiled with ~")
     ).set_parse_action(lambda t: About(C.Compare(CardTypesAmong(_EXILED_WITH_SOURCE), ">=",
                                                  t[0]), s.SELF)),
    (sup("there is exactly one") + COUNTER_KIND + sup("counter on ~")).set_parse_action(
        lambda t: About(C.SourceCounters(t[0], 1, 1), s.SELF)),
    (sup("there are exactly") + NUMBER + COUNTER_KIND + sup("counters on ~")
     ).set_parse_action(lambda t: About(C.SourceCounters(t[1], t[0], t[0]), s.SELF)),
])

_HOST = (kws("enchanted", "equipped") + kws("creature", "permanent", "land", "artifact")
         ).suppress()
#: "enchanted creature is red", "equipped creature is a Human" (about the attached object);
#: "equipped creature has defender" (702); "another Aura is attached to enchanted creature"
#: (303.4, 109.1: other than this one).
_ATTACHED = pp.MatchFirst([
    (_HOST + _IS.suppress() + _DESCRIPTION).set_parse_action(
        lambda t: About(SC.AttachedMatches(t[0]), s.ATTACHED)),
    (_HOST + sup("has") + _KEYWORD).set_parse_action(
        lambda t: About(SC.AttachedMatches(s.HasKeyword(t[0])), s.ATTACHED)),
    (sup("another") + kws("Aura", "Equipment") + sup("is attached to") + _HOST
     ).set_parse_action(lambda t: About(SC.AttachedMatches(
         AttachmentsAtLeast(t[0].capitalize() if t[0].lower() == "aura" else "Equipment", 1,
                            other=True)), s.ATTACHED)),
])


def _yours(zone: str) -> s.Selector:
    return s.And((s.InZone((zone,)), s.OwnedByYou()))


def _opponents(n: Noun) -> s.Selector:
    return s.And((n.selector(), s.ControlledByOpponent()))


def _permanents(noun: Noun) -> s.Selector:
    """The permanents an object phrase names, whoever controls them (110.1)."""
    if noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "permanents on the battlefield")
    return noun.selector()


#: An object phrase ending with "on the battlefield" (before the clause's comma or period).
_ON_BATTLEFIELD = pp.FollowedBy(pp.Regex(r"[^.,]*? on the battlefield(?=[.,]|$)"))
_OR_MORE = (NUMBER + sup("or more")).set_parse_action(lambda t: t[0])
_OR_FEWER = (NUMBER + kws("or fewer", "or less").suppress()).set_parse_action(lambda t: t[0])

#: Conditions about the game and players.
_PLAYERS = pp.MatchFirst([
    kws("it's not your turn", "it isn't your turn", "it is not your turn").set_parse_action(
        lambda: SC.Negation(C.YourTurn())),
    # Threshold (207.2c): "seven or more cards are in your graveyard".
    (_OR_MORE + sup("cards are in your graveyard")).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours("graveyard")), ">=", t[0])),
    kws("there are no cards in your graveyard", "your graveyard has no cards in it"
        ).set_parse_action(lambda: C.Compare(V.CountOf(_yours("graveyard")), "==", 0)),
    (sup("any player controls") + _ARTICLE + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(t[0].selector()), ">=", 1)),
    (sup("there are") + _OR_MORE + sup("cards in your graveyard")).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours("graveyard")), ">=", t[0])),
    # Delirium (207.2c): "there are four or more card types among cards in your graveyard".
    (sup("there are") + _OR_MORE + sup("card types among") + NOUN).set_parse_action(
        lambda t: C.Compare(CardTypesAmong(t[1].selector()), ">=", t[0])),
    # 122.1: "there are two or more counters among creatures you control" (of every kind),
    # "four or more lore counters among Sagas you control"
    (sup("there are") + _OR_MORE + sup("counters among") + NOUN).set_parse_action(
        lambda t: C.Compare(CountersAmong(t[1].selector()), ">=", t[0])),
    # 122.1: "three or more different kinds of counters among creatures you control"
    (sup("there are") + _OR_MORE + sup("different kinds of counters among") + NOUN
     ).set_parse_action(lambda t: C.Compare(CounterKindsAmong(t[1].selector()), ">=", t[0])),
    (sup("there are") + _OR_MORE + COUNTER_KIND + sup("counters among") + NOUN
     ).set_parse_action(lambda t: C.Compare(CountersAmong(t[2].selector(), t[1]), ">=", t[0])),
    # 709.5c, 709.5j: "there are two or more unlocked doors among Rooms you control"
    (sup("there are") + _OR_MORE + sup("unlocked doors among") + NOUN).set_parse_action(
        lambda t: C.Compare(UnlockedDoorsAmong(t[1].selector()), ">=", t[0])),
    (sup("there are") + _OR_MORE + sup("mana values among") + NOUN).set_parse_action(
        lambda t: C.Compare(ManaValuesAmong(t[1].selector()), ">=", t[0])),
    # Hellbent (207.2c) and hand sizes (402).
    kw("you have no cards in hand").set_parse_action(
        lambda: C.Compare(V.CountOf(_yours("hand")), "==", 0)),
    (sup("you have") + _OR_MORE + sup("cards in hand")).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours("hand")), ">=", t[0])),
    (sup("you have") + _OR_FEWER + sup("cards in hand")).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours("hand")), "<=", t[0])),
    (sup("an opponent has") + _OR_MORE + sup("cards in their graveyard")).set_parse_action(
        lambda t: SC.AnOpponent("graveyard", ">=", t[0])),
    (sup("an opponent has") + _OR_MORE + sup("cards in hand")).set_parse_action(
        lambda t: SC.AnOpponent("hand", ">=", t[0])),
    (sup("an opponent has") + _OR_FEWER + sup("life")).set_parse_action(
        lambda t: SC.AnOpponent("life", "<=", t[0])),
    # one opponent by themself, not all opponents' together (`SC.AnOpponentControls`)
    (sup("an opponent controls") + _OR_MORE + NOUN).set_parse_action(
        lambda t: SC.AnOpponentControls(t[1].selector(), ">=", t[0])),
    (sup("an opponent controls") + _ARTICLE + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_opponents(t[0])), ">=", 1)),
    (sup("no opponent controls") + _ARTICLE + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_opponents(t[0])), "==", 0)),
    (sup("your opponents control no") + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_opponents(t[0])), "==", 0)),
    # 122.1: "a creature has a -1/-1 counter on it" (any creature on the battlefield)
    (kws("a", "an").suppress() + NOUN + sup("has") + kws("a", "an").suppress() + COUNTER_KIND
     + sup("counter on it")).set_parse_action(
        lambda t: C.Compare(V.CountOf(s.And((t[0].selector(), s.HasCounter(t[1])))), ">=", 1)),
    # 401.1: "there are no cards in your library"
    kw("there are no cards in your library").set_parse_action(
        lambda: NoCardsInYourLibrary()),
    (sup("you control another") + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(s.And((t[0].selector(), s.YOURS, s.OTHER))), ">=", 1)),
    # 110.1: "there is a Mountain on the battlefield" (anyone's), "there are no Zombies on
    # the battlefield"
    # (the object phrase reads "on the battlefield" as its own place)
    (kws("there is", "there's").suppress() + _ARTICLE + _ON_BATTLEFIELD + NOUN
     ).set_parse_action(lambda t: C.Compare(V.CountOf(_permanents(t[0])), ">=", 1)),
    (sup("there are no") + _ON_BATTLEFIELD + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_permanents(t[0])), "==", 0)),
])

_ONE = (PLAYER_STATE_CONDITION | _IT | _SOURCE | _ATTACHED | _PLAYERS | CONDITION)
#: One static-ability condition, or two joined by "and" ("you have 30 or more life and an
#: opponent has 10 or less life").
STATIC_CONDITION = (_ONE + pp.Optional(sup("and") + _ONE)).set_parse_action(
    lambda t: t[0] if len(t) == 1 else _both(t[0], t[1]))


def _both(a: object, b: object) -> object:
    if isinstance(a, ItIs) or isinstance(b, ItIs):
        raise pp.ParseException("", 0, "\"it\" in a compound condition")
    ca = a.condition if isinstance(a, About) else a
    cb = b.condition if isinstance(b, About) else b
    return SC.AllOf((ca, cb))  # type: ignore[arg-type]


def whole_condition(t: pp.ParseResults) -> object:
    """A parse action: the condition of a whole static ability ("As long as ~ is tapped, ...",
    an `About` the ability names nothing after: its condition); one about "it" isn't read."""
    c = t[0]
    if isinstance(c, ItIs):
        raise pp.ParseException("", 0, "a condition about \"it\"")
    return c.condition if isinstance(c, About) else c


#: "During your turn, ..." / "During turns other than yours, ..." at the head of a static
#: ability: the 2024 Oracle wording of "As long as it's (not) your turn, ..." (611.3b).
DURING_TURNS = pp.MatchFirst([
    kw("during your turn").set_parse_action(lambda: C.YourTurn()),
    kw("during turns other than yours").set_parse_action(lambda: SC.Negation(C.YourTurn())),
])

#: The conditions about the game and players, also read after an intervening "if" (603.4:
#: delirium, hellbent, "an opponent controls ...").
GAME_CONDITION = _PLAYERS

__all__ = ["DURING_TURNS", "GAME_CONDITION", "STATIC_CONDITION", "About", "ItIs", "lit"]
