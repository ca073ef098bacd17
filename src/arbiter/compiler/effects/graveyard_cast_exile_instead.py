"""601.3, 611.2c, 614.1a: "You may cast target <card> from your graveyard this turn. If that
spell would be put into your graveyard, exile it instead." (Jace, Vryn's Prodigy; Vohar,
Vodalian Desecrator): a permission for that one card until end of turn, with the replacement
on the spell cast by it (`engine.casting.exile_if_cast`). The card is one target card in the
controller's graveyard (`compiler.effects.graveyard_cast_this_turn`'s reading without the
rider); anything else about "that spell" leaves the line unread."""

from __future__ import annotations

from arbiter.compiler.effects.graveyard_cast_this_turn import ONE_CARD_IN_YOUR_GRAVEYARD
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.casting.exile_if_cast import permission_exiling

#: "You may cast target instant or sorcery card from your graveyard this turn. If that spell
#: would be put into your graveyard, exile it instead."
CAST_THIS_TURN_EXILED_INSTEAD = (
    sup("you may cast") + ONE_CARD_IN_YOUR_GRAVEYARD + sup("this turn") + lit(".")
    + sup("if that spell would be put into your graveyard") + lit(",")
    + sup("exile it instead") + lit(".")).set_parse_action(
    lambda t: [("plain", [permission_exiling(t[0])])])

__all__ = ["CAST_THIS_TURN_EXILED_INSTEAD"]
