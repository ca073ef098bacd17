"""701.12c: "Exchange life totals with target opponent / target player." (Mirror Universe,
Magus of the Mirror; `engine.players.exchange_life`): you and the player targeted exchange
life totals. Other exchanges of numbers (701.12g) aren't read here."""

from __future__ import annotations

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.players.exchange_life import ExchangeLifeTotals

EXCHANGE_LIFE_TOTALS = (sup("exchange life totals with") + TARGET_PLAYER.copy()
                        ).set_parse_action(lambda t: [[ExchangeLifeTotals("you", t[0])]])

__all__ = ["EXCHANGE_LIFE_TOTALS"]
