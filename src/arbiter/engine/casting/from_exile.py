"""Cards a keyword's special action exiled from a hand, and casting them from exile later:
702.170 plot (116.2k) and 702.143 foretell (116.2h); and casting a card exiled by its
madness ability for its madness cost (702.35a, `engine.keywords.madness`).

The special actions are offered to a player with priority (117.1b) when the rules allow
them and the player can pay (`special_actions`); `take` carries one out. Casting the card
later is a way of casting named by its keyword (the `alternative` of
`engine.casting.spells.cast`, from exile), with its own permission and timing (`check`) and
its cost (`mana_cost`: {0} for a plotted card, "without paying its mana cost", 702.170d; the
foretell cost, 702.143a). Both are alternative costs (118.9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting.total_cost import payment_plans
from arbiter.engine.keyword_actions import airbend
from arbiter.engine.keywords import foretell, madness, plot
from arbiter.engine.per_answer import per_answer
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The ways of casting a card from exile this module knows.
WAYS = ("plot", "foretell", "madness",
        "airbend")  # 701.65a (engine.keyword_actions.airbend)


def why_not(game: Game, oid: int, player: int, way: str) -> str | None:
    """Why `player` can't cast the exiled card this way now (None: they may)."""
    if way == "plot":
        return plot.why_not_cast(game, player, oid)  # 702.170d
    if way == "madness":
        return madness.why_not_cast(game, player, oid)  # 702.35a
    if way == "airbend":
        return airbend.why_not_cast(game, player, oid)  # 701.65a
    return foretell.why_not_cast(game, player, oid)  # 702.143a


def check(game: Game, oid: int, player: int, way: str) -> None:
    why = why_not(game, oid, player, way)
    if why is not None:
        raise IllegalActionError(why)


def mana_cost(game: Game, oid: int, way: str) -> ManaCost:
    """601.2f: the alternative cost the total cost starts from."""
    if way == "plot":
        return ManaCost.of("{0}")  # 702.170d: without paying its mana cost
    if way == "madness":
        return madness.cost_for(game, oid)  # 702.35a-b
    if way == "airbend":
        return airbend.AIRBEND_COST  # 701.65a: {2} rather than its mana cost
    return foretell.cost_for(game, oid)  # 702.143a


def exiled_castable(game: Game, player: int) -> list[tuple[int, str]]:
    """The plotted and foretold cards in exile `player` owns, with the way to cast each."""
    out: list[tuple[int, str]] = []
    for oid in game.state.zone_list("exile"):
        if game.obj(oid).owner != player:
            continue
        if plot.is_plotted(game, oid):
            out.append((oid, "plot"))
        elif foretell.is_foretold(game, oid):
            out.append((oid, "foretell"))
        elif airbend.is_airbent(game, oid):
            out.append((oid, "airbend"))  # 701.65a
    return out


def special_actions(game: Game, player: int) -> list[tuple[str, int, str]]:
    """117.1b: the plot and foretell special actions `player` may take now and can pay
    for: (kind, card, label)."""

    out: list[tuple[str, int, str]] = []
    for oid in _plot_or_foretell_in_hand(game, player):
        name = f"{game.name_of(oid)}#{oid}"
        if plot.why_not_plot(game, player, oid) is None:
            cost = plot.cost_to_plot(game, oid)
            if cost is not None and payment_plans(game, player, cost, limit=1):
                out.append(("plot", oid, f"plot {name} for {cost}"))
        if foretell.why_not_foretell(game, player, oid) is None and payment_plans(
                game, player, foretell.FORETELL_ACTION_COST, limit=1):
            out.append(("foretell", oid,
                        f"foretell {name} for {foretell.FORETELL_ACTION_COST}"))
    return out


def _plot_or_foretell_in_hand(game: Game, player: int) -> list[int]:
    """The cards in the player's hand with plot or foretell (the others can be neither:
    `why_not_plot`, `why_not_foretell`), found once per layer answer (`engine.per_answer`:
    the hand and its cards' abilities change only with a new one)."""
    found = per_answer(game, "_plot_or_foretell_in_hand", dict)
    if player not in found:
        found[player] = [oid for oid in game.state.zone_list("hand", player)
                         if {"plot", "foretell"} & {getattr(a.ability, "keyword", None)
                                                    for a in game.chars(oid).abilities}]
    return found[player]  # type: ignore[no-any-return]


def take(game: Game, player: int, kind: str, oid: int) -> int:
    """Carry out the special action (116.2h, 116.2k); raises and changes nothing if it
    isn't legal. Returns the card in exile."""
    if kind == "plot":
        return plot.plot(game, player, oid)
    if kind == "foretell":
        return foretell.foretell(game, player, oid)
    raise IllegalActionError(f"unknown special action {kind!r}")


__all__ = ["WAYS", "check", "exiled_castable", "mana_cost", "special_actions", "take",
           "why_not"]
