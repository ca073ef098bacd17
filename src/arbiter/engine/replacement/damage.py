"""Dealing damage (120) with the replacement and prevention effects that apply to it
(614.1, 615, 616.1), for spells, abilities and combat alike; and the instructions of a
resolving spell or ability that deal damage (120.3: `DealDamage`; 120.3a: `DamageToYou`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.layer_status import touch_status
from arbiter.engine.replacement.prevent_some import shields as prevent_some
from arbiter.engine.replacement.prevention_by_source import prevented_by_source
from arbiter.engine.replacement.prevention_groups import prevented_in_groups
from arbiter.engine.replacement.shields import afterwards
from arbiter.engine.replacement.unpreventable import cant_be_prevented
from arbiter.engine.rules_effects import player_has, rules_effects
from arbiter.engine.triggers.events import Event
from arbiter.rules import instructions as I
from arbiter.rules.damage_increase import changed
from arbiter.rules.prevent_some import left_after
from arbiter.rules.values import ChosenX, EventAmount, ThatMany

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.characteristics import Characteristics
    from arbiter.state.combat import Defender


def prevented(game: Game, source: int, target: Defender, combat: bool = False,
              unpreventable: bool = False) -> bool:
    """615: "prevent all damage that would be dealt to/by ..."; 702.16e protection. With
    `combat` (510.2), also "prevent all combat damage that would be dealt to/by ...".
    615.12: damage that can't be prevented (`unpreventable`: this damage's own words) isn't."""
    from arbiter.engine.keywords.protection import protected_from
    from arbiter.engine.replacement import spell_damage
    from arbiter.engine.rules_effects import damage_prevented

    if unpreventable or cant_be_prevented(game, source, combat):
        return False
    if spell_damage.prevented(game, source, target):
        return True  # 615.1: "If a spell would deal damage to you ..., prevent that damage."
    if prevented_in_groups(game, source, target, combat):
        return True  # 615.1a: "... dealt to <recipients> by <sources>" (groups)
    kind, ident = target
    by_source = any(getattr(p, "rule", "").startswith("prevent_all_damage_dealt_by")
                    for e in game.layers().rules_effects.get(source, []) for p in e.parts)
    if combat and (_has_rule(game, source, "prevent_all_combat_damage_dealt_by") or (
            kind == "permanent" and _has_rule(game, ident, "prevent_all_combat_damage_dealt_to"))):
        return True  # 615.1 (`compiler.statics.prevention`)
    if combat and rules_effects(game, "prevent_all_combat_damage"):
        return True  # 615.1: "Prevent all combat damage that would be dealt this turn." (Fog)
    if kind == "player":
        return by_source or player_has(game, ident, "player_protection")
    return by_source or damage_prevented(game, source, ident) or \
        protected_from(game, ident, source) or prevented_by_source(game, source, ident, combat)


def _has_rule(game: Game, oid: int, rule: str) -> bool:
    """A rules part (613.11) of the kind applying to the object."""
    return any(getattr(p, "rule", None) == rule
               for e in game.layers().rules_effects.get(oid, []) for p in e.parts)


#: What replacement effects add to a damage event: redirected damage (614.9) as
#: (recipient, amount), and further damage as (source, recipient, amount) (Eye for an Eye).
Redirects = list[tuple["Defender", int]]
Extra = list[tuple[int, "Defender", int]]


