"""Impulse draw of several cards (601.3, 305.1): "Exile the top two cards of your library.
Until the end of your next turn, you may play those cards." (Light Up the Stage).

The top `n` cards of the resolving ability's controller's library are exiled (406.2: face
up; fewer if the library has fewer), then that player may play them (`how`: "play", lands
and spells; 118.9 "play_free"), for `duration` (the turn, or until the end of their next
turn), as `engine.casting.impulse` allows one card. With `choose_one` ("Exile the top two
cards of your library. Choose one of them. Until the end of your next turn, you may play that
card.", Tectonic Giant) the player chooses one of the cards exiled, and only that one may be
played (608.2d: the choice is made as it resolves). `who`: the top card of each player's or
each opponent's library instead (101.4: in APNAP order); the resolving ability's controller
may play those cards whoever owns them. `spend`: 609.4b, the same player may spend mana as
though it were mana of any color ("color") or type ("type") to cast them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.impulse import MAY_PLAY, PLAY
from arbiter.engine.decisions import Decision
from arbiter.engine.mana.spend_as_any import SPEND_AS_ANY
from arbiter.engine.stack.continuous_effects import add_resolved_effect
from arbiter.rules.instructions import Instruction
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import END_OF_TURN

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileTopMayPlay(Instruction):
    """Exile the top `n` cards of your library; you may play them for `duration`."""

    n: Any = 2
    how: str = PLAY
    duration: str = END_OF_TURN
    choose_one: bool = False
    #: Whose libraries: "you", "each_player", "each_opponent" (101.4: APNAP order), or a
    #: target player (a Ref)
    who: Any = "you"
    #: 609.4b: "and you may spend mana as though it were mana of any color|type to cast them"
    spend: str | None = None


def do_exile_top_may_play(r: Resolution, step: ExileTopMayPlay) -> None:
    g, you = r.game, r.item.controller
    exiled: list[int] = []
    n = r.number(step.n)
    for player in r.players(step.who):
        for card in list(g.state.zone_list("library", player)[:n]):
            new = g.move(card, "exile")
            if new is not None:
                exiled.append(new.id)
    r.count = len(exiled)
    r.did = bool(exiled)
    if exiled and step.choose_one:
        pick = exiled[0] if len(exiled) == 1 else g.decide(Decision(
            "choose_card", "choose one of the exiled cards", you,
            [(f"{g.quick_name(o)}#{o}", o) for o in exiled], key="choose"))
        exiled = [pick]  # 608.2d
        r.it = pick
    if exiled:
        parts = (RulesPart(MAY_PLAY, step.how),)
        if step.spend is not None:  # 609.4b: for the same cards, the same player
            parts += (RulesPart(SPEND_AS_ANY, step.spend),)
        add_resolved_effect(r, parts, locked=frozenset(exiled), duration=step.duration)


__all__ = ["ExileTopMayPlay", "do_exile_top_may_play"]
