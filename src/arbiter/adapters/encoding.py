"""The integer encoding of actions and a fixed-length observation vector.

Actions: the pending decision's legal actions (`Game.legal_actions()`, one list for every
decision kind: priority, targets, modes, attackers, mulligans, ...) are numbered 0..n-1 in that
list's order, and action i means "the i-th legal action". The mask has `MAX_ACTIONS` entries,
the first n set. A decision with more than `MAX_ACTIONS` legal actions raises
`TooManyActions` rather than hiding some of them.

Observation vector (float, `FEATURES` long), from the observing player's `observation()` only
(so it holds nothing hidden), players in seat order starting with the observer; per player:
life, poison counters, cards in hand, cards in library, cards in graveyard, lands, untapped
lands, creatures, their total power and total toughness, whether they have lost; then the
turn number, whether the observer is the active player, the step's index in the turn (500.1),
and the pending decision's kind index (`DECISION_KINDS`, -1 for another kind)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.turn.steps import STEPS

if TYPE_CHECKING:
    from arbiter.engine.game import Game

MAX_ACTIONS = 512
PER_PLAYER = 11
DECISION_KINDS = ("priority", "target", "mode", "attack", "block", "mulligan",
                  "mulligan_bottom", "discard", "search", "may", "x", "pay", "order",
                  "choose_object", "opening_hand")


class TooManyActions(ValueError):
    """A decision with more legal actions than the encoding has room for."""


def features(players: int) -> int:
    return PER_PLAYER * players + 4


def action_mask(game: Game) -> list[int]:
    n = len(game.legal_actions())
    if n > MAX_ACTIONS:
        raise TooManyActions(f"{n} legal actions in one decision; the encoding has room for "
                             f"{MAX_ACTIONS}")
    return [1] * n + [0] * (MAX_ACTIONS - n)


def decode(game: Game, index: int) -> Any:
    """The legal action numbered `index` (an IndexError-free check: ValueError if none)."""
    actions = game.legal_actions()
    if not 0 <= index < len(actions):
        raise ValueError(f"action {index} isn't legal now: {len(actions)} legal action(s)")
    return actions[index]


def vector(game: Game, player: int) -> list[float]:
    obs = game.observation(player)
    n = len(obs["players"])
    out: list[float] = []
    for k in range(n):
        p = obs["players"][(player + k) % n]
        mine = [o for o in obs["battlefield"] if o["controller"] == p["index"]]
        lands = [o for o in mine if "Land" in o["types"]]
        creatures = [o for o in mine if "Creature" in o["types"]]
        out += [p["life"], p["poison"], p["hand_size"], p["library_size"],
                len(p["graveyard"]), len(lands), sum(1 for o in lands if not o["tapped"]),
                len(creatures), sum(o["power"] or 0 for o in creatures),
                sum(o["toughness"] or 0 for o in creatures), 1.0 if p["lost"] else 0.0]
    turn = obs["turn"]
    kind = obs.get("decision", {}).get("kind")
    out += [turn["number"], 1.0 if turn["active"] == player else 0.0,
            STEPS.index(turn["step"]) if turn["step"] in STEPS else -1,
            DECISION_KINDS.index(kind) if kind in DECISION_KINDS else -1]
    return [float(x) for x in out]


__all__ = ["DECISION_KINDS", "MAX_ACTIONS", "STEPS", "TooManyActions", "action_mask", "decode",
           "features", "vector"]
