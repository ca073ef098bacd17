"""118.6 / 202.1b: an object with no mana cost has an unpayable cost.

A card with no mana symbols where its mana cost would appear (Ancestral Vision, Living End,
Lotus Bloom), a land, or a token an effect made without a mana cost has no mana cost, which
is not a mana cost of {0} (202.1b: Memnite's {0} is paid with no mana). 118.6: casting such a
spell is a legal action to begin, but paying the unpayable cost is illegal, so casting it by
paying its mana cost (601.2f-h) is an illegal action as a whole and the game is left as it
was. 118.6a: cost increases and additional costs leave it unpayable; an alternative cost
(118.9: flashback with its own cost, dash, disturb, impending, mutate, morph and disguise's
{3} for a face-down spell, 702.37c / 702.168a / 708.4) is paid instead, so that way of casting
it stays open. A copy of a spell isn't cast (707.10), so it pays nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.cards.mana import ManaCost
    from arbiter.engine.game import Game


def mana_cost_to_pay(game: Game, oid: int) -> ManaCost:
    """The mana cost the total cost starts from when the spell is cast by paying its mana
    cost (601.2f); raises `IllegalActionError` if it has none (118.6, 202.1b)."""
    cost = game.chars(oid).mana_cost
    if cost is None:
        raise IllegalActionError(f"{game.name_of(oid)} has no mana cost: that cost can't be "
                                 "paid, so it can't be cast by paying its mana cost (118.6, "
                                 "202.1b)")
    return cost


def check(game: Game, oid: int, alternative: str | None) -> None:
    """Raise before anything changes if the spell would be cast by paying an unpayable mana
    cost (no alternative cost announced, 601.2b)."""
    if alternative is None:
        mana_cost_to_pay(game, oid)


__all__ = ["check", "mana_cost_to_pay"]
