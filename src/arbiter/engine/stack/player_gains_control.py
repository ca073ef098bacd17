"""613.1b, 108.4: "Target opponent gains control of this artifact." (Jinxed Idol), "Target
player gains control of target permanent you control." (Donate), "that player gains control of
this creature" (Drooling Ogre), "its controller gains control of this enchantment" (Act of
Authority), "an opponent gains control of it" (Akroan Horse), "the player with the most life
gains control of this creature" (Ghazbán Ogre, `rules.most_player`): an effect of the resolving
ability giving control of the objects named to the player named, from now on (611.2c: the set
is locked as it resolves). The player is known as the ability resolves (the target chosen,
608.2b: an illegal target player gets nothing, `Resolution.players`; "an opponent": the
ability's controller chooses one of their opponents then, 102.2); the effect's own controller
is still the ability's controller."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.most_player import MostPlayer, player_with_most
from arbiter.rules.parts import SetController

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class PlayerGainsControl(Instruction):
    """The one player `who` names gains control of the objects `what` names."""

    who: Any = None
    what: Ref = field(default_factory=Ref.this)


#: "an opponent gains control of ...": an opponent the controller chooses as it resolves.
AN_OPPONENT = "an_opponent"


def _an_opponent(r: Resolution) -> list[int]:
    """102.2: one opponent of the ability's controller, chosen by that player now."""
    g = r.game
    opponents = g.opponents(r.item.controller)
    if len(opponents) <= 1:
        return opponents
    return [g.decide(Decision("choose_player", "choose an opponent to gain control",
                              r.item.controller, [(g.player_name(p), p) for p in opponents]))]


def do_player_gains_control(r: Resolution, step: PlayerGainsControl) -> None:
    from arbiter.engine.stack.continuous_effects import add_resolved_effect

    g = r.game
    if isinstance(step.who, MostPlayer):  # "the player with the most life", as it resolves
        most = player_with_most(g.state, g.layers().chars, step.who.kind)
        players = [] if most is None else [most]
    else:
        players = _an_opponent(r) if step.who == AN_OPPONENT else r.players(step.who)
    objects = [o for o in r.ref(step.what) if isinstance(o, int)
               and g.obj(o).zone == "battlefield"]
    if len(players) != 1 or not objects:
        return
    (player,) = players
    add_resolved_effect(r, (SetController(player=player),), locked=frozenset(objects),
                        duration="indefinite")
    g.log(f"{g.player_name(player)} gains control of "
          f"{', '.join(g.name_of(o) for o in objects)} (613.1b)")
    g.state.touch()


__all__ = ["AN_OPPONENT", "PlayerGainsControl", "do_player_gains_control"]
