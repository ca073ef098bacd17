"""702.124 partner abilities: how they read, and the triggered half of "partner with".

The partner abilities (702.124a) are "partner", "partner—[text]" (702.124i: "Father & son",
"Friends forever", "Survivors"), "partner with [name]", "choose a Background" and "Doctor's
companion". They modify the Commander variant's deck construction and function before the
game begins: which two cards may be designated as commanders is judged by
`engine.players.commander_designation`. As a permanent, the object's partner abilities do
nothing, except "partner with [name]", which also means (702.124j) "When this permanent
enters, target player may search their library for a card named [name], reveal it, put it
into their hand, then shuffle." (`partner_with_ability`: a triggered ability targeting a
player, 115.1; that player chooses whether to search, 608.2d; revealing shows the card to
every player and changes nothing else.)
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Custom, Ref, TargetSpec

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The keywords of the partner abilities (`KeywordAbility.keyword`), 702.124a.
PARTNER, PARTNER_WITH = "partner", "partner with"
BACKGROUND, DOCTORS_COMPANION = "choose a background", "doctor's companion"
KEYWORDS = frozenset({PARTNER, PARTNER_WITH, BACKGROUND, DOCTORS_COMPANION})
#: 702.124i: the "partner—[text]" abilities.
PARTNER_TEXTS = ("Father & son", "Friends forever", "Survivors")
#: The `Custom` instruction of 702.124j's triggered ability: args (target player ref, name).
PARTNER_SEARCH = "partner_search"


@cache
def partner_with_ability(name: str) -> TriggeredAbility:
    """702.124j: the triggered ability "partner with [name]" represents."""
    return TriggeredAbility(
        text=f"When this permanent enters, target player may search their library for a card "
             f"named {name}, reveal it, put it into their hand, then shuffle.",
        trigger=Trigger("enters", "self"),
        targets=(TargetSpec(kind="player", description="target player"),),
        instructions=(Custom(PARTNER_SEARCH, (Ref("player_target", 0), name)),))


def do_partner_search(r: Resolution, step: Custom) -> None:
    """702.124j / 701.23: the target player may search their library for a card with the
    name; if they do, they put the card found (701.23b: they may fail to find it) into
    their hand and shuffle."""
    from arbiter.engine.decisions import Decision
    from arbiter.engine.keyword_actions.library import search, shuffle
    from arbiter.rules.named import HasName

    game = r.game
    ref, name = step.args
    for who in r.ref(ref):
        player = who[1] if isinstance(who, tuple) else who
        if not game.decide(Decision("may", f"search your library for a card named {name}?",
                                    player, [("yes", True), ("no", False)], key="may")):
            continue
        found = search(game, player, HasName(name), r.item.source)
        if found is not None:
            game.move(found, "hand")
        shuffle(game, player)


__all__ = ["BACKGROUND", "DOCTORS_COMPANION", "KEYWORDS", "PARTNER", "PARTNER_SEARCH",
           "PARTNER_TEXTS", "PARTNER_WITH", "do_partner_search", "partner_with_ability"]
