"""`arbiter play`: a human against the random agent in the terminal, showing the board with
its computed characteristics."""

from __future__ import annotations

from arbiter.compiler.catalog import Catalog
from arbiter.engine.agents import RandomAgent
from arbiter.engine.game import Game


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
    for item in game.state.stack_items:
        lines.append(f"   stack: {item.describe()}")
    return "\n".join(lines)


def play(decks: list[list[str]], seed: int, catalog: Catalog) -> int:
    game = Game.new(decks, players=["You", "Random"], seed=seed, catalog=catalog,
                    check_unread=True)  # principle 5: refused before the game, not mid-game
    bot = RandomAgent(seed)
    while not game.is_over:
        d = game.pending_decision
        if d is None:
            break
        actions = game.legal_actions()
        if d.player != 0:
            pick = bot.decide(d)
            game.apply(next(a for a in actions if a.value == pick) if pick is not None
                       else actions[0])
            continue
        print("\n" + board(game))
        hand = [game.name_of(o) for o in game.state.zone_list("hand", 0)]
        print(f"Your hand: {', '.join(hand) or '(empty)'}")
        print(d.prompt)
        for i, a in enumerate(actions):
            print(f"  {i}: {a}")
        try:
            raw = input("> ").strip()
        except EOFError:
            return 0
        if raw in ("q", "quit"):
            return 0
        if not raw.isdigit() or int(raw) >= len(actions):
            print("choose one of the numbers above (q to quit)")
            continue
        game.apply(actions[int(raw)])
    winner = game.winner
    print("Game over: " + (f"{game.player_name(winner)} wins" if winner is not None
                           else "a draw"))
    return 0
