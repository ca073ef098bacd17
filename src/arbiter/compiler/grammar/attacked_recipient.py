"""506.2, 508.1b: "the player or planeswalker it's attacking" / "the player or planeswalker
that creature is attacking" as the recipient of damage (Hellrider, Raid Bombardment, Scorch
Spitter, Rakdos Roustabout, Mage Slayer): the player or planeswalker that the attacking
creature named by the trigger (the creature that attacked or became blocked; else the
ability's source) is attacking, found as the ability resolves
(`engine.combat.defending.attacked_recipient`).

Read only in an ability that triggers on a creature attacking or becoming blocked, where "it"
and "that creature" can only be that creature; anywhere else the phrase stays unread
(`outside_an_attack_trigger`, checked by `compiler.unbound`)."""

from __future__ import annotations

from typing import Any

from arbiter.compiler.grammar.lexicon import kws
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions.references import Ref
from arbiter.rules.structure import nodes

_REF = Ref("attacked_recipient")

#: The recipient: a reference resolved in combat.
ATTACKED_RECIPIENT = kws(
    "the player or planeswalker it's attacking",
    "the player or planeswalker that creature is attacking",
).set_parse_action(lambda: _REF)



_ATTACK_EVENTS = ("attacks", "becomes_blocked")


def outside_an_attack_trigger(x: Any) -> bool:
    """Whether `x` (compiled abilities) uses the recipient anywhere but in an ability that
    triggers on a creature attacking or becoming blocked (there "it" could be another
    object: left unread, `compiler.unbound`)."""
    refs = [n for n in nodes(x) if n == _REF]
    if not refs:
        return False
    inside = 0
    for n in nodes(x):
        trigger = getattr(n, "trigger", None)
        if isinstance(n, TriggeredAbility) and getattr(trigger, "event", None) in _ATTACK_EVENTS:
            inside += sum(1 for m in nodes(n.instructions) if m == _REF)
    return inside < len(refs)


__all__ = ["ATTACKED_RECIPIENT", "outside_an_attack_trigger"]
