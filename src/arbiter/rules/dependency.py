"""613.8: dependency, computed from the effects (principle 3), never declared per card.

Effect A depends on effect B (613.8a) when both apply in this layer, neither or both come from
characteristic-defining abilities, and applying B to the current partial result (tried on a
scratch copy) would change A's existence or text, the set of objects A applies to, or what A
does to any of them (its resolved parameters). A dependent effect waits for what it depends on
(613.8b); within a loop, timestamp order decides; after each application the order of what is
left is evaluated again (613.8c, done by the caller).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules import layer_twins, statics
from arbiter.rules import selectors as S
from arbiter.rules.dependency_order import pick
from arbiter.rules.selector_predicates import predicate
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.state.effects import ContinuousEffect

WHY = {
    "existence": "applying {b} removes the ability that creates {a}'s effect",
    "text": "applying {b} changes the text of {a}'s effect",
    "applies_to": "applying {b} changes what {a}'s effect applies to",
    "what_it_does": "applying {b} changes what {a}'s effect does",
}


def zone_members(view: LayerView, zone: str) -> list[int]:
    state = view.state
    if zone in ("battlefield", "stack", "exile", "command"):
        return state.order.get(zone, [])
    out: list[int] = []
    for p in state.players:
        out.extend(state.order.get((p.index, zone), []))
    return out


def targets_of(view: LayerView, e: ContinuousEffect, started: dict[tuple, frozenset[int]],
               memo: Memo | None) -> frozenset[int]:
    """What E applies to now, updated incrementally for a local selector."""
    if e.key in started:
        return started[e.key]
    if memo is None or e.locked is not None or e.affected is None or not e.affected.local:
        return evaluate(view, e)
    hit = memo.targets.get(e.key)
    if hit is not None:
        tick, old = hit
        if tick == memo.tick:
            return old
        changed = memo.changed_since(tick)
        if e.source not in changed:
            ctx = EffectContext(view, e)
            sel = e.affected
            zones = sel.zones()
            keep = {o for o in old if o not in changed}
            keep |= {o for o in changed if o in view.chars
                     and view.state.objects[o].zone in zones and sel.matches(view, o, ctx)}
            new = frozenset(keep)
            memo.targets[e.key] = (memo.tick, new)
            return new
    new = evaluate(view, e)
    memo.targets[e.key] = (memo.tick, new)
    return new


def evaluate(view: LayerView, e: ContinuousEffect) -> frozenset[int]:
    """What the effect applies to now (a locked set, or its selector evaluated now)."""
    if e.locked is not None:
        return frozenset(o for o in e.locked if o in view.chars)
    if e.affected is None:
        return frozenset()
    ctx = EffectContext(view, e)
    sel = e.affected
    attached = _attached_pool(view, sel, ctx)
    if attached is not None:
        zones, objects = sel.zones(), view.state.objects
        return frozenset(o for o in attached if o in view.chars and objects[o].zone in zones
                         and sel.matches(view, o, ctx))
    if view.twins is not None and view.twins.reps:
        # Once per class of twins (`rules.layer_twins`).
        zones = sel.zones()
        pool = [o for z in zones for o in zone_members(view, z)]
        return frozenset(layer_twins.matching(view, sel, ctx, pool, zones))
    found = []
    matches, chars = predicate(sel, view, ctx), view.chars
    for zone in sel.zones():
        for oid in zone_members(view, zone):
            if oid in chars and matches(oid):
                found.append(oid)
    return frozenset(found)


def _attached_pool(view: LayerView, sel: S.Selector, ctx: EffectContext) -> list[int] | None:
    """"Enchanted creature", "equipped creature" (`AttachedBySource`, alone or as a part of
    an And): only the object the source is attached to can match, whatever the zone. None
    for any other selector."""
    t = type(sel)
    if t is not S.AttachedBySource and not (
            t is S.And and any(type(p) is S.AttachedBySource for p in sel.parts)):  # type: ignore[attr-defined]
        return None
    src = ctx.source
    to = None if src is None else view.state.objects[src].attached_to
    return [] if to is None else [to]


def _writes(e: ContinuousEffect, layer: str) -> frozenset[str]:
    w: frozenset[str] = frozenset()
    for p in e.parts_in(layer):
        w |= p.fine_writes()
    return w


def _coarse_writes(e: ContinuousEffect, layer: str) -> frozenset[str]:
    w: frozenset[str] = frozenset()
    for p in e.parts_in(layer):
        w |= p.writes
    return w


def overlap(writes: frozenset[str], reads: frozenset[str]) -> bool:
    """Does anything written touch anything read? "types" covers every "types:X"."""
    for w in writes:
        wf, _, wv = w.partition(":")
        for r in reads:
            rf, _, rv = r.partition(":")
            if wf == rf and (not wv or not rv or wv == rv):
                return True
    return False


def reads_of(e: ContinuousEffect, layer: str, started: bool) -> frozenset[str]:
    r: frozenset[str] = frozenset()
    if e.locked is None and not started and e.affected is not None:
        r |= e.affected.reads()
    for p in e.parts_in(layer):
        r |= p.reads()
    return r


class Memo:
    """What the 613.8 trials of one layer computation can reuse between rounds (613.8c asks
    for a re-evaluation after each application; only what that application changed can
    change the answers). `tick` counts applications; `log` records, per tick, the objects
    that application changed."""

    def __init__(self) -> None:
        self.tick = 0
        self.log: list[set[int]] = []
        #: Each object changed so far -> the last tick that changed it (`stale`).
        self.last: dict[int, int] = {}
        #: Whether an effect's answers are local (`_answer_local`), by (key, fast, parts
        #: only): (E, it).
        self.local: dict[tuple, tuple[object, bool]] = {}
        #: `may_depend` by (A key, B key, whether A has started): (A, B, the answer).
        self.may: dict[tuple, tuple[object, object, bool]] = {}
        #: Per tick, what the application changed on those objects, field by field
        #: ("types:Creature"; `rules.application_changes.changes_of`), or None: not known.
        self.fine_log: list[frozenset[str] | None] = []
        #: The same, split for a quick overlap test (`dependency_targets.Reads`), by tick.
        self.fine_reads: dict[int, object] = {}
        self.trials: dict[tuple, tuple[int, frozenset[int], _Trial | None]] = {}
        self.targets: dict[tuple, tuple[int, frozenset[int]]] = {}
        self.results: dict[tuple, tuple[int, _Trial | None, str | None]] = {}
        #: For the fast path: the controller of each effect whose targets are kept.
        self.target_controllers: dict[tuple, int] = {}
        #: For the fast path: each selector's reads, by identity (the selector is kept).
        self.selector_reads: dict[int, tuple[object, object]] = {}
        #: For the fast path: what a selector that reads nothing of its source matched, by
        #: (selector identity, controller): (selector, tick, objects).
        self.shared_targets: dict[tuple[int, int], tuple[object, int, frozenset[int]]] = {}

    def record(self, changed: set[int], fine: set[str] | None = None) -> None:
        self.tick += 1
        self.log.append(changed)
        self.last.update(dict.fromkeys(changed, self.tick))
        self.fine_log.append(None if fine is None else frozenset(fine))

    def stale(self, objs: frozenset[int] | set[int], since: int) -> bool:
        """Whether an application at tick `since` or later changed one of `objs`: the
        changes logged since are looked up in `objs`, the smaller side of each set walked
        (an answer rests on many objects, an application changes few), or, when there are
        fewer objects than applications since, each object's last change looked up (`last`:
        the same answer, an object changed at tick `since` or later)."""
        first = max(since, 1)
        if len(objs) <= self.tick - first + 1:
            last = self.last
            return any(last.get(o, 0) >= first for o in objs)
        # `log[t - 1]` holds what the application of tick t changed.
        for changed in self.log[first - 1:]:
            if not changed.isdisjoint(objs):
                return True
        return False

    def kept_source(self, source: int | None, since: int) -> bool:
        """Whether no application at tick `since` or later changed this source (`stale` of
        the source alone: its last change came before)."""
        return source is None or self.last.get(source, 0) < max(since, 1)

    def changed_since(self, since: int) -> set[int]:
        out: set[int] = set()
        for s in self.log[since:]:
            out |= s
        return out

    def fine_since(self, since: int) -> set[str] | None:
        """Everything the applications since `since` changed, field by field (None: some
        application's changes aren't known)."""
        out: set[str] = set()
        for f in self.fine_log[since:]:
            if f is None:
                return None
            out |= f
        return out


class _Trial:
    """B applied once to a scratch copy of the partial result (613.8a), shared by every A."""

    def __init__(self, view: LayerView, b: ContinuousEffect, layer: str,
                 targets: frozenset[int]) -> None:
        fields = _coarse_writes(b, layer)
        parts = b.parts_in(layer)
        one = parts[0] if len(parts) == 1 else None  # the common case, asked without a generator
        chars = dict(view.chars)
        self.scratch = LayerView(view.state, chars)
        vctx = EffectContext(view, b)
        twins = view.twins
        if twins is not None and twins.reps and layer_twins.class_safe(b, layer):
            self._by_class(view, b, layer, targets, twins, fields)
            return
        # Copy only the objects the effect could change (most trials change few).
        touched = [o for o in targets
                   if not (one.no_change(view.chars[o], view, o, vctx) if one is not None
                           else all(p.no_change(view.chars[o], view, o, vctx) for p in parts))]
        for oid in touched:
            chars[oid] = chars[oid].clone()  # a whole copy: faster than `clone_for`
        ctx = EffectContext(self.scratch, b)
        for oid in touched:
            for part in parts:
                part.apply(chars[oid], self.scratch, oid, ctx)
        self.changed = {o for o in touched if chars[o].differs(view.chars[o], fields)}
        #: The objects copied (the others are shared with the partial result).
        self.touched = set(touched)
        self.controller = vctx.controller

    def _by_class(self, view: LayerView, b: ContinuousEffect, layer: str,
                  targets: frozenset[int], twins: layer_twins.Twins,
                  fields: frozenset[str]) -> None:
        """The same trial made once per class of twins among the targets (B does the same
        to each, `rules.layer_twins.class_safe`): the twins share the scratch copy."""
        parts = b.parts_in(layer)
        one = parts[0] if len(parts) == 1 else None  # the common case, asked without a generator
        chars = self.scratch.chars
        vctx, ctx = EffectContext(view, b), EffectContext(self.scratch, b)
        members, reps = twins.members, twins.reps
        touched: set[int] = set()
        changed: set[int] = set()
        for oid in layer_twins.askers(twins, targets):
            was = view.chars[oid]
            if (one.no_change(was, view, oid, vctx) if one is not None
                    else all(p.no_change(was, view, oid, vctx) for p in parts)):
                continue
            ch = was.clone()
            for part in parts:
                part.apply(ch, self.scratch, oid, ctx)
            group = members[oid] & targets if oid in reps else (oid,)
            for m in group:
                chars[m] = ch
            touched.update(group)
            if ch.differs(was, fields):
                changed.update(group)
        self.changed, self.touched, self.controller = changed, touched, vctx.controller
        #: Twins share their scratch copy (`rules.dependency_trials.trial_changes`).
        self.by_class = True


def may_depend(a: ContinuousEffect, b: ContinuousEffect, layer: str, a_started: bool) -> bool:
    """A cheap necessary condition: B writes something A reads (or could remove A)."""
    if a.cda != b.cda:
        return False  # 613.8a(c)
    w = _writes(b, layer)
    if a.from_static and not a_started and overlap(w, frozenset({"abilities", "controller"})):
        return True
    return overlap(w, reads_of(a, layer, a_started) | {"controller"})


def depends(
    view: LayerView,
    a: ContinuousEffect,
    b: ContinuousEffect,
    layer: str,
    started: dict[tuple, frozenset[int]],
    a_targets: frozenset[int] | None = None,
    trial: _Trial | None = None,
    fast: bool = False,
) -> str | None:
    """Why A depends on B (613.8a), or None if it doesn't. `fast` (the kept relation's
    path) also takes a selector made only of `rules.layer_twins.symmetric` leaves as local:
    each reads only the object, and its effect's source's controller, identity,
    attachment or choices, none of which a trial changes but the controller."""
    a_started = a.key in started
    if not may_depend(a, b, layer, a_started):
        return None
    if trial is None:
        b_targets = started.get(b.key) or evaluate(view, b)
        if not b_targets:
            return None
        trial = _Trial(view, b, layer, b_targets)
    changed = trial.changed
    if not changed:
        return None
    scratch = trial.scratch
    # Existence or text of A.
    if a.from_static and not a_started and a.source in changed:
        now = statics.effect_now(scratch, a.key)
        if now is None:
            return "existence"
        if now.ability_text != a.ability_text:
            return "text"
    a_ctx = EffectContext(view, a)
    s_ctx = EffectContext(scratch, a)
    # Selectors and parameters read the source only through its controller ("you").
    source_moved = a.source in changed and a_ctx.controller != s_ctx.controller
    # What A applies to. A "local" selector depends only on the object and A's source.
    if a.locked is None and not a_started and a.affected is not None:
        sel = a.affected
        local_pool = (sel.local or (fast and layer_twins.symmetric(sel))) and not source_moved
        if local_pool:
            pool: set[int] | frozenset[int] = changed
            if fast and layer_twins.symmetric(sel) and layer_twins.class_safe(b, layer):
                # Twins B changed alike answer alike (`rules.layer_twins`): one each.
                pool = layer_twins.askers(view.twins, pool)
        else:
            pool = {o for z in sel.zones() for o in zone_members(view, z) if o in view.chars}
        if fast and local_pool:
            # Copies of an effect (the same selector and controller, the source read only
            # as its controller) ask the same question of the same trial: asked once (the
            # pool is what the trial changed, which stays as it was while the trial is kept).
            asked = trial.__dict__.setdefault("asked", {})
            key = (id(sel), a_ctx.controller,
                   None if layer_twins.source_free(sel) else a.source)
            hit = asked.get(key)
            if hit is None or hit[0] is not sel:
                was, now = predicate(sel, view, a_ctx), predicate(sel, scratch, s_ctx)
                hit = asked[key] = (sel, any(was(o) != now(o) for o in pool))
            if hit[1]:
                return "applies_to"
        else:
            was, now = predicate(sel, view, a_ctx), predicate(sel, scratch, s_ctx)
            for o in pool:
                if was(o) != now(o):
                    return "applies_to"
    # What A does to the things it applies to.
    if a_targets is None:
        a_targets = started.get(a.key) or evaluate(view, a)
    local = not source_moved and all(_part_local(p) for p in a.parts_in(layer))
    pool = a_targets & changed if local else a_targets
    if fast and local and layer_twins.class_safe(a, layer) and layer_twins.class_safe(b, layer):
        pool = layer_twins.askers(view.twins, pool)
    for oid in pool:
        for part in a.parts_in(layer):
            if part.params(view, oid, a_ctx) != part.params(scratch, oid, s_ctx):
                return "what_it_does"
    return None


def trial(view: LayerView, b: ContinuousEffect, layer: str, targets: frozenset[int],
           memo: Memo | None) -> _Trial | None:
    """B tried on a scratch copy; reused while none of B's targets and not B's source has
    changed since (the scratch shares every other object with the current partial result),
    when B's parts read only the object and the source (613.8c: a trial made before B's
    source changed hands gives the objects to its old controller, "you")."""
    if not targets:
        return None
    if memo is not None:
        hit = memo.trials.get(b.key)
        if hit is not None and hit[1] == targets and not memo.stale(targets, hit[0]) and \
                memo.kept_source(b.source, hit[0]) and _answer_local(memo, b, layer, False,
                                                                     parts_only=True):
            return hit[2]
    tried = _Trial(view, b, layer, targets)
    if memo is not None:
        memo.trials[b.key] = (memo.tick, targets, tried)
    return tried


def cached_depends(view: LayerView, a: ContinuousEffect, b: ContinuousEffect, layer: str,
                    started: dict[tuple, frozenset[int]], a_targets: frozenset[int],
                    trial: _Trial, memo: Memo | None, fast: bool = False) -> str | None:
    """613.8c: re-evaluate only when what the answer rests on has changed since."""
    if memo is None or not _answer_local(memo, a, layer, fast):
        return depends(view, a, b, layer, started, a_targets, trial, fast)
    key = (a.key, b.key, a.key in started)
    hit = memo.results.get(key)
    if hit is not None and hit[1] is trial and not memo.stale(a_targets, hit[0]) and \
            memo.kept_source(a.source, hit[0]):
        return hit[2]
    why = depends(view, a, b, layer, started, a_targets, trial, fast)
    memo.results[key] = (memo.tick, trial, why)
    return why


def _answer_local(memo: Memo, a: ContinuousEffect, layer: str, fast: bool,
                  parts_only: bool = False) -> bool:
    """Whether A's answers rest only on A's objects and source (`cached_depends`): its
    selector and its parts' numbers are local (`parts_only`: its parts' numbers). Asked
    once per effect and layer."""
    key = (a.key, fast, parts_only)
    hit = memo.local.get(key)
    if hit is not None and hit[0] is a:
        return hit[1]
    local = parts_only or a.affected is None or a.affected.local or a.locked is not None or (
        fast and layer_twins.symmetric(a.affected))
    local = local and all(_part_local(p) for p in a.parts_in(layer))
    memo.local[key] = (a, local)
    return local


def _part_local(part: object) -> bool:
    """True when a part's parameters for an object depend only on that object and the
    effect's source (so only objects a trial changed need comparing)."""
    for name in ("power", "toughness"):
        v = getattr(part, name, None)
        if v is not None and not getattr(v, "local", True):
            return False
    return True


