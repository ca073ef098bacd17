"""Casting spells "as though they had flash" (702.8a, 601.3b, 613.10):

    You may cast spells as though they had flash.              (Vedalken Orrery: any spell)
    Until your next turn, you may cast creature spells as though they had flash.   (Arlinn)

A rules effect "cast_as_though_flash" on its controller; its detail is None (any spell) or a
selector the spell must match ("creature spells": `IsType("Creature")`), or `EachPlayer` of
either for "Any player may cast ..." (every player's permission). 601.3b: the spell's
qualities are those it would have once cast, taking into account the choices made while
proposing it: a face-down spell (disguise, morph) is a 2/2 creature spell (708.2a, 702.37c,
702.168a); a bestowed spell an Aura enchantment spell, not a creature spell (702.103b); a
spell cast with disturb has its back face's characteristics (702.146a): its
printed ones (the engine has no effect changing the card types of a card outside the
battlefield, 601.3e). Otherwise they are the card's characteristics as it is now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects
from arbiter.rules.characteristics import Characteristics
from arbiter.rules.flash_for_all import EachPlayer
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

RULE = "cast_as_though_flash"


def as_cast(game: Game, oid: int, player: int, alternative: str | None) -> Characteristics:
    """601.3b: the characteristics the spell would have on the stack."""
    ch = game.chars(oid)
    if alternative in ("disguise", "morph"):
        # 708.2a: a face-down spell is a nameless colorless 2/2 creature spell with no text.
        down = ch.clone()
        down.name, down.mana_cost, down.mana_value = None, None, 0
        down.colors, down.supertypes, down.types, down.subtypes = set(), set(), {"Creature"}, set()
        down.abilities, down.power, down.toughness, down.face_down = [], 2, 2, True
        return down
    if alternative == "bestow":
        # 702.103b: an Aura enchantment spell with enchant creature, not a creature spell
        # (205.1a: its creature types go with the creature type)
        aura = ch.clone()
        aura.types = {"Enchantment"}
        aura.subtypes = {"Aura"}
        return aura
    if alternative in ("disturb", "more than meets the eye"):  # 712.11a, 712.11c
        from arbiter.rules.printed import component_characteristics

        obj = game.obj(oid)
        return component_characteristics(game.catalog, obj.card, None, 1, player)  # 702.146a
    return ch


def may_cast_as_though_flash(game: Game, oid: int, player: int,
                             alternative: str | None = None) -> bool:
    """Does an effect let `player` cast this card (with `alternative`) as though it had
    flash?"""

    found = [d.spells if isinstance(d, EachPlayer) else d
             for _ts, d, controller in rules_effects(game, RULE)
             if controller == player or isinstance(d, EachPlayer)]
    if any(d is None for d in found):
        return True
    if not found:
        return False
    chars = dict(game.layers().chars)
    chars[oid] = as_cast(game, oid, player, alternative)
    view = LayerView(game.state, chars)
    ctx = context_for(view, None, player)
    return any(d.matches(view, oid, ctx) for d in found)


def any_permission(game: Game, player: int) -> bool:
    """Whether any effect lets `player` cast spells as though they had flash (601.3b): when
    none does, `may_cast_as_though_flash` is False for every card of theirs."""
    return any(controller == player or isinstance(detail, EachPlayer)
               for _ts, detail, controller in rules_effects(game, RULE))


__all__ = ["RULE", "any_permission", "as_cast", "may_cast_as_though_flash"]
