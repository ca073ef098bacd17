"""400.7: "another target <card>" in a triggered ability of an object that left the battlefield
("When this creature dies, return another target artifact card from your graveyard to your
hand", Myr Retriever): "another" excludes the card the object became as well as the object
itself (`rules.source_card_selectors.IsSourceOrItsCard`), so the ability can't target the
card that died."""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.rules import selectors as s
from arbiter.rules.source_card_selectors import IsSourceOrItsCard


def _swap(x: Any) -> Any:
    if isinstance(x, s.IsSource):
        return IsSourceOrItsCard()
    if isinstance(x, tuple):
        return tuple(_swap(y) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        changes = {f.name: _swap(getattr(x, f.name)) for f in dataclasses.fields(x)}
        if any(changes[k] is not getattr(x, k) for k in changes):
            return dataclasses.replace(x, **changes)
    return x


def another_than_moved_source(targets: list[Any]) -> list[Any]:
    """The target specs with "another" (not the source) meaning not the source nor the new
    object it became (400.7)."""
    return [_swap(t) for t in targets]


__all__ = ["another_than_moved_source"]
