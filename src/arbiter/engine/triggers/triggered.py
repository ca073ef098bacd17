"""603: triggered abilities — matching events, then putting them on the stack the next time
a player would receive priority, in APNAP order (603.3b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.counters import crossed
from arbiter.engine.decisions import Decision
from arbiter.engine.keywords.cycling import cycled_card, cycles_itself, cycling_x
from arbiter.engine.keywords.haunt import triggers as haunt_triggers
from arbiter.engine.keywords.read_ahead import blocks as read_ahead_blocks
from arbiter.engine.keywords.suspend import exiled_sources
from arbiter.engine.keywords.triggered import by_ok, keyword_trigger
from arbiter.engine.keywords.upkeep_keywords import KEYWORDS as UPKEEP_KEYWORDS
from arbiter.engine.keywords.upkeep_keywords import triggers as upkeep_triggers
from arbiter.engine.mana.sources import is_triggered_mana_ability
from arbiter.engine.players.monarch import triggers as monarch_triggers
from arbiter.engine.players.speed import triggers as speed_triggers
from arbiter.engine.stack.items import StackItem, new_id, push
from arbiter.engine.stack.per_opponent_targets import expand
from arbiter.engine.stack.targeting import legal_targets, one_graveyard
from arbiter.engine.triggers import delayed, state_triggers
from arbiter.engine.triggers.additional_times import additional_times
from arbiter.engine.triggers.batches import same_batch
from arbiter.engine.triggers.block_pair_hosts import PAIR_SUBJECTS, pair_subject_ok
from arbiter.engine.triggers.cast_x import cast_x, enters_x
from arbiter.engine.triggers.discarded_by_opponent import EVENT as DISCARDED
from arbiter.engine.triggers.discarded_by_opponent import own_trigger as own_discard
from arbiter.engine.triggers.discarded_by_opponent import wound_up_card
from arbiter.engine.triggers.divided import division, least_targets
from arbiter.engine.triggers.entering_trigger_bans import banned as entering_banned
from arbiter.engine.turn.planar_die import triggers as planar_triggers
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event


def collect(game: Game) -> None:
    """603.2: look at every event since the last check for abilities that trigger."""
    from arbiter.engine.players.initiative import triggers as initiative_triggers
    from arbiter.engine.players.rad_counters import triggers as rad_triggers

    state_triggers.check(game)  # 603.8
    start = game.state.event_cursor
    events = game.state.events[start:]
    game.state.event_cursor = len(game.state.events)
    for index, ev in enumerate(events, start):
        found = _matches(game, ev)
        own = {id(x) for x in found}  # 603.2d: the abilities objects have (not delayed ones)
        if game.state.delayed_abilities:
            found += delayed.matches(game, ev, index)  # 603.7
        found += speed_triggers(game, ev)  # 702.179d: a player's, with no source
        found += monarch_triggers(game, ev)  # 724.2: the monarch's, with no source
        found += initiative_triggers(game, ev)  # 725.2: the initiative's, with no source
        found += rad_triggers(game, ev)  # 727.1: the rad counters', with no source
        found += planar_triggers(game, ev)  # 901.8: the planeswalking ability, no source
        found += haunt_triggers(game, ev)  # 702.55c: "the creature it haunts dies", in exile
        for entry in found:
            source, ab, controller = entry
            if ev.kind == "enters" and entering_banned(game, ev, source, ab):
                continue  # 603.2, 603.6a: "Creatures entering don't cause abilities to trigger."
            if read_ahead_blocks(game, source, ab):
                continue  # 702.155a: not this chapter, the turn a read-ahead Saga entered
            if ab.trigger.only_if is not None and not _holds_now(
                    game, ab.trigger.only_if, source, controller):
                continue  # 702.169c: "triggers only if this Case is solved"
            if ab.trigger.batch and any(
                    p[0] == source and p[1] == ab and p[3].batch == ev.batch
                    for p in game.pending_triggers):
                continue  # 603.2c: "one or more": once for the simultaneous events
            if ab.trigger.whose == "enchanted" and ev.kind == "step":
                from arbiter.engine.keywords.enchant_player import enchanted_player

                if enchanted_player(game, source) != game.state.turn.active:
                    continue  # "at the beginning of enchanted player's upkeep" (303.4b)
            if ab.trigger.whose == "attached_controller" and ev.kind == "step":
                from arbiter.engine.triggers.attached_controller import (
                    attached_controllers_upkeep,
                )

                if not attached_controllers_upkeep(game, source):
                    continue  # "the upkeep of enchanted creature's controller" (603.2)
            if ab.trigger.whose in ("you", "opponent") and ev.kind != "step" and (
                    game.state.turn.active == controller) != (ab.trigger.whose == "you"):
                continue  # "during your turn" / "during an opponent's turn" (102.2)
            if ab.trigger.whose == "chosen" and ev.kind == "step":
                from arbiter.engine.triggers.chosen_player import chosen_players_upkeep

                if not chosen_players_upkeep(game, source):
                    continue  # "at the beginning of the chosen player's upkeep" (603.2)
            if ab.trigger.once_each_turn:
                # "This ability triggers only once each turn."
                key = (source, ab.text)
                if key in game.state.triggered_once:
                    continue
                game.state.triggered_once.add(key)
            # 122.6: "Whenever a <kind> counter is put on ~": once for each counter put
            times = max(1, ev.amount or 0) if ab.trigger.per_counter else 1
            fired = ev
            if ab.trigger.batch and ev.kind == "discard":  # 603.2c: "that many" discarded
                from arbiter.engine.triggers.discard_batch import with_cards_discarded

                fired = with_cards_discarded(game, ab.trigger, ev, source, controller)
            if ab.trigger.event == "player_attacks_with":  # 603.2c: "that many" attackers
                from arbiter.engine.triggers.attacks_with import with_attackers_counted

                fired = with_attackers_counted(game, ab.trigger, ev, source, controller)
            if ab.trigger.subject == "batch_opponents":  # 603.2c, 510.2: counted as it triggers
                from arbiter.engine.triggers.combat_damage_batch import with_opponents_dealt

                fired = with_opponents_dealt(game, ab.trigger, ev, source, controller)
            if id(entry) in own:  # 603.2d: "that ability triggers an additional time"
                times *= 1 + additional_times(game, source, ab, controller, ev)
            game.pending_triggers.extend([(source, ab, controller, fired)] * times)


_ALIASES = {"enters_or_attacks": ("enters", "attacks"),
            # 508.1b: "Whenever this creature attacks a player" (`triggers.attacked`)
            "attacks_player": ("attacks",),
            # 120.3e, 510.2: "deals damage to a creature": noncombat and combat damage
            "damage_to_creature": ("combat_damage_to_creature",),
            # 701.27e: "Whenever this creature enters or transforms into <this face>"; an
            # object that converts (701.28a) transforms into its other face too
            "enters_or_transformed": ("enters", "transformed", "converted"),
            # 701.27e: "When ~ transforms into ~" (`compiler.triggers.transforms_into`)
            "transforms_into": ("transformed", "converted"),
            "blocks_or_becomes_blocked": ("blocks", "becomes_blocked"),
            # 508.1, 509.1: "Whenever ~ attacks or blocks": either declaration
            "attacks_or_blocks": ("attacks", "blocks"),
            # "When enchanted Island is put into a graveyard" (603.6c, 603.10a): the "dies"
            # event is emitted for every permanent put into a graveyard from the battlefield
            "put_into_graveyard_from_battlefield": ("dies",),
            # "Whenever you play a card": a land played (305.1) or a spell cast (601.2i;
            # only cards are cast here, a copy of a spell isn't, 707.10)
            "play_card": ("land_played", "cast"),
            # 120.3: "deals damage to a player": noncombat damage, and combat damage (510.2)
            "damage_to_player": ("combat_damage_to_player",),
            # 120.3: "deals noncombat damage to a player" (`compiler.triggers.source_damage`)
            "noncombat_damage_to_player": ("damage_to_player",),
            "source_damage_to_player": ("damage_to_player", "combat_damage_to_player"),
            # 508.1a: "Whenever you attack with N or more <creatures>"
            "player_attacks_with": ("player_attacks",),
            # 508.3d: "Whenever one or more creatures [you control] attack"
            "creatures_attack": ("player_attacks",)}


#: Events of a permanent leaving the battlefield (603.6c, 603.10a); `extra` lists what was
#: attached to it.
_LEAVES = ("dies", "leaves")
#: Events whose object's triggered abilities look back in time (603.10a; 702.110b exploit,
#: 701.21a "when you sacrifice ~", 701.31d a plane planeswalked away from), and 603.6c's
#: "put into a graveyard from anywhere" (`engine.triggers.from_anywhere`).
_LOOKS_BACK = ("dies", "leaves", "put_into_graveyard", "exploits", "sacrificed",
               "planeswalked_away", "unattached")  # 603.10c


#: Damage dealt to a creature, its source in `extra` (510.2 combat, 120.3e any).
_TO_CREATURE = ("combat_damage_to_creature", "damage_to_creature")


def _event_matches(t: Any, ev: Event) -> bool:
    return ev.kind == t.event or ev.kind in _ALIASES.get(t.event, ())


def _subject_ok(game: Game, t: Any, ev: Event, source: int, controller: int) -> bool:
    """603.2: does the event concern what the trigger's subject names?"""
    if t.subject == "enchanted_player":  # "Whenever enchanted player casts ..." (303.4b)
        from arbiter.engine.keywords.enchant_player import enchanted_player

        return ev.player is not None and ev.player == enchanted_player(game, source)
    if t.subject == "self":
        return ev.obj == source
    if t.subject == "new_self":  # 603.6c: "when ~ is put into a graveyard from anywhere"
        return ev.new_id == source
    if t.subject in PAIR_SUBJECTS:  # 509.3b, 509.3d (`engine.triggers.block_pair_hosts`)
        return pair_subject_ok(game, t.subject, ev, source)
    if t.subject == "blocked_ring_bearer":  # 701.54c: "your Ring-bearer becomes blocked by"
        from arbiter.engine.keyword_actions.ring_tempts import is_ring_bearer

        return ev.kind == "blocks_creature" and is_ring_bearer(game, ev.extra, controller)
    if t.subject == "ring_chose_other":  # 701.54d with 603.4 (`ring_tempts.chose_other`)
        from arbiter.engine.keyword_actions.ring_tempts import chose_other

        return chose_other(ev, source, controller)
    if t.subject == "attackers":  # "you attack with N or more <creatures>" (508.1a)
        from arbiter.engine.triggers.attacks_with import enough_attackers

        return ev.player == controller and enough_attackers(game, t, source, controller)
    if t.subject == "any_attackers":  # 508.1a: "a player attacks with N or more ..."
        from arbiter.engine.triggers.attacks_with import enough_attackers

        return ev.player is not None and enough_attackers(game, t, source, controller)
    if t.subject == "attackers_of_player":  # 508.1a: "... attack a player" (per player)
        from arbiter.engine.triggers.attacks_a_player import attackers_of_player

        return attackers_of_player(game, t, ev, source, controller)
    if t.subject == "attacks_enchanted_player":  # 508.1a, 303.4b (player Curses)
        from arbiter.engine.triggers.attacks_enchanted_player import attacks_enchanted_player

        return attacks_enchanted_player(game, ev, source)
    if t.subject == "creatures_attack_you":  # 508.1a, 603.2c (`triggers.attacks_you`)
        from arbiter.engine.triggers.attacks_you import creatures_attack_you

        return creatures_attack_you(game, ev, controller)
    if t.subject == "batch_opponents":  # 603.2c: "... to one or more of your opponents"
        from arbiter.engine.triggers.combat_damage_batch import opponents_dealt

        return opponents_dealt(game, t, ev, source, controller) > 0
    if t.subject == "batch_sources":  # 603.2c: "one or more creatures you control deal ..."
        from arbiter.engine.triggers.combat_damage_batch import sources_match

        return sources_match(game, t, ev, source, controller)
    if t.subject == "damaging_self":  # 510.2: "whenever ~ deals combat damage to a creature"
        return ev.kind in _TO_CREATURE and ev.extra == source
    if t.subject in ("damaging_equipped", "damaging_enchanted"):
        # "whenever equipped creature deals combat damage to a creature"
        return ev.kind in _TO_CREATURE and ev.extra is not None and \
            game.obj(source).attached_to == ev.extra
    if t.subject in ("equipped", "enchanted"):
        if ev.kind in _LEAVES and ev.extra:
            # 603.10a: "when enchanted creature dies" looks back: it was attached then.
            return source in ev.extra
        return game.obj(source).attached_to == ev.obj
    if t.subject in ("source_yours", "source_opponents") and ev.obj is not None:
        # 603.2, 120.3: "a source you control / an opponent controls deals damage"
        return (_controller(game, ev.obj) == controller) == (t.subject == "source_yours")
    if t.subject == "you":
        return ev.player == controller or (ev.player is None and ev.obj is not None
                                           and game.obj(ev.obj).owner == controller)
    if t.subject == "any_player":  # an event of any player ("one or more creatures attack")
        return ev.player is not None
    if ev.obj is None:
        # An event of the game itself ("day becomes night", 730.1a): "any" matches it.
        return ev.player is None and t.subject == "any"
    if t.subject == "another_you_control":
        return ev.obj != source and _controller(game, ev.obj) == controller
    return t.subject in ("any", "opponent_creature")


