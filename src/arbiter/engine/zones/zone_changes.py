"""Instructions that move objects to another zone (400.7: an object that moves becomes a new
object there): exiling (406), exiling until the source leaves the battlefield (610.3),
returning to a hand, returning to the battlefield (finding a card where it went), a card's
own ability returning it from the graveyard (113.6m), and cards a player chooses from their
graveyard or hand as the effect resolves (608.2d: not targets): "return a <card> from your
graveyard to your hand", "put any number of <cards> from your hand onto the battlefield"
(305.4: that isn't playing a land). A permanent put onto the battlefield enters with the
replacement effects and triggers of 614.1c, 614.12 and 603.6a (`engine.replacement.entering`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.entering import enter

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules import instructions as I
    from arbiter.rules.selectors import Selector


def do_exile(r: Resolution, step: I.Exile) -> None:
    """406.3: exile what `what` names; `Ref.it()` is then the exiled card, recorded for the
    source's linked abilities with `linked` (607.2a). 608.2c: "that many" after it counts
    the objects exiled."""
    g = r.game
    r.did = False
    r.count = 0
    for oid in r.ref(step.what):
        if g.obj(oid).zone.startswith("left:"):
            continue  # 400.7 / 603.7c: it has left its zone since; a new object now
        new = g.move(oid, "exile")
        r.did = True
        if new is not None and new.zone == "exile":
            r.count += 1  # 608.2c: exiled (not where a replacement effect sent it, 614.6)
        if new is not None:
            r.it = new.id
            if step.linked:
                g.obj(r.item.source).linked.append(new.id)


def do_exile_until_leaves(r: Resolution, step: I.ExileUntilLeaves) -> None:
    """610.3: exile the object until the source leaves the battlefield (then it returns,
    `engine.game`); 610.3b: if the source has already left, the object doesn't move."""
    g = r.game
    src = r.item.source
    if g.obj(src).zone != "battlefield":
        return
    for oid in r.ref(step.what):
        new = g.move(oid, "exile")
        if new is not None:
            g.state.until_leaves.append((src, new.id))


def do_return_to_hand(r: Resolution, step: I.ReturnToHand) -> None:
    """Return what `what` names to its owner's hand. 400.7: an object that has left its zone
    since is gone (the card is a new object elsewhere): nothing is returned (603.7c: a
    delayed trigger's "return it", 702.109a dash). 608.2c: "that many" after it counts the
    objects returned."""
    r.count = 0
    for oid in r.ref(step.what):
        if r.game.obj(oid).zone.startswith("left:"):
            continue
        new = r.game.move(oid, "hand")
        if new is not None and new.zone == "hand":
            r.count += 1


def do_return_to_battlefield(r: Resolution, step: I.ReturnToBattlefield) -> None:
    """Return a card to the battlefield under its owner's control (or the resolving spell's or
    ability's controller's, `under_you`), with any effect the instruction applies to it as it
    enters (611.2e)."""
    g = r.game
    r.put = []
    if step.attacking:
        from arbiter.engine.combat.attacking_tokens import attack_with, check_not_too_early

        check_not_too_early(r)  # 506.1, 508.4
    for oid in r.ref(step.what):
        obj = g.obj(oid)
        if obj.zone.startswith("left:"):
            # Find the card where it went (400.7: it is a new object there).
            oid = _follow(g, oid)
            if oid is None:
                continue
            obj = g.obj(oid)
            if obj.zone.startswith("left:"):
                continue  # 400.7: it has moved on since; a new object again
        host = None
        if step.transformed or step.attach_to is not None:
            from arbiter.engine.zones import entering_as

            hosts = [h for h in r.ref(step.attach_to) if isinstance(h, int)] \
                if step.attach_to is not None else []
            host = hosts[0] if hosts else None
            if not entering_as.may_enter(g, oid, step.transformed,
                                         step.attach_to is not None, host):
                continue  # 712.14a, 303.4i: it stays where it is
        owner = obj.owner
        new = g.move(oid, "battlefield", controller=r.item.controller if step.under_you
                     else owner, attaching=host is not None)
        if new is None:
            continue
        if step.transformed or host is not None:
            entering_as.set_up(g, new, step.transformed, host)  # 712.14a, 303.4f
        if step.flipped:
            from arbiter.engine.keyword_actions.flip import enters_flipped

            enters_flipped(g, new)  # 110.5b, 710.2
        enter(g, new, tapped=step.tapped, effect_parts=step.effect_parts,
              effect_controller=r.item.controller, effect_source=r.item.source,
              choices=dict(r.chosen), counters=step.counters)
        r.it = new.id
        if new.zone == "battlefield":
            r.put.append(new.id)
            if step.attacking:
                attack_with(g, new.id, r.item.controller, None)  # 508.4
    r.count = len(r.put)  # 608.2c: "that many": the cards put onto the battlefield


