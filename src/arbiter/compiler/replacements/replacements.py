"""Replacement-effect lines (614) and additional costs (118.8), as grammar.

    ~ enters [the battlefield] tapped [unless <condition>].              (614.1c)
    [If <condition>,] ~ enters [the battlefield] with N <kind> counters on it.  (614.1c)
    ~ enters with a number of <kind> counters on it equal to <number>.   (614.1c)
    As ~ enters [the battlefield], choose a color / an opponent ...      (614.12)
    You may have ~ enter [the battlefield] [tapped] as a copy of <objects>.  (707.5, 614.1c)
    If it's neither day nor night, it becomes day as ~ enters.           (614.12, 730.1)
    If ~ would be put into a graveyard from anywhere, exile it instead.  (614.1a, 614.6)
    As an additional cost to cast this spell, <cost>.                    (601.2b, 118.8)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.costs.keyword_action_costs import BEHOLD_COST, BLIGHT_COST
from arbiter.compiler.costs.spell_additional_costs import SPELL_COST
from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, MANA_COST, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.replacements.zones import DIES_EXILE_LINE, GRAVEYARD_EXILE_LINE
from arbiter.rules import conditions as C
from arbiter.rules import costs as K
from arbiter.rules import values as V
from arbiter.rules.abilities import AdditionalCost, ReplacementAbility, StaticAbility
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.entering_counts import ColorsOfManaSpent, EnteringCount
from arbiter.rules.instructions import objects as I
from arbiter.rules.paid_costs import TimesPaid
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.rules.static_conditions import Negation
from arbiter.state.effects import EffectSpec

_ENTERS = kws("enters the battlefield", "enters")


def _counters(t: pp.ParseResults) -> ReplacementAbility:
    n, kind = t[0], t[1]
    rest = list(t[2:])
    where = next((x[1] for x in rest if isinstance(x, tuple) and x[0] == "where"), None)
    each = next((x for x in rest if isinstance(x, V.Value)), None)
    cond = next((x for x in rest if isinstance(x, C.Condition)), None)
    if where is not None:
        # 107.3a: "X ..., where X is <number>", counted as it enters (614.1c). The object is
        # already in the battlefield zone then: a count of permanents that isn't limited to
        # "other" ones would count it too, so it isn't read.
        if n != "X" or each is not None or ("'battlefield'" in repr(where)
                                            and "IsSource()" not in repr(where)):
            raise pp.ParseException("", 0, "where X is: not read here")
        n = where
    if each is not None:
        n = each if n == 1 else V.Scaled(each, n)  # 107.1: "two +1/+1 counters for each"
    spec = (kind, n) if cond is None else (kind, n, cond)
    return ReplacementAbility(text="", kind="enters_with_counters", spec=spec)


_FOR_EACH = pp.MatchFirst([
    # 700.4
    kw("for each creature that died this turn").set_parse_action(
        lambda: V.CreaturesDiedThisTurn()),
    # 702.33c-d: multikicker
    kw("for each time it was kicked").set_parse_action(lambda: TimesPaid("kicker")),
    # 601.2h: converge ("for each color of mana spent to cast it")
    kw("for each color of mana spent to cast it").set_parse_action(
        lambda: ColorsOfManaSpent()),
])


def _entering_count() -> pp.ParserElement:
    """614.1c: "for each <objects>", counted as it enters (`rules.entering_counts`)."""
    from arbiter.compiler.statics.predicates import FOR_EACH

    def build(t: pp.ParseResults) -> EnteringCount:
        if not isinstance(t[0], V.CountOf) or t[0].plus:
            raise pp.ParseException("", 0, "for each: not a count of objects")
        return EnteringCount(t[0].selector)

    return pp.Empty() + FOR_EACH.copy().add_parse_action(build)


def _count_element() -> pp.ParserElement:
    from arbiter.compiler.statics.predicates import COUNT

    return COUNT


#: 107.3a: ", where X is <number>" (counted as the permanent enters).
_WHERE_X = (lit(",") + sup("where X is") + _count_element()).set_parse_action(
    lambda t: ("where", t[0]))
#: "on it", or "on him" / "on her" (a character card's pronoun, 201.5)
_ON_IT = kws("counter on it", "counters on it", "counter on him", "counters on him",
             "counter on her", "counters on her").suppress()
#: 614.1c: "~ enters with N <kind> counters on it [for each ...] [if <condition>] [, where X
#: is <number>]." X is otherwise the X its spell was cast with (107.3m).
ENTERS_WITH = (sup("~") + _ENTERS.suppress() + sup("with")
               + (A_NUMBER | kw("X").set_parse_action(lambda: "X")) + COUNTER_KIND
               + _ON_IT + pp.Optional(_FOR_EACH | _entering_count())
               + pp.Optional(sup("if") + CONDITION)
               + pp.Optional(_WHERE_X) + lit(".")).set_parse_action(_counters)
#: 614.1c, 107.1: "~ enters with a number of <kind> counters on it equal to <number>." (the
#: same as "X <kind> counters on it, where X is <number>", counted as it enters)
ENTERS_WITH_EQUAL = (sup("~") + _ENTERS.suppress() + sup("with a number of") + COUNTER_KIND
                     + kws("counters on it", "counters on him", "counters on her").suppress()
                     + sup("equal to") + _count_element() + lit(".")).set_parse_action(
    lambda t: _counters(pp.ParseResults(["X", t[0], ("where", t[1])])))
#: 614.1c: "If <condition>, ~ enters with N <kind> counters on it." (adamant: "If at least
#: three white mana was spent to cast this spell, ..."): the same replacement as the
#: condition after it, judged as the permanent enters.
IF_ENTERS_WITH = (sup("if") + CONDITION + lit(",") + sup("~") + _ENTERS.suppress()
                  + sup("with") + A_NUMBER + COUNTER_KIND + _ON_IT + lit(".")
                  ).set_parse_action(lambda t: ReplacementAbility(
                      text="", kind="enters_with_counters", spec=(t[2], t[1], t[0])))


def _tapped(t: pp.ParseResults) -> ReplacementAbility:
    # 614.1c: "enters tapped unless <condition>": tapped when the condition doesn't hold as
    # it enters (the engine reads `spec` as the "unless" condition).
    spec = (t[0],) if len(t) else ()
    return ReplacementAbility(text="", kind="enters_tapped", spec=spec)


#: 614.1c: "~ enters tapped." / "~ enters tapped unless you control two or more other lands."
ENTERS_TAPPED = (sup("~") + _ENTERS.suppress() + sup("tapped")
                 + pp.Optional(sup("unless") + CONDITION) + lit(".")).set_parse_action(_tapped)
#: 614.1c / 502.3: "~ enters tapped and doesn't untap during your untap step." (Leviathan): two
#: abilities, the replacement and the static "~ doesn't untap during your untap step."
ENTERS_TAPPED_NO_UNTAP = (sup("~") + _ENTERS.suppress()
                          + sup("tapped and doesn't untap during your untap step") + lit(".")
                          ).set_parse_action(lambda: [
                              ReplacementAbility(text="", kind="enters_tapped"),
                              StaticAbility(text="", effects=(EffectSpec(
                                  SELF, (RulesPart(rule="doesnt_untap"),)),))])
#: 614.1c: "If you control two or more other lands, ~ enters tapped." (tapped when the
#: condition holds as it enters: "unless" the condition doesn't hold).
ENTERS_TAPPED_IF = (sup("if") + CONDITION + lit(",") + sup("~") + _ENTERS.suppress()
                    + sup("tapped") + lit(".")).set_parse_action(
    lambda t: ReplacementAbility(text="", kind="enters_tapped", spec=(Negation(t[0]),)))

_CHOICE = pp.MatchFirst([
    kw("a color").set_parse_action(lambda: "color"),
    kw("a creature type").set_parse_action(lambda: "creature_type"),
    kw("a basic land type").set_parse_action(lambda: "basic_land_type"),  # 614.12
    kw("a color word").set_parse_action(lambda: "color_word"),
    kw("a card name").set_parse_action(lambda: "card_name"),
    kw("a nonland card name").set_parse_action(lambda: "nonland"),  # 201.4: of a nonland card
    kw("an opponent").set_parse_action(lambda: "opponent"),
])
#: 614.12: "As ~ enters, choose a color."
AS_ENTERS_CHOOSE = (sup("as ~") + _ENTERS.suppress() + lit(",") + sup("choose") + _CHOICE
                    + lit(".")).set_parse_action(
    lambda t: ReplacementAbility(text="", kind="as_enters_choose", choice=t[0])
    if t[0] != "nonland" else ReplacementAbility(text="", kind="as_enters_choose",
                                                 choice="card_name", spec=("nonland",)))


def _copy(t: pp.ParseResults) -> ReplacementAbility:
    tapped = "tapped" in list(t)
    n: Noun = next(x for x in t if isinstance(x, Noun))
    spec = (n.selector(), CopyExceptions(), True) + ((True,) if tapped else ())
    return ReplacementAbility(text="", kind="enters_as_copy", spec=spec)


#: 707.5 / 614.1c: "You may have ~ enter as a copy of any creature on the battlefield.";
#: "You may have this land enter tapped as a copy of any land on the battlefield." (Vesuva:
#: tapped only if it copies something)
ENTERS_AS_COPY = (sup("you may have ~ enter") + pp.Optional(kw("the battlefield")).suppress()
                  + pp.Optional(kw("tapped")) + sup("as a copy of")
                  + pp.Optional(kws("any", "a", "an")).suppress()
                  + NOUN + lit(".")).set_parse_action(_copy)

#: 614.12 / 730.1: "If it's neither day nor night, it becomes day as ~ enters." The
#: designation changes as the permanent enters (before it is on the battlefield to see it).
BECOMES_DAY = (kw("if it's neither day nor night, it becomes day as ~") + _ENTERS
               + lit(".")).set_parse_action(
    lambda: ReplacementAbility(text="", kind="as_enters_do", spec=(
        I.If(C.DayNight("neither"), (I.SetDayNight("day"),)),)))

#: 614.1a / 614.6 / 702.146b: "If ~ would be put into a graveyard from anywhere, exile it
#: instead." (the engine's zone-change replacement: from any zone, graveyard -> exile).
EXILE_INSTEAD_DETAIL = ("any", "graveyard", "exile")
EXILE_INSTEAD = kw("if ~ would be put into a graveyard from anywhere, exile it instead."
                   ).set_parse_action(lambda: StaticAbility(text="", effects=(EffectSpec(
                       SELF, (RulesPart(rule="replace_zone_change",
                                        detail=EXILE_INSTEAD_DETAIL),)),)))

REPLACEMENT = (ENTERS_WITH | ENTERS_WITH_EQUAL | IF_ENTERS_WITH | ENTERS_TAPPED
               | ENTERS_TAPPED_IF | ENTERS_TAPPED_NO_UNTAP
               | AS_ENTERS_CHOOSE
               | ENTERS_AS_COPY | BECOMES_DAY | EXILE_INSTEAD | DIES_EXILE_LINE
               | GRAVEYARD_EXILE_LINE)


# -- 601.2b / 118.8: additional costs of a spell ---------------------------------------------
def _located_noun() -> pp.ParserElement:
    from dataclasses import replace

    from arbiter.compiler.grammar.nouns import located

    return located(NOUN, lambda toks, text: replace(toks[0], text=text))


def _exile_cards() -> pp.ParserElement:
    from arbiter.compiler.costs.exile_from_graveyard import EXILE_CARDS_FROM_GRAVEYARD

    return EXILE_CARDS_FROM_GRAVEYARD


ONE_SPELL_COST = pp.MatchFirst([
    (sup("sacrifice") + kws("a", "an").suppress() + _located_noun()).set_parse_action(
        lambda t: K.SacrificePermanents(t[0].selector(), 1, description=_a(t[0].text))),
    (sup("sacrifice any number of") + _located_noun()).set_parse_action(
        lambda t: K.SacrificePermanents(t[0].selector(), None,
                                        description="any number of " + t[0].text)),
    (kw("discard a card") + ~kw("at random")).set_parse_action(lambda: K.DiscardCard()),
    _exile_cards(),  # "exile a creature card from your graveyard"
    BLIGHT_COST,  # 701.68a: "blight 2"
    BEHOLD_COST,  # 701.4a: "behold a Dragon"
    SPELL_COST,  # 119.4, 701.9a, 701.21a, 701.20a (`compiler.costs.spell_additional_costs`)
])


def _a(words: str) -> str:
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


#: 118.8 / 601.2b: "sacrifice a creature or pay {3}{B}": the player announces one of them.
#: "pay {4} or sacrifice an artifact or creature"; "sacrifice a creature, discard a card, or
#: pay 4 life": one of three.
_OPTION = (sup("pay") + MANA_COST).set_parse_action(lambda t: K.ManaPayment(t[0])) | ONE_SPELL_COST
_COST_CHOICE = (_OPTION + pp.ZeroOrMore(lit(",") + ~sup("or") + _OPTION)
                + pp.Optional(lit(",")) + sup("or") + _OPTION
                ).set_parse_action(lambda t: K.CostChoice(tuple(t)))

#: "As an additional cost to cast this spell, sacrifice a creature." (601.2b, 118.8).
ADDITIONAL_COST = (sup("as an additional cost to cast") + kws("this spell", "~").suppress()
                   + lit(",") + (_COST_CHOICE | ONE_SPELL_COST)
                   + lit(".")).set_parse_action(
    lambda t: AdditionalCost(text="", costs=(t[0],)))

__all__ = ["ADDITIONAL_COST", "ONE_SPELL_COST", "REPLACEMENT", "EXILE_INSTEAD_DETAIL", "kw"]
