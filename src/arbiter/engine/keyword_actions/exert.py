"""Exert (701.43): "You may exert ~ as it attacks. When you do, <effect>." (701.43d).

The static ability is an optional cost to attack (508.1g): after the attackers are chosen
and tapped (508.1f), the active player chooses for each attacking creature with it whether to
exert it. Exerting a permanent (701.43a) means it doesn't untap during the exerting player's
next untap step; exerted more than once before then, every such effect ends in that same untap
step (701.43b). Only a permanent on the battlefield can be exerted (701.43c).

The "When you do" ability printed in the same paragraph is linked to the static ability
(607.2h): it triggers on the "exerted" event of its own object. Two such static abilities on
one creature would each need their own link; the engine stops loudly rather than guess.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from collections.abc import Iterable

    from arbiter.engine.game import Game

#: The rules effect of "You may exert ~ as it attacks" on its own object.
RULE = "may_exert_as_it_attacks"
#: On the exerted object: the players whose next untap step it doesn't untap in (701.43a).
_MARK = "exerted_by"


def choose_exerts(game: Game, attackers: Iterable[int], player: int) -> None:
    """508.1g: the attacking player chooses which optional exert costs to pay."""
    from arbiter.engine.rules_effects import rules_on
    from arbiter.errors import UnsupportedTextError

    for oid in attackers:
        offers = rules_on(game, oid, RULE)
        if not offers:
            continue
        if len(offers) > 1:
            raise UnsupportedTextError(
                f"{game.name_of(oid)} has more than one 'you may exert it as it attacks' "
                "ability: which 'when you do' ability each exertion triggers (607.2h)")
        yes = game.decide(Decision("may", f"exert {game.name_of(oid)} as it attacks? "
                                   "(701.43d, 508.1g)", player,
                                   [("yes", True), ("no", False)], key="exert"))
        if yes:
            exert(game, oid, player)


def exert(game: Game, oid: int, player: int) -> None:
    """701.43a: `player` exerts the permanent `oid`; the "exerted" event lets its linked
    "When you do" ability trigger (607.2h)."""
    obj = game.obj(oid)
    if obj.zone != "battlefield":
        return  # 701.43c
    marks = obj.choices.setdefault(_MARK, [])
    if player not in marks:
        marks.append(player)
    game.log(f"{game.player_name(player)} exerts {game.name_of(oid)}")
    game.state.touch()
    game.emit(Event("exerted", oid, player=player))


def stays_tapped(game: Game, oid: int, active: int) -> bool:
    """701.43a: exerted by the active player, it doesn't untap in this untap step."""
    return active in game.obj(oid).choices.get(_MARK, ())


def expire(game: Game, active: int) -> None:
    """701.43b: every exertion by the active player ends during this untap step."""
    for oid in game.state.battlefield():
        marks = game.obj(oid).choices.get(_MARK)
        if marks and active in marks:
            marks.remove(active)
