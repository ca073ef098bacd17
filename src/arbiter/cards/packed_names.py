"""The card database's names (each card's full name and face names, in file order) kept in
the cache on disk as one text, and split into lists only when something asks for them: a
lookup by name needs only the database's index of normalized names, so a command that looks
at a few cards never builds 35,000 small lists."""

from __future__ import annotations

from collections.abc import Sequence
from typing import overload

_CARD = "\n"
_FACE = "\t"


class PackedNames(Sequence[Sequence[str]]):
    """`[[full name, face name, ...], ...]`, pickled as one text."""

    def __init__(self, names: Sequence[Sequence[str]]) -> None:
        self._lists: list[list[str]] | None = [list(n) for n in names]
        self._text = ""

    def _unpacked(self) -> list[list[str]]:
        if self._lists is None:
            self._lists = [card.split(_FACE) for card in self._text.split(_CARD)] \
                if self._text else []
        return self._lists

    @overload
    def __getitem__(self, i: int) -> Sequence[str]: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Sequence[str]]: ...

    def __getitem__(self, i: int | slice) -> Sequence[str] | Sequence[Sequence[str]]:
        return self._unpacked()[i]

    def __len__(self) -> int:
        return len(self._unpacked())

    def __getstate__(self) -> tuple[str]:
        return (_CARD.join(_FACE.join(card) for card in self._unpacked()),)

    def __setstate__(self, state: tuple[str]) -> None:
        self._text, self._lists = state[0], None


def packable(names: Sequence[Sequence[str]]) -> bool:
    """Whether no name holds a character the packed text separates names with."""
    return not any(_CARD in n or _FACE in n for card in names for n in card)
