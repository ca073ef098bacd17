"""608.2-608.3: resolving a spell: an instant or sorcery follows its instructions and leaves the
stack; a permanent spell becomes a permanent (with 702.140 mutate and 303.4 Auras)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.casting.chosen_modes import chosen_spell_modes
from arbiter.engine.replacement.entering import enter
from arbiter.engine.triggers.events import Event
from arbiter.state.objects import Component

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem


def resolve_spell(game: Game, item: StackItem) -> None:
    from arbiter.engine.stack import resolve

    oid = item.source
    ch = game.chars(oid)
    permanent = bool(ch.types & {"Artifact", "Battle", "Creature", "Enchantment", "Land",
                                 "Planeswalker"})
    if not permanent:
        from arbiter.engine.casting.mode_targets import each_mode, rebased
        from arbiter.engine.keywords.overload import spell_abilities

        chosen = chosen_spell_modes(item, spell_abilities(  # 702.96a
            game, oid, [a.ability for a in ch.abilities]))
        from arbiter.rules.activated_x import fix_x_limits

        x = int(item.choices.get("x", 0))
        for ab, offset in each_mode(chosen, x):
            # 107.3a: "with mana value X or less" outside a target is the X announced
            instructions = fix_x_limits(ab.instructions, x)
            resolve.run(game, item, rebased(instructions, offset))  # 700.2, 115.1
        from arbiter.engine.keywords.epic import resolve as epic

        epic(game, item)  # 702.50a: its two spell abilities, after the rest
        if game.obj(oid).zone == "stack":
            from arbiter.engine.keywords.buyback import zone_after_resolving
            from arbiter.engine.keywords.cipher import encode
            from arbiter.engine.keywords.rebound import exiled_instead
            from arbiter.engine.stack.items import leave_stack

            if encode(game, oid, item.controller):  # 702.99a: its last instruction
                return
            zone = zone_after_resolving(game, oid)
            from arbiter.engine.casting.faces import after_resolving

            if after_resolving(game, oid, item.controller, zone):  # 715.3d, 720.3d
                return
            if not exiled_instead(game, oid, item.controller, zone):  # 702.88a
                card = leave_stack(game, oid, zone)  # 608.2n, 702.27a
                from arbiter.engine.keywords.haunt import spell_resolved

                spell_resolved(game, oid, card, item.controller)  # 702.55a
        return
    spell_obj = game.obj(oid)
    if spell_obj.spell_copy:
        from arbiter.engine.stack.permanent_copies import become_token

        become_token(game, item)  # 608.3f / 707.10f: a copy of a permanent spell
        return
    if spell_obj.cast_with == "normal":
        spell_obj.cast_with = "cast"
    if spell_obj.cast_with == "mutate" and item.targets and item.targets[0] is not None:
        _merge(game, item)
        return
    cast_with, face_down, alias = spell_obj.cast_with, spell_obj.face_down, spell_obj.alias
    face = spell_obj.face
    from arbiter.engine.casting.cost_exiles import linked_cost_exiles

    linked = linked_cost_exiles(game, oid, item.choices)  # 607.2q
    new = game.move(oid, "battlefield", controller=item.controller)
    if new is None:
        return
    new.linked.extend(linked)  # 607.2q: "exiled with" the permanent the spell became
    from arbiter.engine.triggers.cast_triggers import carry_onto_permanent

    carry_onto_permanent(game, oid, new.id)  # 400.7a
    # 712.14: a permanent spell cast transformed enters transformed.
    new.cast_with, new.face_down, new.alias, new.face = cast_with, face_down, alias, face
    new.cast_from = spell_obj.cast_from  # 400.7d: "if you cast it from your hand"
    from arbiter.engine.keywords.enchant_player import attach_resolving_aura

    if "Aura" in ch.subtypes and item.targets and not attach_resolving_aura(game, new.id, item):
        game.attach(new.id, item.targets[0])
    from arbiter.engine.keyword_actions.rooms import as_enters

    as_enters(game, spell_obj, new)  # 709.5d: the half cast is unlocked as it enters
    enter(game, new, choices=item.choices)
    from arbiter.engine.casting import flash_sacrifice

    flash_sacrifice.schedule(game, spell_obj, new.id, item.controller)  # 603.7, 514.3a
    if cast_with == "warp":
        from arbiter.engine.keywords.warp import schedule_exile

        schedule_exile(game, new.id, item.controller)  # 702.185a
    if cast_with == "blitz":
        from arbiter.engine.keywords.blitz import schedule_sacrifice

        schedule_sacrifice(game, new.id, item.controller)  # 702.152a
    if cast_with == "dash":
        # 702.109a: return it to its owner's hand at the beginning of the next end step.
        from arbiter.rules.instructions import Ref, ReturnToHand

        game.state.delayed.append(("end", new.id, (ReturnToHand(Ref.target(0)),), [new.id],
                                   item.controller, "dash"))


def _merge(game: Game, item: StackItem) -> None:
    """702.140c / 729.2: the spell merges with its target, over or under it."""
    spell = game.obj(item.source)
    target = game.obj(item.targets[0])
    where = str(item.choices.get("mutate", item.choices.get("position", "over"))).lower()
    comp = Component(spell.card, spell.token, spell.face)
    if not target.merged:
        target.merged = [Component(target.card, target.token, target.face)]
    if where in ("over", "top"):
        target.merged.insert(0, comp)
    else:
        target.merged.append(comp)
    target.merge_ts = game.state.new_timestamp()
    target.choices["merged_from"] = spell.id
    game.state.remove_from_zone(spell.id)
    spell.zone = "left:stack"
    game.state.touch()
    game.emit(Event("mutates", target.id))
