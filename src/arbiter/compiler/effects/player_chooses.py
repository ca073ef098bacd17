"""608.2d: a player chooses one of their own permanents as the effect resolves, and the next
sentence acts on it (`engine.stack.player_chooses`):

    Target opponent chooses a creature they control. Destroy that creature.   (Imperial Edict)
    Target opponent chooses a creature they control. You gain control of it.  (Sakashima's Will)
    Each opponent chooses a creature they control. You gain control of those creatures. (Riches)

"that creature" / "it" after one player's choice, "those creatures" / "the chosen creatures"
after each opponent's or each player's. Other second sentences ("Destroy the rest.", "Other
creatures they control can't block this turn.") stay unread.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.stack.player_chooses import PlayerChoosesOwn
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import SetController

_ONE = kws("that creature", "that permanent", "it").set_parse_action(lambda: "one")
_EACH = kws("those creatures", "those permanents", "the chosen creatures",
            "the chosen permanents").set_parse_action(lambda: "each")
_WHAT = _ONE | _EACH
_IT = I.Ref.it()
#: What the second sentence does to each object chosen.
_ACTION = pp.MatchFirst([
    (sup("destroy") + _WHAT).set_parse_action(lambda t: [(t[0], I.Destroy(_IT))]),
    (sup("exile") + _WHAT).set_parse_action(lambda t: [(t[0], I.Exile(_IT))]),
    (sup("you gain control of") + _WHAT).set_parse_action(lambda t: [(t[0], I.CreateEffect(
        parts=(SetController(),), affected=_IT, duration="indefinite"))]),  # 613.1b
    (sup("return") + _WHAT + kws("to its owner's hand", "to their owners' hands").suppress()
     ).set_parse_action(lambda t: [(t[0], I.ReturnToHand(_IT))]),
])
_CHOOSER = pp.MatchFirst([
    TARGET_PLAYER.copy().add_parse_action(lambda t: [("one", t[0])]),
    kw("each opponent").set_parse_action(lambda: [("each", "each_opponent")]),
    kw("each player").set_parse_action(lambda: [("each", "each_player")]),
])


def _sentence(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    (number, who), noun, (said, then) = t[0], t[1], t[2]
    if number != said:
        raise pp.ParseException("", 0, "'that creature' after each player's choice")
    return [("plain", [PlayerChoosesOwn(who, noun.selector(), (then,))])]


PLAYER_CHOOSES_OWN = (_CHOOSER + sup("chooses") + kws("a", "an").suppress() + NOUN
                      + sup("they control") + lit(".") + _ACTION + lit(".")
                      ).set_parse_action(_sentence)

__all__ = ["PLAYER_CHOOSES_OWN"]
