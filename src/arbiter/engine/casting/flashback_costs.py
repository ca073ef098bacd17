"""702.34a: the cost of casting a card with flashback.

A flashback ability's cost is its parameter ("Flashback {2}{U}") or, for one an effect gives
with "The flashback cost is equal to that card's mana cost." (marked MANA_COST), the card's
mana cost as it is in the graveyard. A card with no mana cost has an unpayable flashback cost
then (118.6, 202.1b): casting it that way is proposed but can't be paid, an illegal action.

A card with two flashback abilities of different costs (its own "Flashback {2}{U}" and one
given by Lier, Disciple of the Drowned) would be cast with the one its owner announces
(601.2b); the engine doesn't offer that announcement yet, so casting such a card with
flashback stops the game naming the text (principle 5) rather than picking one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules.keyword_costs import costs_of, mana_part, other_parts

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: `KeywordAbility.extra` marker: "The flashback cost is equal to that card's mana cost."
MANA_COST = "mana_cost"


def costs(game: Game, oid: int) -> list[ManaCost | str | None]:
    """The different costs of the card's flashback abilities (None: unpayable, 118.6; a
    string: a cost that isn't mana, "Flashback—Sacrifice a Mountain.")."""
    ch = game.chars(oid)
    out: list[ManaCost | str | None] = []
    seen: list[tuple[str, tuple]] = []
    for kw in ch.keyword_abilities("flashback"):
        cost: ManaCost | str | None = ch.mana_cost
        read = costs_of(kw)
        if MANA_COST in kw.extra:
            pass
        elif read is not None:
            cost = mana_part(read)  # "Flashback—{1}{U}, Pay 3 life.": its mana (601.2f)
        else:
            try:
                cost = ManaCost.of(kw.param or "{0}")
            except ValueError:
                cost = kw.param or ""
        key = (str(cost), other_parts(read) if read is not None else ())
        if key not in seen:  # costs other than mana too ("Pay 3 life", 601.2h)
            seen.append(key)
            out.append(cost)
    return out


def check(game: Game, oid: int) -> None:
    """Raise before anything changes if the card can't be cast for its flashback cost
    (118.6) or the engine would have to pick among several (601.2b)."""
    found = costs(game, oid)
    name = game.name_of(oid)
    if len(found) > 1:
        raise UnsupportedTextError(
            name, "flashback costs " + " or ".join(str(c) if c is not None else "(none)"
                                                   for c in found)
            + ": announcing which flashback ability is used (601.2b) isn't supported")
    if not found:
        raise IllegalActionError(f"{name} has no flashback ability")
    if found[0] is None:
        raise IllegalActionError(f"{name} has no mana cost, so its flashback cost can't be "
                                 "paid (118.6)")


def cost_for(game: Game, oid: int) -> ManaCost:
    """The flashback cost the card is cast for (a cost other than mana isn't paid by the
    engine: ValueError, as for any alternative cost it can't read)."""
    check(game, oid)
    cost = costs(game, oid)[0]
    return cost if isinstance(cost, ManaCost) else ManaCost.of(str(cost))


__all__ = ["MANA_COST", "check", "cost_for", "costs"]