def _controller(game: Game, oid: int) -> int:
    if oid in game.lki and game.obj(oid).zone not in ("battlefield", "stack"):
        return game.lki[oid].controller
    return game.controller_of(oid)


def _selector_ok(game: Game, t: Any, ev: Event, source: int, controller: int) -> bool:
    if t.selector is None or ev.obj is None:
        return True

    chars = dict(game.layers().chars)
    obj = ev.obj
    if ev.kind == "put_into_graveyard":
        # "Whenever a land card is put into your graveyard from anywhere": the card as it is
        # in the graveyard (a token that went there is no card and has ceased to exist,
        # 111.7); if it has already left again, it can no longer be looked at there.
        obj = ev.new_id
        if obj is None or obj not in chars:
            return False
    elif ev.kind == "discard":
        if ev.extra is None:
            return False
        chars[obj] = ev.extra  # 701.9a: the discarded card as it was in the hand
    elif ev.kind == "zone_change" and ev.from_zone == "graveyard" and ev.extra is not None:
        chars[obj] = ev.extra  # 603.10a: a card that left a graveyard, as it was there
    elif obj in game.lki and game.obj(obj).zone.startswith("left:"):
        chars[obj] = game.lki[obj]  # 603.10a: look back in time
    view = LayerView(game.state, chars)
    ctx = context_for(view, source, controller)
    return t.selector.matches(view, obj, ctx)


