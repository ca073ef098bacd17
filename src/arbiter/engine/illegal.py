"""Why an action is illegal, in a player's words. The API uses it when a text names an action
that isn't among the legal ones, so the error says what rule stands in the way."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.engine.casting.being_cast import spell_legal_targets
from arbiter.engine.casting.spells import ALTERNATIVES, sorcery_timing_ok, spell_targets
from arbiter.engine.casting.total_cost import total_cost
from arbiter.engine.stack.targeting import legal_targets
from arbiter.engine.turn.priority import affordable

if TYPE_CHECKING:
    from arbiter.engine.decisions import Decision
    from arbiter.engine.game import Game

_REF = r"(?P<name>.+?)#(?P<id>\d+)"
_PATTERNS = [
    ("cast", re.compile(rf"^cast {_REF}(?: for its (?P<alt>\w+) cost)?$")),
    ("play", re.compile(rf"^play {_REF}$")),
    ("activate", re.compile(rf"^activate {_REF}(?::\s*(?P<text>.*))?$")),
    ("attack", re.compile(rf"^attack (?P<who>.+?) with {_REF}$")),
    ("block", re.compile(rf"^block (?P<aname>.+?)#(?P<aid>\d+) with {_REF}$")),
]


def diagnose(game: Game, text: str, d: Decision) -> str:
    for kind, pattern in _PATTERNS:
        m = pattern.match(text.strip())
        if not m:
            continue
        oid = int(m.group("id"))
        if oid not in game.state.objects:
            return f"there is no object #{oid}"
        player = d.player
        if kind == "cast":
            return why_not_cast(game, oid, player, m.group("alt")) or _not_now(d)
        if kind == "play":
            return why_not_play(game, oid, player) or _not_now(d)
        if kind == "activate":
            return why_not_activate(game, oid, player, m.group("text")) or _not_now(d)
        if kind == "attack":
            from arbiter.engine.combat.declare import _why_cant_attack

            if game.state.turn.step != "declare_attackers":
                return "attackers are declared only in the declare attackers step (508.1)"
            return _why_cant_attack(game, oid) or _not_now(d)
        if kind == "block":
            from arbiter.engine.combat.declare import _why_cant_block

            if game.state.turn.step != "declare_blockers":
                return "blockers are declared only in the declare blockers step (509.1)"
            return _why_cant_block(game, oid, int(m.group("aid"))) or _not_now(d)
    if d.kind == "target":
        target = _named_object(game, text)
        if target is not None:
            return why_not_target(game, target, d.player)
    return _not_now(d)


def _not_now(d: Decision) -> str:
    return f"that is not a legal choice now ({d.prompt})"


def _named_object(game: Game, text: str) -> int | None:
    m = re.search(r"#(\d+)$", text.strip())
    if m and int(m.group(1)) in game.state.objects:
        return int(m.group(1))
    return None


def why_not_target(game: Game, oid: int, player: int) -> str:
    """115.4 / 702.11b / 702.18b: why this can't be chosen as a target."""
    name = game.name_of(oid)
    ch = game.chars(oid)
    if ch.controller != player and ch.has_keyword("hexproof"):
        return f"{name} has hexproof: it can't be the target of spells or abilities your " \
               "opponents control (702.11b)"
    if ch.has_keyword("shroud"):
        return f"{name} has shroud: it can't be the target of spells or abilities (702.18b)"
    from arbiter.engine.rules_effects import rules_on

    stoppers = rules_on(game, oid, "cant_be_targeted")
    if stoppers:
        return f"{name} can't be the target of spells or abilities ({stoppers[0][0].name}, " \
               "115.1)"
    return f"{name} isn't a legal target for this (115.4)"


def why_not_cast(game: Game, oid: int, player: int, alt: str | None) -> str | None:
    obj = game.obj(oid)
    name = game.name_of(oid)
    zone = ALTERNATIVES.get(alt or "", "hand")
    if obj.owner != player or obj.zone != zone:
        return f"{name} isn't in your {zone}, so you can't cast it (601.2a)"
    ch = game.chars(oid)
    if "Land" in ch.types:
        return f"{name} is a land: lands are played, not cast (305.1)"
    from arbiter.engine.casting.spells import has_flash_timing

    if not has_flash_timing(game, oid, player, alt) and not sorcery_timing_ok(game, player):
        return f"{name} can be cast only in a main phase of your turn when the stack is " \
               "empty (307.1, 301.1)"
    for spec in spell_targets(game, oid, alt):
        if not spec.up_to and not spec.x and not spell_legal_targets(game, spec, player, oid):
            return f"{name} has no legal {spec.description} (601.2c)"
    from arbiter.errors import IllegalActionError

    try:
        cost, _ = total_cost(game, oid, player, alt)
    except IllegalActionError as e:
        return str(e)  # 118.6: no mana cost to pay
    from arbiter.engine.mana.pool import spell_spending

    if not affordable(game, player, cost, spell_spending(game, oid, alt)):  # 106.6
        from arbiter.engine.casting.total_cost import mana_sources

        n = len(mana_sources(game, player))
        return f"you can't pay {name}'s total cost {cost} with your {n} untapped mana " \
               "source(s) (601.2f-h)"
    return None


