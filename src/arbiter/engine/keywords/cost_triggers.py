"""The triggered abilities of keywords that are paid for as a spell is cast (702.74a evoke,
702.153a casualty, 702.175a offspring, 702.176a impending): each triggers only if its cost
was paid (603.4), read from the spell's or permanent's record of what was paid
(`GameObject.cast_with`, `rules.paid_costs`)."""

from __future__ import annotations

from arbiter.rules.abilities import TriggeredAbility

#: Keywords whose triggered ability this module supplies.
KEYWORDS = frozenset({"evoke", "casualty", "offspring", "impending", "replicate", "conspire",
                      "blitz", "squad"})


def trigger_for(keyword: str) -> TriggeredAbility | None:
    """The keyword's triggered ability."""
    if keyword == "evoke":
        from arbiter.engine.keywords.evoke import evoke_ability

        return evoke_ability()
    if keyword == "casualty":
        from arbiter.engine.keywords.casualty import casualty_ability

        return casualty_ability()
    if keyword == "conspire":
        from arbiter.engine.keywords.storm import conspire

        return conspire()  # 702.78a
    if keyword == "replicate":
        from arbiter.engine.keywords.storm import replicate

        return replicate()  # 702.56a
    if keyword == "offspring":
        from arbiter.engine.keywords.offspring import offspring_ability

        return offspring_ability()
    if keyword == "impending":
        from arbiter.engine.keywords.impending import impending_ability

        return impending_ability()  # 702.176a: the end step's time counter
    if keyword == "squad":
        from arbiter.engine.keywords.squad import squad_ability

        return squad_ability()  # 702.157a: token copies for each time it was paid
    if keyword == "blitz":
        from arbiter.engine.keywords.blitz import blitz_draw

        return blitz_draw()  # 702.152a: "... draw a card." while its blitz cost was paid
    return None
