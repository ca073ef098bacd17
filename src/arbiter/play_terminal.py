"""`arbiter play`: a human against the random agent in the terminal, showing the board with
its computed characteristics (613).

The opponent's actions are printed as they happen. Priority (117) is passed for you when
passing is the only choice (or the rest are mana abilities, 605), except at the steps you
set as stops (`stop upkeep`). Commands at the prompt: a number picks an action; `help`,
`choices`, `board`, `hand`, `stack` (405), `log`, `explain NAME` (a permanent's layer table),
`stops`, `stop STEP`, `unstop STEP`, `q`.
"""

from __future__ import annotations

from typing import Any

from arbiter.compiler.catalog import Catalog
from arbiter.engine.agents import RandomAgent
from arbiter.engine.game import Game
from arbiter.engine.turn.steps import STEPS

HELP = """Commands:
  NUMBER         take that action
  choices        the numbered actions again
  board          the battlefield, life totals and cards in hand
  hand           your hand
  stack          what is on the stack, top first (405)
  log            what both players did, latest last
  explain NAME   a permanent's characteristics and its layer table (613); NAME or #id
  stops          the steps where you are asked even when passing is the only choice
  stop STEP      add a stop (e.g. stop upkeep, stop end)    unstop STEP   remove it
  help           this list
  q              quit"""

#: By default you are asked whenever there is something to do; no step stops otherwise.
DEFAULT_STOPS: frozenset[str] = frozenset()


def board(game: Game) -> str:
    whose = "your" if game.state.turn.active == 0 else \
        f"{game.player_name(game.state.turn.active)}'s"
    lines = [f"Turn {game.state.turn.number}, {whose} {game.state.turn.step.replace('_', ' ')}"]
    res = game.layers()
    for p in game.state.players:
        lines.append(f"{p.name}: {p.life} life, {len(game.state.zone_list('hand', p.index))} "
                     f"cards in hand, {len(game.state.zone_list('library', p.index))} in library")
        for oid in game.state.battlefield():
            ch = res.chars[oid]
            if ch.controller != p.index:
                continue
            pt = f" {ch.power}/{ch.toughness}" if ch.power is not None else ""
            tapped = " (tapped)" if game.obj(oid).tapped else ""
            kws = ", ".join(a.text for a in ch.abilities if getattr(a.ability, "keyword", None))
            lines.append(f"   {ch.name}#{oid}: {' '.join(sorted(ch.types))}{pt}{tapped}"
                         + (f" [{kws}]" if kws else ""))
    lines.append(stack_text(game))
    return "\n".join(lines)


def stack_text(game: Game) -> str:
    items = list(reversed(game.state.stack_items))
    if not items:
        return "The stack is empty."
    return "Stack, top first:\n" + "\n".join(f"   {i}. {it.describe()}"
                                              for i, it in enumerate(items, 1))


def _only_passing(actions: list[Any]) -> bool:
    """Passing is the only real choice: the rest, if any, are mana abilities (605)."""
    return all(getattr(a.value, "kind", None) in ("pass", "mana") for a in actions)


def _step_name(text: str) -> str | None:
    low = text.strip().lower().replace(" ", "_")
    aliases = {"end": "end_step", "main": "precombat_main", "main1": "precombat_main",
               "main2": "postcombat_main", "combat": "beginning_of_combat"}
    low = aliases.get(low, low)
    return low if low in STEPS else None