def _matches(game: Game, ev: Event, include_mana: bool = False
             ) -> list[tuple[int, TriggeredAbility, int]]:

    out: list[tuple[int, TriggeredAbility, int]] = []
    res = game.layers()
    index = _index(game, res)
    if ev.kind not in _LOOKS_BACK and not _any_trigger(game, res, index):
        # No object of the answer has a triggered ability, and the event has no object
        # looking back in time (603.10a) nor a card to find where it went (603.6c).
        return out
    sources: list[tuple[int, Any]] = [(o, res.chars[o]) for o in game.state.battlefield()
                                      if o in res.chars]
    # 114.4: an emblem's abilities, triggered ones too, function in the command zone.
    sources += [(o, res.chars[o]) for o in game.state.zone_list("command")
                if game.obj(o).emblem is not None and o in res.chars]
    # 309.4c: a dungeon card's room abilities trigger while it is in the command zone;
    # 314.4, 315.5: so do a face-up scheme's or conspiracy's triggered abilities (901.7,
    # 311.4: and a face-up plane's or phenomenon's).
    sources += [(o, res.chars[o]) for o in game.state.zone_list("command")
                if o in res.chars and res.chars[o].types & {"Dungeon", "Scheme", "Conspiracy",
                                                            "Plane", "Phenomenon"}]
    # 113.6m: abilities that return their card from a graveyard function there.
    sources += [(o, res.chars[o]) for p in game.state.players
                for o in game.state.zone_list("graveyard", p.index)
                if o in index and _graveyard_ability(index[o])]
    from arbiter.engine.triggers.cast_triggers import functions_here, stack_sources

    sources += stack_sources(game, ev, res.chars)  # 601.2i / 113.6k: "When you cast this spell"
    sources += exiled_sources(game, res.chars)  # 113.6, 702.62a: suspend works in exile
    if ev.kind == "put_into_graveyard":
        from arbiter.engine.triggers.from_anywhere import check_left

        check_left(game, ev)  # 603.6c: the card must be there to have its ability trigger
    sources += cycled_card(game, ev, res.chars, sources)  # 702.29c: "When you cycle this card"
    sources += wound_up_card(game, ev, res.chars, sources)  # 701.9a (`discarded_by_opponent`)
    if ev.kind in _LOOKS_BACK and ev.obj in game.lki:
        # 603.10a: leaves-the-battlefield abilities look back in time (702.110b: so does a
        # creature that exploited itself, `engine.keywords.exploit`; 701.21a: "when you
        # sacrifice ~"; 701.31d: so does a plane planeswalked away from).
        if all(o != ev.obj for o, _ in sources):
            sources.append((ev.obj, game.lki[ev.obj]))
    if ev.kind in _LEAVES:
        # 603.10a: and those of the permanents that left the battlefield at the same time
        # ("whenever another creature dies" of a creature destroyed along with it).
        for other in same_batch(game, ev, ("leaves",)):
            if other.obj in game.lki and all(o != other.obj for o, _ in sources):
                sources.append((other.obj, game.lki[other.obj]))
    if ev.kind in _LEAVES and ev.extra:
        # 603.10a: so do the abilities of what was attached to it (an Aura that has since
        # been put into a graveyard, 704.5m, still sees its creature die).
        for a in ev.extra:
            if a in game.lki and all(o != a for o, _ in sources):
                sources.append((a, game.lki[a]))
    chars = res.chars
    for oid, ch in sources:
        if chars.get(oid) is ch:
            abilities = index.get(oid)
            if abilities is None:
                continue  # none at all
        else:
            abilities = _triggered_abilities(ch)  # last known information (603.10a)
        for ab in abilities:
            if not isinstance(ab, TriggeredAbility) or ab.trigger is None:
                continue
            if ev.kind == "tapped_for_mana" and not include_mana and \
                    is_triggered_mana_ability(ab):
                continue  # 605.4a: resolved at once (`engine.mana.sources`), no stack
            if ev.kind in ("cycle", DISCARDED) and oid == ev.obj:
                if not (cycles_itself if ev.kind == "cycle" else own_discard)(ab.trigger):
                    continue  # 702.29c, 701.9a: only the card's own ability, where it wound up
            elif (ab.trigger.zone == "graveyard") != (game.obj(oid).zone == "graveyard"):
                continue  # 113.6m: it functions only in its zone
            elif (ab.trigger.zone == "exile") != (game.obj(oid).zone == "exile"):
                continue  # 113.6: 702.62a's abilities function in exile, and only there
            elif not any(functions_here(z, game.obj(oid).zone) for z in _zones(ab.trigger)):
                continue  # 113.6k: "When you cast this spell" functions only on the stack
            t = ab.trigger
            # 603.2: a condition naming several events triggers once for an event that
            # matches any of them (who caused it checked for each, "or becomes the target
            # of a spell an opponent controls"); 113.6k: each of them functions in its own
            # zones ("When you cast this spell and whenever ~ attacks": the first on the
            # stack only).
            if any(by_ok(game, alt, ev, ch.controller)
                   and condition_ok(game, alt, ev, oid, ch.controller)
                   for alt in (t.any_of or (t,))
                   if not t.any_of or functions_here(alt.zone, game.obj(oid).zone)):
                out.append((oid, ab, ch.controller))
    return out


