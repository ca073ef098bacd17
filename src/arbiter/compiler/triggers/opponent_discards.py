"""The trigger condition "Whenever an opponent discards a card" (603.2, 701.9a): a discard by
an opponent of the ability's controller (the discard event's player, `Trigger.by`); "that
player" in the effect is the player who discarded (`compiler.lines`).

    Whenever an opponent discards a card, this enchantment deals 2 damage to that player.
                                                                              (Megrim)
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.triggers.conditions import Trigger

OPPONENT_DISCARDS = kw("an opponent discards a card").set_parse_action(
    lambda: Trigger("discard", "any", by="opponent"))

__all__ = ["OPPONENT_DISCARDS"]
