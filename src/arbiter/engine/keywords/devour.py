"""Devour (702.82).

702.82a: "Devour N" means "As this object enters, you may sacrifice any number of
creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
this way." 702.82b: "it devoured" means sacrificed as a result of its devour ability as it
entered. 702.82c: "Devour [quality] N" sacrifices any number of [quality] permanents.

A replacement effect as the permanent enters (614.1c, 614.12; `engine.keywords.entering`):
its controller chooses among the permanents of that quality they control (701.21a) on the
battlefield, which the entering permanent isn't yet; they are sacrificed together and it
enters with the counters. What it devoured is remembered on it (`choices["devoured"]`, 702.82b)
for as long as it stays on the battlefield (400.7).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.subtypes import ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES, LAND_TYPES
from arbiter.engine.keywords.any_number import choose_any_number

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility
    from arbiter.state.objects import GameObject

#: The card types a permanent can have (110.4) that a devour quality may name.
_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
          "land": "Land", "planeswalker": "Planeswalker", "battle": "Battle"}
_SUBTYPES = {t.lower(): t for t in ARTIFACT_TYPES | CREATURE_TYPES | ENCHANTMENT_TYPES
             | LAND_TYPES}
_PARAM = re.compile(r"(?:(?P<quality>[A-Za-z]+) )?(?P<n>\d+)")


def devour_param(param: str | None) -> tuple[tuple[str, str], int] | None:
    """702.82a/c: (("type", T) or ("subtype", S), N) for "Devour N" / "Devour artifact N" /
    "Devour Food N"; None for any other wording (the compiler leaves it unread)."""
    m = _PARAM.fullmatch((param or "").strip())
    if m is None:
        return None
    word = (m.group("quality") or "creature").lower()
    if word in _TYPES:
        return ("type", _TYPES[word]), int(m.group("n"))
    if word in _SUBTYPES:
        return ("subtype", _SUBTYPES[word]), int(m.group("n"))
    return None


def enters_with(game: Game, obj: GameObject, kw: KeywordAbility) -> None:
    """702.82a/c, as the permanent enters: sacrifice any number, then the counters."""
    parsed = devour_param(kw.param)
    if parsed is None:
        return
    (kind, word), n = parsed
    you = obj.controller
    chars = game.layers().chars
    options = [o for o in game.state.battlefield()
               if o != obj.id and o in chars and chars[o].controller == you
               and (word in chars[o].types if kind == "type" else chars[o].has_subtype(word))]
    quality = word.lower() if kind == "type" else word
    eaten = choose_any_number(game, you, options, f"{kw.text}: sacrifice any number of "
                              f"{quality} permanents", "devour")
    for o in eaten:
        game.sacrifice(o)  # 701.21a
    obj.choices["devoured"] = list(eaten)  # 702.82b
    if eaten:
        game.put_counters(obj.id, "+1/+1", n * len(eaten))
        game.log(f"{game.name_of(obj.id)} devours {len(eaten)} and enters with "
                 f"{n * len(eaten)} +1/+1 counter(s) (702.82a)")


__all__ = ["devour_param", "enters_with"]
