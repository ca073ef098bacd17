"""704: state-based actions, checked simultaneously and repeated until none apply (704.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine import sba_settled
from arbiter.engine.battlefield_keywords import battlefield_index
from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions import planeswalk, schemes, venture
from arbiter.engine.keywords import ascend, bestow, day_night, space_sculptor
from arbiter.engine.keywords.sagas import finished
from arbiter.engine.keywords.soulbond import unpair_broken
from arbiter.engine.keywords.upkeep_keywords import at_priority
from arbiter.engine.per_answer import per_answer
from arbiter.engine.players import commander, speed
from arbiter.engine.triggers import triggered
from arbiter.engine.triggers.batches import action
from arbiter.engine.zones.role_tokens import redundant_roles

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def check_once(game: Game) -> bool:
    """Perform every applicable state-based action at once (704.3: one batch of
    simultaneous events, `engine.triggers.batches`); True if any was performed."""

    unpair_broken(game)  # 702.95e (not a state-based action; checked as often)
    ascend.check(game)  # 702.131b (likewise)
    bestow.cease_unattached(game)  # 702.103f-g, before 704.5m looks at the Aura
    with action(game):
        return _check_once(game)


def _check_once(game: Game) -> bool:
    state = game.state
    res = game.layers()
    to_graveyard: list[int] = []
    #: 704.5g / 704.5h destroy the creature (701.8a): regeneration may replace that.
    destroyed: list[int] = []
    unattach: list[int] = []
    performed = False
    for p in state.players:
        if p.lost:
            continue
        # 704.5a / 704.5b / 704.5c: life 0 or less, drawing from an empty library, poison.
        # 704.6c: 21 combat damage from one commander (903.10a).
        if p.life <= 0 or p.counters.pop("drew_from_empty", 0) or p.poison >= 10 or \
                p.index in commander.losers(game):
            from arbiter.engine.rules_effects import player_has

            if player_has(game, p.index, "cant_lose"):
                continue  # 101.2: "can't lose the game" beats 704.5a-c
            if _replace_losing(game, p.index):
                performed = True
                continue
            p.lost = True
            performed = True
            game.log(f"{p.name} loses the game")
            if sum(1 for q in state.players if not q.lost) >= 2:
                leave_game(game, p.index)
    if performed:
        res = game.layers()  # 800.4a: the board changed (610.3: exiled cards returned)
    for oid in state.battlefield():
        ch = res.chars[oid]
        obj = state.objects[oid]
        # 704.5h: damage from a deathtouch source since the last check (702.2b); the mark
        # lasts only until this check.
        deathtouched = bool(obj.choices.pop(sba_settled.DEATHTOUCH_MARK, False))
        if "Creature" in ch.types and ch.toughness is not None:
            if ch.toughness <= 0:  # 704.5f
                to_graveyard.append(oid)
                continue
            if deathtouched and not ch.has_keyword("indestructible"):
                destroyed.append(oid)  # 704.5h
                continue
            if obj.damage >= ch.toughness > 0 and not ch.has_keyword("indestructible"):
                destroyed.append(oid)  # 704.5g
                continue
        if "Planeswalker" in ch.types and obj.counters.get("loyalty", 0) <= 0:
            to_graveyard.append(oid)  # 704.5i
            continue
        if "Battle" in ch.types and obj.counters.get("defense", 0) <= 0:
            to_graveyard.append(oid)  # 704.5v
            continue
        if obj.attached_player is not None:
            from arbiter.engine.keywords.enchant_player import sba as player_sba

            verdict = player_sba(game, oid, ch)  # 704.5m / 704.5n / 704.5p, 303.4c
            if verdict == "graveyard":
                to_graveyard.append(oid)
                continue
            if verdict == "unattach":
                unattach.append(oid)
        elif "Aura" in ch.subtypes and (
                obj.attached_to is None or state.objects[obj.attached_to].zone != "battlefield"):
            to_graveyard.append(oid)  # 704.5m: not attached
            from arbiter.engine.triggers.aura_return import mark_unattached

            mark_unattached(game, oid)  # 400.7f: its ability can find it there
            continue
        elif obj.attached_to is not None:
            from arbiter.engine.zones.attachments import verdict as attached_verdict

            legal = attached_verdict(game, oid, obj.attached_to)  # 704.5m / 704.5n / 704.5p
            if legal == "graveyard":
                to_graveyard.append(oid)
                continue
            if legal == "unattach":
                unattach.append(oid)
        # 704.5q: +1/+1 and -1/-1 counters annihilate.
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        if plus and minus:
            n = min(plus, minus)
            game.remove_counters(oid, "+1/+1", n)
            game.remove_counters(oid, "-1/-1", n)
            performed = True
    # 903.9a: a commander put into a graveyard or exile since the last check: its owner may
    # put it into the command zone (asked once for that object).
    # (The commanders in those zones change only with a new layer answer, `per_answer`;
    # whether each was asked is read now: it is marked without one.)
    fresh = [o.id for o in per_answer(game, "_sba_commanders", lambda: [
        o for o in state.objects.values() if o.commander is not None
        and o.zone in ("graveyard", "exile")]) if not o.choices.get(commander.ASKED)]
    for oid in fresh:
        state.objects[oid].choices[commander.ASKED] = True
    performed = commander.to_command_zone(game, fresh) or performed
    legend = _legend_rule(game)
    roles = redundant_roles(game)  # 704.5y, 303.7a

    for oid in finished(game):  # 704.5s / 714.4: its controller sacrifices the Saga
        game.sacrifice(oid)
        performed = True
    for oid in unattach:
        game.attach(oid, None)
        performed = True
    for oid in dict.fromkeys(to_graveyard + legend + roles):
        if state.objects[oid].zone == "battlefield":
            game.move(oid, "graveyard")
            performed = True
    for oid in destroyed:
        if state.objects[oid].zone == "battlefield":
            from arbiter.engine.keyword_actions.regenerate import destroy

            # 701.19a: a regeneration shield may replace it (122.1c: a shield counter only
            # replaces destruction by an effect)
            destroy(game, oid, by_effect=False)
            performed = True

    performed = speed.sba(game) or performed  # 704.5z, 702.179a

    performed = venture.sba(game) or performed  # 704.5t, 309.6

    performed = schemes.sba(game) or performed  # 704.6e, 904.10

    performed = planeswalk.sba(game) or performed  # 704.6f, 312.7

    performed = space_sculptor.sba(game) or performed  # 704.5u, 702.158b-c
    if performed:
        state.touch()
    return performed


def _replace_losing(game: Game, player: int) -> bool:
    """614.1a: "If you would lose the game, instead ..." (Lich's Mirror): the replacement's
    instructions happen instead of the loss."""
    from arbiter.engine.stack import resolve
    from arbiter.engine.stack.items import StackItem

    res = game.layers()
    for effects in res.rules_effects.values():
        for e in effects:
            for part in e.parts:
                if getattr(part, "rule", None) != "replace_lose_game":
                    continue
                if e.source is None or res.chars[e.source].controller != player:
                    continue
                game.log(f"{game.player_name(player)} would lose the game; "
                         f"{e.name} replaces that")
                item = StackItem(0, "triggered", e.source, None, player, [],
                                 source_name=e.name)
                resolve.run(game, item, tuple(part.detail))
                return True
    return False


def leave_game(game: Game, player: int) -> None:
    """800.4a: in a multiplayer game, a player who leaves takes every object they own out of
    the game; effects giving them control end; their abilities on the stack cease to exist;
    anything they still control is exiled. 724.4: a monarch leaving hands the designation
    on; 725.4: so does the player who has the initiative."""
    from arbiter.engine.players import initiative
    from arbiter.engine.players.monarch import left_game
    from arbiter.engine.zones.until_leaves import return_exiled

    left_game(game, player)
    initiative.left_game(game, player)

    plane_left = planeswalk.leaving(game, player)  # 901.6, 901.10b
    state = game.state
    gone: list[int] = []
    for oid, o in list(state.objects.items()):
        if o.owner == player and not o.zone.startswith("left:"):
            if o.zone == "battlefield":
                gone.append(oid)
            state.remove_from_zone(oid)
            o.zone = "left:game"
    for oid in gone:
        # 610.3 / 800.4a: a permanent leaving the game has left the battlefield: what it
        # exiled "until this leaves the battlefield" returns (under its owner's control,
        # 610.3c; a card the leaving player owns has left the game too).
        return_exiled(game, oid)
    state.effects = [e for e in state.effects
                     if not (e.controller == player and any(
                         getattr(p, "layer", "") == "2" for p in e.parts))]
    state.stack_items = [it for it in state.stack_items
                         if not (it.controller == player and it.kind != "spell")]
    state.touch()
    res = game.layers()
    for oid in state.battlefield() + state.stack():
        if oid in res.chars and res.chars[oid].controller == player:
            game.move(oid, "exile")
    planeswalk.left(game, player, plane_left)  # 901.10, 901.10a
    if state.turn.priority == player:
        n = len(state.players)
        state.turn.priority = next((player + i) % n for i in range(1, n + 1)
                                   if not state.players[(player + i) % n].lost)


def _legend_rule(game: Game) -> list[int]:
    """704.5j: a player with two or more legendary permanents with the same name chooses one
    and puts the rest into their owners' graveyards."""

    res = game.layers()
    groups: dict[tuple[int, str], list[int]] = {}
    if "Legendary" not in battlefield_index(game).supertypes:
        return []  # no legendary permanent
    for oid in game.state.battlefield():
        ch = res.chars[oid]
        if "Legendary" in ch.supertypes and ch.name:
            groups.setdefault((ch.controller, ch.name), []).append(oid)
    out: list[int] = []
    for (player, name), ids in groups.items():
        if len(ids) < 2:
            continue
        keep = game.decide(Decision("choose_object", f"legend rule: choose the {name} to keep",
                                    player, [(game.name_of(o), o) for o in ids], key="keep"))
        out.extend(o for o in ids if o != keep)
    return out


def run(game: Game) -> bool:
    """117.5: state-based actions, then triggered abilities, until neither happens. True
    when that point was reached (False only if a thousand rounds of them didn't)."""

    for _ in range(1000):
        at_priority(game)  # 702.30a, 702.62a: who has controlled what
        noted = game.state.version
        day_night.enforce(game)  # 702.145c-g: immediately, not a state-based action
        if sba_settled.unchanged(game) is None:  # the same facts perform nothing again
            while check_once(game):
                triggered.collect(game)
            sba_settled.settle(game, sba_settled.facts(game))
        triggered.collect(game)
        if not game.pending_triggers:
            if game.state.version != noted:  # else it would note the same again
                at_priority(game)
            return True
        triggered.put_on_stack(game)
        sba_settled.forget(game)  # 714.4, 603.3d: see `sba_settled.forget`
    return False
