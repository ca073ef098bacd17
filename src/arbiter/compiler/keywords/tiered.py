"""702.183a: "Tiered" means "Choose one. As an additional cost to cast this spell, pay the
cost associated with that mode." Its modes are printed as bullets with a name and a cost
(700.2), "• Fira — {2} — Fire Magic deals 2 damage to each creature." (the mode's name has
no rules meaning, like an ability word, 207.2c).

As for spree (702.172a, `compiler.keywords.spree`), a tiered card is read as a modal spell,
"choose one" (700.2), whose modes are the effects after each cost; the cost of each mode, in
printed order, is kept on the tiered keyword (`KeywordAbility.extra`), where the engine finds
what the chosen mode adds to the total cost (601.2f, `engine.keywords.spree`). A mode cost
that isn't mana without {X} leaves the keyword unread (principle 5)."""

from __future__ import annotations

import re

from arbiter.compiler.keywords.spree import link_mode_costs, mode_cost_lines
from arbiter.rules.abilities import Ability

_MODE = re.compile(r"^\u2022 [^\u2014]+ \u2014 ((?:\{[^}]+\})+) \u2014 (.+)$")


def tiered_lines(lines: list[str]) -> tuple[list[str], list[str] | None]:
    """The lines of a face with a tiered block read as a modal spell ("Tiered", then "Choose
    one —" and each mode as a bullet), and the mode costs in printed order (None: no tiered
    block)."""
    return mode_cost_lines(lines, "Tiered", "Choose one", _MODE)


def link_tiered(abilities: list[Ability], costs: list[str] | None, name: str,
                legendary: bool = False) -> list[Ability]:
    """The tiered keyword given its modes' costs; left unread when one isn't mana, or no
    mode was found."""
    return link_mode_costs(abilities, costs, name, legendary, "tiered")
