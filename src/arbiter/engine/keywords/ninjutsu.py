"""702.49: ninjutsu.

702.49a: ninjutsu is an activated ability that functions only while the card with ninjutsu is
in a player's hand. "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return
an unblocked attacking creature you control to its owner's hand: Put this card onto the
battlefield from your hand tapped and attacking."

- 702.49b: the card stays revealed while the ability is on the stack (the engine keeps no
  revealed state; revealing is logged).
- 702.49c: the ability may be activated only while a creature is unblocked (509.1h: once
  blockers have been declared, `engine.casting.from_hand.unblocked_attackers`: its cost
  can't be paid otherwise, 118.3). The creature with ninjutsu is put onto the battlefield
  unblocked, attacking the same player, planeswalker or battle as the creature returned to
  its owner's hand (kept with the ability as its cost is paid).
- 508.4a: if that player has left the game, or that planeswalker or battle is no longer
  one a defending player controls or protects, the card is put onto the battlefield but is
  never an attacking creature; 506.3a: only a creature can be attacking. 508.4: it is
  attacking, but it never "attacked" (no "attacks" trigger).
- 400.7: if the card has left its owner's hand by the time the ability resolves, it is a
  new object and the ability does nothing.

702.49d: commander ninjutsu also functions while the card is in the command zone: its cost
reveals the card from the hand or from the command zone, and the card is put onto the
battlefield from where it is (`functions_in`: the zones it works in; 903: commanders).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.combat.removal import record
from arbiter.engine.keywords.cycling import mana_cost
from arbiter.engine.replacement.entering import enter
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.from_hand import ReturnUnblockedAttacker, RevealSelf
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class PutOntoBattlefieldAttacking(Instruction):
    """702.49a / 702.49c: "Put this card onto the battlefield from your hand tapped and
    attacking", attacking what the creature returned to pay the cost was attacking;
    `command_zone`: 702.49d, from the hand or the command zone."""

    command_zone: bool = False


#: 702.49d: the keyword whose ability also functions in the command zone.
COMMANDER_NINJUTSU = "commander ninjutsu"


def functions_in(ability: ActivatedAbility, zone: str) -> bool:
    """113.6j / 702.49d: whether the ability functions (may be activated) in `zone`."""
    return ability.zone == zone or (zone == "command" and ability.keyword == COMMANDER_NINJUTSU)


def ninjutsu_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.49a: the activated ability a ninjutsu keyword stands for; None when its cost
    isn't a mana cost."""
    cost = mana_cost(kw.param)
    if cost is None:
        return None
    command = kw.keyword == COMMANDER_NINJUTSU  # 702.49d
    return ActivatedAbility(text=kw.text,
                            cost=(*cost, RevealSelf(command_zone=command),
                                  ReturnUnblockedAttacker()),
                            instructions=(PutOntoBattlefieldAttacking(command_zone=command),),
                            keyword=kw.keyword, zone="hand")


def _still_attackable(game: Game, attacked: tuple[str, int], controller: int) -> bool:
    """508.4a: the player is still in the game, or the planeswalker or battle is still one
    a defending player controls or protects."""
    from arbiter.engine.combat.declare import defending_player

    kind, ident = attacked
    if kind == "player":
        return not game.state.players[ident].lost
    defender = defending_player(game, (kind, ident))
    return defender is not None and defender in game.opponents(controller)


def do_put_onto_battlefield_attacking(r: Resolution, step: PutOntoBattlefieldAttacking
                                      ) -> None:
    """Carry out 702.49a's effect (702.49c, 508.4)."""
    g = r.game
    card = g.obj(r.item.source)
    if card.zone != "hand" and not (step.command_zone and card.zone == "command"):
        return  # 400.7: it left the hand (or command zone): a new object, not this card
    you = r.item.controller
    new = g.move(card.id, "battlefield", controller=you)
    if new is None:
        return
    enter(g, new, tapped=True)
    r.it = new.id
    attacked: Any = r.item.choices.get("returned_attacked")
    combat = g.state.combat
    if combat is None or attacked is None or new.zone != "battlefield":
        return
    attacked = (str(attacked[0]), int(attacked[1]))
    if "Creature" not in g.chars(new.id).types:
        return  # 506.3a
    if g.chars(new.id).controller != g.state.turn.active or \
            not _still_attackable(g, attacked, you):
        return  # 506.3b, 508.4a
    combat.attackers[new.id] = attacked  # 702.49c: unblocked (never declared blocked)
    record(combat, new.id, you)  # 506.4
    if attacked[0] == "permanent" and attacked[1] not in combat.controllers:
        record(combat, attacked[1], g.chars(attacked[1]).controller)
    g.log(f"{g.name_of(new.id)} enters tapped and attacking (702.49c)")
    g.state.touch()


__all__ = ["COMMANDER_NINJUTSU", "PutOntoBattlefieldAttacking",
           "do_put_onto_battlefield_attacking", "functions_in", "ninjutsu_ability"]
