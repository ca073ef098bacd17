"""701.21a: a player sacrifices permanents of their own choice (the "edicts"):

    Target player sacrifices a creature of their choice.         (Diabolic Edict)
    Each player sacrifices two creatures of their choice.        (Barter in Blood)
    ... each opponent sacrifices a creature of their choice.     (Butcher of Malakir)
    Target player sacrifices an attacking creature of their choice.
    Each opponent sacrifices a creature of their choice with flying.   (Clip Wings: the
                                                   object's "with" words after the choice)
    ... you may sacrifice another creature.                     (Heart-Piercer Manticore)
    Each opponent sacrifices a creature with the greatest power among creatures they
    control.                                       (Crackling Doom; 208.1, 202.3: power,
                                                   toughness, mana value; greatest or least)

A player can sacrifice only permanents they control (701.21a), so the player who sacrifices
chooses among their own; one with fewer sacrifices all they have. The engine's
`SacrificeChosen` (`engine.keyword_actions.sacrifice_choice`) asks each player in APNAP order
(101.4) and sacrifices everything chosen at once. "of their choice" (today's wording) says
what 701.21a already implies, so the older wording without it reads the same.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.noun_with import WITH
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.rules.greatest_among_selectors import GreatestAmongOwn
from arbiter.rules.selectors import And

_PERMANENTS = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent")
#: "another creature": one permanent, the noun's own determiner (other than the source).
_ANOTHER = (pp.FollowedBy(kw("another")) + pp.Empty().set_parse_action(lambda: 1))


def _among(t: pp.ParseResults) -> list[Any]:
    """The permanents compared and whose they are: "creatures they control", "creatures
    that player controls" ("they"), "creatures you control" ("you")."""
    noun = t[0]
    last = type(noun.preds[-1]).__name__ if noun.preds else ""
    if len(t) > 1:
        whose = "they"
    elif last in ("ControlledByEventPlayer", "ControlledByYou"):
        whose = "they" if last == "ControlledByEventPlayer" else "you"
        noun = dataclasses.replace(noun, preds=noun.preds[:-1])
    else:
        raise pp.ParseException("", 0, "'among <permanents>' without whose they are")
    if any("Controlled" in type(p).__name__ for p in noun.preds):
        raise pp.ParseException("", 0, "'among <permanents>' controlled by another")
    return [noun, whose]


_STAT = pp.MatchFirst([kw("power").set_parse_action(lambda: "power"),
                       kw("toughness").set_parse_action(lambda: "toughness"),
                       kw("mana value").set_parse_action(lambda: "mana_value")])
#: "with the greatest power among creatures they control": their own permanents, the player
#: sacrificing named as "they" / "that player" (or "you" for your own sacrifice).
_AMONG = (NOUN.copy().add_condition(lambda t: t[0].kind == "permanent")
          + pp.Optional(kw("they control").set_parse_action(lambda: "they"))
          ).set_parse_action(_among)
_GREATEST = (sup("with the") + kws("greatest", "least") + _STAT + sup("among") + _AMONG
             ).set_parse_action(lambda t: [("greatest", t[0].lower() == "least", t[1], t[2],
                                            t[3])])


#: "of their choice with flying": the object's "with" post-modifier after the choice.
_CHOICE_WITH = (sup("of their choice") + WITH).set_parse_action(
    lambda t: [("with", t[0].value)])


def _edict(who: Any, n: Any, noun: Noun, greatest: tuple | None = None,
           exile: bool = False) -> list[Any]:
    if greatest is not None and greatest[0] == "with":
        noun = dataclasses.replace(noun, preds=(*noun.preds, greatest[1]))
        greatest = None
    if noun.other and who != "you":
        # "another creature" / "a creature other than ~" is the source's controller's own
        # sacrifice in a permanent's ability (Lord of the Pit); another player's isn't read
        raise pp.ParseException("", 0, "another player sacrifices 'another' permanent")
    selector = noun.selector()
    if greatest is not None:
        _, least, stat, among, whose = greatest
        if (whose == "you") != (who == "you") or n != 1:
            raise pp.ParseException("", 0, "'among <permanents> <player> controls' of another")
        selector = And((selector, GreatestAmongOwn(stat, among.selector(), least)))
    return [SacrificeChosen(who=who, n=n, selector=selector, exile=exile)]


def edict_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """701.21a: "sacrifices a creature [of their choice]" as a verb phrase of
    `compiler.effects.player_effects` (`vp` builds it for the player who acts)."""
    return vp(kws("sacrifice", "sacrifices").suppress() + (AMOUNT | _ANOTHER) + _PERMANENTS
              + pp.Optional(sup("they control"))
              + pp.Optional(_CHOICE_WITH | sup("of their choice") | sup("of your choice")
                            | _GREATEST), _edict)


def exile_edict_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """406.3: "<player> exiles a creature they control [with the greatest ...]" (Debt to the
    Kami, Blot Out): chosen as an edict is, then exiled. Only another player's ("they
    control"); "you exile a creature you control" isn't read here."""
    return vp(sup("exiles") + AMOUNT + _PERMANENTS + sup("they control")
              + pp.Optional(_GREATEST),
              lambda who, n, noun, greatest=None: _edict(who, n, noun, greatest, exile=True))


__all__ = ["edict_verb", "exile_edict_verb"]
