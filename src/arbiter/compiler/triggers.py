"""Trigger conditions (603.1): "When ~ enters", "Whenever a creature you control dies",
"At the beginning of your upkeep", "Whenever you cast an instant or sorcery spell" ...

Each phrase becomes an `engine.triggers.Trigger`; event names are the engine's
(`engine.events`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.lexicon import kw, kws, sup
from arbiter.compiler.nouns import NOUN, Noun
from arbiter.engine.triggers import Trigger
from arbiter.rules import selectors as s

_ENTERS = kws("enters the battlefield", "enters")
_SELF = kw("~")


def _subject(n: Noun) -> tuple[str, s.Selector]:
    return ("any", n.selector())


def _event(event: str) -> object:
    return lambda t: Trigger(event, "self") if t[0] == "~" else Trigger(
        event, "any", selector=t[0].selector())


_WHO = _SELF | (pp.Optional(kws("a", "an", "another")).suppress() + NOUN).add_parse_action(
    lambda s_, loc, t: t)


def _obj_event(words: pp.ParserElement, event: str) -> pp.ParserElement:
    def build(t: pp.ParseResults) -> Trigger:
        if t[0] == "~":
            return Trigger(event, "self")
        n: Noun = t[0]
        return Trigger(event, "any", selector=n.selector())

    another = kw("another").set_parse_action(lambda: "another")
    phrase = (_SELF | (pp.Optional(another | kws("a", "an").suppress()) + NOUN
                       ).set_parse_action(
        lambda t: t[-1] if len(t) == 1 else _other(t[-1])))
    return (phrase + words.suppress() + pp.Optional(
        kw("under your control").set_parse_action(lambda: "yours"))).set_parse_action(
        lambda t: _with_yours(build(t), "yours" in list(t)))


def _other(n: Noun) -> Noun:
    from dataclasses import replace

    return replace(n, other=True)


def _with_yours(t: Trigger, yours: bool) -> Trigger:
    if not yours or t.selector is None:
        return t
    from dataclasses import replace

    return replace(t, selector=s.And((t.selector, s.YOURS)))


_STEP = pp.MatchFirst([
    kw("your upkeep").set_parse_action(lambda: ("upkeep", "you")),
    kw("each upkeep").set_parse_action(lambda: ("upkeep", "any")),
    kw("your end step").set_parse_action(lambda: ("end", "you")),
    kws("each end step", "the end step").set_parse_action(lambda: ("end", "any")),
    kw("your draw step").set_parse_action(lambda: ("draw", "you")),
    kw("combat on your turn").set_parse_action(lambda: ("beginning_of_combat", "you")),
    kw("each combat").set_parse_action(lambda: ("beginning_of_combat", "any")),
    kws("your precombat main phase", "your first main phase").set_parse_action(
        lambda: ("precombat_main", "you")),
    kws("your postcombat main phase", "your second main phase").set_parse_action(
        lambda: ("postcombat_main", "you")),
])
AT_BEGINNING = (sup("at the beginning of") + _STEP).set_parse_action(
    lambda t: Trigger("step", "any", step=t[0][0], whose=t[0][1]))

_SPELL = (pp.Optional(kws("a", "an")).suppress() + NOUN)
_CAST = (sup("you cast") + _SPELL).set_parse_action(
    lambda t: Trigger("cast", "you", selector=t[0].selector()))

#: The event half of "When/Whenever <event>, ...".
EVENT = pp.MatchFirst([
    _CAST,
    kw("you gain life").set_parse_action(lambda: Trigger("gain_life", "you")),
    (_SELF + sup("deals combat damage to a player")).set_parse_action(
        lambda: Trigger("combat_damage_to_player")),
    (_SELF + kws("attacks or blocks", "blocks or attacks")).set_parse_action(
        lambda: Trigger("attacks_or_blocks")),
    _obj_event(kw("attacks"), "attacks"),
    _obj_event(kw("blocks"), "blocks"),
    _obj_event(kw("becomes blocked"), "becomes_blocked"),
    _obj_event(kw("dies"), "dies"),
    _obj_event(kw("leaves the battlefield"), "leaves"),
    _obj_event(kw("is turned face up"), "turned_face_up"),
    _obj_event(kws("enters the battlefield or attacks", "enters or attacks"),
               "enters_or_attacks"),
    _obj_event(_ENTERS, "enters"),
    (_SELF + kw("mutates")).set_parse_action(lambda: Trigger("mutates")),
])
#: "When ~ enters, ..." / "Whenever ..., " / "At the beginning of ..., ".
TRIGGER = ((kws("whenever", "when").suppress() + EVENT) | AT_BEGINNING).set_name("trigger")