def _zones(t: Any) -> tuple[str, ...]:
    """113.6k: the zones a trigger condition functions in; one naming several events, each
    event's own (a "When you cast this spell" among them works on the stack)."""
    return tuple(a.zone for a in t.any_of) if t.any_of else (t.zone,)


def _triggered_abilities(ch: Any) -> list[Any]:
    """The abilities of an object that may trigger: its triggered abilities and those its
    keywords stand for (702.21a ward, 702.147a decayed ...; 702.63a: vanishing, two)."""
    out: list[Any] = []
    for a in ch.abilities:
        ab = a.ability
        if isinstance(ab, KeywordAbility):
            if ab.keyword in UPKEEP_KEYWORDS:
                out += upkeep_triggers(ab.keyword, ab.param)  # 702.24a, 702.30a, 702.63a ...
                continue
            ab = keyword_trigger(ab.keyword, ab.param, ab.extra)
        out.append(ab)
    return out


def _index(game: Game, res: Any) -> dict[int, list[Any]]:
    """The objects of the layer answer `res` that have abilities that may trigger, with
    them (`_triggered_abilities`): found once per answer, since 603.2 looks at every event
    and the objects and their abilities change only with a new answer."""
    seen = game.__dict__.get("_trigger_index")
    if seen is not None and seen[0] is res:
        return seen[1]  # type: ignore[no-any-return]
    index = {}
    for oid, ch in res.chars.items():
        found = _triggered_abilities(ch)
        if found:
            index[oid] = found
    game._trigger_index = (res, index)  # type: ignore[attr-defined]
    return index


