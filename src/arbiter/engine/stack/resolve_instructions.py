"""608.2c, continued: the instructions of compiled one-shot effects that `engine.stack.resolve`
hands over — discarding by choice (701.9), fighting (701.14), looking at the top cards of a
library and putting them into zones, and the object and player references they use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.rules import instructions as I
from arbiter.rules.view import context_for
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import _Run
    from arbiter.rules.selectors import Selector


def matching(r: _Run, selector: Selector) -> list[int]:
    """Every object a selector describes now ("each creature and each planeswalker", "all
    creature cards in your graveyard"), in a stable order (608.2c)."""
    from arbiter.engine.stack.resolve import _cond_args

    view, ctx = _cond_args(r)
    zones = selector.zones()
    return [o for o, obj in r.game.state.objects.items()
            if obj.zone in zones and o in view.chars and selector.matches(view, o, ctx)]


def ref_more(r: _Run, ref: I.Ref) -> list[Any]:
    """Target slots (115.1), a target player, and the controller of a target."""
    targets = r.item.targets
    if ref.kind == "slots":
        end = len(targets) if ref.span < 0 else ref.index + ref.span
        return [t for t in targets[ref.index:end] if t is not None]
    t = targets[ref.index] if ref.index < len(targets) else None
    if t is None:
        return []
    if ref.kind == "player_target":
        if isinstance(t, tuple):
            return [t]
        return [("player", t)] if isinstance(t, int) and 0 <= t < len(
            r.game.state.players) else []
    # "controller_of": the object's controller now, or as it last existed (608.2h).
    g = r.game
    if isinstance(t, tuple):
        return []
    if g.obj(t).zone == "battlefield":
        return [("player", g.controller_of(t))]
    if g.obj(t).zone == "stack":
        return [("player", g.obj(t).controller)]  # 110.2: a spell's controller
    if t in g.lki:
        return [("player", g.lki[t].controller)]
    return [("player", g.obj(t).owner)]


def discard(r: _Run, step: I.Discard) -> None:
    """701.9a-b: each named player chooses the cards they discard (in APNAP order, 101.4);
    then the cards are discarded. `r.count`: how many were discarded ("that many")."""
    from arbiter.engine.stack.resolve import _number, _who

    g = r.game
    n = _number(r, step.n)
    chosen: list[tuple[int, int]] = []
    for p in [q for q in g.apnap() if q in _who(r, step.who)]:
        hand = list(g.state.zone_list("hand", p))
        picks: list[int] = []
        while hand and len(picks) < n:
            if not step.up_to and len(hand) <= n - len(picks):
                picks.extend(hand)  # no choice left: the whole rest of the hand
                break
            options = [(f"{g.quick_name(o)}#{o}", o) for o in hand]
            if step.up_to:
                options.append(("done", None))
            pick = g.decide(Decision("discard", f"choose a card to discard ({len(picks) + 1} "
                                     f"of {'up to ' if step.up_to else ''}{n})", p, options,
                                     optional=step.up_to, key="discard"))
            if pick is None:
                break
            picks.append(pick)
            hand.remove(pick)
        chosen.extend((p, o) for o in picks)
    r.count = 0
    from arbiter.engine.keyword_actions.discard import discard as discard_card

    for p, oid in chosen:
        discard_card(g, oid, p, cause=r.item.controller)  # 701.9a, caused by this spell
        r.count += 1
    r.did = r.count > 0


def fight(r: _Run, step: I.Fight) -> None:
    """701.14a-b: each creature deals damage equal to its power to the other; if either is
    no longer a creature on the battlefield (or is an illegal target), neither deals damage.
    701.14c: a creature fighting itself deals twice its power to itself."""
    from arbiter.engine.replacement.damage import deal, dealt_event, triggers_now

    g = r.game
    a, b = r.ref(step.a), r.ref(step.b)
    if not a or not b:
        return
    x, y = a[0], b[0]
    for o in (x, y):
        if not isinstance(o, int) or g.obj(o).zone != "battlefield" or \
                "Creature" not in g.chars(o).types:
            return
    px, py = g.chars(x).power or 0, g.chars(y).power or 0
    # The damage is dealt at the same time (701.14a); it isn't combat damage (701.14d).
    dx = deal(g, x, ("permanent", y), px)
    dy = deal(g, y, ("permanent", x), py)
    dealt_event(g, x, dx)
    dealt_event(g, y, dy)
    triggers_now(g)


def _pick(g: Game, player: int, cards: list[int], pick: I.LookPick, r: _Run) -> list[int]:
    from arbiter.rules.view import LayerView

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
        options = [(f"{g.quick_name(o)}#{o}", o) for o in allowed]
        if optional:
            options.append(("done", None))
        where = {"hand": "into your hand", "graveyard": "into your graveyard",
                 "battlefield": "onto the battlefield"}.get(pick.to, pick.to)
        choice = g.decide(Decision("choose_card", f"choose a card to put {where}", player,
                                   options, optional=optional, key="look"))
        if choice is None:
            break
        taken.append(choice)
        allowed.remove(choice)
    return taken


def look_at_top(r: _Run, step: I.LookAtTop) -> None:
    """Look at the top N cards of your library (the player sees them; 401.2), put the
    chosen ones where the text says, then the rest: on the bottom in a random order
    (701.24-style randomisation with the game's generator) or an order the player chooses,
    into the graveyard, or back on top."""
    from arbiter.engine.keyword_actions.library import _order_on_top
    from arbiter.engine.replacement.entering import enter
    from arbiter.engine.stack.resolve import _number

    g, you = r.game, r.item.controller
    library = g.state.zone_list("library", you)
    seen = list(library[:_number(r, step.n)])
    g.log(f"{g.player_name(you)} looks at the top {len(seen)} card(s) of their library")
    for pick in step.picks:
        taken = _pick(g, you, seen, pick, r)
        for oid in taken:
            seen.remove(oid)
            if pick.reveal:
                g.log(f"{g.player_name(you)} reveals {g.quick_name(oid)}")
            new = g.move(oid, pick.to, controller=you)
            if new is not None:
                r.it = new.id
                if pick.to == "battlefield":
                    enter(g, new)
        r.did = bool(taken)
    if step.rest == "graveyard":
        for oid in seen:
            g.move(oid, "graveyard")
    elif step.rest in ("bottom_random", "bottom_any"):
        if step.rest == "bottom_random":
            rng.shuffle(g.state, seen)
        else:
            seen = _chosen_order(g, you, seen)
        for oid in seen:
            library.remove(oid)
            library.append(oid)
    elif step.rest == "top_any":
        _order_on_top(g, you, seen, "put back")
    g.state.touch()


def _chosen_order(g: Game, player: int, cards: list[int]) -> list[int]:
    """The order a player chooses for cards going to the bottom (first chosen goes first)."""
    remaining, out = list(cards), []
    while remaining:
        pick = remaining[0] if len(remaining) == 1 else g.decide(Decision(
            "order", "choose the next card to put on the bottom", player,
            [(f"{g.quick_name(o)}#{o}", o) for o in remaining], key="order"))
        remaining.remove(pick)
        out.append(pick)
    return out


def put_in_library(r: _Run, step: I.PutInLibrary) -> None:
    """401.4-style: the owner puts the object on the top or bottom of their library."""
    g = r.game
    for oid in r.ref(step.what):
        owner = g.obj(oid).owner
        where = step.position
        if where == "top_or_bottom":
            where = g.decide(Decision("top_or_bottom", f"put {g.quick_name(oid)} on the top "
                                      "or bottom of your library", owner,
                                      [("top", "top"), ("bottom", "bottom")], key="position"))
        new = g.move(oid, "library")
        if new is None:
            continue
        library = g.state.zone_list("library", owner)
        library.remove(new.id)
        if where == "top":
            library.insert(0, new.id)
        else:
            library.append(new.id)
        g.state.touch()


def payable(g: Game, player: int, costs: tuple[Any, ...]) -> list[list[int]]:
    """118.3: the ways `player` can pay these costs now (each a plan of mana sources to tap,
    601.2g-h); none when some part can't be paid. Mana, life (119.4) and discarding a
    card (701.9a) are paid here."""
    from arbiter.cards.mana import ManaCost
    from arbiter.engine.casting.total_cost import payment_plans
    from arbiter.rules.costs import DiscardCard, ManaPayment, PayLife

    life = sum(c.amount for c in costs if isinstance(c, PayLife))
    if any(not isinstance(c, ManaPayment | PayLife | DiscardCard) for c in costs) or \
            g.state.players[player].life < life:  # 119.4
        return []
    discards = sum(1 for c in costs if isinstance(c, DiscardCard))
    if len(g.state.zone_list("hand", player)) < discards:
        return []  # 118.3: "discard a card" needs a card in hand
    mana = "".join(c.mana for c in costs if isinstance(c, ManaPayment))
    return payment_plans(g, player, ManaCost.of(mana)) if mana else [[]]


def offer_payment(g: Game, player: int, costs: tuple[Any, ...],
                  cause: int | None = None) -> bool:
    """118.12 / 608.2c: ask `player` whether they pay (only if they can, 118.3); if so they
    choose how to pay the mana (601.2g-h: the mana abilities to activate) and pay it, and
    pay any life (119.4: paying life is losing it). Whether they paid. `cause`: the
    controller of the resolving spell or ability asking for the payment (a discard it
    causes, `engine.keyword_actions.discard`)."""
    from arbiter.cards.mana import ManaCost
    from arbiter.engine.casting.total_cost import pay
    from arbiter.rules.costs import DiscardCard, ManaPayment, PayLife

    plans = payable(g, player, costs)
    what = ", ".join(map(str, costs))
    if not plans:
        g.log(f"{g.player_name(player)} can't pay {what}")
        return False
    if not g.decide(Decision("may", f"pay {what}?", player, [("yes", True), ("no", False)],
                             optional=True, key="pay")):
        return False
    mana = "".join(c.mana for c in costs if isinstance(c, ManaPayment))
    if mana:
        from arbiter.engine.turn.player_actions import plan_entry

        plan = plans[0] if len(plans) == 1 else g.decide(Decision(
            "pay", f"pay {mana}", player, [("pay " + mana + (" with " + ", ".join(
                plan_entry(g, o) for o in p) if p else ""), p) for p in plans],
            key="payment"))
        pay(g, player, ManaCost.of(mana), plan)
    for c in costs:
        if isinstance(c, PayLife):
            g.lose_life(player, c.amount)
        elif isinstance(c, DiscardCard):
            # 701.9a: the player chooses the card from their hand and discards it.
            hand = list(g.state.zone_list("hand", player))
            card = g.decide(Decision("discard", "choose a card to discard", player,
                                     [(f"{g.quick_name(o)}#{o}", o) for o in hand],
                                     key="discard"))
            from arbiter.engine.keyword_actions.discard import discard

            discard(g, card, player, cause)  # 701.9a
    g.log(f"{g.player_name(player)} pays {what}")
    return True


def may_pay(r: _Run, step: I.MayPay) -> None:
    """"You may pay <cost>. If you do, <then>. [Otherwise, <otherwise>.]" and "<otherwise>
    unless <player> pays <cost>" (118.12): the named player decides; the instructions
    that follow depend on whether they paid (608.2c)."""
    from arbiter.engine.stack.resolve import _do, _who

    players = _who(r, step.who)
    if step.any_number:
        times = 0
        while players and offer_payment(r.game, players[0], step.cost, r.item.controller):
            times += 1
        if times and step.reflexive is not None:
            # 603.12: "When you pay this cost one or more times" triggers now; "that many"
            # is the number of times paid (the event's amount).
            r.game.pending_triggers.append((r.item.source, step.reflexive, players[0], Event(
                "reflexive", r.item.source, player=players[0], amount=times)))
        return
    paid = bool(players) and offer_payment(r.game, players[0], step.cost, r.item.controller)
    r.did = paid
    for s in (step.then if paid else step.otherwise):
        _do(r, s)


def shuffle_into(r: _Run, step: I.ShuffleInto) -> None:
    """701.24a: the cards go into their owners' libraries, then those libraries are
    shuffled."""
    from arbiter.engine.keyword_actions import library as library_actions

    g = r.game
    owners: list[int] = []
    for oid in r.ref(step.what):
        owner = g.obj(oid).owner
        if g.move(oid, "library") is not None and owner not in owners:
            owners.append(owner)
    for p in owners:
        library_actions.shuffle(g, p)


def do_more(r: _Run, step: Any) -> bool:
    """Carry out one of the instructions above; False if it isn't one of them."""
    from arbiter.engine.keyword_actions.discard_hand import DiscardHand, discard_hand

    if isinstance(step, I.Fight):
        fight(r, step)
    elif isinstance(step, I.LookAtTop):
        look_at_top(r, step)
    elif isinstance(step, I.PutInLibrary):
        put_in_library(r, step)
    elif isinstance(step, I.ShuffleInto):
        shuffle_into(r, step)
    elif isinstance(step, I.ExileTop):
        from arbiter.engine.casting.impulse import exile_top

        exile_top(r, step)
    elif isinstance(step, I.RevealTopMay | I.ReturnChosen | I.PutFromHand
                    | I.EachSearches):
        from arbiter.engine.zones.top_of_library import do_library

        do_library(r, step)
    elif isinstance(step, DiscardHand):
        discard_hand(r, step)  # 701.9a
    elif isinstance(step, I.NoteLifeTotal):
        from arbiter.rules.noted_life import KEY

        life = r.game.state.players[r.item.controller].life
        r.game.obj(r.item.source).choices[KEY] = life
        r.game.log(f"{r.item.source_name or r.game.quick_name(r.item.source)}: "
                   f"{r.game.player_name(r.item.controller)}'s life total {life} is noted")
    elif isinstance(step, I.WinGame | I.LoseGame):
        from arbiter.engine.players import outcome as game_outcome
        from arbiter.engine.stack.resolve import _who

        for p in _who(r, step.who):  # 104.2b, 104.3e
            (game_outcome.win if isinstance(step, I.WinGame) else game_outcome.lose)(r.game, p)
    elif isinstance(step, I.IfDid):
        if r.did:  # 608.2c: "if you do"
            from arbiter.engine.stack.resolve import _do

            for s in step.then:
                _do(r, s)
    else:
        from arbiter.engine.stack.choice_actions import do_spell_action

        return do_spell_action(r, step)
    return True
