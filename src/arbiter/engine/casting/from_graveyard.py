"""Casting a card from a graveyard with the permission a keyword gives (601.3), and the
costs that way of casting adds (601.2b, 601.2f-h):

- 702.34a flashback: "You may cast this card from your graveyard if the resulting spell is
  an instant or sorcery spell by paying [cost] rather than paying its mana cost" (an
  alternative cost, 118.9); "Flashback—{1}{U}, Pay 3 life." names costs other than mana,
  paid with it (601.2h).
- 702.138a escape: "You may cast this card from your graveyard by paying [cost] rather than
  paying its mana cost" (an alternative cost: "Escape—{R}{R}, Exile eight other cards from
  your graveyard."); one an effect gives with "The escape cost is equal to the card's mana
  cost plus exile three other cards from your graveyard." (Underworld Breach) starts from the
  card's own mana cost (MANA_COST, 118.6: none is unpayable).
- 702.81a retrace: "You may cast this card from your graveyard by discarding a land card as
  an additional cost to cast it" (the mana cost is paid as usual).
- 702.133a jump-start: "You may cast this card from your graveyard if the resulting spell is
  an instant or sorcery spell by discarding a card as an additional cost to cast it".

The engine names each way of casting by its keyword (the `alternative` of
`engine.casting.spells.cast`, with the zone in `spells.ALTERNATIVES`), as it does flashback
and disturb; retrace and jump-start are not alternative costs (118.9), so the total cost
starts from the card's mana cost (`mana_cost`: none is unpayable, 118.6).

The costs other than mana are chosen and paid at 601.2h, validated first so that an
illegal choice leaves the game as it was. A scenario names the objects with `choices`
(`discard: card`, `exile: [cards]`, `sacrifice: [...]`) or answers the `cost` decision.
Only the costs in `PAYABLE` are carried out: a keyword with another cost is left unread by
the compiler (`enforced`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting import counters_among
from arbiter.engine.casting.flashback_costs import MANA_COST
from arbiter.engine.casting.unpayable_cost import mana_cost_to_pay
from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.tap import tap
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules import selectors as s
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.costs import (
    Cost,
    DiscardCard,
    ExileFromGraveyard,
    PayLife,
    SacrificePermanents,
    TapUntapped,
)
from arbiter.rules.counters_among import RemoveCountersAmong
from arbiter.rules.graveyard_cast_costs import GRAVEYARD_ADDITIONAL, GRAVEYARD_ALTERNATIVE
from arbiter.rules.keyword_costs import DiscardMatching, costs_of, mana_part, other_parts
from arbiter.rules.object_costs import DiscardCards
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The ways of casting from a graveyard this module pays for; True: an alternative cost
#: (118.9: paid rather than the mana cost), False: an additional cost (601.2f).
WAYS = {"flashback": True, "escape": True, "retrace": False, "jump-start": False,
        # 601.3: a card's own "You may cast this card from your graveyard by <costs> in
        # addition to paying its other costs" / "... rather than paying its mana cost"
        GRAVEYARD_ADDITIONAL: False, GRAVEYARD_ALTERNATIVE: True}
#: 702.34a / 702.133a: "if the resulting spell is an instant or sorcery spell".
_INSTANT_OR_SORCERY_ONLY = ("flashback", "jump-start")
#: The costs other than mana this module pays (118.3).
PAYABLE = (DiscardCard, DiscardMatching, ExileFromGraveyard, PayLife, SacrificePermanents,
           TapUntapped, RemoveCountersAmong, DiscardCards)
#: 702.81a: "discarding a land card".
LAND_CARD = DiscardMatching(s.IsType("Land"), "a land card")
#: The choices key each cost's objects are named under in a scenario.
_KEYS = {DiscardCard: "discard", DiscardMatching: "discard", DiscardCards: "discard",
         ExileFromGraveyard: "exile",
         SacrificePermanents: "sacrifice", TapUntapped: "tap", RemoveCountersAmong: "remove"}


def keyword_enforced(kw: KeywordAbility) -> bool:
    """Can the engine cast a card with this keyword ability the way it says? Flashback and
    escape: a cost the compiler read whose parts this module pays."""
    if kw.keyword in ("retrace", "jump-start"):
        return kw.param is None
    costs = costs_of(kw)
    if MANA_COST in kw.extra and costs is None:
        return True  # "The flashback cost is equal to that card's mana cost."
    return costs is not None and all(isinstance(c, PAYABLE) and not getattr(
        c, "at_random", False) for c in other_parts(costs))  # 701.9b: not chosen


def _keyword(game: Game, oid: int, way: str) -> KeywordAbility:
    found = game.chars(oid).keyword_abilities(way)
    if not found:
        raise IllegalActionError(f"{game.name_of(oid)} has no {way} ability")
    if any(k != found[0] for k in found[1:]):
        # 601.2b: a card with two different escape abilities (its own and one an effect
        # gives it, Underworld Breach) is cast with the one its owner announces; the engine
        # doesn't offer that announcement, so it stops rather than pick one (principle 5).
        raise UnsupportedTextError(
            game.name_of(oid), f"{way} costs " + " or ".join(k.text for k in found)
            + f": announcing which {way} ability is used (601.2b) isn't supported")
    return found[0]


def other_costs(game: Game, oid: int, way: str) -> tuple[Cost, ...]:
    """The costs other than mana casting the card this way takes (601.2h)."""
    if way == "jump-start":
        return (DiscardCard(),)  # 702.133a
    if way == "retrace":
        return (LAND_CARD,)  # 702.81a
    costs = costs_of(_keyword(game, oid, way))
    return other_parts(costs) if costs is not None else ()


def mana_cost(game: Game, oid: int, way: str) -> ManaCost:
    """601.2f: the cost the total cost starts from: the escape cost's mana ({0} when it
    names none), or for retrace and jump-start the card's mana cost (118.6: none can't be
    paid)."""
    if way in ("retrace", "jump-start", GRAVEYARD_ADDITIONAL):
        return mana_cost_to_pay(game, oid)
    kw = _keyword(game, oid, way)
    costs = costs_of(kw)
    if costs is None:
        raise ValueError(f"{way} cost not read")
    if MANA_COST in kw.extra:
        # "The escape cost is equal to the card's mana cost plus ...": the card's mana cost
        # as it is in the graveyard (none is unpayable, 118.6), with the cost's other mana.
        return mana_cost_to_pay(game, oid) + mana_part(costs)
    return mana_part(costs)


def check(game: Game, oid: int, way: str) -> None:
    """Raise before anything changes if the card can't be cast this way (702.34a,
    702.133a: only as an instant or sorcery spell)."""
    ch = game.chars(oid)
    if way in _INSTANT_OR_SORCERY_ONLY and not ch.types & {"Instant", "Sorcery"}:
        raise IllegalActionError(f"{game.name_of(oid)} can be cast with {way} only as an "
                                 "instant or sorcery spell")
    _keyword(game, oid, way)


def candidates(game: Game, player: int, oid: int, cost: Cost) -> list[int]:
    """The objects that could pay the cost: cards in the player's hand or graveyard other
    than the card being cast, or permanents they control."""
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    selector = getattr(cost, "selector", None)
    if isinstance(cost, DiscardCard | DiscardMatching | DiscardCards):
        pool = game.state.zone_list("hand", player)
    elif isinstance(cost, ExileFromGraveyard):
        pool = game.state.zone_list("graveyard", player)
    else:
        pool = [o for o in game.state.battlefield() if view.chars[o].controller == player
                and not (isinstance(cost, TapUntapped) and game.obj(o).tapped)]
    return [o for o in pool if o != oid
            and (selector is None or selector.matches(view, o, ctx))]


def _count(cost: Cost) -> int:
    return 1 if isinstance(cost, DiscardCard | DiscardMatching) else int(getattr(cost, "n", 1))


def payable(game: Game, player: int, oid: int, way: str) -> bool:
    """118.3: could the player pay the costs other than mana now?"""
    for cost in other_costs(game, oid, way):
        if isinstance(cost, PayLife):
            if game.state.players[player].life < cost.amount:  # 119.4
                return False
        elif isinstance(cost, RemoveCountersAmong):
            if not counters_among.payable(game, player, oid, cost):  # 118.3
                return False
        elif len(candidates(game, player, oid, cost)) < _count(cost):
            return False
    return True


def choose(game: Game, player: int, oid: int, way: str,
           choices: dict[str, Any]) -> list[list[int]]:
    """601.2h: the objects each cost other than mana uses, validated (none changes the
    game); `choices` may name them under the cost's key."""
    chosen: list[list[int]] = []
    for cost in other_costs(game, oid, way):
        if isinstance(cost, PayLife):
            if game.state.players[player].life < cost.amount:
                raise IllegalActionError(f"you can't pay {cost}: a player can pay life only "
                                         "if their life total is at least that much (119.4)")
            chosen.append([])
            continue
        if isinstance(cost, RemoveCountersAmong):  # 601.2h: a permanent per counter
            chosen.append(counters_among.choose(game, player, oid, cost, choices,
                                                _ids(choices.get("remove"))))
            continue
        legal, need, key = candidates(game, player, oid, cost), _count(cost), _KEYS[type(cost)]
        given = _ids(choices.get(key))
        picks = list(given) if given is not None else []
        while given is None and len(picks) < need:
            options = [(f"{game.name_of(o)}#{o}", o) for o in legal if o not in picks]
            if not options:
                break
            pick = game.decide(Decision("cost", f"{cost}: choose", player, options, key=key))
            if isinstance(pick, list | tuple):
                picks.extend(pick)  # an answer naming them all at once
            else:
                picks.append(pick)
        if len(picks) != need or len(set(picks)) != need or any(p not in legal for p in picks):
            raise IllegalActionError(f"that can't pay {cost} for {game.name_of(oid)}")
        chosen.append(picks)
    return chosen


