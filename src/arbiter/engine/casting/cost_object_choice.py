"""601.2b / 601.2h: a cost that uses an object the player picks as the spell is cast: exactly
one (emerge's permanent to sacrifice, 702.119a; web-slinging's tapped creature to return,
702.188a) or up to one (harmonize's creature to tap, 702.180a; offering's permanent to
sacrifice, 702.48a). The objects that would do are offered, and the player is asked only when
there is a choice; a pick given beforehand (the API's or a scenario's) is checked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def _labels(game: Game, objects: list[int]) -> list[tuple[str, int]]:
    return [(f"{game.name_of(o)}#{o}", o) for o in objects]


def pick_up_to_one(game: Game, player: int, offered: list[int], none_ok: bool, prompt: str,
                   key: str) -> int | None:
    """The object `player` picks among `offered` (None: none). With none offered, none; with
    one offered and none not allowed, that one; otherwise `player` decides."""
    if not offered:
        return None
    if len(offered) == 1 and not none_ok:
        return offered[0]
    pick: int | None = game.decide(Decision("cost", prompt, player, _labels(game, offered),
                                            optional=none_ok, key=key))
    return pick


def pick_one(game: Game, player: int, options: list[int], given: Any, prompt: str, key: str,
             refused: str) -> int:
    """The one object `player` uses among `options`: `given` if it is one of them, else
    asked. `refused(name)` is the reason a pick that isn't one of them is illegal."""
    pick = given
    if pick is None:
        pick = game.decide(Decision("cost", prompt, player, _labels(game, options), key=key))
    if pick not in options:
        raise IllegalActionError(refused.format(name=game.name_of(pick)))
    return int(pick)


__all__ = ["pick_one", "pick_up_to_one"]
