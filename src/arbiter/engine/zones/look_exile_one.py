"""701.20e / 406.3: looking at the top cards of a library and exiling one of them face down:

    Look at the top two cards of target opponent's library. Exile one of them face down and
    put the other on the bottom of that library.                         (Siphon Insight)
    ... look at the top four cards of target opponent's library, exile one of them face
    down, then put the rest on the bottom of that library in a random order.
                                                                (Gonti, Lord of Luxury)

The resolving spell's or ability's controller looks at the cards (701.20e: only they see
them; fewer if the library has fewer) and chooses the one to exile (decision key
`exile_face_down`; with one card, that one). It is exiled face down (406.3: no player may
examine it, except that the player who looked at it may go on looking at it while it stays in
exile); `Ref.it()` is then that card in exile, named by the permission that follows ("You may
play the exiled card ..."). The rest go to the bottom of that library, in a random order when
the text says so (401.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.observation import MAY_LOOK
from arbiter.rules.instructions import Instruction
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class LookExileOneFaceDown(Instruction):
    """Look at the top `n` cards of `who`'s library (a player Ref or "you"); exile one face
    down; the rest on the bottom (`random`: in a random order)."""

    who: Any = "you"
    n: Any = 2
    random: bool = False


def do_look_exile_one_face_down(r: Resolution, step: LookExileOneFaceDown) -> None:
    g, you = r.game, r.item.controller
    r.it = None
    r.did = False
    players = r.players(step.who)
    if not players:
        return  # 608.2b: the target player is no longer legal
    library = g.state.zone_list("library", players[0])
    seen = list(library[:r.number(step.n)])
    if not seen:
        return
    pick = seen[0] if len(seen) == 1 else g.decide(Decision(
        "choose_object", "choose the card to exile face down (406.3)", you,
        [(f"{g.quick_name(o)}#{o}", o) for o in seen], key="exile_face_down"))
    rest = [o for o in seen if o != pick]
    new = g.move(pick, "exile")
    if new is not None:
        new.face_down = "exiled"  # 406.3
        new.choices[MAY_LOOK] = [you]  # 406.3: the player who looked, not its owner
        r.it = new.id
        r.did = True
    if step.random:
        rng.shuffle(g.state, rest)  # "in a random order"
    library = g.state.zone_list("library", players[0])
    for oid in rest:
        library.remove(oid)
        library.append(oid)  # 401.4: to the bottom
    g.state.touch()
    g.log(f"{g.player_name(you)} exiles a card face down from "
          f"{g.player_name(players[0])}'s library and puts {len(rest)} on the bottom")


__all__ = ["LookExileOneFaceDown", "do_look_exile_one_face_down"]
