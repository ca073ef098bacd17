"""613.8a for copies of one effect: the same question asked once for all of them.

Many permanents often carry the same static ability (seven Titania's Songs, five Life and
Limbs): their effects differ only by source, key and timestamp. When two such effects also
read nothing of their source but its controller (a selector that doesn't say "~", "other"
or "enchanted", parts that don't read their effect, `same_trial_key`), have the same
controller now (or none of them reads it) and have begun to apply to the same objects or
not at all (613.6), they are interchangeable in 613.8a, except through their
sources:

- as B, each applies to the same objects and changes them the same way: one trial serves
  all (the relation already shares it), so whether A depends on B is the same for every B
  of the class;
- as A, each is asked the same questions of that trial (what it applies to, what it does),
  unless the trial changes A's source in what A's existence, text (613.8a) or controller
  rest on (`alone`): such an A is asked on its own. A trial that changes only the source's
  types, colors or P/T, or gives it other abilities, leaves A as it is
  (`rules.dependency_relation.Relation._source_kept`).

So a round of 613.8c is evaluated class by class, and each answer is given to every member
it holds for; the dependencies, and the reasons a judge would give (613.8b: who waited for
whom, in the order the full computation finds them), are the full computation's. A class's
answer (`class_answer`) is kept by the two classes rather than by the members asked, so it
outlives the member applied first; it is forgotten, as a pair's is, when an application
changes what it rests on (`rules.dependency_relation`).

Copies whose selector reads nothing of them, not even "you" (Enchanted Evening's "all
permanents", Titania's Song's "each noncreature artifact"), apply to the same objects and do
the same to them whoever controls them: they are one class across controllers (a trial that
changes a source's controller still sets that copy apart, `alone`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from arbiter.rules import dependency
from arbiter.rules import parts as P
from arbiter.rules.chosen_land_type import CHOICE as LAND_CHOICE
from arbiter.rules.chosen_land_type import AddChosenType, BecomeChosenType
from arbiter.rules.dependency_targets import _source_free as source_free
from arbiter.rules.dependency_targets import kind, selector_trusted
from arbiter.rules.part_reads import PLAIN_VALUES, apply_reads

if TYPE_CHECKING:
    from arbiter.state.effects import ContinuousEffect
    from arbiter.state.game_state import GameState


def classes(group: list[ContinuousEffect],
            signature: Callable[[ContinuousEffect], Hashable | None]
            ) -> list[list[ContinuousEffect]]:
    """The group split into classes of interchangeable effects (`signature`: None for an
    effect that stands alone), in the order of their first members."""
    out: list[list[ContinuousEffect]] = []
    by: dict[Hashable, list[ContinuousEffect]] = {}
    for e in group:
        sig = signature(e)
        if sig is None:
            out.append([e])
            continue
        members = by.get(sig)
        if members is None:
            members = by[sig] = []
            out.append(members)
        members.append(e)
    return out


def edges_by_class(group: list[ContinuousEffect], split: list[list[ContinuousEffect]],
                   may: Callable[[list[ContinuousEffect], ContinuousEffect], bool],
                   trial_of: Callable[[ContinuousEffect], object | None],
                   answer: Callable[[ContinuousEffect, ContinuousEffect], str | None],
                   waited: dict[tuple, dict[tuple, str]],
                   alone: Callable[[ContinuousEffect, object], bool],
                   class_answer: Callable[[ContinuousEffect, ContinuousEffect], str | None]
                   ) -> dict[tuple, set[tuple]]:
    """Who depends on whom in this round (A -> the Bs it depends on, 613.8a), asked once per
    pair of classes (`class_answer`; and for each A whose source B's trial changes so that A
    is asked on its own, `alone(A, trial)`, by `answer`), with `waited` filled as the
    pair-by-pair evaluation fills it: each A's Bs in the group's order."""
    edges: dict[tuple, set[tuple]] = {e.key: set() for e in group}
    found: dict[tuple, list[tuple[ContinuousEffect, str]]] = {}
    for bc in split:
        b = bc[0]
        for ac in split:
            # Whether A may depend on B reads what A reads and what B writes: the same for
            # every member (`Relation._may_depend`); `may` is given the class, whose
            # sources B may not touch (`Relation._sources_only`).
            if (ac is bc and len(bc) == 1) or not may(ac, b):
                continue
            trial = trial_of(b)
            if trial is None:
                break  # B applies to nothing: nothing depends on it
            changed = trial.changed  # type: ignore[attr-defined]
            shared: list[str | None] = []
            # The Bs of the class other than A: B's class less A (A may be a member). Made
            # only for an A that depends on them: a round asks every A of every class, and
            # most answer no (listing them for each A grows as the two classes' product).
            b_next = bc[1] if len(bc) > 1 else None
            for a in ac:
                first = b if b is not a else b_next
                if first is None:
                    continue  # A is B's whole class
                if a.source in changed and alone(a, trial):
                    # 613.8a: the trial changes what A's existence, text or controller
                    # rests on: A on its own.
                    why = answer(a, first)
                elif shared:
                    why = shared[0]
                else:
                    why = class_answer(a, first)
                    shared.append(why)
                if why:
                    text = dependency.WHY[why].format(a=a.name, b=b.name)
                    found.setdefault(a.key, []).extend(
                        (y, text) for y in bc if y is not a)
    if found:
        index = {e.key: i for i, e in enumerate(group)}
        for a_key, deps in found.items():
            deps.sort(key=lambda d: index[d[0].key])
            row = waited.setdefault(a_key, {})
            mine = edges[a_key]
            for y, text in deps:
                mine.add(y.key)
                row[y.key] = text
    return edges


#: Parts whose application doesn't read their effect (its source, controller, key or
#: timestamp) unless they name a choice or use a number that does.
EFFECT_BLIND = (P.AddTypes, P.BecomeTypes, P.RemoveTypes, P.SetBasicLandTypes,
                P.EveryCreatureType, P.SetColors, P.LoseAllAbilities, P.LoseKeywords,
                P.CantHave, P.DefinePT, P.SetBasePT, P.ModifyPT, P.SwitchPT)


#: Parts that read one choice their source made as it entered (614.12: "As ~ enters,
#: choose a creature type | a color | a basic land type"), by part type and the flag that
#: says so: the keys of the choices read (`GameObject.choices`).
_CHOICES_READ: dict[tuple[type, str], tuple[str, ...]] = {
    (P.AddTypes, "chosen_subtype"): ("creature_type",),
    (P.BecomeTypes, "chosen_subtype"): ("creature_type",),
    (P.SetColors, "chosen"): ("color",),
}
#: "is the chosen type [in addition to its other types]": a basic land type if one was
#: chosen, else the creature type its flag names (`rules.chosen_land_type`).
_CHOSEN_TYPE_PARTS = (AddChosenType, BecomeChosenType)


def _choices_read(part: P.Part) -> tuple[str, ...] | None:
    """The keys of the source's choices a part reads (none: ()), or None when the part
    isn't one whose reads are listed here."""
    t = type(part)
    if t in _CHOSEN_TYPE_PARTS:
        return (LAND_CHOICE, "creature_type")
    if t not in EFFECT_BLIND:
        return None
    out: tuple[str, ...] = ()
    for flag in ("chosen", "chosen_subtype"):
        if getattr(part, flag, False):
            keys = _CHOICES_READ.get((t, flag))
            if keys is None:
                return None
            out += keys
    return out


