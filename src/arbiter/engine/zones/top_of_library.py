"""One-shot effects around a library, a hand and a graveyard that are chosen as they
resolve (608.2c; no targets): revealing the top card if one wants to (701.20a/e),
returning a chosen card from a graveyard, putting lands from a hand onto the battlefield
(305.4), and every player searching their library (701.23, 101.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.entering import enter
from arbiter.rules import instructions as I

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import _Run
    from arbiter.rules.selectors import Selector


def _matches(r: _Run, oid: int, selector: Selector | None, player: int) -> bool:
    """Whether a card (in any zone, a library too) matches, judged for `player`."""
    if selector is None:
        return True
    from arbiter.rules.view import LayerView, context_for

    g = r.game
    view = LayerView(g.state, g.all_layers().chars)
    return selector.matches(view, oid, context_for(view, r.item.source, player))


def _label(g: Game, oid: int) -> str:
    return f"{g.quick_name(oid)}#{oid}"


def reveal_top_may(r: _Run, step: I.RevealTopMay) -> None:
    """701.20e: the controller looks at the top card; they may reveal it (701.20a: whatever
    it is); if the revealed card matches, `then` follows (608.2c)."""
    from arbiter.engine.stack.resolve import _do

    g, you = r.game, r.item.controller
    library = g.state.zone_list("library", you)
    if not library:
        return
    top = library[0]
    g.log(f"{g.player_name(you)} looks at the top card of their library")
    if not g.decide(Decision("may", f"reveal {_label(g, top)}?", you,
                             [("yes", True), ("no", False)], key="reveal")):
        return
    g.log(f"{g.player_name(you)} reveals {g.quick_name(top)}")
    if _matches(r, top, step.selector, you):
        for s in step.then:
            _do(r, s)


def return_chosen(r: _Run, step: I.ReturnChosen) -> None:
    """The player chooses one matching card in their graveyard; it goes to their hand."""
    g, you = r.game, r.item.controller
    cards = [o for o in g.state.zone_list("graveyard", you) if _matches(r, o, step.selector, you)]
    r.did = False
    if not cards:
        return
    pick = g.decide(Decision("choose_card", "choose a card to return to your hand", you,
                             [(_label(g, o), o) for o in cards], key="return"))
    new = g.move(pick, "hand")
    if new is not None:
        r.it = new.id
        r.did = True


def put_from_hand(r: _Run, step: I.PutFromHand) -> None:
    """305.4: the player chooses any number of matching cards in their hand (one at a time,
    "done" to stop); they are then put onto the battlefield together (not played: no land
    play is used)."""
    g, you = r.game, r.item.controller
    cards = [o for o in g.state.zone_list("hand", you) if _matches(r, o, step.selector, you)]
    chosen: list[int] = []
    while cards:
        pick = g.decide(Decision("choose_card", "choose a card to put onto the battlefield "
                                 "(done to stop)", you,
                                 [*((_label(g, o), o) for o in cards), ("done", None)],
                                 optional=True, key="put"))
        if pick is None:
            break
        chosen.append(pick)
        cards.remove(pick)
    _enter_all(g, [(o, you) for o in chosen], step.tapped)
    r.count = len(chosen)


def each_searches(r: _Run, step: I.EachSearches) -> None:
    """701.23a-b / 101.4: each player in APNAP order searches their own library for a
    matching card (they may fail to find one); then the cards found move at once, and each
    player shuffles their library."""
    from arbiter.engine.keyword_actions import library as library_actions
    from arbiter.rules.selectors import Anything

    g = r.game
    found: list[tuple[int, int]] = []
    players = g.apnap()
    for p in players:
        card = library_actions.search(g, p, step.selector or Anything(), r.item.source)
        if card is not None:
            found.append((card, p))
    if step.to == "battlefield":
        _enter_all(g, found, step.tapped)
    else:
        for card, p in found:
            g.move(card, step.to, controller=p)
    for p in players:
        library_actions.shuffle(g, p)


def _enter_all(g: Game, cards: list[tuple[int, int]], tapped: bool) -> None:
    """The cards go onto the battlefield under the given players' control, then each is
    treated as entering (614.1c/614.12 replacements, enters triggers)."""
    moved: list[Any] = []
    for oid, player in cards:
        new = g.move(oid, "battlefield", controller=player)
        if new is not None:
            moved.append(new)
    for new in moved:
        enter(g, new, tapped=tapped)


def do_library(r: _Run, step: Any) -> None:
    if isinstance(step, I.RevealTopMay):
        reveal_top_may(r, step)
    elif isinstance(step, I.ReturnChosen):
        return_chosen(r, step)
    elif isinstance(step, I.PutFromHand):
        put_from_hand(r, step)
    elif isinstance(step, I.EachSearches):
        each_searches(r, step)
