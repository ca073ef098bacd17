"""608.2c: instructions followed only if something holds or happened — "If <condition>,
<then>. Otherwise, <otherwise>.", "If you do, <then>", "You may <do>.", and 603.12 reflexive
triggered abilities ("When you do, <ability>": it triggers only if the action was done, and
is put on the stack the next time a player would receive priority). 608.2c: "Exile <cards>.
If a creature card was exiled this way, ..." / "For each creature card exiled this way,
...": what follows counts the cards that instruction put into exile. The optional payments
("you may pay <cost>. If you do, ...", 118.12) are `engine.stack.payments`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.stack.object_conditions import with_objects
from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules import instructions as I


def do_if(r: Resolution, step: I.If) -> None:
    """608.2c: `then` if the condition holds now (about the objects earlier instructions
    named, `engine.stack.object_conditions`), else `otherwise`."""
    holds = step.condition is None or with_objects(r, step.condition).holds(
        *r.view_context())
    r.follow(step.then if holds else getattr(step, "otherwise", ()))


def do_if_did(r: Resolution, step: I.IfDid) -> None:
    """608.2c: "If you do, <then>": only if the optional action just before was done (and
    it stays done for an "If you don't" after it, whatever <then> did: 118.12)."""
    if r.did:
        r.follow(step.then)
        r.did = True


def do_may_do(r: Resolution, step: I.MayDo) -> None:
    """"You may <do>." The controller decides; with `reflexive`, "When you do, <ability>"
    triggers if they did it (603.12)."""
    g, you = r.game, r.item.controller
    r.did = False
    what = ", ".join(type(s).__name__ for s in step.do)
    if g.decide(Decision("may", "you may: " + what, you, [("yes", True), ("no", False)],
                         key="may")):
        if step.chosen:
            r.did = _target_legal(r, step.do[0])  # 118.12: chosen, on a target still legal
        r.follow(step.do)
    if r.did and step.reflexive is not None:
        # 603.12: "When you do" triggers now and is put on the stack next.
        # 603.2: its "that much" is the amount of the event the outer ability triggered on
        g.pending_triggers.append((r.item.source, step.reflexive, you, Event(
            "reflexive", r.item.source, amount=int(r.item.choices.get("event_amount") or 0))))


def _target_legal(r: Resolution, action: I.Instruction) -> bool:
    """Whether the target the optional action acts on (its `what`, `to` or `affected`) is
    still legal as it resolves (608.2b)."""
    from arbiter.rules.instructions import Ref

    for name in ("what", "to", "affected"):
        ref = getattr(action, name, None)
        if isinstance(ref, Ref) and ref.kind == "target":
            return bool(r.ref(ref))
    return False


def do_when_you_do(r: Resolution, step: I.WhenYouDo) -> None:
    """603.12: the reflexive ability triggers only if the action was done: here, if the
    tokens were created (none can be, 614.1: a replacement may create none)."""
    r.created = []
    r.follow(step.do)
    if r.created:
        r.game.pending_triggers.append((r.item.source, step.reflexive, r.item.controller,
                                        Event("reflexive", r.item.source)))


def do_exile_counting(r: Resolution, step: I.ExileCounting) -> None:
    """608.2c: the cards exiled this way are the ones this instruction put into exile; they
    are looked at there (a card exiled face up, 406.3). "that many" is how many match."""
    g = r.game
    exiled: list[int] = []
    for oid in r.ref(step.what):
        new = g.move(oid, "exile")
        if new is not None and new.zone == "exile":
            exiled.append(new.id)
            r.it = new.id
    r.did = bool(exiled)
    view, ctx = r.view_context()
    n = sum(1 for o in exiled if o in view.chars and (
        step.selector is None or step.selector.matches(view, o, ctx)))
    if n == 0:
        return
    r.count = n  # "that many": the number of matching cards exiled this way
    r.follow(step.then)
