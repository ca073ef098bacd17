"""Meld (701.42) and melded permanents (712.4, 712.8g, 712.21).

701.42a / 712.4a: one card of a meld pair has an ability that exiles it and its counterpart
and melds them: they are put onto the battlefield with their back faces up and combined, one
object represented by two cards (`GameObject.melded`). 712.8g: that object has only the
characteristics of the combined back face, and its mana value is the sum of its fronts'
(`rules.printed`); a copy of it has mana value 0 (202.3c, `rules.layers`).

701.42b: only the two cards of one meld pair can be melded: tokens, cards that aren't meld
cards, or meld cards of another pair can't. The pair is the card whose own printed ability is
this meld and the card that ability names. 701.42c: objects that can't be melded stay where
they are (in exile, after "exile them").

712.21: a melded permanent that leaves the battlefield is one permanent leaving, and both
cards are put into the new zone (each with its front face up, 712.8a); 712.21a: in a graveyard
their owner arranges them. What isn't carried out stops the game naming it (principle 5): a
melded permanent put into a library (712.21a: its owner arranges the two cards there, which
the callers placing a card in a library don't know), or an effect that finds the new object
and acts on it again (712.21c: it finds both cards).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.errors import UnsupportedTextError
from arbiter.rules.instructions import Instruction
from arbiter.rules.meld import own_and_control, partners
from arbiter.rules.structure import nodes

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.state.objects import GameObject

#: The choice key naming, on a card that left the battlefield as part of a melded permanent,
#: the other card's new object (712.21c).
OTHER_CARD = "melded_other_card"


@dataclass(frozen=True)
class Meld(Instruction):
    """701.42a: "If you both own and control ~ and a <card type> named <partner>, exile them,
    then meld them into <into>." The condition is checked as the instruction is followed
    (608.2c; for a triggered ability it is also its intervening "if", 603.4)."""

    partner: str
    partner_type: str
    into: str


def do_meld(r: Resolution, step: Meld) -> None:
    """608.2c: if the condition holds, exile both permanents at once, then meld them
    (701.42a), or leave them in exile when they can't be melded (701.42b-c)."""
    g = r.game
    you, src = r.item.controller, r.item.source
    view, _ = r.view_context()
    if src not in g.state.objects or not own_and_control(view, src, you):
        return
    found = partners(view, src, you, step.partner, step.partner_type)
    if not found:
        return
    other = found[0] if len(found) == 1 else g.decide(Decision(
        "choose_object", f"{g.name_of(src)}: choose the {step.partner} to meld with", you,
        [(f"{g.name_of(o)}#{o}", o) for o in found], key="meld"))
    exiled = [g.move(oid, "exile") for oid in (src, other)]  # "exile them"
    first, second = exiled
    if first is None or second is None or first.zone != "exile" or second.zone != "exile" \
            or not _pair(g, first, second, step):
        g.log(f"they can't be melded into {step.into}: they stay where they are (701.42b-c)")
        return
    _put_melded(r, first, second, step)


def _pair(g: Game, first: GameObject, second: GameObject, step: Meld) -> bool:
    """701.42b: two cards (not tokens) of one meld pair: `first` a meld card whose own printed
    ability is this meld, `second` the meld card it names, and the combined face exists."""
    if first.token is not None or second.token is not None or first.card is None \
            or second.card is None:
        return False
    cat = g.catalog
    a, b = cat.record(first.card), cat.record(second.card)
    if a.layout != "meld" or b.layout != "meld" or b.name != step.partner:
        return False
    try:
        into = cat.record(step.into)
    except (KeyError, ValueError):
        return False
    if into.layout != "meld" or into.name != step.into:
        return False
    return any(_melds(ab, step) for ab in cat.abilities(a.name, 0))


def _melds(ability: object, step: Meld) -> bool:
    return any(isinstance(n, Meld) and n == step for n in nodes(ability))


def _put_melded(r: Resolution, first: GameObject, second: GameObject, step: Meld) -> None:
    """701.42a / 712.14c: both cards enter as a single permanent with their back faces up,
    under the control of the player who melds them."""
    from arbiter.engine.replacement.entering import enter

    g = r.game
    g.state.remove_from_zone(second.id)
    second.zone = "left:exile"  # the card now represents the melded permanent
    new = g.move(first.id, "battlefield", controller=r.item.controller)
    if new is None or new.zone != "battlefield":
        return
    new.melded = (second.card or "", step.into)
    g.state.touch()
    g.log(f"{first.card} and {second.card} meld into {step.into} (701.42a)")
    enter(g, new, effect_controller=r.item.controller, effect_source=r.item.source,
          choices=dict(r.chosen))
    r.it = new.id


def other_card_follows(game: Game, old: GameObject, zone: str,
                       new: GameObject | None) -> None:
    """712.21: the melded permanent `old` left the battlefield for `zone`; its other card goes
    there too, as a new object (400.7) with its front face up (712.8a)."""
    assert old.melded is not None
    if zone == "battlefield":
        raise UnsupportedTextError(game.name_of(old.id), "a melded permanent leaving the "
                                   "battlefield and returning to it (712.21c)")
    if zone == "library":
        raise UnsupportedTextError(game.name_of(old.id), "a melded permanent put into a "
                                   "library, its owner arranging its two cards (712.21a)")
    other = game.state.add_object({"owner": old.owner, "controller": old.owner,
                                   "card": old.melded[0], "token": None}, zone)
    if new is None:
        return
    new.choices[OTHER_CARD] = other.id
    other.choices[OTHER_CARD] = new.id
    if zone == "graveyard":
        # 712.21a / 404.2: the owner arranges the two cards (the last one is on top)
        top = game.decide(Decision(
            "choose_object", "choose which of the two cards is on top of your graveyard",
            old.owner, [(f"{game.name_of(o)}#{o}", o) for o in (new.id, other.id)],
            key="meld_order"))
        pile = game.state.zone_list("graveyard", old.owner)
        under = new.id if top == other.id else other.id
        pile.remove(under)
        pile.insert(pile.index(top), under)
        game.state.touch()
        # 712.21: two cards are put into the graveyard ("whenever a card is put into your
        # graveyard from anywhere" sees each)
        game.emit(Event("put_into_graveyard", other.id, from_zone="battlefield",
                        new_id=other.id))
    game.log(f"{game.quick_name(other.id)} goes to {zone} with it (712.21)")


def found_again(game: Game, oid: int) -> None:
    """712.21c: an effect that finds the new object a melded permanent became finds both
    cards and acts on each: not carried out, so the game stops naming it."""
    if OTHER_CARD in game.obj(oid).choices:
        raise UnsupportedTextError(game.name_of(oid), "an effect acting again on the cards "
                                   "a melded permanent became (712.21c)")


__all__ = ["Meld", "OTHER_CARD", "do_meld", "found_again", "other_card_follows"]
