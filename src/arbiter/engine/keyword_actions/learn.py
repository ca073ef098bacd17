"""Learn (701.48).

701.48a: "Learn" means "You may discard a card. If you do, draw a card. If you didn't discard
a card, you may reveal a Lesson card you own from outside the game and put it into your
hand."

The player who learns is the controller of the resolving spell or ability; they make the
choices as it resolves (608.2d): first whether to discard, and which card (701.9a); only if
they didn't, whether to reveal a Lesson card. The cards they own outside the game are their
sideboard (400.11a, `engine.setup_outside`); a card there is judged by its printed
characteristics (400.11c: only characteristic-defining abilities apply outside the game; a
split card's halves combined, 709.4). A Lesson brought into the game stays in it (400.11b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction
from arbiter.rules.split_cards import combines

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 205.3k: the spell subtype learning looks for.
LESSON = "Lesson"


@dataclass(frozen=True)
class Learn(Instruction):
    """701.48a: "learn"."""


def lessons_outside(game: Game, player: int) -> list[str]:
    """The distinct Lesson cards the player owns outside the game, in sideboard order."""
    out: list[str] = []
    for name in game.state.players[player].sideboard:
        record = game.catalog.record(name)
        faces = record.faces if combines(record) else record.faces[:1]  # 709.4, 712.8a
        if any(LESSON in f.subtypes for f in faces) and name not in out:
            out.append(name)
    return out


def do_learn(r: Resolution, step: Learn) -> None:
    """701.48a: discard a card to draw a card, or else reveal a Lesson card from outside the
    game and put it into your hand (each optional)."""
    from arbiter.engine.keyword_actions.discard import discard

    g, you = r.game, r.item.controller
    hand = list(g.state.zone_list("hand", you))
    if hand:
        card = g.decide(Decision(
            "choose_object", "learn: you may discard a card; if you do, draw a card (701.48a)",
            you, [(f"{g.quick_name(o)}#{o}", o) for o in hand], optional=True,
            key="learn_discard"))
        if card is not None:
            discard(g, card, you, cause=you)
            g.draw(you, 1)  # "If you do, draw a card."
            return
    lessons = lessons_outside(g, you)
    if not lessons:
        return
    name = g.decide(Decision(
        "learn", "learn: you may reveal a Lesson card you own from outside the game "
        "and put it into your hand (701.48a)", you, [(n, n) for n in lessons], optional=True,
        key="learn_lesson"))
    if name is None:
        return
    g.state.players[you].sideboard.remove(name)
    g.state.add_object({"owner": you, "controller": you, "card": name}, "hand")  # 400.11b
    g.log(f"{g.player_name(you)} reveals {name} from outside the game and puts it into "
          "their hand (701.48a)")


__all__ = ["LESSON", "Learn", "do_learn", "lessons_outside"]