def _ids(given: Any) -> list[int] | None:
    """Objects named by id in `choices` (the Python API); anything else (a scenario's
    aliases) is asked as decisions, which the scenario's answers resolve."""
    if isinstance(given, int) and not isinstance(given, bool):
        return [given]
    if isinstance(given, list | tuple) and given and all(
            isinstance(g, int) and not isinstance(g, bool) for g in given):
        return list(given)
    return None


def pay(game: Game, player: int, oid: int, way: str, chosen: list[list[int]]) -> None:
    """601.2h: pay the costs other than mana with the chosen objects, at once (one batch of
    events, 603.2c)."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    with action(game):
        for cost, picks in zip(other_costs(game, oid, way), chosen, strict=True):
            if isinstance(cost, PayLife):
                game.lose_life(player, cost.amount)  # 119.4: paying life is losing life
            if isinstance(cost, RemoveCountersAmong):
                counters_among.pay(game, picks, cost.kind)
                continue
            for o in picks:
                if isinstance(cost, DiscardCard | DiscardMatching | DiscardCards):
                    discard(game, o, player, cause=player)  # 701.9a: a cost of their spell
                elif isinstance(cost, ExileFromGraveyard):
                    game.move(o, "exile")
                elif isinstance(cost, SacrificePermanents):
                    game.sacrifice(o)  # 701.21a
                else:
                    tap(game, o)  # 701.26a
    game.state.touch()


__all__ = ["LAND_CARD", "PAYABLE", "WAYS", "candidates", "check", "choose",
           "keyword_enforced", "mana_cost", "other_costs", "pay", "payable"]
