"""500.7: "<player> take(s) an extra turn after this one." (Time Walk, Time Warp;
`engine.turn.extra_turns`); "takes two extra turns after this one" (Time Stretch).

603.7: "At the beginning of that turn's end step, you lose the game." after "Take an extra
turn after this one." (Final Fortune, Last Chance, Warrior's Oath): a delayed triggered ability
waiting for the end step of that extra turn (`TakeExtraTurn.at_end`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit
from arbiter.engine.turn.extra_turns import TakeExtraTurn
from arbiter.rules import instructions as I


def extra_turn_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"takes an extra turn after this one" as a verb phrase of
    `compiler.effects.player_effects` (`vp` builds it for the player who acts)."""
    return vp(kws("take an extra turn after this one", "takes an extra turn after this one"
                  ).suppress(), lambda who: [TakeExtraTurn(who=who)]) | vp(
        kws("take two extra turns after this one", "takes two extra turns after this one"
            ).suppress(), lambda who: [TakeExtraTurn(who=who, times=2)])


def _at_its_end(last: list[Any]) -> list[Any]:
    if len(last) != 1 or not isinstance(last[0], TakeExtraTurn) or last[0].times != 1 \
            or last[0].who != "you":
        raise pp.ParseException("", 0, "'that turn' after no extra turn of yours")
    return [dataclasses.replace(last[0], at_end=(I.LoseGame("you"),))]


#: 603.7a: "At the beginning of that turn's end step, you lose the game." (a sentence about
#: the extra turn the sentence before gave you).
AT_THAT_TURNS_END = (kw("at the beginning of that turn's end step, you lose the game")
                     + lit(".")).set_parse_action(lambda: [("modify_last", _at_its_end)])

__all__ = ["AT_THAT_TURNS_END", "extra_turn_verb"]
