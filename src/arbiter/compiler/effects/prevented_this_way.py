"""615.5: the rest of a prevention effect, about "the damage prevented this way", after the
sentence making the shield (`compiler.effects.prevent_next`; carried out right after the
damage event by `engine.replacement.shields.apply` and `afterwards`):

    Prevent the next 3 damage that would be dealt to target creature this turn. For each 1
        damage prevented this way, put a +1/+1 counter on that creature.   (Test of Faith)
    The next time a source of your choice would deal damage to you this turn, prevent that
        damage. If damage is prevented this way, ~ deals that much damage to that source's
        controller.                                                        (Deflecting Palm)

"that creature" is the one target creature the shield is around: after a shield around
anything else ("any target", "each creature you control") the sentence is left unread.
"that source" is the source chosen for the shield (609.7a); its controller is found as the
damage is prevented (last known information if it has left its zone, 608.2h), and the card
of the spell or ability that made the shield deals the damage (120.3). Variants with a
target ("... deals that much damage to any target"), a quality of the source ("If damage
from a red source is prevented this way") or another effect ("and you draw that many
cards") stay unread.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import SELF
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.refs import Pending
from arbiter.rules.instructions.prevention import PreventNextDamage, PreventNextFromSource


def _one_target_creature(to: Any) -> bool:
    spec = getattr(to, "spec", None)
    return isinstance(to, Pending) and spec is not None \
        and spec.kind in ("creature", "permanent") \
        and spec.count == 1 and not spec.up_to and not spec.x \
        and spec.description.startswith("target creature")


def _counters(kind: str) -> Any:
    def modify(last: list[Any]) -> list[Any]:
        if len(last) != 1 or not isinstance(last[0], PreventNextDamage) \
                or last[0].counters or not _one_target_creature(last[0].to):
            raise pp.ParseException("", 0, "'that creature' isn't the shielded creature")
        return [dataclasses.replace(last[0], counters=kind)]

    return [("modify_last", modify)]


#: 615.5: "For each 1 damage prevented this way, put a +1/+1 counter on that creature."
COUNTERS_PER_PREVENTED = (
    sup("for each 1 damage prevented this way") + lit(",") + sup("put a")
    + kw("+1/+1") + sup("counter on that creature") + lit(".")
).set_parse_action(lambda t: _counters(str(t[0])))


def _damage_back(last: list[Any]) -> list[Any]:
    if len(last) != 1 or not isinstance(last[0], PreventNextFromSource) \
            or last[0].gain_life or last[0].damage_back:
        raise pp.ParseException("", 0, "'that source' after no source of your choice")
    return [dataclasses.replace(last[0], damage_back=True)]


#: 615.5: "If damage is prevented this way, ~ deals that much damage to that source's
#: controller."
DAMAGE_BACK_TO_CONTROLLER = (
    sup("if damage is prevented this way") + lit(",") + SELF.suppress()
    + sup("deals that much damage to that source's controller") + lit(".")
).set_parse_action(lambda: [("modify_last", _damage_back)])

PREVENTED_THIS_WAY_SENTENCES = [COUNTERS_PER_PREVENTED, DAMAGE_BACK_TO_CONTROLLER]

__all__ = ["COUNTERS_PER_PREVENTED", "DAMAGE_BACK_TO_CONTROLLER",
           "PREVENTED_THIS_WAY_SENTENCES"]
