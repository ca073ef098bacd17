"""118.9 / 601.2b / 601.2f-h: casting a spell for an alternative cost its text gives ("You
may pay 1 life and exile a blue card from your hand rather than pay this spell's mana
cost.", `rules.alternative_costs`): the way of casting named "alternative"
(`engine.casting.spells.ALTERNATIVES`).

- 601.2b / 118.9a: the player announces it as the spell is cast (one alternative cost at
  most); a condition it carries ("If you control a Forest, ...") is judged then, and the
  way of casting isn't offered, and casting so is refused, while it doesn't hold.
- 118.3: every part must be payable: life only up to the player's life total (119.4),
  enough permanents or cards of the quality named.
- 601.2f / 118.9d: its mana is the cost the total cost starts from (then additional costs,
  increases and reductions apply); 118.9c: the spell's mana cost is unchanged.
- 601.2h: the player chooses the objects each part uses (decision key "alternative", or
  `choices["alternative"]`: one list of objects per part; an opponent for "have an
  opponent gain N life"), and pays every part with the total cost; the spell itself is
  never one of them (601.2a: it is on the stack by then).

The same machinery pays the parts other than mana of a keyword's alternative cost in words
("Evoke—Exile a green card from your hand.", `engine.casting.keyword_alternative_costs`):
the functions below take that way of casting as `way`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting.keyword_alternative_costs import WAYS, other_parts
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules.alternative_costs import (
    ALTERNATIVE,
    AlternativeCost,
    DiscardCardsCost,
    ExileFromHandCost,
    OpponentsGainLifeCost,
    ReturnPermanentsCost,
)
from arbiter.rules.costs import (
    ExileFromGraveyard,
    ManaPayment,
    PayLife,
    SacrificePermanents,
    TapUntapped,
)
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The key of the objects chosen for the parts of the cost (a spell's choices, decisions).
KEY = ALTERNATIVE
_OBJECT_COSTS = (SacrificePermanents, TapUntapped, ReturnPermanentsCost, ExileFromHandCost,
                 DiscardCardsCost, ExileFromGraveyard)


def ability(game: Game, oid: int) -> AlternativeCost | None:
    """The spell's alternative cost ability (118.9). Two of them would be two ways of
    casting the engine can't tell apart: that stops the game (principle 5)."""
    found = [a.ability for a in game.chars(oid).abilities
             if isinstance(a.ability, AlternativeCost)]
    if len(found) > 1:
        raise UnsupportedTextError(game.name_of(oid), found[1].text)
    return found[0] if found else None


def _ability(game: Game, oid: int) -> AlternativeCost:
    found = ability(game, oid)
    if found is None:
        raise IllegalActionError(f"{game.name_of(oid)} has no alternative cost (118.9)")
    return found


def mana_cost(game: Game, oid: int) -> ManaCost:
    """601.2f / 118.9d: the mana of the alternative cost ({0} when it has none)."""
    mana = "".join(c.mana for c in _ability(game, oid).costs if isinstance(c, ManaPayment))
    return ManaCost.of(mana or "{0}")


def _costs(game: Game, oid: int, way: str | None) -> tuple[Any, ...]:
    """The parts of the cost of casting `oid` this way: the spell's own alternative cost, or
    a keyword's cost in words (118.9)."""
    if way not in (None, KEY):
        parts = other_parts(game, oid, way)
        if parts is None:
            raise IllegalActionError(f"{game.name_of(oid)}: its {way} cost isn't in words")
        return parts
    return _ability(game, oid).costs


def in_words(game: Game, oid: int, way: str | None) -> bool:
    """Is `way` the spell's own alternative cost, or a keyword's alternative cost in words
    whose other parts are chosen and paid here?"""
    if way == KEY:
        return True
    return way in WAYS and other_parts(game, oid, way) is not None


def candidates(game: Game, player: int, oid: int, cost: Any) -> list[int]:
    """The objects that could pay this part of the cost for spell `oid` (118.3)."""
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)

    def fits(o: int) -> bool:
        return o != oid and o in view.chars and (
            cost.selector is None or cost.selector.matches(view, o, ctx))

    if isinstance(cost, SacrificePermanents | TapUntapped | ReturnPermanentsCost):
        return [o for o in game.state.battlefield() if view.chars.get(o) is not None
                and view.chars[o].controller == player and fits(o)
                and not (isinstance(cost, TapUntapped) and game.obj(o).tapped)]
    if isinstance(cost, ExileFromHandCost | DiscardCardsCost):
        return [o for o in game.state.zone_list("hand", player) if fits(o)]
    if isinstance(cost, ExileFromGraveyard):
        return [o for o in game.state.zone_list("graveyard", player) if fits(o)]
    if isinstance(cost, OpponentsGainLifeCost):
        return [] if cost.each else list(game.opponents(player))
    return []


