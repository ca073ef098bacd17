"""613.1: objects the layer system can't tell apart, computed once and sharing one record.

Two objects are twins when every input the layer system reads of them is the same: the same
starting values (613.1: the same printed card or token, face and controller, so the very same
`rules.printed.pristine` record), the same zone, owner, controller and status, no counters,
attachments, choices or merged components, and neither is the source of any effect, named
by one (a locked set, 611.2c) or attached to by anything. Then every effect that applies to
one applies to the other (a selector reads only those inputs), and does the same to both, so
their characteristics are equal at every step of the computation (613.7: one order of
application for everything). Twins share one `Characteristics` record, which an application
changes once for all of them; the explanation still lists each object (principle 7).

Sharing is exact only while the reasoning holds, so the fast path of `rules.layers` works
class by class only where it is known to: selectors listed in `SYMMETRIC_SELECTORS` (their
reads are the inputs above), parts whose reads are known with numbers that read no object's
identity (`class_safe`). Anything else is done object by object, and a class whose members
could be told apart (an effect applying to some of them, a twin gaining an ability that
makes an effect, an effect the class can't be trusted with) is split first: each member gets
its own copy of the record, and from then on is on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules import parts as P
from arbiter.rules import selectors as S
from arbiter.rules import values as V
from arbiter.rules.chosen_land_type import AddChosenType, BecomeChosenType
from arbiter.rules.selector_predicates import predicate
from arbiter.rules.statics import pt_counter

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.effects import ContinuousEffect
    from arbiter.state.game_state import GameState

#: Below this many live objects the computation doesn't look for twins: finding them costs
#: more than sharing saves (a game's board: about 5% more). Tests set it to 0.
MIN_OBJECTS = 48

#: Selectors whose answer for an object reads only its characteristics, zone, owner, token
#: and face-down status and the effect's source and controller (not which object it is,
#: except as "the source", and no source is a twin).
SYMMETRIC_SELECTORS = (S.InZone, S.Anything, S.IsType, S.IsSubtype, S.IsSupertype, S.HasColor,
                       S.ManaValueAtMost, S.ControlledByYou, S.ControlledByOpponent,
                       S.OwnedByYou, S.IsSource, S.AttachedBySource, S.IsToken, S.IsFaceDown,
                       S.HasChosenSubtype)

#: Parts that read of the object only its characteristics (and of the effect its source's
#: choices and controller, and the effect itself): applying them to twins does the same.
_SAFE_PARTS = (P.AddTypes, P.BecomeTypes, P.RemoveTypes, P.SetBasicLandTypes,
               P.EveryCreatureType, P.SetColors, P.AddAbilities, P.LoseAllAbilities,
               P.LoseKeywords, P.CantHave, P.DefinePT, P.SetBasePT, P.ModifyPT, P.SwitchPT,
               AddChosenType, BecomeChosenType)
#: Numbers that read the object only through its characteristics ("its power", "its mana
#: value") or count objects on behalf of the effect ("for each creature you control").
_PLAIN_VALUES = (V.Const, V.Fixed, V.ManaValueOf, V.PowerOf)


#: `symmetric` by selector identity: (selector, answer).
_SYMMETRIC: dict[int, tuple[S.Selector, bool]] = {}


def symmetric(sel: S.Selector) -> bool:
    """Whether twins always give a selector the same answer (asked once per selector)."""
    hit = _SYMMETRIC.get(id(sel))
    if hit is not None and hit[0] is sel:
        return hit[1]
    if len(_SYMMETRIC) > 4096:
        _SYMMETRIC.clear()
    got = _symmetric(sel)
    _SYMMETRIC[id(sel)] = (sel, got)
    return got


def _symmetric(sel: S.Selector) -> bool:
    """Whether twins always give a selector the same answer."""
    t = type(sel)
    if t in (S.And, S.Or):
        return all(_symmetric(p) for p in sel.parts)  # type: ignore[attr-defined]
    if t is S.Not:
        return _symmetric(sel.inner)  # type: ignore[attr-defined]
    return t in SYMMETRIC_SELECTORS


def _value_safe(v: V.Value | None) -> bool:
    t = type(v)
    if v is None or t in _PLAIN_VALUES:
        return True
    if t is V.Scaled:
        return _value_safe(v.inner)  # type: ignore[attr-defined]
    if t is V.CountOf:
        return symmetric(v.selector)  # type: ignore[attr-defined]
    return False


def class_safe(e: ContinuousEffect, layer: str) -> bool:
    """Whether applying E's parts of this layer does the same to twins (once for all)."""
    for part in e.parts_in(layer):
        if type(part) not in _SAFE_PARTS:
            return False
        if isinstance(part, P._PT) and not (_value_safe(part.power)
                                            and _value_safe(part.toughness)):
            return False
    return True


