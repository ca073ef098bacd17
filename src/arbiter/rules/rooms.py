"""709.5: split permanents with a shared type line (Rooms, their halves called doors, 709.5j).

- 709.5: the shared type line stands for two static abilities that function on the
  battlefield: "As long as this permanent doesn't have the 'left half unlocked' designation,
  it doesn't have the name, mana cost, or rules text of this object's left half", and the
  same for the right half. On the battlefield a Room therefore starts from its two halves
  combined (709.4) less the name, mana cost and rules text of each locked half: its mana
  value and colors come from the mana costs of its unlocked halves (709.4b, 202.2, 202.3),
  and a locked half's abilities don't exist. With both halves locked it has no name, no
  mana cost (mana value 0), no color and no rules text.
- 709.5a: both halves have the types and subtypes of the shared type line.
- 709.5c: "left half unlocked" and "right half unlocked" are designations of the permanent
  (kept in its `choices` under `UNLOCKED`: the halves unlocked, 0 left, 1 right). A
  designation isn't a copiable value; a new object has none (400.7).
- Elsewhere the card is a split card like any other: combined in every zone but the stack
  (709.4), only the half cast on the stack (709.3b, `rules.split_cards`).

What each locked or unlocked half leaves is part of the starting values (`rules.printed`),
keyed on the permanent's designations, so every change of a designation is a new answer
of the layer system. A copy of a Room would have to copy both halves and the 709.5
abilities (709.5, 709.5b) and apply them to its own designations; the copy values don't
carry halves, so a copy of a Room stops the game (`engine.keyword_actions.rooms`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.characteristics import AbilityInstance, Characteristics
from arbiter.rules.split_cards import SEPARATOR
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.cards.database import CardRecord
    from arbiter.rules.catalog import CardCatalog
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView

#: 709.5c: the key of a permanent's unlocked designations in its `choices`.
UNLOCKED = "unlocked"
#: 709.5c: the designation of each half (0 left, 1 right).
DESIGNATIONS = ("left half unlocked", "right half unlocked")
#: The types a split card's shared type line must hold to be a permanent card (709.5).
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                              "Planeswalker"})


def shared_type_line(record: CardRecord) -> bool:
    """709.5: a split permanent card whose two halves share one type line."""
    faces = record.faces
    return (record.is_split and len(faces) == 2 and faces[0].type_line == faces[1].type_line
            and bool(_PERMANENT_TYPES & set(faces[0].types)))


def unlocked(choices: dict[str, Any]) -> tuple[int, ...]:
    """709.5c: the halves a permanent has the unlocked designation of (sorted)."""
    return tuple(choices.get(UNLOCKED, ()))


def locked(choices: dict[str, Any]) -> tuple[int, ...]:
    """709.5c: its locked halves."""
    have = unlocked(choices)
    return tuple(h for h in (0, 1) if h not in have)


def room_characteristics(catalog: CardCatalog, record: CardRecord, controller: int,
                         halves: tuple[int, ...]) -> Characteristics:
    """709.5: a Room permanent's starting values with `halves` unlocked."""
    faces = [record.faces[h] for h in sorted(halves)]
    names = [f.name for f in faces]
    costs = [f.mana_cost for f in faces if f.mana_cost is not None]
    cost = None
    for c in costs:
        cost = c if cost is None else cost + c  # 709.4b: the combined mana costs
    abilities: list[AbilityInstance] = []
    offset = 0
    for h in (0, 1):
        printed = catalog.abilities(record.name, h)
        if h in halves:
            # keyed by the position on the whole card, the same whichever half is unlocked
            abilities += [AbilityInstance(("printed", offset + i), a)
                          for i, a in enumerate(printed)]
        offset += len(printed)
    shared = record.faces[0]  # 709.5a: the shared type line
    return Characteristics(
        name=SEPARATOR.join(names) if names else None,
        mana_cost=cost,
        mana_value=int(cost.mana_value) if cost is not None else 0,  # 202.3a
        colors={c for f in faces for c in f.colors},  # 202.2: from the mana cost it has
        supertypes=set(shared.supertypes),
        types=set(shared.types),
        subtypes=set(shared.subtypes),
        abilities=abilities,
        power=None,
        toughness=None,
        controller=controller,
    )


@dataclass(frozen=True)
class UnlockedDoorsAmong(Value):
    """709.5c, 709.5j: how many unlocked doors (halves with their unlocked designation) the
    permanents matched have together ("two or more unlocked doors among Rooms you
    control")."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        total = 0
        for other, obj in view.state.objects.items():
            if obj.zone == "battlefield" and other in view.chars \
                    and self.selector.matches(view, other, ctx):
                total += len(unlocked(obj.choices))
        return total

    def __str__(self) -> str:
        return "the number of unlocked doors among them"


__all__ = ["DESIGNATIONS", "UNLOCKED", "UnlockedDoorsAmong", "locked", "room_characteristics",
           "shared_type_line", "unlocked"]
