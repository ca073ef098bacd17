"""115.1 / 601.2c: selectors about what a spell or ability on the stack targets.

- "a spell that targets ~" (heroic's "Whenever you cast a spell that targets this creature",
  207.2c): a spell on the stack one of whose targets is the ability's source; checked as the
  spell becomes cast (601.2i), when its targets are chosen (`TargetsSource`).
- "target spell that targets a permanent you control", "target spell that targets you",
  "target spell or ability that targets you or a creature you control" (Turn Aside, Dawn
  Charm, Siren Stormtamer): a spell or ability on the stack one of whose targets is now such
  an object or player (`TargetsMatching`). "You" is the controller of the spell or ability
  asking; an object is judged as it is now, so a target that has left the battlefield is no
  longer "a creature" (400.7). Checked as the counterspell's target is chosen (601.2c) and
  again as it resolves (608.2b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class TargetsSource(Selector):
    """The spell `oid` targets the source of the ability asking."""

    local = False  # reads the stack, not only the object

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        for item in view.state.stack_items:
            if item.kind == "spell" and item.source == oid:
                return ctx.source in [t for t in item.targets if isinstance(t, int)]
        return False


def _stack_item(view: LayerView, oid: int) -> Any:
    """The stack object `oid` names: a spell by its object, an ability by its stack id."""
    for item in view.state.stack_items:
        if (item.kind == "spell" and item.source == oid) or item.id == oid:
            return item
    return None


def _targets(item: Any) -> list[tuple[str, Any]]:
    """Each chosen target as ("player", index) or ("object", id), paired with its target
    requirement (a requirement for N targets covers N of them, 115.1)."""
    specs: list[Any] = []
    for spec in item.target_specs:
        specs.extend([spec] * max(1, spec.count))
    out: list[tuple[str, Any]] = []
    for i, t in enumerate(item.targets):
        spec = specs[i] if i < len(specs) else (specs[-1] if specs else None)
        if t is None or isinstance(t, bool):
            continue
        if isinstance(t, tuple) and len(t) == 2 and t[0] == "player":
            out.append(("player", t[1]))
        elif getattr(spec, "kind", None) == "player" and isinstance(t, int):
            out.append(("player", t))
        elif isinstance(t, int):
            out.append(("object", t))
    return out


@dataclass(frozen=True)
class TargetsMatching(Selector):
    """The spell or ability `oid` has a target that `objects` matches (None: no object
    counts), or a player target: `players` "you" (the asking ability's controller), "any"
    (any player) or "" (none)."""

    objects: Selector | None = None
    players: str = ""

    local = False  # reads the stack and the targeted objects
    #: Judges a stack object itself, so it applies to abilities as well as spells.
    stack_object = True

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        item = _stack_item(view, oid)
        if item is None:
            return False
        for what, t in _targets(item):
            if what == "player":
                if self.players == "any" or (self.players == "you" and t == ctx.controller):
                    return True
            elif self.objects is not None and t in view.chars \
                    and self.objects.matches(view, t, ctx):
                return True
        return False


__all__ = ["TargetsMatching", "TargetsSource"]