def _any_trigger(game: Game, res: Any, index: dict[int, list[Any]]) -> bool:
    """Whether any object of the layer answer `res` has a triggered ability (its `_index`
    lists every ability a keyword stands for too): found once per answer."""
    seen = game.__dict__.get("_any_trigger")
    if seen is not None and seen[0] is res:
        return bool(seen[1])
    found = any(isinstance(ab, TriggeredAbility) and ab.trigger is not None
                for abilities in index.values() for ab in abilities)
    game._any_trigger = (res, found)  # type: ignore[attr-defined]
    return found


def _graveyard_ability(abilities: list[Any]) -> bool:
    """113.6m: a triggered ability (or one a keyword stands for, 702.59a recover) that
    functions in a graveyard (`abilities`: an object's `_triggered_abilities`)."""
    return any(isinstance(ab, TriggeredAbility) and ab.trigger is not None
               and ab.trigger.zone == "graveyard" for ab in abilities)


def condition_ok(game: Game, t: Any, ev: Event, source: int, controller: int,
                 subject_ok: bool = False) -> bool:
    """603.2: whether `ev` is the event trigger condition `t` looks for (`subject_ok`: the
    caller has already checked what the event happened to)."""
    if t.event == "step":
        return ev.kind == "step" and t.step == ev.step and not (
            t.whose == "you" and controller != game.state.turn.active) and not (
            # 102.2-102.3: "each opponent's upkeep": only a turn of an opponent of its
            # controller
            t.whose == "opponent" and game.state.turn.active == controller)
    if not _event_matches(t, ev):
        return False
    if t.untapped and ev.extra == "tapped":
        return False  # 110.5b: "enters untapped": it entered tapped
    if t.from_zone is not None and ev.from_zone != t.from_zone:
        return False
    if t.to_zone is not None and ev.to_zone != t.to_zone:
        return False
    if t.counters is not None and not crossed(ev, *t.counters):
        return False  # 714.2b, 702.63a: the number of counters went past the threshold
    if ev.kind == "expend":
        from arbiter.engine.casting.expend import expended

        if not expended(ev, t.nth):
            return False  # 700.14: the count of mana spent went past N
    elif t.nth and ev.amount != t.nth:
        return False  # "your second card each turn" (`engine.zones.draw_triggers`)
    if t.after_nth and ev.amount <= t.after_nth:
        return False  # "a spell other than the first spell they cast each turn" (601.2i)
    if t.with_others:
        from arbiter.engine.triggers.attacks_with import declared_with_others

        if not declared_with_others(game, ev.obj, t.with_others):
            return False  # 508.1a: "~ and at least two other creatures attack" (battalion)
    if not ((subject_ok or _subject_ok(game, t, ev, source, controller))
            and _selector_ok(game, t, ev, source, controller)):
        return False
    if t.first_each_turn:
        from arbiter.engine.triggers.first_time import first_this_turn

        return first_this_turn(game, t, ev, source, controller)  # "for the first time ..."
    return True


