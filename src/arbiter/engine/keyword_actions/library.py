"""Keyword actions on a library: 701.17 mill, 701.22 scry, 701.23 search (one player, or
each player in turn, 101.4), 701.24 shuffle (and shuffling cards into a library), 701.25
surveil; each choice is a decision of the player. The instructions that call for them are
carried out here too."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.entering import enter
from arbiter.engine.zones.zone_changes import enter_all
from arbiter.rules.selectors import And, Anything, InZone
from arbiter.rules.view import context_for
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules import instructions as I
    from arbiter.rules.selectors import Selector


def order_on_top(game: Game, player: int, cards: list[int], verb: str,
                 owner: int | None = None) -> None:
    """Put cards back on top of `owner`'s library (the player's own unless given) in the
    order the player chooses (the first chosen ends on top)."""
    library = game.state.zone_list("library", player if owner is None else owner)
    remaining = list(cards)
    chosen: list[int] = []
    while remaining:
        if len(remaining) == 1:
            pick = remaining[0]
        else:
            pick = game.decide(Decision("order", f"{verb}: choose the next card from the top",
                                        player, [(game.quick_name(o) + f"#{o}", o)
                                                 for o in remaining], key="order"))
        remaining.remove(pick)
        chosen.append(pick)
    for oid in reversed(chosen):
        library.remove(oid)
        library.insert(0, oid)


def scry(game: Game, player: int, n: int) -> None:
    """701.22a: any number of the top N cards on the bottom, the rest on top, any order."""
    library = game.state.zone_list("library", player)
    top = library[:n]
    keep = []
    for oid in top:
        where = game.decide(Decision("scry", f"scry: {game.quick_name(oid)}#{oid}", player,
                                     [("top", "top"), ("bottom", "bottom")], key="scry"))
        if where == "bottom":
            library.remove(oid)
            library.append(oid)
        else:
            keep.append(oid)
    order_on_top(game, player, keep, "scry")
    game.state.touch()
    if n > 0:  # 701.22b, 701.22d: "whenever you scry", after the scry (none for scry 0)
        from arbiter.engine.triggers.events import Event

        game.emit(Event("scry", None, player=player, amount=n))


def surveil(game: Game, player: int, n: int) -> None:
    """701.25a: any number of the top N cards into the graveyard, the rest on top."""
    library = game.state.zone_list("library", player)
    keep = []
    for oid in library[:n]:
        where = game.decide(Decision("surveil", f"surveil: {game.quick_name(oid)}#{oid}",
                                     player, [("top", "top"), ("graveyard", "graveyard")],
                                     key="surveil"))
        if where == "graveyard":
            game.move(oid, "graveyard")
        else:
            keep.append(oid)
    order_on_top(game, player, keep, "surveil")
    game.state.touch()
    if n > 0:  # 701.25c-d: "whenever you surveil", after it (none for surveil 0)
        from arbiter.engine.triggers.events import Event

        game.emit(Event("surveil", None, player=player, amount=n))


def _matching(game: Game, player: int, selector: Selector,
              source: int | None) -> list[tuple[str, Any]]:
    """The cards in the player's library that match, as decision options (701.23a; the
    cards searched, `keyword_actions.searched_cards`: "the top four cards ... instead")."""
    from arbiter.engine.keyword_actions.searched_cards import searched
    from arbiter.rules.view import LayerView

    view = LayerView(game.state, game.all_layers().chars)
    ctx = context_for(view, source, player)
    return [(f"{game.quick_name(o)}#{o}", o) for o in searched(game, player, player)
            if selector.matches(view, o, ctx)]


def search(game: Game, player: int, selector: Selector, source: int | None) -> int | None:
    """701.23a: find a card matching the description (701.23b: a player may fail to find
    one with a stated quality searching a hidden zone; 701.23d: "a card" must be found if
    there is one). Returns the card found, or None."""
    options = _matching(game, player, selector, source)
    return game.decide(Decision("search", "search your library", player, options,
                                optional=stated_quality(selector) or not options,
                                key="search"))


def stated_quality(selector: Selector | None) -> bool:
    """701.23b / 701.23d: does the description state a quality (a card type, a color, a
    name ...), beyond the zone the card is in? "a card" doesn't."""
    if selector is None or isinstance(selector, Anything | InZone):
        return False
    if isinstance(selector, And):
        return any(stated_quality(p) for p in selector.parts)
    return True