#: Selectors that read their effect's source itself (not only its controller).
_READS_SOURCE = (S.IsSource, S.AttachedBySource, S.HasChosenSubtype)


def source_free(sel: S.Selector) -> bool:
    """Whether a selector reads nothing of its effect's source but the controller (only
    leaves listed here: anything else may read more)."""
    return _source_free(sel)


def _source_free(sel: S.Selector) -> bool:
    """A symmetric selector that reads nothing of its effect's source but the controller."""
    t = type(sel)
    if t in (S.And, S.Or):
        return all(_source_free(p) for p in sel.parts)  # type: ignore[attr-defined]
    if t is S.Not:
        return _source_free(sel.inner)  # type: ignore[attr-defined]
    return t in SYMMETRIC_SELECTORS and t not in _READS_SOURCE


def _value_source_free(v: V.Value | None) -> bool:
    t = type(v)
    if v is None or t in _PLAIN_VALUES:
        return True
    if t is V.Scaled:
        return _value_source_free(v.inner)  # type: ignore[attr-defined]
    if t is V.CountOf:
        return _source_free(v.selector)  # type: ignore[attr-defined]
    return False


def twin_safe(e: ContinuousEffect) -> bool:
    """Whether an effect whose source is a twin lets its class keep sharing: it reads
    nothing of its source but the controller (no "~", "other", "enchanted", chosen type),
    has no condition and no locked set, and twins take its parts alike in every layer.
    Then two twins' effects apply to the same objects and do the same to each (the swap of
    the two sources changes nothing any effect reads), so the twins stay equal."""
    if e.condition is not None or e.locked is not None or e.affected is None:
        return False
    if not _source_free(e.affected):
        return False
    for part in e.parts:
        if type(part) not in _SAFE_PARTS or getattr(part, "chosen", False) or \
                getattr(part, "chosen_subtype", False):
            return False
        if isinstance(part, P._PT) and not (_value_source_free(part.power)
                                            and _value_source_free(part.toughness)):
            return False
    return True


def pt_counters_only(counters: dict[str, int]) -> bool:
    """122.1a: whether an object's counters are all +X/+Y or -X/-Y counters (or none)."""
    return all(n <= 0 or pt_counter(kind) is not None for kind, n in counters.items())


def deferred_effect(e: ContinuousEffect) -> bool:
    """613.4c: a +X/+Y or -X/-Y counter's effect, made by the object it is on, applying to
    that object alone in layer 7c (`rules.statics`): before it applies, nothing the layer
    system reads tells the object from its twins (no selector, part or number
    `rules.layer_twins` trusts reads counters), so it splits the object's class only then,
    as any effect applying to part of a class does (`Twins.units`)."""
    return e.key[0] == "counter" and e.locked == frozenset({e.source}) and \
        all(p.layer == "7c" for p in e.parts)


def _signature(obj: object, start: Characteristics) -> tuple | None:
    """What the layer system reads of a plain object besides its identity (None: not plain,
    it stays on its own). +X/+Y and -X/-Y counters aren't read before layer 7c, where
    their effect splits the class (`deferred_effect`)."""
    o = obj  # a GameObject
    if ((o.counters and not pt_counters_only(o.counters))  # type: ignore[attr-defined]
            or o.attached_to is not None or o.attached_player is not None  # type: ignore[attr-defined]
            or o.choices or o.merged or o.melded is not None or o.emblem is not None  # type: ignore[attr-defined]
            or o.linked or o.face_down is not None or o.spell_copy):  # type: ignore[attr-defined]
        return None
    return (id(start), o.zone, o.owner, o.controller, o.token, o.card, o.face,  # type: ignore[attr-defined]
            o.half, o.cast_with, o.cast_from, o.commander, o.alias)  # type: ignore[attr-defined]


