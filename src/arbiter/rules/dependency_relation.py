"""613.8c: the dependency relation of one layer, kept from one application to the next.

613.8c asks for the order of the remaining effects to be evaluated again after each
application. Whether A depends on B (613.8a, `rules.dependency.depends`) is a function of a
few characteristics only: what A's selector and parameters read, what B's selector reads,
what applying B reads and writes, every controller ("you"), and, for a static A, its source's
abilities (A's existence and text). This module keeps each pair's answer with those reads and
tries the pair again only after an application actually changed one of them (the changes are
diffed field by field, "types:Creature", not declared). Everything else, the pick and its
reason, is `rules.dependency`'s, so the order and its explanation are today's exactly.

The answer is trusted to rest on those reads only for the selectors, values and parts listed
here, whose reads are complete; a pair with anything else (a condition, a value that counts
what isn't declared, a part defined elsewhere) is tried again every round, as the full
computation (`rules.layers.compute(..., fast=False)`) does for every pair.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules import dependency, dependency_copies
from arbiter.rules import parts as P
from arbiter.rules import selectors as S
from arbiter.rules.application_changes import SOURCE_FAMILY, freeze_fields
from arbiter.rules.dependency_copies import copy_signature, local_parts, same_trial_key
from arbiter.rules.dependency_targets import TWIN_LIMIT as _TWIN_LIMIT
from arbiter.rules.dependency_targets import Reads as _Reads
from arbiter.rules.dependency_targets import controller_free, kind, updated_targets
from arbiter.rules.dependency_targets import selector_trusted as _selector_trusted
from arbiter.rules.dependency_trials import (
    brought_up,
    changes_to,
    keeps_ability,
    trial_changes,
    updated_trial,
)
from arbiter.rules.part_reads import apply_reads
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.state.effects import ContinuousEffect

#: The layers whose effects can use the kept relation (copy, control and text effects in
#: layers 1-3 always take the full path).
LAYERS = frozenset({"4", "5", "6", "7a", "7b", "7c", "7d"})


def trusted_selector(sel: S.Selector) -> bool:
    """Whether a selector's `reads` are complete (it reads nothing else of the game)."""
    return _selector_trusted(sel)


def known_part(part: P.Part) -> bool:
    """Whether what applying a part reads of the object is known
    (`rules.part_reads.apply_reads`)."""
    return apply_reads(part, True) is not None


def _fine_writes(e: ContinuousEffect, layer: str, hidden: bool) -> frozenset[str]:
    """What applying E in this layer can change, as `Part.fine_writes` says, except that an
    effect adding card types can't bring back set-aside subtypes when no object has any
    (205.1a; `hidden` says whether some object has)."""
    out: set[str] = set()
    for p in e.parts_in(layer):
        w = p.fine_writes()
        if type(p) is P.AddTypes and not hidden and not p.chosen_subtype:
            w = w - {"subtypes"}
        out |= w
    return frozenset(out)


def effect_reads(e: ContinuousEffect, layer: str, started: bool, hidden: bool,
                 as_dependent: bool) -> frozenset[str] | None:
    """Everything of the partial result a 613.8a answer involving E can rest on: as the
    dependent A (its selector and parameters; its existence and text rest on its source's
    abilities, name and controller, watched apart) or as B (its selector, and what applying
    it reads and writes). None when that isn't known."""
    if e.condition is not None:
        return None
    out: set[str] = {"controller"}
    if e.locked is None and not started and e.affected is not None:
        if not kind("trusted", _selector_trusted, e.affected):
            return None
        out |= e.affected.reads()
    for part in e.parts_in(layer):
        r = apply_reads(part, hidden)
        if r is None:
            return None
        out |= part.reads()
        if not as_dependent:
            out |= r
    return frozenset(out)


