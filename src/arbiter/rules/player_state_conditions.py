"""Conditions about players and the whole game (611.3b "as long as ...", 603.4 "if ...",
614.1c "enters tapped unless ..."), evaluated against the game as it is now:

    you have two or more opponents                        (102.2-102.3, 800.4a)
    <color> is the most common color among all permanents or is tied for most common
                                                          (105.1, 110.1)
    you have more cards in hand than each opponent        (402.1)
    an opponent is poisoned                               (122.1f glossary "Poisoned")
    an opponent owns a card in exile                      (406.1, 108.3)
    a library has N or fewer cards in it                  (401.1)
    there are N or more cards in a single graveyard       (404.1)
    A or B                                                (either condition)

"Opponents" are the other players still in the game (102.2, 800.4a: a player who left the
game is no one's opponent and their objects are gone).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.values import Value
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def opponents_in_game(view: LayerView, you: int) -> list[int]:
    """102.3, 800.4a: the opponents of `you` still in the game."""
    return [p for p, pl in enumerate(view.state.players) if p != you and not pl.lost]


def _in_game(view: LayerView) -> list[int]:
    return [p for p, pl in enumerate(view.state.players) if not pl.lost]


@dataclass(frozen=True)
class OpponentCount(Value):
    """102.2-102.3: how many opponents the effect's controller has (players in the game)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return len(opponents_in_game(view, ctx.controller))

    def __str__(self) -> str:
        return "the number of your opponents"


@dataclass(frozen=True)
class PlayerCount(Value):
    """102.1, 800.4a: how many players are in the game (a player who has left it isn't)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return len(_in_game(view))

    def __str__(self) -> str:
        return "the number of players"


@dataclass(frozen=True)
class MostCommonColor(Condition):
    """"<color> is the most common color among all permanents or is tied for most common":
    counting each permanent on the battlefield once for each of its colors (105.1; a
    multicolored permanent counts for each), no color has more permanents than `color`."""

    color: Color

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        counts = {c: 0 for c in Color}
        for oid in view.state.order.get("battlefield", []):
            ch = view.chars.get(oid)
            if ch is None:
                continue
            for c in ch.colors:
                counts[c] = counts.get(c, 0) + 1
        return counts[self.color] >= max(counts.values())


@dataclass(frozen=True)
class MoreCardsInHandThanEachOpponent(Condition):
    """402.1: the effect's controller has more cards in hand than each opponent has."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        def hand(p: int) -> int:
            return len(view.state.order.get((p, "hand"), []))

        mine = hand(ctx.controller)
        return all(mine > hand(p) for p in opponents_in_game(view, ctx.controller))


@dataclass(frozen=True)
class OpponentPoisoned(Condition):
    """Glossary "Poisoned" (122.1f): some opponent has one or more poison counters."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(view.state.players[p].poison > 0
                   for p in opponents_in_game(view, ctx.controller))


@dataclass(frozen=True)
class OpponentOwnsCardInExile(Condition):
    """406.1 / 108.3: a card (not a token or copy) in exile is owned by an opponent."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        opps = set(opponents_in_game(view, ctx.controller))
        return any(o.owner in opps and o.token is None and not o.spell_copy
                   for o in (view.state.objects[i] for i in view.state.order.get("exile", [])))


@dataclass(frozen=True)
class SomeLibraryAtMost(Condition):
    """401.1: some player's library has `n` or fewer cards in it."""

    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(len(view.state.order.get((p, "library"), [])) <= self.n
                   for p in _in_game(view))


@dataclass(frozen=True)
class SomeGraveyardAtLeast(Condition):
    """404.1: some single player's graveyard has `n` or more cards in it."""

    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(len(view.state.order.get((p, "graveyard"), [])) >= self.n
                   for p in _in_game(view))


@dataclass(frozen=True)
class AnyOf(Condition):
    """"as long as A or B": either holds."""

    parts: tuple[Condition, ...]

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(p.holds(view, ctx) for p in self.parts)


@dataclass(frozen=True)
class NoCardsInYourLibrary(Condition):
    """401.1: the library of the ability's controller has no cards in it (counted in the
    zone itself: the layer system may leave cards in libraries out of its answer)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return not view.state.order.get((ctx.controller, "library"), [])


__all__ = ["AnyOf", "MoreCardsInHandThanEachOpponent", "MostCommonColor", "OpponentCount",
           "PlayerCount", "OpponentOwnsCardInExile", "OpponentPoisoned", "SomeGraveyardAtLeast",
           "SomeLibraryAtMost", "NoCardsInYourLibrary"]
