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

import dataclasses
import re

from arbiter.compiler.unread import unsupported
from arbiter.engine.keywords.spree import mode_cost
from arbiter.rules.abilities import Ability, KeywordAbility
from arbiter.rules.keywords import strip_reminder

_MODE = re.compile(r"^\u2022 [^\u2014]+ \u2014 ((?:\{[^}]+\})+) \u2014 (.+)$")


def tiered_lines(lines: list[str]) -> tuple[list[str], list[str] | None]:
    """The lines of a face with a tiered block read as a modal spell ("Tiered", then "Choose
    one —" and each mode as a bullet), and the mode costs in printed order (None: no tiered
    block)."""
    if not any(strip_reminder(ln) == "Tiered" for ln in lines):
        return lines, None
    out: list[str] = []
    costs: list[str] = []
    for ln in lines:
        m = _MODE.match(ln.strip())
        if strip_reminder(ln) == "Tiered":
            out += ["Tiered", "Choose one \u2014"]
        elif m:
            costs.append(m.group(1))
            out.append("\u2022 " + m.group(2))
        else:
            out.append(ln)
    return out, costs


def link_tiered(abilities: list[Ability], costs: list[str] | None, name: str,
                legendary: bool = False) -> list[Ability]:
    """The tiered keyword given its modes' costs; left unread when one isn't mana, or no
    mode was found."""
    if costs is None:
        return abilities
    readable = bool(costs) and all(mode_cost(c) is not None for c in costs)
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, KeywordAbility) and a.keyword == "tiered":
            out.append(dataclasses.replace(a, extra=tuple(costs)) if readable else
                       unsupported(a.text, name, True, False, legendary))
        else:
            out.append(a)
    return out


__all__ = ["link_tiered", "tiered_lines"]
