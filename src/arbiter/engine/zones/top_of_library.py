"""One-shot effects on the top (and bottom) of a library, chosen as they resolve (608.2c;
no targets): looking at the top N cards and putting them into zones, the rest on the bottom,
into the graveyard or back on top (401.2: the player looks; a library is a hidden zone);
looking at the top card and revealing it if one wants to (701.20a/e); and an owner putting
an object on the top or bottom of their library (401.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import order_on_top
from arbiter.engine.replacement.entering import enter
from arbiter.rules.view import LayerView, context_for
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules import instructions as I
    from arbiter.state.objects import GameObject


def _label(g: Game, oid: int) -> str:
    return f"{g.quick_name(oid)}#{oid}"


def do_look_at_top(r: Resolution, step: I.LookAtTop) -> None:
    """Look at the top N cards of your library (the player sees them; 401.2), put the
    chosen ones where the text says, then the rest: on the bottom in a random order
    (701.24-style randomisation with the game's generator) or an order the player chooses,
    into the graveyard, or back on top."""
    g, you = r.game, r.item.controller
    owner = you
    if step.whose is not None:
        players = r.players(step.whose)
        if not players:
            return  # 608.2b: the target player is no longer a legal target
        owner = players[0]
    library = g.state.zone_list("library", owner)
    seen = list(library[:r.number(step.n)])
    g.log(f"{g.player_name(you)} looks at the top {len(seen)} card(s) of "
          f"{g.player_name(owner)}'s library")
    for pick in step.picks:
        taken = pick_cards(g, you, seen, pick, r)
        entering = []
        for oid in taken:
            seen.remove(oid)
            if pick.reveal:
                g.log(f"{g.player_name(you)} reveals {g.quick_name(oid)}")
            if pick.to == "top":
                r.it = oid  # 401.2: it stays; the rest leave the top or go below it
                continue
            new = g.move(oid, pick.to, controller=you)
            if new is not None:
                r.it = new.id
                if pick.to == "battlefield":
                    entering.append(new)
        for new in entering:  # 614.1c: all are on the battlefield, then each enters
            enter(g, new, tapped=pick.tapped)
        r.did = bool(taken)
    if step.rest in ("graveyard", "exile", "hand"):  # 406.3: exiled face up
        for oid in seen:
            g.move(oid, step.rest)
    elif step.rest in ("bottom_random", "bottom_any"):
        if step.rest == "bottom_random":
            rng.shuffle(g.state, seen)
        else:
            seen = chosen_bottom_order(g, you, seen)
        for oid in seen:
            library.remove(oid)
            library.append(oid)
    elif step.rest == "top_any":
        order_on_top(g, you, seen, "put back", owner)  # 401.2: the player who looked
    g.state.touch()


def pick_cards(g: Game, player: int, cards: list[int], pick: I.LookPick,
               r: Resolution) -> list[int]:
    # Library cards have characteristics too (the whole-game layer result, as for 701.23).
    view = LayerView(g.state, g.all_layers().chars)
    ctx = context_for(view, r.item.source, player)
    allowed = [o for o in cards if pick.selector is None or pick.selector.matches(view, o, ctx)]
    want = len(cards) if pick.any_number or pick.every else pick.count
    optional = pick.may or pick.up_to or pick.any_number
    taken: list[int] = []
    while allowed and len(taken) < want:
        if not optional and len(allowed) <= want - len(taken):
            taken.extend(allowed)
            break
        options = [(_label(g, o), o) for o in allowed]
        if optional:
            options.append(("done", None))
        where = {"hand": "into your hand", "graveyard": "into your graveyard",
                 "battlefield": "onto the battlefield",
                 "top": "on top of your library"}.get(pick.to, pick.to)
        choice = g.decide(Decision("choose_card", f"choose a card to put {where}", player,
                                   options, optional=optional, key="look"))
        if choice is None:
            break
        taken.append(choice)
        allowed.remove(choice)
    return taken


def chosen_bottom_order(g: Game, player: int, cards: list[int]) -> list[int]:
    """The order a player chooses for cards going to the bottom (first chosen goes first)."""
    remaining, out = list(cards), []
    while remaining:
        pick = remaining[0] if len(remaining) == 1 else g.decide(Decision(
            "order", "choose the next card to put on the bottom", player,
            [(_label(g, o), o) for o in remaining], key="order"))
        remaining.remove(pick)
        out.append(pick)
    return out


def do_reveal_top_may(r: Resolution, step: I.RevealTopMay) -> None:
    """701.20e: the controller looks at the top card; they may reveal it (701.20a: whatever
    it is); if the revealed card matches, `then` follows (608.2c)."""
    g, you = r.game, r.item.controller
    library = g.state.zone_list("library", you)
    if not library:
        return
    top = library[0]
    g.log(f"{g.player_name(you)} looks at the top card of their library")
    if step.only_matching and not _matches(r, top, step, you):
        return  # "If it shares a creature type with ~, you may reveal it": it doesn't
    if not g.decide(Decision("may", f"reveal {_label(g, top)}?", you,
                             [("yes", True), ("no", False)], key="reveal")):
        return
    g.log(f"{g.player_name(you)} reveals {g.quick_name(top)}")
    if _matches(r, top, step, you):
        r.follow(step.then)


def _matches(r: Resolution, oid: int, step: I.RevealTopMay, player: int) -> bool:
    if step.selector is None:
        return True
    # 608.2h: the source as it last existed if it has left the battlefield
    view = LayerView(r.game.state, {**r.game.lki, **r.game.all_layers().chars})
    return step.selector.matches(view, oid, context_for(view, r.item.source, player))


def _spell_leaves(g: Game, oid: int) -> GameObject | None:
    """A spell put into a library leaves the stack: it won't resolve (its stack object goes
    with it; 702.34a: one cast with flashback is exiled instead)."""
    from arbiter.engine.stack.items import leave_stack, remember

    item = next((it for it in g.state.stack_items if it.kind == "spell" and it.source == oid),
                None)
    if item is not None:
        g.state.stack_items.remove(item)
        remember(g, item)  # 608.2h
    return leave_stack(g, oid, "library")


def do_put_in_library(r: Resolution, step: I.PutInLibrary) -> None:
    """401.4: the owner puts the object on the top or bottom of their library (their choice
    with "top_or_bottom")."""
    g = r.game
    for oid in r.ref(step.what):
        owner = g.obj(oid).owner
        where = step.position
        if where == "top_or_bottom":
            where = g.decide(Decision("top_or_bottom", f"put {g.quick_name(oid)} on the top "
                                      "or bottom of your library", owner,
                                      [("top", "top"), ("bottom", "bottom")], key="position"))
        elif where == "2_or_bottom":  # 401.4: the owner's choice
            where = g.decide(Decision("top_or_bottom", f"put {g.quick_name(oid)} second from "
                                      "the top or on the bottom of your library", owner,
                                      [("second", "2"), ("bottom", "bottom")], key="position"))
        new = _spell_leaves(g, oid) if g.obj(oid).zone == "stack" else g.move(oid, "library")
        if new is None or new.zone != "library":
            continue
        library = g.state.zone_list("library", owner)
        library.remove(new.id)
        if where == "top":
            library.insert(0, new.id)
        elif where == "beneath":  # 401.4: X cards stay above it
            library.insert(min(r.number(step.depth), len(library)), new.id)
        elif where.isdigit():
            # "second / third from the top": with fewer cards above, as deep as it can go
            library.insert(min(int(where) - 1, len(library)), new.id)
        else:
            library.append(new.id)
        g.state.touch()
