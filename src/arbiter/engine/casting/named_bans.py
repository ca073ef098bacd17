"""Pithing Needle's rule (602.5, 605.1a): "Activated abilities of sources with the chosen
name can't be activated unless they're mana abilities." — checked for every activated
ability a player would activate (`engine.casting.activation.restriction_problem`), in any zone:
a source is whatever has the ability (113.7), by its name now (201.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.chosen_names import chosen_name, has_name
from arbiter.rules.view import LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import ActivatedAbility

#: The rules part of the static ability (`compiler.statics.named_bans`).
RULE = "cant_activate_chosen_name_unless_mana"


def activation_ban(game: Game, oid: int, ability: ActivatedAbility) -> str | None:
    """Why the ability can't be activated, or None."""
    if ability.is_mana_ability:
        return None  # 605.1a: mana abilities are exempt
    res = game.layers()
    chars = dict(res.chars)
    if oid not in chars:
        try:
            chars[oid] = game.chars(oid)
        except KeyError:
            return None
    view = LayerView(game.state, chars)
    for effects in res.rules_effects.values():
        for e in effects:
            if any(getattr(p, "rule", None) == RULE for p in e.parts):
                name = chosen_name(view, e.source)
                if has_name(view, oid, name):
                    return (f"activated abilities of sources named {name} can't be activated "
                            f"unless they're mana abilities ({e.name}, 602.5)")
    return None
