"""702.55 Haunt.

- 702.55a: haunt is a triggered ability. On a permanent: "When this permanent is put into a
  graveyard from the battlefield, exile it haunting target creature" (`permanent_ability`,
  a leaves-the-battlefield ability, 603.10a). On an instant or sorcery spell: "When this
  spell is put into a graveyard during its resolution, exile it haunting target creature"
  (`spell_resolved`: the card, now in the graveyard, has the ability trigger; 603.6c).
  Either way the card must still be in the graveyard (400.7: a card that left it is a new
  object) and the target legal as the ability resolves (608.2b); the card exiled is kept as
  haunting that creature (`HAUNTING` in its `choices`).
- 702.55b: the exiled card "haunts" the creature the haunt ability targeted, even if that
  object is no longer a creature; "the creature it haunts" is that object.
- 702.55c: its triggered abilities that refer to the haunted creature ("When the creature it
  haunts dies") trigger in exile (`triggers`, asked for each event by
  `engine.triggers.triggered`, as the trigger subject "haunted").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction, Ref, TargetSpec
from arbiter.rules.selectors import CREATURE

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

KEYWORD = "haunt"
#: The exiled card's `choices` key: the object it haunts (702.55b).
HAUNTING = "haunting"
#: The trigger subject "the creature it haunts" (702.55b-c).
HAUNTED = "haunted"


@dataclass(frozen=True)
class ExileHaunting(Instruction):
    """702.55a: "exile it haunting target creature"."""


_TARGET = TargetSpec("creature", CREATURE, description="target creature")


def permanent_ability() -> TriggeredAbility:
    """702.55a, on a permanent."""
    return TriggeredAbility(
        text="When this permanent is put into a graveyard from the battlefield, exile it "
             "haunting target creature.",
        trigger=Trigger("put_into_graveyard_from_battlefield", "self"),
        targets=(_TARGET,), instructions=(ExileHaunting(),))


#: 702.55a, on an instant or sorcery spell (put on the stack by `spell_resolved`).
SPELL_ABILITY = TriggeredAbility(
    text="When this spell is put into a graveyard during its resolution, exile it haunting "
         "target creature.",
    trigger=Trigger("put_into_graveyard", "self", zone="graveyard"),
    targets=(_TARGET,), instructions=(ExileHaunting(),))


def spell_resolved(game: Game, spell: int, card: Any, controller: int) -> None:
    """702.55a: an instant or sorcery spell with haunt put into a graveyard as it resolved
    (608.2n): its haunt ability triggers; the card in the graveyard is its source."""
    ch = game.lki.get(spell)
    if ch is None or card is None or card.zone != "graveyard" or \
            not ch.keyword_abilities(KEYWORD):
        return
    for _ in ch.keyword_abilities(KEYWORD):  # each instance triggers
        game.pending_triggers.append((card.id, SPELL_ABILITY, controller,
                                      Event("put_into_graveyard", card.id, from_zone="stack",
                                            new_id=card.id)))


def do_exile_haunting(r: Resolution, step: ExileHaunting) -> None:
    """702.55a-b: exile the card from the graveyard, haunting the target."""
    g = r.game
    src = g.obj(r.item.source)
    cards = [r.item.source] if src.zone == "graveyard" else r.ref(Ref.new_of(Ref.this()))
    target = r.item.targets[0] if r.item.targets else None
    for card in cards:
        if not isinstance(card, int) or g.obj(card).zone != "graveyard" or target is None:
            continue  # 400.7: it left the graveyard: a new object the ability can't find
        new = g.move(card, "exile")
        if new is not None and new.zone == "exile":
            new.choices[HAUNTING] = target
            g.log(f"{g.name_of(new.id)} haunts {g.name_of(target)} (702.55b)")
            g.state.touch()


def _haunt_triggers(ab: Any) -> bool:
    t = getattr(ab, "trigger", None)
    return t is not None and any(a.subject == HAUNTED for a in (t.any_of or (t,)))


def triggers(game: Game, ev: Event) -> list[tuple[Any, TriggeredAbility, int]]:
    """702.55c: the abilities of exiled cards haunting the object that died that trigger on
    "the creature it haunts dies"."""
    if ev.kind != "dies" or ev.obj is None:
        return []
    res = game.layers()
    out: list[tuple[Any, TriggeredAbility, int]] = []
    for card in game.state.zone_list("exile"):
        if game.obj(card).choices.get(HAUNTING) != ev.obj or card not in res.chars:
            continue
        for a in res.chars[card].abilities:
            if isinstance(a.ability, TriggeredAbility) and _haunt_triggers(a.ability):
                out.append((card, a.ability, res.chars[card].controller))
    return out


__all__ = ["HAUNTED", "HAUNTING", "KEYWORD", "SPELL_ABILITY", "ExileHaunting",
           "do_exile_haunting", "permanent_ability", "spell_resolved", "triggers"]