def modified(game: Game, source: int, target: Defender, amount: int, combat: bool = False,
             after: list[tuple[int, int]] | None = None, unpreventable: bool = False,
             redirects: Redirects | None = None, extra: Extra | None = None) -> int:
    """614.1a: effects that make a source deal more damage instead ("double that damage",
    "that much damage plus N"), 615.7-615.8 prevention shields (`engine.replacement.shields`;
    none for damage that can't be prevented, 615.12) and 614.9 redirection shields (the
    damage they move goes to `redirects`). 616.1: the affected player (or the controller of
    the affected permanent) chooses the order in which they apply; 616.1f: after each, only
    those that still apply are offered. `after` collects what a shield does after the damage
    (615.5); `extra`, damage a replacement adds. Returns the damage left for `target`."""
    from arbiter.engine.keywords.absorb import shields as absorb
    from arbiter.engine.replacement import redirection, self_prevention, shields
    from arbiter.engine.replacement.damage_increase import increases as source_increases
    from arbiter.engine.replacement.rules_counters import (
        remove_shield_counter,
        shield_prevention,
    )
    from arbiter.engine.replacement.spell_damage import increases

    effects = increases(game, source, target)  # "a spell would deal damage"
    effects += source_increases(game, source, target, combat)  # 614.1a: "double that damage"
    preventable = not (unpreventable or cant_be_prevented(game, source, combat))
    if preventable:
        effects += absorb(game, target)  # 702.64a: absorb N, prevention effects (615)
        effects += prevent_some(game, source, target, combat)  # 615.7: "prevent 1 of that damage"
    if not effects and not game.state.shields and not redirection.applicable(
            game, source, target, combat, set()) and not self_prevention.applicable(
            game, target, combat, set()) and not shield_prevention(
            game, target, set(), preventable):  # 122.1c
        return amount
    kind, ident = target
    chooser = ident if kind == "player" else game.chars(ident).controller
    pending = list(effects)
    used: set[Any] = set()
    while amount > 0:
        options: list[tuple[str, Any]] = [(f"{d[0]} {d[1]}", ("modify", ts, d))
                                          for ts, d in pending]
        options += shields.candidates(game, source, target, combat, used, preventable)
        options += redirection.applicable(game, source, target, combat, used)  # 614.9
        options += self_prevention.applicable(game, target, combat, used)  # 615.1
        options += shield_prevention(game, target, used, preventable)  # 122.1c
        if not options:
            break
        pick = options[0][1]
        if len({label for label, _ in options}) > 1:  # identical ones: any order is the same
            pick = game.decide(Decision(
                "replacement", "choose which damage replacement applies first", chooser,
                options, key="replacement"))
        if pick[0] == "shield_counter":  # 122.1c: prevent it all, remove a shield counter
            used.add(pick)
            remove_shield_counter(game, pick[1], f"dealt {amount} damage")
            amount = 0
            continue
        if pick[0] == "self":
            used.add(pick[1])
            amount -= self_prevention.apply(game, pick[2], pick[3], amount, preventable, after)
            continue
        if pick[0] == "static":
            used.add(pick[1])
            if redirects is not None:
                redirects.append((("permanent", pick[2]), amount))
            amount = 0
            continue
        if pick[0] == "shield":
            used.add(pick[1])
            shield = shields.by_key(game, pick[1])
            if shield is not None and shield.mirror:
                by, to = shields.mirror(game, shield, source, amount)
                if extra is not None:
                    extra.append((by, to, amount))
            elif shield is not None and shield.redirect_to is not None:
                moved = shields.redirect(game, shield, amount)
                amount -= moved
                if moved and redirects is not None:
                    redirects.append((shield.redirect_to, moved))
            elif shield is not None:
                amount -= shields.apply(game, shield, amount, after=after, source=source,
                                        extra=extra)
            continue
        pending.remove((pick[1], pick[2]))
        op, n = pick[2]
        left = left_after(op, n, amount)  # 615.7
        amount = changed(op, n, amount) if left is None else left  # 614.1a
    return amount


def received(game: Game, target: Defender, amount: int) -> None:
    """120.4b / 603.2c: "whenever ~ is dealt damage" / "whenever you're dealt damage"
    trigger once for each damage event, with all the damage the recipient was dealt in it
    ("that much"): the event of an instruction's damage grows while it is dealt."""
    if amount <= 0:
        return
    kind, ident = target
    ev_kind = "player_dealt_damage" if kind == "player" else "dealt_damage"
    st = game.state
    if st.batch_depth:
        for e in st.events[max(st.batch_start, st.event_cursor):]:
            if e.kind == ev_kind and e.batch == st.batch and \
                    (e.player if kind == "player" else e.obj) == ident:
                e.amount += amount
                return
    game.emit(Event(ev_kind, None if kind == "player" else ident,
                    player=ident if kind == "player" else None, amount=amount))


def _dealt(game: Game, source: int) -> None:
    """120.1: the source has dealt damage ("if it hasn't dealt damage yet")."""
    from arbiter.rules.dealt_damage_yet import record_dealt

    if source in game.state.objects:
        record_dealt(game.state.objects[source])


