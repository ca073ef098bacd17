"""115.3, 608.2c: two readings of a damage line the engine can't carry out exactly, left
unread (checked on every compiled line by `compiler.unbound`):

- "other" in a target requirement with no earlier target ("any other target", "another
  target creature") is other than the ability's source (`Not(IsSource())`). That is right
  when the source deals the damage ("When this Siege enters, it deals 3 damage to any other
  target"), wrong when another object does ("When this Aura enters, enchanted creature deals
  damage equal to its power to any other target": other than the enchanted creature).
- After a target creature deals damage to another target ("Target creature you control
  deals damage equal to its power to any other target. Then sacrifice it."), a later
  instruction naming either target may have bound a pronoun to the wrong one ("it" is the
  creature that dealt the damage, the last target named is the other).
"""

from __future__ import annotations

from typing import Any

from arbiter.compiler.grammar.other_targets import has_other
from arbiter.rules.instructions.objects import DealDamage
from arbiter.rules.instructions.references import Ref
from arbiter.rules.structure import nodes


def _abilities(x: Any) -> list[Any]:
    return [n for n in nodes(x) if hasattr(n, "targets") and hasattr(n, "instructions")]


def _target_index(ref: Any) -> int | None:
    return ref.index if isinstance(ref, Ref) and ref.kind == "target" else None


def _other_than_another_source(ability: Any) -> bool:
    for step in nodes(ability.instructions):
        if not isinstance(step, DealDamage) or step.source == Ref.this():
            continue
        i = _target_index(step.to)
        if i is not None and i < len(ability.targets):
            spec = ability.targets[i]
            if has_other(spec.selector) and not spec.other_than_earlier:
                return True  # "other" than the source, but another object deals the damage
    return False


def _named_after_target_damage(ability: Any) -> bool:
    steps = list(ability.instructions)
    for k, step in enumerate(steps):
        if not isinstance(step, DealDamage):
            continue
        both = {_target_index(step.source), _target_index(step.to)}
        if None in both:
            continue
        for later in steps[k + 1:]:
            if any(_target_index(n) in both for n in nodes(later)):
                return True
    return False


def misread_damage_targets(x: Any) -> bool:
    """Whether compiled abilities `x` hold either reading above."""
    return any(_other_than_another_source(a) or _named_after_target_damage(a)
               for a in _abilities(x))


__all__ = ["misread_damage_targets"]
