"""Amass (701.47).

701.47a: to amass [subtype] N means "If you don't control an Army creature, create a 0/0
black [subtype] Army creature token. Choose an Army creature you control. Put N +1/+1
counters on that creature. If it isn't a [subtype], it becomes a [subtype] in addition to its
other types." 701.47b: the player amassed even if some of that was impossible. 701.47c: "the
Army you amassed" is the creature chosen (the instruction's "it", 608.2c). 701.47d: older
"amass N" reads "amass Zombies N".

The player who amasses is the controller of the resolving spell or ability. The token is
named for its subtypes (111.4: "Zombie Army Token"). Becoming a [subtype] is a layer-4
effect (613.1d, 205.1b) of the resolving spell or ability on the chosen creature, with no
duration (611.2a: it lasts as long as that object is on the battlefield).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.stack.continuous_effects import add_resolved_effect
from arbiter.engine.triggers.events import Event
from arbiter.engine.zones.tokens import create_tokens
from arbiter.rules.instructions import Instruction
from arbiter.rules.parts import AddTypes
from arbiter.state.effects import INDEFINITE
from arbiter.state.objects import TokenDef
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: 701.47b: the event of a player amassing (obj: the Army chosen, or None).
AMASSED = "amassed"


@dataclass(frozen=True)
class Amass(Instruction):
    """701.47a: "amass [subtype] N"."""

    subtype: str = "Zombie"
    n: int = 1


def army_token(subtype: str) -> TokenDef:
    """701.47a / 111.4: "a 0/0 black [subtype] Army creature token"."""
    return TokenDef(f"{subtype} Army Token", types=("Creature",), subtypes=(subtype, "Army"),
                    colors=(Color.BLACK,), power=0, toughness=0)


def do_amass(r: Resolution, step: Amass) -> None:
    """701.47a: an Army (created if the player controls none), N counters, the subtype."""
    g, you = r.game, r.item.controller

    def armies() -> list[int]:
        chars = g.layers().chars
        return [o for o in g.state.battlefield() if o in chars and chars[o].controller == you
                and "Creature" in chars[o].types and "Army" in chars[o].subtypes]

    found = armies()
    if not found:
        # 701.47a; a replacement effect may make more than one Army (614.1a): the counters
        # go on one the player chooses, below
        r.created = create_tokens(g, [TokenSpec(you, army_token(step.subtype))])
        found = armies()
    if not found:
        g.emit(Event(AMASSED, None, player=you))  # 701.47b: amassed all the same
        return
    pick = found[0] if len(found) == 1 else g.decide(Decision(
        "choose_object", f"amass {step.subtype} {step.n}: choose an Army creature you control "
        "(701.47a)", you, [(f"{g.name_of(o)}#{o}", o) for o in found], key="amass"))
    g.put_counters(pick, "+1/+1", step.n)
    if step.subtype not in g.chars(pick).subtypes:
        add_resolved_effect(r, (AddTypes(subtypes=frozenset({step.subtype})),),
                            locked=frozenset({pick}), duration=INDEFINITE)
    r.it = pick  # 701.47c: the Army you amassed
    g.emit(Event(AMASSED, pick, player=you))
    g.log(f"{g.player_name(you)} amasses {step.subtype} {step.n}: {g.name_of(pick)} "
          "(701.47a)")
    g.state.touch()


__all__ = ["AMASSED", "Amass", "army_token", "do_amass"]
