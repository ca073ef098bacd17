"""Static abilities that create continuous effects (604.1, 611.3, 613): the templates the layer
system serves, written as grammar.

    [During your turn,] [As long as <condition>,] <objects> <predicates> [as long as <condition>].
    <this>'s power and toughness are each equal to <count>.          (604.3, a CDA)
    You control enchanted creature.                                    (613.1b)
    You have hexproof. / You have no maximum hand size.                (613.10, 402.2)
    Spells cost {1} more to cast.                                      (601.2f)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pyparsing as pp

from arbiter.compiler.conditions.static import DURING_TURNS, STATIC_CONDITION, About, ItIs
from arbiter.compiler.costs.attack_tax import ATTACK_TAX_LINE
from arbiter.compiler.grammar.cost_change_spells import spells_selector
from arbiter.compiler.grammar.lexicon import CARD_TYPE, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.statics.colored_cost_increase import COLORED_COST_INCREASE
from arbiter.compiler.statics.group_values import COUNTERS_ON_IT
from arbiter.compiler.statics.predicates import COUNT, FOR_EACH, PREDICATES
from arbiter.compiler.statics.previous_subject import IT_SENTENCE, ItSentence, with_it_sentence
from arbiter.compiler.statics.you_and import YouAnd, with_player
from arbiter.engine.casting.total_cost import CostChange
from arbiter.engine.turn.skip_steps import SKIP_DRAW_STEP
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.linked_exile import ExiledWithSource
from arbiter.rules.static_conditions import AllOf, Negation
from arbiter.state.effects import EffectSpec


def subject_selector(n: Noun) -> s.Selector:
    """"enchanted creature" / "equipped creature" is the object the source is attached to."""
    if any(p == s.ATTACHED or (isinstance(p, s.And) and s.ATTACHED in p.parts)
           for p in n.preds):
        return s.ATTACHED
    return n.selector()


class _It:
    """The subject "it": the object a leading condition is about ("As long as ~ is equipped,
    it gets +1/+1"; "As long as enchanted creature is red, it has haste")."""


IT = _It()
SELF_SUBJECT = kw("~").set_parse_action(lambda: s.SELF)
_NOUN_SUBJECT = NOUN.copy().add_parse_action(lambda t: subject_selector(t[0]))
#: "Goblins you control and Elementals you control", "Skeletons you control and other Zombies
#: you control", "planeswalkers you control, and other creatures you control": each phrase
#: with its own words ("other" belongs to its own phrase).
_COMPOUND_SUBJECT = (_NOUN_SUBJECT + pp.Optional(lit(",")) + sup("and") + _NOUN_SUBJECT
                     ).set_parse_action(lambda t: s.Or((t[0], t[1])))
_OBJECTS_SUBJECT = (kw("~") + sup("and") + _NOUN_SUBJECT).set_parse_action(
    lambda t: s.Or((s.SELF, t[-1]))) | _COMPOUND_SUBJECT | SELF_SUBJECT | _NOUN_SUBJECT
SUBJECT = pp.MatchFirst([
    # 613.10: "You and Humans you control have hexproof." (`compiler.statics.you_and`)
    (sup("you") + pp.Optional(lit(",")) + sup("and") + _OBJECTS_SUBJECT).set_parse_action(
        lambda t: YouAnd(t[0])),
    (sup("you") + lit(",") + _COMPOUND_SUBJECT).set_parse_action(lambda t: YouAnd(t[0])),
    (kw("~") + sup("and") + _NOUN_SUBJECT).set_parse_action(
        lambda t: s.Or((s.SELF, t[-1]))),
    _COMPOUND_SUBJECT,
    SELF_SUBJECT,
    # "he's a 7/7 Dragon God creature": a character card's own pronoun names it as "it" does
    kws("it", "he", "she").set_parse_action(lambda: IT),
    _NOUN_SUBJECT,
]) + pp.Optional(kw("each")).suppress()

_AS_LONG_AS = sup("as long as") + STATIC_CONDITION
#: "~ doesn't untap during your untap step if it has a depletion counter on it": a trailing
#: "if" states when the static ability's effect applies, as "as long as" does (611.3b).
_IF = sup("if") + STATIC_CONDITION
#: "Tadeas has hexproof unless it's attacking.": the effect applies whenever the condition
#: doesn't hold (611.3a: it applies at any given moment to whatever its text indicates).
_UNLESS = (sup("unless") + STATIC_CONDITION).set_parse_action(lambda t: ("unless", t[0]))
#: 107.3a: "+X/+X, where X is <number>" defines X for the whole sentence.
_WHERE_X = (lit(",") + sup("where X is") + COUNT).set_parse_action(lambda t: ("x", t[0]))
#: A sentence ends with a period, which a quoted ability at its end holds ('have "{T}: Add
#: {G}."').
END = lit(".") | pp.PrecededBy(pp.Literal('."'))
_SENTENCE = (
    pp.Optional((DURING_TURNS + lit(",")).set_parse_action(lambda t: ("cond", t[0])))
    + pp.Optional((_AS_LONG_AS + lit(",")).set_parse_action(lambda t: ("cond", t[0])))
    + SUBJECT + pp.Optional(kw("also")).suppress() + PREDICATES
    + pp.Optional((_AS_LONG_AS | _IF).set_parse_action(lambda t: ("cond", t[0])) | _UNLESS)
    # 611.3b: "This creature has first strike during your turn." (a trailing "during ...")
    + pp.Optional(DURING_TURNS.copy().add_parse_action(lambda t: ("cond", t[0])))
    + pp.Optional(_WHERE_X)
    + END
)


def _bind_x(v: object, x: V.Value) -> object:
    """107.3a: the X of "+X/+X" (read as X announced) is the number the where-clause gives."""
    if isinstance(v, V.ChosenX):
        return x
    if isinstance(v, V.Scaled):
        return V.Scaled(_bind_x(v.inner, x), v.factor)  # type: ignore[arg-type]
    return v


def _with_x(parts: list[P.Part], x: V.Value) -> list[P.Part]:
    out: list[P.Part] = []
    for p in parts:
        if isinstance(p, P.ModifyPT | P.SetBasePT):
            p = dataclasses.replace(p, power=_bind_x(p.power, x),
                                    toughness=_bind_x(p.toughness, x))
        out.append(p)
    return out


def _effect_sentence(t: pp.ParseResults) -> StaticAbility:
    """611.3b: the condition(s) of the sentence; "it" resolved to what it names."""
    items = list(t)
    conds = [x[1] for x in items if isinstance(x, tuple) and x[0] == "cond"]
    unless = [x[1] for x in items if isinstance(x, tuple) and x[0] == "unless"]
    subject = next(x for x in items if isinstance(x, s.Selector | _It | YouAnd))
    if isinstance(subject, YouAnd):
        ability = _effect_sentence(pp.ParseResults([subject.objects if x is subject else x
                                                    for x in items]))
        return with_player(ability, subject)
    parts = next(x for x in items if isinstance(x, list))
    where = [x[1] for x in items if isinstance(x, tuple) and x[0] == "x"]
    if where:
        parts = _with_x(parts, where[0])
    if any(isinstance(getattr(p, f, None), V.ChosenX | V.Scaled) and
           "ChosenX" in repr(getattr(p, f)) for p in parts for f in ("power", "toughness")):
        raise pp.ParseException("", 0, "107.3: a static ability's X needs a definition")
    if isinstance(subject, _It):
        leading = items[:items.index(subject)]
        lead = next((x[1] for x in leading if isinstance(x[1], About)), None)
        if not isinstance(lead, About):
            raise pp.ParseException("", 0, "\"it\" names nothing")
        subject = lead.referent
    resolved: list[Condition] = []
    for c in conds:
        if isinstance(c, About):
            resolved.append(c.condition)
        elif isinstance(c, ItIs):
            cond, narrow = c.resolve(subject)
            if cond is not None:
                resolved.append(cond)
            if narrow is not None:
                subject = s.And((subject, narrow))
        else:
            resolved.append(c)
    for c in unless:
        subject = _unless(c, subject, resolved)
    cond = resolved[0] if len(resolved) == 1 else (AllOf(tuple(resolved)) if resolved
                                                    else None)
    return StaticAbility(text="", effects=(EffectSpec(subject, tuple(parts)),), condition=cond)


def _unless(c: object, subject: s.Selector, resolved: list[Condition]) -> s.Selector:
    """"unless <condition>": the effect applies while the condition doesn't hold; a
    description of "it" that narrows a group leaves out the objects it describes."""
    if isinstance(c, About):
        resolved.append(Negation(c.condition))
    elif isinstance(c, ItIs):
        cond, narrow = c.resolve(subject)
        if cond is not None:
            resolved.append(Negation(cond))
        if narrow is not None:
            return s.And((subject, s.Not(narrow)))
    elif isinstance(c, Condition):
        resolved.append(Negation(c))
    else:
        raise pp.ParseException("", 0, "an unreadable \"unless\" condition")
    return subject


EFFECT_STATIC = _SENTENCE.copy().set_parse_action(_effect_sentence)
_LEADING = (
    pp.Optional((DURING_TURNS + lit(",")).set_parse_action(lambda t: ("cond", t[0])))
    + pp.Optional((_AS_LONG_AS + lit(",")).set_parse_action(lambda t: ("cond", t[0]))))
_CLAUSE = pp.Group(SUBJECT + PREDICATES)


def _clauses(t: pp.ParseResults) -> StaticAbility:
    """611.3b: "As long as you control your commander, ~ gets +2/+2 and other creatures you
    control get +2/+2 and have trample.": each subject with its own predicates, all under
    the sentence's leading condition."""
    leading = [x for x in t if isinstance(x, tuple)]
    sentences = [_effect_sentence(pp.ParseResults([*leading, *clause]))
                 for clause in t if isinstance(clause, pp.ParseResults)]
    conds = {a.condition for a in sentences}
    if len(conds) != 1:
        raise pp.ParseException("", 0, "the clauses of one sentence differ in condition")
    return StaticAbility(text="", effects=tuple(e for a in sentences for e in a.effects),
                         condition=sentences[0].condition)


#: Several subjects, each with its predicates, under one leading condition.
COMPOUND_STATIC = (_LEADING + _CLAUSE + pp.OneOrMore(sup("and") + _CLAUSE) + END
                   ).set_parse_action(_clauses)


@dataclass(frozen=True)
class _Still:
    """"It's still a land." (205.1b): the type-changing effect before it keeps the object's
    prior types."""

    card_type: str


STILL = (kws("it's still", "it is still", "they're still", "they are still").suppress()
         + pp.Optional(kws("a", "an")).suppress() + CARD_TYPE + lit(".")).set_parse_action(
    lambda t: _Still(t[0]))


@dataclass(frozen=True)
class _Otherwise:
    """"Otherwise, it gets -1/-2.": the same object, while the previous sentence's condition
    doesn't hold (611.3b)."""

    parts: tuple[P.Part, ...]


OTHERWISE = (sup("otherwise,") + sup("it") + PREDICATES + END).set_parse_action(
    lambda t: _Otherwise(tuple(t[0])))


def _otherwise(previous: StaticAbility, other: _Otherwise) -> StaticAbility:
    if previous.condition is None or len(previous.effects) != 1:
        raise pp.ParseException("", 0, "\"otherwise\" needs one conditional effect before it")
    (spec,) = previous.effects
    return StaticAbility(text="", effects=(
        dataclasses.replace(spec, condition=previous.condition),
        EffectSpec(spec.affected, other.parts, condition=Negation(previous.condition))))


def _keep_types(ability: StaticAbility, still: _Still) -> StaticAbility:
    """205.1b: a type-changing effect that says the object is "still a <type>" retains all
    its prior card types, subtypes and supertypes: the types are added, not set."""
    effects = []
    changed = False
    for e in ability.effects:
        parts = []
        for p in e.parts:
            if isinstance(p, P.BecomeTypes) and p.types is not None and not p.clear_kinds \
                    and not p.chosen_subtype:
                # 205.1b: the prior types are retained; "still a <type>" adds none
                parts.append(P.AddTypes(types=frozenset(p.types), subtypes=p.subtypes))
                changed = True
            else:
                parts.append(p)
        effects.append(dataclasses.replace(e, parts=tuple(parts)))
    if not changed:
        raise pp.ParseException("", 0, "\"still a\" follows no type change")
    return dataclasses.replace(ability, effects=tuple(effects))


def _merge(t: pp.ParseResults) -> StaticAbility:
    """Several sentences of one ability ("... get +1/+1. ... have trample.") share it; a
    sentence's own condition stays with its effects (611.3b)."""
    abilities: list[StaticAbility] = []
    for x in t:
        if isinstance(x, _Otherwise):
            if not abilities:
                raise pp.ParseException("", 0, "\"otherwise\" follows nothing")
            abilities[-1] = _otherwise(abilities[-1], x)
        elif isinstance(x, ItSentence):  # 611.3b (`compiler.statics.previous_subject`)
            if not abilities:
                raise pp.ParseException("", 0, "\"it\" names nothing")
            abilities[-1] = with_it_sentence(abilities[-1], x)
        elif isinstance(x, _Still):
            if not abilities:
                raise pp.ParseException("", 0, "\"still a\" follows nothing")
            abilities[-1] = _keep_types(abilities[-1], x)
        else:
            abilities.append(x)
    if len(abilities) == 1:
        return abilities[0]
    if len({a.condition for a in abilities}) == 1:
        effects = tuple(e for a in abilities for e in a.effects)
        return StaticAbility(text="", effects=effects, condition=abilities[0].condition)
    effects = tuple(dataclasses.replace(e, condition=a.condition)
                    for a in abilities for e in a.effects)
    return StaticAbility(text="", effects=effects)


def _cda_plus(t: pp.ParseResults) -> StaticAbility:
    """604.3 / 613.4a: "~'s power is equal to <count> and its toughness is equal to that
    number plus N": one number counted once, toughness N more."""
    from arbiter.rules.counts import Sum

    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.DefinePT(
        t[0], Sum((t[0], V.Const(t[1])))),)),), cda=True)


