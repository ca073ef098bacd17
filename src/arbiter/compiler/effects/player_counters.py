"""122.1 / 107.14: counters a player gets, as a verb phrase of
`compiler.effects.player_effects`:

    you get {E}{E}                      (energy: each {E} is one energy counter, 107.14)
    each opponent gets a poison counter (704.5c: ten or more and that player loses)
    you get an experience counter       (122.1: kept by the player; cards count them)
    each player gets two rad counters   (122.1i, 727.1: milled away in their main phase)
    they get that many rad counters     (608.2c, 603.2: the event's amount; X: 107.3a)
    you get an amount of {E} equal to the number of artifact creatures you control
    you get {E} for each creature you control       (107.1, 107.3: counted as it resolves)
    you get X {E}  /  you get that many {E}         (107.3a, 608.2c)

Only kinds whose rules the engine carries out are read: energy and experience counters do
nothing by themselves (cards refer to them), poison counters are 704.5c's, rad counters
727.1's inherent triggered ability (`engine.players.rad_counters`)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, kw, kws, sup
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I

#: 107.14: "{E}{E}{E}" is three energy counters.
ENERGY_SYMBOLS = pp.Regex(r"(?:\{E\})+").set_parse_action(
    lambda t: ("energy", t[0].count("{E}")))
_KIND = kws("poison", "experience", "rad")
#: 107.3a: "X" (the spell's, or a "where X is"); 608.2c: "that many" (checked by
#: `compiler.effects.that_many_gate`, a trigger's made its event's amount).
_AMOUNT = (A_NUMBER | kw("X").set_parse_action(lambda: V.ChosenX())
           | kw("that many").set_parse_action(lambda: V.ThatMany()))
_COUNTERS = (_AMOUNT + _KIND + kws("counter", "counters").suppress()).set_parse_action(
    lambda t: (t[1].lower(), t[0]))


def _energy_amounts() -> pp.ParserElement:
    """107.14, 107.3: an amount of energy counted as the effect resolves: "an amount of {E}
    equal to <count>" (object-independent counts only: "its mana value" would need the
    object's last known information), "{E} for each <...>" (107.1: N times the count),
    "X {E}" (the spell's X or a "where X is"), "that many {E}" (608.2c, 603.2)."""
    from arbiter.compiler.statics.predicates import COUNT, FOR_EACH

    count = COUNT.copy().add_condition(lambda t: not isinstance(t[0], V.PowerOf | V.ManaValueOf))
    return pp.MatchFirst([
        (sup("an amount of {E} equal to") + count).set_parse_action(
            lambda t: ("energy", t[0])),
        (ENERGY_SYMBOLS + FOR_EACH).set_parse_action(
            lambda t: ("energy", t[1] if t[0][1] == 1 else V.Scaled(t[1], t[0][1]))),
        (kw("X").set_parse_action(lambda: V.ChosenX())
         | kw("that many").set_parse_action(lambda: V.ThatMany())).add_parse_action(
            lambda t: ("energy", t[0])) + sup("{E}"),
    ])


PLAYER_COUNTERS = _energy_amounts() | ENERGY_SYMBOLS | _COUNTERS


def player_counters_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"get(s) {E}{E}" / "gets a poison counter" for the player who acts (`vp`)."""
    return vp(kws("get", "gets").suppress() + PLAYER_COUNTERS,
              lambda who, spec: [I.GivePlayerCounters(spec[0], spec[1], who=who)])


__all__ = ["ENERGY_SYMBOLS", "PLAYER_COUNTERS", "player_counters_verb"]
