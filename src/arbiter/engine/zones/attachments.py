"""Whether a permanent attached to an object is legally attached, and the state-based actions
for those that aren't (704.5m, 704.5n, 704.5p; permanents attached to players are
`engine.keywords.enchant_player`). Everything is judged on the objects' current characteristics,
after all continuous effects (613; 704.3: checked together with the other state-based actions).

    303.4c / 702.5a / 702.5c: an Aura must match every one of its enchant abilities; one
            that doesn't is put into its owner's graveyard (704.5m)
    303.4d: an Aura can't enchant itself (graveyard); an Aura that's also a creature becomes
            unattached (704.5p), then goes to the graveyard as an unattached Aura (704.5m)
    702.16c: an Aura with a quality the enchanted permanent has protection from is illegal,
            unless that protection says it doesn't remove it (702.16n, see below)
    301.5c / 301.6: an Equipment equips a creature, a Fortification fortifies a land, never
            itself; 702.16d: nor a permanent with protection from its quality; otherwise it
            becomes unattached and stays on the battlefield (704.5n)
    704.5p: a creature or battle, or a permanent that's neither an Aura, an Equipment nor a
            Fortification, attached to something becomes unattached

702.16n: a protection ability granted with "This effect doesn't remove ~" (or "... doesn't
remove Auras") carries `DOESNT_REMOVE_SELF` (or `DOESNT_REMOVE_AURAS`) in its `extra`: that
instance doesn't make the granting Aura (or any Aura) illegal; another instance of protection
from the same quality still does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.bestow import is_bestowed

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.characteristics import AbilityInstance, Characteristics
    from arbiter.rules.instructions import Custom

#: 702.16n: markers in a protection keyword's `extra`.
DOESNT_REMOVE_SELF = ("doesnt_remove", "self")
DOESNT_REMOVE_AURAS = ("doesnt_remove", "auras")


def verdict(game: Game, oid: int, host: int) -> str | None:
    """704.5m / 704.5n / 704.5p for the permanent `oid` attached to the object `host`:
    "graveyard", "unattach", or None when it is legally attached."""
    ch = game.layers().chars[oid]
    if ("Creature" in ch.types and not _reconfigures(ch)) or "Battle" in ch.types:
        return "unattach"  # 704.5p (303.4d: an Aura creature; 301.5c: an Equipment creature)
    if "Aura" in ch.subtypes:
        if aura_may_enchant(game, oid, host):
            return None
        # 704.5m; 702.103f: a bestowed Aura becomes unattached (and ceases to be bestowed)
        return "unattach" if is_bestowed(game.obj(oid)) else "graveyard"
    if "Equipment" in ch.subtypes or "Fortification" in ch.subtypes:
        return None if may_equip(game, oid, host) else "unattach"  # 704.5n
    return "unattach"  # 704.5p


def aura_may_enchant(game: Game, aura: int, host: int, protection: bool = True) -> bool:
    """303.4c-d, 702.5a, 702.5c-d, 702.16c: may the Aura be attached to the object `host`?
    (`protection=False`: what its enchant abilities allow, protection aside.)"""
    from arbiter.engine.keywords.enchant_player import PLAYER_WORDS
    from arbiter.rules.view import LayerView, context_for

    if host == aura:
        return False  # 303.4d
    res = game.layers()
    if host not in res.chars:
        return False  # 303.4c: the object no longer exists
    ch = res.chars[aura]
    params = [(kw.param or "").strip() for kw in ch.keyword_abilities("enchant")]
    if not params:
        raise UnsupportedTextError(
            game.name_of(aura), "an Aura with no enchant ability attached to "
            f"{game.name_of(host)} (what it may enchant is undefined, 303.4c / 702.5a)")
    view = LayerView(game.state, res.chars)
    ctx = context_for(view, aura, ch.controller, from_static=True)
    for param in params:
        if param.lower() in PLAYER_WORDS:
            return False  # 702.5d: an Aura that enchants players can't enchant an object
        noun = game.catalog.enchant_noun(param)
        if noun is None:
            raise UnsupportedTextError(game.name_of(aura), f"Enchant {param}")
        if not noun.selector().matches(view, host, ctx):
            return False  # 702.5c: every enchant ability applies
    return not (protection and _protected(game, host, aura))


def may_equip(game: Game, oid: int, host: int) -> bool:
    """301.5c / 301.6 / 702.16d: may the Equipment (Fortification) be attached to `host`?"""
    res = game.layers()
    if host == oid or host not in res.chars or game.obj(host).zone != "battlefield":
        return False
    ch, hch = res.chars[oid], res.chars[host]
    if "Equipment" in ch.subtypes and "Creature" not in hch.types:
        return False
    if "Fortification" in ch.subtypes and "Land" not in hch.types:
        return False
    return not _protected(game, host, oid)


def _protected(game: Game, host: int, attached: int) -> bool:
    """702.16c-d / 702.16j: does `host` have a protection instance from a quality of
    `attached` that applies to it (702.16n: not one that says it doesn't remove it)?"""
    from arbiter.engine.keywords.protection import ability_protects

    res = game.layers()
    is_aura = "Aura" in res.chars[attached].subtypes
    for inst in res.chars[host].abilities:
        ab = inst.ability
        if getattr(ab, "keyword", None) != "protection from":
            continue
        if is_aura and _exempts(game, inst, attached):
            continue
        if ability_protects(game, ab, host, attached):
            return True
    return False


def _exempts(game: Game, inst: AbilityInstance, aura: int) -> bool:
    """702.16n: this protection instance doesn't remove the Aura: it says it doesn't remove
    Auras, or it doesn't remove "~" and this Aura is the source of the effect granting it."""
    extra = getattr(inst.ability, "extra", ())
    if DOESNT_REMOVE_AURAS in extra:
        return True
    if DOESNT_REMOVE_SELF not in extra or inst.key[0] != "granted":
        return False
    effect = game.layers().effects.get(inst.key[1])
    return effect is not None and effect.source == aura




def _reconfigures(ch: Characteristics) -> bool:
    """301.5c: an Equipment that's also a creature may equip a creature if it has
    reconfigure."""
    return "Equipment" in ch.subtypes and ch.has_keyword("reconfigure")


def may_attach(game: Game, oid: int, host: int) -> bool:
    """701.3a-b: may an effect attach the permanent `oid` to the object `host`? Not when it
    isn't an Aura, Equipment or Fortification, when it couldn't enchant, equip or fortify
    `host`, or when it's already attached to `host` (the effect does nothing)."""
    ch = game.layers().chars[oid]
    if game.obj(oid).attached_to == host:
        return False
    if ("Creature" in ch.types and not _reconfigures(ch)) or "Battle" in ch.types:
        return False  # 303.4d, 301.5c, 704.5p
    if "Aura" in ch.subtypes:
        return aura_may_enchant(game, oid, host)
    if "Equipment" in ch.subtypes or "Fortification" in ch.subtypes:
        return may_equip(game, oid, host)
    return False


__all__ = ["DOESNT_REMOVE_AURAS", "DOESNT_REMOVE_SELF", "aura_may_enchant", "may_attach",
           "may_equip", "verdict"]


def do_attach_self(r: Resolution, step: Custom) -> None:
    """701.3a: "attach ~ to <object>" (`Custom("attach_self", (ref,))`): the resolving
    ability's source, still on the battlefield, becomes attached to it; 701.3b: it doesn't
    move if it can't be attached to that object."""
    g, src = r.game, r.item.source
    for oid in r.ref(step.args[0]):
        if g.obj(src).zone == "battlefield" and may_attach(g, src, oid):
            g.attach(src, oid)


def do_unattach_self(r: Resolution, step: Custom) -> None:
    """702.151a: "Unattach this permanent" (`Custom("unattach_self")`): the resolving
    ability's source, still on the battlefield, becomes unattached."""
    g, src = r.game, r.item.source
    if g.obj(src).zone == "battlefield" and g.obj(src).attached_to is not None:
        g.attach(src, None)