class Relation:
    """The 613.8a answers of one layer's pairs, with what each rests on (613.8c)."""

    def __init__(self, view: LayerView, layer: str) -> None:
        self.view = view
        self.layer = layer
        self.hidden = any(ch.hidden_subtypes for ch in view.chars.values())
        #: (A key, B key) -> (A, B, why or None, what it rests on, A's source if A's
        #: existence rests on it).
        self.pairs: dict[tuple, tuple[ContinuousEffect, ContinuousEffect, str | None,
                                      _Reads, int | None]] = {}
        self._a_reads: dict[tuple, _Reads] = {}
        self._b_writes: dict[tuple, _Reads] = {}
        #: B key -> {A key: (A, B, whether A may depend on B (`_may_depend`))}.
        self._may_rows: dict[tuple, dict[tuple, tuple]] = {}
        #: Effect key -> (the effect, its `copy_signature`, whether its selector reads
        #: nothing of its controller).
        self._sigs: dict[tuple, tuple[ContinuousEffect, tuple | None, bool]] = {}
        #: (A key, started) -> (A's `effect_reads` as the dependent, split for `touched_by`).
        self._dep_reads: dict[tuple, tuple[frozenset[str], _Reads]] = {}
        #: B key -> (B, whether its writes are known (`freeze_fields`), whether it only
        #: grants abilities), for `_sources_only`.
        self._b_known: dict[tuple, tuple[ContinuousEffect, bool, bool]] = {}
        #: The last round's group and who depended on whom in it (`_kept_edges`), the
        #: effect it chose, and whether no effect of it could depend on another
        #: (`_may_depend`); whether the application since changed nothing, and whether
        #: it changed `hidden` (what may depend on what is then asked again).
        self._last: tuple[list[ContinuousEffect], dict[tuple, set[tuple]]] | None = None
        self._chosen: ContinuousEffect | None = None
        self._no_may = False
        self._quiet = False
        self._may_reset = False
        #: `effect_reads` by (key, as the dependent, started): (E, `hidden`, the reads);
        #: and the pairs' unions of reads (`_pair_reads`).
        self._effect_reads: dict[tuple, tuple] = {}
        self._union_reads: dict[tuple[int, int], tuple] = {}

    def changed(self, changes: set[str] | None, sources: set[int]) -> None:
        """An application changed these (None: anything), and the abilities, name or
        controller of `sources`: forget what rested on them."""
        self._quiet = changes is not None and not changes and not sources
        self._may_reset = changes is None or "hidden_subtypes" in changes
        if changes is None:
            self.pairs.clear()
            self.hidden = any(ch.hidden_subtypes for ch in self.view.chars.values())
            self._b_writes.clear()
            self._may_rows.clear()
            return
        if not changes:
            return
        if "hidden_subtypes" in changes:
            self.hidden = any(ch.hidden_subtypes for ch in self.view.chars.values())
            self._b_writes.clear()
            self._may_rows.clear()
        c = _Reads(frozenset(changes))
        self.pairs = {k: v for k, v in self.pairs.items()
                      if not v[3].touched_by(c) and v[4] not in sources}

    def choose(self, group: list[ContinuousEffect], started: dict[tuple, frozenset[int]],
               waited: dict[tuple, dict[tuple, str]],
               memo: dependency.Memo) -> tuple[ContinuousEffect, str]:
        """`rules.dependency.choose`, with each pair's answer kept while it holds."""
        if self._last is not None and (self._quiet or (self._no_may and not self._may_reset)):
            # The last round's effects but the one applied, none made again: after an
            # application that changed nothing their answers stand; when none of them
            # could depend on another (fixed while `hidden` is), none can now.
            kept = _kept_edges(group, *self._last)
            if kept is not None:
                return self._picked(group, kept, waited)
        edges: dict[tuple, set[tuple]] = {e.key: set() for e in group}
        self._no_may = True
        if len(group) > 1:
            targets: dict[tuple, frozenset[int]] = {}
            trials: dict[tuple, object] = {}
            reads: dict[tuple[tuple, bool], frozenset[str] | None] = {}
            split = dependency_copies.classes(group, lambda e: self._signature(e, started))
            if len(split) < len(group):
                # Copies of one effect, asked once (`rules.dependency_copies`).
                edges = dependency_copies.edges_by_class(
                    group, split, lambda ac, b: self._may_noted(ac[0], b, started) and not
                    self._sources_only(ac, b, started, memo, targets, reads),
                    lambda b: self._trial(b, started, memo, targets, trials),
                    lambda a, b: self._answer(a, b, started, memo, targets, trials, reads),
                    waited, lambda a, trial: not self._source_kept(a, trial),
                    lambda a, b: self._class_answer(a, b, started, memo, targets, trials,
                                                    reads))
                return self._picked(group, edges, waited)
            # Who reads each field: A may depend on B only if A reads a field B writes
            # (`_may_depend`), so each B is asked of those As only, in the group's order.
            readers: dict[str, list[int]] = {}
            for i, a in enumerate(group):
                for f in self._dependent_reads(a, started).fields:
                    readers.setdefault(f, []).append(i)
            for b in group:
                asked = {i for f in self._writes(b).fields for i in readers.get(f, ())}
                for a in [group[i] for i in sorted(asked)]:
                    if a is b or not self._may_noted(a, b, started) or \
                            self._sources_only((a,), b, started, memo, targets, reads):
                        continue
                    why = self._answer(a, b, started, memo, targets, trials, reads)
                    if why == "no trial":
                        break
                    if why:
                        edges[a.key].add(b.key)
                        waited.setdefault(a.key, {})[b.key] = \
                            dependency.WHY[why].format(a=a.name, b=b.name)
        return self._picked(group, edges, waited)

    def _picked(self, group: list[ContinuousEffect], edges: dict[tuple, set[tuple]],
                waited: dict[tuple, dict[tuple, str]]) -> tuple[ContinuousEffect, str]:
        """The pick (613.7, 613.8b), with this round kept for the next."""
        self._last = (group, edges)
        chosen = dependency.pick(group, edges, waited)
        self._chosen = chosen[0]
        return chosen

    def in_timestamp_order(self) -> bool:
        """Whether the next round's pick is the earliest of the last round's group less the
        effect applied, with no dependency, provided the group is that (613.8c): the kept
        path of `choose` with the last round's answers, none of which may depend."""
        return self._last is not None and self._no_may and not self._may_reset

    def chose(self, effect: ContinuousEffect) -> None:
        """A round of `rules.layers`'s timestamp run picked this effect (`_picked`)."""
        self._chosen = effect

    def kept_order(self, group: list[ContinuousEffect]) -> None:
        """The last round of a timestamp run, as `_picked` keeps it: this group, in which
        no effect depends on another."""
        self._last = (group, {e.key: set() for e in group})
        self._chosen = group[0]

    def _may_noted(self, a: ContinuousEffect, b: ContinuousEffect,
                   started: dict[tuple, frozenset[int]]) -> bool:
        """`_may_kept`, noting for the round whether some pair may depend."""
        may = self._may_kept(a, b, started)
        if may:
            self._no_may = False
        return may

    def unread(self, b: ContinuousEffect, frozen: tuple[str, ...],
               others: list[ContinuousEffect], started: dict[tuple, frozenset[int]]) -> bool:
        """Whether no other candidate of this layer can depend on B (613.8a: none reads
        anything B writes) and B changes no object's abilities or controller (what the
        objects' own effects are made from): then what B changes, object by object, is
        of no use to the relation (`rules.layers` tells it a superset instead)."""
        if SOURCE_FAMILY.intersection(frozen):
            return False
        if b is self._chosen and self._no_may:
            # Chosen in a round where no effect could depend on another (the others not
            # in its group are CDAs or not, unlike B: 613.8a(c)).
            return True
        return not any(self._may_kept(a, b, started) for a in others)

    def _may_kept(self, a: ContinuousEffect, b: ContinuousEffect,
                  started: dict[tuple, frozenset[int]]) -> bool:
        """`_may_depend`, kept: within a layer, whether A may depend on B is fixed for the
        same two effects (a candidate that hasn't applied in it keeps its started status)
        until `hidden` changes."""
        row = self._may_rows.get(b.key)
        if row is None:
            row = self._may_rows[b.key] = {}
        kept = row.get(a.key)
        if kept is not None and kept[0] is a and kept[1] is b:
            return kept[2]  # type: ignore[no-any-return]
        may = self._may_depend(a, b, started)
        row[a.key] = (a, b, may)
        return may

    def _may_depend(self, a: ContinuousEffect, b: ContinuousEffect,
                    started: dict[tuple, frozenset[int]]) -> bool:
        """`rules.dependency.may_depend`, knowing one more thing: an effect that adds card
        types changes no subtype it doesn't name unless some object has subtypes set aside
        (205.1a), and then only those come back. When none has, B's "may change every
        subtype" is dropped (the full computation keeps it, and tries the pair, in vain)."""
        if a.cda != b.cda:
            return False  # 613.8a(c)
        return self._dependent_reads(a, started).touched_by(self._writes(b))

    def _dependent_reads(self, a: ContinuousEffect,
                         started: dict[tuple, frozenset[int]]) -> _Reads:
        """What A reads as a dependent (`rules.dependency.may_depend`)."""
        a_started = a.key in started
        ka = (a.key, a_started)
        ra = self._a_reads.get(ka)
        if ra is None:
            r = dependency.reads_of(a, self.layer, a_started) | {"controller"}
            if a.from_static and not a_started:
                r |= {"abilities", "controller"}
            ra = self._a_reads[ka] = _Reads(frozenset(r))
        return ra

    def _writes(self, b: ContinuousEffect) -> _Reads:
        """What applying B may change (`_fine_writes`)."""
        wb = self._b_writes.get(b.key)
        if wb is None:
            wb = self._b_writes[b.key] = _Reads(_fine_writes(b, self.layer, self.hidden))
        return wb

    def _answer(self, a: ContinuousEffect, b: ContinuousEffect,
                started: dict[tuple, frozenset[int]], memo: dependency.Memo,
                targets: dict[tuple, frozenset[int]], trials: dict[tuple, object],
                reads: dict[tuple[tuple, bool], frozenset[str] | None]) -> str | None:
        view, layer = self.view, self.layer
        kept = self.pairs.get((a.key, b.key))
        if kept is not None and (kept[0] is a or kept[0] == a) and (kept[1] is b or kept[1] == b):
            return kept[2]
        if a.key not in targets:
            targets[a.key] = updated_targets(view, a, started, memo)
        trial = self._trial(b, started, memo, targets, trials)
        if trial is None:
            return "no trial"
        ra = self._reads(reads, a, started, True)
        if ra is not None and self._untouched(a, ra, trial, started):
            why = None
        else:
            why = dependency.cached_depends(view, a, b, layer, started, targets[a.key], trial,
                                            memo, fast=True)
        rb = self._reads(reads, b, started, False)
        if ra is not None and rb is not None:
            # 613.8a: A's existence and text rest on its source's abilities (a static A
            # that hasn't begun to apply).
            watch = a.source if a.from_static and a.key not in started else None
            self.pairs[(a.key, b.key)] = (a, b, why, self._pair_reads(ra, rb), watch)
        return why

    def _sources_only(self, ac: list[ContinuousEffect] | tuple[ContinuousEffect, ...],
                      b: ContinuousEffect, started: dict[tuple, frozenset[int]],
                      memo: dependency.Memo, targets: dict[tuple, frozenset[int]],
                      reads: dict[tuple[tuple, bool], frozenset[str] | None]) -> bool:
        """613.8a, known without a trial: the As (copies of one effect) don't depend on B
        when B writes nothing their selector and parameters read (`effect_reads`, complete)
        and applies to none of their sources, so that it can't change their existence or
        text either (a trial changes only what B applies to). B's parts must be ones whose
        writes are known (`freeze_fields`): the pair may depend (`_may_depend`) only through
        the sources' abilities ("Other Elf creatures have forestwalk" beside Humility).
        B that only grants abilities doesn't either, whatever it applies to: a source given
        other abilities keeps the ability A comes from, with its text (113.1a; as
        `_source_kept` finds on a trial)."""
        a = ac[0]
        ra = self._reads(reads, a, started, True)
        if ra is None:
            return False
        k = (a.key, a.key in started)
        mine = self._dep_reads.get(k)
        if mine is None or mine[0] is not ra:
            mine = self._dep_reads[k] = (ra, _Reads(ra))
        if mine[1].touched_by(self._writes(b)):
            return False
        known = self._b_known.get(b.key)
        if known is None or known[0] is not b:
            parts = b.parts_in(self.layer)
            known = self._b_known[b.key] = (
                b, freeze_fields(b, self.layer) is not None,
                all(type(p) is P.AddAbilities for p in parts))
        if not known[1]:
            return False
        if known[2]:
            return True
        if b.key not in targets:
            targets[b.key] = updated_targets(self.view, b, started, memo)
        tb = targets[b.key]
        return all(x.source not in tb for x in ac)

    def _class_answer(self, a: ContinuousEffect, b: ContinuousEffect,
                      started: dict[tuple, frozenset[int]], memo: dependency.Memo,
                      targets: dict[tuple, frozenset[int]], trials: dict[tuple, object],
                      reads: dict[tuple[tuple, bool], frozenset[str] | None]) -> str | None:
        """The answer `rules.dependency_copies` gives every A of A's class whose source B's
        trial leaves as it is (613.8a: A's existence, text and controller): kept by the two
        classes (`_signature`), so that it outlives the members asked, with what it rests
        on, as a pair's answer is (the entry holds A and B, so the selector identities in
        the signatures can't be reused)."""
        sa, sb = self._signature(a, started), self._signature(b, started)
        if sa is None or sb is None:
            # An effect on its own: its pair's answer, kept as any pair's is.
            return self._answer(a, b, started, memo, targets, trials, reads)
        key = ("classes", sa, sb)
        kept = self.pairs.get(key)
        if kept is not None:
            return kept[2]
        why = self._answer(a, b, started, memo, targets, trials, reads)
        entry = self.pairs.get((a.key, b.key))
        if entry is not None and entry[2] == why:
            self.pairs[key] = (a, b, why, entry[3], None)
        return why

    def _trial(self, b: ContinuousEffect, started: dict[tuple, frozenset[int]],
               memo: dependency.Memo, targets: dict[tuple, frozenset[int]],
               trials: dict[tuple, object]) -> dependency._Trial | None:
        """B tried on a scratch copy this round (613.8a), made once per round."""
        view, layer = self.view, self.layer
        if b.key not in targets:
            targets[b.key] = updated_targets(view, b, started, memo)
        if b.key not in trials:
            same = same_trial_key(b, layer, targets[b.key], view.state)
            hit = trials.get(same) if same is not None else None
            if hit is not None:
                # Another effect with the same parts and the same set: the same trial.
                trials[b.key] = hit
                memo.trials[b.key] = (memo.tick, targets[b.key], hit)  # type: ignore[assignment]
            else:
                trials[b.key] = _twin_trial(view, b, layer, targets[b.key], memo, trials, same)
                if same is not None:
                    trials[same] = trials[b.key]
        return trials[b.key]  # type: ignore[return-value]

    def _signature(self, e: ContinuousEffect,
                   started: dict[tuple, frozenset[int]]) -> tuple | None:
        """What makes E interchangeable with its copies in this round's 613.8a questions
        (`rules.dependency_copies`): the effect as `copy_signature` says, its controller
        now, and the objects it began applying to (613.6), if it has; None: on its own."""
        hit = self._sigs.get(e.key)
        if hit is None or hit[0] is not e:
            sig = copy_signature(e, self.layer, self.view.state)
            # 613.8a: copies whose selector reads nothing of them, not even "you" (their
            # parts read only the object, `copy_signature`), are interchangeable whoever
            # controls them; what a trial does to a source's controller is asked of each
            # copy on its own (`_source_kept`).
            free = sig is not None and kind("no controller", controller_free, e.affected)
            hit = self._sigs[e.key] = (e, sig, free)
        if hit[1] is None:
            return None
        controller = None if hit[2] else EffectContext(self.view, e).controller
        return (hit[1], controller, started.get(e.key))

    def _untouched(self, a: ContinuousEffect, ra: frozenset[str], trial: object,
                   started: dict[tuple, frozenset[int]]) -> bool:
        """613.8a, answered from what B's trial actually changed: A doesn't depend on B when
        the trial changed nothing A reads (`effect_reads`, complete: the same objects match
        A's selector and A's parameters are the same on the scratch copy) and, for a static
        A that hasn't begun to apply, didn't change its source (A's existence and text)."""
        a_started = a.key in started
        changed = trial.changed  # type: ignore[attr-defined]
        if a.from_static and not a_started and a.source in changed and \
                not self._source_kept(a, trial):
            return False
        k = (a.key, a_started)
        mine = self._dep_reads.get(k)
        if mine is None or mine[0] is not ra:
            mine = self._dep_reads[k] = (ra, _Reads(ra))
        return not mine[1].touched_by(trial_changes(self.view, trial))

    def _source_kept(self, a: ContinuousEffect, trial: object) -> bool:
        """613.8a: whether a trial that changed A's source leaves A's existence, text and
        controller ("you") as they are. They are made from the source's ability and its
        controller; on the battlefield nothing else of the source decides which effects
        it makes (`statics.effects_of`), so a trial changing only its types, colors or
        P/T, or giving it other abilities, leaves A as it is."""
        if self.view.state.objects[a.source].zone != "battlefield":  # type: ignore[index]
            return False
        mine = changes_to(self.view, trial, a.source)  # type: ignore[arg-type]
        if "name" in mine or "controller" in mine:
            return False
        return "abilities" not in mine or keeps_ability(
            self.view, trial, a.source, a.ability_key)  # type: ignore[arg-type]

    def _reads(self, cache: dict[tuple[tuple, bool], frozenset[str] | None],
               e: ContinuousEffect, started: dict[tuple, frozenset[int]],
               as_dependent: bool) -> frozenset[str] | None:
        """`effect_reads`, kept for the layer while `hidden` is what it was (it reads only
        the effect, whether it has started and `hidden`), so that each pair's reads are the
        same sets from round to round (`_pair_reads`)."""
        k = (e.key, as_dependent)
        if k not in cache:
            a_started = e.key in started
            kept = self._effect_reads.get((e.key, as_dependent, a_started))
            if kept is None or kept[0] is not e or kept[1] != self.hidden:
                kept = self._effect_reads[(e.key, as_dependent, a_started)] = (
                    e, self.hidden,
                    effect_reads(e, self.layer, a_started, self.hidden, as_dependent))
            cache[k] = kept[2]
        return cache[k]

    def _pair_reads(self, ra: frozenset[str], rb: frozenset[str]) -> _Reads:
        """What a pair's answer rests on (A's reads and B's), split, made once per two
        sets of reads."""
        kept = self._union_reads.get((id(ra), id(rb)))
        if kept is None or kept[0] is not ra or kept[1] is not rb:
            kept = self._union_reads[(id(ra), id(rb))] = (ra, rb, _Reads(ra | rb))
        return kept[2]


