"""106.6: what mana does to the spell it's spent on (`rules.mana_riders`), and the chosen type
its restriction names, filled in as the mana is added.

As the spell's total cost is paid (601.2h, `engine.mana.plan`), each rider of each unit of mana
spent that applies to the spell is counted in the choices made casting it (`SPENT_RIDERS`),
which the spell keeps on the stack and the permanent it becomes keeps too; a copy of the
spell wasn't cast and had no mana spent on it (707.10), so it has none. Then:

- "that spell can't be countered": `rules.uncounterable.cant_be_countered` (701.6a);
- "it gains haste [until end of turn]": as the spell is cast, an effect on it that goes on
  applying to the permanent it becomes (400.7a, `engine.triggers.cast_triggers`);
- "that creature enters with an additional +1/+1 counter on it": as it enters (614.1c).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from arbiter.engine.mana.spend_only import has_quality
from arbiter.rules import mana_riders as R

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.mana.pool import Spending
    from arbiter.state.objects import GameObject

SPENT_RIDERS = R.SPENT_RIDERS


def resolved(game: Game, source: int, restriction: str | None) -> str | None:
    """The restriction with the source's chosen creature type in CHOSEN's place (106.6)."""
    if restriction is None or R.CHOSEN not in restriction:
        return restriction
    chosen = game.obj(source).choices.get("creature_type")
    return restriction.replace(R.CHOSEN, str(chosen) if chosen else R.NO_TYPE)


def spent(restrictions: list[str | None], spending: Spending) -> dict[str, int]:
    """106.6: for mana with these restrictions spent casting `spending`'s spell, how many
    units of each rider kind apply to that spell."""
    if spending.kind != "spell":
        return {}
    out: Counter[str] = Counter()
    for r in restrictions:
        for kind, alts in R.riders(r):
            if alts is None or any(all(has_quality(q, spending) for q in alt)
                                   for alt in alts):
                out[kind] += 1
    return dict(out)


def on_cast(game: Game, spell: GameObject) -> None:
    """106.6 / 400.7a: "it gains haste [until end of turn]": an effect on the spell, from
    the time it was paid for, that goes on applying to the permanent it becomes."""
    from arbiter.rules.keywords import keyword_ability
    from arbiter.rules.parts import AddAbilities
    from arbiter.state.effects import END_OF_TURN, INDEFINITE, ContinuousEffect

    for kind, duration in ((R.HASTE_UNTIL_END_OF_TURN, END_OF_TURN), (R.HASTE, INDEFINITE)):
        if not R.spent_rider(spell.choices, kind):
            continue
        ts = game.state.new_timestamp()
        game.state.effects.append(ContinuousEffect(
            key=("resolved", ts), source=spell.id,
            source_name=f"the mana spent on {game.name_of(spell.id)} (106.6)",
            timestamp=(ts,), controller=spell.controller,
            parts=(AddAbilities((keyword_ability("Haste"),)),),
            locked=frozenset({spell.id}), duration=duration,
            created_turn=game.state.turn.number))
        game.state.touch()


def as_enters(game: Game, obj: GameObject) -> None:
    """614.1c: "that creature enters with an additional +1/+1 counter on it", one for each
    unit of such mana spent casting it."""
    n = R.spent_rider(obj.choices, R.EXTRA_COUNTER)
    if n and obj.cast_with is not None and not obj.spell_copy:
        game.put_counters(obj.id, "+1/+1", n)


__all__ = ["SPENT_RIDERS", "as_enters", "on_cast", "resolved", "spent"]
