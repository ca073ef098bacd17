"""Prevention shields (615.7, 615.8, 609.7): prevention effects from resolved spells and
abilities that wait for damage and are used up by it (`state.shields.DamageShield`).

615.7: "Prevent the next 3 damage that would be dealt to any target this turn" is a shield of
3 around that permanent or player: each 1 damage that would be dealt to it is prevented and
reduces the shield by 1, whatever the number of events or sources. 615.8: "the next time a
source of your choice would deal damage" prevents the next instance of damage from that
source, however much it is. 609.7a: the source is chosen as the effect is created; 609.7b:
its properties ("a red source") are rechecked when it would deal damage, and a shield that
prevents nothing isn't used up. 615.3: shields last until used up or the turn ends (514.2,
`engine.turn.steps.cleanup_actions`). 615.5: "You gain life equal to the damage prevented
this way" takes place immediately after the damage event. 615.12: damage that can't be
prevented doesn't reduce a shield.

`engine.replacement.damage.modified` offers the applicable shields with the other
replacement effects, in the order the affected player chooses (616.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules import instructions as I
from arbiter.state.shields import DamageShield, Recipient

#: "each creature and each player" (`compiler.effects.prevent_next`).
EACH_CREATURE_AND_PLAYER = "each creature and each player"

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.characteristics import Characteristics


def _source_chars(game: Game, source: int) -> Characteristics | None:
    """The source as it is, or as it last existed (608.2h)."""
    if source in game.layers().chars:
        return game.chars(source)
    return game.lki.get(source)


def has_quality(ch: Characteristics | None, quality: tuple[str, str] | None) -> bool:
    """609.7b: "a red source", "an artifact source": the property the shield checks."""
    if quality is None:
        return True
    if ch is None:
        return False
    kind, value = quality
    if kind == "color":  # "a black or red source": either color
        return bool(set(value.split(" or ")) & {str(c) for c in ch.colors})
    return value in ch.types


def applicable(game: Game, source: int, target: Recipient, combat: bool = False
               ) -> list[DamageShield]:
    """The shields that would apply to damage from `source` to `target` now (609.7b: the
    source's properties checked as the damage would be dealt)."""
    out = []
    for sh in game.state.shields:
        if sh.to is not None and tuple(sh.to) != tuple(target):
            continue
        if sh.source is not None and sh.source != source:
            continue
        if sh.combat_only and not combat:
            continue
        if not has_quality(_source_chars(game, source), sh.quality):
            continue
        out.append(sh)
    return out


def apply(game: Game, shield: DamageShield, amount: int, unpreventable: bool = False,
          after: list[Any] | None = None, source: int | None = None,
          extra: list[Any] | None = None) -> int:
    """Apply one shield to `amount` damage from `source`; returns the damage it prevented.
    615.7: it prevents up to what remains of it and is reduced by that much; 615.8: it
    prevents all of this instance of damage and is used up. 609.7b / 615.12: a shield that
    prevents nothing (the damage can't be prevented) isn't used up. 615.5: the rest of the
    effect, about "the damage prevented this way", is noted for right after the damage
    event: a life gain in `after` as (player, amount), counters on the shielded permanent as
    ("counters", permanent, kind, amount) (`afterwards`); damage dealt back to the source's
    controller (last known information, 608.2h) in `extra` as (by, recipient, amount)."""
    if unpreventable or amount <= 0:
        return 0
    prevented = amount if shield.amount is None else min(amount, shield.amount)
    if prevented <= 0:
        return 0
    _use(game, shield, prevented)
    if shield.gain_life and after is not None:
        after.append((shield.controller, prevented))
    if shield.counters and after is not None and shield.to is not None \
            and shield.to[0] == "permanent":
        after.append(("counters", shield.to[1], shield.counters, prevented))
    if shield.damage_back and extra is not None and source is not None:
        ch = _source_chars(game, source)
        controller = ch.controller if ch is not None else game.obj(source).owner
        extra.append((shield.origin, ("player", controller), prevented))
    return prevented


def can_receive(game: Game, to: Recipient) -> bool:
    """614.9: damage can be redirected only to a player still in the game, or to a
    permanent still on the battlefield that is a battle, creature or planeswalker."""
    kind, ident = to
    if kind == "player":
        return not game.state.players[ident].lost
    o = game.state.objects.get(ident)
    return o is not None and o.zone == "battlefield" and bool(
        {"Creature", "Planeswalker", "Battle"} & game.chars(ident).types)


def _use(game: Game, shield: DamageShield, n: int) -> None:
    if shield.lasting:
        return  # 615.1a: "prevent all damage ... this turn" stays until the turn ends
    if shield.amount is not None:
        shield.amount -= n
    if shield.amount is None or shield.amount <= 0:
        game.state.shields = [s for s in game.state.shields if s.key != shield.key]
    game.state.touch()


def redirect(game: Game, shield: DamageShield, amount: int) -> int:
    """614.9: the damage (up to what remains of an amount shield) that the shield deals to
    its other recipient instead; 0 when that recipient can't be dealt it, and then the
    effect does nothing and the shield isn't used up (609.7b)."""
    if amount <= 0 or shield.redirect_to is None or not can_receive(game, shield.redirect_to):
        return 0
    moved = amount if shield.amount is None else min(amount, shield.amount)
    _use(game, shield, moved)
    return moved


def mirror(game: Game, shield: DamageShield, source: int, amount: int) -> tuple[int, Recipient]:
    """Eye for an Eye: the damage is dealt as it would be, and the shield's object deals
    that much damage to the source's controller (last known information, 608.2h)."""
    _use(game, shield, amount)
    ch = _source_chars(game, source)
    controller = ch.controller if ch is not None else game.obj(source).owner
    return shield.origin, ("player", controller)


def afterwards(game: Game, after: list[Any]) -> None:
    """615.5: the rest of a prevention effect ("You gain life equal to the damage prevented
    this way"; counters removed or put, `engine.replacement.self_prevention`) takes place
    immediately after the damage event."""
    for rest in after:
        if rest[0] == "counters":
            _, oid, kind, n = rest
            if game.obj(oid).zone != "battlefield":
                continue
            if n < 0:
                game.remove_counters(oid, kind, -n)
            else:
                game.put_counters(oid, kind, n)
        else:
            game.gain_life(*rest)
    after.clear()


def label(game: Game, shield: DamageShield) -> str:
    """How a player sees the shield when ordering effects (616.1)."""
    what = "all the damage" if shield.amount is None else f"the next {shield.amount} damage"
    if shield.mirror:
        return f"{game.name_of(shield.origin)} deals that much damage to its controller"
    if shield.redirect_to is not None:
        kind, ident = shield.redirect_to
        to = game.player_name(ident) if kind == "player" else game.name_of(ident)
        return f"{what} is dealt to {to} instead ({game.name_of(shield.origin)})"
    return f"prevent {what} ({game.name_of(shield.origin)})"


def add(game: Game, shield: DamageShield) -> DamageShield:
    game.state.shields.append(shield)
    game.state.touch()
    return shield


def _recipients(r: Resolution, to: Any) -> list[Recipient | None]:
    """Who gets a shield: anything (None), players ("you", ...), each creature and each
    player, each permanent a selector describes (615.7: found as the effect is created), or
    the objects a reference names."""
    from arbiter.rules.selectors import IsType, Selector

    if to is None:
        return [None]
    if isinstance(to, Selector) or to == EACH_CREATURE_AND_PLAYER:
        view, ctx = r.view_context()
        selector = to if isinstance(to, Selector) else IsType("Creature")
        found: list[Recipient | None] = [
            ("permanent", o) for o in r.game.state.battlefield()
            if selector.matches(view, o, ctx)]
        if to == EACH_CREATURE_AND_PLAYER:
            found += [("player", p) for p in r.game.apnap()]
        return found
    if isinstance(to, str):
        return [("player", p) for p in r.players(to)]
    return [t if isinstance(t, tuple) else ("permanent", t) for t in r.ref(to)]


def do_prevent_next_damage(r: Resolution, step: I.PreventNextDamage) -> None:
    """615.7 / 615.11: a shield of N around each recipient (a target that is gone or illegal
    gets none, 608.2b)."""
    g = r.game
    n = r.number(step.amount)
    if n <= 0:
        return
    for rec in _recipients(r, step.to):
        if rec is None or (rec[0] == "permanent" and g.obj(rec[1]).zone != "battlefield"):
            continue
        shield_around(r, rec, n, combat_only=step.combat_only, gain_life=step.gain_life,
                      counters=step.counters)


def shield_around(r: Resolution, recipient: Recipient, amount: int,
                  combat_only: bool = False, gain_life: bool = False,
                  counters: str | None = None) -> DamageShield:
    """615.7: a shield of `amount` damage around `recipient`, the resolving ability's."""
    g = r.game
    ts = g.state.new_timestamp()
    return add(g, DamageShield(key=ts, controller=r.item.controller, origin=r.item.source,
                               to=recipient, amount=amount, combat_only=combat_only,
                               gain_life=gain_life, counters=counters, timestamp=ts))


def _redirect_recipient(r: Resolution, to: str | I.Ref | None) -> Recipient | None:
    """Who redirected damage goes to: "you", "owner" (of this object), or a Ref."""
    if to is None:
        return None
    if to == "owner":
        return ("player", r.game.obj(r.item.source).owner)
    found = _recipients(r, to)
    return found[0] if found else None


def do_redirect_next_damage(r: Resolution, step: I.RedirectNextDamage) -> None:
    """614.9: a redirection shield of N around the recipient."""
    g = r.game
    n = r.number(step.amount)
    to = _redirect_recipient(r, step.redirect_to)
    if n <= 0 or to is None:
        return
    for rec in _recipients(r, step.to):
        if rec is None or (rec[0] == "permanent" and g.obj(rec[1]).zone != "battlefield"):
            continue
        ts = g.state.new_timestamp()
        add(g, DamageShield(key=ts, controller=r.item.controller, origin=r.item.source,
                            to=rec, amount=n, redirect_to=to, timestamp=ts))


def do_replace_next_from_source(r: Resolution, step: I.ReplaceNextFromSource) -> None:
    """614.9 / 609.7a: the source is chosen now; the next time it would deal damage to the
    recipient this turn, the damage is redirected (or mirrored, Eye for an Eye)."""
    g = r.game
    to = _redirect_recipient(r, step.redirect_to)
    if to is None and not step.mirror:
        return
    source = _choose_source(r, step.quality)
    if source is None:
        return
    for rec in _recipients(r, step.to):
        ts = g.state.new_timestamp()
        add(g, DamageShield(key=ts, controller=r.item.controller, origin=r.item.source,
                            to=rec, source=source, quality=step.quality, redirect_to=to,
                            mirror=step.mirror, timestamp=ts))


def choosable_sources(game: Game, quality: tuple[str, str] | None) -> list[int]:
    """609.7a: a permanent; a spell on the stack; an object an object on the stack refers to
    (an ability's source, a target); a face-up object in the command zone. 609.7b: of the
    quality the effect names ("a red source")."""
    found: list[int] = list(game.state.battlefield()) + list(game.state.stack())
    for item in game.state.stack_items:
        found.append(item.source)
        found += [t for t in item.targets if isinstance(t, int)]
    found += [o for o in game.state.zone_list("command") if not game.obj(o).face_down]
    out: list[int] = []
    for o in dict.fromkeys(found):
        if o in game.state.objects and has_quality(_source_chars(game, o), quality):
            out.append(o)
    return out


def _choose_source(r: Resolution, quality: tuple[str, str] | None) -> int | None:
    """609.7a: the ability's controller chooses the source as the effect is created."""
    g = r.game
    options = choosable_sources(g, quality)
    if not options:
        return None
    what = "source" if quality is None else f"{quality[1].lower()} source"
    source = g.decide(Decision(
        "choose_object", f"choose a {what} (609.7a)", r.item.controller,
        [(g.name_of(o), o) for o in options], key="source"))
    if source not in options:
        raise IllegalActionError(f"{source!r} is not a {what} that can be chosen (609.7a)")
    return int(source)


def do_prevent_next_from_source(r: Resolution, step: I.PreventNextFromSource) -> None:
    """615.8 / 609.7a: the source is chosen now, by the ability's controller; the shield
    prevents the next instance of damage it would deal to the recipient this turn."""
    g = r.game
    quality = step.quality
    if quality is not None and quality[0] == "chosen_color":
        # 614.12: the color chosen for the ability's source as it entered
        chosen = g.obj(r.item.source).choices.get("color")
        if chosen is None:
            return  # no color was chosen: no source "of the chosen color" can be chosen
        quality = ("color", str(chosen).lower())
    source = _choose_source(r, quality)
    if source is None:
        return
    for rec in _recipients(r, step.to):
        ts = g.state.new_timestamp()
        add(g, DamageShield(key=ts, controller=r.item.controller, origin=r.item.source,
                            to=rec, source=source, quality=quality,
                            gain_life=step.gain_life, damage_back=step.damage_back,
                            lasting=step.all_turn, timestamp=ts))


def candidates(game: Game, source: int, target: Recipient, combat: bool,
               used: set[int], prevention: bool = True) -> list[tuple[str, Any]]:
    """The shields still to apply to this damage, as options for 616.1's choice; without
    `prevention` (615.12: the damage can't be prevented) only those replacing it (614.9)."""
    out: list[tuple[str, Any]] = []
    for sh in applicable(game, source, target, combat):
        if sh.key in used or not (prevention or sh.redirect_to is not None or sh.mirror):
            continue
        text = label(game, sh)
        if all(t != text for t, _ in out):  # identical shields: which applies first is moot
            out.append((text, ("shield", sh.key)))
    return out


def by_key(game: Game, key: int) -> DamageShield | None:
    return next((s for s in game.state.shields if s.key == key), None)


__all__ = ["add", "afterwards", "applicable", "apply", "can_receive", "candidates",
           "choosable_sources", "do_prevent_next_damage", "do_prevent_next_from_source",
           "do_redirect_next_damage", "do_replace_next_from_source", "has_quality", "mirror",
           "order_simultaneous", "redirect", "shield_around"]


def order_simultaneous(game: Game, assigned: list[tuple[int, Recipient, int]]
                       ) -> list[tuple[int, Recipient, int]]:
    """615.7: when two or more sources would deal damage to a shielded permanent or player
    at the same time, its controller (or the player) chooses which damage the shield
    prevents: that damage is applied to the shield first."""
    out = list(assigned)
    recipients = list(dict.fromkeys(tuple(t) for _s, t, _n in assigned))
    for rec in recipients:
        mine = [a for a in out if tuple(a[1]) == rec]
        sources = {a[0] for a in mine}
        if len(sources) < 2 or not any(
                sh.amount is not None for s in sources for sh in applicable(game, s, rec)):
            continue
        kind, ident = rec
        chooser = ident if kind == "player" else game.chars(ident).controller
        ordered: list[tuple[int, Recipient, int]] = []
        left = list(mine)
        while len(left) > 1:
            pick = game.decide(Decision(
                "order", "choose which damage the prevention shield prevents first (615.7)",
                chooser, [(f"{n} from {game.name_of(s)}", i) for i, (s, _t, n) in
                          enumerate(left)], key="shield_order"))
            if not isinstance(pick, int) or isinstance(pick, bool) or \
                    not 0 <= pick < len(left):
                raise IllegalActionError(f"{pick!r} is not one of the damage to order (615.7)")
            ordered.append(left.pop(pick))
        ordered += left
        slots = iter(ordered)
        out = [next(slots) if tuple(a[1]) == rec else a for a in out]
    return out