def _need(cost: Any) -> int:
    return 1 if isinstance(cost, OpponentsGainLifeCost) and not cost.each else \
        int(getattr(cost, "n", 0) or 0) if isinstance(cost, _OBJECT_COSTS) else 0


def why_not(game: Game, oid: int, player: int, way: str | None = None) -> str | None:
    """Why `player` can't cast `oid` for its alternative cost (or this way, a keyword's
    cost in words) now (None: they may)."""
    if way in (None, KEY):
        found = ability(game, oid)
        if found is None:
            return "it has no alternative cost (118.9)"
        if found.condition is not None:
            view = LayerView(game.state, game.layers().chars)
            if not found.condition.holds(view, context_for(view, oid, player)):
                return f"its alternative cost's condition doesn't hold ({found.text}) (601.2b)"
    for cost in _costs(game, oid, way):
        if isinstance(cost, PayLife) and game.state.players[player].life < cost.amount:
            return f"you can't pay {cost.amount} life (119.4)"
        if len(candidates(game, player, oid, cost)) < _need(cost):
            return f"you can't pay {cost} (118.3)"
    return None


def choose(game: Game, player: int, oid: int, choices: dict[str, Any],
           way: str | None = None) -> list[list[int]]:
    """601.2h: the objects (or the opponent) each part of the cost uses, one list per part,
    from `choices["alternative"]` or asked one at a time; checked before anything is paid."""
    if way in (None, KEY) and _ability(game, oid).free and int(choices.get("x", 0) or 0):
        raise IllegalActionError(f"{game.name_of(oid)} is cast without paying its mana cost: "
                                 "the only legal choice for X is 0 (107.3b)")
    given = choices.get(KEY)
    picked: list[list[int]] = []
    for i, cost in enumerate(_costs(game, oid, way)):
        need = _need(cost)
        legal = candidates(game, player, oid, cost)
        if _given(given) and i < len(given):
            picks = list(given[i])
        else:
            picks = []
            while len(picks) < need:
                options = [(_label(game, cost, o), o) for o in legal if o not in picks]
                if not options:
                    break
                pick = game.decide(Decision("cost", f"{cost}: choose", player, options,
                                            key=KEY))
                if isinstance(pick, list | tuple):  # an answer may give them all at once
                    picks.extend(pick)
                    break
                picks.append(pick)
        if len(picks) != need or len(set(picks)) != len(picks) or \
                any(p not in legal for p in picks):
            raise IllegalActionError(f"{game.name_of(oid)}: that can't pay {cost} (118.3)")
        picked.append(picks)
    choices[KEY] = picked
    return picked


def _given(v: Any) -> bool:
    """Objects already chosen: one list of object ids per part of the cost."""
    return isinstance(v, list) and all(
        isinstance(p, list) and all(isinstance(o, int) and not isinstance(o, bool) for o in p)
        for p in v)


def _label(game: Game, cost: Any, o: int) -> str:
    if isinstance(cost, OpponentsGainLifeCost):
        return game.player_name(o)
    return f"{game.name_of(o)}#{o}"


def pay(game: Game, player: int, oid: int, picked: list[list[int]],
        way: str | None = None) -> None:
    """601.2h: pay the parts other than mana (the mana is paid with the total cost)."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.keyword_actions.tap import tap
    from arbiter.engine.triggers.batches import action

    costs = _costs(game, oid, way)
    with action(game):  # 601.2h: paid at once (one batch of events, 603.2c)
        for cost, picks in zip(costs, picked, strict=True):
            if isinstance(cost, PayLife):
                game.lose_life(player, cost.amount)  # 119.4: paying life is losing it
            elif isinstance(cost, OpponentsGainLifeCost):
                for p in (game.opponents(player) if cost.each else picks):
                    game.gain_life(p, cost.amount)  # 119.9
            for o in picks if isinstance(cost, _OBJECT_COSTS) else ():
                if isinstance(cost, SacrificePermanents):
                    game.sacrifice(o)  # 701.21a
                elif isinstance(cost, TapUntapped):
                    tap(game, o)  # 701.26a
                elif isinstance(cost, ReturnPermanentsCost):
                    game.move(o, "hand")  # to its owner's hand
                elif isinstance(cost, DiscardCardsCost):
                    discard(game, o, player, cause=player)  # 701.9a
                else:
                    game.move(o, "exile")  # from the hand or the graveyard
    game.state.touch()


__all__ = ["KEY", "ability", "candidates", "choose", "in_words", "mana_cost", "pay", "why_not"]
