"""614.10: "<player> skips their next untap step" / "you skip your next draw step" (Brine
Elemental, Fatigue) / "You skip your next turn." (Chronatog, Meditate; `engine.turn.skip_next`,
`engine.turn.extra_turns`), "target opponent skips their next combat phase" (506.1)."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.engine.turn.skip_next import SkipNextStep


def skip_next_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"skips their next untap step" as a verb phrase of `compiler.effects.player_effects`
    (`vp` builds it for the player who acts)."""
    step = ((kw("untap") | kw("draw")) + sup("step")).set_parse_action(lambda t: t[0].lower())
    turn = kw("turn").set_parse_action(lambda: "turn")  # 614.10: a turn is skipped too
    combat = kw("combat phase").set_parse_action(lambda: "combat")  # 614.10, 506.1
    return vp(kws("skip", "skips").suppress()
              + kws("their next", "your next", "his or her next").suppress()
              + (step | turn | combat),
              lambda who, s: [SkipNextStep(who=who, step=s)])


__all__ = ["skip_next_verb"]