class Session:
    """One game at the terminal: the log, the stops, the commands."""

    def __init__(self, game: Game, bot: RandomAgent) -> None:
        self.game = game
        self.bot = bot
        self.stops: set[str] = set(DEFAULT_STOPS)
        self.log: list[str] = []

    def opponent_acts(self, actions: list[Any]) -> None:
        game = self.game
        d = game.pending_decision
        pick = self.bot.decide(d)
        action = next((a for a in actions if a.value == pick), None) if pick is not None \
            else None
        action = action or actions[0]
        text = str(action)
        if text != "pass":
            line = f"{game.player_name(d.player)}: {text}"
            if d.kind != "priority":
                line = f"{game.player_name(d.player)} ({d.prompt}): {text}"
            print(line, flush=True)
            self.log.append(f"turn {game.state.turn.number}: {line}")
        game.apply(action)

    def command(self, raw: str) -> bool:
        """Carry out a command; False when it isn't one."""
        word, _, rest = raw.partition(" ")
        game = self.game
        if word == "help":
            print(HELP)
        elif word == "board":
            print(board(game))
        elif word == "hand":
            hand = [f"{game.name_of(o)}#{o}" for o in game.state.zone_list("hand", 0)]
            print(f"Your hand: {', '.join(hand) or '(empty)'}")
        elif word == "stack":
            print(stack_text(game))
        elif word == "log":
            print("\n".join(self.log[-40:]) or "Nothing has happened yet.")
        elif word == "explain":
            self.explain(rest.strip())
        elif word == "stops":
            print("Stops: " + (", ".join(sorted(self.stops)) or "none") +
                  " (you are always asked when there is something to do)")
        elif word in ("stop", "unstop"):
            step = _step_name(rest)
            if step is None:
                print(f"unknown step {rest.strip()!r}; steps: {', '.join(STEPS)}")
            elif word == "stop":
                self.stops.add(step)
                print(f"You will be asked at each {step.replace('_', ' ')}.")
            else:
                self.stops.discard(step)
                print(f"No stop at {step.replace('_', ' ')}.")
        else:
            return False
        return True

    def explain(self, name: str) -> None:
        from arbiter.explain import explain_game, rich_table

        game = self.game
        if not name:
            print("explain NAME: name a permanent (or #id)")
            return
        want = name.lstrip("#").lower()
        found = [o for o in game.state.battlefield()
                 if str(o) == want or (game.name_of(o) or "").lower().startswith(want)]
        if not found:
            print(f"no permanent called {name!r} on the battlefield")
            return
        for table in explain_game(game, found[:3]):
            rich_table(table)

    def list_choices(self, actions: list[Any]) -> None:
        print(self.game.pending_decision.prompt)
        for i, a in enumerate(actions):
            print(f"  {i}: {a}")

    def ask(self, actions: list[Any]) -> Any:
        """Your decision: the board, the choices, a command or a number; None to quit."""
        game = self.game
        print("\n" + board(game))
        hand = [f"{game.name_of(o)}#{o}" for o in game.state.zone_list("hand", 0)]
        print(f"Your hand: {', '.join(hand) or '(empty)'}")
        self.list_choices(actions)
        while True:
            try:
                raw = input("> ").strip()
            except EOFError:
                return None
            if raw in ("q", "quit"):
                return None
            if raw.isdigit() and int(raw) < len(actions):
                action = actions[int(raw)]
                if str(action) != "pass":
                    self.log.append(f"turn {game.state.turn.number}: You: {action}")
                return action
            if raw == "choices":
                self.list_choices(actions)
            elif not self.command(raw):
                print("choose one of the numbers above, or a command (help, q to quit)")


def play(decks: list[list[str]], seed: int, catalog: Catalog,
         outside: dict[str, Any] | None = None) -> int:
    """A game against the random agent at the terminal; `outside`: `Game.new`'s arguments
    for the cards outside the main decks (`decks.outside`)."""
    outside = outside or {}
    from arbiter.decks.outside import cards_outside
    from arbiter.engine.deck_check import check_decks

    check_decks(catalog, cards_outside(outside))  # principle 5, as for the decks
    game = Game.new(decks, players=["You", "Random"], seed=seed, catalog=catalog,
                    check_unread=True,  # principle 5: refused before the game, not mid-game
                    **outside)
    session = Session(game, RandomAgent(seed))
    print("Type help at the prompt for the commands.")
    while not game.is_over:
        d = game.pending_decision
        if d is None:
            break
        actions = game.legal_actions()
        if d.player != 0:
            session.opponent_acts(actions)
            continue
        if d.kind == "priority" and _only_passing(actions) and \
                game.state.turn.step not in session.stops:
            game.apply(next(a for a in actions if str(a) == "pass"))
            continue
        action = session.ask(actions)
        if action is None:
            return 0
        game.apply(action)
    winner = game.winner
    print("Game over: " + (f"{game.player_name(winner)} wins" if winner is not None
                           else "a draw"))
    return 0
