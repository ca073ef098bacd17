"""615.1 / 604.1: "Prevent all [combat] damage that would be dealt to ~ by <sources>"
(Champion Lancer: "... by creatures"; Argothian Treefolk: "... by artifact sources").

The static ability gives the protected permanent a rules part (613.11) holding the selector
of the sources and whether only combat damage (510.2) is meant. As damage would be dealt to
the permanent, the source is judged as it is then, from the point of view of the ability
("you" is its controller). A source no longer in any zone the layer system follows (a
creature that dealt damage after it left the battlefield) would be judged by last known
information; the engine doesn't judge a selector that way, so the game stops naming the text
rather than guess (principle 5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_on
from arbiter.errors import UnsupportedTextError
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part: detail (selector of the sources, combat damage only).
PREVENT_DAMAGE_TO_BY_SOURCES = "prevent_damage_to_by_sources"


def prevented_by_source(game: Game, source: int, target: int, combat: bool) -> bool:
    """615.1: does such an ability of `target` prevent damage `source` would deal to it?"""
    found = rules_on(game, target, PREVENT_DAMAGE_TO_BY_SOURCES)
    if not found:
        return False
    res = game.layers()
    view = LayerView(game.state, res.chars)
    for effect, (selector, combat_only) in found:
        if combat_only and not combat:
            continue  # 510.2: "combat damage" only
        if source not in res.chars:
            raise UnsupportedTextError(
                effect.source_name or game.name_of(target),
                "prevent all damage that would be dealt to it by <sources>: the source has "
                "left its zone and would be judged by last known information")
        if selector.matches(view, source, EffectContext(view, effect)):
            return True
    return False


__all__ = ["PREVENT_DAMAGE_TO_BY_SOURCES", "prevented_by_source"]
