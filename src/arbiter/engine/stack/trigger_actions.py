"""Carrying out the instructions of `rules.instructions.triggers` (608.2c): creating delayed
triggered abilities (603.7), reflexive triggers after a done action (603.12), counting the
cards an exile moved ("exiled this way"), tapping or untapping by choice (701.26)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.aura_return import ReturnAuraFromGraveyard, return_aura
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import triggers as it

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import _Run


def do_trigger_action(r: _Run, step: Any) -> bool:
    """Carry out one of these instructions; False if `step` isn't one of them."""
    if isinstance(step, it.CreateDelayedTrigger):
        from arbiter.engine.triggers.delayed import create

        objs = tuple(o for o in r.ref(step.remember) if isinstance(o, int)) \
            if step.remember is not None else ()
        if step.remember is not None and not objs:
            return True  # 603.7c: the object it would watch is gone: nothing to wait for
        create(r.game, step, r.item.source, r.item.controller, objs, r.item.source_name)
    elif isinstance(step, it.WhenYouDo):
        _when_you_do(r, step)
    elif isinstance(step, it.ExileCounting):
        _exile_counting(r, step)
    elif isinstance(step, it.TapOrUntap):
        _tap_or_untap(r, step)
    elif isinstance(step, it.ReturnSelfFromGraveyard):
        _return_self(r, step)
    elif isinstance(step, it.MayPayLife):
        _may_pay_life(r, step)
    elif isinstance(step, ReturnAuraFromGraveyard):
        return_aura(r, step)  # 400.7f (`engine.triggers.aura_return`)
    else:
        return False
    return True


def _when_you_do(r: _Run, step: it.WhenYouDo) -> None:
    """603.12: the reflexive ability triggers only if the action was done: here, if the
    tokens were created (none can be, 614.1: a replacement may create none)."""
    from arbiter.engine.stack.resolve import _do

    r.created = []
    for s in step.do:
        _do(r, s)
    if r.created:
        r.game.pending_triggers.append((r.item.source, step.reflexive, r.item.controller,
                                        Event("reflexive", r.item.source)))


def _exile_counting(r: _Run, step: it.ExileCounting) -> None:
    """608.2c: the cards exiled this way are the ones this instruction put into exile; they
    are looked at there (a card exiled face up, 406.3)."""
    from arbiter.engine.stack.resolve import _cond_args, _do

    g = r.game
    exiled: list[int] = []
    for oid in r.ref(step.what):
        new = g.move(oid, "exile")
        if new is not None and new.zone == "exile":
            exiled.append(new.id)
            r.it = new.id
    r.did = bool(exiled)
    view, ctx = _cond_args(r)
    n = sum(1 for o in exiled if o in view.chars and (
        step.selector is None or step.selector.matches(view, o, ctx)))
    if n == 0:
        return
    r.count = n  # "that many": the number of matching cards exiled this way
    for s in step.then:
        _do(r, s)


def _tap_or_untap(r: _Run, step: it.TapOrUntap) -> None:
    g = r.game
    for oid in r.ref(step.what):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield":
            continue
        choice = g.decide(Decision("tap_or_untap", f"tap or untap {g.name_of(oid)}?",
                                   r.item.controller, [("tap", "tap"), ("untap", "untap")],
                                   key="tap_or_untap"))
        g.obj(oid).tapped = choice == "tap"  # 701.26a-b
        g.state.touch()


def _return_self(r: _Run, step: it.ReturnSelfFromGraveyard) -> None:
    from arbiter.engine.replacement.entering import enter

    g = r.game
    card = g.obj(r.item.source)
    if card.zone != "graveyard":
        return  # 400.7: it left the graveyard: a new object, not this ability's card
    new = g.move(card.id, "battlefield", controller=card.owner)
    if new is not None:
        enter(g, new, tapped=step.tapped)
        r.it = new.id


def _may_pay_life(r: _Run, step: it.MayPayLife) -> None:
    from arbiter.engine.stack.resolve import _do, _number
    from arbiter.engine.stack.resolve_instructions import offer_payment
    from arbiter.rules.costs import PayLife

    n = _number(r, step.amount)
    r.did = offer_payment(r.game, r.item.controller, (PayLife(amount=n),))
    if r.did:
        for s in step.then:
            _do(r, s)