def mark(game: Game, target: int, amount: int, counters: bool = False,
         source: int | None = None) -> None:
    """120.3c/e/h: damage to a permanent removes loyalty or defense counters, or is marked
    on a creature (replacement effects already applied). 120.3d: from a source with wither
    (702.80a) and/or infect (702.90c) it puts that many -1/-1 counters on the creature
    instead (`counters`). The permanent remembers that `source` dealt it damage this turn
    ("a creature dealt damage by ~ this turn", `rules.event_selectors`)."""
    from arbiter.rules.event_selectors import record_damage

    if source is not None and amount > 0:
        record_damage(game.obj(target), source, game.state.turn.number)
        _dealt(game, source)
    ch = game.chars(target)
    if "Planeswalker" in ch.types:
        game.remove_counters(target, "loyalty", amount)
    if "Battle" in ch.types:
        game.remove_counters(target, "defense", amount)
    if "Creature" in ch.types:
        if counters:
            game.put_counters(target, "-1/-1", amount)
        else:
            game.obj(target).damage += amount
    touch_status(game)  # marked damage (120.3e): "damaged creatures ..." read it


def to_player(game: Game, source: Characteristics | None, player: int, amount: int,
              source_id: int | None = None) -> None:
    """120.3a: damage to a player makes them lose that much life; 120.3b / 702.90b: from a
    source with infect it gives them that many poison counters instead."""
    record_player_damage(game, player, amount)
    if source_id is not None and amount > 0:
        _dealt(game, source_id)
        game.state.turn.player_damage_sources.append((source_id, player))  # 120.3
    if source is not None and source.has_keyword("infect"):
        from arbiter.engine.counters import give_player_counters

        give_player_counters(game, player, "poison", amount)
    else:
        from arbiter.engine.replacement.life_floor import life_lost

        game.lose_life(player, life_lost(game, player, amount))  # 120.4c: Worship


def record_player_damage(game: Game, player: int, amount: int) -> None:
    """702.54a: remember that the player was dealt damage this turn (and how much)."""
    dealt = game.state.turn.damage_dealt
    dealt[player] = dealt.get(player, 0) + amount


def as_counters(source: Characteristics | None) -> bool:
    """120.3d: does damage from this source become -1/-1 counters (wither 702.80a, infect
    702.90c; last known information when it has left its zone, 702.80b/702.90d)?"""
    return source is not None and (source.has_keyword("wither") or source.has_keyword("infect"))


def route(game: Game, source: int, target: Defender, amount: int, combat: bool = False,
          unpreventable: bool = False, after: list[tuple[int, int]] | None = None,
          extra: Extra | None = None) -> list[tuple[Defender, int]]:
    """Where `amount` damage from `source` to `target` is dealt once prevention (615) and
    replacement (614.1a, 614.9) effects have applied: (recipient, amount) pairs. 616.2:
    damage redirected to another recipient is then subject to the effects on that one."""
    if amount <= 0 or prevented(game, source, target, combat, unpreventable):
        return []
    redirects: Redirects = []
    left = modified(game, source, target, amount, combat, after, unpreventable, redirects,
                    extra)
    out = [(target, left)] if left > 0 else []
    for rec, n in redirects:
        out += route(game, source, rec, n, combat, unpreventable, after, extra)
    return out


def deal(game: Game, source: int, target: Defender, amount: int,
         unpreventable: bool = False, recipients: list[Defender] | None = None) -> int:
    """120.3: `source` deals `amount` damage to `target`, as prevention and replacement
    effects modify it (`route`). `unpreventable`: "The damage can't be prevented." (615.12).
    Returns the damage dealt (to whatever recipients); `recipients` collects those dealt
    damage ("dealt damage this way")."""
    after: list[tuple[int, int]] = []
    extra: Extra = []
    total = 0
    for rec, n in route(game, source, target, amount, False, unpreventable, after, extra):
        dealt = _deal_to(game, source, rec, n)
        total += dealt
        if dealt > 0 and recipients is not None:
            recipients.append(rec)
    afterwards(game, after)  # 615.5
    for by, rec, n in extra:  # Eye for an Eye: its own damage, right after (614.1a)
        dealt_event(game, by, deal(game, by, rec, n))
    return total


def _deal_to(game: Game, source: int, target: Defender, amount: int) -> int:
    """120.3: damage to a player is life loss (120.3a); to a planeswalker it removes loyalty
    (120.3c), to a battle defense (120.3h); to a creature it is marked (120.3e). 702.15b:
    lifelink; 702.2b: deathtouch; 120.3b/d: infect and wither. Returns the damage dealt."""
    kind, ident = target
    ch = game.chars(source) if source in game.layers().chars else game.lki.get(source)
    if amount <= 0:
        return 0  # 615.6: prevented damage never happens
    if kind == "player":
        to_player(game, ch, ident, amount, source)
        game.emit(Event("damage_to_player", source, player=ident, amount=amount))
    else:
        if game.obj(ident).zone != "battlefield":
            return 0
        creature = "Creature" in game.chars(ident).types
        mark(game, ident, amount, as_counters(ch), source)
        if creature and ch is not None and ch.has_keyword("deathtouch"):
            game.obj(ident).choices["deathtouch_damage"] = True  # 704.5h
        if creature:
            # 603.2: "whenever ~ deals damage to a creature", once for each creature dealt
            # damage (its source in `extra`; combat damage: "combat_damage_to_creature")
            game.emit(Event("damage_to_creature", ident, amount=amount, extra=source))
    received(game, target, amount)
    if ch is not None and ch.has_keyword("lifelink"):
        game.gain_life(ch.controller, amount)  # 702.15b
    touch_status(game)  # damage marked, life lost or gained
    return amount


