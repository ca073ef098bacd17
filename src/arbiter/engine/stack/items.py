"""405 / 608: the stack — stack objects, and resolving the top one."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.engine.layer_status import touch_status
from arbiter.errors import UnsupportedTextError
from arbiter.rules.instructions import TargetSpec

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import Ability
    from arbiter.state.objects import GameObject


@dataclass
class StackItem:
    id: int
    kind: str  # spell | activated | triggered
    source: int  # the spell object, or the ability's source object
    ability: Ability | None
    controller: int
    targets: list[Any] = field(default_factory=list)
    target_specs: tuple[TargetSpec, ...] = ()
    choices: dict[str, Any] = field(default_factory=dict)
    source_name: str = ""
    alias: str | None = None
    #: 603.10 / 608.2h: the source's last known characteristics for abilities.
    source_types: frozenset[str] = frozenset()

    def describe(self) -> str:
        if self.kind == "spell":
            return self.source_name
        text = self.ability.text if self.ability else ""
        if self.source is None:
            return f"the ability \"{text}\""  # 702.179d: an ability with no source
        return f"{self.source_name}'s ability \"{text}\""


def push(game: Game, item: StackItem) -> StackItem:
    game.state.stack_items.append(item)
    game.state.touch()
    game.log(f"{game.player_name(item.controller)} puts {item.describe()} on the stack")
    if item.target_specs:
        from arbiter.engine.keywords.triggered import emit_becomes_target

        emit_becomes_target(game, item)  # 601.2c, 602.2b, 603.3d: its targets "become the target"
        from arbiter.engine.players import crime

        crime.check(game, item)  # 700.13: targeting an opponent or what they control
    return item


#: Stack object ids live apart from game object ids, so a target names one or the other.
STACK_ID_BASE = 1_000_000


def new_id(game: Game) -> int:
    n = game.state.next_stack_id
    game.state.next_stack_id += 1
    return STACK_ID_BASE + n


def find_item(game: Game, item_id: int) -> StackItem | None:
    for it in game.state.stack_items:
        if it.id == item_id:
            return it
    return None


def target_legal(game: Game, item: StackItem, spec: TargetSpec, target: Any) -> bool:
    """608.2b: is this target still legal?"""
    from arbiter.engine.stack.targeting import is_legal_target

    return is_legal_target(game, spec, target, item.controller, item.source)


def spell_leaves_stack(game: Game, oid: int) -> None:
    """608.2 / 405: a spell moved off the stack by an effect ("Return target spell to its
    owner's hand") takes its stack object with it: it doesn't resolve."""
    item = next((it for it in game.state.stack_items
                 if it.kind == "spell" and it.source == oid), None)
    if item is not None:
        game.state.stack_items.remove(item)
        remember(game, item)  # 608.2h: as it last existed on the stack


def _text_changed_specs(game: Game, item: StackItem, specs: list[TargetSpec]
                        ) -> list[TargetSpec]:
    """608.2b with 612: a text-changing effect on a spell on the stack (Sleight of Mind on
    "Destroy target nonblack creature") changes the targeting requirements its targets are
    checked against as it resolves: they are read again from its text now. The targets
    themselves stay as chosen (601.2c)."""
    from arbiter.rules.parts import TextChange

    res = game.layers()
    changing = {k for k, e in res.effects.items()
                if any(isinstance(p, TextChange) for p in e.parts)}
    # most games have no text-changing effect: no per-object look-up then
    if not changing or not any(a.effect_key in changing for a in res.for_object(item.source)):
        return specs  # 612.10: splice's text comes with its own targets (702.47d)
    from arbiter.engine.casting.spells import cast_target_specs

    how = game.obj(item.source).cast_with
    now = cast_target_specs(game, item.source, item.choices,
                            None if how in (None, "normal") else how, item.controller)
    if len(now) != len(specs):  # not a change of words: not carried out (principle 5)
        raise UnsupportedTextError(item.source_name, "a text change to its number of targets")
    return now


def resolve_top(game: Game) -> None:
    """608.2: resolve the top object of the stack."""
    from arbiter.engine.casting.spell_resolution import resolve_spell
    from arbiter.engine.keywords.bestow import resolves_as_creature
    from arbiter.engine.stack import resolve

    if not game.state.stack_items:
        return
    item = game.state.stack_items.pop()
    remember(game, item)
    if item.kind == "spell" and item.choices.get("x"):
        game.state.touch()  # 202.3e: its announced X counted while it is on the stack
    else:
        # Otherwise the layer system reads the stack only through selectors and numbers
        # (`engine.layer_status`: an answer none of whose effects could read it is kept).
        touch_status(game)
    from arbiter.engine.keywords.mutate import begins_resolving

    begins_resolving(game, item)  # 702.140b: a mutating spell with an illegal target
    specs = list(item.target_specs)
    if specs and item.kind == "spell":
        specs = _text_changed_specs(game, item, specs)
    if specs and item.targets:
        legal = [t for t, s in zip(item.targets, _expand(specs, len(item.targets),
                                                              item.kind == "spell"), strict=False)
                 if t is not None and target_legal(game, item, s, t)]
        # 702.103e: a bestowed Aura spell resolves as a creature spell instead
        if not legal and not resolves_as_creature(game, item):
            # 608.2b: every target illegal: it doesn't resolve.
            game.log(f"{item.describe()} doesn't resolve: all its targets are illegal")
            if item.kind == "spell":
                leave_stack(game, item.source, "graveyard")
            return
        item.targets = [t if t in legal else None for t in item.targets]
    if item.kind == "triggered" and getattr(item.ability, "intervening_if", None) is not None:
        from arbiter.engine.triggers.triggered import _holds

        if not _holds(game, item.ability, item.source, item.controller,  # type: ignore[arg-type]
                      item.choices.get("event_player"), item.choices.get("event_obj")):
            # 603.4: an intervening "if" is checked again as the ability resolves.
            game.log(f"{item.describe()} does nothing: its condition is no longer true (603.4)")
            return
    game.log(f"{item.describe()} resolves")
    if item.kind == "spell":
        resolve_spell(game, item)
    else:
        if item.ability is None:
            return
        key = (item.source, getattr(item.ability, "text", ""))
        # 608.2c: counted as it resolves ("the second time this ability has resolved")
        game.state.resolutions[key] = game.state.resolutions.get(key, 0) + 1
        instructions = getattr(item.ability, "instructions", ())
        resolve.run(game, item, instructions)


def remember(game: Game, item: StackItem) -> None:
    """608.2h: a spell leaving the stack is remembered as it last existed there (its
    targets, modes, X ...), for an effect that copies it afterwards (707.10); a countered
    ability too, for "its controller" afterwards."""
    if item.kind == "spell":
        game.state.stack_lki[item.source] = item
    else:  # an ability, by its own id ("its controller" after countering it)
        game.state.stack_lki[item.id] = item


def leave_stack(game: Game, oid: int, zone: str) -> GameObject | None:
    """702.34a flashback / 702.146b disturb / 702.127a aftermath / 702.133a jump-start /
    702.180a harmonize: a
    spell cast that way is exiled instead of going anywhere else as it leaves the stack.
    Returns the new object (400.7), None if it ceased to exist."""
    if game.obj(oid).cast_with in ("flashback", "disturb", "aftermath", "jump-start",
                                   "harmonize") and \
            zone != "battlefield":
        zone = "exile"
    return game.move(oid, zone)


def _expand(specs: list[TargetSpec], n: int, per_slot: bool = False) -> list[TargetSpec]:
    """601.2c: one requirement per target slot. A spell's are kept one per slot already
    (`per_slot`, `casting.spells.cast_target_specs`): expanding them again would check a
    later requirement's target against an earlier one's ("up to two target creatures you
    control ... target creature an opponent controls")."""
    out: list[TargetSpec] = list(specs) if per_slot else []
    for s in [] if per_slot else specs:
        out.extend([s] * max(1, s.count))
    while len(out) < n:
        out.append(specs[-1])
    return out


def ensure_supported(card: str, ability: Ability) -> None:
    from arbiter.rules.abilities import UnsupportedAbility

    if isinstance(ability, UnsupportedAbility):
        raise UnsupportedTextError(card, ability.text)
