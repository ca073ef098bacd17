"""701.3a-b: "<player> may attach this Aura to a <permanent> of their choice" (Kudzu: "That
land's controller may attach this Aura to a land of their choice."): as the ability resolves,
that player may choose a permanent the Aura could be attached to and attach it there (not a
target; 701.3b: an Aura isn't attached to something it can't enchant). Carried out by
`engine.zones.attach_chosen`."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import CONTROLLER_PRONOUN, PLAYER_PRONOUN
from arbiter.rules.instructions import objects as I

ATTACH_CHOSEN = (
    (CONTROLLER_PRONOUN | PLAYER_PRONOUN) + sup("may attach")
    + kws("this Aura", "~").suppress() + sup("to")
    + kws("a", "an").suppress() + NOUN + sup("of their choice")
).set_parse_action(lambda t: [[I.Custom("attach_self_chosen", (t[0], t[1].selector()))]])

__all__ = ["ATTACH_CHOSEN"]
