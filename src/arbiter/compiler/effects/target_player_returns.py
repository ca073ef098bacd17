"""400.3 / 115.1: "Return all artifacts target player owns to their hand." (Hurkyl's Recall):
"their hand" is the target player's, who owns every object returned (each goes to its owner's
hand). Read only where the objects are the ones the target player owns."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import ALL
from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes
from arbiter.rules.target_player_selectors import ControlledByTargetPlayer


def _owned(t: pp.ParseResults) -> bool:
    return any(isinstance(n, ControlledByTargetPlayer) and n.owns for n in nodes(t[0]))


RETURN_TO_THEIR_HAND = (sup("return") + ALL.copy().add_condition(_owned)
                        + sup("to their hand")).set_parse_action(
    lambda t: [[I.ReturnToHand(t[0])]])

__all__ = ["RETURN_TO_THEIR_HAND"]
