"""A permanent's static prevention of damage to itself, with counters as the rest of the
effect (615.1, 615.5; read by `engine.replacement.self_prevention`):

    If damage would be dealt to ~ [while it has a +1/+1 counter on it], prevent that damage
        and remove that many +1/+1 counters from it.                      (Protean Hydra)
    If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.
                                                                          (Phantom Centaur)
    If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each
        1 damage prevented this way.                                      (Phyrexian Hydra)
    For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, remove a
        +1/+1 counter from it and prevent that 1 damage.                  (Rock Hydra)
    If damage would be dealt to ~, put that many +1/+1 counters on it instead.
                                                   (Phytohydra: 614.1a, a replacement)
"""

from __future__ import annotations

from dataclasses import dataclass

#: The rules part's name (613.11, on the permanent itself); its detail is a `SelfPrevention`.
PREVENT_DAMAGE_TO_SELF = "prevent_damage_to_self"


@dataclass(frozen=True)
class SelfPrevention:
    """`needs_counter`: only while it has a +1/+1 counter; `per_counter`: each 1 damage is
    prevented by removing a +1/+1 counter, as long as there is one (Rock Hydra); `then`:
    (op "remove" | "put", counter kind, how many: "that_many" (the damage that would be
    dealt), "one", "prevented" (the damage prevented)); `noncombat`: noncombat damage only;
    `instead`: a replacement effect (614.1a) rather than a prevention one: the damage is
    replaced by the counters even when it can't be prevented (615.12 doesn't apply)."""

    needs_counter: bool = False
    per_counter: bool = False
    then: tuple[str, str, str] | None = None
    noncombat: bool = False
    instead: bool = False


__all__ = ["PREVENT_DAMAGE_TO_SELF", "SelfPrevention"]
