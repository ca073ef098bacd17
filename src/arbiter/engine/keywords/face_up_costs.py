"""702.37a / 702.37e / 702.168d: a morph, megamorph or disguise cost in words, paid by the
special action that turns the permanent face up (116.2b):

    Morph—Reveal a blue card in your hand.        (701.20a: shown; it stays in the hand)
    Morph—Discard a card.                         (701.9a)
    Morph—Pay 5 life.                             (119.4)
    Morph—Return two Islands you control to their owner's hand.
    Morph—Sacrifice two Mountains.                (701.21a)

The compiler reads the words into costs (`rules.keyword_costs.KeywordCosts`); their mana part
is paid as a mana morph cost is, and the rest with the objects the player chooses
(`engine.casting.additional_costs`: the same kinds a spell's additional costs use), all as
the special action is taken (118.3: only a player who can pay all of them may take it; a
choice that can't pay refuses the action and leaves the game as it was)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import (
    Cost,
    ManaPayment,
    PayLife,
)
from arbiter.rules.keyword_costs import KeywordCosts

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility

#: The keywords whose cost turns a face-down permanent face up.
FACE_UP_KEYWORDS = ("disguise", "morph", "megamorph")


def costs_in_words(kw: KeywordAbility) -> tuple[Cost, ...] | None:
    """The costs the compiler read from the keyword's words, when every part is one the
    special action pays; None otherwise (a plain mana cost included)."""
    from arbiter.engine.casting.additional_cost_kinds import is_random
    from arbiter.engine.casting.additional_costs import pays_all

    for e in kw.extra:
        if isinstance(e, KeywordCosts) and pays_all(e.costs) and not any(
                is_random(c) for c in e.costs):
            return e.costs
    return None


def face_up_keyword(game: Game, oid: int) -> KeywordAbility | None:
    """702.37e / 702.168d: the morph or disguise keyword of face-down `oid`, found on the
    characteristics it would have face up (a copy effect may leave it none)."""
    from arbiter.engine.game import Game as _Game

    probe = _Game(catalog=game.catalog, state=game.state.clone())
    probe.obj(oid).face_down = None
    probe.state.touch()
    ch = probe.chars(oid)
    for keyword in FACE_UP_KEYWORDS:
        for ab in ch.keyword_abilities(keyword):
            return ab
    return None


def face_up_mana(kw: KeywordAbility) -> str:
    """The mana the face-up cost names ({0} when none: "Morph—Pay 5 life.")."""
    words = costs_in_words(kw)
    if words is None:
        return kw.param or "{0}"
    return "".join(c.mana for c in words if isinstance(c, ManaPayment)) or "{0}"


def other_costs(game: Game, oid: int) -> tuple[Cost, ...]:
    """The face-up cost's parts other than mana (none for a mana cost)."""
    kw = face_up_keyword(game, oid)
    words = costs_in_words(kw) if kw is not None else None
    return tuple(c for c in words or () if not isinstance(c, ManaPayment))


def payable(game: Game, player: int, oid: int, costs: tuple[Cost, ...]) -> bool:
    """118.3 / 119.4: enough objects for each part, and the life."""
    from arbiter.engine.casting import additional_cost_kinds as kinds
    from arbiter.engine.casting.additional_costs import candidates, count

    life = sum(c.amount for c in costs if isinstance(c, PayLife))
    if life > game.state.players[player].life:
        return False
    need: dict[Any, int] = {}
    for c in costs:
        need[c] = need.get(c, 0) + (count(c) or 0)
        if not kinds.payable(game, player, c, oid):
            return False
    return all(len([o for o in candidates(game, player, c, oid) if o != oid]) >= n
               for c, n in need.items())


def choose(game: Game, player: int, oid: int, costs: tuple[Cost, ...]) -> list[list[int]]:
    """The objects the player chooses for each part (the `cost` decision); refused, with
    nothing paid, when a part can't be paid."""
    from arbiter.engine.casting.additional_costs import candidates, count

    if not payable(game, player, oid, costs):
        raise IllegalActionError(f"you can't pay the cost to turn face-down #{oid} face up")
    taken: list[int] = []
    chosen: list[list[int]] = []
    for c in costs:
        picks: list[int] = []
        for _ in range(count(c) or 0):
            options = [o for o in candidates(game, player, c, oid) if o != oid and o not in taken]
            if not options:
                raise IllegalActionError(f"you can't pay {c}")
            pick = game.decide(Decision("cost", f"turn face-down #{oid} face up: {c}", player,
                                        [(f"{game.name_of(o)}#{o}", o) for o in options],
                                        key="cost"))
            if pick not in options:
                raise IllegalActionError(f"that can't pay {c}")
            picks.append(pick)
            taken.append(pick)
        chosen.append(picks)
    return chosen


def pay(game: Game, player: int, costs: tuple[Cost, ...], chosen: list[list[int]]) -> None:
    """Pay the parts other than mana with the chosen objects, at once (603.2c)."""
    from arbiter.engine.casting.additional_costs import pay_chosen
    from arbiter.engine.triggers.batches import action

    if costs:
        with action(game):
            pay_chosen(game, list(costs), chosen, player)


__all__ = ["FACE_UP_KEYWORDS", "choose", "costs_in_words", "face_up_keyword", "face_up_mana",
           "other_costs", "pay", "payable"]