def put_on_stack(game: Game) -> None:
    """603.3b: APNAP order; each player puts their own in the order they choose."""
    if not game.pending_triggers:
        return
    pending = game.pending_triggers
    game.pending_triggers = []
    for player in game.apnap():
        # 603.4: an ability whose intervening "if" is false didn't trigger: not ordered
        mine = [p for p in pending if p[2] == player and (
            p[1].intervening_if is None
            or _holds(game, p[1], p[0], p[2], p[3].player, p[3].obj))]
        if len(mine) > 1:
            order = game.decide(Decision("order", "order your triggered abilities", player,
                                         [(f"{_source_name(game, s)}: {a.text}", i)
                                          for i, (s, a, _, _) in enumerate(mine)],
                                         optional=True, key="order"))
            if isinstance(order, list):
                mine = [mine[i] for i in order]
        for source, ab, controller, ev in mine:
            _put(game, source, ab, controller, ev)


def _put(game: Game, source: int, ab: TriggeredAbility, controller: int, ev: Event) -> None:
    if ab.intervening_if is not None and not _holds(game, ab, source, controller, ev.player,
                                                    ev.obj):
        return  # 603.4: an intervening "if" that is false: it doesn't trigger
    if ab.mode_options:
        from arbiter.engine.triggers.modes import choose_modes

        chosen = choose_modes(game, source, ab, controller)  # 603.3c, 700.2b
        if chosen is None:
            return  # no mode could be chosen: removed from the stack
        ab = chosen
    targets: list[Any] = []
    # 601.2c: a requirement for each opponent; 603.3d: "that player controls"
    specs = event_bound_specs(tuple(expand(game, controller, ab.targets)), ev.player)
    for spec in specs:
        start = len(targets)
        # 603.12: "up to that many": the number of times the cost was paid.
        slots = ev.amount if getattr(spec, "that_many", False) else max(1, spec.count)
        for _ in range(slots):
            options = one_graveyard(game, spec, [  # 601.2c: "from a single graveyard"
                o for o in legal_targets(game, spec, controller, source) if o not in targets],
                targets[start:])
            if not options:
                if spec.up_to:
                    break
                return  # 603.3d: no legal choice for a required target: removed
            from arbiter.engine.stack.target_chooser import chooser

            # 115.1, 601.2d: "among one or two targets" needs at least one
            optional = spec.up_to and len(targets) - start >= least_targets(ab)
            pick = game.decide(Decision("target", f"{game.name_of(source)}: "
                                        f"{spec.description}",
                                        chooser(game, spec, controller),  # 601.2c
                                        [(_label(game, o, spec), o) for o in options],
                                        optional=optional, key="target"))
            if pick is None:
                break
            targets.append(pick)
        # 115.1: an "up to" target left unchosen keeps its slot (later targets keep theirs).
        targets.extend([None] * (start + slots - len(targets)))
    while targets and targets[-1] is None:
        targets.pop()
    name = _source_name(game, source)
    types = frozenset() if source is None else frozenset(
        game.lki[source].types if source in game.lki else game.chars(source).types)
    divided = division(game, ab, name or "", controller, targets, source)  # 603.3d, 601.2d
    push(game, StackItem(new_id(game), "triggered", source, ab, controller, targets,
                         specs, {**divided, "event": ev.kind, "event_obj": ev.obj,
                                             "event_amount": ev.amount,
                                             "event_player": ev.player,
                                             "event_extra": ev.extra,
                                             **cycling_x(ev),  # 107.3e, 702.29c
                                             **cast_x(game, ev, source, ab.trigger),  # 107.3i
                                             **enters_x(game, ev, source, ab.trigger)},  # 107.3m
                         source_name=name or "", source_types=types))