def why_not_play(game: Game, oid: int, player: int) -> str | None:
    obj = game.obj(oid)
    name = game.name_of(oid)
    if obj.owner != player or obj.zone != "hand":
        return f"{name} isn't in your hand (305.1)"
    if "Land" not in game.chars(oid).types:
        return f"{name} isn't a land; cast it instead (305.1)"
    if game.state.turn.active != player:
        return "you can play a land only during your own turn (305.2)"
    if not sorcery_timing_ok(game, player):
        return "you can play a land only in a main phase when the stack is empty (305.2)"
    from arbiter.engine.turn.land_plays import banned, lands_allowed, may_play_another

    if banned(game, player):
        return "an effect says you can't play lands (101.2)"
    if not may_play_another(game, player):
        n = lands_allowed(game, player)
        return "you have already played a land this turn (305.2)" if n == 1 else \
            f"you have already played {n} lands this turn (305.2b)"
    return None


def _why_not_from_zone(game: Game, oid: int, player: int, text: str | None) -> str | None:
    """113.6 / 602.2: a card not on the battlefield may have an ability that works from its
    zone (702.97a scavenge from a graveyard, 702.29a cycling from a hand)."""
    from arbiter.engine.casting.activation import find_ability
    from arbiter.errors import IllegalActionError

    obj, name = game.obj(oid), game.name_of(oid)
    try:
        ab = find_ability(game, oid, text or 1)
    except IllegalActionError:
        ab = None
    if ab is None or getattr(ab, "zone", "battlefield") != obj.zone:
        return f"{name} isn't on the battlefield (602.2)"
    if obj.owner != player:
        return f"{name} isn't yours (602.2)"
    if ab.sorcery_speed and not sorcery_timing_ok(game, player):
        return f"{name}'s ability can be activated only as a sorcery: in a main phase of " \
               "your turn with an empty stack (602.5d)"
    return None


def why_not_activate(game: Game, oid: int, player: int, text: str | None) -> str | None:
    from arbiter.engine.casting.activation import find_ability
    from arbiter.engine.casting.tap_symbols import tap_sequence_problem
    from arbiter.errors import IllegalActionError
    from arbiter.rules.costs import LoyaltyCost, TapCost, UntapCost

    name = game.name_of(oid)
    obj = game.obj(oid)
    if obj.zone != "battlefield":
        return _why_not_from_zone(game, oid, player, text)
    if game.controller_of(oid) != player:
        return f"you don't control {name}, so you can't activate its abilities (602.2)"
    try:
        ab = find_ability(game, oid, text or 1)
    except IllegalActionError as e:
        return str(e)
    if ab.sorcery_speed and not sorcery_timing_ok(game, player):
        return f"{name}'s ability can be activated only as a sorcery: in a main phase of " \
               "your turn with an empty stack (602.5d)"
    from arbiter.engine.casting.activation import restriction_problem

    why = restriction_problem(game, oid, player, ab)
    if why:
        return why
    ch = game.chars(oid)
    for cost in ab.cost:
        if isinstance(cost, LoyaltyCost) and oid in game.state.loyalty_used:
            return f"{name} has already activated a loyalty ability this turn (606.3)"
        if isinstance(cost, TapCost) and UntapCost() not in ab.cost:
            if obj.tapped:
                return f"{name} is tapped, so you can't pay {{T}} (602.5a)"
            if "Creature" in ch.types and obj.controlled_since >= game.state.turn.number \
                    and not ch.has_keyword("haste"):
                return f"{name} has summoning sickness: you can't pay {{T}} (302.6)"
        if isinstance(cost, UntapCost | TapCost):
            why_not = tap_sequence_problem(game, oid, ab.cost)  # 107.6
            if why_not:
                return why_not
    for spec in ab.targets:
        if not spec.up_to and not legal_targets(game, spec, player, oid):
            return f"{name}'s ability has no legal {spec.description} (602.2b, 601.2c)"
    return None