def search_any_number(game: Game, player: int, selector: Selector,
                      source: int | None) -> list[int]:
    """701.23a: "search for any number of <cards>": the player picks matching cards one at
    a time (decision kind "search"), choosing "done" when they have found all they want
    (701.23b: they may find none)."""
    options = _matching(game, player, selector, source)
    found: list[int] = []
    while options:
        pick = game.decide(Decision("search", "search your library (any number; done to stop)",
                                    player, [*options, ("done", None)], optional=True,
                                    key="search"))
        if pick is None:
            break
        found.append(pick)
        options = [o for o in options if o[1] != pick]
    return found


def shuffle(game: Game, player: int) -> None:
    """701.24a: randomize the library with the game's seeded generator."""
    rng.shuffle(game.state, game.state.zone_list("library", player))
    game.state.touch()


def do_mill(r: Resolution, step: I.Mill) -> None:
    """701.17a: each named player puts the top N cards of their library into their
    graveyard; "that many" is how many were milled."""
    g = r.game
    n = r.number(step.n)
    r.count = 0
    for p in r.players(step.who):
        for oid in g.state.zone_list("library", p)[:n]:
            g.move(oid, "graveyard")
            r.count += 1


def do_scry(r: Resolution, step: I.Scry) -> None:
    """701.22a: the resolving spell's or ability's controller scries N (608.2h: an N the
    text defines is counted as it resolves)."""
    scry(r.game, r.item.controller, r.number(step.n))


def do_surveil(r: Resolution, step: I.Surveil) -> None:
    """701.25a: the resolving spell's or ability's controller surveils N (608.2h)."""
    surveil(r.game, r.item.controller, r.number(step.n))


def do_search_library(r: Resolution, step: I.SearchLibrary) -> None:
    """701.23: "Search your library for <a card>, put it <where> [tapped], then shuffle.";
    `Ref.it()` is then the card found."""
    g, you = r.game, r.item.controller
    if getattr(step, "any_number", False):
        cards = search_any_number(g, you, step.selector or Anything(), r.item.source)
    else:
        found = search(g, you, step.selector or Anything(), r.item.source)
        cards = [] if found is None else [found]
    for card in cards:
        new = g.move(card, step.to, controller=you)
        if new is not None:
            r.it = new.id
            if step.to == "battlefield":
                enter(g, new, tapped=step.tapped)
    shuffle(g, you)


def do_each_searches(r: Resolution, step: I.EachSearches) -> None:
    """701.23a-b / 101.4: each player in APNAP order searches their own library for a
    matching card (they may fail to find one); then the cards found move at once, and each
    player shuffles their library."""
    g = r.game
    found: list[tuple[int, int]] = []
    players = g.apnap()
    for p in players:
        card = search(g, p, step.selector or Anything(), r.item.source)
        if card is not None:
            found.append((card, p))
    if step.to == "battlefield":
        enter_all(g, found, step.tapped)
    else:
        for card, p in found:
            g.move(card, step.to, controller=p)
    for p in players:
        shuffle(g, p)


def do_shuffle_into(r: Resolution, step: I.ShuffleInto) -> None:
    """701.24a: the cards go into their owners' libraries, then those libraries are
    shuffled. 701.24c: an owner's library is shuffled even if the object isn't where it was
    expected to be (it left for another zone: a new object, 400.7, which stays there) or a
    replacement effect moved it elsewhere."""
    g = r.game
    owners: list[int] = []
    for oid in r.ref(step.what):
        if not isinstance(oid, int):
            continue
        obj = g.obj(oid)
        if not obj.zone.startswith("left:"):
            g.move(oid, "library")
        if obj.owner not in owners:
            owners.append(obj.owner)
    for p in owners:
        shuffle(g, p)


def do_shuffle_into_library(r: Resolution, step: I.ShuffleIntoLibrary) -> None:
    """701.24: "Shuffle your hand, your graveyard, and all permanents you own into your
    library" (`zones` says which). With several players ("each player shuffles their hand
    and graveyard into their library") all the cards move at once, then each library is
    shuffled (701.24a)."""
    g = r.game
    players = [p for p in g.apnap() if p in r.players(step.who)]
    cards = []
    for p in players:
        if "hand" in step.zones:
            cards += g.state.zone_list("hand", p)
        if "graveyard" in step.zones:
            cards += g.state.zone_list("graveyard", p)
        if "permanents" in step.zones:
            cards += [o for o in g.state.battlefield() if g.obj(o).owner == p]
    r.count = 0  # 608.2c: "then draw that many cards": the cards shuffled in
    for oid in list(cards):
        new = g.move(oid, "library")
        r.count += new is not None and new.zone == "library"
    for p in players:
        shuffle(g, p)
