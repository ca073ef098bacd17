"""613.8c: what each effect applies to, kept up to date from one application to the next.

The full computation evaluates every effect's selector on every object again after every
application (`rules.dependency.evaluate`). Between two applications only the objects an
application changed can start or stop matching, and only in what they changed: a kept set
whose selector reads nothing that changed is kept, and otherwise only the changed objects
are matched again. Copies of an effect (the same selector and controller) share what it
matches: at once when the selector reads nothing of its source but the controller, and
with the two sources looked at again when it reads the source only as which object it is
("each other enchantment"). The reads of the selectors listed here are complete; any other
selector takes `rules.dependency.targets_of`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.rules import dependency, layer_twins
from arbiter.rules import selectors as S
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.state.effects import ContinuousEffect

_LEAF_SELECTORS = (S.InZone, S.Anything, S.IsType, S.IsSubtype, S.IsSupertype, S.HasColor,
                   S.ManaValueAtMost, S.ControlledByYou, S.ControlledByOpponent,
                   S.OwnedByYou, S.IsSource, S.AttachedBySource, S.IsToken, S.IsFaceDown,
                   S.HasChosenSubtype)


def selector_trusted(sel: S.Selector) -> bool:
    """Whether a selector is made only of the leaves listed here, whose `reads` are
    complete."""
    t = type(sel)
    if t in (S.And, S.Or):
        return all(selector_trusted(p) for p in sel.parts)  # type: ignore[attr-defined]
    if t is S.Not:
        return selector_trusted(sel.inner)  # type: ignore[attr-defined]
    return t in _LEAF_SELECTORS


#: What `kind` found of each selector, by (question, identity): (selector, answer).
_KINDS: dict[tuple[str, int], tuple[S.Selector, bool]] = {}


def kind(question: str, answer: Callable[[S.Selector], bool], sel: S.Selector) -> bool:
    """A question about a selector's shape (a walk of its tree), answered once per
    selector object (selectors are immutable)."""
    key = (question, id(sel))
    hit = _KINDS.get(key)
    if hit is not None and hit[0] is sel:
        return hit[1]
    if len(_KINDS) > 4096:
        _KINDS.clear()
    got = answer(sel)
    _KINDS[key] = (sel, got)
    return got


#: Leaves that read only the object and the effect's controller though `Selector.local`
#: doesn't say so: whose the object is (108.3: no effect changes its owner) and whether
#: another player than the effect's controller controls it (as "you control" reads it).
_LOCAL_LEAVES = (S.OwnedByYou, S.ControlledByOpponent)


def local_selector(sel: S.Selector) -> bool:
    """Whether membership depends only on the object and the effect's source."""
    t = type(sel)
    if t in (S.And, S.Or):
        return all(local_selector(p) for p in sel.parts)  # type: ignore[attr-defined]
    if t is S.Not:
        return local_selector(sel.inner)  # type: ignore[attr-defined]
    return t in _LOCAL_LEAVES or bool(sel.local)


class Reads:
    """A set of reads split for a quick overlap test with a set of changes."""

    __slots__ = ("fine", "whole", "fields")

    def __init__(self, reads: frozenset[str]) -> None:
        self.fine = {r for r in reads if ":" in r}
        self.whole = {r for r in reads if ":" not in r}
        self.fields = self.whole | {r.partition(":")[0] for r in self.fine}

    def touched_by(self, changes: Reads) -> bool:
        """Does anything changed touch anything read ("types" covers every "types:X")?"""
        return bool(changes.whole & self.fields or self.whole & changes.fields
                    or self.fine & changes.fine)


#: How many objects a copy's set may differ by from its twin's for the twin's trial to be
#: brought over (`rules.dependency_relation`); beyond that the trial is made for the copy itself.
TWIN_LIMIT = 8


