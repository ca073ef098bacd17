"""115: targets — which objects, players or stack objects a target requirement accepts,
and the protection-style restrictions on targeting (702.11 hexproof, 702.18 shroud)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.stack.untargetable_by import untargetable_by
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.view import EffectContext, LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem

_KIND_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
               "land": "Land", "planeswalker": "Planeswalker"}


def _ctx(game: Game, controller: int, source: int | None) -> EffectContext:
    view = LayerView(game.state, game.layers().chars)
    return context_for(view, source, controller)


#: 115.4: "any target" means a creature, player, planeswalker or battle.
ANY_TARGET_TYPES = ("Creature", "Planeswalker", "Battle")


def is_legal_target(game: Game, spec: TargetSpec, target: Any, controller: int,
                    source: int | None) -> bool:
    from arbiter.engine.stack.items import find_item

    if spec.kind == "any":
        if isinstance(target, tuple) and len(target) == 2 and target[0] == "player":
            from arbiter.rules.selectors import ControlledByOpponent

            # 115.1 / 102.2: "target opponent or planeswalker": a player other than you
            who = TargetSpec("player", ControlledByOpponent() if spec.players == "opponent"
                             else None)
            return is_legal_target(game, who, target[1], controller, source)
        if not isinstance(target, int) or target not in game.layers().chars or \
                game.obj(target).zone != "battlefield":
            return False
        if not set(game.layers().chars[target].types) & set(ANY_TARGET_TYPES):
            return False
        from dataclasses import replace

        return is_legal_target(game, replace(spec, kind="permanent"), target, controller,
                               source)
    if spec.kind == "ability":
        item = find_item(game, target) if isinstance(target, int) else None
        if item is None or item.kind not in ("activated", "triggered") or \
                not _target_count_ok(spec, item):
            return False
        if spec.selector is None:
            return True
        ctx = _ctx(game, controller, source)  # "target activated ability from an artifact
        return spec.selector.matches(ctx.view, target, ctx)  # source" (`rules.stack_abilities`)
    if spec.kind == "spell_or_ability":
        item = stack_item_of(game, target)
        if item is None or not _target_count_ok(spec, item):
            return False
        if spec.selector is None:
            return True
        ctx = _ctx(game, controller, source)
        if item.kind != "spell":  # an ability: only a selector judging stack objects applies
            return not getattr(spec.selector, "stack_object", False) or \
                spec.selector.matches(ctx.view, target, ctx)  # 115.1: "that targets you"
        return target in ctx.view.chars and spec.selector.matches(ctx.view, target, ctx)
    if spec.kind == "player":
        if isinstance(target, tuple) and len(target) == 2 and target[0] == "player":
            target = target[1]  # a player named as ("player", index)
        if not (isinstance(target, int) and 0 <= target < len(game.state.players)):
            return False
        from arbiter.engine.rules_effects import player_has

        # 702.11d / 613.10: a player with hexproof can't be the target of opponents'
        # spells or abilities; protection from everything stops any targeting (702.16).
        if target != controller and player_has(game, target, "player_hexproof"):
            return False
        if player_has(game, target, "player_shroud"):
            return False  # 702.18a: a player with shroud can't be the target of anything
        from arbiter.rules.selectors import ControlledByOpponent

        if isinstance(spec.selector, ControlledByOpponent) and target == controller:
            return False  # 115.1 / 102.2: "target opponent" is a player other than you
        if hasattr(spec.selector, "allows_player") and \
                not spec.selector.allows_player(game, target, source):  # type: ignore[union-attr]
            return False  # "target players other than that player" (`rules.player_auras`)
        return not player_has(game, target, "player_protection")
    if not isinstance(target, int) or target not in game.state.objects:
        return False
    obj = game.obj(target)
    zone = "stack" if spec.kind == "spell" else spec.zone
    if spec.kind == "spell_or_permanent" and obj.zone in ("stack", "battlefield"):
        zone = obj.zone  # 115.1: "target spell or permanent", a spell or a permanent
    if obj.zone != zone:
        return False
    from arbiter.engine.rules_effects import rules_on

    if rules_on(game, target, "cant_be_targeted"):
        return False  # 115.1: "Cards in graveyards can't be the targets of spells or abilities"
    if untargetable_by(game, target, controller, source):
        return False  # 115.1: "... can't be the target of red spells or abilities from red sources"
    res = game.layers()
    ch = res.chars.get(target)
    if ch is None:
        return False
    want = _KIND_TYPES.get(spec.kind)
    if want and want not in ch.types:
        return False
    if spec.selector is not None:
        ctx = _ctx(game, controller, source)
        if not spec.selector.matches(ctx.view, target, ctx):
            return False
    if spec.kind == "spell" and spec.with_targets is not None:
        item = stack_item_of(game, target)
        if item is None or not _target_count_ok(spec, item):
            return False
    if zone == "battlefield" and game.controller_of(target) != controller:
        # 702.11b / 702.18: hexproof and shroud.
        if ch.has_keyword("hexproof") or ch.has_keyword("shroud"):
            return False
        if source is not None and source in game.state.objects and \
                ch.has_keyword("hexproof from"):
            from arbiter.engine.keywords.hexproof_from import hexproof_from

            if hexproof_from(game, target, source):
                return False  # 702.11d: "hexproof from [quality]"
    elif zone == "battlefield" and ch.has_keyword("shroud"):
        return False
    if zone == "battlefield" and source is not None and source in game.state.objects:
        from arbiter.engine.keywords.protection import protected_from

        # 702.16b: a permanent with protection from a quality can't be the target of spells
        # with that quality or of abilities from sources with that quality.
        if protected_from(game, target, source):
            return False
    return True


def stack_item_of(game: Game, target: Any) -> StackItem | None:
    """The stack object a spell-or-ability target names: a spell is targeted as its object
    on the stack, an ability as its stack item (115.1, 115.2)."""
    from arbiter.engine.stack.items import find_item

    if not isinstance(target, int):
        return None
    item = find_item(game, target)
    if item is not None:
        return item
    return next((it for it in game.state.stack_items
                 if it.kind == "spell" and it.source == target), None)


def _target_count_ok(spec: TargetSpec, item: StackItem) -> bool:
    """115.9a: "with a single target" counts the times anything was chosen as a target of
    the spell or ability when it was put on the stack, legal now or not."""
    return spec.with_targets is None or \
        sum(1 for t in item.targets if t is not None) == spec.with_targets


def legal_targets(game: Game, spec: TargetSpec, controller: int, source: int | None) -> list[Any]:
    if spec.kind == "ability":
        return [it.id for it in game.state.stack_items if it.kind in ("activated", "triggered")
                and is_legal_target(game, spec, it.id, controller, source)]
    if spec.kind == "spell_or_ability":
        pool = [it.source if it.kind == "spell" else it.id for it in game.state.stack_items]
        return [t for t in pool if is_legal_target(game, spec, t, controller, source)]
    if spec.kind == "player":
        return [p.index for p in game.state.players if not p.lost
                and is_legal_target(game, spec, p.index, controller, source)]
    if spec.kind == "any":
        players: list[Any] = [("player", p.index) for p in game.state.players if not p.lost]
        return [t for t in game.state.battlefield() + players
                if is_legal_target(game, spec, t, controller, source)]
    if spec.kind == "spell_or_permanent":
        return [o for o in game.state.stack() + game.state.battlefield()
                if is_legal_target(game, spec, o, controller, source)]
    pool = game.state.stack() if spec.kind == "spell" else (
        game.state.battlefield() if spec.zone == "battlefield"
        else [o for o in game.layers().chars if game.obj(o).zone == spec.zone])
    return [o for o in pool if is_legal_target(game, spec, o, controller, source)]


def _same_requirement(slots: list[TargetSpec], i: int) -> bool:
    return i > 0 and (slots[i] is slots[i - 1] or slots[i] == slots[i - 1])


def other_graveyard(game: Game, slots: list[TargetSpec], targets: list[Any]) -> Any | None:
    """601.2c: the targets chosen for one requirement "from a single graveyard" are all in
    the same graveyard (a card's graveyard is its owner's, 404.1). `slots` as for
    `repeated_target`. The first target in another graveyard than the requirement's first
    one, or None."""
    owner: int | None = None
    for i, (spec, t) in enumerate(zip(slots, targets, strict=False)):
        if not _same_requirement(slots, i):
            owner = None
        if t is None or not getattr(spec, "single_graveyard", False):
            continue
        if owner is None:
            owner = game.obj(t).owner
        elif game.obj(t).owner != owner:
            return t
    return None


def one_graveyard(game: Game, spec: TargetSpec, options: list[Any],
                  picked: list[Any]) -> list[Any]:
    """601.2c: the choices left for a requirement "from a single graveyard" once some of its
    targets (`picked`) are chosen: the cards in the same graveyard."""
    chosen = [t for t in picked if t is not None]
    if not spec.single_graveyard or not chosen:
        return options
    owner = game.obj(chosen[0]).owner
    return [o for o in options if game.obj(o).owner == owner]


def repeated_target(slots: list[TargetSpec], targets: list[Any]) -> Any | None:
    """115.3: the same object or player can't be chosen more than once for one instance of
    the word "target" ("up to two target creatures": two different creatures). `slots` has
    one entry per target slot, the same requirement object repeated for its slots (115.1).
    A requirement "other" than the earlier ones ("fights another target creature") can't
    take a target chosen for them either. The first target chosen twice, or None."""
    seen: list[Any] = []
    start = 0
    for i, (spec, t) in enumerate(zip(slots, targets, strict=False)):
        if i == 0 or spec is not slots[i - 1]:
            seen, start = [], i  # the next requirement
        if t is None:
            continue
        if t in seen:
            return t
        if getattr(spec, "other_than_earlier", False) and t in targets[:start]:
            return t  # "another target creature": not one chosen for an earlier requirement
        seen.append(t)
    return None
