"""602.2b / 601.2f with 601.2c: "<abilities> that target <objects> cost {N} less/more to
activate." (a static ability; `engine.casting.targeted_activation_costs`):

    Equip abilities you activate that target this creature cost {2} less to activate.
                                                      (Helitrooper, Fervent Champion, Cloud)
    Equip abilities you activate that target enchanted creature cost {3} less to activate.
                                                      (Strong Back)
    Activated abilities of Equipment you control that target this creature cost {1} less to
    activate.                                         (Bladegraft Aspirant)
    Abilities your opponents activate that target a Merfolk you control cost {2} more to
    activate.                                         (Kopala, Warden of Waves)

Generic mana only; targets that are objects only ("that target you" stays unread)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.statics.statics import subject_selector
from arbiter.engine.casting.targeted_activation_costs import (
    TARGETED_ACTIVATION_CHANGE,
    TargetedActivationChange,
)
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import EffectSpec


def _object(n: Noun) -> s.Selector:
    if n.kind == "spell" or n.kind == "player":
        raise pp.ParseException("", 0, "a target that isn't a permanent")
    return n.selector()


def _sources(n: Noun) -> s.Selector:
    if n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "abilities of cards in other zones: not read here")
    return subject_selector(n)


_TARGET = pp.MatchFirst([
    kw("~").set_parse_action(lambda: s.SELF),
    # 303.4m / 301.5a: the creature this permanent is attached to
    kws("enchanted creature", "equipped creature").set_parse_action(lambda: s.AttachedBySource()),
    (kws("a", "an").suppress() + NOUN).set_parse_action(lambda t: _object(t[0])),
    NOUN.copy().add_parse_action(lambda t: _object(t[0])),  # "enchanted creature"
])
_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))

#: Whose abilities: (whose, equip only, sources).
_WHICH = pp.MatchFirst([
    kw("equip abilities you activate").set_parse_action(lambda: [("you", True, None)]),
    kw("abilities your opponents activate").set_parse_action(
        lambda: [("opponents", False, None)]),
    kw("abilities you activate").set_parse_action(lambda: [("you", False, None)]),
    (sup("activated abilities of") + NOUN).set_parse_action(
        lambda t: [("any", False, _sources(t[0]))]),
])


def _line(t: pp.ParseResults) -> StaticAbility:
    (whose, equip, sources), targets, amount, way = t[0], t[1], t[2], t[3]
    change = TargetedActivationChange(amount if way.lower() == "more" else -amount, targets,
                                      whose, equip, sources)
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (RulesPart(
        rule=TARGETED_ACTIVATION_CHANGE, detail=change),)),))


TARGETED_ACTIVATION_LINE = (_WHICH + sup("that target") + _TARGET + sup("cost") + _GENERIC
                            + kws("more", "less") + sup("to activate") + lit(".")
                            + pp.StringEnd()).set_parse_action(_line)

__all__ = ["TARGETED_ACTIVATION_LINE"]
