"""701.23: searching a player's graveyard, hand and library for the cards with a name, and
exiling them (201.4: a name chosen as the effect resolves; 201.2: the name of an object the
effect named):

    Choose a nonland card name. Search target player's graveyard, hand, and library for
    any number of cards with that name and exile them. Then that player shuffles.
                                                                          (Memoricide)
    Exile target artifact. Search its controller's graveyard, hand, and library for all
    cards with the same name as that artifact and exile them. Then that player shuffles.
                                                                          (Splinter)
    ... That player shuffles, then draws a card for each card exiled from their hand this
    way.                                                                  (Lost Legacy)

The resolving spell's controller searches (701.23a: they look at every card of the three
zones; the library is the one `searched` gives, so a narrowed search, 614.1a, applies).
"All cards with that name": 701.23b, a name is a stated quality, so in the hidden zones (the
hand, the library) the searcher may leave any of them unfound, but every such card in the
graveyard (a public zone) is found (701.23b's example is Splinter's). "Any number of cards":
any of them, none included. "Up to N cards": at most N in all. The cards found are exiled at
once; then that player shuffles their library (701.24a).

201.2a: two objects have the same name if they have a name in common; an object with no name
(a face-down card) has the same name as nothing, so nothing is found (701.23c). The name of
an object the effect named is taken as it is now, or as it last existed (608.2h): Splinter's
artifact has been exiled by then, Counterbore's spell countered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import shuffle
from arbiter.engine.keyword_actions.searched_cards import searched
from arbiter.engine.triggers.batches import action
from arbiter.engine.zones.drawing import draw_cards
from arbiter.rules.chosen_names import card_names
from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.split_cards import has_name as one_of_its_names
from arbiter.rules.view import LayerView

if TYPE_CHECKING:
    from arbiter.cards.database import CardDatabase
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The zones searched, in the text's order.
_ZONES = ("graveyard", "hand", "library")


@dataclass(frozen=True)
class NameQuality:
    """201.4a: the characteristics a chosen card name's card must have: every type of
    `types`, none of `not_types`; `not_basic_land`: "other than a basic land card name"."""

    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    not_basic_land: bool = False
    #: The words, for the player's prompt ("a nonland card name").
    words: str = "a card name"


@dataclass(frozen=True)
class SearchForName(Instruction):
    """701.23: search the graveyard, hand and library of the player `whose` names for cards
    with a name and exile them, then that player shuffles. The name: chosen first by the
    spell's controller with `quality` (201.4), or the name of the object `same_as` names.
    `how_many`: None "all", -1 "any number", N "up to N". `draw_for_hand`: then that player
    draws a card for each card exiled from their hand this way."""

    whose: Any = None
    quality: NameQuality | None = None
    same_as: Any = None
    how_many: int | None = None
    draw_for_hand: bool = False


def _names_with(db: CardDatabase, q: NameQuality) -> list[str]:
    """201.4a / 201.4b / 201.4d: the names of the faces (halves) whose own Oracle
    characteristics match `q`."""
    names: set[str] = set()
    for name in db:
        record = db.get(name)
        if record.layout == "token":
            continue
        for f in record.faces:
            if q.types and not set(q.types) <= set(f.types):
                continue
            if set(q.not_types) & set(f.types):
                continue
            if q.not_basic_land and "Basic" in f.supertypes and "Land" in f.types:
                continue
            names.add(f.name)
    return sorted(names)


def _chosen(g: Game, you: int, q: NameQuality) -> str:
    db = g.catalog.db
    plain = q == NameQuality()
    names = list(card_names(db)) if plain else _names_with(db, q)
    name = g.decide(Decision("card_name", f"choose {q.words} (201.4)", you,
                             [(n, n) for n in names], key="card_name"))
    g.log(f"{g.player_name(you)} chooses {name}")
    return str(name)


def _names_of(r: Resolution, ref: Any) -> tuple[str, ...]:
    """201.2a, 608.2h: the names of the object `ref` names, now or as it last existed."""
    g = r.game
    if isinstance(ref, Ref) and ref.kind.startswith("new_"):
        ref = Ref(ref.kind[len("new_"):], ref.index, ref.span)  # the object before it moved
    out: list[str] = []
    for oid in r.ref(ref):
        if not isinstance(oid, int) or isinstance(oid, bool):
            continue
        try:
            name = g.chars(oid).name
        except KeyError:
            continue
        if name:
            out += name.split(" // ")  # 709.4a: a split card has both its halves' names
    return tuple(out)


def _has_any(view: LayerView, oid: int, names: tuple[str, ...]) -> bool:
    ch = view.chars.get(oid)
    return ch is not None and bool(ch.name) and any(one_of_its_names(ch.name, n)
                                                    for n in names)


def do_search_for_name(r: Resolution, step: SearchForName) -> None:
    g, you = r.game, r.item.controller
    players = r.players(step.whose)
    if step.quality is not None:
        names: tuple[str, ...] = (_chosen(g, you, step.quality),)
    else:
        names = _names_of(r, step.same_as)
    r.count = 0
    for p in players:
        view = LayerView(g.state, g.all_layers().chars)
        zones = {z: (searched(g, you, p) if z == "library" else list(g.state.zone_list(z, p)))
                 for z in _ZONES}
        matching = [(o, z) for z in _ZONES for o in zones[z] if _has_any(view, o, names)]
        found: list[tuple[int, str]] = []
        if step.how_many is None:  # 701.23b: the graveyard's must be found
            found = [(o, z) for o, z in matching if z == "graveyard"]
        limit = step.how_many if step.how_many is not None and step.how_many >= 0 else None
        while limit is None or len(found) < limit:
            options = [(f"{g.quick_name(o)}#{o} ({z})", o) for o, z in matching
                       if (o, z) not in found]
            if not options:
                break
            pick = g.decide(Decision(
                "search", f"search {g.player_name(p)}'s graveyard, hand and library for "
                f"cards named {' or '.join(names)} (701.23b: any of them may stay unfound)",
                you, [*options, ("done", None)], optional=True, key="search"))
            if pick is None:
                break
            found += [(o, z) for o, z in matching if o == pick]
        with action(g):  # exiled at once
            for o, _z in found:
                g.move(o, "exile")
        r.count += len(found)
        shuffle(g, p)  # 701.24a
        if step.draw_for_hand:
            draw_cards(g, p, sum(1 for _o, z in found if z == "hand"))  # 121.2
    r.did = r.count > 0


__all__ = ["NameQuality", "SearchForName", "do_search_for_name"]
