"""A whole Oracle line to abilities (113.1, 113.3): the top of the grammar.

    static line                      (604, `compiler.statics`)
    <trigger>, [if <condition>,] <effects>        (603.1, 603.4)
    <cost>: <effects> [Activate only ...]         (602.1, 602.5b)
    [+N]: <effects>                               (606)
    <effects>                                     (an instant's or sorcery's text, 113.3a)
    ~ enters tapped / with counters / As ~ enters, choose ...   (614.1c-d, 614.12)
"""

from __future__ import annotations

import re
from functools import lru_cache

import pyparsing as pp

from arbiter.compiler.conditions import CONDITION
from arbiter.compiler.costs import COST, LOYALTY
from arbiter.compiler.layer_templates import LAYER_LINE
from arbiter.compiler.lexicon import A_NUMBER, COUNTER_KIND, kw, kws, lit, sup
from arbiter.compiler.nouns import NOUN
from arbiter.compiler.refs import bind
from arbiter.compiler.sentences import EFFECTS
from arbiter.compiler.statics import STATIC_LINE
from arbiter.compiler.text import normalize
from arbiter.compiler.triggers import TRIGGER
from arbiter.engine import costs as K
from arbiter.engine import instructions as I
from arbiter.rules.abilities import (
    Ability,
    ActivatedAbility,
    ReplacementAbility,
    SpellAbility,
    TriggeredAbility,
)

# -- effects: clauses joined into sentences (`compiler.sentences`) -------------------------
# -- activated abilities --------------------------------------------------------------------
_RESTRICTION = pp.MatchFirst([
    kw("activate only as a sorcery.").set_parse_action(lambda: "sorcery"),
    (kw("activate only as a sorcery") + lit(".")).set_parse_action(lambda: "sorcery"),
    (kw("activate only once each turn") + lit(".")).set_parse_action(lambda: "once"),
    (kw("activate only during your turn") + lit(".")).set_parse_action(lambda: "your_turn"),
])


def _activated(t: pp.ParseResults) -> ActivatedAbility:
    cost, instructions = t[0], t[1]
    flags = set(t[2:])
    targets: list[I.TargetSpec] = []
    body = bind(tuple(instructions), targets)
    mana = any(isinstance(i, I.AddMana) for i in body) and not targets and all(
        isinstance(i, I.AddMana) for i in body)
    zone = "graveyard" if any(isinstance(c, K.ExileSelfFromGraveyard) for c in cost) \
        else "battlefield"
    return ActivatedAbility(text="", cost=tuple(cost), instructions=body, targets=tuple(targets),
                            sorcery_speed="sorcery" in flags, is_mana_ability=mana,
                            once_each_turn="once" in flags, your_turn_only="your_turn" in flags,
                            zone=zone)


ACTIVATED = (COST + lit(":") + EFFECTS + pp.ZeroOrMore(_RESTRICTION)).set_parse_action(
    _activated)


def _loyalty(t: pp.ParseResults) -> ActivatedAbility:
    targets: list[I.TargetSpec] = []
    body = bind(tuple(t[1]), targets)
    return ActivatedAbility(text="", cost=(K.LoyaltyCost(t[0]),), instructions=body,
                            targets=tuple(targets), loyalty=t[0], sorcery_speed=True)


LOYALTY_ABILITY = (LOYALTY + lit(":") + EFFECTS).set_parse_action(_loyalty)


# -- triggered abilities ----------------------------------------------------------------------
def _triggered(t: pp.ParseResults) -> TriggeredAbility:
    trigger = t[0]
    cond = t[1] if len(t) > 2 else None
    targets: list[I.TargetSpec] = []
    body = bind(tuple(t[-1]), targets)
    return TriggeredAbility(text="", trigger=trigger, instructions=body, targets=tuple(targets),
                            intervening_if=cond)


_ONCE = kw("This ability triggers only once each turn.")
TRIGGERED = (TRIGGER + lit(",") + pp.Optional(sup("if") + CONDITION + lit(","))
             + EFFECTS).set_parse_action(_triggered)


# -- replacement effects as the object enters (614.1c-d, 614.12) -----------------------------
def _counters(t: pp.ParseResults) -> ReplacementAbility:
    return ReplacementAbility(text="", kind="enters_with_counters", spec=(t[1], t[0]))


