"""What one player may know (issue 17): the public zones, their own hand, what they may look
at, and nothing else (400.2: libraries and hands are hidden zones; 708.5: the controller of a
face-down permanent or spell may look at it; 406.3: a card exiled face down is hidden from
everyone but who may look at it). The random generator, library order and opponents' hands
are never in it.

`determinized(game, player, seed)`: a copy of the game in which everything `player` can't see
is resampled (each opponent's hand and library shuffled together and dealt again with the
same sizes, the player's own library order shuffled, the generator reseeded; a library's
top card the player may look at or that is revealed, 401.5, stays; a face-down card the
player can't look at is dealt among them too, one that was cast face down for its morph or
disguise cost getting a card with that keyword), so a search that plays the copy out learns
nothing it couldn't know."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject

#: Zones every player sees (400.2).
PUBLIC = ("battlefield", "stack", "exile", "command")


def observation(game: Game, player: int) -> dict[str, Any]:
    """The game as `player` may know it, as plain data."""
    state = game.state
    if not 0 <= player < len(state.players):
        raise ValueError(f"no player {player} (the game has {len(state.players)})")
    players = []
    from arbiter.engine.casting.library_top import may_look, top_card
    from arbiter.engine.zones.revealed_hands import hand_revealed

    for p in state.players:
        top = top_card(game, p.index)
        seen_top = top is not None and may_look(game, player, p.index)  # 401.5
        # 402.3: another player's hand is seen only when an effect has it revealed
        seen_hand = p.index != player and hand_revealed(game, p.index)
        players.append({
            **({"library_top": _card(game, top, player)} if seen_top else {}),
            **({"hand": [_card(game, o, player) for o in state.zone_list("hand", p.index)]}
               if seen_hand else {}),
            "index": p.index, "name": p.name, "life": p.life, "poison": p.poison,
            "counters": dict(p.counters), "mana_pool": dict(p.mana_pool), "lost": p.lost,
            "hand_size": len(state.zone_list("hand", p.index)),
            "library_size": len(state.zone_list("library", p.index)),
            "graveyard": [_card(game, o, player) for o in state.zone_list("graveyard", p.index)],
        })
    t = state.turn
    out: dict[str, Any] = {
        "player": player,
        "turn": {"number": t.number, "active": t.active, "step": t.step,
                 "priority": t.priority},
        "day_night": state.day_night,
        "players": players,
        "hand": [_card(game, o, player) for o in state.zone_list("hand", player)],
        "battlefield": [_permanent(game, o, player) for o in state.battlefield()],
        "exile": [_card(game, o, player) for o in state.zone_list("exile")],
        "command": [_card(game, o, player) for o in state.zone_list("command")],
        "stack": [_stack_item(game, it, player) for it in state.stack_items],
    }
    d = game.pending_decision
    if d is not None and d.player == player:
        from arbiter.engine.api import choices

        out["decision"] = {"kind": d.kind, "prompt": d.prompt,
                           "actions": [label for label, _ in choices(d)]}
    return out


#: `GameObject.choices` key: the players who may look at a card exiled face down, when they
#: aren't its owner (406.3: "a player is instructed to look at a card and then exile it face
#: down"; `engine.zones.look_exile_one`).
MAY_LOOK = "may_look"


def _sees(obj: GameObject, player: int) -> bool:
    """Whether the player may see the card's face: anything face up, and a face-down card
    they control (708.5) or own in exile (406.3, cards they exiled face down and may look at)."""
    if not obj.face_down:
        return True
    lookers = obj.choices.get(MAY_LOOK) if obj.zone == "exile" else None
    if lookers is not None:  # 406.3: the player who looked at it and exiled it, only
        return player in lookers
    return obj.controller == player or (obj.zone == "exile" and obj.owner == player)


def _card(game: Game, oid: int, player: int) -> dict[str, Any]:
    obj = game.obj(oid)
    if not _sees(obj, player):
        return {"id": oid, "owner": obj.owner, "face_down": obj.face_down}
    # 406.3: a player who may look at a card face down in exile sees what card it is
    name = obj.card if obj.face_down and obj.card else game.quick_name(oid)
    return {"id": oid, "owner": obj.owner, "name": name,
            **({"face_down": obj.face_down} if obj.face_down else {})}


def _permanent(game: Game, oid: int, player: int) -> dict[str, Any]:
    obj = game.obj(oid)
    ch = game.chars(oid)  # a face-down permanent's are 708.2's: no name, 2/2
    out: dict[str, Any] = {
        "id": oid, "owner": obj.owner, "controller": ch.controller, "name": ch.name,
        "types": sorted(ch.types), "subtypes": sorted(ch.subtypes),
        "power": ch.power, "toughness": ch.toughness, "tapped": obj.tapped,
        "counters": dict(obj.counters), "damage": obj.damage,
        "attached_to": obj.attached_to}
    if obj.face_down:
        out["face_down"] = obj.face_down
        if _sees(obj, player):
            out["card"] = game.quick_name(oid) if not obj.card else obj.card
    return out


def _stack_item(game: Game, item: Any, player: int) -> dict[str, Any]:
    obj = game.state.objects.get(item.source)
    hidden = item.kind == "spell" and obj is not None and not _sees(obj, player)
    return {"id": item.id, "kind": item.kind, "controller": item.controller,
            "source": item.source, "name": None if hidden else item.source_name,
            "targets": list(item.targets)}


def determinized(game: Game, player: int, seed: int) -> Game:
    """A copy in which what `player` can't see is resampled (see the module's text)."""
    if not 0 <= player < len(game.state.players):
        raise ValueError(f"no player {player} (the game has {len(game.state.players)})")
    from arbiter.engine import live_game

    # The state at the last decision between actions (with the pending action's answers):
    # answers given before it may name cards the resampling moves.
    copy = type(game)(catalog=game.catalog, state=live_game.checkpoint(game, last_clean=True),
                      decider=live_game.outer_decider(game))
    state = copy.state
    r = random.Random(seed)
    from arbiter.engine.casting.library_top import may_look
    from arbiter.engine.zones.revealed_hands import hand_revealed

    for p in range(len(state.players)):
        library = state.zone_list("library", p)
        if library and may_look(game, player, p):
            library = library[1:]  # 401.5: a top card the player may know stays
        hidden = _hidden_face_down(state, player, p)
        if p == player or hand_revealed(game, p):  # 402.3: a revealed hand stays
            _deal(state, library, [], r, hidden, copy)
        else:
            _deal(state, library, state.zone_list("hand", p), r, hidden, copy)
    state.rng = r.getrandbits(64)  # the future draws and shuffles are unknown too
    state.touch()
    copy._decision = None  # worked out again on the resampled state
    return copy


def _hidden_face_down(state: Any, player: int, owner: int) -> list[int]:
    """The face-down objects `owner` owns that `player` may not look at (708.5, 406.3)."""
    return [o.id for o in state.objects.values()
            if o.face_down and o.owner == owner and o.card is not None and o.token is None
            and not o.zone.startswith("left:") and o.zone != "library"
            and not _sees(o, player)]


#: 702.37c / 702.168a / 702.37b: a card cast face down for one of these costs has that keyword
#: (and a foretold card foretell); a manifested, cloaked or otherwise exiled face-down card can
#: be any card (701.40, 701.58, 406.3).
_NEEDS = {"morph": ("morph", "megamorph"), "megamorph": ("morph", "megamorph"),
          "disguise": ("disguise",), "foretell": ("foretell",)}  # 702.143a: foretold


def _deal(state: Any, library: list[int], hand: list[int], r: random.Random,
          face_down: list[int] = (), game: Any = None) -> None:  # type: ignore[assignment]
    """Shuffle the cards of `library`, `hand` and the hidden `face_down` objects together
    and give them back to the same objects (ids, zones and sizes stay; which card each
    object is changes). A face-down object that needs a keyword (cast face down for its
    morph or disguise cost) gets a card that has it, as every card it could be does."""
    cards = [state.objects[o].card for o in [*library, *hand, *face_down]]
    r.shuffle(cards)
    for oid in face_down:
        needs = _NEEDS.get(state.objects[oid].face_down or "")
        fits = [i for i, c in enumerate(cards) if needs is None or _has_keyword(game, c, needs)]
        own = state.objects[oid].card
        # the object's own card fits; if greedier picks took every fitting card, it stays
        pick = fits[0] if fits else (cards.index(own) if own in cards else 0)
        state.objects[oid].card = cards.pop(pick)
    for oid, card in zip([*library, *hand], cards, strict=True):
        state.objects[oid].card = card


def _has_keyword(game: Any, card: str, keywords: tuple[str, ...]) -> bool:
    record = game.catalog.record(card)
    return any(getattr(a, "keyword", None) in keywords
               for a in game.catalog.abilities(record.name, 0))


__all__ = ["PUBLIC", "determinized", "observation"]
