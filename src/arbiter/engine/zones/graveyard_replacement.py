"""614.1a / 614.6: "If a card [or token] would be put into <a / an opponent's / your>
graveyard from anywhere, exile it instead." (Rest in Peace, Leyline of the Void,
Necrodominance): a replacement effect of a permanent's static ability on every object about
to go to a graveyard, from any zone (a card in a library or hand too).

The static ability's rules part `graveyard_exile_instead` has detail (whose, tokens[, card
types]): whose graveyard ("any", "opponent": a player who is an opponent of the ability's
controller, "you": its controller; a card goes to its owner's graveyard, 404.1), whether
tokens are covered ("a card or token"; a token isn't a card, nor is a copy of a spell, 111.1,
707.10), and the card types of the cards covered ("an instant or sorcery card": either,
205.2a; none: every card). A resolved effect of a spell ("If a card would be put into your
graveyard from anywhere this turn, ...", 611.2a) is one too, until it ends.
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
    # static abilities' effects, and resolved ones ("... this turn", 611.2a)
    candidates = [e for effects in res.rules_effects.values() for e in effects]
    candidates += [e for e in game.state.effects if any(
        getattr(p, "rule", None) == RULE for p in e.parts)]
    for e in candidates:
        for p in e.parts:
            if getattr(p, "rule", None) != RULE or not p.detail:
                continue
            whose, tokens, *kinds = p.detail
            if not is_card and not (tokens and obj.token is not None):
                continue
            controller = res.chars[e.source].controller if e.source in res.chars \
                else e.controller
            if whose == "opponent" and obj.owner not in game.opponents(controller):
                continue
            if whose == "you" and obj.owner != controller:
                continue
            if kinds and kinds[0] and not set(kinds[0]) & set(_types(game, res, oid)):
                continue  # "an instant or sorcery card": one of those card types (205.2a)
            found[e.key] = e
    return [(e, DETAIL) for e in found.values()]


def _types(game: Game, res: Any, oid: int) -> tuple[str, ...]:
    """The card types of `oid` where it is (in a library: its printed ones)."""
    ch = res.chars.get(oid)
    if ch is not None:
        return tuple(ch.types)
    return tuple(game.chars(oid).types)


__all__ = ["DETAIL", "RULE", "graveyard_exiles"]
