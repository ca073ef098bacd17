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

Who casts it, when, and the zone the card is cast from are judged as the player begins to
cast it. A ban naming a card type of the spell judges the spell as the choices made while
proposing it make it (601.3a, 601.2e): the half or face cast (709.3a, 712.11c, 715.3), a
face-down spell is a creature spell (708.4), a bestowed spell an Aura enchantment spell and
not a creature spell (702.103b) (`engine.casting.flash_permission.as_cast`):

    You can't cast creature spells.                               (Grid Monitor)
    You can't cast noncreature spells.                            (Nikya of the Old Ways)
    Creature spells can't be cast.                                (Aether Storm)
    Target player can't cast creature spells this turn.           (Cease-Fire, 611.2a)
    Your opponents can't cast spells of the chosen color.         (Iona, Shield of Emeria)
    Spells with the chosen name can't be cast.                    (Meddling Mage)

(the color or name chosen as the ban's source entered, 614.12: a face-down spell has no
name and no color, 708.2a).

The rules part `CAST_BAN` has a `CastBan` as its detail; "you" is the effect's controller,
"player" the one player a resolved effect named (`player`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.casting.flash_permission import as_cast
from arbiter.engine.rules_effects import rules_effects
from arbiter.rules.chosen_names import HasChosenName
from arbiter.rules.selectors import HasChosenColor
from arbiter.rules.step_conditions import COMBAT_STEPS
from arbiter.rules.view import LayerView, context_for

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
    #: 601.3a: only spells with one of these card types ("Creature"; "Instant", "Sorcery"),
    #: or with none of them when `non` ("noncreature spells"); () is every spell.
    types: tuple[str, ...] = ()
    non: bool = False
    #: The player a resolved effect names when `who` is "player" (611.2a).
    player: int | None = None
    #: "color" | "name": only spells of the color or with the name chosen for the ban's
    #: source (a static ability's).
    chosen: str = ""

    def names_spell(self, types: set[str]) -> bool:
        """Whether a spell with these card types is one the ban prohibits (205.2a)."""
        if not self.types:
            return True
        return bool(types.intersection(self.types)) != self.non


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


def _banned(ban: CastBan, controller: int, player: int) -> bool:
    """Whether the ban names `player` (101.2)."""
    if ban.who == "player":
        return ban.player == player
    mine = controller == player
    return not ((ban.who == "you" and not mine) or (ban.who == "opponents" and mine))


def why_not(game: Game, oid: int, player: int, alternative: str | None = None) -> str | None:
    """601.3: why `player` can't begin to cast `oid` (with the way of casting `alternative`)
    now (None: no such effect prohibits it). The card is judged in the zone it is cast
    from, and as the spell it would be (601.3a)."""
    found = rules_effects(game, CAST_BAN)
    if not found:
        return None
    zone = game.obj(oid).zone
    spell_types: set[str] | None = None
    for _ts, ban, controller in found:
        if not isinstance(ban, CastBan) or not _banned(ban, controller, player) or ban.chosen:
            continue
        if ban.types:
            if spell_types is None:
                spell_types = set(as_cast(game, oid, player, alternative).types)
            if not ban.names_spell(spell_types):
                continue  # 601.3a: the spell as proposed hasn't the quality banned
        if ban.zones and zone not in ban.zones:
            continue
        if ban.not_from and zone in ban.not_from:
            continue
        if _now(game, player, ban.when):
            return f"{game.player_name(player)} {ban.text} (101.2, 601.3)"
    return _chosen_ban(game, oid, player, alternative)


def _chosen_ban(game: Game, oid: int, player: int, alternative: str | None) -> str | None:
    """601.3a: a ban of the spells of the chosen color or with the chosen name, the spell
    judged as proposed."""
    res = game.layers()
    view: LayerView | None = None
    for effects in res.rules_effects.values():
        for e in effects:
            for p in e.parts:
                ban = getattr(p, "detail", None)
                if getattr(p, "rule", None) != CAST_BAN or not isinstance(ban, CastBan) \
                        or not ban.chosen or e.source is None:
                    continue
                controller = res.chars[e.source].controller if e.source in res.chars \
                    else e.controller
                if not _banned(ban, controller, player):
                    continue
                if view is None:
                    chars = dict(res.chars)
                    chars[oid] = as_cast(game, oid, player, alternative)
                    view = LayerView(game.state, chars)
                what = HasChosenColor() if ban.chosen == "color" else HasChosenName()
                if what.matches(view, oid, context_for(view, e.source, controller)):
                    return f"{game.player_name(player)} {ban.text} (101.2, 601.3)"
    return None


__all__ = ["CAST_BAN", "CastBan", "why_not"]
