"""702.116: myriad, a triggered ability that may also create a delayed triggered ability.

702.116a: "Whenever this creature attacks, for each opponent other than defending player,
you may create a token that's a copy of this creature that's tapped and attacking that
player or a planeswalker they control. If one or more tokens are created this way, exile the
tokens at end of combat." 702.116b: each instance triggers separately.

Defending player is the player the creature attacks, or the controller of the planeswalker
(protector of the battle) it attacks (508.5). In a two-player game there is no other
opponent, and the ability does nothing. Each token is a copy of the creature's copiable
values (707.2) and enters tapped and attacking the player or a planeswalker they control, as
its controller chooses (508.4); it was never declared as an attacker (508.3a). The delayed
triggered ability (603.7) exiles the tokens as the end of combat step begins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.combat.attacking_tokens import attack_with
from arbiter.engine.combat.defending import defending_player
from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.zones.tokens import create_tagged_tokens
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import DelayedTrigger, Exile, Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class MyriadCopies(Instruction):
    """702.116a: for each opponent other than defending player, the controller may create
    a token copy of the source, tapped and attacking that player or a planeswalker they
    control; the tokens created are exiled at end of combat."""


def myriad() -> TriggeredAbility:
    return TriggeredAbility(
        text="Whenever this creature attacks, for each opponent other than defending player, "
             "you may create a token that's a copy of this creature that's tapped and "
             "attacking that player or a planeswalker they control. If one or more tokens "
             "are created this way, exile the tokens at end of combat.",
        trigger=Trigger("attacks", "self"), instructions=(MyriadCopies(),))


def do_myriad_copies(r: Resolution, step: MyriadCopies) -> None:
    """702.116a, in turn order from the controller (101.4)."""
    g = r.game
    you = r.item.controller
    defending = defending_player(g, r.item)
    others = [p for p in g.apnap() if p != you and p != defending and p in g.opponents(you)]
    if not others:
        return
    me = r.item.source
    if g.obj(me).zone != "battlefield":
        # 707.2: the copiable values as it last existed are not kept once it has left.
        r.unsupported("a myriad token copy of a creature that has left the battlefield")
    wanted: list[int] = []
    for p in others:
        yes = g.decide(Decision(
            "may", f"{r.item.source_name}: create a token copy attacking "
            f"{g.player_name(p)} or a planeswalker they control? (702.116a)", you,
            [("yes", True), ("no", False)], key="myriad"))
        if not yes:
            continue
        wanted.append(p)
    # 707.2, 508.4: the copies are made in one event (614.1a); each attacks its player
    created: list[int] = []
    for p, token in create_tagged_tokens(g, [TokenSpec(you, copy_of=me, tapped=True, tag=p)
                                             for p in wanted]):
        attack_with(g, token, you, p)
        created.append(token)
    if created:
        r.created = created
        r.do(DelayedTrigger(step="end_of_combat", instructions=(Exile(Ref.all_targets()),),
                            what=Ref.created()))


__all__ = ["MyriadCopies", "do_myriad_copies", "myriad"]
