"""701.67 Waterbend, as the cost of an activated ability (602.2b, 601.2g-h).

- 701.67a: "Waterbend [cost]" means "Pay [cost]. For each generic mana in that cost, you may
  tap an untapped artifact or creature you control rather than pay that mana." The player
  chooses the objects to tap (`choose`: the decision "waterbend", one object at a time, or
  the activation's `choices["waterbend"]`), at most the waterbend cost's generic mana; the
  mana paid is the ability's mana cost with the waterbend cost's mana, less one generic
  mana for each object tapped (`mana_owed`). The tapped objects can't also be tapped for
  mana (`not_mana_sources`); they are tapped as the costs are paid (`pay`).
- 701.67b: only the generic mana of the waterbend cost itself may be paid so, not other
  generic mana of the total cost.
- 701.67c: "whenever you waterbend" triggers whenever the player pays a waterbend cost,
  however they paid it (the event "waterbend").

A source whose own {T} is part of the cost isn't offered (601.2h: it is tapped to pay {T}).
"""

from __future__ import annotations

from contextlib import ExitStack
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.tap import tap
from arbiter.engine.mana.sources import tap_is_cost_of
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import TapCost
from arbiter.rules.waterbend_cost import WaterbendCost

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import ActivatedAbility

KEY = "waterbend"
_TAPPED = SimpleNamespace(cost=(TapCost(),))


def cost_of(ability: Any) -> WaterbendCost | None:
    return next((c for c in getattr(ability, "cost", ()) if isinstance(c, WaterbendCost)),
                None)


def candidates(game: Game, oid: int, player: int, ability: ActivatedAbility) -> list[int]:
    """701.67a: the untapped artifacts and creatures the player controls (not the source
    when its {T} is part of the cost), non-mana sources first."""
    from arbiter.engine.mana.sources import sources

    res = game.layers()
    own_tap = any(isinstance(c, TapCost) for c in ability.cost)
    mana = {s.oid for s in sources(game, player)}
    found = [o for o in game.state.battlefield() if not game.obj(o).tapped
             and res.chars[o].controller == player
             and res.chars[o].types & {"Artifact", "Creature"}
             and not (own_tap and o == oid)]
    return sorted(found, key=lambda o: o in mana)


def not_mana_sources(objects: list[int]) -> ExitStack:
    """601.2g-h: the objects tapped for waterbend can't also be tapped for mana."""
    stack = ExitStack()
    for o in objects:
        stack.enter_context(tap_is_cost_of(o, _TAPPED))
    return stack


def mana_owed(base: ManaCost, ability: Any, n_tapped: int) -> ManaCost:
    """The mana to pay: the ability's other mana plus the waterbend cost's, less one generic
    for each object tapped (701.67b: at most the waterbend cost's generic mana)."""
    wb = cost_of(ability)
    if wb is None:
        return base
    return (base + ManaCost.of(wb.mana)).reduce_generic(min(n_tapped, wb.generic))


def _affordable(game: Game, oid: int, player: int, ability: Any, base: ManaCost,
                objects: list[int]) -> bool:
    from arbiter.engine.mana.pool import ability_spending
    from arbiter.engine.turn.priority import affordable

    owed = mana_owed(base, ability, len(objects))
    if not owed.symbols:
        return True
    with not_mana_sources(objects), tap_is_cost_of(oid, ability):
        return affordable(game, player, owed, ability_spending(game, oid))


def _completable(game: Game, oid: int, player: int, ability: Any, base: ManaCost,
                 picks: list[int]) -> bool:
    """Could the payment be completed from these picks, tapping more of the player's
    artifacts and creatures (those that aren't mana sources first)?"""
    wb = cost_of(ability)
    if wb is None:
        return True
    rest = [c for c in candidates(game, oid, player, ability) if c not in picks]
    return any(_affordable(game, oid, player, ability, base, [*picks, *rest[:k]])
               for k in range(min(wb.generic - len(picks), len(rest)), -1, -1))


def payable(game: Game, oid: int, player: int, ability: Any, base: ManaCost) -> bool:
    """Could the player pay the ability's mana with the waterbend cost, tapping some of
    their artifacts and creatures?"""
    return _completable(game, oid, player, ability, base, [])


def choose(game: Game, oid: int, player: int, ability: Any, choices: dict[str, Any],
           base: ManaCost | None = None) -> list[int]:
    """701.67a: the objects to tap rather than pay generic mana of the waterbend cost. With
    `base` (the ability's other mana), only choices leaving the rest payable are offered."""
    wb = cost_of(ability)
    if wb is None:
        return []
    legal = candidates(game, oid, player, ability)
    given = choices.get(KEY, "")
    if isinstance(given, list) and all(isinstance(g, int) for g in given):
        picks = list(given)
    elif given is None:
        picks = []
    else:
        picks = []
        while len(picks) < wb.generic:
            options = [o for o in legal if o not in picks and (
                base is None or _completable(game, oid, player, ability, base, [*picks, o]))]
            stop_ok = base is None or _affordable(game, oid, player, ability, base, picks)
            if not options:
                break
            answer = game.decide(Decision(
                "cost", f"waterbend {wb.mana}: tap an untapped artifact or creature rather "
                        "than pay {1} (701.67a)", player,
                [(f"{game.name_of(o)}#{o}", o) for o in options], optional=stop_ok,
                key=KEY))
            if answer is None:
                break
            if isinstance(answer, list):  # all of them named at once
                picks.extend(answer)
                break
            picks.append(answer)
    if len(set(picks)) != len(picks) or any(p not in legal for p in picks):
        raise IllegalActionError("waterbend: tap only untapped artifacts and creatures you "
                                 "control, each once (701.67a)")
    if len(picks) > wb.generic:
        raise IllegalActionError(f"waterbend {wb.mana}: at most {wb.generic} objects can be "
                                 "tapped rather than paying its generic mana (701.67b)")
    choices[KEY] = picks
    return picks


def pay(game: Game, player: int, picks: list[int]) -> None:
    """601.2h: tap the chosen objects; 701.67c: the player waterbent."""
    from arbiter.engine.triggers.batches import action

    with action(game):
        for o in picks:
            tap(game, o)  # 701.26a
    game.emit(Event("waterbend", None, player=player))
    game.state.touch()


__all__ = ["KEY", "candidates", "choose", "cost_of", "mana_owed", "not_mana_sources", "pay",
           "payable"]
