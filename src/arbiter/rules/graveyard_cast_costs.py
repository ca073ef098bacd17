"""601.3 / 118.8 / 118.9: a card's own permission to be cast from its owner's graveyard with
costs of its own, outside any keyword:

    You may cast this card from your graveyard by discarding a card in addition to paying
    its other costs.                                 (Alien Symbiosis: an additional cost)
    You may cast this card from your graveyard by paying {2}{W} rather than paying its mana
    cost.                                            (Raffine's Guidance: an alternative cost)

Each is a way of casting the card from the graveyard (`engine.casting.from_graveyard.WAYS`),
carried as a `KeywordAbility` whose `keyword` is the way's name below and whose costs are a
`KeywordCosts` in its `extra`: the engine offers, checks and pays it as it does retrace
(702.81a, mana cost plus the costs) and escape (702.138a, the costs instead of the mana
cost). The names are the engine's, no keyword of the rules (no "escaped" or "retrace"
condition sees them)."""

from __future__ import annotations

#: "... by <costs> in addition to paying its other costs" (601.2b, 601.2f: its mana cost too)
GRAVEYARD_ADDITIONAL = "own graveyard cost"
#: "... by <costs> rather than paying its mana cost" (118.9)
GRAVEYARD_ALTERNATIVE = "own graveyard alternative cost"

__all__ = ["GRAVEYARD_ADDITIONAL", "GRAVEYARD_ALTERNATIVE"]
