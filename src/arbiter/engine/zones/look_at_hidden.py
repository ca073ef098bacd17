"""701.20e: looking at cards in hidden zones (400.2: libraries and hands) of other players:

    Look at the top card of target player's library. You may put that card on the bottom
    of that player's library.                                (Jace, the Mind Sculptor +2)
    Look at the top card of target player's library. You may put that card into their
    graveyard.                                                              (Eye Spy)
    Look at the top card of target player's library.                 (Mishra's Bauble)
    Look at target player's hand.                                   (Glasses of Urza)

Looking shows the cards to the resolving spell's or ability's controller alone (701.20e); it
doesn't move them (701.20b). What the player then may do with the top card ("put that card
on the bottom of that player's library", 401.4; "into their graveyard") is their choice as it
resolves (608.2d, decision key `look_top`). Looking changes nothing else in the game; the
observation a player is given (`engine.observation`) doesn't record what they saw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class LookAtTopOf(Instruction):
    """"Look at the top card of <who>'s library" and, `to` given ("bottom": the bottom of
    that library; "graveyard": its owner's graveyard), "you may put that card there"."""

    who: Any = "each_player"
    to: str | None = None


@dataclass(frozen=True)
class LookAtHand(Instruction):
    """"Look at <who>'s hand" (701.20e: only the controller sees the cards)."""

    who: Any = "each_opponent"


def do_look_at_top_of(r: Resolution, step: LookAtTopOf) -> None:
    g, you = r.game, r.item.controller
    r.did = False
    for p in r.players(step.who):
        library = g.state.zone_list("library", p)
        if not library:
            continue
        top = library[0]
        g.log(f"{g.player_name(you)} looks at the top card of {g.player_name(p)}'s library "
              "(701.20e)")
        if step.to is None:
            continue
        where = "on the bottom of its library" if step.to == "bottom" else "into its graveyard"
        if not g.decide(Decision("may", f"put {g.quick_name(top)} {where}?", you,
                                 [("yes", True), ("no", False)], key="look_top")):
            continue
        if step.to == "bottom":
            library.remove(top)
            library.append(top)  # 401.4
            g.state.touch()
        else:
            g.move(top, "graveyard")
        r.did = True


def do_look_at_hand(r: Resolution, step: LookAtHand) -> None:
    g = r.game
    for p in r.players(step.who):
        g.log(f"{g.player_name(r.item.controller)} looks at {g.player_name(p)}'s hand "
              "(701.20e)")


__all__ = ["LookAtHand", "LookAtTopOf", "do_look_at_hand", "do_look_at_top_of"]
