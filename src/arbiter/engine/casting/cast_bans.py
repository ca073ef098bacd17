"""101.2 / 601.3: effects that prohibit players from casting spells. A player can begin to
cast a spell only if no rule or effect prohibits it (601.3), whatever effect allows it: "can't"
beats "may" (101.2), a spell an effect casts while resolving included (608.2g).

    You can't cast spells.                                        (Form of the Squirrel)
    Players can't cast spells during combat.                      (Basandra, 506.1)
    Your opponents can't cast spells during combat.               (Marisi)
    Players can cast spells only during their own turns.          (Dosan the Falling Leaf)
    Each opponent can cast spells only any time they could cast a sorcery.
                                                                  (Teferi, Time Raveler, 307.1)
    Players can't cast spells from graveyards or libraries.       (Grafdigger's Cage)
    Your opponents can't cast spells from anywhere other than their hands.
                                                                  (Drannith Magistrate)

None of these depends on a quality of the spell that a choice made while casting it could
change (601.3a): only on who casts it, when, and the zone the card is cast from, judged as the
player begins to cast it. The rules part `CAST_BAN` has a `CastBan` as its detail; "you" is
the effect's controller.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects
from arbiter.rules.step_conditions import COMBAT_STEPS

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part (613.10) of such an effect.
CAST_BAN = "cast_ban"


@dataclass(frozen=True)
class CastBan:
    """Whom it prohibits (`who`: "each", "you", "opponents") and when: `when` "" (always),
    "combat" (506.1: during the combat phase), "not_own_turn" (during other players'
    turns), "not_sorcery_timing" (307.1: any time they couldn't cast a sorcery); `zones`:
    only spells cast from these zones ("from graveyards or libraries"); `not_from`: only
    spells cast from anywhere other than these ("other than their hands")."""

    who: str
    when: str = ""
    zones: tuple[str, ...] = ()
    not_from: tuple[str, ...] = ()
    text: str = "can't cast spells"


def _now(game: Game, player: int, when: str) -> bool:
    from arbiter.engine.casting.spells import sorcery_timing_ok

    turn = game.state.turn
    if when == "combat":
        return turn.step in COMBAT_STEPS  # 506.1
    if when == "not_own_turn":
        return turn.active != player
    if when == "not_sorcery_timing":
        return not sorcery_timing_ok(game, player)  # 307.1
    return True


def why_not(game: Game, oid: int, player: int) -> str | None:
    """601.3: why `player` can't begin to cast `oid` now (None: no such effect prohibits
    it). The card is judged in the zone it is cast from."""
    found = rules_effects(game, CAST_BAN)
    if not found:
        return None
    zone = game.obj(oid).zone
    for _ts, ban, controller in found:
        if not isinstance(ban, CastBan):
            continue
        mine = controller == player
        if (ban.who == "you" and not mine) or (ban.who == "opponents" and mine):
            continue
        if ban.zones and zone not in ban.zones:
            continue
        if ban.not_from and zone in ban.not_from:
            continue
        if _now(game, player, ban.when):
            return f"{game.player_name(player)} {ban.text} (101.2, 601.3)"
    return None


__all__ = ["CAST_BAN", "CastBan", "why_not"]
