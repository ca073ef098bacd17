"""608.2c: `Custom` instructions (a rules action the interpreter knows by name, `I.Custom`),
and the table from each name to the engine function that carries it out (the rest of the
instructions: `engine.stack.handlers`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting import until_another_exiled
from arbiter.engine.keywords import (
    blitz,
    demonstrate,
    encore,
    firebending,
    madness,
    miracle,
    partner,
    squad,
    warp,
)
from arbiter.engine.mana import mana_lands
from arbiter.engine.players import initiative, monarch, rad_counters, speed
from arbiter.engine.stack import counters_per_target, pay_any_prevent
from arbiter.engine.zones import attach_chosen, attachments, drawn_this_turn
from arbiter.rules import instructions as I

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def do_custom(r: Resolution, step: I.Custom) -> None:
    """`Custom`: a rules action the interpreter knows by name (`CUSTOM`)."""
    handler = CUSTOM.get(step.name)
    if handler is None:
        r.unsupported(f"{type(step).__name__} instruction")
    handler(r, step)


#: `Custom` instructions, by name.
CUSTOM: dict[str, Callable[[Resolution, Any], None]] = {
    "attach_self": attachments.do_attach_self,  # 701.3
    "attach_self_chosen": attach_chosen.do_attach_self_chosen,  # 701.3a-b
    "tap_mana_lands": mana_lands.do_tap_mana_lands,  # 605.1a, 701.26a
    "drawn_pay_or_top": drawn_this_turn.do_drawn_pay_or_top,  # 121.1, 119.4
    "pay_any_prevent": pay_any_prevent.do_pay_any_prevent,  # 118.12, 615.1
    "unattach_self": attachments.do_unattach_self,  # 702.151a
    warp.EXILE_WARPED: warp.do_exile_warped,  # 702.185a
    blitz.SACRIFICE_BLITZED: blitz.do_sacrifice_blitzed,  # 702.152a
    partner.PARTNER_SEARCH: partner.do_partner_search,  # 702.124j
    firebending.FIREBEND: firebending.do_firebend,  # 702.189a
    speed.SPEED_UP: speed.do_speed_up,  # 702.179d
    monarch.TAKE_THE_CROWN: monarch.do_take_the_crown,  # 724.2
    initiative.TAKE_FROM_COMBAT_DAMAGE: initiative.do_take_from_combat_damage,  # 725.2
    rad_counters.RADIATION: rad_counters.do_radiation,  # 727.1
    squad.SQUAD_COPIES: squad.do_squad_copies,  # 702.157a
    demonstrate.DEMONSTRATE: demonstrate.do_demonstrate,  # 702.144a
    madness.CAST_FOR_MADNESS: madness.do_cast_for_madness,  # 702.35a
    encore.ENCORE: encore.do_encore,  # 702.141a
    miracle.CAST_FOR_MIRACLE: miracle.do_cast_for_miracle,  # 702.94a
    until_another_exiled.END_EARLIER: until_another_exiled.do_end_earlier,  # 607.2a
    counters_per_target.COUNTERS_PER_TARGET: counters_per_target.do_counters_per_target,  # 122.6
}


__all__ = ["CUSTOM", "do_custom"]
