"""Adding mana (106.1, 106.4, 605): the "Add ..." effect, the sentences about that mana
that follow it, and triggered mana abilities (605.1b).

    Add {G}. / Add {R}{G}. / Add {C}{C}.                  fixed mana (106.1b)
    Add {R} or {G}.                                       one of two colors (106.1b)
    Add one mana of any color.                            one of the five colors
    Add two mana of any one color.                        two of one chosen color
    Add {G} for each Elf you control.                     a count (`statics.predicates`)
    Add {R} for each 1 life your opponents have lost this turn.   119.3 (Neheb, the Eternal)
    Add two mana in any combination of colors / of {U} and/or {B}.   106.1b
    Add X mana of any one color, where X is <a count>.   (your life total, the greatest
    power among creatures you control, the amount of life you gained this turn: 605.3b)
    Add X mana in any combination of colors, where X is <a count>.   106.1b
    Add an amount of {B} equal to the sacrificed creature's mana value.   608.2h
    Add one mana of any color that a land an opponent controls could produce.   106.7
    Add three mana of any one color.                      three of one chosen color (four, ten)
    Add one mana of any color in your commander's color identity.   903.4, 903.4f
    Add one mana of any of this creature's colors.        its colors (106.5: none, none)
    Add an additional {G}. / ... one mana of any color.  (in "Whenever you tap ... for mana")
    Spend this mana only to <spending>.                   106.6 (`engine.mana.pool`)
    If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.   608.2c
    Until end of turn, you don't lose this mana as steps and phases end.   500.4
    Whenever you tap a <land> for mana, ...               605.1b / 106.12a

The player chooses the color as the ability resolves (605.3b, `engine.mana.sources`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations_with_replacement

import pyparsing as pp

from arbiter.compiler.effects.mana_spend_only import SPEND_ONLY
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.statics.predicates import COUNT, FOR_EACH
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.conditional_amount import AmountIf
from arbiter.rules.conditions import Compare
from arbiter.rules.greatest_among import GreatestAmong
from arbiter.rules.instructions import objects as I
from arbiter.rules.last_known import SacrificedManaValue
from arbiter.rules.static_conditions import AllOf
from arbiter.rules.turn_history import LifeGainedThisTurn

_WUBRG = ("W", "U", "B", "R", "G")
#: 106.1b: a symbol of one type of mana (hybrid, Phyrexian, snow and X symbols aren't read).
_ONE_TYPE = pp.Regex(r"\{[WUBRGC]\}").set_parse_action(lambda t: t[0][1])
_COLOR = pp.Regex(r"\{[WUBRG]\}").set_parse_action(lambda t: t[0][1])

def _could_produce(t: pp.ParseResults) -> list:
    n: Noun = t[1]
    if n.other:
        raise pp.ParseException("", 0, "'another' in 'could produce'")
    colors = _WUBRG if t[0].lower() == "color" else (*_WUBRG, "C")  # 106.1b: types
    return [[I.AddMana(colors=colors, could_produce=n.selector())]]


#: The numbers "an amount of {G} equal to ..." reads: each counted as the mana ability
#: resolves (605.3b), for its controller ("your life total", 119).
_AMOUNTS = (V.CountOf, V.CountersOnSource, V.SourcePower, V.Devotion, SacrificedManaValue,
            V.LifeTotal, GreatestAmong, LifeGainedThisTurn, V.LifeLostThisTurn)
#: "where X is <a count>" after an amount of mana (119.9: the life gained this turn, a count
#: of `compiler.grammar.amounts`).
_X_IS = sup("where X is") + COUNT
_SACRIFICED_MV = pp.MatchFirst([
    kw("the sacrificed creature's mana value").set_parse_action(
        lambda: SacrificedManaValue("Creature")),
    kw("the sacrificed artifact's mana value").set_parse_action(
        lambda: SacrificedManaValue("Artifact")),
])


def _equal_to(t: pp.ParseResults) -> list:
    symbol, n = t[0], t[1]
    if not isinstance(n, _AMOUNTS):
        raise pp.ParseException("", 0, "an amount the mana ability doesn't read")
    return [[I.AddMana(symbol, amount=n)]]


_COMBINATION_COLORS = pp.MatchFirst([
    kw("colors").set_parse_action(lambda: [list(_WUBRG)]),
    # "{U} and/or {B}", "{U}, {B}, and/or {R}"
    (pp.Group(_COLOR + pp.ZeroOrMore(lit(",").suppress() + _COLOR)) + pp.Optional(
        lit(",")).suppress() + sup("and/or") + _COLOR).set_parse_action(
        lambda t: [[*t[0], t[1]]]),
])


def _every_pair(t: pp.ParseResults) -> list:
    """106.1b: "{U}{U}, {U}{R}, or {R}{R}" is two mana in any combination of {U} and/or {R}
    when it names each such combination once."""
    pairs = [tuple(sorted(p, key=_WUBRG.index)) for p in t]
    colors = tuple(c for c in _WUBRG if any(c in p for p in pairs))
    every = {tuple(sorted(p, key=_WUBRG.index)) for p in combinations_with_replacement(
        colors, 2)}
    if len(colors) != 2 or len(set(pairs)) != 3 or set(pairs) != every:
        raise pp.ParseException("", 0, "not every combination of two colors")
    return [[I.AddMana(colors=colors, amount=2, combination=True)]]


def _x_of_one_color(t: pp.ParseResults) -> list:
    n = t[0]
    if not isinstance(n, _AMOUNTS):
        raise pp.ParseException("", 0, "an amount the mana ability doesn't read")
    return [[I.AddMana(colors=_WUBRG, amount=n)]]


def _x_in_combination(t: pp.ParseResults) -> list:
    """106.1b: X mana, each of any color, X counted as it resolves."""
    n = t[0]
    if not isinstance(n, _AMOUNTS):
        raise pp.ParseException("", 0, "an amount the mana ability doesn't read")
    return [[I.AddMana(colors=_WUBRG, amount=n, combination=True)]]


def _colors_among(t: pp.ParseResults) -> list:
    n: Noun = t[0]
    if n.other or n.kind != "permanent" or n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "colors among objects not on the battlefield")
    return [[I.AddMana(colors=_WUBRG, colors_among=n.selector())]]


def _for_each(t: pp.ParseResults) -> list:
    *symbols, n = list(t)
    if not isinstance(n, V.CountOf | V.CountersOnSource | V.LifeLostThisTurn):  # 119.3
        raise pp.ParseException("", 0, "a count the mana ability doesn't read")
    return [[I.AddMana(x, amount=n) for x in symbols]]


#: The mana an "Add ..." (or "its controller adds ...") effect names.
MANA_WORDS = pp.MatchFirst([
    # 106.7: "one mana of any color/type that a land an opponent controls could produce"
    (sup("one mana of any") + kws("color", "type") + sup("that") + kws("a", "an").suppress()
     + NOUN + sup("could produce")).set_parse_action(_could_produce),
    # 105.2 / 106.5: "one mana of any color among legendary creatures and planeswalkers you
    # control" (Mox Amber): the colors those permanents have as it resolves
    (sup("one mana of any color among") + NOUN).set_parse_action(_colors_among),
    # 903.4: the colors of the controller's commanders' color identity (none: no mana)
    kw("one mana of any color in your commander's color identity").set_parse_action(
        lambda: [[I.AddMana(colors=_WUBRG, identity=True)]]),
    kw("one mana of any color").set_parse_action(lambda: [[I.AddMana(colors=_WUBRG)]]),
    # 106.1a: "two mana of different colors" (Guild Globe)
    kw("two mana of different colors").set_parse_action(
        lambda: [[I.AddMana(colors=_WUBRG, amount=2, distinct=True)]]),
    # 106.1a: "two / three / four / ten mana of any one color": that many of one color chosen
    (NUMBER + sup("mana of any one color")).set_parse_action(
        lambda t: [[I.AddMana(colors=_WUBRG, amount=t[0])]]),
    # 607.2a: "one mana of any of the exiled card's colors" (the linked ability's card)
    kw("one mana of any of the exiled card's colors").set_parse_action(
        lambda: [[I.AddMana(colors=_WUBRG, linked=V.LinkedExiled("colors"))]]),
    # 106.1b: "two mana in any combination of colors / of {U} and/or {B}"
    (pp.Optional(sup("an additional")) + NUMBER + sup("mana in any combination of")
     + _COMBINATION_COLORS).set_parse_action(
        lambda t: [[I.AddMana(colors=tuple(t[1]), amount=t[0], combination=True)]]),
    # the filter lands' "{U}{U}, {U}{R}, or {R}{R}": every combination of two of the colors
    (pp.Group(_COLOR + _COLOR) + lit(",").suppress() + pp.Group(_COLOR + _COLOR)
     + pp.Optional(lit(",")).suppress() + sup("or") + pp.Group(_COLOR + _COLOR)
     ).set_parse_action(_every_pair),
    # "X mana of any one color, where X is the number of Elves on the battlefield"
    (sup("X mana of any one color") + lit(",") + _X_IS).set_parse_action(_x_of_one_color),
    (sup("X mana in any combination of colors") + lit(",") + _X_IS
     ).set_parse_action(_x_in_combination),
    # 614.12: the color chosen as the source entered
    kws("an additional one mana of the chosen color", "one mana of the chosen color"
        ).set_parse_action(lambda: [[I.AddMana(chosen_color=True)]]),
    (_COLOR + sup("or one mana of the chosen color")).set_parse_action(
        lambda t: [[I.AddMana(colors=(t[0],), chosen_color=True)]]),
    # "its controller adds an additional one mana of any color" (a triggered mana ability)
    kw("an additional one mana of any color").set_parse_action(
        lambda: [[I.AddMana(colors=_WUBRG)]]),
    # "this creature" is written "~" by `compiler.grammar.text` (201.5)
    kws("one mana of any of ~'s colors", "one mana of any of ~ 's colors").set_parse_action(
        lambda: [[I.AddMana(source_colors=True)]]),
    (_COLOR + sup("or") + _COLOR + ~pp.FollowedBy(sup("or") | lit(","))).set_parse_action(
        lambda t: [[I.AddMana(colors=(t[0], t[1]))]]),
    # 106.1b: "{R}, {G}, or {W}" / "{W}, {U}, {B}, or {R}": one mana of one of them
    (_ONE_TYPE + pp.OneOrMore(lit(",") + _ONE_TYPE) + lit(",") + sup("or") + _ONE_TYPE
     ).set_parse_action(lambda t: [[I.AddMana(colors=tuple(t))]]),
    (sup("an additional") + pp.OneOrMore(_ONE_TYPE) + ~pp.FollowedBy(sup("or") | lit(","))
     ).set_parse_action(lambda t: [[I.AddMana(x) for x in t]]),
    # "an amount of {B} equal to the sacrificed creature's mana value" (608.2h)
    (sup("an amount of") + _ONE_TYPE + sup("equal to") + (_SACRIFICED_MV | COUNT)
     ).set_parse_action(_equal_to),
    # "{G} for each Elf you control", "{C} for each charge counter on ~" (counted as it
    # resolves, 605.3b)
    (pp.OneOrMore(_ONE_TYPE) + FOR_EACH).set_parse_action(_for_each),
    (pp.OneOrMore(_ONE_TYPE) + ~pp.FollowedBy(sup("or") | lit(","))).set_parse_action(
        lambda t: [[I.AddMana(x) for x in t]]),
])
ADD_MANA = sup("add") + MANA_WORDS


def _modify_mana(change: dict) -> Callable[[list], list]:
    """A sentence about the mana the sentence before it adds (it must add only mana)."""
    def modify(last: list) -> list:
        if not last or not all(isinstance(i, I.AddMana) for i in last):
            raise pp.ParseException("", 0, "'this mana' after no mana added")
        return [replace(i, **change) for i in last]
    return modify


#: 106.6: "Spend this mana only to ..." with the restrictions the engine checks.
_SPEND = sup("spend this mana only to") + ((pp.MatchFirst([
    # the longer wordings first (a first match isn't retried)
    kws("cast artifact spells or activate abilities of artifacts",
        "cast an artifact spell or activate an ability of an artifact source"
        ).set_parse_action(lambda: "artifact_or_artifact_ability"),
    kws("cast creature spells or activate abilities of creatures",
        "cast creature spells or activate abilities of creature sources"
        ).set_parse_action(lambda: "creature_or_creature_ability"),
    kws("cast spells from your graveyard", "cast a spell from your graveyard"
        ).set_parse_action(lambda: "graveyard"),
    kw("pay a disturb cost or cast an instant or sorcery spell").set_parse_action(
        lambda: "disturb_or_instant_sorcery"),
    kws("cast a creature spell", "cast creature spells").set_parse_action(
        lambda: "creature_spell"),
    kws("cast a noncreature spell", "cast noncreature spells").set_parse_action(
        lambda: "noncreature_spell"),
    kws("cast an instant or sorcery spell", "cast instant and sorcery spells",
        "cast instant or sorcery spells").set_parse_action(lambda: "instant_sorcery"),
    kws("cast an artifact spell", "cast artifact spells").set_parse_action(
        lambda: "artifact_spell"),
    kw("cast spells").set_parse_action(lambda: "spell"),
    kws("activate abilities of artifacts", "activate abilities of artifact sources"
        ).set_parse_action(lambda: "artifact_ability"),
    kw("activate abilities").set_parse_action(lambda: "ability"),
]) + pp.FollowedBy(lit("."))) | SPEND_ONLY) + lit(".")  # kinds of spells (`.mana_spend_only`)
#: 500.4's exception: the mana stays in the pool until end of turn.
_KEPT = kw("Until end of turn, you don't lose this mana as steps and phases end.")

def _controls(n: Noun) -> Compare:
    if n.other:
        raise pp.ParseException("", 0, "'another' in 'if you control'")
    return Compare(V.CountOf(s.And((n.selector(), s.YOURS))), ">=", 1)


def _instead(t: pp.ParseResults) -> list:
    """"If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.":
    the mana added before is that many of the same type when the condition holds (608.2c)."""
    *nouns, more = list(t)
    cond = AllOf(tuple(_controls(n) for n in nouns)) if len(nouns) > 1 else _controls(nouns[0])

    def modify(last: list) -> list:
        if len(last) != 1 or not isinstance(last[0], I.AddMana) or last[0].colors or \
                not isinstance(last[0].amount, int) or set(more) != {last[0].symbol}:
            raise pp.ParseException("", 0, "'instead' after other mana")
        return [replace(last[0], amount=AmountIf(cond, len(more), last[0].amount))]
    return [("modify_last", modify)]


_A = kws("a", "an").suppress()
#: 608.2c: "If you control <a permanent> [and <a permanent>], add {C}{C} instead."
_ADD_INSTEAD = (sup("if you control") + _A + NOUN + pp.Optional(sup("and") + _A + NOUN)
                + lit(",").suppress() + sup("add") + pp.Group(pp.OneOrMore(_ONE_TYPE))
                + sup("instead") + lit(".").suppress()).set_parse_action(
    lambda t: _instead([*t[:-1], list(t[-1])]))

#: 106.6, 111.10h: "This mana can't be spent to cast a nonartifact spell." (a Powerstone's)
_CANT_SPEND = kws("this mana can't be spent to cast a nonartifact spell",
                  "this mana can't be spent to cast nonartifact spells") + lit(".")

MANA_SENTENCES = [
    _ADD_INSTEAD,
    _CANT_SPEND.copy().set_parse_action(
        lambda: [("modify_last", _modify_mana({"restriction": "not_nonartifact_spell"}))]),
    _SPEND.copy().set_parse_action(
        lambda t: [("modify_last", _modify_mana({"restriction": t[0]}))]),
    _KEPT.copy().set_parse_action(lambda: [("modify_last", _modify_mana({"kept": True}))]),
]


def _tap_trigger(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    if n.other:
        raise pp.ParseException("", 0, "'another' in a tapped-for-mana trigger")
    # 106.12: "you tap <a permanent> for mana": a mana ability with {T} in its cost of a
    # permanent of yours (only its controller activates its abilities, 602.2).
    return Trigger("tapped_for_mana", "any", selector=s.And((*n.preds, s.YOURS)))


#: 605.1b / 106.12a: "Whenever you tap a Forest for mana".
TAPPED_FOR_MANA = (sup("you tap") + kws("a", "an").suppress() + NOUN + sup("for mana")
                   ).set_parse_action(_tap_trigger)
