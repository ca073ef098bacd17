"""Color words before "or" in an object phrase: "green or white creature" is (green creature)
or (white creature), not any green permanent (the color words describe the same noun as the
last group; 105.2, 109.2)."""

from __future__ import annotations

from arbiter.rules import selectors as s
from arbiter.rules.selectors import Selector


def _only_colors(sel: Selector) -> bool:
    """A group of color words alone ("green", "nonwhite")."""
    parts = sel.parts if isinstance(sel, s.And) else (sel,)
    return bool(parts) and all(
        isinstance(p, s.HasColor | s.IsColorless)
        or (isinstance(p, s.Not) and isinstance(p.inner, s.HasColor | s.IsColorless))
        for p in parts)


def distribute_colors(alts: list[Selector]) -> list[Selector]:
    """"green or white creature": color words before "or" describe the same noun as the last
    group ((green creature) or (white creature)), not any green permanent."""
    if len(alts) < 2 or _only_colors(alts[-1]):
        return alts
    last = alts[-1].parts if isinstance(alts[-1], s.And) else (alts[-1],)
    nouns = tuple(p for p in last if isinstance(p, s.IsType | s.IsSubtype | s.IsSupertype))
    if not nouns:
        return alts
    return [s.And((*(a.parts if isinstance(a, s.And) else (a,)), *nouns))
            if _only_colors(a) else a for a in alts]
