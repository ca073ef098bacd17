"""702.172a: "Spree" means "Choose one or more modes. As an additional cost to cast this
spell, pay the costs associated with those modes." Its modes are printed after a plus sign
with their cost, "+ {2} — Destroy target artifact." (700.2h; the plus signs have no other
meaning, 702.172b).

A spree card is read as a modal spell, "choose one or more" (700.2), whose modes are the
effects after each cost; the cost of each mode, in printed order, is kept on the spree
keyword (`KeywordAbility.extra`), where the engine finds what the chosen modes add to the
total cost (`engine.keywords.spree`). A mode cost that isn't mana without {X} leaves the
keyword unread (principle 5)."""

from __future__ import annotations

import dataclasses
import re

from arbiter.compiler.unread import unsupported
from arbiter.engine.keywords.spree import mode_cost
from arbiter.rules.abilities import Ability, KeywordAbility
from arbiter.rules.keywords import strip_reminder

_MODE = re.compile(r"^\+ ((?:\{[^}]+\})+) \u2014 (.+)$")


def mode_cost_lines(lines: list[str], keyword: str, choose: str, mode: re.Pattern[str]
                    ) -> tuple[list[str], list[str] | None]:
    """The lines of a face with a `keyword` block whose modes carry costs (spree, 702.172a;
    tiered, 702.183a) read as a modal spell (`keyword`, then "<choose> —" and each mode as a
    bullet: `mode`'s groups are its cost and its effect), and the mode costs in printed order
    (None: no such block)."""
    if not any(strip_reminder(ln) == keyword for ln in lines):
        return lines, None
    out: list[str] = []
    costs: list[str] = []
    for ln in lines:
        m = mode.match(ln.strip())
        if strip_reminder(ln) == keyword:
            out += [keyword, f"{choose} \u2014"]
        elif m:
            costs.append(m.group(1))
            out.append("\u2022 " + m.group(2))
        else:
            out.append(ln)
    return out, costs


def link_mode_costs(abilities: list[Ability], costs: list[str] | None, name: str,
                    legendary: bool, keyword: str) -> list[Ability]:
    """The `keyword` keyword given its modes' costs; left unread when one isn't mana, or no
    mode was found."""
    if costs is None:
        return abilities
    readable = bool(costs) and all(mode_cost(c) is not None for c in costs)
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, KeywordAbility) and a.keyword == keyword:
            out.append(dataclasses.replace(a, extra=tuple(costs)) if readable else
                       unsupported(a.text, name, True, False, legendary))
        else:
            out.append(a)
    return out


def spree_lines(lines: list[str]) -> tuple[list[str], list[str] | None]:
    """The lines of a face with a spree block read as a modal spell ("Spree", then "Choose one
    or more —" and each mode as a bullet), and the mode costs in printed order (None: no
    spree block)."""
    return mode_cost_lines(lines, "Spree", "Choose one or more", _MODE)


def link_spree(abilities: list[Ability], costs: list[str] | None, name: str,
               legendary: bool = False) -> list[Ability]:
    """The spree keyword given its modes' costs; left unread when one isn't mana, or no mode
    was found."""
    return link_mode_costs(abilities, costs, name, legendary, "spree")


__all__ = ["link_mode_costs", "link_spree", "mode_cost_lines", "spree_lines"]
