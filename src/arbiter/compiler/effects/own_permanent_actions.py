"""608.2d, 101.4: a player acting on permanents of their own choice
(`engine.keyword_actions.own_permanent_actions`):

    Each player returns a creature they control to its owner's hand.            (Curfew)
    ... that player returns a land they control to its owner's hand.        (Mana Breach)
    ... that player untaps a land they control.                  (Hokori, Dust Drinker)

Only "they control" (the acting player's own permanents) and a number of them are read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keyword_actions.own_permanent_actions import ActOnChosenOwn

_PERMANENTS = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent" and not t[0].other)


def _act(act: str) -> Callable[..., list[Any]]:
    def build(who: Any, n: Any, noun: Noun) -> list[Any]:
        if who == "you":
            raise pp.ParseException("", 0, "'you <verb> a permanent they control'")
        return [ActOnChosenOwn(who=who, n=n, selector=noun.selector(), act=act)]
    return build


def own_permanent_verbs(vp: Callable[..., pp.ParserElement]) -> list[pp.ParserElement]:
    """The verb phrases, for `compiler.effects.player_effects` (`vp` builds each for the
    player who acts)."""
    return [
        vp(kws("returns", "return").suppress() + AMOUNT + _PERMANENTS + sup("they control")
           + sup("to its owner's hand"), _act("hand")),
        vp(kws("untaps", "untap").suppress() + AMOUNT + _PERMANENTS + sup("they control"),
           _act("untap")),
    ]


__all__ = ["own_permanent_verbs"]
