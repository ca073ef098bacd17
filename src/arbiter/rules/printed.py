"""613.1: the values an object starts from: printed values of the face that is up (712),
a token's defined values (111.4), a merged permanent's topmost component (729.2a), or a
melded permanent's combined back face (712.8g)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.rules import prototype
from arbiter.rules.characteristics import AbilityInstance, Characteristics
from arbiter.rules.rooms import UNLOCKED, room_characteristics, shared_type_line
from arbiter.rules.split_cards import combines, whole_characteristics
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.rules.abilities import Ability
    from arbiter.rules.catalog import CardCatalog
    from arbiter.state.objects import Component, EmblemDef, GameObject, TokenDef

#: 721.2: a station symbol as the card data writes it, "8+ | Flying".
_STATION_SYMBOL = re.compile(r"^\d+\+ \| ", re.M)


def _pt(text: str | None) -> tuple[int | None, bool]:
    """208.2a: a printed * counts as 0 until a characteristic-defining ability defines it. A
    value that isn't one (an Un-card's "1.5", "∞") counts as 0 here: the catalog makes it an
    explicit unsupported part that stops the game wherever the card is (principle 5)."""
    if text is None:
        return None, False
    from arbiter.cards.pt import PTValue

    try:
        v = PTValue.parse(text)
    except ValueError:
        return 0, False
    return v.base, v.has_star


def _int(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return int(str(text).replace("\u2212", "-"))
    except ValueError:
        return 0


def component_characteristics(
    catalog: CardCatalog, card: str | None, token: TokenDef | None, face: int, controller: int
) -> Characteristics:
    if token is not None and token.card is None:
        abilities = catalog.token_abilities(token)
        return Characteristics(
            name=token.name, mana_cost=None, mana_value=0, colors=set(token.colors),
            supertypes=set(token.supertypes), types=set(token.types),
            subtypes=set(token.subtypes), abilities=_keyed(abilities),
            power=token.power, toughness=token.toughness, controller=controller,
        )
    name = token.card if token is not None else card
    assert name is not None
    record = catalog.record(name)
    f = record.faces[min(face, len(record.faces) - 1)]
    power, star_p = _pt(f.power)
    toughness, star_t = _pt(f.toughness)
    if "Creature" not in f.types and _STATION_SYMBOL.search(f.oracle_text or ""):
        # 721.2b-c: a station card's P/T box is part of a station symbol's static ability;
        # the card itself has no power or toughness.
        power = toughness = None
    if face > 0 and record.layout == "flip":
        # 710.1c: a flipped flip card's color and mana cost are its normal ones
        colors, mana_cost = record.faces[0].colors, record.faces[0].mana_cost
    else:
        colors, mana_cost = f.colors, f.mana_cost
    ch = Characteristics(
        name=f.name,
        mana_cost=mana_cost,
        mana_value=int(f.mana_value) if token is None else 0,  # 202.3a: a token copies no cost
        colors=set(colors),
        supertypes=set(f.supertypes),
        types=set(f.types),
        subtypes=set(f.subtypes),
        abilities=_keyed(catalog.abilities(record.name, face)),
        power=power,
        toughness=toughness,
        loyalty=_int(f.loyalty),
        defense=_int(f.defense),
        controller=controller,
        star_power=star_p,
        star_toughness=star_t,
    )
    return ch


def _keyed(abilities: tuple[Ability, ...]) -> list[AbilityInstance]:
    return [AbilityInstance(("printed", i), a) for i, a in enumerate(abilities)]


def base_characteristics(obj: GameObject, catalog: CardCatalog) -> Characteristics:
    """A fresh copy of the object's starting values (cached per card, face and controller)."""
    return pristine(obj, catalog).clone()


def pristine(obj: GameObject, catalog: CardCatalog) -> Characteristics:
    """The cached starting values; never change the result."""
    # 718.3b / 718.4: a prototyped spell or permanent starts from its alternative values.
    proto = obj.cast_with == prototype.KEYWORD and obj.zone in ("stack", "battlefield")
    # 709.5c: a Room permanent's unlocked designations (None off the battlefield)
    doors = obj.choices.get(UNLOCKED, ()) if obj.zone == "battlefield" else None
    key = (obj.card, obj.token, obj.face, tuple(obj.merged), obj.controller, obj.emblem,
           obj.half, proto, obj.melded, doors)
    cache = catalog.base_cache
    ch = cache.get(key)
    if ch is None:
        if obj.emblem is not None:
            ch = emblem_characteristics(obj.emblem, obj.controller)
        elif obj.merged:
            ch = merged_characteristics(obj.merged, catalog, obj.controller)
        elif obj.melded is not None:
            # 712.8g: only the combined back face's characteristics; its mana value is the
            # sum of its fronts' (202.3c), as the card data holds it
            ch = component_characteristics(catalog, obj.melded[1], None, 0, obj.controller)
        elif obj.card is not None and obj.token is None and combines(catalog.record(obj.card)):
            # 709.3b: the half cast; 709.4 / 709.4d: both halves combined; 709.5: a Room
            # permanent less its locked halves
            record = catalog.record(obj.card)
            if obj.half is not None:
                ch = component_characteristics(catalog, obj.card, None, obj.half,
                                               obj.controller)
            elif doors is not None and shared_type_line(record):
                ch = room_characteristics(catalog, record, obj.controller, tuple(doors))
            else:
                ch = whole_characteristics(catalog, record, obj.controller)
        else:
            ch = component_characteristics(catalog, obj.card, obj.token, obj.face,
                                           obj.controller)
        if proto:
            prototype.apply(ch)
        cache[key] = ch
    return ch


def emblem_characteristics(emblem: EmblemDef, controller: int) -> Characteristics:
    """114.3: an emblem has only the abilities the effect that created it defined: no name,
    no types, no mana cost, no color. 114.2: its owner controls it."""
    return Characteristics(
        name=None, mana_cost=None, mana_value=0, colors=set(), supertypes=set(), types=set(),
        subtypes=set(), abilities=_keyed(tuple(emblem.abilities)), power=None, toughness=None,
        controller=controller,
    )


def merged_characteristics(
    components: list[Component], catalog: CardCatalog, controller: int
) -> Characteristics:
    """729.2a / 702.140e: the topmost component's characteristics, with every component's
    abilities."""
    top = component_characteristics(
        catalog, components[0].card, components[0].token, components[0].face, controller
    )
    abilities = [a.ability for a in top.abilities]
    for comp in components[1:]:
        other = component_characteristics(catalog, comp.card, comp.token, comp.face, controller)
        abilities += [a.ability for a in other.abilities]
    top.abilities = _keyed(tuple(abilities))
    return top


__all__ = ["base_characteristics", "Color"]
