"""Clash (701.30).

701.30a: to clash, a player reveals the top card of their library; that player may then put
that card on the bottom of their library. 701.30b: "clash with an opponent" means "Choose an
opponent. You and that opponent each clash." 701.30c: the clashing players reveal at the
same time, then decide in APNAP order (101.4) where to put those cards, then the cards move
at the same time. 701.30d: a player wins a clash if they revealed a card with a higher mana
value than all other cards revealed in that clash.

The player who clashes with an opponent is the controller of the resolving spell or
ability, and chooses the opponent (608.2d). A player with an empty library reveals nothing
and so can't win (701.30d); an opponent who reveals nothing leaves "all other cards
revealed" empty, so a player who revealed any card wins. "If you win, <then>. Otherwise,
<otherwise>." is carried by the instruction itself (608.2c): the sentences after it are
followed according to the clash just made. Each player who clashed has clashed ("Whenever
you clash", event `clashes`), and the winner has won (`wins_clash`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 701.30a: the event of a player clashing (player: who clashed).
CLASHES = "clashes"
#: 701.30d: the event of a player winning a clash (player: who won).
WINS_CLASH = "wins_clash"


#: Where a resolution keeps the opponent its controller clashed with ("that player", 608.2c).
CLASH_OPPONENT = "clash_opponent"


@dataclass(frozen=True)
class ClashWithOpponent(Instruction):
    """701.30b: "Clash with an opponent. [If you win, <then>.] [Otherwise, <otherwise>.]\""""

    then: tuple[Instruction, ...] = ()
    otherwise: tuple[Instruction, ...] = ()


def clash(game: Game, players: list[int]) -> int | None:
    """701.30a-d: `players` clash with each other; the winner, if any."""
    # 701.30c: each reveals the top card of their library at the same time.
    revealed = {p: game.state.zone_list("library", p)[0] for p in players
                if game.state.zone_list("library", p)}
    for p, card in revealed.items():
        game.log(f"{game.player_name(p)} reveals {game.quick_name(card)} for the clash "
                 f"(mana value {game.chars(card).mana_value}) (701.30a)")
    values = {p: game.chars(card).mana_value for p, card in revealed.items()}
    # 701.30c: then each decides, in APNAP order, where to put their card ...
    bottom = []
    for p in [q for q in game.apnap() if q in revealed]:
        key = "clash" if p == players[0] else "opponent_clash"
        if game.decide(Decision(
                "may", f"clash: put {game.quick_name(revealed[p])} on the bottom of your "
                       "library? (701.30a)", p, [("yes", True), ("no", False)], key=key)):
            bottom.append(revealed[p])
    # ... then those cards move at the same time.
    for card in bottom:
        game.move(card, "library")  # to the bottom (401.4)
    winner = next((p for p, v in values.items()
                   if all(v > w for q, w in values.items() if q != p)), None)  # 701.30d
    for p in players:
        game.emit(Event(CLASHES, None, player=p))
    if winner is not None:
        game.emit(Event(WINS_CLASH, None, player=winner))
        game.log(f"{game.player_name(winner)} wins the clash (701.30d)")
    else:
        game.log("nobody wins the clash (701.30d)")
    game.state.touch()
    return winner


def do_clash_with_opponent(r: Resolution, step: ClashWithOpponent) -> None:
    """701.30b: choose an opponent; you and that opponent each clash; then what follows if
    you won, or didn't."""
    g, you = r.game, r.item.controller
    opponents = g.opponents(you)
    if not opponents:
        return
    opponent = opponents[0] if len(opponents) == 1 else g.decide(Decision(
        "choose_player", "clash with an opponent: choose an opponent (701.30b)", you,
        [(g.player_name(p), p) for p in opponents], key="clash_opponent"))
    r.chosen[CLASH_OPPONENT] = opponent  # 608.2c: "that player" after it
    won = clash(g, [you, opponent]) == you
    r.follow(step.then if won else step.otherwise)


__all__ = ["CLASHES", "CLASH_OPPONENT", "WINS_CLASH", "ClashWithOpponent", "clash",
           "do_clash_with_opponent"]