def _kept_edges(group: list[ContinuousEffect], last: list[ContinuousEffect],
                last_edges: dict[tuple, set[tuple]]) -> dict[tuple, set[tuple]] | None:
    """613.8c after an application that changed nothing: the same effects as in the last
    round but the one applied (the very same effects: none made again) depend on each
    other as they did, so the last round's answers stand, less the effect applied. None
    when the group is any other."""
    if len(group) != len(last) - 1:
        return None
    by_key = {e.key: e for e in last}
    for e in group:
        if by_key.pop(e.key, None) is not e:
            return None
    (gone,) = by_key
    # An effect's set of Bs is only read once made: one without the effect applied (most
    # have none) is kept as it is rather than copied, each round.
    out: dict[tuple, set[tuple]] = {}
    for e in group:
        deps = last_edges[e.key]
        out[e.key] = deps - {gone} if gone in deps else deps
    return out


def _twin_trial(view: LayerView, b: ContinuousEffect, layer: str, targets: frozenset[int],
                memo: dependency.Memo, trials: dict[tuple, object],
                same: tuple | None) -> dependency._Trial | None:
    """B's trial this round. Copies of one effect (the same parts, reading nothing of the
    effect, `rules.dependency_copies.same_trial_key`, under the same controller) whose
    sets differ by a few objects ("each other enchantment": each leaves out its own
    source) change every object they share the same way: B's trial is its twin's, with
    only the objects in one set and not the other tried again (`brought_up`). A copy with
    no trial of its own this layer brings up the last one made for its copies."""
    local = local_parts(b, layer)
    if same is None or not local:
        return updated_trial(view, b, layer, targets, memo, local)
    controller = EffectContext(view, b).controller
    twin = ("twin", same[1], controller)
    copies = ("copies", same[1], controller)
    hit = trials.get(twin)
    if hit is not None:
        twin_targets, twin_trial = hit  # type: ignore[misc]
        redo = targets ^ twin_targets
        if len(redo) <= _TWIN_LIMIT:
            new = brought_up(view, b, layer, targets, twin_targets, twin_trial, redo,
                             controller)
            memo.trials[b.key] = (memo.tick, targets, new)  # type: ignore[assignment]
            memo.trials[copies] = (memo.tick, targets, new)  # type: ignore[assignment]
            return new
    tried = updated_trial(view, b, layer, targets, memo, local, copies)
    if tried is not None:
        trials[twin] = (targets, tried)
    return tried
