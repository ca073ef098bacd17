"""702.52 dredge: a replacement effect on drawing a card (614.11), from a card in a graveyard.

702.52a: "Dredge N" means "As long as you have at least N cards in your library, if you
would draw a card, you may instead mill N cards and return this card from your graveyard to
your hand." 702.52b: a player with fewer than N cards in their library can't use it.

Each card drawn is one event the replacement may apply to (121.2, 614.11a: the replacement
is carried out before the next draw of a sequence). The player chooses which of their dredge
cards to use, or none (616.1: the affected player chooses among the replacement effects that
apply; dredge is optional, "you may"). Milling is 701.17a; the N cards go to the graveyard
at once (one batch of events, 603.2c), then the card returns to its owner's hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility


def dredge_number(kw: KeywordAbility) -> int | None:
    """The N of "Dredge N" (a number printed as digits), or None."""
    param = (kw.param or "").strip()
    return int(param) if param.isdigit() else None


def _dredgers(game: Game, player: int) -> list[tuple[int, int]]:
    """The cards in `player`'s graveyard whose dredge applies now, with their N (702.52b:
    at least N cards in the library)."""
    library = len(game.state.zone_list("library", player))
    out = []
    for oid in game.state.zone_list("graveyard", player):
        for kw in game.chars(oid).keyword_abilities("dredge"):
            n = dredge_number(kw)
            if n is not None and n <= library:
                out.append((oid, n))
                break
    return out


def dredge_instead(game: Game, player: int) -> bool:
    """702.52a: as `player` would draw a card, they may dredge instead: returns whether the
    draw was replaced."""
    found = _dredgers(game, player)
    if not found:
        return False
    pick = game.decide(Decision(
        "choose_object", "Dredge instead of drawing a card? (702.52a)", player,
        [(f"dredge {n}: {game.name_of(oid)}#{oid}", oid) for oid, n in found],
        optional=True, key="dredge"))
    if pick is None:
        return False
    n = dict(found)[pick]
    from arbiter.engine.triggers.batches import action

    with action(game):  # 701.17a: mill N cards
        for oid in game.state.zone_list("library", player)[:n]:
            game.move(oid, "graveyard")
    game.move(pick, "hand")
    game.log(f"{game.player_name(player)} dredges {n} instead of drawing (702.52a)")
    return True



def can_dredge(game: Game, player: int) -> bool:
    """702.52a-b: could `player` dredge instead of drawing a card now?"""
    return bool(_dredgers(game, player))


__all__ = ["can_dredge", "dredge_instead", "dredge_number"]
