"""702.177 exhaust: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only
once." (702.177a; the line is read by `compiler.keywords.activated_keywords`).

"Only once" is for the object (400.7: a permanent that leaves the battlefield and returns is
a new object, whose exhaust abilities haven't been activated). The engine records on the
object which of its exhaust abilities have been activated, as the activation is made
(602.2: once its costs are paid; a refused activation changes nothing), and refuses another
(602.5b). Any other ability that says "Activate only once." is kept the same way (602.5b).
702.177b's effects ("as long as you haven't activated an exhaust ability this
turn") aren't read yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import ActivatedAbility

KEYWORD = "exhaust"
#: In the object's `choices`: the texts of its exhaust abilities that have been activated.
ACTIVATED = "exhaust_activated"


def used(game: Game, oid: int, ability: ActivatedAbility) -> bool:
    """702.177a: has this object's exhaust ability (or another "Activate only once."
    ability, 602.5b) already been activated?"""
    return (ability.keyword == KEYWORD or ability.once) and ability.text in game.obj(
        oid).choices.get(ACTIVATED, ())


def record(game: Game, oid: int, ability: ActivatedAbility) -> None:
    """702.177a / 602.5b: the exhaust ("Activate only once.") ability has been activated;
    it can't be again."""
    if ability.keyword != KEYWORD and not ability.once:
        return
    obj = game.obj(oid)
    obj.choices[ACTIVATED] = [*obj.choices.get(ACTIVATED, ()), ability.text]
    game.state.touch()


__all__ = ["ACTIVATED", "KEYWORD", "record", "used"]