ENTERS_WITH = (sup("~") + kws("enters the battlefield with", "enters with") + A_NUMBER
               + COUNTER_KIND + kws("counter on it.", "counters on it.")).set_parse_action(
    lambda t: _counters(pp.ParseResults([t[1], t[2]])))
ENTERS_TAPPED = (kws("~ enters the battlefield tapped.", "~ enters tapped.")).set_parse_action(
    lambda: ReplacementAbility(text="", kind="enters_tapped"))
_CHOICE = pp.MatchFirst([
    kw("a color").set_parse_action(lambda: "color"),
    kw("a creature type").set_parse_action(lambda: "creature_type"),
    kw("a color word").set_parse_action(lambda: "color_word"),
    kw("a card name").set_parse_action(lambda: "card_name"),
    kw("an opponent").set_parse_action(lambda: "opponent"),
])
AS_ENTERS_CHOOSE = (kws("as ~ enters the battlefield,", "as ~ enters,").suppress()
                    + sup("choose") + _CHOICE + lit(".")).set_parse_action(
    lambda t: ReplacementAbility(text="", kind="as_enters_choose", choice=t[0]))
ENTERS_AS_COPY = (sup("you may have ~ enter") + pp.Optional(kw("the battlefield")).suppress()
                  + sup("as a copy of") + pp.Optional(kws("any", "a", "an")).suppress()
                  + NOUN + lit(".")).set_parse_action(
    lambda t: ReplacementAbility(text="", kind="enters_as_copy", spec=(
        t[0].selector(), __import__("arbiter.rules.copiable", fromlist=["x"]).CopyExceptions(),
        True)))
REPLACEMENT = ENTERS_WITH | ENTERS_TAPPED | AS_ENTERS_CHOOSE | ENTERS_AS_COPY


# -- spells -----------------------------------------------------------------------------------
def _spell(t: pp.ParseResults) -> SpellAbility:
    targets: list[I.TargetSpec] = []
    body = bind(tuple(t[0]), targets)
    return SpellAbility(text="", instructions=body, targets=tuple(targets))


SPELL = EFFECTS.copy().add_parse_action(_spell)
_CHOOSE = re.compile(r"^Choose (one|two|one or both|one or more) -$", re.IGNORECASE)
_MODES = {"one": (1, 1), "two": (2, 2), "one or both": (1, 2), "one or more": (1, 99)}

PERMANENT_LINE = (LAYER_LINE | REPLACEMENT | TRIGGERED | LOYALTY_ABILITY | ACTIVATED
                  | STATIC_LINE
                  ) + pp.StringEnd()
SPELL_LINE = (STATIC_LINE | TRIGGERED | SPELL) + pp.StringEnd()
_ABILITY_WORD = re.compile(r"^[A-Z][a-z']+(?: [a-z']+)* - (?=\S)")


def compile_line(line: str, name: str, spell: bool = False) -> list[Ability]:
    """A card's Oracle line as abilities, each keeping the line's text; a line the grammar
    can't read is one explicit unsupported part naming it (principle 5)."""
    import dataclasses

    from arbiter.rules.abilities import UnsupportedAbility
    from arbiter.rules.keywords import strip_reminder

    text = strip_reminder(line)
    abilities = compile_text(line, name, spell)
    if abilities is None:
        return [UnsupportedAbility(text=text, card=name)]
    return [dataclasses.replace(a, text=text) for a in abilities]


def compile_text(text: str, name: str, spell: bool = False) -> list[Ability] | None:
    """The abilities one Oracle line (or quoted ability) makes, or None when it can't be read.
    207.2c: an ability word before a dash has no rules meaning and is dropped."""
    line = normalize(text, name)
    return _compile(line, spell)


@lru_cache(maxsize=65536)
def _compile(line: str, spell: bool) -> list[Ability] | None:
    if not line:
        return []
    m = _CHOOSE.match(line)
    if m and spell:
        return [SpellAbility(text="", modes=_MODES[m.group(1).lower()])]
    if line.startswith("\u2022 ") or line.startswith("• "):
        line = line[2:]
        spell = True
    stripped = _ABILITY_WORD.sub("", line)
    if stripped != line and not stripped.lower().startswith("choose"):
        line = stripped
    grammar = SPELL_LINE if spell else PERMANENT_LINE
    try:
        result = grammar.parse_string(line, parse_all=True)
    except pp.ParseBaseException:
        return None
    except RecursionError:
        return None
    return list(result)