def same_trial_key(b: ContinuousEffect, layer: str, targets: frozenset[int],
                   state: GameState | None = None) -> tuple | None:
    """Two effects whose parts don't read the effect itself, with the same parts and the
    same set of objects, change the partial result the same way: one trial serves both
    (None when B's parts may read B). Parts reading a choice their source made as it
    entered (614.12: the chosen creature type, color or basic land type) read the effect
    only through it: two effects whose sources made the same choices are alike, and the
    choices are part of the key (none of them changes during a layer computation)."""
    parts = b.parts_in(layer)
    chosen: list[object] = []
    for part in parts:
        keys = _choices_read(part)
        if keys is None:
            return None
        if keys:
            if state is None:
                return None
            made = _choices_made(state, b.source, keys)
            if made is None:
                return None
            chosen.append(made)
        for name in ("power", "toughness"):
            v = getattr(part, name, None)
            if v is not None and type(v) not in PLAIN_VALUES:
                return None
    return ("same trial", (parts, tuple(chosen)) if chosen else parts, targets)


def _choices_made(state: GameState, source: int | None,
                  keys: tuple[str, ...]) -> tuple | None:
    """The choices under these keys the source made (None for one not made), as the parts
    read them (`state.objects[source].choices`); None when they can't be compared."""
    obj = state.objects.get(source) if source is not None else None  # type: ignore[arg-type]
    made = tuple(None if obj is None else obj.choices.get(k) for k in keys)
    try:
        hash(made)
    except TypeError:
        return None
    return made


def copy_signature(e: ContinuousEffect, layer: str,
                   state: GameState | None = None) -> tuple | None:
    """What two copies of one effect share, when they read nothing of their source but its
    controller: no condition or locked set, parts that don't read the effect and whose
    numbers read only the object (`same_trial_key`, `local_parts`), and a trusted
    selector free of its source. None for any other effect."""
    if e.condition is not None or e.locked is not None or e.affected is None:
        return None
    same = same_trial_key(e, layer, frozenset(), state)
    if same is None or not local_parts(e, layer):
        return None
    sel = e.affected
    if not (kind("trusted", selector_trusted, sel) and kind("free", source_free, sel)):
        return None
    # `same[1]`: the parts, with the choices their sources made if they read one.
    return (e.name, e.cda, e.from_static, id(sel), e.parts, same[1], e.ability_text)


def local_parts(e: ContinuousEffect, layer: str) -> bool:
    """Whether applying E to an object reads only that object (and E's source, through the
    state): the parts are listed here and every number they use is local."""
    for part in e.parts_in(layer):
        if apply_reads(part, True) is None:
            return False
        for name in ("power", "toughness"):
            v = getattr(part, name, None)
            if v is not None and not v.local:
                return False
    return True


__all__ = ["EFFECT_BLIND", "classes", "copy_signature", "edges_by_class", "local_parts",
           "same_trial_key"]
