"""601.3 / 601.3e: a static ability letting its controller cast a spell of some kind from
their graveyard (or the top of their library, 401.1) a limited number of times:

    Once during each of your turns, you may cast a creature spell from your graveyard.
                                                                  (Karador, Ghost Chieftain)
    Once during each of your turns, you may cast an Aura or Equipment spell from your
    graveyard.                                                    (Danitha, New Benalia's Light)
    Once each turn, you may cast an instant or sorcery spell from the top of your library.
                                                                  (Johann, Apprentice Sorcerer)

A rules effect `RULE` for the ability's controller, with a `GraveyardCast` as its detail: the
kind of spell (judged on the card as the spell it would be, 601.3e; the card's own
characteristics, its face chosen, 712.11c) and whether it is "during each of your turns" (only
in its controller's turns) or "each turn". The card is cast as from a hand: its mana cost,
its timing (307.1 unless it has flash), its additional costs (601.2). Each such ability
allows one spell per turn, whatever other ability allows more (a second source with the same
ability allows a second spell): the ability used is noted on its source as the spell is cast
(400.7: a new object is a new ability, unused); when more than one unused ability allows the
card, its caster chooses which one they use (601.2, the decision `graveyard_permission`). A
card's own permission ("You may cast this card from your graveyard.", 113.6f), and for the
top of a library a permission with no limit (`engine.casting.library_top`), are used first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.cast_from_zones import permitted
from arbiter.engine.casting.flash_permission import as_cast
from arbiter.engine.decisions import Decision
from arbiter.engine.per_answer import per_answer
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.effects import ContinuousEffect

#: The rules part of such an ability (613.11).
RULE = "cast_from_graveyard_once"
#: The choices key on the source: the turn its ability was last used in, per ability.
_USED = "graveyard_cast_used"


@dataclass(frozen=True)
class GraveyardCast:
    """`what`: the spell's qualities (a selector, None: any spell); `your_turns`: only during
    its controller's turns; `words`: the kind of spell, for messages; `zone`: "graveyard" or
    "library" (its top card)."""

    what: Any = None
    your_turns: bool = True
    words: str = "a spell"
    zone: str = "graveyard"


def _used_key(e: ContinuousEffect) -> str:
    return f"{_USED}:{e.ability_key!r}"


def _unused(game: Game, player: int, oid: int) -> list[ContinuousEffect]:
    """The abilities of this kind that let `player` cast the card `oid` from their graveyard
    now and haven't been used this turn, in timestamp order."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone not in ("graveyard", "library") or obj.owner != player:
        return []
    if obj.zone == "library" and _top(game, player) != oid:
        return []  # 401.1: only the top card
    res = game.layers()
    abilities = _found(game)
    if not abilities:
        return []  # no such ability (the common case, asked at each priority)
    turn = game.state.turn
    found: list[ContinuousEffect] = []
    view: LayerView | None = None
    for e, detail, controller in abilities:
        if controller != player or detail.zone != obj.zone or (
                detail.your_turns and turn.active != player):
            continue
        assert e.source is not None
        if game.obj(e.source).choices.get(_used_key(e)) == turn.number:
            continue  # once each turn
        if detail.what is not None:
            if view is None:
                chars = dict(res.chars)
                chars[oid] = as_cast(game, oid, player, None)  # 601.3e
                view = LayerView(game.state, chars)
            if not detail.what.matches(view, oid, context_for(view, e.source, player)):
                continue  # 601.3e: the card as the spell it would be
        found.append(e)
    return sorted(found, key=lambda e: e.timestamp)


def _top(game: Game, player: int) -> int | None:
    """401.1: the top card of the player's library (None: it is empty)."""
    library = game.state.order.get(game.state.zone_key("library", player))
    return library[0] if library else None


def _found(game: Game) -> list[tuple[ContinuousEffect, GraveyardCast, int]]:
    """`_abilities`, found once per layer answer (`engine.per_answer`: they are the answer's
    rules effects)."""
    return per_answer(game, "_graveyard_casts", lambda: _abilities(game))


def any_for(game: Game, player: int) -> bool:
    """Whether any such ability is `player`'s now (asked before each card's `allows`), or
    an effect lets `player` cast one card of a graveyard (`engine.casting.graveyard_card_cast`)."""
    from arbiter.engine.casting.graveyard_card_cast import any_card_for

    return any(controller == player for _e, _d, controller in _found(game)) or \
        any_card_for(game, player)


def _abilities(game: Game) -> list[tuple[ContinuousEffect, GraveyardCast, int]]:
    """Each such ability's effect now, with its detail and its controller."""
    res = game.layers()
    out = []
    for effects in res.rules_effects.values():
        for e in effects:
            detail = next((p.detail for p in e.parts if getattr(p, "rule", None) == RULE),
                          None)
            if isinstance(detail, GraveyardCast) and e.source is not None:
                out.append((e, detail, res.chars[e.source].controller
                            if e.source in res.chars else e.controller))
    return out


def allows(game: Game, player: int, oid: int) -> bool:
    """601.3: does such an ability let `player` cast the card `oid` from their graveyard (or
    their library's top)?"""
    # The cheap question first: a library card's characteristics need every library's
    # (`Game.all_layers`), asked at each priority of a game with no such ability otherwise.
    return bool(_unused(game, player, oid)) and "Land" not in game.chars(oid).types


def note_use(game: Game, player: int, oid: int, unlimited: bool = False,
             way: str | None = None) -> None:
    """As the card `oid` is cast from its owner's graveyard or library by a permission: note
    the use of such an ability, unless the card's own permission (113.6f; for the way it is
    cast, `way`) or a permission with no limit (`unlimited`: "You may cast creature spells
    from the top of your library.") allows it."""
    if unlimited or (game.obj(oid).zone == "graveyard" and permitted(game, player, oid, way)):
        return
    use(game, player, oid)


def use(game: Game, player: int, oid: int) -> None:
    """As the card is cast by such an ability: note the ability used this turn (the player
    chooses one when several allow it)."""
    options = _unused(game, player, oid)
    if not options:
        return
    chosen = options[0]
    if len(options) > 1:
        labels = [(f"{game.name_of(e.source)}#{e.source}", e.source) for e in options
                  if e.source is not None]
        pick = game.decide(Decision("graveyard_permission", f"cast {game.name_of(oid)} by "
                                    "which ability? (601.3)", player, labels,
                                    key="graveyard_permission"))
        chosen = next(e for e in options if e.source == pick)
    assert chosen.source is not None
    game.obj(chosen.source).choices[_used_key(chosen)] = game.state.turn.number
    game.state.touch()
    game.log(f"{game.player_name(player)} casts {game.name_of(oid)} from their graveyard by "
             f"{game.name_of(chosen.source)}'s ability (601.3)")


__all__ = ["RULE", "GraveyardCast", "allows", "any_for", "note_use", "use"]
