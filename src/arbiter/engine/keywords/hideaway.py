"""702.75 hideaway, built from its definition as a real triggered ability (603), and playing
"the exiled card" its linked abilities refer to (607.2a).

702.75a: "Hideaway N" means "When this permanent enters, look at the top N cards of your
library. Exile one of them face down and put the rest on the bottom of your library in a
random order. The exiled card gains 'The player who controls the permanent that exiled this
card may look at this card in the exile zone.'" (406.3: a card exiled face down; the
observation lets its owner look, `engine.observation`). The card exiled is kept on the
permanent (`GameObject.linked`, 607.2a), so its other abilities' "the exiled card" is that
card only, while it stays in exile (400.7). 702.75b: older "Hideaway" cards have errata to
"Hideaway 4" and "enters tapped"; only N printed as a number is read.

"You may play the exiled card without paying its mana cost [if <condition>]" (`PlayExiled`):
the condition is checked as the ability resolves (608.2c); then the player may play it: a
land only during their turn with a land play left (305.2a-b, 305.3; it counts as their land
for the turn), a spell cast during the resolution without paying its mana cost (608.2g,
118.9; 406.3a: the card is turned face up just before). A card that can't be played stays
exiled face down.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView, context_for
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.conditions import Condition

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten")


@dataclass(frozen=True)
class Hideaway(Instruction):
    """702.75a: look at the top N cards, exile one face down (linked), the rest on the
    bottom in a random order."""

    n: int = 4


@dataclass(frozen=True)
class PlayExiled(Instruction):
    """"You may play the exiled card without paying its mana cost [if <condition>]"."""

    condition: Condition | None = None


def hideaway(param: str | None) -> TriggeredAbility | None:
    """702.75a: the triggered ability of "Hideaway N" (None: N isn't a printed number)."""
    text = (param or "").strip()
    if not text.isdigit():
        return None
    n = int(text)
    word = _WORDS[n] if n < len(_WORDS) else str(n)
    return TriggeredAbility(
        text=f"When this permanent enters, look at the top {word} cards of your library. "
             "Exile one of them face down and put the rest on the bottom of your library in "
             "a random order.",
        trigger=Trigger("enters", "self"), instructions=(Hideaway(n),))


def do_hideaway(r: Resolution, step: Hideaway) -> None:
    g, you, source = r.game, r.item.controller, r.item.source
    seen = list(g.state.zone_list("library", you)[:step.n])
    g.log(f"{g.player_name(you)} looks at the top {len(seen)} card(s) of their library")
    if not seen:
        return
    pick = seen[0] if len(seen) == 1 else g.decide(Decision(
        "hideaway", "exile one of them face down (702.75a)", you,
        [(f"{g.quick_name(o)}#{o}", o) for o in seen], key="hideaway"))
    if pick not in seen:
        from arbiter.errors import IllegalActionError

        raise IllegalActionError("choose one of the cards looked at (702.75a)")
    new = g.move(pick, "exile")
    if new is not None and new.zone == "exile":
        new.face_down = "exiled"  # 406.3
        g.obj(source).linked.append(new.id)  # 607.2a
    rest = [o for o in seen if o != pick]
    rng.shuffle(g.state, rest)  # "in a random order"
    library = g.state.zone_list("library", you)
    for oid in rest:
        library.remove(oid)
        library.append(oid)
    g.state.touch()


def _exiled(g: Game, source: int) -> list[int]:
    return [o for o in g.obj(source).linked
            if o in g.state.objects and g.obj(o).zone == "exile"]


def do_play_exiled(r: Resolution, step: PlayExiled) -> None:
    g, you, source = r.game, r.item.controller, r.item.source
    if step.condition is not None:
        view = LayerView(g.state, g.layers().chars)
        if not step.condition.holds(view, context_for(view, source, you)):
            return  # 608.2c: checked as it resolves
    for oid in _exiled(g, source):
        name = g.quick_name(oid)
        if not g.decide(Decision("may", f"play {name} without paying its mana cost?", you,
                                 [("yes", True), ("no", False)], optional=True,
                                 key="play_exiled")):
            continue
        was = g.obj(oid).face_down
        g.obj(oid).face_down = None  # 406.3a: turned face up just before it is played
        g.state.touch()
        if not _play(g, you, oid):
            g.obj(oid).face_down = was  # 601.5: it stays as it was
            g.state.touch()


def _play(g: Game, player: int, oid: int) -> bool:
    """Play the card: a land (305.2a-b, 305.3), or a spell cast while resolving (608.2g)."""
    if "Land" in g.chars(oid).types:
        from arbiter.engine.replacement.entering import enter
        from arbiter.engine.turn.land_plays import may_play_another

        if g.state.turn.active != player or not may_play_another(g, player):
            g.log(f"{g.quick_name(oid)} can't be played: no land play left (305.2b, 305.3)")
            return False
        new = g.move(oid, "battlefield", controller=player)
        g.state.turn.lands_played += 1
        g.emit(Event("land_played", oid if new is None else new.id, player=player))
        if new is not None:
            enter(g, new)
        return True
    from arbiter.engine.casting.during_resolution import cast_while_resolving

    return cast_while_resolving(g, oid, player, "play_exiled") is not None


__all__ = ["Hideaway", "PlayExiled", "do_hideaway", "do_play_exiled", "hideaway"]
