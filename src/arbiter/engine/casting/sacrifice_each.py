"""Paying "Sacrifice a Swamp and a Forest", "Sacrifice ~ and another green creature" and the
like (`rules.sacrifice_costs.SacrificeEach`; 701.21a, 118.3, 601.2h).

Each part is paid by its own permanents: the slots (one per permanent a part asks for) are
matched with distinct permanents the payer controls (the source itself for "~"). The cost is
payable when a matching fills every slot (118.3: found by augmenting paths, so a permanent
that could pay two parts is counted once). The payer names a permanent for each slot, in the
order printed (decision key `sacrifice`, or `choices: {sacrifice: [swamp, forest]}`); the
answer is checked before anything changes, and all are sacrificed at once (one batch of
events, 603.2c); the ability may refer to them (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.sacrifice_costs import SacrificeEach
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

HANDLED = (SacrificeEach,)


def _slots(game: Game, oid: int, player: int, cost: SacrificeEach) -> list[list[int]]:
    """For each permanent a part asks for, the permanents that could be it."""
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    mine = [o for o in game.state.battlefield()
            if o in view.chars and view.chars[o].controller == player]  # 701.21a
    out = []
    for part in cost.parts:
        if part.selector is None:
            fits = [oid] if oid in mine else []
        else:
            fits = [o for o in mine if part.selector.matches(view, o, ctx)]
        out.extend([fits] * part.n)
    return out


def _matching(slots: list[list[int]], fixed: dict[int, int] | None = None) -> bool:
    """Whether every slot can get its own permanent (`fixed`: slots already answered)."""
    owner: dict[int, int] = {}
    for i, o in (fixed or {}).items():
        if o not in slots[i] or o in owner:
            return False
        owner[o] = i

    def place(i: int, seen: set[int]) -> bool:
        for o in slots[i]:
            if o in seen:
                continue
            seen.add(o)
            j = owner.get(o)
            if j is None or (j not in (fixed or {}) and place(j, seen)):
                owner[o] = i
                return True
        return False

    return all(i in (fixed or {}) or place(i, set()) for i in range(len(slots)))


def payable(game: Game, oid: int, player: int, cost: SacrificeEach) -> bool:
    return _matching(_slots(game, oid, player, cost))


def _given(choices: dict[str, Any]) -> list[int] | None:
    given = choices.get("sacrifice")
    if isinstance(given, int) and not isinstance(given, bool):
        given = [given]
    if isinstance(given, list | tuple) and given and all(
            isinstance(g, int) and not isinstance(g, bool) for g in given):
        return list(given)
    return None


def _check(game: Game, oid: int, cost: SacrificeEach, slots: list[list[int]],
           picks: list[int]) -> None:
    if len(picks) != len(slots) or not _matching(slots, dict(enumerate(picks))):
        raise IllegalActionError(f"that can't pay {cost} for {game.name_of(oid)} (118.3)")


def check_given(game: Game, oid: int, player: int, cost: SacrificeEach,
                choices: dict[str, Any]) -> None:
    """Permanents named for the slots must pay them (checked before anything is paid)."""
    picks = _given(choices)
    if picks is not None:
        _check(game, oid, cost, _slots(game, oid, player, cost), picks)


def pay(game: Game, oid: int, player: int, cost: SacrificeEach,
        choices: dict[str, Any]) -> None:
    from arbiter.engine.triggers.batches import action
    from arbiter.engine.zones.tokens import COPIABLE_LKI

    slots = _slots(game, oid, player, cost)
    picks = _given(choices)
    if picks is None:
        picks = []
        every = sorted({o for fits in slots for o in fits})
        for i in range(len(slots)):
            # the permanent for the next part, in the order printed (an answer may name them
            # all at once); one that leaves the rest unpayable is refused below (118.3)
            options = [o for o in every if o not in picks]
            if not options:
                break
            pick = game.decide(Decision("cost", f"{cost}: choose (part {i + 1})", player,
                                        [(f"{game.name_of(o)}#{o}", o) for o in options],
                                        key="sacrifice"))
            if isinstance(pick, list | tuple):
                picks = [*picks, *pick]
                break
            picks.append(pick)
            _check(game, oid, cost, slots[:len(picks)], picks)
    _check(game, oid, cost, slots, picks)
    choices["sacrificed"] = list(picks)  # 608.2h
    for o in picks:  # 707.2, 608.2h: as they last existed
        game.obj(o).choices[COPIABLE_LKI] = game.layers().copiable.get(o)
    with action(game):  # sacrificed at once: one batch of events (603.2c)
        for o in picks:
            game.sacrifice(o)  # 701.21a


__all__ = ["HANDLED", "check_given", "pay", "payable"]
