"""614.1c: a permanent that enters with abilities ("If this creature was kicked, it enters
with two +1/+1 counters on it and with first strike."; the Invasion "volvers": 'and with
"Pay 3 life: Regenerate this creature."').

"Enters with" is a replacement effect that modifies how the permanent enters (614.1c). The
abilities it enters with are a continuous effect on that permanent alone (611.2c: the set is
locked as it enters), in layer 6 (613.1f), lasting as long as the permanent stays on the
battlefield (400.7: once it leaves, it's a new object). Its timestamp is the permanent's,
given as it entered the battlefield (613.7d). The condition ("was kicked") is judged as it
enters."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.parts import AddAbilities
from arbiter.state.effects import WHILE_ATTACHED, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import Ability, ReplacementAbility
    from arbiter.state.objects import GameObject

#: The kind of `ReplacementAbility`; `spec` is (the abilities, the condition or None).
KIND = "enters_with_abilities"


def spec(abilities: tuple[Ability, ...], condition: object | None) -> tuple[object, ...]:
    """The `spec` of a `ReplacementAbility` of this kind."""
    return (abilities, condition)


def apply(game: Game, obj: GameObject, ab: ReplacementAbility, holds: bool) -> None:
    """`obj` enters with the abilities of `ab` (`holds`: its condition is true as it enters)."""
    abilities, _condition = ab.spec
    if not holds:
        return
    state = game.state
    state.effects.append(ContinuousEffect(
        key=("enters_with_abilities", obj.id, state.new_timestamp()), source=obj.id,
        source_name=game.name_of(obj.id), timestamp=(obj.timestamp,),
        controller=obj.controller, parts=(AddAbilities(abilities=tuple(abilities)),),
        locked=frozenset({obj.id}), anchor=obj.id, duration=WHILE_ATTACHED,
        label=f"{game.name_of(obj.id)} (enters with {_names(abilities)}, 614.1c)"))
    state.touch()


def _names(abilities: tuple[Ability, ...]) -> str:
    return ", ".join(a.text for a in abilities)


__all__ = ["KIND", "apply", "spec"]
