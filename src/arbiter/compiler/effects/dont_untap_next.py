"""502.3 / 611.2a / 611.2c: "Those creatures don't untap during their controller's next untap
step." after tapping several permanents:

    Tap up to two target creatures. Those creatures don't untap during their controller's
    next untap step.                                                   (Frost Breath)
    Tap all creatures your opponents control. Those creatures don't untap during their
    controllers' next untap steps.                                      (Sleep's kin)

"... during that player's next untap step" (Sleep) is the untap step of the player named
before (`engine.turn.player_untap_step`).

The effect is on the permanents the sentence before tapped (the targets still legal, or every
permanent the phrase describes as the effect is created, 611.2c); it ends once its
controller's next untap step has happened (`rules.instructions.NEXT_UNTAP`). A phrase about
being tapped or untapped ("tap all untapped creatures") would describe other permanents once
tapped, and stays unread.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit
from arbiter.compiler.grammar.refs import Pending
from arbiter.engine.turn.player_untap_step import DoesntUntapInPlayersNextUntap
from arbiter.rules import instructions as ic
from arbiter.rules.instructions import Ref
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import IsTapped, Selector
from arbiter.rules.structure import nodes

_PLURAL = kws("don't untap during their controller's next untap step",
              "don't untap during their controllers' next untap steps")


def _effect(what: Any) -> I.CreateEffect:
    return I.CreateEffect(parts=(RulesPart(rule="doesnt_untap"),), affected=what,
                          duration=ic.NEXT_UNTAP)


def _after_tap(t: pp.ParseResults) -> list[tuple[str, Any]]:
    player = t[-1] == "that player"

    def modify(last: list[Any]) -> list[Any]:
        tap = last[-1] if last else None
        if not isinstance(tap, I.Tap) or (isinstance(tap.what, Selector) and any(
                isinstance(n, IsTapped) for n in nodes(tap.what))):
            raise pp.ParseException("", 0, "'those creatures' after no permanents tapped")
        if not isinstance(tap.what, Selector | Pending):
            raise pp.ParseException("", 0, "'those creatures' after one permanent")
        # the same target phrase (`Pending`) is the same target (`compiler.grammar.refs`)
        if player:  # Sleep: the untap step of the player named before
            return [*last, DoesntUntapInPlayersNextUntap(tap.what, Ref("pronoun_player"))]
        return [*last, _effect(tap.what)]

    return [("modify_last", modify)]


#: "Tap <targets / all permanents>. Those creatures / They don't untap during their
#: controller's next untap step." (a sentence about what the sentence before tapped).
DONT_UNTAP_NEXT = (kws("those creatures", "they", "those permanents").suppress()
                   + (_PLURAL | kw("don't untap during that player's next untap step")
                      .set_parse_action(lambda: "that player")) + lit(".")
                   ).set_parse_action(_after_tap)

__all__ = ["DONT_UNTAP_NEXT"]
