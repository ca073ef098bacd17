"""611.2c / 608.2h: the continuous effect a resolving spell or ability creates — its
affected set locked now, and the numbers and choices fixed as it resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.rules import instructions as I
from arbiter.rules.selectors import Selector
from arbiter.rules.view import LayerView, context_for
from arbiter.state.effects import (
    WHILE_CONTROLLED_DURATIONS,
    WHILE_SOURCE,
    WHILE_TAPPED_DURATIONS,
    ContinuousEffect,
)

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def do_create_effect(r: Resolution, step: I.CreateEffect) -> None:
    """611.2c: the affected set of an effect from a resolving spell or ability is locked now."""
    g = r.game
    if step.rules_only:
        from arbiter.engine.stack.rules_changes import create_rules_effect

        create_rules_effect(r, step)  # 611.2c: an effect on the rules isn't locked
        return
    if isinstance(step.affected, Selector):
        view = LayerView(g.state, g.layers().chars)
        ctx = context_for(view, r.item.source, r.item.controller)
        locked = frozenset(o for o in g.state.battlefield()
                           if step.affected.matches(view, o, ctx))
    else:
        locked = frozenset(r.ref(step.affected))
    for ex in getattr(step, "exclude", ()):
        locked -= frozenset(r.ref(ex))
    if isinstance(step.affected, Selector):
        # 608.2c: "Untap them." after it names these objects (`Ref("effect_affected")`)
        r.chosen["effect_affected"] = sorted(locked)
    if not locked:
        return
    from arbiter.engine.keyword_actions.double import fix_each

    parts = fix_each(g, step.parts, locked)  # 701.10b: each object's own power, fixed now
    parts = tuple(bind_part(p, r, min(locked)) for p in parts)
    add_resolved_effect(r, parts, locked=locked, duration=step.duration)


def add_resolved_effect(r: Resolution, parts: tuple[Any, ...], *, locked: frozenset[int] | None,
                        duration: str, affected: Selector | None = None,
                        ts: int | None = None) -> None:
    """611.2: add the continuous effect a resolving spell or ability creates, with its own
    timestamp (613.7a) unless `ts` is given (effects created at once share one, 701.12b;
    each is then keyed by the object it locks). `locked`: the objects it affects (611.2c);
    None with `affected`: a rules effect that judges objects as it applies."""
    g = r.game
    src = r.item.source
    if duration in WHILE_TAPPED_DURATIONS and not (
            g.obj(src).zone == "battlefield" and g.obj(src).tapped):
        return  # 611.2b: the duration never began (the source isn't tapped): nothing
    if duration in WHILE_CONTROLLED_DURATIONS and not (
            g.obj(src).zone == "battlefield" and g.controller_of(src) == r.item.controller):
        return  # 611.2b: "for as long as you control ~" never began: nothing
    key: tuple[Any, ...] = ("resolved", ts, min(locked or {0})) if ts is not None else ()
    ts = g.state.new_timestamp() if ts is None else ts
    g.state.effects.append(ContinuousEffect(
        key=key or ("resolved", ts), source=src,
        source_name=(r.item.alias or g.name_of(src)) if r.item.kind == "spell"
        else g.name_of(src),
        timestamp=(ts,), controller=r.item.controller, parts=parts, affected=affected,
        locked=locked, duration=duration,
        anchor=src if duration in (WHILE_SOURCE, *WHILE_TAPPED_DURATIONS,
                                   *WHILE_CONTROLLED_DURATIONS) else None,
        created_turn=g.state.turn.number,
    ))
    g.state.touch()


def _has_chosen_x(v: Any) -> bool:
    from arbiter.rules.values import ChosenX, Scaled

    return isinstance(v, ChosenX) or (isinstance(v, Scaled) and isinstance(v.inner, ChosenX))


def _x_value(v: Any, x: int) -> int:
    """X (107.3a) or a multiple of it ("-X/-X")."""
    from arbiter.rules.values import Scaled

    return x * v.factor if isinstance(v, Scaled) else x


def _resolved_exceptions(x: Any, r: Resolution) -> Any:
    """707.9b: "except it has this ability" is the resolving ability; "its name is ~" the
    name printed on the object it belongs to."""
    if not (x.this_ability or x.own_name):
        return x
    from arbiter.rules.printed import pristine

    name = pristine(r.game.obj(r.item.source), r.game.catalog).name
    return x.resolved_with(r.item.ability, name)


def bind_part(part: Any, r: Resolution, oid: int) -> Any:
    """Fill in values chosen or fixed while resolving (608.2h)."""
    import dataclasses

    from arbiter.rules.copiable import BecomeCopyOf, CopyValues
    from arbiter.rules.parts import (
        _PT,
        AddAbilities,
        AddTypes,
        BecomeTypes,
        RulesPart,
        SetBasicLandTypes,
        SetColors,
        TextChange,
    )
    from arbiter.rules.values import AsResolved, EventAmount, Fixed, PaidThisWay, Scaled
    from arbiter.vocab import Color

    if isinstance(part, BecomeCopyOf):
        # 707.2c: the copiable values are those of the object right now.
        of = part.of
        target = r.ref(of)[0] if hasattr(of, "kind") and r.ref(of) else r.chosen.get(of)
        values = r.game.layers().copiable.get(target) if isinstance(target, int) else None
        return CopyValues(values=values, of_name=values.name if values else "",
                          exceptions=_resolved_exceptions(part.exceptions, r))
    from arbiter.rules.chosen_land_type import CHOICE, AddChosenType, BecomeChosenType

    if isinstance(part, AddChosenType | BecomeChosenType) and CHOICE in r.chosen:
        # 305.7 / 608.2d: the basic land type chosen as it resolved, fixed in the effect
        land = frozenset({str(r.chosen[CHOICE])})
        return AddTypes(subtypes=land) if isinstance(part, AddChosenType) \
            else SetBasicLandTypes(land_types=land)
    if isinstance(part, BecomeTypes) and part.chosen_subtype and "creature_type" in r.chosen:
        return dataclasses.replace(part, subtypes=frozenset({str(r.chosen["creature_type"])}),
                                   chosen_subtype=False, clear_kinds=frozenset({"creature"}))
    if isinstance(part, _PT):
        changes = {}
        for f in ("power", "toughness"):
            v = getattr(part, f)
            if isinstance(v, PaidThisWay):
                paid = sum(len(p) for p in r.chosen.get("additional") or [])
                changes[f] = Fixed(paid * v.each)
                continue
            inner = v.inner if isinstance(v, AsResolved) else None
            if inner is not None and (
                    hasattr(inner, "at_resolution") or isinstance(inner, EventAmount)
                    or getattr(inner, "of_event_object", False)
                    or (isinstance(inner, Scaled) and hasattr(inner.inner, "at_resolution"))):
                # 608.2h: read from the costs paid ("-1/-1 for each counter removed this way");
                # 603.2: the triggering event's amount ("the amount of life you gained") or
                # its object ("the amount of mana spent to cast that spell")
                changes[f] = Fixed(r.number(v.inner))
            elif isinstance(v, AsResolved):
                view, ctx = r.view_context()
                changes[f] = Fixed(v.inner.value(view, oid, ctx))
            elif isinstance(v, Scaled) and isinstance(v.inner, AsResolved):
                # 608.2h: "-X/-X, where X is <count>": the count fixed now, then negated
                view, ctx = r.view_context()
                inner = v.inner.inner
                n = r.number(inner) if hasattr(inner, "at_resolution") else inner.value(
                    view, oid, ctx)
                changes[f] = Fixed(n * v.factor)
            if _has_chosen_x(v):
                changes[f] = Fixed(_x_value(v, int(r.chosen.get("x") or 0)))  # 107.3a
        if changes:
            return dataclasses.replace(part, **changes)

    if isinstance(part, AddAbilities) and "color" in r.chosen and any(
            getattr(a, "param", None) == "the chosen color" for a in part.abilities):
        # 608.2d: "protection from the color of your choice" (702.16a), "hexproof from that
        # color" (702.11d)
        color = str(r.chosen["color"]).lower()
        return dataclasses.replace(part, abilities=tuple(
            dataclasses.replace(a, text=f"{a.keyword[:1].upper()}{a.keyword[1:]} {color}",
                                param=color)
            if getattr(a, "param", None) == "the chosen color" else a
            for a in part.abilities))
    if isinstance(part, RulesPart) and part.detail == "creatures of the chosen color" and \
            "color" in r.chosen:
        # 608.2d / 509.1b: "can't be blocked by creatures of that color"
        from arbiter.rules.selectors import And, HasColor, IsType

        return dataclasses.replace(part, detail=And(parts=(
            IsType("Creature"), HasColor(Color.parse(str(r.chosen["color"]))))))
    if isinstance(part, SetColors) and part.chosen and "color" in r.chosen:
        return dataclasses.replace(part, colors=frozenset({Color.parse(str(r.chosen["color"]))}),
                                   chosen=False)
    if isinstance(part, TextChange) and not part.old and "from" in r.chosen:
        return dataclasses.replace(part, old=str(r.chosen["from"]), new=str(r.chosen["to"]))
    return part