def dealt_event(game: Game, source: int, total: int, combat: bool = False) -> None:
    """603.2c / 510.2: one "deals damage" event per source for all the damage it dealt at
    once (combat damage to several recipients, or one instruction's damage to several), with
    the total ("you gain that much life")."""
    if total > 0:
        game.emit(Event("deals_damage", source, amount=total,
                        extra="combat" if combat else None))


def triggers_now(game: Game) -> None:
    """603.2: abilities trigger as the event happens, so they are collected right after the
    damage: a source that dies from the same damage (704.5g) has still triggered."""
    from arbiter.engine.triggers import triggered

    triggered.collect(game)


def do_deal_damage(r: Resolution, step: I.DealDamage) -> None:
    """120.3: damage to players is life loss; to creatures it is marked (120.3e)."""
    g = r.game
    if isinstance(step.source, I.Ref) and step.source.kind not in ("this", "it") and \
            not r.ref(step.source):
        # 608.2b: an illegal target (or a gone object) deals no damage
        if not getattr(step, "together", False):
            _damage_events(r)
        return
    src = r.ref(step.source)[0] if getattr(step, "source", None) is not None and \
        r.ref(step.source) else r.item.source
    amount = amount_of(r, step, src)
    total = 0
    recipients: list[Any] = []
    if isinstance(step.to, str):
        recipients = [("player", p) for p in r.players(step.to)]
    else:
        for target in r.ref(step.to):
            recipients.append(target if isinstance(target, tuple) and target[0] == "player"
                              else ("permanent", target))
    for kind, ident in recipients:
        hit: list[Defender] = []
        total += deal(g, src, (kind, ident), amount, getattr(step, "unpreventable", False),
                      hit)
        # 120.1 / 615: damage actually dealt ("dealt damage this way"), wherever it went
        r.dealt += [rec if rec[0] == "player" else rec[1] for rec in hit]
    r.dealing[src] = r.dealing.get(src, 0) + total
    r.damage_total += total  # "the damage dealt this way" (120.1)
    if not getattr(step, "together", False):
        _damage_events(r)  # else dealt at the same time as the next instruction's (120.4)


def amount_of(r: Resolution, step: I.DealDamage, src: int) -> int:
    """The damage `step` deals as it resolves, counted for its source `src`."""
    amount: Any = step.amount
    if isinstance(amount, EventAmount | ThatMany | ChosenX) or hasattr(amount, "at_resolution"):
        return r.number(amount)  # at_resolution: e.g. counters removed as a cost (602.2b)
    if not isinstance(amount, int):
        view, ctx = r.view_context()
        if src not in view.chars and src in r.game.lki:
            # 608.2h: a source that has left the battlefield, as it last existed there
            from arbiter.rules.view import LayerView

            view = LayerView(r.game.state, {**r.game.lki, **view.chars})
        return amount.value(view, src, ctx)  # "damage equal to its power": the source's
    return amount


def damage_events(r: Resolution) -> None:
    """`_damage_events`, for the modules dealing damage beside this one."""
    _damage_events(r)


def _damage_events(r: Resolution) -> None:
    """603.2c: one "deals damage" event per source for the damage dealt at once; the
    abilities it triggers trigger now (120.4b)."""
    for source, amount in r.dealing.items():
        dealt_event(r.game, source, amount)
    r.dealing = {}
    triggers_now(r.game)


def do_damage_to_you(r: Resolution, step: I.DamageToYou) -> None:
    """"<This> deals N damage to you" (120.3a: damage to a player is life loss), dealt by
    the source like any damage (615 prevention, 614 replacement, 120.4b triggers)."""
    src = r.item.source
    dealt = deal(r.game, src, ("player", r.item.controller), step.n)
    r.dealing[src] = r.dealing.get(src, 0) + dealt
    _damage_events(r)
