"""613: the layer system. `compute` is the one function that answers "what is this object now"
(principle 1): it starts from printed values and applies every continuous effect in layer
order, CDAs first (613.3), dependency before timestamp (613.8, see `rules.dependency`), and
613.6 (an effect that began applying keeps applying, to the same objects, in its later layers).
"""

from __future__ import annotations

import gc
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.rules import (
    application_changes,
    control_dependency,
    dependency,
    dependency_relation,
    layer_twins,
    statics,
)
from arbiter.rules.copiable import CopiableByObject, CopiableValues
from arbiter.rules.flip_cards import unflipped_values
from arbiter.rules.layer_applications import Application, Applied
from arbiter.rules.layer_explanation import Considered, Notes
from arbiter.rules.parts import LAYERS
from arbiter.rules.printed import pristine
from arbiter.rules.spell_x_mana_value import with_announced_x
from arbiter.rules.type_rules import sync_intrinsic_mana_abilities
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.rules.catalog import CardCatalog
    from arbiter.rules.characteristics import Characteristics
    from arbiter.state.effects import ContinuousEffect
    from arbiter.state.game_state import GameState


@dataclass
class LayerResult:
    chars: dict[int, Characteristics]
    copiable: dict[int, CopiableValues]
    #: Every application, in order (613.7); `applied` lists them object by object.
    applications: list[Application] = field(default_factory=list)
    #: Effects that are not characteristics (613.11 and the like), by object.
    rules_effects: dict[int, list[ContinuousEffect]] = field(default_factory=dict)
    #: Every effect that existed, by key (to name them in explanations).
    effects: dict[tuple, ContinuousEffect] = field(default_factory=dict)
    #: With `compute(..., explain=True)`: candidates that did nothing, and why (principle 7).
    considered: list[Considered] = field(default_factory=list)
    explained: bool = False
    #: Whether a change to one object can be answered from this result without computing
    #: again (`rules.layers_incremental`); None until asked.
    blind: Any = None
    #: Whether some object had an effect-generating ability with a condition (611.3b).
    conditional: bool = False

    @property
    def applied(self) -> list[Applied]:
        """Every application to every object, one record per part, in order."""
        return [r for a in self.applications for i in range(len(a.objs)) for r in a.records(i)]

    def for_object(self, oid: int) -> list[Applied]:
        index = self.__dict__.get("_by_object")
        if index is None:
            index = {}
            for a in self.applications:
                for i, o in enumerate(a.objs):
                    index.setdefault(o, []).append((a, i))
            self.__dict__["_by_object"] = index
        return [r for a, i in index.get(oid, ()) for r in a.records(i)]

    def considered_for(self, oid: int) -> list[Considered]:
        return [c for c in self.considered if c.obj == oid]


#: Whether an object in a zone (named as `GameObject.zone` names it) is computed, with and
#: without libraries: decided once per zone name (objects that left a zone, "left:...", are
#: last known information, 608.2h, not live objects).
_LIVE: dict[bool, dict[str, bool]] = {True: {}, False: {}}


def live_objects(state: GameState, libraries: bool = True) -> list[int]:
    live = _LIVE[libraries]
    try:
        return [oid for oid, o in state.objects.items() if live[o.zone]]
    except KeyError:  # a zone name not seen before
        for zone in {o.zone for o in state.objects.values()} - live.keys():
            live[zone] = not zone.startswith("left:") and (libraries or zone != "library")
        return [oid for oid, o in state.objects.items() if live[o.zone]]


