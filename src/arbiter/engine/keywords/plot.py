"""702.170 plot: a special action from the hand, and casting the plotted card later.

702.170a: "Plot [cost]" means "Any time you have priority during your main phase while the
stack is empty, you may exile this card from your hand and pay [cost]. It becomes a plotted
card." 702.170b / 116.2k: that is a special action (it doesn't use the stack).

702.170d: a plotted card's owner may cast it from exile without paying its mana cost during
their main phase while the stack is empty during any turn after the turn in which it became
plotted (an alternative cost, 118.9, following 601.2b and 601.2f-h: the total cost starts
at {0}), even if it doesn't have plot while in exile. The engine records the turn the card
became plotted on the card in exile (`PLOTTED` in its choices); the card is a new object
once it leaves exile (400.7), which ends it being plotted.

Only a plot cost of mana is carried out (the compiler leaves any other unread).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.keywords.keyword_mana import keyword_mana_cost
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility

#: The key of the turn a card in exile became plotted, in its choices.
PLOTTED = "plotted"


def plot_cost(kw: KeywordAbility) -> ManaCost | None:
    """The mana cost of "Plot [cost]", or None for a cost that isn't mana."""
    return keyword_mana_cost(kw)


def _main_phase_empty_stack(game: Game, player: int) -> bool:
    t = game.state.turn
    return (t.active == player and t.step in ("precombat_main", "postcombat_main")
            and not game.state.stack_items)


def why_not_plot(game: Game, player: int, oid: int) -> str | None:
    """Why `player` can't plot the card now (None: they can, mana aside)."""
    obj = game.obj(oid)
    if obj.zone != "hand" or obj.owner != player:
        return "only a card in your hand can be plotted (702.170a)"
    if not game.chars(oid).keyword_abilities("plot"):
        return f"{game.name_of(oid)} has no plot ability"
    if not _main_phase_empty_stack(game, player):
        return "a card can be plotted only during your main phase while the stack is empty " \
               "(702.170a)"
    return None


def cost_to_plot(game: Game, oid: int) -> ManaCost | None:
    for kw in game.chars(oid).keyword_abilities("plot"):
        return plot_cost(kw)
    return None


def plot(game: Game, player: int, oid: int) -> int:
    """116.2k / 702.170a: pay the plot cost and exile the card; it becomes plotted. An
    illegal attempt raises and changes nothing. Returns the card in exile."""
    from arbiter.engine.casting.total_cost import pay, payment_plans

    why = why_not_plot(game, player, oid)
    cost = cost_to_plot(game, oid)
    if why is None and cost is None:
        why = f"{game.name_of(oid)}'s plot cost can't be paid"
    if why is not None:
        raise IllegalActionError(why)
    assert cost is not None
    if not payment_plans(game, player, cost, limit=1):
        raise IllegalActionError(f"you can't pay {cost} to plot {game.name_of(oid)}")
    pay(game, player, cost)
    name = game.name_of(oid)
    new = game.move(oid, "exile")
    assert new is not None
    new.choices[PLOTTED] = game.state.turn.number
    game.state.touch()
    game.log(f"{game.player_name(player)} plots {name} (702.170a)")
    return new.id


def is_plotted(game: Game, oid: int) -> bool:
    obj = game.obj(oid)
    return obj.zone == "exile" and PLOTTED in obj.choices


def why_not_cast(game: Game, player: int, oid: int) -> str | None:
    """702.170d: why `player` can't cast this card as a plotted card now (None: they can)."""
    obj = game.obj(oid)
    if not is_plotted(game, oid) or obj.owner != player:
        return f"{game.name_of(oid)} isn't a plotted card you own (702.170d)"
    if obj.choices[PLOTTED] >= game.state.turn.number:
        return "a plotted card can be cast only on a turn after the turn it became plotted " \
               "(702.170d)"
    if not _main_phase_empty_stack(game, player):
        return "a plotted card can be cast only during your main phase while the stack is " \
               "empty (702.170d)"
    return None


__all__ = ["PLOTTED", "cost_to_plot", "is_plotted", "plot", "plot_cost", "why_not_cast",
           "why_not_plot"]
