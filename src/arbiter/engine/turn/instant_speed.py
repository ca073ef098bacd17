"""117.1a-b / 307.1: what a player with priority may do outside a sorcery's timing (another
player's turn, a step other than a main phase, a nonempty stack), asked once per layer
answer: whether anything but passing and the mana abilities offered as "tap ... for ..."
(605.3a) could be done then.

Outside a sorcery's timing a player may cast instants, spells with flash and spells an effect
lets them cast as though they had flash (307.1, 601.3b), activate abilities (602.2, 605.3a),
and take the special actions allowed then (116.2: turning a face-down permanent face up,
116.2b; suspend, 116.2f; foretell, 116.2h; turning a face-down conspiracy face up, 116.2j).
Playing a land (305.2), plotting (116.2k), putting a companion into a hand (116.2g), rolling
the planar die (116.2i) and unlocking a door (116.2m) need a sorcery's timing. Each of the
others comes from something the layer system's answer shows:

- an ability of an object (a card in a hand or graveyard with an ability, or an instant,
  may be cast or activated there: flash, cycling, ninjutsu, flashback ...; a permanent's
  activated ability or keyword standing for one, 702.6a equip);
- a rules effect of a static ability (601.3b "as though it had flash", 601.3 permissions to
  cast from a graveyard, a library or exile, 118.9 granted costs) or an effect a resolved
  spell or ability made (611.2: "you may cast it this turn");
- a card with another face or halves to choose (712.11b, 715.3, 720.3, 709.3);
- an object in exile or the command zone (702.143 foretold, 702.170 plotted, 903.8 a
  commander, 114 emblems, 901 planes) or face down (708, 702.37e);
- a face-down conspiracy (702.106c), noted on its player.

So when every live object (the cards in libraries aside) is in a hand, a graveyard, on the
stack or on the battlefield, face up, not an instant, a card of one face if it is in a hand
or a graveyard, with no ability but {T} mana abilities offered as "tap ... for ..." (none on
the stack), and there is no rules effect and no resolved effect, nothing else could be done
(`nothing_but_mana`). That reads only the answer, the objects' zones and facts and the
state's effects, which change only with a new answer (`engine.per_answer`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.mana.sources import tapped_by_planner
from arbiter.engine.per_answer import per_answer
from arbiter.rules.abilities import ActivatedAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.layers import LayerResult

#: The zones an object may be in for `nothing_but_mana` (the cards in libraries aside).
_ZONES = ("hand", "graveyard", "battlefield", "stack")


def nothing_but_mana(game: Game, player: int) -> bool:
    """Whether `player`, with priority outside a sorcery's timing, may only pass or
    activate mana abilities offered as "tap ... for ..." (see the module)."""
    res = game.layers()
    plain = per_answer(game, "_nothing_but_mana", lambda: _plain(game, res))
    return plain and not game.state.players[player].face_down_conspiracies


def _plain(game: Game, res: LayerResult) -> bool:
    state = game.state
    if state.effects or res.rules_effects:
        return False
    record = game.catalog.record
    objects = state.objects
    # Every live object is in its zone's list (the cards in libraries aside, not looked at).
    live = [oids for key, oids in state.order.items()
            if (key if isinstance(key, str) else key[1]) != "library" and oids]
    for oid in (oid for oids in live for oid in oids):
        obj = objects[oid]
        zone = obj.zone
        if zone not in _ZONES or obj.face_down is not None or obj.emblem is not None:
            return False
        ch = res.chars.get(oid)
        if ch is None or "Instant" in ch.types:
            return False
        if zone == "stack":
            if ch.abilities:
                return False
            continue
        for inst in ch.abilities:
            ab = inst.ability
            if not isinstance(ab, ActivatedAbility) or not ab.is_mana_ability or \
                    not tapped_by_planner(ab):
                return False
        if zone != "battlefield" and (obj.token is not None or obj.card is None or len(
                record(obj.card).faces) > 1):
            return False  # 712.11b, 715.3, 720.3, 709.3: another face or a half to choose
    return True


__all__ = ["nothing_but_mana"]
