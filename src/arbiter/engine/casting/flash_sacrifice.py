"""702.8a / 601.3c: "You may cast this spell as though it had flash. If you cast it any time a
sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at
the beginning of the next cleanup step." (`rules.flash_sacrifice`).

- The permission is the spell's own: it may be cast any time its controller has priority
  (601.3c; `engine.casting.spells.has_flash_timing`).
- Whether a sorcery could have been cast is judged as the player begins to cast it (307.1:
  their own main phase, with an empty stack), whatever let them cast it then (another flash
  permission too). A spell cast while another spell or ability resolves (608.2g) is cast at a
  time a sorcery couldn't have been: that object is still on the stack.
- If the spell resolves and becomes a permanent (608.3), a delayed triggered ability is
  created (603.7): at the beginning of the next cleanup step, that permanent's controller
  sacrifices it (701.21a); 514.3a: players then receive priority, and another cleanup step
  follows. 603.7c: if the permanent has left the battlefield by then (400.7), nothing is
  sacrificed. A spell countered or otherwise not resolving leaves no such ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.flash_sacrifice import FlashThenSacrifice
from arbiter.rules.instructions import Ref, Sacrifice

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject

#: The spell's choice recording that it was cast when a sorcery couldn't have been.
CAST_LATE = "cast_when_a_sorcery_couldnt"


def permission(game: Game, oid: int) -> FlashThenSacrifice | None:
    """The spell's "as though it had flash ... sacrifices it" ability, if it has one."""
    return next((a.ability for a in game.chars(oid).abilities
                 if isinstance(a.ability, FlashThenSacrifice)), None)


def cast_late(game: Game, oid: int, player: int, resolving: bool) -> bool:
    """As `player` begins to cast `oid`: does it have the ability, and couldn't a sorcery be
    cast now (307.1; 608.2g while something resolves)?"""
    if permission(game, oid) is None:
        return False
    from arbiter.engine.casting.spells import sorcery_timing_ok

    return resolving or not sorcery_timing_ok(game, player)


def note(spell: GameObject, late: bool) -> None:
    """Record on the spell (on the stack) that it was cast late."""
    if late:
        spell.choices[CAST_LATE] = True


def schedule(game: Game, spell: GameObject, permanent: int, controller: int) -> None:
    """603.7: the permanent the late-cast spell became is sacrificed by its controller at the
    beginning of the next cleanup step (the delayed ability controlled by the spell's
    controller, 603.7d)."""
    if not spell.choices.get(CAST_LATE):
        return
    game.state.delayed.append(("cleanup", permanent, (Sacrifice(Ref.target(0)),),
                               [permanent], controller, game.name_of(permanent)))


__all__ = ["CAST_LATE", "cast_late", "note", "permission", "schedule"]
