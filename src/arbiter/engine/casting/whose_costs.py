"""601.2f / 602.2b: whose spells or activations a cost change applies to, as a static
ability words it: "Spells you cast ..." ("you": its controller's), "Spells your opponents
cast ..." ("opponents": every other player's, 102.2), or anyone's ("any"; other words are
judged by the caller)."""

from __future__ import annotations


def whose_ok(whose: str, player: int, controller: int) -> bool:
    """Whether a change for `whose` applies to a spell cast or ability activated by `player`,
    the change's source controlled by `controller`."""
    if whose == "you":
        return player == controller
    if whose == "opponents":
        return player != controller
    return True


__all__ = ["whose_ok"]
