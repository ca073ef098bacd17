"""701.20a: revealing cards from the top of a library until a card of a kind is revealed:

    Reveal cards from the top of your library until you reveal a creature card. Put that
    card into your hand and the rest on the bottom of your library in a random order.
    ... Put that card onto the battlefield tapped and the rest into your graveyard.
    ... Put that card onto the battlefield, then shuffle the rest into your library.
    Each opponent reveals cards from the top of their library until they reveal a land
    card, then puts those cards into their graveyard.           (Consuming Aberration)

Each player `who` names (APNAP order, 101.4) reveals the top card of their library, then the
next, until a card matching `selector` is revealed or the library runs out (then every card
was revealed and none matched); with a `count` ("until you reveal X creature cards", Old
Stickfingers; X 0: nothing is revealed), until that many matching cards are revealed, all
of which go where the matching card would. The matching card goes `to` ("hand",
"battlefield" under the resolving ability's controller's control, 110.2, [tapped];
"graveyard"; `CAST_FREE`: cast now without paying its mana cost, if its controller
wishes, `engine.casting.reveal_cast_free`); the other revealed cards go to `rest`:
"graveyard", "bottom_random" (the bottom of the library in a random order, 401.4),
"bottom_any" (in an order that library's owner chooses, 401.4), or "shuffle" (into the
library, which is shuffled, 701.24a).

"until you reveal a number of Zombie creature cards equal to the number of Zombies
sacrificed this way" (Empty the Laboratory) is a `count` too; "Put those cards onto the
battlefield": all of them at once (603.6a).

"<player> reveals ... The player puts that card onto the battlefield" (Polymorph): `under`
"revealer", the card enters under the control of the player who puts it there (110.2), not
the ability's controller. "You may put that card onto the battlefield" (Hei Bai, 608.2d):
`may`; declined, the card goes `declined` ("hand": "If you don't, put it into your hand") or
stays with the rest ("rest"). "exile" and "hand" are `rest`s too (Sacred Guide: "exile all
other cards revealed this way"; Treasure Hunt: "put all cards revealed this way into your
hand"). Every card revealed is kept for "the number of cards revealed this way" later in the
ability (608.2c, `rules.revealed_this_way`: Madcap Experiment). "onto the battlefield tapped
and attacking" (Raph & Mikey): `attacking`, attacking what its controller chooses (508.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.reveal_cast_free import CAST_FREE, cast_found
from arbiter.engine.combat.attacking_tokens import attack_with, check_not_too_early
from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import shuffle
from arbiter.engine.replacement.entering import enter
from arbiter.engine.zones.top_of_library import chosen_bottom_order
from arbiter.rules.instructions import Instruction
from arbiter.rules.revealed_this_way import REVEALED
from arbiter.rules.view import LayerView, context_for
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class RevealUntil(Instruction):
    """Reveal from the top until a card matching `selector`; it goes `to`, the rest to
    `rest`."""

    selector: Selector | None = None
    to: str = "hand"
    tapped: bool = False
    rest: str = "bottom_random"
    who: Any = "you"
    #: How many matching cards to reveal: 1, a number or X (107.3a, 107.3e).
    count: Any = 1
    #: Under whose control a card put onto the battlefield enters: "you" (the ability's
    #: controller) or "revealer" (the player who revealed and puts it, 110.2).
    under: str = "you"
    #: 608.2d: "You may put that card ..."; declined, it goes `declined` or with the rest.
    may: bool = False
    declined: str = "rest"
    #: 508.4: put onto the battlefield tapped and attacking.
    attacking: bool = False


def revealed_until(g: Game, player: int, selector: Selector | None, source: int | None,
                   controller: int) -> tuple[list[int], int | None]:
    """The cards revealed from the top of `player`'s library, in order, and the first
    matching one (None: the library ran out first)."""
    seen, hits = revealed_until_several(g, player, selector, source, controller, 1)
    return seen, (hits[0] if hits else None)


def revealed_until_several(g: Game, player: int, selector: Selector | None,
                           source: int | None, controller: int,
                           count: int) -> tuple[list[int], list[int]]:
    """The cards revealed from the top of `player`'s library until `count` matching cards
    are (or the library runs out), in order, and the matching ones."""
    if count <= 0:
        return [], []
    view = LayerView(g.state, g.all_layers().chars)
    ctx = context_for(view, source, controller)
    seen: list[int] = []
    hits: list[int] = []
    for card in g.state.zone_list("library", player):
        seen.append(card)
        if selector is None or selector.matches(view, card, ctx):
            hits.append(card)
            if len(hits) == count:
                break
    return seen, hits


def do_reveal_until(r: Resolution, step: RevealUntil) -> None:
    g, you = r.game, r.item.controller
    r.count = 0
    if step.attacking:
        check_not_too_early(r)  # 506.1, 508.4
    count = r.number(step.count)
    revealed: list[int] = []
    for p in [q for q in g.apnap() if q in r.players(step.who)]:
        seen, hits = revealed_until_several(g, p, step.selector, r.item.source, you, count)
        g.log(f"{g.player_name(p)} reveals "
              f"{', '.join(g.quick_name(o) for o in seen) or 'nothing'} (701.20a)")
        r.count += len(seen)
        revealed += seen
        rest = [o for o in seen if o not in hits]
        if hits and step.may and not _accepts(g, you, hits):  # 608.2d: declined
            if step.declined == "rest":
                rest, hits = seen, []
            else:
                for hit in hits:
                    g.move(hit, step.declined)
                hits = []
        if step.to == CAST_FREE:  # 608.2g, 118.9: "You may cast that card ..."
            rest = cast_found(r, p, seen, hits)
        elif step.to == "battlefield":
            under = p if step.under == "revealer" else you  # 110.2
            moved = [new for new in (g.move(hit, "battlefield", controller=under)
                                     for hit in hits) if new is not None]
            for new in moved:
                enter(g, new, tapped=step.tapped)  # 603.6a: at the same time
            for new in moved if step.attacking else ():
                if new.zone == "battlefield":
                    attack_with(g, new.id, under, None)  # 508.4: what its controller chooses
        else:
            for hit in hits:
                g.move(hit, step.to)
        if step.rest in ("graveyard", "exile", "hand"):
            for card in rest:
                g.move(card, step.rest)
        elif step.rest in ("bottom_random", "bottom_any"):
            library = g.state.zone_list("library", p)
            if step.rest == "bottom_random":
                rng.shuffle(g.state, rest)  # 401.4: a random order
            else:  # 401.4: "in any order": the player whose library it is chooses
                rest = chosen_bottom_order(g, p, rest)
            for card in rest:
                library.remove(card)
                library.append(card)
            g.state.touch()
        elif step.rest == "shuffle":
            shuffle(g, p)  # 701.24a: the rest are still in the library
    r.chosen[REVEALED] = revealed  # 608.2c: "the number of cards revealed this way"


def _accepts(g: Game, you: int, hits: list[int]) -> bool:
    """608.2d: "You may put that card <where>": the controller decides."""
    names = ", ".join(g.quick_name(o) for o in hits)
    return bool(g.decide(Decision("may", f"you may put {names} (701.20a)", you,
                                  [("yes", True), ("no", False)], key="may")))


__all__ = ["RevealUntil", "do_reveal_until", "revealed_until", "revealed_until_several"]