#: 604.3: "the number of time counters on it" names the object itself here.
_CDA_COUNT = pp.MatchFirst([
    # 107.1: "1 plus twice the number of age counters on it" (Mwonvuli Ooze)
    (NUMBER + sup("plus twice") + COUNTERS_ON_IT).set_parse_action(
        lambda t: _plus_twice(t[0], t[1])),
    COUNTERS_ON_IT,
    # 607.2a: "the number of cards exiled with it" (it is the object itself, 604.3)
    kw("the number of cards exiled with it").set_parse_action(
        lambda: V.CountOf(s.And((s.InZone(("exile",)), ExiledWithSource())))),
    COUNT,
])


def _plus_twice(n: int, count: V.Value) -> V.Value:
    from arbiter.rules.counts import Sum

    return Sum((V.Const(n), V.Scaled(count, 2)))
_CDA = pp.MatchFirst([
    (sup("~'s power is equal to") + COUNT + sup("and its toughness is equal to that number plus")
     + NUMBER + lit(".")).set_parse_action(_cda_plus),
    (sup("~'s power and toughness are each equal to") + _CDA_COUNT + lit(".")).set_parse_action(
        lambda t: StaticAbility(text="", effects=(EffectSpec(
            s.SELF, (P.DefinePT(t[0], t[0]),)),), cda=True)),
    (sup("~'s power is equal to") + _CDA_COUNT + lit(".")).set_parse_action(
        lambda t: StaticAbility(text="", effects=(EffectSpec(
            s.SELF, (P.DefinePT(t[0], None),)),), cda=True)),
    (sup("~'s toughness is equal to") + COUNT + lit(".")).set_parse_action(
        lambda t: StaticAbility(text="", effects=(EffectSpec(
            s.SELF, (P.DefinePT(None, t[0]),)),), cda=True)),
])


