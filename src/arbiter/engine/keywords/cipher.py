"""702.99 cipher, built from its definition.

702.99a: cipher "represents two abilities. The first is a spell ability that functions while
the spell with cipher is on the stack. The second is a static ability that functions while
the card with cipher is in the exile zone. 'Cipher' means 'If this spell is represented by a
card, you may exile this card encoded on a creature you control' and 'For as long as this
card is encoded on that creature, that creature has "Whenever this creature deals combat
damage to a player, you may copy the encoded card and you may cast the copy without paying
its mana cost."'"

The spell ability is the spell's last instruction (`encode`, as it resolves; a countered
spell encodes nothing, and a copy of a spell isn't represented by a card). The static
ability's effect grants the creature the triggered ability (layer 6, 613.1f) with the
timestamp of the encoding; 702.99b-c: it lasts while the card stays exiled and the creature
stays on the battlefield (another controller or no longer a creature doesn't end it), so it is
a continuous effect locked to that creature (a new object if it leaves, 400.7) that applies
while the card is in exile (`WHILE_ENCODED`). 707.12: the copy of the card is created in
exile and cast from there while the ability resolves (608.2g), without paying its mana cost
(118.9); a copy not cast, and the spell copy once it leaves the stack, cease to exist
(707.10a).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction
from arbiter.state.effects import WHILE_ENCODED, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class CastEncodedCopy(Instruction):
    """702.99a: "you may copy the encoded card and you may cast the copy without paying its
    mana cost": `card` is the encoded card (its object in exile)."""

    card: int = 0


@cache
def encoded_ability(card: int) -> TriggeredAbility:
    """702.99a: the ability the creature has while `card` is encoded on it."""
    return TriggeredAbility(
        text="Whenever this creature deals combat damage to a player, you may copy the "
             "encoded card and you may cast the copy without paying its mana cost.",
        trigger=Trigger("combat_damage_to_player", "self"),
        instructions=(CastEncodedCopy(card),))


def encode(game: Game, oid: int, controller: int) -> bool:
    """702.99a: as the spell `oid` finishes resolving: if it has cipher and is represented by
    a card, its controller may exile it encoded on a creature they control. True if so."""
    from arbiter.rules.parts import AddAbilities

    obj = game.obj(oid)
    if obj.spell_copy or obj.card is None or not game.chars(oid).has_keyword("cipher"):
        return False
    res = game.layers()
    creatures = [o for o in game.state.battlefield()
                 if res.chars[o].controller == controller and "Creature" in res.chars[o].types]
    if not creatures:
        return False
    name = game.name_of(oid)
    pick = game.decide(Decision(
        "choose_object", f"you may exile {name} encoded on a creature you control (702.99a)",
        controller, [(f"{game.name_of(o)}#{o}", o) for o in creatures], optional=True,
        key="cipher"))
    if pick is None:
        return False
    new = game.move(oid, "exile")
    if new is None:
        return True
    ts = game.state.new_timestamp()
    game.state.effects.append(ContinuousEffect(
        key=("encoded", new.id), source=new.id, source_name=name, timestamp=(ts,),
        controller=controller, parts=(AddAbilities(abilities=(encoded_ability(new.id),)),),
        locked=frozenset({pick}), duration=WHILE_ENCODED, anchor=new.id,
        created_turn=game.state.turn.number, label=f"{name} (encoded, 702.99a)"))
    game.state.touch()
    game.log(f"{name} is encoded on {game.name_of(pick)}")
    return True


def do_cast_encoded_copy(r: Resolution, step: CastEncodedCopy) -> None:
    from arbiter.engine.casting.during_resolution import cast_while_resolving

    g, you = r.game, r.item.controller
    card = g.obj(step.card)
    if card.zone != "exile":
        return  # 702.99c: no longer encoded (a new object elsewhere, 400.7)
    if not g.decide(Decision("may", f"copy {g.name_of(card.id)} and cast the copy without "
                             "paying its mana cost (702.99a)?", you,
                             [("yes", True), ("no", False)], key="cipher_copy")):
        return
    copy = g.state.add_object({"owner": you, "controller": you, "card": card.card,
                               "face": card.face}, "exile")  # 707.12: where the card is
    item = cast_while_resolving(g, copy.id, you, "cipher")
    if item is not None:
        g.obj(item.source).spell_copy = True  # 707.10a: it ceases to exist off the stack
        return
    g.state.remove_from_zone(copy.id)  # 707.10a: a copy of a card outside the stack
    copy.zone = "left:exile"
    g.state.touch()


__all__ = ["CastEncodedCopy", "do_cast_encoded_copy", "encode", "encoded_ability"]