class Twins:
    """The classes of twins (two or more objects each) and their shared records."""

    __slots__ = ("rep_of", "members", "reps", "others", "sources", "chars", "deferred")

    def __init__(self, chars: dict[int, Characteristics]) -> None:
        #: Each twin -> its class's representative (the lowest id).
        self.rep_of: dict[int, int] = {}
        #: Representative -> the class's members (the representative included).
        self.members: dict[int, frozenset[int]] = {}
        #: The representatives, and the other twins.
        self.reps: set[int] = set()
        self.others: set[int] = set()
        #: Representatives of classes whose members make effects (`twin_safe` ones).
        self.sources: set[int] = set()
        self.chars = chars
        #: Twins with +X/+Y or -X/-Y counters, whose counter effects (`deferred_effect`)
        #: split their class only as they apply, in layer 7c.
        self.deferred: set[int] = set()

    def add(self, oids: list[int]) -> None:
        rep = min(oids)
        self.members[rep] = frozenset(oids)
        self.reps.add(rep)
        for oid in oids:
            self.rep_of[oid] = rep
            if oid != rep:
                self.others.add(oid)

    def split(self, oid: int) -> None:
        """Set the class of `oid` apart: each member gets its own copy of the record. The
        shared record is left as it was (a 613.8 trial made before may still hold it)."""
        rep = self.rep_of.get(oid)
        if rep is None:
            return
        chars = self.chars
        self.reps.discard(rep)
        self.sources.discard(rep)
        for m in self.members.pop(rep):
            del self.rep_of[m]
            self.others.discard(m)
            chars[m] = chars[m].clone()

    def split_all(self, oids: object) -> None:
        rep_of = self.rep_of
        for oid in oids:  # type: ignore[attr-defined]
            if oid in rep_of:
                self.split(oid)

    def units(self, targets: frozenset[int]) -> list[int]:
        """The objects to apply an effect to, one per class, sorted: a class wholly among
        `targets` is one unit (its representative); a class partly among them is split."""
        if not self.reps:
            return sorted(targets)
        members = self.members
        whole = 0
        for rep in targets & self.reps:
            m = members[rep]
            if m <= targets:
                whole += len(m) - 1
            else:
                self.split(rep)
        others = targets & self.others
        if len(others) != whole:
            # Some twin is a target without its representative: its class is split.
            rep_of = self.rep_of
            for oid in others:
                if rep_of.get(oid) not in targets:
                    self.split(oid)
            others = targets & self.others
        return sorted(targets - others)


def matching(view: LayerView, sel: S.Selector, ctx: EffectContext,
             pool: set[int] | frozenset[int] | list[int], zones: frozenset[str]) -> set[int]:
    """The objects of `pool` (live, in one of `zones`) that a selector matches: asked once
    per class of twins the pool holds whole, when the selector is `symmetric`."""
    twins, chars, objects = view.twins, view.chars, view.state.objects
    matches = predicate(sel, view, ctx)
    if twins is None or not twins.reps or not symmetric(sel):
        return {o for o in pool if o in chars and objects[o].zone in zones and matches(o)}
    pool = pool if isinstance(pool, (set, frozenset)) else set(pool)
    members = twins.members
    reps = pool & twins.reps
    ask = pool - twins.others
    if len(ask) != len(pool):
        covered = set().union(*(members[r] for r in reps)) if reps else set()
        ask |= (pool & twins.others) - covered
    hit = {o for o in ask if o in chars and objects[o].zone in zones and matches(o)}
    for r in hit & reps:
        hit |= members[r] & pool
    return hit


def askers(twins: Twins | None, pool: set[int] | frozenset[int]) -> set[int] | frozenset[int]:
    """The objects of `pool` to ask a symmetric question of, one per class of twins among
    them (the others get the same answer, when the pool's twins are alike wherever the
    question is asked): a twin without its representative in the pool is asked itself."""
    if twins is None or not twins.reps:
        return pool
    ask = pool - twins.others
    if len(ask) != len(pool):
        reps = pool & twins.reps
        members = twins.members
        covered = set().union(*(members[r] for r in reps)) if reps else set()
        ask |= (pool & twins.others) - covered
    return ask


def start(state: GameState, starting: dict[int, Characteristics]) -> tuple[
        dict[int, Characteristics], Twins]:
    """Every live object's working record (613.1), twins sharing theirs."""
    objects = state.objects
    referenced: set[int] = set()
    for o in objects.values():
        if o.attached_to is not None:
            referenced.add(o.attached_to)
    chars: dict[int, Characteristics] = {}
    twins = Twins(chars)
    shared: dict[tuple, Characteristics] = {}
    by_sig: dict[tuple, list[int]] = {}
    # In the order of `starting`: whatever walks the records walks them as it would
    # without twins (the order effects are made in, and so listed, 613.8 explanations).
    for oid, ch in starting.items():
        sig = None if oid in referenced else _signature(objects[oid], ch)
        if sig is None:
            chars[oid] = ch.clone()
            continue
        record = shared.get(sig)
        if record is None:
            record = shared[sig] = ch.clone()
        chars[oid] = record
        by_sig.setdefault(sig, []).append(oid)
    for oids in by_sig.values():
        if len(oids) > 1:
            twins.add(oids)
            twins.deferred.update(o for o in oids if objects[o].counters)
    return chars, twins