def _follow(g: Game, oid: int) -> int | None:
    for ev in reversed(g.events + getattr(g, "_past_events", [])):
        if ev.kind == "zone_change" and ev.obj == oid:
            if ev.new_id is not None:
                from arbiter.engine.keyword_actions.meld import found_again

                found_again(g, ev.new_id)  # 712.21c
            return ev.new_id
    return None


def do_return_self_from_graveyard(r: Resolution, step: I.ReturnSelfFromGraveyard) -> None:
    """113.6m: "return ~ from your graveyard to the battlefield [tapped | tapped and
    attacking | attached to that creature]", under its owner's control, only if the ability's
    card is still in the graveyard (400.7); 508.4: attacking, it attacks what its controller
    chooses; 303.4f: an Aura attached to the object named."""
    g = r.game
    card = g.obj(r.item.source)
    r.did = False
    if card.zone != "graveyard":
        return  # 400.7: it left the graveyard: a new object, not this ability's card
    if step.to == "hand":
        moved = g.move(card.id, "hand")
        r.did = moved is not None and moved.zone == "hand"
        return
    if step.attacking:
        from arbiter.engine.combat.attacking_tokens import attack_with, check_not_too_early

        check_not_too_early(r)  # 506.1, 508.4
    host = None
    if step.attach_to is not None:
        from arbiter.engine.zones import entering_as

        hosts = [h for h in r.ref(step.attach_to) if isinstance(h, int)]
        host = hosts[0] if hosts else None
        if not entering_as.may_enter(g, card.id, False, True, host):
            return  # 303.4i: it stays in the graveyard
    new = g.move(card.id, "battlefield", controller=card.owner, attaching=host is not None)
    if new is not None:
        if host is not None:
            entering_as.set_up(g, new, False, host)  # 303.4f
        enter(g, new, tapped=step.tapped or step.attacking, counters=step.counters)  # 122.6
        r.it = new.id
        r.did = new.zone == "battlefield"  # "if you do" / what follows acts on it
        if r.did and step.attacking:
            attack_with(g, new.id, r.game.chars(new.id).controller, None)  # 508.4


def _matches(r: Resolution, oid: int, selector: Selector | None, player: int) -> bool:
    """Whether a card (in any zone) matches, judged for `player`."""
    if selector is None:
        return True
    from arbiter.rules.view import LayerView, context_for

    g = r.game
    view = LayerView(g.state, g.all_layers().chars)
    return selector.matches(view, oid, context_for(view, r.item.source, player))


def _label(g: Game, oid: int) -> str:
    return f"{g.quick_name(oid)}#{oid}"


def do_return_chosen(r: Resolution, step: I.ReturnChosen) -> None:
    """608.2d: the player chooses one matching card in their graveyard; it goes to their
    hand."""
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


def do_put_from_hand(r: Resolution, step: I.PutFromHand) -> None:
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
    enter_all(g, [(o, you) for o in chosen], step.tapped)
    r.count = len(chosen)


def enter_all(g: Game, cards: list[tuple[int, int]], tapped: bool) -> None:
    """The cards go onto the battlefield under the given players' control at once, then each
    is treated as entering (614.1c/614.12 replacements, enters triggers)."""
    moved: list[Any] = []
    for oid, player in cards:
        new = g.move(oid, "battlefield", controller=player)
        if new is not None:
            moved.append(new)
    for new in moved:
        enter(g, new, tapped=tapped)
