"""Copying a spell on the stack (707.10): "copy target instant or sorcery spell. You may
choose new targets for the copy." (707.10c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.mana.riders import SPENT_RIDERS
from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import CopySpell


def copy_spell(g: Game, oid: int, controller: int, new_targets: bool,
               exceptions: Any = None) -> None:
    """707.10: the copy has the spell's copiable values and the choices made casting it
    (mode, X, targets); it is put on the stack under `controller`'s control. 707.10c: its
    controller may change any of its targets to other legal ones. A spell no longer on the
    stack is copied from its last known information (608.2h)."""
    from arbiter.engine.stack.items import StackItem, new_id, push

    original = next((it for it in g.state.stack_items if it.source == oid and
                     it.kind == "spell"), None)
    if original is None:
        # 608.2h: a spell that left the stack (countered first) is copied as it last existed
        # there (Galvanic Iteration's delayed trigger, its spell countered in response).
        original = g.state.stack_lki.get(oid)
        # ("stack": the spell resolving copies itself, `engine.stack.chain_copies`)
        if original is None or g.obj(oid).zone not in ("left:stack", "stack"):
            return
    spell = g.obj(oid)
    copy = g.state.add_object({"owner": controller, "controller": controller,
                               "card": spell.card, "face": spell.face}, "stack")
    copy.spell_copy = True
    copy.half = spell.half  # 709.3c / 707.10: the copy is of the same half (or both, fused)
    copy.cast_with = spell.cast_with
    copy.choices = dict(spell.choices)  # 707.10: "whether it was kicked" (702.33d) ...
    copy.choices.pop(SPENT_RIDERS, None)  # 106.6: no mana was spent on the copy
    if exceptions is not None:
        _with_exceptions(g, oid, copy.id, exceptions)  # 707.9b: "except that the copy is red"
    targets = list(original.targets)
    if new_targets:
        targets = choose_new_targets(g, targets, original.target_specs, controller, copy.id)
    push(g, StackItem(new_id(g), "spell", copy.id, None, controller, targets,
                      original.target_specs, {k: v for k, v in original.choices.items()
                                              if k != SPENT_RIDERS},
                      source_name=f"a copy of {original.source_name}"))
    # 707.10: `controller` copied the spell (it put the copy on the stack): "whenever a
    # player copies a spell" (603.2). A copy isn't cast: no "cast" event (707.10).
    g.emit(Event("spell_copied", copy.id, player=controller))


def choose_new_targets(g: Game, targets: list[Any], specs: tuple[Any, ...], controller: int,
                       source: int | None) -> list[Any]:
    """707.10c: the copy's controller may change any of its targets to another legal one
    (each kept unless they choose; `source`: the object the targets are legal for)."""
    from arbiter.engine.stack.targeting import legal_targets, one_graveyard

    targets = list(targets)
    for i, spec in enumerate(specs):
        if i >= len(targets):
            break
        options = [t for t in legal_targets(g, spec, controller, source)
                   if t != targets[i] and not (  # 115.3: "another target creature"
                       spec.other_than_earlier and t in targets[:i])]
        # 601.2c, 707.10c: the copy's targets "from a single graveyard" stay in one
        # (the graveyard of the requirement's other targets)
        options = one_graveyard(g, spec, options, [
            t for j, t in enumerate(targets) if j != i
            and j < len(specs) and specs[j] == spec])
        if not options:
            continue
        pick = g.decide(Decision("target", f"new target for the copy ({spec.description})",
                                 controller, [("keep", None)] + [
                                     (g.player_name(t[1]) if isinstance(t, tuple)
                                      else g.player_name(t) if spec.kind == "player"
                                      else f"{g.name_of(t)}#{t}", t) for t in options],
                                 optional=True, key="new_target"))
        if pick is not None:
            targets[i] = pick
    return targets


def _with_exceptions(g: Game, original: int, copy: int, exceptions: Any) -> None:
    """707.9b / 707.10: the exception is part of the copying: a layer-1a copy effect on the
    copy, of the spell's copiable values as they are now, with the exception (it ends with
    the copy, 707.10a)."""
    from arbiter.rules.copiable import CopyValues
    from arbiter.state.effects import INDEFINITE, ContinuousEffect

    copiable = g.layers().copiable
    values = copiable[original] if original in copiable else copiable[copy]
    name = values.name or "spell"
    g.state.effects.append(ContinuousEffect(
        key=("copy", copy, g.state.new_timestamp()), source=copy, source_name=name,
        timestamp=(g.obj(copy).timestamp,), controller=g.obj(copy).controller,
        parts=(CopyValues(values=values, of_name=name, exceptions=exceptions),),
        locked=frozenset({copy}), duration=INDEFINITE,  # 707.10a: as long as the copy is
        label=f"a copy of {name} (707.10, with an exception, 707.9b)"))
    g.state.touch()


def do_copy_spell(r: Resolution, step: CopySpell) -> None:
    """707.10: a copy of each spell `what` names, controlled by the resolving spell's or
    ability's controller."""
    for oid in r.ref(step.what):
        copy_spell(r.game, oid, r.item.controller, step.new_targets, step.exceptions)