def _source_name(game: Game, source: int | None) -> str:
    """The name of a triggered ability's source ("": none, 702.179d's ability)."""
    if source is None:
        return ""
    return game.lki[source].name or "" if source in game.lki else game.name_of(source)


def event_bound_specs(specs: tuple[Any, ...], player: int | None) -> tuple[Any, ...]:
    """603.3d / 115.1: "target creature that player controls" is chosen among the permanents
    of the event's player; the bound requirement stays with the ability on the stack, so it
    is the one checked again as it resolves (608.2b)."""
    from dataclasses import replace

    from arbiter.rules.event_selectors import bind_event_player

    return tuple(replace(sp, selector=bind_event_player(sp.selector, player))
                 if sp.selector is not None else sp for sp in specs)


def _label(game: Game, target: Any, spec: Any) -> str:
    if spec.kind in ("ability", "spell_or_ability"):
        from arbiter.engine.stack.items import find_item

        item = find_item(game, target)
        if item is not None:
            return item.alias or item.describe()
        return game.name_of(target) if target in game.state.objects else str(target)
    if spec.kind == "player":
        return game.player_name(target)
    if isinstance(target, tuple):
        return game.player_name(target[1])  # "any target": a player (115.4)
    return game.name_of(target)


def _holds_now(game: Game, cond: Any, source: int, controller: int) -> bool:
    """702.169c: a trigger's own condition, as the event happens."""
    view = LayerView(game.state, {**game.lki, **game.layers().chars})
    return bool(cond.holds(view, context_for(view, source, controller)))


def _holds(game: Game, ab: TriggeredAbility, source: int, controller: int,
           event_player: int | None = None, event_obj: int | None = None) -> bool:
    """603.4: whether the intervening "if" holds ("that player": the event's player; "it"
    in "if it had counters on it", "if ... was spent to cast it": the event's object)."""
    from arbiter.rules.event_object_conditions import bind_event_object
    from arbiter.rules.event_player_conditions import bind_event_player

    view = LayerView(game.state, {**game.lki, **game.layers().chars})
    ctx = context_for(view, source, controller)
    assert ab.intervening_if is not None
    cond = bind_event_object(bind_event_player(ab.intervening_if, event_player), event_obj)
    return cond.holds(view, ctx)