def _rules(rule: str, detail: object = None) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(rule=rule,
                                                                           detail=detail),)),))


_WHOSE = pp.Optional(pp.MatchFirst([
    kw("you cast").set_parse_action(lambda: "you"),
    kws("your opponents cast", "opponents cast").set_parse_action(lambda: "opponents"),
]), default="any")
_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))


def _cost_change(t: pp.ParseResults) -> StaticAbility:
    noun, whose = t[0], t[1]
    rest = list(t[2:])
    extra = rest.pop(0) if isinstance(rest[0], s.Selector) else None
    amount, more = rest[0], rest[1].lower() == "more"
    each = rest[2] if len(rest) > 2 else None
    spells = spells_selector(noun)
    if extra is not None:  # "Creature spells you cast with power 4 or greater"
        spells = extra if spells is None else s.And((spells, extra))
    # 601.2f, 107.1: "cost {1} less to cast for each <count>", counted as the cost is
    # determined
    change = CostChange(amount if more else -amount, spells, whose, times=each)
    if each is not None and not _counted_for_each(each):
        raise pp.ParseException("", 0, "for each: not a count read here")
    if change.spells is None and whose == "any":
        return _rules("cost_increase", change.amount)
    return _rules("cost_increase", change)


#: 208.1, 202.3: "with power 4 or greater", "with mana value 6 or greater" after "you cast"
#: (the spell's power or mana value as its cost is determined, 601.2f)
_SPELL_WITH = (sup("with") + kws("power", "toughness", "mana value") + NUMBER
               + kws("or less", "or greater")).set_parse_action(
    lambda t: s.StatCompare("_".join(w.lower() for w in t[:-3]),
                            "<=" if t[-1].lower() == "less" else ">=", t[-3]))
