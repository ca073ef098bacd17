"""702.167 Craft.

- 702.167a: "Craft with [materials] [cost]" means "[Cost], Exile this permanent, Exile
  [materials] from among permanents you control and/or cards in your graveyard: Return this
  card to the battlefield transformed under its owner's control. Activate only as a
  sorcery." (`craft_ability`; the exiling is the cost `CraftCost`, paid with the mana,
  601.2h; the return is `ReturnCrafted`).
- 702.167b: materials described by a card type or subtype alone ("artifact", "Cave") are a
  permanent of that type or subtype on the battlefield (one you control) or a card of it in
  your graveyard.
- 702.167c: "the exiled cards used to craft it" are the cards exiled to pay the cost of the
  craft ability that put the permanent onto the battlefield (recorded in its `choices`
  under `CRAFTED_WITH`).

Read here: one material named by a card type or a subtype ("Craft with artifact {2}{U}",
"Craft with Cave {5}{G}") and a cost of mana. Other materials ("two creatures", "one or
more creatures", "four or more red instant and/or sorcery cards") stay unread. The card
returns only if it is a double-faced card with a permanent back face (712.14a); otherwise it
stays in exile.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.cards.subtypes import ALL_SUBTYPES
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import Cost, ManaPayment
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

KEYWORD = "craft"
#: The permanent's `choices` key: the exiled cards used to craft it (702.167c).
CRAFTED_WITH = "crafted_with"
_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")
_PARAM = re.compile(r"^with (?:an? )?([A-Za-z'-]+) ((?:\{(?:\d+|[WUBRGC])\})+)$")


def craft_param(kw: KeywordAbility) -> tuple[str, str] | None:
    """702.167a: (the material's card type or subtype, the mana cost), or None when the
    engine doesn't read the materials or the cost."""
    m = _PARAM.match((kw.param or "").strip())
    if m is None:
        return None
    word = m.group(1).title() if m.group(1).lower() in {t.lower() for t in _TYPES} \
        else m.group(1)
    if word not in _TYPES and word not in ALL_SUBTYPES:
        return None
    return word, m.group(2)


@dataclass(frozen=True)
class CraftCost(Cost):
    """702.167a: "Exile this permanent, Exile [material] from among permanents you control
    and/or cards in your graveyard"."""

    material: str = "Artifact"

    def __str__(self) -> str:
        return f"Exile this permanent, Exile {self.material.lower()} from among permanents " \
               "you control and/or cards in your graveyard"


@dataclass(frozen=True)
class ReturnCrafted(Instruction):
    """702.167a: "Return this card to the battlefield transformed under its owner's
    control."""


def craft_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    found = craft_param(kw)
    if found is None:
        return None
    return ActivatedAbility(text=kw.text, cost=(ManaPayment(found[1]), CraftCost(found[0])),
                            keyword=KEYWORD, sorcery_speed=True,
                            instructions=(ReturnCrafted(),))


def _matches(game: Game, oid: int, material: str) -> bool:
    ch = game.chars(oid)
    return material in ch.types or ch.has_subtype(material)


def materials(game: Game, oid: int, player: int, cost: CraftCost) -> list[int]:
    """702.167b: the permanents the player controls and the cards in their graveyard that
    could be exiled as the material (not the crafting permanent itself)."""
    res = game.layers()
    on_field = [o for o in game.state.battlefield() if o != oid
                and res.chars[o].controller == player and _matches(game, o, cost.material)]
    in_yard = [o for o in game.state.zone_list("graveyard", player)
               if _matches(game, o, cost.material)]
    return on_field + in_yard


def payable(game: Game, oid: int, player: int, cost: CraftCost) -> bool:
    return game.obj(oid).zone == "battlefield" and bool(materials(game, oid, player, cost))


def pay(game: Game, oid: int, player: int, cost: CraftCost, choices: dict[str, Any]) -> None:
    """601.2h: exile this permanent and the chosen material at once (603.2c); the exiled
    material is remembered for the permanent the card returns as (702.167c)."""
    from arbiter.engine.triggers.batches import action

    legal = materials(game, oid, player, cost)
    given = choices.get(KEYWORD, "")
    if isinstance(given, int) and not isinstance(given, bool):
        pick = given
    else:
        pick = game.decide(Decision(
            "cost", f"craft: choose {cost.material.lower()} to exile (702.167a)", player,
            [(f"{game.name_of(o)}#{o}", o) for o in legal], key=KEYWORD))
    if pick not in legal:
        raise IllegalActionError(f"that can't be exiled as the material of craft "
                                 f"({cost.material.lower()}, 702.167b)")
    with action(game):
        game.move(oid, "exile")
        exiled = game.move(pick, "exile")
    choices[CRAFTED_WITH] = [] if exiled is None else [exiled.id]
    game.state.touch()


def do_return_crafted(r: Resolution, step: ReturnCrafted) -> None:
    """702.167a: the card, exiled to pay the cost (a new object in exile, 400.7), returns
    transformed under its owner's control (712.14a: only a double-faced card whose back
    face is a permanent's)."""
    from arbiter.engine.keyword_actions.transform import is_double_faced
    from arbiter.engine.replacement.entering import enter

    g = r.game
    for card in r.ref(Ref.new_of(Ref.this())):
        if g.obj(card).zone != "exile":
            continue
        if not is_double_faced(g, card):
            g.log(f"{g.quick_name(card)} isn't a double-faced card with a permanent back "
                  "face: it stays in exile (712.14a)")
            continue
        new = g.move(card, "battlefield", controller=g.obj(card).owner)
        if new is None:
            continue
        new.face = 1  # 712.14a: back face up
        new.choices[CRAFTED_WITH] = list(r.item.choices.get(CRAFTED_WITH) or [])  # 702.167c
        g.state.touch()
        enter(g, new)
        r.it = new.id


__all__ = ["CRAFTED_WITH", "KEYWORD", "CraftCost", "ReturnCrafted", "craft_ability",
           "craft_param", "do_return_crafted", "materials", "pay", "payable"]
