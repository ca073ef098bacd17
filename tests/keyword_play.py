"""Helpers for the keyword tests that play combat: a board built by the scenario runner, then
each combat declaration made as the turn loop makes it, with the triggered abilities it
causes put on the stack and resolved by the real engine (603.3, 117.4)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arbiter.engine import sba
from arbiter.engine.combat.damage import combat_damage, has_first_strike_step
from arbiter.engine.combat.declare import declare_attackers, declare_blockers
from arbiter.engine.decisions import Decision
from arbiter.engine.game import Game
from arbiter.engine.turn import steps

ALICE, BOB, CAROL = 0, 1, 2


def at(player: int) -> tuple[str, int]:
    """What an attacker attacks: a player (506.1)."""
    return ("player", player)


class Answers:
    """Answers decisions by their key (a value, or a function of the decision); a decision
    with a single option, or an ordering of triggers (kept as put), answers itself. Every
    decision asked is remembered."""

    def __init__(self, **by_key: Any) -> None:
        self.by_key = by_key
        self.asked: list[Decision] = []

    def decide(self, d: Decision) -> Any:
        self.asked.append(d)
        if d.key in self.by_key:
            answer = self.by_key[d.key]
            return answer(d) if isinstance(answer, Callable) else answer  # type: ignore[arg-type]
        if d.kind == "order":
            return None
        assert len(d.options) == 1 and not d.optional, (d.prompt, d.options)
        return d.options[0][1]


def board(solve: Any, battlefield: str, *, players: str = "", extra: str = "",
          answers: Answers | None = None) -> tuple[Game, dict[str, int]]:
    """Alice's turn 2, precombat main; `battlefield` is YAML list lines (indented 2);
    `players` a `players:` line; `extra` more top-level YAML."""
    out = solve("name: keyword combat\nturn: {number: 2}\n" + players + extra
                + "battlefield:\n" + battlefield)
    game = out.game
    game.use_aliases = False  # messages name cards as a player sees them
    game.decider = answers or Answers()
    ids = {o.alias: o.id for o in game.state.objects.values()
           if o.alias and o.zone == "battlefield"}
    return game, ids


def attack(game: Game, assignment: dict[int, Any], resolve: bool = True) -> None:
    """508.1: declare the attackers; the triggered abilities go on the stack (508.2b) and,
    unless `resolve` is false, resolve."""
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, assignment)
    sba.run(game)
    if resolve:
        steps.resolve_all(game)


def block(game: Game, blocks: dict[int, list[int]], resolve: bool = True) -> None:
    """509.1: declare the blockers; the triggered abilities go on the stack (509.2a) and,
    unless `resolve` is false, resolve."""
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, blocks)
    sba.run(game)
    if resolve:
        steps.resolve_all(game)


def damage(game: Game) -> None:
    """510: the combat damage step(s), state-based actions and triggers after each."""
    game.state.turn.step = "combat_damage"
    if has_first_strike_step(game):
        combat_damage(game, first_strike=True)
        steps.resolve_all(game)
    combat_damage(game, first_strike=False)
    sba.run(game)
    steps.resolve_all(game)


def pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    ch = game.chars(oid)
    return ch.power, ch.toughness


def stack_texts(game: Game) -> list[str]:
    """The texts of the abilities on the stack, bottom first."""
    return [it.ability.text for it in game.state.stack_items if it.ability is not None]