#: 601.2f: "Spells cost {1} more to cast.", "Creature spells you cast cost {1} less to cast.",
#: "Noncreature spells your opponents cast cost {2} more to cast."
_COST_CHANGE = (NOUN + _WHOSE + pp.Optional(_SPELL_WITH) + sup("cost") + _GENERIC
                + kws("more", "less") + sup("to cast") + pp.Optional(FOR_EACH) + lit(".")
                ).set_parse_action(_cost_change)


def _counted_for_each(each: object) -> bool:
    """A count the cost change may take as the spell's cost is determined: one that doesn't
    depend on the spell being cast (a count of permanents, counters on the source, the life
    the opponents lost this turn, 119.3)."""
    return isinstance(each, V.CountOf | V.CountersOnSource | V.LifeLostThisTurn)


def _cost_change_x(t: pp.ParseResults) -> StaticAbility:
    noun, whose, more, x = t[0], t[1], t[2].lower() == "more", t[3]
    return _rules("cost_increase", CostChange(1 if more else -1, spells_selector(noun), whose,
                                              times=x))


#: 601.2f / 107.3c: "Instant and sorcery spells you cast cost {X} less to cast, where X is
#: ~'s power." (generic mana only, as every cost change here).
_COST_CHANGE_X = (NOUN + _WHOSE + sup("cost") + pp.Literal("{X}").suppress()
                  + kws("more", "less") + sup("to cast") + lit(",") + sup("where X is") + COUNT
                  + lit(".")).set_parse_action(_cost_change_x)
