"""601.3, 611.2c: "You may cast target <card> from your graveyard this turn." (Zul Ashur, Lich
Lord; Heiko Yamazaki, the General): a permission for that one card, locked to it, until end of
turn (`engine.casting.graveyard_card_cast`). The card is cast following the normal rules
(timing, costs). A following sentence about "that spell" ("If that spell would be put into
your graveyard, exile it instead.", "If that spell doesn't target ...") isn't read with it."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.casting.impulse import CAST, permission_effect
from arbiter.rules import selectors as s
from arbiter.state.effects import END_OF_TURN


def _one_card_in_your_graveyard(t: pp.ParseResults) -> bool:
    spec = t[0].spec
    return (spec.kind == "card" and spec.zone == "graveyard" and spec.count == 1
            and not spec.up_to and not spec.x and not spec.single_graveyard
            and spec.selector is not None and s.OwnedByYou() in getattr(
                spec.selector, "parts", ()))


#: One target card in the controller's graveyard.
ONE_CARD_IN_YOUR_GRAVEYARD = TARGET_OBJECT.copy().add_condition(_one_card_in_your_graveyard)
#: Nothing more about the spell may follow ("If that spell would be put into ...").
_ALONE = lit(".") + ~kw("if that spell")

CAST_FROM_GRAVEYARD_THIS_TURN = (sup("you may cast") + ONE_CARD_IN_YOUR_GRAVEYARD + sup("this turn")
                                 + pp.FollowedBy(_ALONE)).set_parse_action(
    lambda t: [[permission_effect(t[0], CAST, END_OF_TURN)]])

__all__ = ["CAST_FROM_GRAVEYARD_THIS_TURN", "ONE_CARD_IN_YOUR_GRAVEYARD"]