def updated_targets(view: LayerView, e: ContinuousEffect, started: dict[tuple, frozenset[int]],
                    memo: dependency.Memo) -> frozenset[int]:
    """What E applies to now, as `rules.dependency.targets_of`; a selector listed here reads
    its source only through the state and its controller, so a change to the source's other
    characteristics still lets the set be brought up to date from the objects changed."""
    if (e.key in started or e.locked is not None or e.affected is None
            or not kind("local", local_selector, e.affected)
            or not kind("trusted", selector_trusted, e.affected)):
        return dependency.targets_of(view, e, started, memo)
    hit = memo.targets.get(e.key)
    ctx = EffectContext(view, e)
    controller = ctx.controller
    # 109.5: a selector that doesn't say "you" matches the same objects whoever controls
    # its effect: copies share their set across controllers.
    who = controller if kind("you", _reads_you, e.affected) else None
    shared = _shared_targets(memo, e.affected, who)
    if shared is None and (hit is None or memo.target_controllers.get(e.key) != controller):
        # A copy's set (the same selector, reading nothing of its source but the
        # controller, and the same controller) made at an earlier tick is brought up to
        # date as E's own would be: what a selector matches rests on nothing else.
        hit = _copy_targets(memo, e.affected, who)
    if shared is not None:
        new = shared
    elif hit is None:
        twin = _twin_targets(memo, view, e, ctx, who)
        new = dependency.evaluate(view, e) if twin is None else twin
    else:
        tick, old = hit
        if tick == memo.tick:
            return old
        sel = e.affected
        twin = None
        if not _touches(memo, memo.fine_since(tick), sel):
            # The selector's reads are complete (`_selector_trusted`): no object changed in
            # anything it reads, so none started or stopped matching.
            new = old
        elif len(changed := _changed_for(memo, tick, sel)) > TWIN_LIMIT and \
                (twin := _twin_targets(memo, view, e, ctx, who)) is not None:
            new = twin
        else:
            zones = sel.zones()
            keep = set(old) - changed
            keep |= layer_twins.matching(view, sel, ctx, changed, zones)
            new = frozenset(keep)
    memo.targets[e.key] = (memo.tick, new)
    memo.target_controllers[e.key] = controller
    if shared is None and kind("free", _source_free, e.affected):
        memo.shared_targets[(id(e.affected), who)] = (  # type: ignore[index]
            e.affected, memo.tick, new)
    elif shared is None and kind("identity", _source_as_identity, e.affected):
        memo.shared_targets[(id(e.affected), who, "other")] = (  # type: ignore[index]
            e.affected, memo.tick, new, e.source)
    return new


def _source_as_identity(sel: S.Selector) -> bool:
    """Whether a trusted selector reads nothing of its effect but the controller and which
    object the source is ("other creatures", "~"): then two effects with that selector and
    controller match the same objects, except perhaps their two sources."""
    t = type(sel)
    if t in (S.And, S.Or):
        return all(_source_as_identity(p) for p in sel.parts)  # type: ignore[attr-defined]
    if t is S.Not:
        return _source_as_identity(sel.inner)  # type: ignore[attr-defined]
    return t is S.IsSource or t not in _READS_SOURCE


def _twin_targets(memo: dependency.Memo, view: LayerView, e: ContinuousEffect,
                  ctx: EffectContext, who: int | None) -> frozenset[int] | None:
    """What E applies to, from what a copy of it (the same selector, reading the source
    only as `_source_as_identity` says, and controller, `who`: None when the selector
    doesn't read it) matched at this tick: the same objects, the two sources looked at
    again. None if no copy has been evaluated since the last application."""
    sel = e.affected
    hit = memo.shared_targets.get((id(sel), who, "other"))  # type: ignore[call-overload]
    if hit is None or hit[0] is not sel or hit[1] != memo.tick:
        return None
    twin_targets, twin_source = hit[2], hit[3]
    out = set(twin_targets)
    objects, zones = view.state.objects, sel.zones()  # type: ignore[union-attr]
    for x in (twin_source, e.source):
        out.discard(x)
    for x in (twin_source, e.source):
        if x is not None and x in view.chars and objects[x].zone in zones \
                and sel.matches(view, x, ctx):  # type: ignore[union-attr]
            out.add(x)
    return frozenset(out)


#: Trusted selectors that read their effect's source (not only its controller, "you").
_READS_SOURCE = (S.IsSource, S.AttachedBySource, S.HasChosenSubtype)