#: 611.3b / 601.2f: "During turns other than yours, spells you cast cost {1} less to cast."
#: (the cost change applies while the condition holds)
_DURING_COST_CHANGE = (DURING_TURNS + lit(",") + (_COST_CHANGE | _COST_CHANGE_X)
                       ).set_parse_action(lambda t: dataclasses.replace(t[1], condition=t[0]))
#: 601.2f / 611.3b: "Spells your opponents cast during your turn cost {1} more to cast." (a
#: spell's cost is determined as it is cast: the same as "During your turn, spells ...")
_COST_CHANGE_DURING = (NOUN + _WHOSE + DURING_TURNS + sup("cost") + _GENERIC
                       + kws("more", "less") + sup("to cast") + lit(".")).set_parse_action(
    lambda t: dataclasses.replace(_cost_change([t[0], t[1], t[3], t[4]]), condition=t[2]))
_PLAYER_RULES = pp.MatchFirst([
    (sup("you control") + NOUN + lit(".")).set_parse_action(
        lambda t: StaticAbility(text="", effects=(EffectSpec(subject_selector(t[0]),
                                                             (P.SetController(),)),))),
    (kw("you have hexproof") + lit(".")).set_parse_action(lambda: _rules("player_hexproof")),
    # 702.18a: shroud on a player: no spell or ability can target them.
    (kw("you have shroud") + lit(".")).set_parse_action(lambda: _rules("player_shroud")),
    (kw("you have no maximum hand size") + lit(".")).set_parse_action(
        lambda: _rules("max_hand_size", ("set", None))),
    # 402.2 / 613.11: "Your maximum hand size is two." (applied in timestamp order)
    (sup("your maximum hand size is") + NUMBER + lit(".")).set_parse_action(
        lambda t: _rules("max_hand_size", ("set", t[0]))),
    # 614.1b / 614.10: "Skip your draw step." (`engine.turn.skip_steps`)
    (kw("skip your draw step") + lit(".")).set_parse_action(
        lambda: _rules(SKIP_DRAW_STEP)),
    (kws("players have no maximum hand size", "each player has no maximum hand size")
     + lit(".")).set_parse_action(lambda: _rules("max_hand_size", ("set", None, "each"))),
    (sup("your maximum hand size is increased by") + NUMBER + lit(".")).set_parse_action(
        lambda t: _rules("max_hand_size", ("add", t[0]))),
    (sup("your maximum hand size is reduced by") + NUMBER + lit(".")).set_parse_action(
        lambda t: _rules("max_hand_size", ("add", -t[0]))),
    (sup("each opponent's maximum hand size is reduced by") + NUMBER + lit(".")
     ).set_parse_action(lambda t: _rules("max_hand_size", ("add", -t[0], "opponents"))),
    _COST_CHANGE,
    _COST_CHANGE_X,
    _DURING_COST_CHANGE,
    _COST_CHANGE_DURING,
    COLORED_COST_INCREASE,  # 601.2f: "{B} more" (`compiler.statics.colored_cost_increase`)
    ATTACK_TAX_LINE,  # 508.1d (`compiler.costs.attack_tax`)
])

#: A whole static-ability line.
_SENTENCES = ((EFFECT_STATIC | COMPOUND_STATIC)
              + pp.ZeroOrMore(EFFECT_STATIC | COMPOUND_STATIC | STILL | OTHERWISE
                              | IT_SENTENCE)
              ).set_parse_action(_merge)
STATIC_LINE = (_CDA | _PLAYER_RULES | _SENTENCES) + pp.StringEnd()
