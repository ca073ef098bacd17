"""The trigger condition "When a spell or ability an opponent controls causes you to discard
this card" (701.9a, 603.2: Guerrilla Tactics, Psychic Purge, Metrognome, Quagnoth).

It triggers from the zone the card wound up in after it was discarded, only when a resolving
spell or ability of an opponent made its owner discard it (`engine.triggers.
discarded_by_opponent`); "that player" in the effect is that opponent, "it" the card.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.discarded_by_opponent import EVENT

DISCARDED_BY_OPPONENT = kw("a spell or ability an opponent controls causes you to discard ~"
                           ).set_parse_action(lambda: Trigger(EVENT, "self"))

__all__ = ["DISCARDED_BY_OPPONENT"]