def compute(state: GameState, catalog: CardCatalog, libraries: bool = True,
            explain: bool = False, fast: bool = True) -> LayerResult:
    """Compute every object's characteristics (613.1-613.6) and how they came about.

    Cards in libraries never affect other objects' characteristics, so a caller may leave
    them out (`libraries=False`) and compute them only when asked about one. `explain`
    also records the candidates that did nothing and why (`rules.layer_explanation`): the
    same characteristics, more work, so the game's own answers leave it off. `fast` keeps
    the 613.8 relation between applications (`rules.dependency_relation`); `fast=False` is
    the full computation, every pair tried again after every application, kept as the
    checked path (the result is the same, explanations included).

    The cyclic garbage collector is paused meanwhile: a computation makes tens of thousands
    of short-lived objects and no cycle, and a collection in the middle of it walks every
    object the game holds (a fifth of the time on a 1,000-permanent board)."""
    if not gc.isenabled():
        return _compute(state, catalog, libraries, explain, fast)
    gc.disable()
    try:
        return _compute(state, catalog, libraries, explain, fast)
    finally:
        gc.enable()


def _compute(state: GameState, catalog: CardCatalog, libraries: bool, explain: bool,
             fast: bool) -> LayerResult:
    objects = state.objects
    starting = {oid: pristine(objects[oid], catalog) for oid in live_objects(state, libraries)}
    with_announced_x(state, starting)  # 202.3e
    twins = None
    if fast and not explain and len(starting) >= layer_twins.MIN_OBJECTS:
        # Objects the layer system can't tell apart share one record (`rules.layer_twins`).
        chars, twins = layer_twins.start(state, starting)
    else:
        # `base_characteristics`: a fresh copy of each object's starting values.
        chars = {oid: ch.clone() for oid, ch in starting.items()}
    view = LayerView(state, chars, twins)
    run = _Run(view, explain, fast)
    copiable = CopiableByObject(starting, frozenset(
        oid for oid in starting if objects[oid].melded is not None),
        unflipped_values(objects, catalog, starting))  # 707.3
    for layer in LAYERS:
        run.layer(layer)
        if layer == "1b":
            # 613.2c: after layer 1 the characteristics are the copiable values.
            for oid in run.changed_in_layer_one:
                copiable.snapshots[oid] = chars[oid].clone()
        if layer == "4":
            # 305.6: lands have the intrinsic mana abilities of their basic land types
            # (once per record: twins share theirs, `rules.layer_twins`).
            for ch in {id(ch): ch for ch in chars.values()}.values():
                sync_intrinsic_mana_abilities(ch)
    result = LayerResult(chars, copiable, run.applications, {}, run.seen,
                         conditional=bool(run.volatile))
    if run.notes is not None:
        run.notes.layer = "rules"
        result.considered, result.explained = run.notes.finish(), True
    # 613.10/613.11: effects on players and game rules are read after characteristics.
    for oid in run.volatile:
        run._refresh(oid)
    run.candidates("rules")
    for e in run.seen.values():
        if any(p.layer == "rules" for p in e.parts):
            for oid in run.affected(e):
                result.rules_effects.setdefault(oid, []).append(e)
    return result


