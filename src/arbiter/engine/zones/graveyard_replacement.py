"""614.1a / 614.6: "If a card [or token] would be put into <a / an opponent's / your>
graveyard from anywhere, exile it instead." (Rest in Peace, Leyline of the Void,
Necrodominance): a replacement effect of a permanent's static ability on every object about
to go to a graveyard, from any zone (a card in a library or hand too).

The static ability's rules part `graveyard_exile_instead` has detail (whose, tokens): whose
graveyard ("any", "opponent": a player who is an opponent of the ability's controller,
"you": its controller; a card goes to its owner's graveyard, 404.1), and whether tokens are
covered ("a card or token"; a token isn't a card, nor is a copy of a spell, 111.1, 707.10).
`Game._replace_zone_change` offers these effects beside the object's own ones, once each per
event (614.5), the affected object's controller (or owner) choosing the order (616.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game

RULE = "graveyard_exile_instead"
#: The replacement as a zone-change detail: from anywhere, to a graveyard, exiled instead.
DETAIL = ("any", "graveyard", "exile")


def graveyard_exiles(game: Game, res: Any, oid: int) -> list[tuple[Any, tuple[str, ...]]]:
    """The effects (with `DETAIL`) that would exile `oid` instead of putting it into a
    graveyard, found in the layer result `res` (the game as the event's action began)."""
    obj = game.obj(oid)
    is_card = obj.token is None and not obj.spell_copy
    found: dict[tuple, Any] = {}
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) != RULE or not p.detail:
                    continue
                whose, tokens = p.detail
                if not is_card and not (tokens and obj.token is not None):
                    continue
                controller = res.chars[e.source].controller if e.source in res.chars \
                    else e.controller
                if whose == "opponent" and obj.owner not in game.opponents(controller):
                    continue
                if whose == "you" and obj.owner != controller:
                    continue
                found[e.key] = e
    return [(e, DETAIL) for e in found.values()]


__all__ = ["DETAIL", "RULE", "graveyard_exiles"]
