"""The trigger conditions "Whenever <~ | enchanted creature | equipped creature> deals damage
to a player" and "... deals damage to an opponent" (603.2, 120.3): any damage, combat or not
(the engine's "damage_to_player" event, with "combat_damage_to_player" as its combat form,
`engine.triggers.triggered`); "an opponent": the player dealt damage is an opponent of the
ability's controller (`Trigger.by`, the event's player). "That player" in the effect is the
player dealt damage (`compiler.lines`).

    Whenever this creature deals damage to an opponent, that player discards a card at random.
    Whenever enchanted creature deals damage to an opponent, you may draw a card.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.engine.triggers.conditions import Trigger

_DEALER = pp.MatchFirst([
    kw("~").set_parse_action(lambda: "self"),
    kw("enchanted creature").set_parse_action(lambda: "enchanted"),
    kw("equipped creature").set_parse_action(lambda: "equipped"),
])
_PLAYER = pp.MatchFirst([
    kw("an opponent").set_parse_action(lambda: "opponent"),
    kw("a player").set_parse_action(lambda: "any"),
])

DAMAGE_TO_PLAYER = (_DEALER + sup("deals damage to") + _PLAYER).set_parse_action(
    lambda t: Trigger("damage_to_player", t[0], by=t[1]))

__all__ = ["DAMAGE_TO_PLAYER"]
