"""615.1 / 615.5 / 615.12: a permanent's static prevention of damage to itself, whose rest
(counters removed or put on it) takes place right after the damage event, and also when the
damage can't be prevented (615.12: the prevention effect still applies, preventing nothing;
its additional effects happen). Each applies once to a damage event (615.12a). The forms are
`rules.self_prevention`'s; `engine.replacement.damage.modified` offers them with the other
effects (616.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.rules_effects import rules_on
from arbiter.rules.self_prevention import PREVENT_DAMAGE_TO_SELF, SelfPrevention

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.combat import Defender


def applicable(game: Game, target: Defender, combat: bool, used: set[Any]
               ) -> list[tuple[str, Any]]:
    """The options (label, ("self", effect key, permanent, detail)) that apply."""
    kind, ident = target
    if kind != "permanent" or ident not in game.layers().chars:
        return []
    out: list[tuple[str, Any]] = []
    for e, d in rules_on(game, ident, PREVENT_DAMAGE_TO_SELF):
        if e.key in used or not isinstance(d, SelfPrevention) or (d.noncombat and combat):
            continue
        if (d.needs_counter or d.per_counter) and \
                game.obj(ident).counters.get("+1/+1", 0) <= 0:
            continue
        out.append((f"prevent it ({game.name_of(ident)})", ("self", e.key, ident, d)))
    return out


def apply(game: Game, ident: int, d: SelfPrevention, amount: int, preventable: bool,
          after: list[Any] | None) -> int:
    """Apply one; returns the damage it prevented. The counters are noted in `after`."""
    if d.per_counter:  # Rock Hydra: one counter for each 1 damage, while there are any
        n = min(amount, game.obj(ident).counters.get("+1/+1", 0))
        if after is not None and n:
            after.append(("counters", ident, "+1/+1", -n))
        return n if preventable else 0
    # 614.1a: "put that many counters on it instead" replaces the damage, preventable or not
    prevented = amount if preventable or d.instead else 0
    if d.then is not None and after is not None:
        op, kind, how = d.then
        n = {"that_many": amount, "one": 1, "prevented": prevented}[how]
        if n:
            after.append(("counters", ident, kind, -n if op == "remove" else n))
    return prevented


__all__ = ["applicable", "apply"]
