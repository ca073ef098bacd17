"""701.9: discarding. 701.9a: discarding a card — moving it from its owner's hand to their
graveyard — with the replacement effects that apply to it (614.1a):

    If a spell or ability an opponent controls causes you to discard <this card>, put it
    onto the battlefield instead of putting it into your graveyard.   (Wilt-Leaf Liege)

`cause` is the controller of the spell or ability that makes the player discard: the
resolving one for "target player discards a card" (608.2c), and for a cost paid while it
resolves ("counter that spell unless its controller discards a card", 702.21a ward); the
player themselves for a cost of their own spell or ability (601.2h, 602.2b); None when a
game rule does it (514.1: discarding to maximum hand size). The card is still discarded
(an event "discard"), whichever zone it goes to (614.6). The ability works from the hand,
where the card is as it is discarded (113.6: it states the event it applies to).

The instructions that make players discard are carried out here too: "each opponent discards
a card" (701.9b: each player chooses what they discard, in APNAP order), "discard a card"
(the player's choice, of a kind), and "target opponent reveals their hand; you choose a card
from it; that player discards that card" (701.20a, 701.9b: another player chooses). Discarding
a whole hand is `engine.keyword_actions.discard_hand`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers import discarded_by_opponent
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import ReplacementAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules import instructions as I

#: ReplacementAbility.kind: spec = (whose spell or ability: "opponent", zone instead[, the
#: counters it enters with: ((kind, n), ...)]).
KIND = "discarded_instead"


def _instead(game: Game, card: int, player: int,
             cause: int | None) -> tuple[str | None, tuple[tuple[str, int], ...]]:
    if cause is None or card not in game.layers().chars:
        return None, ()
    for ai in game.chars(card).abilities:
        ab = ai.ability
        if isinstance(ab, ReplacementAbility) and ab.kind == KIND:
            who, zone, *counters = ab.spec
            if who == "opponent" and cause in game.opponents(player):
                return str(zone), tuple(counters[0]) if counters else ()
    return None, ()


def discard(game: Game, card: int, player: int, cause: int | None,
            by_effect: bool = False) -> None:
    """701.9a: `player` discards `card`. `by_effect`: a resolving spell's or ability's
    instruction makes them (not a cost, nor a game rule)."""
    from arbiter.engine.keyword_actions import discard_to_library as leng
    from arbiter.engine.replacement.entering import enter

    start = len(game.state.events)
    zone, counters = _instead(game, card, player, cause)
    from arbiter.engine.keywords import madness

    mad = madness.has_madness(game, card)  # 702.35a: exiled instead
    top = by_effect and leng.applies(game, player)  # Library of Leng (614.1a)
    if mad and (zone is not None or top):
        from arbiter.errors import UnsupportedTextError

        raise UnsupportedTextError(game.name_of(card), "Madness, with another replacement of "
                                   "its discard (616.1: its owner chooses)")
    # "Whenever you discard a Spirit card": the card as it was in the hand (the event's
    # `extra`; `engine.triggers.triggered`).
    in_hand = game.chars(card).clone() if card in game.layers().chars else None
    if top and zone is None:
        top = leng.chooses_top(game, card, player)
    elif top:
        from arbiter.errors import UnsupportedTextError

        raise UnsupportedTextError(game.name_of(card), "two replacements of its discard "
                                   "(616.1: its owner chooses)")
    if top:
        leng.put_on_top(game, card)  # 614.1a: "on top of your library instead"
    elif mad:
        owner = game.obj(card).owner
        game.log(f"{game.quick_name(card)} is discarded and exiled instead (702.35a)")
        moved = game.move(card, "exile")
        if moved is not None and moved.zone == "exile":
            madness.exiled(game, moved.id, owner)
    elif zone is None:
        moved = game.move(card, "graveyard")
        if moved is not None:
            from arbiter.engine.keywords import mayhem

            mayhem.record(game, moved)  # 702.187b: "you discarded this card this turn"
    else:
        game.log(f"{game.quick_name(card)} would be discarded into the graveyard; "
                 f"onto the {zone} instead (614.1a)")
        new = game.move(card, zone, controller=player)
        if new is not None and zone == "battlefield":
            enter(game, new, counters=counters)  # 614.1c: "with two +1/+1 counters on it"
    game.emit(Event("discard", card, player=player, extra=in_hand))
    # 701.9a, 603.2: "When a spell or ability an opponent controls causes you to discard this
    # card" (`engine.triggers.discarded_by_opponent`)
    discarded_by_opponent.discarded(game, card, player, cause, by_effect, start)


def do_discard(r: Resolution, step: I.Discard) -> None:
    """701.9a-b: each named player chooses the cards they discard (in APNAP order, 101.4);
    then the cards are discarded. "that many": how many were discarded."""
    g = r.game
    n = r.number(step.n)
    named = r.players(step.who)
    chosen: list[tuple[int, int]] = []
    for p in [q for q in g.apnap() if q in named]:
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
    for p, oid in chosen:
        discard(g, oid, p, cause=r.item.controller, by_effect=True)  # 701.9a: this spell
        r.count += 1
    r.did = r.count > 0


def do_discard_chosen(r: Resolution, step: I.DiscardChosen) -> None:
    """701.9a: the resolving spell's or ability's controller discards N cards of their
    choice (matching `selector`, if any)."""
    g, you = r.game, r.item.controller
    for _ in range(step.n):
        view, ctx = r.view_context()
        hand = [o for o in g.state.zone_list("hand", you) if step.selector is None
                or (o in view.chars and step.selector.matches(view, o, ctx))]
        if not hand:
            return
        pick = g.decide(Decision("discard", "choose a card to discard", you,
                                 [(f"{g.name_of(o)}#{o}", o) for o in hand], key="discard"))
        discard(g, pick, you, cause=you, by_effect=True)  # 701.9a
        r.did = True


def do_reveal_choose_discard(r: Resolution, step: I.RevealChooseDiscard) -> None:
    """701.20a: the player reveals their hand; 701.9b: the spell's controller chooses a card
    matching the description (if any) and that player discards it (701.9a)."""
    g, you = r.game, r.item.controller
    r.did = False
    for p in r.players(step.who):
        hand = list(g.state.zone_list("hand", p))
        g.log(f"{g.player_name(p)} reveals their hand: "
              + (", ".join(g.quick_name(o) for o in hand) or "no cards"))
        view, ctx = r.view_context()
        options = [(f"{g.quick_name(o)}#{o}", o) for o in hand if step.selector is None
                   or (o in view.chars and step.selector.matches(view, o, ctx))]
        if step.graveyard is not None:  # "... from that player's graveyard or hand" (404.1)
            options += [(f"{g.quick_name(o)}#{o} (graveyard)", o)
                        for o in g.state.zone_list("graveyard", p)
                        if o in view.chars and step.graveyard.matches(view, o, ctx)]
        if not options:
            continue
        if step.may:
            options.append(("none", None))  # 608.2c: "you may choose": none
        pick = g.decide(Decision("choose_card", f"choose a card from {g.player_name(p)}'s "
                                 "hand" + (" or graveyard" if step.graveyard else "") + " to "
                                 + ("exile" if step.exile else "discard"), you,
                                 options, optional=step.may, key="discard"))
        if pick is None:
            continue  # 608.2c: "you may choose": none chosen, nothing is discarded
        if step.until_leaves:
            src = r.item.source
            if g.obj(src).zone != "battlefield":
                continue  # 610.3b: the source has left already: the card doesn't move
            new = g.move(pick, "exile")
            if new is not None:  # 610.3: back to the hand when the source leaves
                g.state.until_leaves.append((src, new.id, "hand"))
        elif step.exile:
            new = g.move(pick, "exile")  # "... and exile that card" (406.2; not a discard)
            if new is not None and new.zone == "exile":
                r.it = new.id  # "You may cast that card for as long as it remains exiled"
        else:
            discard(g, pick, p, cause=you, by_effect=True)  # 701.9a, caused by this effect
        r.did = True
