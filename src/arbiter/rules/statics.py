"""Which continuous effects exist right now: from resolved spells and abilities (611.2),
from static abilities of objects as they currently are (604, 611.3), from counters
(613.1f keyword counters, 613.4c +X/+Y and -X/-Y, 122.1a) and from face-down status (613.2b)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.rules.copiable import FaceDown
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities, DefinePT, ModifyPT, Part, SetBasePT
from arbiter.rules.suspected import SUSPECTED, suspected_effects
from arbiter.rules.values import Const
from arbiter.rules.view import EffectContext
from arbiter.state.effects import WHILE_ENCODED, WHILE_TAPPED_DURATIONS, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.rules.characteristics import AbilityInstance
    from arbiter.rules.view import LayerView

#: 122.1: counters that modify power and toughness (613.4c).
PT_COUNTERS: dict[str, tuple[int, int]] = {"+1/+1": (1, 1), "-1/-1": (-1, -1)}
_PT_COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)")


def pt_counter(kind: str) -> tuple[int, int] | None:
    """122.1a: a +X/+Y counter adds X to power and Y to toughness, whatever the numbers
    (+1/+0, -0/-1, +2/+2), and a -X/-Y counter subtracts them; None for other kinds."""
    m = _PT_COUNTER.fullmatch(kind)
    return (int(m[1]), int(m[2])) if m else None


#: 122.1b: keyword counters.
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
    "vigilance",
})


def all_effects(view: LayerView) -> Iterator[ContinuousEffect]:
    yield from resolved_effects(view)
    for oid in view.chars:
        yield from effects_of(view, oid)


def resolved_effects(view: LayerView) -> Iterator[ContinuousEffect]:
    """611.2: effects of resolved spells and abilities still in force."""
    state = view.state
    for e in state.effects:
        if e.anchor is not None:
            anchor = state.objects.get(e.anchor)
            # 702.99c: an encoding lasts while its card is in exile; others, while the
            # anchor is on the battlefield
            where = "exile" if e.duration == WHILE_ENCODED else "battlefield"
            if anchor is None or anchor.zone != where:
                continue
            if e.duration in WHILE_TAPPED_DURATIONS and not anchor.tapped:
                continue  # 611.2b: "for as long as ~ remains tapped"
        yield e


def has_conditions(view: LayerView, oid: int) -> bool:
    """Whether any of the object's effect-generating abilities has a condition (611.3b),
    which may depend on other objects and so must be looked at again each time."""
    for ai in view.chars[oid].abilities:
        ab = ai.ability
        if getattr(ab, "condition", None) is not None or any(
                s.condition is not None for s in ab.effect_specs):
            return True
    return False


def makes_none(view: LayerView, oid: int) -> bool:
    """Whether `effects_of` surely yields nothing for the object, and `has_conditions` is
    False, found without building either: no ability (604, 611.3), no counter (122.1,
    613.4c), not face down (708.2), not merged (729.2), not suspected (701.60c). The layer
    system asks it of every object at every computation; most have none of these."""
    obj = view.state.objects[oid]
    return not view.chars[oid].abilities and not obj.counters and not obj.face_down and \
        not obj.merged and SUSPECTED not in obj.choices


def effects_of(view: LayerView, oid: int) -> Iterator[ContinuousEffect]:
    obj = view.state.objects[oid]
    ch = view.chars[oid]
    # 113.6 / 114.4: abilities function on the battlefield; an emblem's in the command zone
    # (314.4, 315.5: so do a face-up scheme's or conspiracy's; 901.7, 311.4: a face-up
    # plane's or phenomenon's).
    on_battlefield = obj.zone == "battlefield" or (obj.zone == "command" and (
        obj.emblem is not None or bool(ch.types & {"Scheme", "Conspiracy", "Plane",
                                                   "Phenomenon"})))
    if obj.face_down and obj.zone in ("battlefield", "stack"):
        yield ContinuousEffect(
            key=("face_down", oid), source=oid, source_name="face-down status",
            timestamp=(obj.timestamp,), controller=ch.controller,
            parts=(FaceDown(kind=obj.face_down),), locked=frozenset({oid}),
        )
    if obj.merged:
        yield _merge_effect(view, oid)
    yield from suspected_effects(view, oid)  # 701.60c: menace and "can't block"
    # 122.1/613.4c: counters affect the object's characteristics in every zone.
    yield from _counter_effects(view, oid)
    for ai in ch.abilities:
        specs = ai.ability.effect_specs
        if not specs:
            continue
        zones = getattr(ai.ability, "functions_from", None)
        if zones is not None:
            if obj.zone not in zones:
                continue  # 113.6b: it functions only from the zones it states
        elif not on_battlefield and not ai.ability.functions_everywhere:
            continue
        yield from _static_effects(view, oid, ai)


def _static_effects(view: LayerView, oid: int, ai: AbilityInstance) -> Iterator[ContinuousEffect]:
    obj = view.state.objects[oid]
    ch = view.chars[oid]
    ab = ai.ability
    # 613.7a: the later of the object's timestamp and that of the effect that granted it.
    ts: tuple[int, ...] = (obj.timestamp,)
    if ai.key[0] == "granted":
        ts = max(ts, tuple(ai.key[3]))
    order = ai.key[1] if ai.key[0] == "printed" else 0
    cond = getattr(ab, "condition", None)
    # 604.3a(2): an ability an effect grants to an object (other than to the token the effect
    # creates, which is printed on it) isn't characteristic-defining: it applies in its layer
    # by timestamp (613.4b for power and toughness), not first (613.3, 613.4a).
    cda = ab.is_cda and ai.key[0] != "granted"
    for idx, spec in enumerate(ab.effect_specs):
        parts = spec.parts if cda or not ab.is_cda else _not_defining(spec.parts)
        e = ContinuousEffect(
            key=("static", oid, ai.key, idx), source=oid,
            source_name=ch.name or (obj.emblem.label if obj.emblem else "face-down"),
            timestamp=(*ts, order if isinstance(order, int) else 0, idx),
            controller=view.controller(oid), parts=parts, affected=spec.affected,
            from_static=True, cda=cda, ability_key=ai.key, ability_text=ab.text,
            condition=spec.condition or cond,
        )
        if e.condition is not None and not e.condition.holds(view, EffectContext(view, e)):
            continue
        yield e


def _counter_effects(view: LayerView, oid: int) -> Iterator[ContinuousEffect]:

    obj = view.state.objects[oid]
    for kind, n in obj.counters.items():
        if n <= 0:
            continue
        ts = (obj.counter_ts.get(kind, obj.timestamp),)
        pt = pt_counter(kind)
        if pt is not None:
            dp, dt = pt
            parts: tuple = (ModifyPT(power=Const(dp * n), toughness=Const(dt * n)),)
        elif kind in KEYWORD_COUNTERS:
            parts = (AddAbilities(abilities=(keyword_ability(kind.capitalize()),)),)
        else:
            continue
        yield ContinuousEffect(
            key=("counter", oid, kind), source=oid, source_name=f"{kind} counter",
            timestamp=ts, controller=view.chars[oid].controller, parts=parts,
            locked=frozenset({oid}), label=f"{kind} counter",
        )


def _merge_effect(view: LayerView, oid: int) -> ContinuousEffect:
    """729.2a: merging is a copiable (1a) effect timestamped when the objects merged; the
    starting values already are the topmost component's with every component's abilities."""
    from arbiter.rules.copiable import Merged

    obj = view.state.objects[oid]
    source = obj.choices.get("merged_from", oid)
    return ContinuousEffect(
        key=("merged", oid), source=source, source_name=obj.merged[0].card or "token",
        timestamp=(obj.merge_ts,), controller=view.chars[oid].controller,
        parts=(Merged(top=obj.merged[0].card or ""),), locked=frozenset({oid}))


def effect_now(view: LayerView, key: tuple) -> ContinuousEffect | None:
    """The static effect with this key as it exists in `view` (None if it no longer does)."""
    if key[0] != "static":
        return None
    oid = key[1]
    if oid not in view.chars:
        return None
    for e in effects_of(view, oid):
        if e.key == key:
            return e
    return None


def ability_gone(view: LayerView, e: ContinuousEffect) -> bool:
    if not e.from_static or e.source is None or e.source not in view.chars:
        return False
    return all(ai.key != e.ability_key for ai in view.chars[e.source].abilities)


def _not_defining(parts: tuple[Part, ...]) -> tuple[Part, ...]:
    """604.3a / 613.4b: a granted "This creature's power and toughness are each equal to ..."
    sets them in layer 7b, as any other static ability's effect does."""
    return tuple(SetBasePT(power=p.power, toughness=p.toughness) if isinstance(p, DefinePT)
                 else p for p in parts)

