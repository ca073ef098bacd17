"""An Aura returning itself from the graveyard when the permanent it enchants goes there, a
whole line (the Genjus):

    When enchanted <Plains|Island|Swamp|Mountain|Forest|land> is put into a graveyard, you
    may return ~ from your graveyard to your hand.

The enchanted permanent is on the battlefield, so it is put into a graveyard from there: a
leaves-the-battlefield trigger that looks back in time (603.6c, 603.10a: the Aura was
attached to it as it left). The effect finds the Aura's new object in its owner's graveyard
only as 400.7f allows (`engine.triggers.aura_return`); "you may" (603.5) asks as it resolves.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.triggers.aura_return import ReturnAuraFromGraveyard
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

#: What "Enchant <...>" lets the Aura enchant, named as the enchanted permanent (303.4a).
_ENCHANTED = sup("when enchanted") + kws("Plains", "Island", "Swamp", "Mountain", "Forest",
                                         "land").suppress()

AURA_GRAVEYARD_RETURN_LINE = (
    _ENCHANTED + sup("is put into a graveyard") + lit(",")
    + sup("you may return ~ from your graveyard to your hand") + lit(".") + pp.StringEnd()
).set_parse_action(lambda: TriggeredAbility(
    text="", trigger=Trigger("put_into_graveyard_from_battlefield", "enchanted"),
    instructions=(I.MayDo(do=(ReturnAuraFromGraveyard(to="hand"),)),)))

__all__ = ["AURA_GRAVEYARD_RETURN_LINE", "kw"]
