"""608.2c: "that many" in an instruction counts what the instruction before it did ("Discard
any number of cards, then draw that many cards", "Exile all creatures you control. Then
create that many 5/5 red Dragon creature tokens"). The interpreter keeps that number as
`Resolution.count`; only the handlers of the instructions listed here set it, each to the
cards or permanents it acted on (discarded, milled, exiled, destroyed, sacrificed, put onto
the battlefield, returned, found, revealed, tapped ...). After any other instruction "that
many" would read a number some earlier instruction left, so a line with it there is left
unread (`compiler.effects.that_many_gate`): a draw ("draw cards equal to its power. If you
do, discard that many cards") isn't counted, as the cards drawn and the cards the text said
to draw can differ (121.3, 614.11).
"""

from __future__ import annotations

from arbiter.engine.casting.impulse_cards import ExileTopMayPlay
from arbiter.engine.counters_remove_all import RemoveAllCounters
from arbiter.engine.energy_payments import PayAnyEnergy
from arbiter.engine.keyword_actions.discard_hand import (
    DiscardHand,
    DiscardHandThenDraw,
    RevealDiscardAll,
)
from arbiter.engine.keyword_actions.discard_random import DiscardAtRandom
from arbiter.engine.keyword_actions.discard_unless import DiscardUnless
from arbiter.engine.keyword_actions.mill_half import MillHalf
from arbiter.engine.keyword_actions.mill_picks import MillPicks
from arbiter.engine.keyword_actions.named_discard import NameThenDiscardAll
from arbiter.engine.keyword_actions.sacrifice_up_to import SacrificeUpTo
from arbiter.engine.keyword_actions.search_cards import SearchSplit, SearchUpTo
from arbiter.engine.keyword_actions.search_for_name import SearchForName
from arbiter.engine.keyword_actions.search_several import SearchEach, SearchSharing
from arbiter.engine.keyword_actions.search_their_library import SearchTheirLibrary
from arbiter.engine.keyword_actions.tap_any_number import TapAnyNumber
from arbiter.engine.zones.exile_graveyard import ExileGraveyard
from arbiter.engine.zones.exile_top_cards import ExileTopCards
from arbiter.engine.zones.hand_to_library import HandToLibrary
from arbiter.engine.zones.hand_top_swap import HandTopSwap
from arbiter.engine.zones.piles import RevealPiles
from arbiter.engine.zones.reveal_from_hand import RevealAnyNumber
from arbiter.engine.zones.reveal_until import RevealUntil
from arbiter.rules import instructions as I

#: The instructions whose handlers set `Resolution.count` to what they acted on (608.2c).
COUNTED: tuple[type, ...] = (
    I.Discard, DiscardHand, DiscardHandThenDraw, RevealDiscardAll, DiscardAtRandom,
    NameThenDiscardAll, DiscardUnless,  # 701.9
    I.Mill, MillHalf, MillPicks,  # 701.17
    SearchUpTo, SearchSplit, SearchEach, SearchSharing, SearchForName,
    SearchTheirLibrary,  # 701.23
    I.Sacrifice, SacrificeUpTo,  # 701.21
    I.Destroy,  # 701.8
    I.Exile, ExileTopCards, ExileGraveyard, ExileTopMayPlay, I.ExileCounting,  # 406
    I.ReturnToBattlefield, I.ReturnToHand, I.PutFromHand,  # 400.7
    I.ShuffleIntoLibrary, HandToLibrary, HandTopSwap,  # 701.24, 401
    RevealUntil, RevealAnyNumber, RevealPiles,  # 701.20
    TapAnyNumber,  # 701.26
    PayAnyEnergy,  # 107.14: the energy paid
    RemoveAllCounters,  # 122.1: the counters removed
)


def counted(step: object) -> bool:
    """Whether "that many" right after `step` counts what `step` did (608.2c)."""
    return isinstance(step, COUNTED)


__all__ = ["COUNTED", "counted"]