def _source_free(sel: S.Selector) -> bool:
    """Whether a trusted selector reads nothing of its effect but the controller: then what
    it matches now is the same for every effect with that selector and controller."""
    t = type(sel)
    if t in (S.And, S.Or):
        return all(_source_free(p) for p in sel.parts)  # type: ignore[attr-defined]
    if t is S.Not:
        return _source_free(sel.inner)  # type: ignore[attr-defined]
    return t not in _READS_SOURCE


#: Trusted selectors that read their effect's controller ("you", 109.5).
_READS_CONTROLLER = (S.ControlledByYou, S.ControlledByOpponent, S.OwnedByYou)


def _reads_you(sel: S.Selector) -> bool:
    """Whether a trusted selector reads its effect's controller ("you", 109.5): one that
    doesn't matches the same objects whoever controls the effect."""
    t = type(sel)
    if t in (S.And, S.Or):
        return any(_reads_you(p) for p in sel.parts)  # type: ignore[attr-defined]
    if t is S.Not:
        return _reads_you(sel.inner)  # type: ignore[attr-defined]
    return t in _READS_CONTROLLER


def controller_free(sel: S.Selector) -> bool:
    """Whether a trusted selector reads nothing of its effect, not even the controller:
    then it matches the same objects whoever controls the effect."""
    t = type(sel)
    if t in (S.And, S.Or):
        return all(controller_free(p) for p in sel.parts)  # type: ignore[attr-defined]
    if t is S.Not:
        return controller_free(sel.inner)  # type: ignore[attr-defined]
    return t not in _READS_SOURCE and t not in _READS_CONTROLLER


def _shared_targets(memo: dependency.Memo, sel: S.Selector,
                    controller: int | None) -> frozenset[int] | None:
    """What another effect with this very selector and controller matched at this tick
    (None if none has been evaluated since the last application)."""
    hit = memo.shared_targets.get((id(sel), controller))
    if hit is None or hit[0] is not sel or hit[1] != memo.tick:
        return None
    return hit[2]


def _copy_targets(memo: dependency.Memo, sel: S.Selector,
                  controller: int | None) -> tuple[int, frozenset[int]] | None:
    """What another effect with this very selector and controller matched at its last
    evaluation, and when (`memo.tick` then), when the selector reads nothing of its source
    but the controller (`_source_free`): the same set E's own would be at that tick."""
    if not kind("free", _source_free, sel):
        return None
    hit = memo.shared_targets.get((id(sel), controller))
    if hit is None or hit[0] is not sel:
        return None
    return hit[1], hit[2]


def _changed_for(memo: dependency.Memo, since: int, sel: S.Selector) -> set[int]:
    """The objects changed since `since` in something a trusted selector reads: those of
    each application whose changes (field by field, `Memo.fine_log`) touch its reads; an
    object an application changed changed only in what that application reports."""
    reads = _reads_of(memo, sel)
    log, fine_log, fine_reads = memo.log, memo.fine_log, memo.fine_reads
    out: set[int] = set()
    for t in range(since, len(log)):
        fine = fine_log[t]
        if fine is not None:
            r = fine_reads.get(t)
            if r is None:
                r = fine_reads[t] = Reads(fine)
            if not reads.touched_by(r):  # type: ignore[arg-type]
                continue
        out |= log[t]
    return out


def _reads_of(memo: dependency.Memo, sel: S.Selector) -> Reads:
    """A selector's reads, split for `Reads.touched_by`, kept by identity."""
    key = id(sel)
    hit = memo.selector_reads.get(key)
    if hit is None or hit[0] is not sel:
        hit = memo.selector_reads[key] = (sel, Reads(sel.reads()))
    return hit[1]  # type: ignore[return-value]


def _touches(memo: dependency.Memo, fine: set[str] | None, sel: S.Selector) -> bool:
    """Whether changes (None: not known) may touch what a trusted selector reads."""
    if fine is None:
        return True
    if not fine:
        return False
    key = id(sel)
    hit = memo.selector_reads.get(key)
    if hit is None or hit[0] is not sel:
        hit = memo.selector_reads[key] = (sel, Reads(sel.reads()))
    return hit[1].touched_by(Reads(frozenset(fine)))
