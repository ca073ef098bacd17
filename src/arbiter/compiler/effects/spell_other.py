"""608.2c, 115.3: what "other" excludes in an instruction.

The object phrase "other creatures" / "each other creature" / "another target creature" is
read as "not the source of the ability" (`Not(IsSource())`), which is what it means in the
ability of a permanent ("Other creatures you control get +1/+1"). Two readings are wrong:

- In an instant or sorcery, "other" names the object the text named before, never the spell:
  "Put two +1/+1 counters on target creature you control. Other creatures you control get
  +1/+1 until end of turn." (Exhilarating Elocution), "It deals damage equal to its power to
  each other creature." (Nova Flame). Read as "not the spell", the target got the bonus or
  the damage too. Such a phrase now excludes the one target the text named before it
  (`AmongReferenced`, bound to that target as the spell resolves, 608.2b); a spell whose
  "other" follows a group, a new object or nothing it can name is left unread.
- "one other target creature" after another target of the same spell or ability (Relic
  Crush, Mabel's Mettle, Blue Dragon's "up to one other target creature") is a targeting
  criterion relative to the earlier target (115.3: the same object can't be chosen for both),
  not "not the source": the engine doesn't check a target against the spell's other targets,
  so such a line is left unread (principle 5, `compiler.grammar.other_targets`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.compiler.grammar.other_targets import has_other, is_other, outer, unread
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.referenced_selectors import AmongReferenced
from arbiter.rules.selectors import Not
from arbiter.rules.structure import nodes


def _named_refs(x: Any) -> list[I.Ref]:
    return [n for n in nodes(x, outer) if isinstance(n, I.Ref)]


def spell_other(ability: SpellAbility) -> SpellAbility:
    """608.2c: an instant's or sorcery's "other <objects>" excludes the one target its text
    named before (raises a ParseException where it names no one target)."""
    if not has_other((ability.instructions, ability.targets)):
        return ability
    return dataclasses.replace(ability, instructions=_instructions(ability.instructions,
                                                                   ability.targets))


def _instructions(body: tuple[Any, ...], targets: tuple[I.TargetSpec, ...]
                  ) -> tuple[Any, ...]:
    # A first target's "other" (701.41a: Support on a spell) excludes the spell, which
    # no target on the battlefield or in a graveyard can be: harmless, kept.
    out: list[Any] = []
    for i, step in enumerate(body):
        if not has_other(step):
            out.append(step)
            continue
        before = list(body[:i])
        if isinstance(step, I.DealDamage):
            before.append(step.source)  # "It deals damage ... to each other creature"
        if any(isinstance(s, I.CreateEffect) and not isinstance(s.affected, I.Ref)
               for s in before):
            raise unread("a spell's 'other' after a group")
        named = {r for r in _named_refs(tuple(before)) if r.kind not in ("this",)}
        if len(named) != 1 or next(iter(named)).kind != "target":
            raise unread("a spell's 'other' naming no one target")
        ref = next(iter(named))
        out.append(_replace_other(step, Not(AmongReferenced(what=ref))))
    return tuple(out)


def _replace_other(x: Any, new: Any) -> Any:
    if is_other(x):
        return new
    if isinstance(x, tuple):
        return tuple(_replace_other(y, new) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and outer(x):
        return dataclasses.replace(x, **{f.name: _replace_other(getattr(x, f.name), new)
                                         for f in dataclasses.fields(x) if f.init})
    return x


__all__ = ["spell_other"]
