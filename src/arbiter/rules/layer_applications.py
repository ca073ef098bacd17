"""613.7, principle 7: what the layer system did, application by application.

`Application` is one effect applied in one layer (613.7): the objects it applied to, in order,
and what each of its parts did to each. `Applied` is one of those per-object records, made
only when an explanation asks for them. An application made once per class of twins
(`rules.layer_twins`) is listed object by object only when asked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.state.effects import ContinuousEffect


@dataclass(frozen=True)
class Applied:
    """One application of an effect to one object, for explanations (principle 7)."""

    layer: str
    effect_key: tuple
    effect_name: str
    source: int | None
    timestamp: tuple[int, ...]
    obj: int
    did: str
    reason: str
    position: int


_set = object.__setattr__


def _applied(layer: str, effect_key: tuple, effect_name: str, source: int | None,
             timestamp: tuple[int, ...], obj: int, did: str, reason: str,
             position: int) -> Applied:
    """`Applied(...)`, made about twice as fast (a frozen dataclass sets each field through
    `object.__setattr__`; a layer computation records one per object an effect applies to)."""
    a = object.__new__(Applied)
    _set(a, "__dict__", {"layer": layer, "effect_key": effect_key, "effect_name": effect_name,
                         "source": source, "timestamp": timestamp, "obj": obj, "did": did,
                         "reason": reason, "position": position})
    return a


class Application:
    """One effect applied in one layer (613.7): the objects it applied to, in order, and what
    each of its parts did to each. The per-object records (`Applied`) are made only when an
    explanation asks for them (principle 7), so a computation pays once per effect, not once
    per (effect, object) pair, for what explanations need."""

    __slots__ = ("layer", "key", "name", "source", "timestamp", "reason", "position",
                 "_objs", "_dids", "whys", "_classes")

    def __init__(self, e: ContinuousEffect, layer: str, reason: str, position: int) -> None:
        self.layer, self.key, self.name = layer, e.key, e.name
        self.source, self.timestamp = e.source, e.timestamp
        self.reason, self.position = reason, position
        self._objs: list[int] = []
        self._dids: list[tuple[str, ...]] = []
        #: Objects whose reason adds a note (613.6, explanations only).
        self.whys: dict[int, str] = {}
        #: Made class by class (`rules.layer_twins`): the objects applied to and the
        #: classes by representative, to list it object by object when asked (`_expand`).
        self._classes: tuple[frozenset[int], dict[int, Characteristics],
                             dict[int, frozenset[int]]] | None = None

    @property
    def objs(self) -> list[int]:
        """The objects it applied to, in order."""
        if self._classes is not None:
            self._expand()
        return self._objs

    @property
    def dids(self) -> list[tuple[str, ...]]:
        """Per object (same order as `objs`): what each part did."""
        if self._classes is not None:
            self._expand()
        return self._dids

    def _expand(self) -> None:
        """An application made class by class, listed object by object, in order: each
        twin did what its class's representative did (principle 7: made only when an
        explanation or a later step asks, not once per application)."""
        targets, chars, classes = self._classes  # type: ignore[misc]
        self._classes = None
        # The objects computed (their set doesn't change during a computation).
        objs = sorted(targets & chars.keys())
        dids = self._dids
        if len(set(dids)) == 1:
            self._dids = [dids[0]] * len(objs)
        else:
            by_unit = dict(zip(self._objs, dids, strict=True))
            rep_of = {m: rep for rep, ms in classes.items() for m in ms}
            self._dids = [by_unit[rep_of.get(o, o)] for o in objs]
        self._objs = objs

    def records(self, i: int) -> list[Applied]:
        oid = self.objs[i]
        why = self.whys.get(oid, self.reason)
        return [_applied(self.layer, self.key, self.name, self.source, self.timestamp, oid,
                         did, why, self.position) for did in self.dids[i]]

    def by_class(self, targets: frozenset[int], chars: dict[int, Characteristics],
                 classes: dict[int, frozenset[int]]) -> None:
        """Made class by class (`rules.layer_twins`, one object per class applied to, in
        `objs`): listed object by object when asked (`objs`, `dids`)."""
        self._classes = (targets, chars, classes)

    def moved(self, position: int) -> Application:
        """The same application at another position (a copy)."""
        if self._classes is not None:
            self._expand()
        a = object.__new__(Application)
        for f in Application.__slots__:
            setattr(a, f, getattr(self, f))
        a.position = position
        return a


__all__ = ["Applied", "Application", "_applied"]
