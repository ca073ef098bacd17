"""122.1 / 107.14: counters a player gets, as a verb phrase of
`compiler.effects.player_effects`:

    you get {E}{E}                      (energy: each {E} is one energy counter, 107.14)
    each opponent gets a poison counter (704.5c: ten or more and that player loses)
    you get an experience counter       (122.1: kept by the player; cards count them)

Only kinds whose rules the engine carries out are read: energy and experience counters do
nothing by themselves (cards refer to them), poison counters are 704.5c's. Other kinds
(rad counters, 727, with their own turn-based action) stay unread."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, kws
from arbiter.rules.instructions import objects as I

#: 107.14: "{E}{E}{E}" is three energy counters.
ENERGY_SYMBOLS = pp.Regex(r"(?:\{E\})+").set_parse_action(
    lambda t: ("energy", t[0].count("{E}")))
_KIND = kws("poison", "experience")
_COUNTERS = (A_NUMBER + _KIND + kws("counter", "counters").suppress()).set_parse_action(
    lambda t: (t[1].lower(), t[0]))
PLAYER_COUNTERS = ENERGY_SYMBOLS | _COUNTERS


def player_counters_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"get(s) {E}{E}" / "gets a poison counter" for the player who acts (`vp`)."""
    return vp(kws("get", "gets").suppress() + PLAYER_COUNTERS,
              lambda who, spec: [I.GivePlayerCounters(spec[0], spec[1], who=who)])


__all__ = ["ENERGY_SYMBOLS", "PLAYER_COUNTERS", "player_counters_verb"]
