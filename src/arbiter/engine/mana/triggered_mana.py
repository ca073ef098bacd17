"""605.1b / 605.4a / 106.12a: triggered mana abilities, the ones that trigger when a
permanent is tapped for mana ("Whenever enchanted land is tapped for mana, its controller
adds an additional {G}.", "Whenever a player taps a land for mana, that player adds one mana
of any type that land produced.").

106.12a: such an ability triggers whenever a mana ability with {T} in its cost resolves and
produces mana: a mana ability that produced nothing (106.5) triggers none. 605.4a: it doesn't
go on the stack; it resolves right after the mana ability that triggered it.

When the payment planner (`engine.mana.plan`) taps a permanent, what those abilities add to
the tapping player's pool is folded into the permanent's outputs (`fold`): "{G}" and Wild
Growth's additional "{G}" are one output "{G}{G}", and a choice either makes (Fertile
Ground's "one mana of any color") is one of its outputs, so the plan can count on it. Mana
that goes to another player's pool isn't the payer's; those abilities resolve on their own
(`fire`), each choice asked as it resolves.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import AddMana

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.mana.sources import Output

#: The keys of a triggered item's choices: what the mana ability produced, who tapped.
PRODUCED = "mana_produced"
TAPPER = "event_player"


def triggered(game: Game, oid: int, player: int) -> list[tuple[int, TriggeredAbility, int]]:
    """605.1b / 106.12a: the triggered mana abilities tapping `oid` for mana triggers
    (source, ability, controller)."""
    from arbiter.engine.mana.sources import is_triggered_mana_ability
    from arbiter.engine.triggers.events import Event
    from arbiter.engine.triggers.triggered import _matches

    ev = Event("tapped_for_mana", oid, player=player)
    return [(s, ab, c) for s, ab, c in _matches(game, ev, include_mana=True)
            if is_triggered_mana_ability(ab)]


def recipient(ab: TriggeredAbility, controller: int, tapper: int) -> int:
    """Whose pool the ability's mana goes to: its controller's ("add ..."), or the tapping
    player's ("its controller adds ...", "that player adds ...")."""
    to = {i.to for i in ab.instructions if isinstance(i, AddMana)}
    return tapper if to == {"event_player"} else controller


def _folded(game: Game, oid: int, player: int) -> list[tuple[int, TriggeredAbility, int]]:
    return [(s, ab, c) for s, ab, c in triggered(game, oid, player)
            if recipient(ab, c, player) == player]


def fold(game: Game, player: int, oid: int, outputs: list[Output]
         ) -> tuple[tuple[Output, ...], tuple[Output, ...]]:
    """The outputs of tapping `oid` for mana with what its triggered mana abilities add to
    `player`'s pool (605.4a), and for each the part those abilities add."""
    from arbiter.engine.mana.sources import ability_options

    abilities = _folded(game, oid, player)
    full: list[Output] = []
    parts: list[Output] = []
    for out in outputs:
        if not out or not abilities:
            combos: list[Output] = [()]  # 106.12a: no mana produced: nothing triggers
        else:
            per = [opts for s, ab, _ in abilities
                   if (opts := ability_options(game, s, ab.instructions, out))]
            combos = list(dict.fromkeys(
                tuple(k for part in combo for k in part) for combo in product(*per)))
        for extra in combos:
            if out + extra not in full:
                full.append(out + extra)
                parts.append(extra)
    return tuple(full), tuple(parts)


def add_folded(game: Game, player: int, extra: Output) -> None:
    """605.4a: the folded triggered mana abilities resolve: their mana, chosen with the
    output, goes into the tapping player's pool."""
    from arbiter.engine.mana.pool import add

    for k in extra:
        add(game, player, k)


def fire(game: Game, oid: int, player: int, produced: Output, folded: bool = False) -> bool:
    """605.4a: the triggered mana abilities resolve at once, right after the mana ability
    that triggered them (`folded`: those adding to the tapping player's pool already have).
    Returns whether any resolved here."""
    from arbiter.engine.stack import resolve
    from arbiter.engine.stack.items import StackItem

    if not produced:
        return False  # 106.12a: it produced no mana
    resolved = False
    for s, ab, c in triggered(game, oid, player):
        if folded and recipient(ab, c, player) == player:
            continue
        resolved = True
        item = StackItem(0, "triggered", s, ab, c, [],
                         choices={PRODUCED: produced, TAPPER: player},
                         source_name=game.name_of(s))
        resolve.run(game, item, ab.instructions)
    return resolved


def pool_now(game: Game, player: int) -> dict[str, int]:
    return dict(game.state.players[player].mana_pool)


def added_since(game: Game, player: int, before: dict[str, int]) -> Output:
    """The mana that went into `player`'s pool since `before` (what a mana ability
    produced)."""
    now = game.state.players[player].mana_pool
    return tuple(k for k, n in now.items() for _ in range(n - before.get(k, 0)))


def item_recipient(item: Any, to: str) -> int:
    """Whose pool an AddMana of a resolving item goes to ("that player adds": the tapping
    player, 106.12a, or the player a step's event names, 503.1: `compiler.triggers.
    step_mana`)."""
    if to == "event_player" and item.choices.get(TAPPER) is not None:
        return int(item.choices[TAPPER])
    if to == "event_player" and item.choices.get("event_player") is not None:
        return int(item.choices["event_player"])
    return int(item.controller)
