"""608.2h, 115.1: a number read from a target the number itself names: "Draw cards equal to
the power of target creature you control" (Soul's Majesty), "you may gain life equal to the
power of target creature you control" (Wall of Reverence). The target is chosen as the spell
or ability is put on the stack (601.2c); the number is counted as it resolves, from the
target's current power (or as it last existed on the battlefield, `rules.last_known.StatOf`).
A target in another zone (a card) isn't read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import TARGET
from arbiter.compiler.grammar.pending_targets import pending as pending_target
from arbiter.rules.last_known import StatOf


def _stat_of_target(t: pp.ParseResults) -> StatOf:
    stat, spec = t[0].lower().replace(" ", "_"), t[1]
    if spec.kind in ("player", "any", "card", "spell") or spec.zone != "battlefield" \
            or spec.count != 1 or spec.up_to:
        raise pp.ParseException("", 0, "not one target permanent")
    return StatOf(pending_target(spec), stat)


#: "the power of target creature you control" (after "equal to").
STAT_OF_TARGET = (sup("the") + kws("power", "toughness", "mana value") + sup("of") + TARGET
                  ).set_parse_action(_stat_of_target)

__all__ = ["STAT_OF_TARGET"]