def choose(
    view: LayerView,
    group: list[ContinuousEffect],
    layer: str,
    started: dict[tuple, frozenset[int]],
    waited: dict[tuple, dict[tuple, str]],
    memo: Memo | None = None,
    known_none: Callable[[ContinuousEffect, ContinuousEffect, frozenset[int], bool], bool]
    | None = None,
) -> tuple[ContinuousEffect, str]:
    """613.7/613.8b: the next effect to apply, and the reason a judge would give.
    `known_none(A, B, B's set, A started)`: the fast path's pairs known not to depend
    (613.8a) without a trial (`rules.control_dependency`); None: every pair is tried."""
    edges: dict[tuple, set[tuple]] = {e.key: set() for e in group}
    if len(group) > 1:
        targets = {e.key: targets_of(view, e, started, memo) for e in group}
        trials: dict[tuple, _Trial | None] = {}
        for b in group:
            for a in group:
                if a is b or not _may_kept(memo, a, b, layer, a.key in started):
                    continue
                if known_none is not None and known_none(a, b, targets[b.key],
                                                         a.key in started):
                    continue
                if b.key not in trials:
                    trials[b.key] = trial(view, b, layer, targets[b.key], memo)
                tried = trials[b.key]
                if tried is None:
                    break
                why = cached_depends(view, a, b, layer, started, targets[a.key], tried, memo)
                if why:
                    edges[a.key].add(b.key)
                    waited.setdefault(a.key, {})[b.key] = WHY[why].format(a=a.name, b=b.name)
    return pick(group, edges, waited)


def _may_kept(memo: Memo | None, a: ContinuousEffect, b: ContinuousEffect, layer: str,
              a_started: bool) -> bool:
    """`may_depend`, asked once per layer computation for the same two effects (it reads
    only the effects and whether A has started), so that each round of 613.8c doesn't ask
    it of every pair again."""
    if memo is None:
        return may_depend(a, b, layer, a_started)
    key = (a.key, b.key, a_started)
    hit = memo.may.get(key)
    if hit is not None and hit[0] is a and hit[1] is b:
        return hit[2]
    may = may_depend(a, b, layer, a_started)
    memo.may[key] = (a, b, may)
    return may
