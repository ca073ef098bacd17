"""601.2g-h: a spell's own rule for the mana spent on its X, "Spend only black mana on X."
(Drain Life, Consume Spirit): each mana paid for the X of its total cost must be of that
color (the rest of the cost is paid as usual). A static ability of the spell, read as its
total cost is determined and paid (`engine.casting.x_spending`)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class SpendOnlyColorOnX(Ability):
    """"Spend only <color> mana on X.": `symbol` is the color's mana symbol ("B")."""

    symbol: str = ""


__all__ = ["SpendOnlyColorOnX"]
