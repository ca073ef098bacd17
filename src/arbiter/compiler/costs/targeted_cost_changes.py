"""601.2f with 601.2c: "<spells> [you cast | your opponents cast] that target <objects> cost
{N} more/less to cast." (a static ability; `engine.casting.targeted_cost_changes`):

    Spells your opponents cast that target this creature cost {2} more to cast.
                                                    (Boreal Elemental, Icefall Regent)
    Spells your opponents cast that target a Merfolk you control cost {2} more to cast.
                                                    (Kopala, Warden of Waves)
    Spells you cast that target a creature cost {1} less to cast.    (Killian, Ink Duelist)
    Aura spells you cast that target enchanted creature cost {1} less to cast.  (Strong Back)

Generic mana only; targets that are objects only ("that target enchanted player" and "cost
an additional 2 life" stay unread), and only spells that are cast ("Spells you control ..."
stays unread)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.casting.targeted_cost_changes import (
    TARGETED_COST_CHANGE,
    TargetedCostChange,
)
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import EffectSpec

_WHOSE = pp.Optional(pp.MatchFirst([
    kw("you cast").set_parse_action(lambda: "you"),
    kw("your opponents cast").set_parse_action(lambda: "opponents"),
]), default="any")
_TARGET = pp.MatchFirst([
    kw("~").set_parse_action(lambda: s.SELF),
    # 303.4m / 301.5a: the creature this permanent is attached to
    kws("enchanted creature", "equipped creature").set_parse_action(lambda: s.AttachedBySource()),
    (kws("a", "an", "one or more").suppress() + NOUN).set_parse_action(
        lambda t: _object(t[0])),
    NOUN.copy().add_parse_action(lambda t: _object(t[0])),  # "enchanted creature"
])
_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))


def _object(n: Noun) -> s.Selector:
    if n.kind == "spell" or n.kind == "player":
        raise pp.ParseException("", 0, "a target that isn't a permanent")
    return n.selector()


def _spells(n: Noun) -> s.Selector | None:
    """Which spells: the words before "you cast" ("Aura spells"; None: every spell)."""
    if n.kind != "spell":
        raise pp.ParseException("", 0, "a cost change applies to spells")
    if any(isinstance(p, s.ControlledByYou) for p in n.preds):
        raise pp.ParseException("", 0, "'spells you control', not 'you cast'")
    preds = [p for p in n.preds if not (isinstance(p, s.And) and not p.parts)]
    if not preds:
        return None
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


def _line(t: pp.ParseResults) -> StaticAbility:
    spells, whose, targets, amount, more = t[0], t[1], t[2], t[3], t[4].lower() == "more"
    change = TargetedCostChange(amount if more else -amount, targets, whose,
                                spells=_spells(spells))
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (RulesPart(
        rule=TARGETED_COST_CHANGE, detail=change),)),))


TARGETED_COST_LINE = (NOUN + _WHOSE + sup("that target") + _TARGET + sup("cost") + _GENERIC
                      + kws("more", "less") + sup("to cast") + lit(".") + pp.StringEnd()
                      ).set_parse_action(_line)

__all__ = ["TARGETED_COST_LINE"]