class _Run:
    def __init__(self, view: LayerView, explain: bool = False, fast: bool = True) -> None:
        self.view = view
        self.fast = fast
        #: The kept 613.8 relation of the current layer (fast path only).
        self.relation: dependency_relation.Relation | None = None
        #: Fast path: what the last application changed, field by field (None: unknown).
        self.last_changes: set[str] | None = None
        #: Fast path: the objects whose abilities, name or controller the last one changed.
        self.last_sources: set[int] = set()
        self.notes: Notes | None = None
        #: 613.6: effects that have begun to apply, with the objects they apply to.
        self.started: dict[tuple, frozenset[int]] = {}
        self.started_effects: dict[tuple, ContinuousEffect] = {}
        #: The same by the layers they have parts in, and the resolved effects likewise.
        self.started_in: dict[str, dict[tuple, ContinuousEffect]] = {}
        self.resolved_in: dict[str, dict[tuple, ContinuousEffect]] = {}
        self.applications: list[Application] = []
        self.seen: dict[tuple, ContinuousEffect] = {}
        self.position = 0
        self.memo = dependency.Memo()
        #: Static, counter and face-down effects by layer, regenerated only for objects an
        #: application changed (or whose conditions look at other objects).
        self.layer_map: dict[str, dict[tuple, ContinuousEffect]] = {}
        #: How many times each layer's entries of `layer_map` were set or removed.
        self.made: dict[str, int] = {}
        self.obj_keys: dict[int, list[tuple[str, tuple]]] = {}
        self.volatile: set[int] = set()
        for oid in view.chars:
            self._refresh(oid)
        if explain:
            self.notes = Notes(view, seen=self.seen)
        self.resolved = list(statics.resolved_effects(view))
        twins = view.twins
        if twins is not None:
            # An object an effect names (its source, a locked set, 611.2c) stands alone.
            for e in self.resolved:
                twins.split_all((e.source,))
                if e.locked is not None:
                    twins.split_all(e.locked)
        self.changed_in_layer_one: set[int] = set()
        self.last_changed: set[int] = set()

    def _refresh(self, oid: int) -> None:
        """(Re)generate one object's static, counter and face-down effects, indexed by the
        layers they have parts in. A twin (`rules.layer_twins`) whose class makes no effect
        has none; a class that makes only effects twins take alike keeps sharing (each
        member makes its own); otherwise the class is split."""
        twins = self.view.twins
        if twins is not None and oid in twins.others and \
                twins.rep_of[oid] not in twins.sources and oid not in twins.deferred:
            return
        if self.notes is not None:
            before = {key: self.layer_map[layer][key] for layer, key in self.obj_keys.get(oid, ())
                      if key in self.layer_map.get(layer, {})}
        made = self.made
        for layer, key in self.obj_keys.pop(oid, ()):
            self.layer_map.get(layer, {}).pop(key, None)
            made[layer] = made.get(layer, 0) + 1
        if oid not in self.view.chars:
            return
        keys: list[tuple[str, tuple]] = []
        none = statics.makes_none(self.view, oid)  # the common case, found cheaply
        for e in () if none else statics.effects_of(self.view, oid):
            for layer in {p.layer for p in e.parts}:
                self.layer_map.setdefault(layer, {})[e.key] = e
                keys.append((layer, e.key))
                made[layer] = made.get(layer, 0) + 1
        self.obj_keys[oid] = keys
        if self.notes is not None:
            self.notes.refreshed(before, {key for _, key in keys})
        conditions = not none and statics.has_conditions(self.view, oid)
        if conditions:
            self.volatile.add(oid)
        if (keys or conditions) and twins is not None and oid in twins.rep_of:
            if not conditions and oid in twins.deferred and all(
                    layer_twins.deferred_effect(self.layer_map[layer][key])
                    for layer, key in keys):
                return  # 613.4c: its counters set it apart only in layer 7c
            rep = twins.rep_of[oid]
            members = twins.members[rep]
            if conditions or not all(layer_twins.twin_safe(self.layer_map[layer][key])
                                     for layer, key in keys):
                # A source told apart from its twins (its own "~", "other", a condition).
                twins.split(oid)
            elif rep in twins.sources:
                return
            else:
                twins.sources.add(rep)
            for m in members:
                if m != oid:
                    self._refresh(m)

    # -- candidates ---------------------------------------------------------------------
    def candidates(self, layer: str) -> dict[tuple, ContinuousEffect]:
        resolved = self.resolved_in.get(layer)
        if resolved is None:
            # The resolved effects don't change during a computation: listed once a layer.
            resolved = self.resolved_in[layer] = {
                e.key: e for e in self.resolved if any(p.layer == layer for p in e.parts)}
        found = dict(resolved)
        found.update(self.layer_map.get(layer, {}))
        for key, e in self.started_in.get(layer, {}).items():
            # 613.6: keeps applying in later layers even if its ability is gone.
            if key not in found:
                found[key] = e
        seen = self.seen
        for key, e in found.items():
            if key not in seen:
                seen[key] = e
        return found

    def affected(self, e: ContinuousEffect) -> frozenset[int]:
        if e.key in self.started:
            return self.started[e.key]
        if e.locked is not None:
            return frozenset(o for o in e.locked if o in self.view.chars)
        if self.relation is not None:
            # The set the 613.8 trials of this layer keep up to date (the same set).
            return dependency_relation.updated_targets(self.view, e, self.started, self.memo)
        return dependency.evaluate(self.view, e)

    # -- one layer ----------------------------------------------------------------------
    def layer(self, layer: str) -> None:
        pending = self.candidates(layer)
        done: set[tuple] = set()
        waited: dict[tuple, dict[tuple, str]] = {}
        self.memo = dependency.Memo()
        rel = None
        if pending and self.fast and layer in dependency_relation.LAYERS:
            rel = dependency_relation.Relation(self.view, layer)
        self.relation = rel
        # Layer 2's pairs known not to depend, on the fast path (`rules.control_dependency`).
        known = control_dependency.Independence() \
            if self.fast and layer == control_dependency.LAYER else None
        if self.notes is not None:
            self.notes.begin_layer(layer, waited)
        while pending:
            cdas = [e for e in pending.values() if e.cda]
            # 613.3 / 613.4a: characteristic-defining abilities apply first.
            group = cdas or list(pending.values())
            # In timestamp order (613.7), whatever order the effects were made in: the
            # explanation lists dependents in this order on every path.
            group.sort(key=_timestamp)
            if rel is not None:
                effect, reason = rel.choose(group, self.started, waited, self.memo)
            else:
                effect, reason = dependency.choose(self.view, group, layer, self.started,
                                                   waited, self.memo, known)
            if cdas:
                reason = "characteristic-defining ability, applied first (613.3)"
            made = self.made.get(layer, 0)
            self.apply(effect, layer, reason,
                       [e for e in pending.values() if e is not effect])
            done.add(effect.key)
            self._applied(layer, rel)
            if rel is not None and len(group) == len(pending) and effect is group[0]:
                self._timestamp_run(layer, rel, group, made, waited, done, bool(cdas))
            pending = {k: e for k, e in self.candidates(layer).items() if k not in done}
        if self.notes is not None:
            self.notes.end_layer(layer, self.started, self.started_effects)
        self.relation = None

    def _applied(self, layer: str, rel: dependency_relation.Relation | None) -> None:
        """613.8c: after each application, what remains is evaluated again: the relation
        told what changed, the effects of the objects that may make others made again."""
        if layer in ("1a", "1b"):
            self.changed_in_layer_one |= self.last_changed
        refresh = self.last_changed
        if rel is not None:
            rel.changed(self.last_changes, self.last_sources)
            if self.last_changes is not None:
                # An object's effects are made from its abilities, name and controller
                # (`statics.effects_of`): one whose others changed keeps the same ones.
                refresh = self.last_sources
        for oid in refresh | self.volatile:
            self._refresh(oid)

    def _timestamp_run(self, layer: str, rel: dependency_relation.Relation,
                       group: list[ContinuousEffect], made: int,
                       waited: dict[tuple, dict[tuple, str]], done: set[tuple],
                       cdas: bool) -> None:
        """613.7, 613.8c: the rest of a round's group applied in timestamp order, for as
        long as 613.8 can't reorder it. The group (every candidate, in timestamp order) had
        its first member applied; while no effect of it could depend on another (the
        relation's kept answer, `Relation.in_timestamp_order`) and no effect has been made
        or unmade in this layer since (`made`), each round's group is the last one less the
        effect applied, and its pick the earliest, for the reason the full round gives
        (`dependency.pick` with no dependency). Each is applied as a round would apply it;
        the rounds' own work, O(effects) each, is skipped."""
        i = 1
        while i < len(group) and rel.in_timestamp_order() and self.made.get(layer, 0) == made:
            effect = group[i]
            # The effects still to apply matter only to one that waited for some (`pick`):
            # listed only then (listing them at each step grows as the group's square).
            _, reason = dependency.pick([effect], {effect.key: set()}, waited,
                                        {e.key for e in group[i:]}
                                        if waited.get(effect.key) else set())
            if cdas:
                reason = "characteristic-defining ability, applied first (613.3)"
            rel.chose(effect)
            self.apply(effect, layer, reason, [])
            done.add(effect.key)
            self._applied(layer, rel)
            i += 1
        if i > 1:
            # The last round as the relation would have kept it (`Relation._picked`).
            rel.kept_order(group[i - 1:])

    def apply(self, e: ContinuousEffect, layer: str, reason: str,
              others: list[ContinuousEffect] | None = None) -> None:
        targets = self.affected(e)
        if e.key not in self.started:
            self.started[e.key] = targets
            self.started_effects[e.key] = e
            for part_layer in {p.layer for p in e.parts}:
                self.started_in.setdefault(part_layer, {})[e.key] = e
        elif e.from_static and statics.ability_gone(self.view, e):
            reason += ("; its ability is gone, but the effect began applying in an earlier "
                       "layer, so it keeps applying to the same objects (613.6)")
        ctx = EffectContext(self.view, e)
        self.position += 1
        kept: dict[int, str] = {}
        if self.notes is not None:
            kept = self.notes.kept(e, layer, targets)
            self.notes.applying(e, layer, self.position, targets)
        changed: set[int] = set()
        fields: frozenset[str] = frozenset().union(*(p.writes for p in e.parts_in(layer)))
        frozen = None
        if self.relation is not None:
            frozen = application_changes.freeze_fields(e, layer)
            if frozen is not None and others is not None and \
                    self.relation.unread(e, frozen, others, self.started):
                self._apply_unread(e, layer, reason, targets, kept, frozen)
                return
        changes: set[str] | None = set() if frozen is not None else None
        self.last_sources = set()
        parts = e.parts_in(layer)
        position, chars, view = self.position, self.view.chars, self.view
        said: dict[tuple[int, Any], str] = {}
        compared = tuple(sorted(fields & application_changes.COMPARED))
        moved: set[int] = set()
        record = Application(e, layer, reason, position)
        self.applications.append(record)
        objs, dids, whys = record._objs, record._dids, record.whys
        freeze, changes_of = application_changes.freeze, application_changes.changes_of
        one = parts[0] if len(parts) == 1 else None
        units, classes = self._units(e, layer, targets)
        for oid in units:
            ch = chars.get(oid)
            if ch is None:
                continue
            if frozen is None:
                before = ch.snapshot(fields)
            # Applying parts that surely change nothing (`Part.no_change`) leaves it as is.
            elif (one.no_change(ch, view, oid, ctx) if one is not None
                  else all(p.no_change(ch, view, oid, ctx) for p in parts)):
                was = None
            else:
                was = freeze(ch, frozen)
            if oid in kept:
                whys[oid] = f"{reason}; {kept[oid]}"
            objs.append(oid)
            if frozen is not None and was is None:
                # Parts that surely change nothing are not applied: only what they did
                # is told (613.1: the same characteristics either way).
                dids.append(_told_parts(one, parts, view, oid, ctx, said))
                continue
            dids.append(_apply_parts(one, parts, ch, view, oid, ctx, said))
            group = classes.get(oid, (oid,)) if classes else (oid,)
            if frozen is None:
                if ch.snapshot(fields) != before:
                    changed.update(group)
                continue
            now = freeze(ch, frozen)
            if now == was:
                continue  # nothing frozen changed: nothing compared, no fine change
            for f in compared:
                if was[f] != now[f]:
                    changed.update(group)
                    break
            fine = changes_of(was, now)
            if fine and changes is not None:
                moved.update(group)
                changes |= fine
                if fine & application_changes.SOURCE_FIELDS:
                    self.last_sources.update(group)
        if classes:
            record.by_class(targets, chars, classes)
        # The kept trials and sets look again at every object whose characteristics changed
        # at all (a part may change more than it declares, e.g. "every creature type").
        self.memo.record(changed | moved, changes)
        self.last_changed = changed
        self.last_changes = changes

    def _units(self, e: ContinuousEffect, layer: str,
               targets: frozenset[int]) -> tuple[list[int], dict[int, frozenset[int]]]:
        """What to apply E to, in order, one object per class of twins (`rules.layer_twins`),
        and the classes by representative. An effect twins can't be trusted to take alike
        splits every class it applies to."""
        twins = self.view.twins
        if twins is None or not twins.reps:
            return sorted(targets), {}
        if not layer_twins.class_safe(e, layer):
            twins.split_all(targets & twins.rep_of.keys())
            return sorted(targets), {}
        units = twins.units(targets)
        members = twins.members
        return units, {oid: members[oid] for oid in units if oid in members}

    def _apply_unread(self, e: ContinuousEffect, layer: str, reason: str,
                      targets: frozenset[int], kept: dict[int, str],
                      frozen: tuple[str, ...]) -> None:
        """An application no other candidate of this layer can depend on (613.8a: none
        reads anything it writes) and that changes no object's abilities or controller (so
        no object's effects need making again): applied in one pass, without telling
        object by object what it changed. What the kept relation and trials are told is a
        superset (every object applied to, every field it may write), so whatever rests on
        them is tried again rather than trusted (613.8c)."""
        parts = e.parts_in(layer)
        ctx = EffectContext(self.view, e)
        chars, view = self.view.chars, self.view
        said: dict[tuple[int, Any], str] = {}
        record = Application(e, layer, reason, self.position)
        self.applications.append(record)
        objs, dids, whys = record._objs, record._dids, record.whys
        one = parts[0] if len(parts) == 1 else None
        units, classes = self._units(e, layer, targets)
        for oid in units:
            ch = chars.get(oid)
            if ch is None:
                continue
            if oid in kept:
                whys[oid] = f"{reason}; {kept[oid]}"
            objs.append(oid)
            dids.append(_apply_parts(one, parts, ch, view, oid, ctx, said))
        if classes:
            record.by_class(targets, chars, classes)
        changed = set(objs)
        # Applied to nothing, it changed nothing.
        changes = application_changes.whole_changes(frozen) if objs else set()
        self.memo.record(changed, changes)
        self.last_sources = set()
        self.last_changed = changed
        self.last_changes = changes


