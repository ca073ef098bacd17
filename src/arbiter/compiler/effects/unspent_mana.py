"""106.4: "<player> loses all unspent mana" (Mana Short: "Tap all lands target player controls
and that player loses all unspent mana."), `engine.mana.lose_unspent`."""

from __future__ import annotations

from arbiter.compiler.effects.effects import PLAYER
from arbiter.compiler.grammar.lexicon import kws
from arbiter.engine.mana.lose_unspent import LoseUnspentMana

LOSES_UNSPENT_MANA = (PLAYER + kws("loses all unspent mana", "lose all unspent mana").suppress()
                      ).set_parse_action(lambda t: [[LoseUnspentMana(t[0])]])

__all__ = ["LOSES_UNSPENT_MANA"]
