"""118.12 / 615.1: "that player may pay any amount of mana. This Aura deals <N> damage to that
player. Prevent X of that damage, where X is the amount of mana that player paid this way."
(Power Leak, Errant Minion: three sentences read as one; `engine.stack.pay_any_prevent`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import NUMBER, kws, lit, sup
from arbiter.compiler.grammar.refs import PLAYER_PRONOUN
from arbiter.rules.instructions import objects as I

PAY_ANY_PREVENT = (
    PLAYER_PRONOUN + sup("may pay any amount of mana") + lit(".")
    + kws("this Aura", "~").suppress() + sup("deals") + NUMBER + sup("damage to that player")
    + lit(".") + sup("prevent X of that damage") + lit(",")
    + sup("where X is the amount of mana that player paid this way") + lit(".")
).set_parse_action(lambda t: [("plain", [I.Custom("pay_any_prevent", (t[0], int(t[1])))])])

__all__ = ["PAY_ANY_PREVENT"]
