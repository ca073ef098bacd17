"""508.4: tokens created "tapped and attacking".

    create <tokens> that are tapped and attacking
    for each opponent, create <a token> that's tapped and attacking that player or a
    planeswalker they control                                            (Adeline)

508.4: as such a creature enters, its controller chooses what it attacks among the defending
players, the planeswalkers they control and the battles they protect (the opponents the
attacking player may attack, 506.2, 802), unless the effect says ("that player or a
planeswalker they control"). It is attacking, but it never "attacked": no "attacks"
triggers (508.3a) and it isn't one of the creatures its controller attacked with. 506.3:
only a creature can attack (506.3a: a noncreature token just enters); 506.3b: one entering
under the control of a player who isn't the attacking player isn't attacking; 508.4a: a
player no longer in the game isn't attacked. Outside the combat phase (before attackers are
declared there is no combat yet, 506.1) the token simply enters tapped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.zones.tokens import create_tokens
from arbiter.errors import UnsupportedTextError
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.state.combat import Defender
    from arbiter.state.objects import TokenDef

#: The steps in which a combat is under way once attackers were declared (506.1).
_COMBAT_STEPS = ("declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")


@dataclass(frozen=True)
class CreateAttackingTokens(Instruction):
    """The resolving spell's or ability's controller creates `n` tokens tapped and attacking;
    `per_opponent`: `n` for each opponent, each attacking that player or a planeswalker they
    control (508.4)."""

    token: TokenDef | str = ""
    n: Any = 1
    per_opponent: bool = False


def _defenders(game: Game, attacker: int, only: int | None) -> list[Defender]:
    """What a creature put onto the battlefield attacking may attack (508.4): each opponent
    of `attacker` (or only `only`), each planeswalker they control, each battle they
    protect (not when the effect names "that player or a planeswalker they control")."""
    from arbiter.engine.combat.declare import defending_player

    players = [only] if only is not None else game.opponents(attacker)
    out: list[Defender] = [("player", p) for p in players]
    for oid in game.state.battlefield():
        types = game.chars(oid).types
        if "Planeswalker" in types or ("Battle" in types and only is None):
            if defending_player(game, ("permanent", oid)) in players:
                out.append(("permanent", oid))
    return out


def _label(game: Game, d: Defender) -> str:
    return game.player_name(d[1]) if d[0] == "player" else game.name_of(d[1])


def check_not_too_early(r: Resolution) -> None:
    """Creatures put onto the battlefield attacking in the beginning of combat step, before
    attackers are declared (506.1, 508.4), are not carried out: the game stops (principle 5)."""
    if r.game.state.turn.step == "beginning_of_combat":
        raise UnsupportedTextError(r.item.source_name, "creatures put onto the battlefield "
                                   "attacking before attackers are declared (506.1, 508.4)")


def do_create_attacking_tokens(r: Resolution, step: CreateAttackingTokens) -> None:
    """Carry out a `CreateAttackingTokens` (508.4)."""
    g, you = r.game, r.item.controller
    check_not_too_early(r)
    n = r.number(step.n)
    groups: list[int | None] = list(g.opponents(you)) if step.per_opponent else [None]
    r.created = []
    for only in groups:
        # 111.2, 614.1a: one event; a token a replacement effect adds is tapped and
        # attacking too (508.4)
        for oid in create_tokens(g, [TokenSpec(you, step.token, tapped=True)] * n):
            r.created.append(oid)
            r.it = oid
            attack_with(g, oid, you, only)


def attack_with(g: Game, oid: int, you: int, only: int | None) -> None:
    """508.4: the token is attacking what its controller chooses, if it can be attacking."""
    combat = g.state.combat
    if combat is None or g.state.turn.step not in _COMBAT_STEPS:
        return  # not in combat: it just entered tapped
    if g.obj(oid).zone != "battlefield" or "Creature" not in g.chars(oid).types:
        return  # 506.3a
    if g.chars(oid).controller != g.state.turn.active:
        return  # 506.3b
    options = _defenders(g, you, only)
    if not options:
        return  # 508.4a
    pick = g.decide(Decision("defender", f"{g.name_of(oid)} enters attacking: choose what "
                             "it attacks (508.4)", you, [(_label(g, d), d) for d in options],
                             key="defender"))
    combat.attackers[oid] = tuple(pick)  # type: ignore[assignment]
    from arbiter.engine.combat.removal import record

    record(combat, oid, g.chars(oid).controller)  # 506.4
    if pick[0] == "permanent" and pick[1] not in combat.controllers:
        record(combat, pick[1], g.chars(pick[1]).controller)
    g.log(f"{g.name_of(oid)} enters attacking {_label(g, tuple(pick))}")
    g.state.touch()


__all__ = ["CreateAttackingTokens", "attack_with", "check_not_too_early",
           "do_create_attacking_tokens"]
