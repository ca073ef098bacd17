"""Cloak (701.58) and turning a cloaked (or manifested, 701.40) permanent face up.

    cloak                 701.58a / 701.58f: the card becomes a face-down 2/2 creature card with
                          ward {2} and is put onto the battlefield face down
    ExileAndCloak         "Exile any number of <permanents> in a face-down pile, shuffle that
                          pile, then cloak them." (406.3, 701.24a, 400.7)
    face_up_procedures    701.58b-d / 701.40b-d: the costs a cloaked permanent can be turned
                          face up for (a special action, 116.2b)
    stays_face_down       701.58g / 701.40g: an instant or sorcery card stays face down

The face-down characteristics themselves are the layer-1b `FaceDown` effect of kind "cloak"
(`rules.copiable.face_down_values`: 708.2a plus ward {2}); a manifested permanent (kind
"manifest") follows the same turning-face-up rules without the ward.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules import instructions as I

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.selectors import Selector

#: 701.58b / 701.40b: face-down kinds that may be turned face up for the card's mana cost.
CARD_COST_KINDS = ("cloak", "manifest")
#: The `PriorityAction.alternative` naming the 701.58b / 701.40b procedure.
MANA_COST = "mana_cost"


def cloak(game: Game, oid: int, player: int) -> int | None:
    """701.58a: turn the card `oid` face down and put it onto the battlefield under `player`'s
    control as a cloaked permanent (a new object, 400.7; its controller hasn't controlled it
    continuously since their most recent turn began, 302.6). 708.3: it is face down as it
    enters, so its own enters abilities and replacement effects don't apply. Returns the
    permanent, or None when the card isn't cloaked: 701.58f (a prohibition; the engine reads
    none that stops a permanent from entering) or a replacement effect that puts the card in
    another zone instead (614.1a), where it isn't face down. Only a card can be cloaked (a
    token isn't a card, 111.1)."""
    from arbiter.engine.replacement.entering import enter

    obj = game.obj(oid)
    if obj.token is not None or obj.card is None:
        return None
    from arbiter.engine.replacement.entering_exiled import entering_face_down

    with entering_face_down("cloak"):  # 614.12: it would enter as a face-down 2/2
        new = game.move(oid, "battlefield", controller=player)
    if new is None:
        return None
    if new.zone != "battlefield":
        return None  # a new object where it went, face up
    new.face_down = "cloak"
    game.state.touch()
    enter(game, new)
    game.log(f"{game.player_name(player)} cloaks a card (701.58a): face-down #{new.id}")
    return new.id


@dataclass(frozen=True)
class ExileAndCloak(I.Instruction):
    """"Exile any number of <permanents> in a face-down pile, shuffle that pile, then cloak
    them." As it resolves, its controller chooses any number (none too) of the permanents
    `selector` describes (a choice, not targets, 115.10), exiles them face down (406.3), shuffles
    that pile (701.24a: the order is random) and cloaks the cards in it one at a time
    (701.58a, 701.58e); each becomes a new object on the battlefield (400.7)."""

    selector: Selector


def _choose(r: Resolution, selector: Selector) -> list[int]:
    g, you = r.game, r.item.controller
    options = [o for o in r.matching(selector) if g.obj(o).zone == "battlefield"]
    chosen: list[int] = []
    while options:
        pick = g.decide(Decision(
            "choose_object", "choose a permanent to exile and cloak (any number; done to stop)",
            you, [*((f"{g.name_of(o)}#{o}", o) for o in options), ("done", None)],
            optional=True, key="cloak"))
        if pick is None:
            break
        chosen.append(pick)
        options = [o for o in options if o != pick]
    return chosen


def exile_and_cloak(r: Resolution, step: ExileAndCloak) -> list[int]:
    """Carry out `step`; returns the cloaked permanents."""
    from arbiter.state import rng

    g = r.game
    pile: list[int] = []
    for oid in _choose(r, step.selector):
        new = g.move(oid, "exile")
        if new is not None and new.zone == "exile":
            new.face_down = "exiled"  # 406.3: exiled face down
            pile.append(new.id)
    g.state.touch()
    rng.shuffle(g.state, pile)  # 701.24a: nobody knows the order of the shuffled pile
    return [p for p in (cloak(g, oid, r.item.controller) for oid in pile) if p is not None]


def do_exile_and_cloak(r: Resolution, step: ExileAndCloak) -> None:
    """The resolution of an `ExileAndCloak` instruction."""
    exile_and_cloak(r, step)


def _card(game: Game, oid: int) -> Characteristics:
    """701.58b: the card representing the permanent, as a card (its front face, 712.8a), not
    the face-down permanent's characteristics nor any continuous effect on it (708.12)."""
    from arbiter.rules.printed import component_characteristics

    obj = game.obj(oid)
    return component_characteristics(game.catalog, obj.card, None, 0, obj.controller)


def card_mana_cost(game: Game, oid: int) -> str | None:
    """701.58b / 701.40b: the mana cost to pay to turn a cloaked or manifested permanent face
    up: None unless its card is a creature card with a mana cost. 107.3h: an {X} in it is 0."""
    obj = game.obj(oid)
    if obj.face_down not in CARD_COST_KINDS or obj.card is None or obj.merged:
        return None
    ch = _card(game, oid)
    if "Creature" not in ch.types or ch.mana_cost is None:
        return None
    return str(ch.mana_cost)


def face_up_procedures(game: Game, oid: int) -> list[tuple[str | None, str]]:
    """Each way the controller of face-down `oid` may turn it face up, as (procedure, cost):
    None for its morph or disguise cost (702.37e, 702.168d; for a cloaked or manifested card
    with morph or disguise, 701.58c-d / 701.40c-d), MANA_COST for its card's mana cost
    (701.58b / 701.40b)."""
    from arbiter.engine.turn.priority import face_up_cost

    out: list[tuple[str | None, str]] = []
    cost = face_up_cost(game, oid)
    if cost is not None:
        out.append((None, cost))
    mana = card_mana_cost(game, oid)
    if mana is not None:
        out.append((MANA_COST, mana))
    return out


def stays_face_down(game: Game, oid: int) -> bool:
    """701.58g / 701.40g: a cloaked or manifested permanent represented by an instant or
    sorcery card that would turn face up is revealed and stays face down."""
    obj = game.obj(oid)
    if obj.face_down not in CARD_COST_KINDS or obj.card is None:
        return False
    if not _card(game, oid).types & {"Instant", "Sorcery"}:
        return False
    game.log(f"face-down #{oid} is revealed: {obj.card}, an instant or sorcery card; it stays "
             "face down (701.58g)")
    return True