def _timestamp(e: ContinuousEffect) -> tuple[int, ...]:
    return e.timestamp


def _apply_parts(one: Any, parts: Any, ch: Characteristics, view: LayerView, oid: int,
                 ctx: EffectContext, said: dict[tuple[int, Any], str]) -> tuple[str, ...]:
    """Apply an effect's parts of this layer to one object, in order (613.1); what each did,
    as the explanation says it (`_said`). `one`: the only part, when there is one."""
    if one is not None:
        params = one.params(view, oid, ctx)
        one.apply(ch, view, oid, ctx)
        return (_said(said, 0, one, params),)
    did = []
    for i, part in enumerate(parts):
        params = part.params(view, oid, ctx)
        part.apply(ch, view, oid, ctx)
        did.append(_said(said, i, part, params))
    return tuple(did)


def _told_parts(one: Any, parts: Any, view: LayerView, oid: int, ctx: EffectContext,
                said: dict[tuple[int, Any], str]) -> tuple[str, ...]:
    """What an effect's parts of this layer did to one object they leave as it is
    (`Part.no_change`), told as `_apply_parts` tells it, without applying them."""
    if one is not None:
        return (_said(said, 0, one, one.params(view, oid, ctx)),)
    return tuple(_said(said, i, part, part.params(view, oid, ctx))
                 for i, part in enumerate(parts))


def _said(said: dict[tuple[int, Any], str], i: int, part: Any, params: Any) -> str:
    """What a part did, described once per application for each distinct parameter."""
    try:
        hit = said.get((i, params))
    except TypeError:  # unhashable parameters
        return part.describe(params)
    if hit is None:
        hit = said[(i, params)] = part.describe(params)
    return hit
