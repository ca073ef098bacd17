"""Gift (702.174).

702.174a: "Gift a [something]" is two abilities. The first: "As an additional cost to cast
this spell, you may choose an opponent" (an optional additional cost, paid by the rules of
601.2b and 601.2f-h: `engine.casting.optional_costs`, which records it as "gift" and asks
`choose_opponent` for the opponent). 702.174k: declaring the intention to pay it is
promising the gift. The second (702.174b): on a permanent, "When this permanent enters, if its
gift cost was paid, [effect]"; on an instant or sorcery spell, "If this spell's gift cost was
paid, [effect]", which happens before the spell's other abilities (702.174j; the compiler
puts it first, `compiler.keywords.gift`). The effects (702.174d-i): the chosen player creates
a Food, draws a card, creates a tapped 1/1 blue Fish, takes an extra turn after this one,
creates a Treasure, creates an 8/8 blue Octopus.

702.174c: giving a gift is the spell resolving with its gift cost paid, or the permanent's
gift triggered ability resolving (the event `GIVES_GIFT`, its player the giver).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.engine.zones.tokens import create_token
from arbiter.rules.instructions import Instruction
from arbiter.state.objects import TokenDef
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

KEYWORD = "gift"
#: The key of the chosen opponent in the spell's (and the permanent's) `choices`.
GIFT_TO = "gift_to"
#: 702.174c: the event of a player giving a gift (obj: the spell or permanent).
GIVES_GIFT = "gives_gift"

#: 702.174d-i: what each "Gift a [something]" gives.
GIFTS: dict[str, str] = {
    "a food": "food",  # 702.174d
    "a card": "card",  # 702.174e
    "a tapped fish": "fish",  # 702.174f
    "an extra turn": "extra turn",  # 702.174g
    "a treasure": "treasure",  # 702.174h
    "an octopus": "octopus",  # 702.174i
}

_FISH = TokenDef("Fish Token", types=("Creature",), subtypes=("Fish",), colors=(Color.BLUE,),
                 power=1, toughness=1)
_OCTOPUS = TokenDef("Octopus Token", types=("Creature",), subtypes=("Octopus",),
                    colors=(Color.BLUE,), power=8, toughness=8)


def gift_kind(param: str | None) -> str | None:
    """The gift a "Gift [param]" keyword gives; None for one the CR doesn't define."""
    return GIFTS.get(" ".join((param or "").lower().split()))


@dataclass(frozen=True)
class GiveGift(Instruction):
    """702.174b: the gift's effect for the chosen player (`kind`: a value of `GIFTS`)."""

    kind: str = "card"


def choose_opponent(game: Game, player: int, oid: int, choices: dict[str, Any]) -> None:
    """702.174a: the gift cost is paid by choosing an opponent (601.2b, 601.2h), recorded on
    the spell as it is cast (a permanent spell keeps it)."""
    chosen = choices.get(GIFT_TO)
    opponents = game.opponents(player)
    if chosen is None:
        chosen = opponents[0] if len(opponents) == 1 else game.decide(Decision(
            "choose_player", "gift: choose an opponent (702.174a)", player,
            [(game.player_name(p), p) for p in opponents], key=GIFT_TO))
    if chosen not in opponents:
        from arbiter.errors import IllegalActionError

        raise IllegalActionError("a gift is given to an opponent (702.174a)")
    choices[GIFT_TO] = chosen
    game.obj(oid).choices[GIFT_TO] = chosen


def do_give_gift(r: Resolution, step: GiveGift) -> None:
    """702.174b, d-i: the chosen player gets the gift; 702.174c: its controller gives it."""
    g = r.game
    # The spell's choices as it was cast (the item), or the permanent's, which it entered
    # with (the gift trigger of a permanent).
    who = r.item.choices.get(GIFT_TO)
    src = g.state.objects.get(r.item.source)
    if who is None and src is not None:
        who = src.choices.get(GIFT_TO)
    if who is None or g.state.players[who].lost:
        return
    if step.kind == "card":
        g.draw(who)  # 702.174e
    elif step.kind == "extra turn":
        g.state.turn.extra_turns.append(who)  # 702.174g, 500.7
        g.log(f"{g.player_name(who)} will take an extra turn after this one (702.174g)")
    else:
        kind: TokenDef | str = {"fish": _FISH, "octopus": _OCTOPUS}.get(step.kind, step.kind)
        create_token(g, kind, who, tapped=step.kind == "fish")  # 702.174d, f, h, i
    g.log(f"{g.player_name(r.item.controller)} gives a gift ({step.kind}) to "
          f"{g.player_name(who)} (702.174b)")
    g.emit(Event(GIVES_GIFT, r.item.source, player=r.item.controller))
    g.state.touch()


__all__ = ["GIFTS", "GIFT_TO", "GIVES_GIFT", "KEYWORD", "GiveGift", "choose_opponent",
           "do_give_gift", "gift_kind"]
