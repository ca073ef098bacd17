"""613.8a: trials kept up to date between applications, and what each trial changed.

Whether A depends on B (613.8a) is decided by applying B to a scratch copy of the partial
result (a trial, `rules.dependency._Trial`). 613.8c asks again after each application, and
an application changes few of the objects B applies to, so a trial of B whose parts read
only the object they apply to is brought up to date from the last one (`brought_up`): only
the objects changed since, or that began or stopped being B's, are tried again, and twins
(`rules.layer_twins`) among them once per class when B does the same to each. What a trial
changed, field by field (`trial_changes`), is likewise carried over for every object not
tried again: its record and its scratch copy are those the last trial compared.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from arbiter.rules import dependency, layer_twins
from arbiter.rules.characteristics import Characteristics
from arbiter.rules.dependency_targets import Reads
from arbiter.rules.view import EffectContext, LayerView
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.state.effects import ContinuousEffect

#: Fields whose changes are named value by value ("types:Creature").
FINE = frozenset({"types", "subtypes", "supertypes"})
COLOR_CHANGE = {c: f"colors:{c.value}" for c in Color}
#: Fields named as the family they belong to.
ALIAS = {"every_creature_type": "subtypes", "star_power": "power",
         "star_toughness": "toughness", "cant_have": "abilities"}

#: Every field of a partial result, to tell what a trial changed (`trial_changes`).
_EVERY_FIELD = tuple(Characteristics.__slots__)
_ALL_OF = attrgetter(*_EVERY_FIELD)
_NOTHING: frozenset[str] = frozenset()


def object_changes(was: Characteristics, now: Characteristics) -> frozenset[str]:
    """What differs between two records, field by field, as `changes_of` names it (sets
    and lists compared as they are)."""
    old_all, new_all = _ALL_OF(was), _ALL_OF(now)
    if old_all == new_all:
        return _NOTHING
    out: set[str] = set()
    for f, old, new in zip(_EVERY_FIELD, old_all, new_all, strict=True):
        if old == new:
            continue
        if f == "colors":
            out |= {COLOR_CHANGE[c] for c in set(old) ^ set(new)}
        elif f in FINE:
            out |= {f"{f}:{x}" for x in set(old) ^ set(new)}
        else:
            out.add(ALIAS.get(f, f))
    return frozenset(out)


def _object_changes(was: Characteristics, now: Characteristics) -> frozenset[str]:
    return _NOTHING if was is now else object_changes(was, now)


def trial_changes(view: LayerView, trial: object) -> Reads:
    """What a trial changed (613.8a), field by field (every field), on the objects it
    copied (the others it shares with the partial result). Kept on the trial, which is used
    only while those objects are as they were when it was made; a trial brought up from
    another (`brought_up`) takes that one's answer for every object it didn't try again."""
    d = trial.__dict__
    got = d.get("fine")
    if got is not None:
        return got  # type: ignore[no-any-return]
    chars, scratch = view.chars, trial.scratch.chars  # type: ignore[attr-defined]
    touched = trial.touched  # type: ignore[attr-defined]
    base = d.pop("base", None)
    if base is None:
        per: dict[int, frozenset[str]] = {}
        todo = touched
    else:
        kept, redo = base
        per = dict(kept)
        for o in kept.keys() & redo:
            del per[o]
        todo = touched & redo
    twins = view.twins
    if d.get("by_class") and twins is not None and twins.reps:
        # Made once per class of twins (`_by_class`): the twins of a class it touched share
        # their record and their scratch copy, so they changed alike.
        todo = set(todo)
        members = twins.members
        for o in layer_twins.askers(twins, todo) & twins.reps:
            group = members[o] & todo
            per.update(dict.fromkeys(group, _object_changes(chars[o], scratch[o])))
            todo -= group
    seen: dict[tuple[int, int], frozenset[str]] = {}
    for o in todo:
        was, now = chars[o], scratch[o]
        if was is now:
            per[o] = _NOTHING
            continue
        pair = (id(was), id(now))
        hit = seen.get(pair)
        if hit is None:
            # Twins share their records (`rules.layer_twins`): compared once.
            hit = seen[pair] = object_changes(was, now)
        per[o] = hit
    d["per"] = per
    got = d["fine"] = Reads(frozenset().union(*per.values()))
    return got


def brought_up(view: LayerView, b: ContinuousEffect, layer: str, targets: frozenset[int],
               old_targets: frozenset[int], old: dependency._Trial, redo: set[int] | frozenset[int],
               controller: int) -> dependency._Trial:
    """A trial of B made from an earlier one (`old`, over `old_targets`) by trying again
    only the objects in `redo` (B's parts read only the object they apply to). Twins among
    them (objects sharing one record, `rules.layer_twins`) are tried once per class when
    B's parts do the same to each (`class_safe`), as `rules.dependency._Trial` does."""
    fields = frozenset().union(*(p.writes for p in b.parts_in(layer)))
    parts = b.parts_in(layer)
    one = parts[0] if len(parts) == 1 else None  # the common case, asked without a generator
    new = dependency._Trial.__new__(dependency._Trial)
    chars = dict(old.scratch.chars)
    new.scratch = LayerView(view.state, chars)
    view_chars = view.chars
    redo = redo if isinstance(redo, (set, frozenset)) else set(redo)
    again = old.touched & redo
    chars.update({o: view_chars[o] for o in again})
    touched, changed = old.touched - again, old.changed - again
    vctx, ctx = EffectContext(view, b), EffectContext(new.scratch, b)
    twins = view.twins
    if twins is not None and twins.reps and layer_twins.class_safe(b, layer):
        _by_class(new, view, b, layer, targets & redo, twins, fields, touched, changed)
        new.touched, new.changed, new.controller = touched, changed, controller
        new.__dict__["by_class"] = True
        per = old.__dict__.get("per")
        if per is not None:
            new.__dict__["base"] = (per, redo)
        return new
    for oid in targets & redo:
        was = view_chars[oid]
        if (one.no_change(was, view, oid, vctx) if one is not None
                else all(p.no_change(was, view, oid, vctx) for p in parts)):
            continue
        ch = was.clone()  # a whole copy: faster than `clone_for`
        for part in parts:
            part.apply(ch, new.scratch, oid, ctx)
        chars[oid] = ch
        touched.add(oid)
        if ch.differs(was, fields):
            changed.add(oid)
    new.touched, new.changed, new.controller = touched, changed, controller
    per = old.__dict__.get("per")
    if per is not None:
        # What the old trial changed, object by object, holds for every object not tried
        # again (`trial_changes`).
        new.__dict__["base"] = (per, redo)
    return new


def _by_class(new: dependency._Trial, view: LayerView, b: ContinuousEffect, layer: str,
              pool: set[int] | frozenset[int], twins: layer_twins.Twins,
              fields: frozenset[str], touched: set[int], changed: set[int]) -> None:
    """`brought_up`'s objects tried again once per class of twins among them (B does the
    same to each, `rules.layer_twins.class_safe`), the twins sharing the scratch copy, as
    `rules.dependency._Trial` does."""
    parts = b.parts_in(layer)
    one = parts[0] if len(parts) == 1 else None  # the common case, asked without a generator
    chars = new.scratch.chars
    vctx, ctx = EffectContext(view, b), EffectContext(new.scratch, b)
    members, reps, view_chars = twins.members, twins.reps, view.chars
    for oid in layer_twins.askers(twins, pool):
        was = view_chars[oid]
        if (one.no_change(was, view, oid, vctx) if one is not None
                else all(p.no_change(was, view, oid, vctx) for p in parts)):
            continue
        ch = was.clone()  # a whole copy: faster than `clone_for`
        for part in parts:
            part.apply(ch, new.scratch, oid, ctx)
        if oid in reps:
            group = members[oid] & pool
            chars.update(dict.fromkeys(group, ch))
            touched |= group
            if ch.differs(was, fields):
                changed |= group
        else:
            chars[oid] = ch
            touched.add(oid)
            if ch.differs(was, fields):
                changed.add(oid)


def changes_to(view: LayerView, trial: object, oid: int) -> frozenset[str]:
    """What a trial changed of one object, field by field, as `trial_changes` tells it:
    compared at once when the whole trial hasn't been (the trial is used only while the
    objects it copied are as they were, so the comparison is the one it would carry)."""
    per = trial.__dict__.get("per")
    if per is not None:
        return per.get(oid, _NOTHING)  # type: ignore[no-any-return]
    if oid not in trial.touched:  # type: ignore[attr-defined]
        return _NOTHING
    return _object_changes(view.chars[oid], trial.scratch.chars[oid])  # type: ignore[attr-defined]


def keeps_ability(view: LayerView, trial: object, oid: int, key: tuple) -> bool:
    """Whether an object has, on a trial's scratch copy, the very ability it has in the
    partial result under this key (113.1a: other abilities may have come or gone)."""
    was = next((ai.ability for ai in view.chars[oid].abilities if ai.key == key), None)
    now = next((ai.ability for ai in trial.scratch.chars[oid].abilities  # type: ignore[attr-defined]
                if ai.key == key), None)
    return was is not None and now is not None and (now is was or now == was)


def updated_trial(view: LayerView, b: ContinuousEffect, layer: str, targets: frozenset[int],
                  memo: dependency.Memo, local: bool,
                  copies: tuple | None = None) -> dependency._Trial | None:
    """B tried on a scratch copy (613.8a), as `rules.dependency.trial`; when B reads only
    the object it applies to (`local`), the last trial is brought up to date instead of
    made again: only the objects changed since, or that began or stopped being B's, are
    tried again. `copies` names B's copies (the same parts, reading nothing of the effect
    but its controller, under the same controller: `rules.dependency_copies.same_trial_key`):
    B with no trial of its own brings up the last trial of one of them, which is what B's
    would have been on that copy's objects."""
    hit = memo.trials.get(b.key)
    if (hit is None or hit[2] is None) and copies is not None and local:
        hit = memo.trials.get(copies)
    if not targets or hit is None or hit[2] is None or not local:
        tried = dependency.trial(view, b, layer, targets, memo)
        if copies is not None and tried is not None:
            memo.trials[copies] = (memo.tick, targets, tried)
        return tried
    tick, old_targets, old = hit
    if old_targets == targets and not memo.stale(targets, tick) and \
            memo.kept_source(b.source, tick):
        return old
    since = memo.changed_since(tick)
    controller = EffectContext(view, b).controller
    if b.source in since and getattr(old, "controller", None) != controller:
        # The parts read the source only through the state and its controller ("you").
        return dependency.trial(view, b, layer, targets, memo)
    redo = (since & (old_targets | targets)) | (targets ^ old_targets)
    new = brought_up(view, b, layer, targets, old_targets, old, redo, controller)
    memo.trials[b.key] = (memo.tick, targets, new)
    if copies is not None:
        memo.trials[copies] = (memo.tick, targets, new)
    return new
