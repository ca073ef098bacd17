"""117.1 / 601.2b: what a card's own characteristics and card record say about the ways it
may be cast, found once per layer answer (`engine.per_answer`) for the priority question
(`engine.turn.priority`), which asks it of every card in a player's hand at each priority.

For a card in a zone it is cast from "as from a hand" (`usual`: "hand" for a hand, exile and
the command zone; "graveyard" for a graveyard):
- whether it is a land (305.9: a land card is played, never cast);
- whether it has a face besides its front to choose as it is cast (712.11b modal
  double-faced cards, 715.3 Adventures, 720.3 Omens: `engine.casting.faces.spell_faces`);
- whether it is a split card whose halves are cast separately (709.3a,
  `engine.casting.split_cards.split_record`);
- the alternative ways to cast it its keyword abilities name for that zone (118.9, 702.37b:
  megamorph's morph cost; `engine.casting.spells.ALTERNATIVES`), in the order of its
  abilities, each once;
- whether it has no ability and isn't an instant: then only an effect letting its player
  cast it as though it had flash (601.3b) gives it the timing of one
  (`engine.casting.spells.has_flash_timing`, 307.1, 702.8a);
- whether it has an ability of its own letting it be cast from a graveyard or exile (601.3,
  113.6f: `rules.cast_from_zones`; whether its condition holds is judged when asked).

A card in a graveyard is cast only by one of these ways, by its own permission or by another
permanent's (601.3: `engine.casting.graveyard_permissions`, `engine.casting.impulse`), or for
a cost an ability grants (118.9, `engine.casting.granted_alternative_costs`). When its player
has neither of the last two, the graveyard cards with none of the first are passed over
without asking more (`graveyard_candidates`: found once per answer and graveyard); so are a
hand's plain cards and lands when the player may cast only spells with flash
(`flash_candidates`).

Each reads only the layer system's answer (the card's abilities and types) and the card's
own facts (its card name, whether it is a token, a copy or face down), which change only with
a new answer: none reads status (tapped permanents, mana, life, the turn), so the finding is
the same as long as the answer is kept. What does read status (timing, 307.1; the costs and
their payment, 601.2f-h; the permissions of effects) is judged at each question, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from arbiter.engine.casting.faces import spell_faces
from arbiter.engine.casting.spells import ALTERNATIVES
from arbiter.engine.casting.split_cards import split_record
from arbiter.engine.per_answer import per_answer
from arbiter.rules.cast_from_zones import CastFromZones

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.layers import LayerResult


class CastWays(NamedTuple):
    """What a card's characteristics and record say about casting it (see the module)."""

    land: bool
    other_faces: bool
    split: bool
    #: 118.9: the alternative costs its keywords name for the zone (None not included).
    alternatives: tuple[str, ...]
    #: 307.1 / 601.3b: no ability and not an instant (flash timing only by permission).
    plain: bool
    #: 601.3, 113.6f: an ability of its own letting its owner cast it from a graveyard or exile.
    own_permission: bool = False


class CastWaysTable:
    """The `CastWays` found with one layer answer, each card's found as first asked."""

    def __init__(self, game: Game, res: LayerResult) -> None:
        self.game, self.res = game, res
        self.found: dict[tuple[int, str], CastWays] = {}
        self.graveyards: dict[tuple[int, ...], list[int]] = {}
        self.in_hand: dict[tuple[int, ...], list[int]] = {}

    def of(self, oid: int, usual: str) -> CastWays:
        """The `CastWays` of card `oid` in a zone it is cast from as from `usual` ("hand"
        or "graveyard")."""
        ways = self.found.get((oid, usual))
        if ways is None:
            ways = self.found[oid, usual] = find(self.game, self.res, oid, usual)
        return ways

    def graveyard_candidates(self, cards: list[int]) -> list[int]:
        """The cards of a graveyard (`cards`, in its order) with some way of their own to be
        cast from there, or other faces or halves to judge: the others can be cast from a
        graveyard only by another object's permission or a granted cost (see the module)."""
        key = tuple(cards)
        found = self.graveyards.get(key)
        if found is None:
            found = self.graveyards[key] = [o for o in cards if (w := self.of(
                o, "graveyard")).alternatives or w.other_faces or w.split or w.own_permission]
        return found

    def flash_candidates(self, cards: list[int]) -> list[int]:
        """The cards of a hand (`cards`, in its order) that may be cast without a sorcery's
        timing when no effect lets their player cast spells as though they had flash
        (307.1, 601.3b): those with an ability or that are instants, and those with other
        faces or halves to judge; not lands (305.9)."""
        key = tuple(cards)
        found = self.in_hand.get(key)
        if found is None:
            found = self.in_hand[key] = [o for o in cards if (w := self.of(
                o, "hand")).other_faces or w.split or not (w.land or w.plain)]
        return found


def cast_ways(game: Game, res: LayerResult) -> CastWaysTable:
    """The table of `CastWays` for the layer answer `res` (the game's current one), kept
    with it (`engine.per_answer`)."""
    table: CastWaysTable = per_answer(game, "_cast_ways", lambda: CastWaysTable(game, res))
    return table


def find(game: Game, res: LayerResult, oid: int, usual: str) -> CastWays:
    ch = res.chars[oid]
    alts: list[str] = []
    for a in ch.abilities:
        kw = getattr(a.ability, "keyword", None)
        kw = "morph" if kw == "megamorph" else kw  # 702.37b: a morph cost
        if kw in ALTERNATIVES and ALTERNATIVES[kw] == usual and kw not in alts:
            alts.append(kw)
    return CastWays("Land" in ch.types, any(spell_faces(game, oid)),
                    split_record(game, oid) is not None, tuple(alts),
                    not ch.abilities and "Instant" not in ch.types,
                    any(isinstance(a.ability, CastFromZones) for a in ch.abilities))


__all__ = ["CastWays", "CastWaysTable", "cast_ways", "find"]
