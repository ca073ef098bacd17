"""608.2c: following a resolving spell's or ability's instructions, in order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.face_down import turn_face_down, turn_face_up
from arbiter.engine.replacement.entering import enter
from arbiter.engine.triggers.events import Event
from arbiter.errors import UnsupportedTextError
from arbiter.rules import instructions as I
from arbiter.rules.selectors import Selector
from arbiter.rules.view import EffectContext, LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem


class _Run:
    def __init__(self, game: Game, item: StackItem) -> None:
        self.game = game
        self.item = item
        self.it: int | None = None
        self.chosen: dict[str, Any] = dict(item.choices)
        #: Whether the last optional action was actually done ("if you do", 603.12).
        self.did = False
        #: How many cards/objects the last counted action acted on ("that many").
        self.count = 0
        #: The tokens the last token-creating instruction made ("They gain haste", 608.2c).
        self.created: list[int] = []
        #: What this spell's or ability's damage was dealt to ("dealt damage this way").
        self.dealt: list[Any] = []
        #: Damage dealt at the same time as the next instruction's, by source (120.4).
        self.dealing: dict[int, int] = {}
        #: 400.7j: the objects this effect moved, old -> new (None: not findable).
        self.moved: dict[int, int | None] = {}
        #: 608.2h: cards this effect moved out of a graveyard or exile, as they last were.
        self.lki: dict[int, Any] = {}

    def ref(self, r: I.Ref | Selector | None) -> list[Any]:
        if r is None:
            return []
        if isinstance(r, Selector):
            from arbiter.engine.stack.resolve_instructions import matching

            return matching(self, r)
        if r.kind == "created":
            return [o for o in self.created if self.game.obj(o).zone == "battlefield"]
        if r.kind.startswith("new_"):
            from arbiter.engine.zones.moved_objects import new_objects

            return new_objects(self, r)  # 400.7j
        if r.kind in ("slots", "player_target", "controller_of"):
            from arbiter.engine.stack.resolve_instructions import ref_more

            return ref_more(self, r)
        if r.kind == "target":
            if r.index < len(self.item.targets) and self.item.targets[r.index] is not None:
                return [self.item.targets[r.index]]
            return []
        if r.kind == "this":
            return [self.item.source]
        if r.kind == "it":
            return [] if self.it is None else [self.it]
        if r.kind == "attached":
            src = self.game.obj(self.item.source)
            a = src.attached_to
            if a is None and src.zone.startswith("left:"):
                # 608.2h: its source has left: what it was attached to then (last known
                # information), if that object is still where it was.
                a = src.choices.get("last_attached_to")
                if a is not None and self.game.obj(a).zone != "battlefield":
                    a = None
            return [] if a is None else [a]
        if r.kind == "event":
            ev = self.item.choices.get("event_obj")
            return [] if ev is None else [ev]
        if r.kind == "event_stack_object":  # 702.21a: "that spell or ability"
            so = self.item.choices.get("event_extra")
            return [so] if isinstance(so, int) else []
        if r.kind == "event_player":  # 702.21a: "that player"
            p = self.item.choices.get("event_player")
            return [] if p is None else [("player", p)]
        if r.kind in ("event_controller", "enchanted_player", "player_targets"):
            from arbiter.engine.stack.event_refs import player_refs

            return player_refs(self, r)  # 603.10a, 303.4b, 115.1
        if r.kind == "all_targets":
            return [t for t in self.item.targets if t is not None]
        if r.kind == "defending_player":  # 508.5 / 506.2
            from arbiter.engine.combat.defending import defending_player

            return [("player", defending_player(self.game, self.item))]
        if r.kind == "dealt_this_way":  # 120.1: "is dealt damage this way" (608.2c)
            return list(self.dealt)
        return []


def run(game: Game, item: StackItem, instructions: tuple[Any, ...]) -> None:
    r = _Run(game, item)
    for step in instructions:
        _do(r, step)


def _unsupported(r: _Run, text: str) -> None:
    raise UnsupportedTextError(r.item.source_name, text)


def _do(r: _Run, step: Any) -> None:
    """One instruction: what it does happens at once (one batch of simultaneous events,
    603.2c; `engine.triggers.batches`)."""
    from arbiter.engine.triggers.batches import action
    from arbiter.engine.zones.moved_objects import record, snapshot

    snapshot(r, step)  # 608.2h
    start = len(r.game.events)
    with action(r.game):
        _do_one(r, step)
    record(r, start)  # 400.7j: what this effect moved, and where


def _do_one(r: _Run, step: Any) -> None:  # noqa: C901 - one dispatch over the vocabulary
    g = r.game
    you = r.item.controller
    if isinstance(step, I.Draw):
        n = _number(r, step.n)
        for p in _who(r, step.who):
            g.draw(p, n)
    elif isinstance(step, I.GainLife):
        n = _number(r, step.n)
        for p in _who(r, getattr(step, "who", "you")):
            g.gain_life(p, n)
    elif isinstance(step, I.LoseLife):
        n = _number(r, step.n)
        who = [g.lki[e].controller if e in g.lki else g.controller_of(e)
               for e in r.ref(I.Ref.event())] if step.who == "its_controller" \
            else _who(r, step.who)
        for p in who:
            g.lose_life(p, n)
    elif isinstance(step, I.Mill):
        n = _number(r, step.n)
        r.count = 0
        for p in _who(r, step.who):  # 701.17a
            for oid in g.state.zone_list("library", p)[:n]:
                g.move(oid, "graveyard")
                r.count += 1
    elif isinstance(step, I.Discard):
        from arbiter.engine.stack.resolve_instructions import discard

        discard(r, step)  # 701.9b: each player chooses what they discard
    elif isinstance(step, I.AddMana):
        from arbiter.engine.mana.sources import add_mana_step

        add_mana_step(r, step)  # 106.1b, 106.4, 605.3b
    elif isinstance(step, I.CreateEffect):
        from arbiter.engine.stack.continuous_effects import create_effect

        create_effect(r, step)
    elif isinstance(step, I.PutCounters):
        for oid in r.ref(step.on):
            g.put_counters(oid, step.kind, _number(r, step.n))
    elif isinstance(step, I.RemoveCounters):
        for oid in r.ref(step.on):
            if not g.obj(oid).zone.startswith("left:"):  # 400.7: a new object elsewhere
                g.remove_counters(oid, step.kind, _number(r, step.n))  # 122.8
    elif isinstance(step, I.Untap | I.Tap):
        for oid in r.ref(step.what):
            g.obj(oid).tapped = isinstance(step, I.Tap)
            g.state.touch()
    elif isinstance(step, I.Destroy | I.Regenerate):
        from arbiter.engine.keyword_actions import regenerate as regeneration

        for oid in r.ref(step.what):
            if isinstance(step, I.Regenerate):
                regeneration.add_shield(g, oid)  # 701.19a
            else:
                regeneration.destroy(g, oid)  # 701.8, 702.12b, 701.19a
    elif isinstance(step, I.Sacrifice):
        r.did = False
        for oid in r.ref(step.what):
            if g.obj(oid).zone == "battlefield":
                g.sacrifice(oid)  # 701.21a
                r.did = True  # "if you do" (608.2c)
    elif isinstance(step, I.Exile):
        r.did = False
        for oid in r.ref(step.what):
            new = g.move(oid, "exile")
            r.did = True
            if new is not None:
                r.it = new.id
                if step.linked:
                    g.obj(r.item.source).linked.append(new.id)
    elif isinstance(step, I.ExileUntilLeaves):
        src = r.item.source
        if g.obj(src).zone != "battlefield":
            return  # 610.3b: the source already left: the object doesn't move
        for oid in r.ref(step.what):
            new = g.move(oid, "exile")
            if new is not None:
                g.state.until_leaves.append((src, new.id))
    elif isinstance(step, I.ReturnToHand):
        for oid in r.ref(step.what):
            g.move(oid, "hand")
    elif isinstance(step, I.ReturnToBattlefield):
        _return(r, step)
    elif isinstance(step, I.CreateToken):
        from arbiter.engine.zones.token_sizes import sized_token
        from arbiter.engine.zones.tokens import create_token

        r.created = []
        token = sized_token(r, step)  # 111.3 / 608.2h: an X/X token's X, counted once
        for p in _who(r, getattr(step, "who", "you")):
            for _ in range(_number(r, step.n)):  # 111.2: the player who creates it owns it
                r.it = create_token(g, token, p, tapped=step.tapped)
                if r.it is not None:
                    r.created.append(r.it)
    elif isinstance(step, I.CounterTarget):
        _counter(r, step)
    elif isinstance(step, I.ChangeTarget):
        from arbiter.engine.stack.retarget import change_target

        for t in r.ref(step.what):
            change_target(g, t, you)  # 115.7a
    elif isinstance(step, I.TurnFaceDown):
        view, ctx = _cond_args(r)
        for oid in g.state.battlefield():
            if oid != r.item.source and (step.selector is None
                                         or step.selector.matches(view, oid, ctx)):
                turn_face_down(g, oid)
    elif isinstance(step, I.TurnFaceUp):
        for oid in r.ref(step.what):
            turn_face_up(g, oid)
    elif isinstance(step, I.Choose):
        if step.key not in r.chosen:
            options: list[tuple[str, Any]] = []
            sel = getattr(step, "selector", None)
            if sel is not None:
                view, ctx = _cond_args(r)
                options = [(g.name_of(o), o) for o in g.state.battlefield()
                           if sel.matches(view, o, ctx)]
            r.chosen[step.key] = g.decide(Decision(step.what, f"choose a {step.what}", you,
                                                   options, key=step.key))
        bad = getattr(step, "exclude", ())
        if str(r.chosen.get(step.key)) in bad:
            from arbiter.errors import IllegalActionError

            raise IllegalActionError(f"{r.chosen[step.key]} can't be chosen here")
    elif isinstance(step, I.DelayedTrigger):
        g.state.delayed.append((step.step, r.item.source, step.instructions,
                                r.ref(step.what), you, r.item.source_name))
    elif isinstance(step, I.If):
        from arbiter.engine.stack.object_conditions import with_objects

        holds = step.condition is None or with_objects(r, step.condition).holds(
            *_cond_args(r))
        for s in (step.then if holds else getattr(step, "otherwise", ())):
            _do(r, s)
    elif isinstance(step, I.Custom) and step.name == "attach_self":
        from arbiter.engine.zones.attachments import may_attach

        for oid in r.ref(step.args[0]):
            # 701.3b: it doesn't move if it can't be attached to that object
            if g.obj(r.item.source).zone == "battlefield" and may_attach(g, r.item.source, oid):
                g.attach(r.item.source, oid)
    elif isinstance(step, I.DiscardChosen):
        _discard_chosen(r, step)
    elif isinstance(step, I.MayDo):
        r.did = False
        yes = g.decide(Decision("may", "you may: " + _describe(step.do), you,
                                [("yes", True), ("no", False)], key="may"))
        if yes:
            for s in step.do:
                _do(r, s)
        if r.did and step.reflexive is not None:
            # 603.12: "When you do" triggers now and is put on the stack next.
            g.pending_triggers.append((r.item.source, step.reflexive, you,
                                       Event("reflexive", r.item.source)))
    elif isinstance(step, I.CreateTokenCopy):
        from arbiter.engine.zones.tokens import create_token_copy

        for oid in r.ref(step.what):
            r.it = create_token_copy(g, oid, you)
    elif isinstance(step, I.ShuffleIntoLibrary):
        from arbiter.engine.keyword_actions import library as library_actions

        cards = []
        if "hand" in step.zones:
            cards += g.state.zone_list("hand", you)
        if "graveyard" in step.zones:
            cards += g.state.zone_list("graveyard", you)
        if "permanents" in step.zones:
            cards += [o for o in g.state.battlefield() if g.obj(o).owner == you]
        for oid in list(cards):
            g.move(oid, "library")
        library_actions.shuffle(g, you)
    elif isinstance(step, I.SetLife):
        g.state.players[you].life = step.n  # 119.5
    elif isinstance(step, I.CopySpell):
        for oid in r.ref(step.what):
            from arbiter.engine.stack.spell_copy import copy_spell

            copy_spell(g, oid, you, step.new_targets)
    elif isinstance(step, I.Scry | I.Surveil):
        from arbiter.engine.keyword_actions import library as library_actions

        (library_actions.scry if isinstance(step, I.Scry) else library_actions.surveil)(
            g, you, step.n)
    elif isinstance(step, I.SearchLibrary):
        _search(r, step)
    elif isinstance(step, I.DamageToYou):
        g.lose_life(you, step.n)
    elif type(step).__name__ == "DealDamage":
        _damage(r, step)
    elif isinstance(step, I.MayPay):
        from arbiter.engine.stack.resolve_instructions import may_pay

        may_pay(r, step)  # 118.3, 118.12
    elif isinstance(step, I.Explore | I.Proliferate | I.GivePlayerCounters
                    | I.CreateEmblem):
        _keyword_action(r, step)
    elif isinstance(step, I.Transform):
        from arbiter.engine.keyword_actions.transform import transform_by

        for oid in r.ref(step.what):
            transform_by(g, oid, r.item)  # 701.27
    elif isinstance(step, I.SetDayNight):
        from arbiter.engine.keywords.day_night import become

        become(g, step.to)  # 730.1
    elif isinstance(step, I.Unsupported):
        _unsupported(r, step.text)
    else:
        from arbiter.engine.combat.attacking_tokens import do_attacking_tokens
        from arbiter.engine.keyword_actions.cloak import do_cloak
        from arbiter.engine.keyword_actions.designations import do_designation
        from arbiter.engine.keyword_actions.exchange import do_exchange
        from arbiter.engine.keyword_actions.transform_choice import do_transform_choice
        from arbiter.engine.keywords.phasing import do_phasing
        from arbiter.engine.keywords.soulbond import do_soulbond
        from arbiter.engine.stack.resolve_instructions import do_more
        from arbiter.engine.stack.trigger_actions import do_trigger_action

        if not (do_more(r, step) or do_trigger_action(r, step) or do_soulbond(r, step)
                or do_designation(r, step) or do_exchange(r, step) or do_attacking_tokens(r, step)
                or do_transform_choice(r, step) or do_phasing(r, step)
                or do_cloak(r, step)):
            _unsupported(r, f"{type(step).__name__} instruction")
    g.state.touch()


def _keyword_action(r: _Run, step: Any) -> None:
    """701.44 explore, 701.34 proliferate, 122.1 counters on players, 114.2 emblems."""
    from arbiter.engine.keyword_actions import counters_and_emblems as ka

    g, you = r.game, r.item.controller
    if isinstance(step, I.Explore):
        for oid in r.ref(step.what):
            ka.explore(g, oid)
    elif isinstance(step, I.Proliferate):
        ka.proliferate(g, you)
    elif isinstance(step, I.CreateEmblem):
        r.it = ka.create_emblem(g, you, step.abilities, g.quick_name(r.item.source))
    else:
        who = _players(g, you, step.who) if isinstance(step.who, str) else [
            t[1] if isinstance(t, tuple) else t for t in r.ref(step.who)]
        for p in who:
            have = ka.player_counters(g.state.players[p]).get(step.kind, 0)
            ka.give_player_counters(g, p, step.kind, step.n if step.until is None
                                    else step.until - have)


def _damage(r: _Run, step: Any) -> None:
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
    amount = step.amount
    from arbiter.rules.values import ChosenX, EventAmount, ThatMany

    if isinstance(amount, EventAmount | ThatMany | ChosenX) or hasattr(amount, "at_resolution"):
        amount = _number(r, amount)  # at_resolution: e.g. counters removed as a cost (602.2b)
    elif not isinstance(amount, int):
        view, ctx = _cond_args(r)
        amount = amount.value(view, src, ctx)  # "damage equal to its power": the source's
    from arbiter.engine.replacement.damage import deal

    total = 0
    recipients: list[Any] = []
    if isinstance(step.to, str):
        recipients = [("player", p) for p in _players(g, r.item.controller, step.to)]
    else:
        for target in r.ref(step.to):
            recipients.append(target if isinstance(target, tuple) and target[0] == "player"
                              else ("permanent", target))
    for kind, ident in recipients:
        dealt = deal(g, src, (kind, ident), amount)
        total += dealt
        if dealt > 0:  # 120.1 / 615: damage actually dealt ("dealt damage this way")
            r.dealt.append(("player", ident) if kind == "player" else ident)
    r.dealing[src] = r.dealing.get(src, 0) + total
    if not getattr(step, "together", False):
        _damage_events(r)  # else dealt at the same time as the next instruction's (120.4)


def _damage_events(r: _Run) -> None:
    """603.2c: one "deals damage" event per source for the damage dealt at once; the
    abilities it triggers trigger now (120.4b)."""
    from arbiter.engine.replacement.damage import dealt_event, triggers_now

    for source, amount in r.dealing.items():
        dealt_event(r.game, source, amount)
    r.dealing = {}
    triggers_now(r.game)


def _number(r: _Run, n: Any) -> int:
    """A number as the instruction is carried out: a constant, "that much" (the triggering
    event's amount, 603.2), or a Value counted now."""
    from arbiter.rules.values import EventAmount, ThatMany

    if isinstance(n, int):
        return n
    if isinstance(n, EventAmount):
        return int(r.item.choices.get("event_amount") or 0)
    if hasattr(n, "at_resolution"):
        return int(n.at_resolution(r))  # e.g. last known information (608.2h)
    if isinstance(n, ThatMany):
        return r.count
    from arbiter.rules.values import Scaled

    if isinstance(n, Scaled) and isinstance(n.inner, EventAmount | ThatMany):
        return _number(r, n.inner) * n.factor  # "twice that many"
    from arbiter.rules.values import ChosenX

    if isinstance(n, ChosenX):
        return int(r.chosen.get("x") or 0)  # 107.3a: X as announced
    if getattr(n, "of_event_object", False):
        # 603.2: a number about the object the triggering event names ("that spell")
        view, ctx = _cond_args(r)
        return int(n.value(view, r.item.choices.get("event_obj"), ctx))
    return int(n.value(*_value_args(r)))


def _value_args(r: _Run) -> tuple[LayerView, int, EffectContext]:
    view, ctx = _cond_args(r)
    return view, r.item.source, ctx


def _describe(steps: tuple[Any, ...]) -> str:
    return ", ".join(type(s).__name__ for s in steps)


def _discard_chosen(r: _Run, step: I.DiscardChosen) -> None:
    g, you = r.game, r.item.controller
    for _ in range(step.n):
        view, ctx = _cond_args(r)
        hand = [o for o in g.state.zone_list("hand", you) if step.selector is None
                or (o in view.chars and step.selector.matches(view, o, ctx))]
        if not hand:
            return
        pick = g.decide(Decision("discard", "choose a card to discard", you,
                                 [(f"{g.name_of(o)}#{o}", o) for o in hand], key="discard"))
        from arbiter.engine.keyword_actions.discard import discard

        discard(g, pick, you, cause=you)  # 701.9a
        r.did = True


def _search(r: _Run, step: I.SearchLibrary) -> None:
    from arbiter.engine.keyword_actions import library as library_actions
    from arbiter.rules.selectors import Anything

    g, you = r.game, r.item.controller
    if getattr(step, "any_number", False):
        cards = library_actions.search_any_number(g, you, step.selector or Anything(),
                                                  r.item.source)
    else:
        found = library_actions.search(g, you, step.selector or Anything(), r.item.source)
        cards = [] if found is None else [found]
    for card in cards:
        new = g.move(card, step.to, controller=you)
        if new is not None:
            r.it = new.id
            if step.to == "battlefield":
                enter(g, new, tapped=step.tapped)
    library_actions.shuffle(g, you)


def _cond_args(r: _Run) -> tuple[LayerView, EffectContext]:
    view = LayerView(r.game.state, r.game.layers().chars)
    ctx = context_for(view, r.item.source, r.item.controller)
    return view, ctx


def _who(r: _Run, who: Any) -> list[int]:
    """The players an instruction names: "you", "each_opponent", ... or a player Ref
    (a target player, "its controller")."""
    if isinstance(who, str):
        return _players(r.game, r.item.controller, who)
    return [x[1] for x in r.ref(who) if isinstance(x, tuple) and x[0] == "player"]


def _players(g: Game, you: int, who: str) -> list[int]:
    if who == "you":
        return [you]
    if who in ("each_opponent", "target_opponent", "opponent"):
        return g.opponents(you)
    return g.apnap()


def _return(r: _Run, step: I.ReturnToBattlefield) -> None:
    g = r.game
    for oid in r.ref(step.what):
        obj = g.obj(oid)
        if obj.zone.startswith("left:"):
            # Find the card where it went (400.7: it is a new object there).
            oid = _follow(g, oid)
            if oid is None:
                continue
            obj = g.obj(oid)
            if obj.zone.startswith("left:"):
                continue  # 400.7: it has moved on since; a new object again
        owner = obj.owner
        new = g.move(oid, "battlefield", controller=r.item.controller if step.under_you
                     else owner)
        if new is None:
            continue
        enter(g, new, tapped=step.tapped, effect_parts=step.effect_parts,
              effect_controller=r.item.controller, effect_source=r.item.source,
              choices=dict(r.chosen))
        r.it = new.id


def _follow(g: Game, oid: int) -> int | None:
    for ev in reversed(g.events + getattr(g, "_past_events", [])):
        if ev.kind == "zone_change" and ev.obj == oid:
            return ev.new_id
    return None


def _counter(r: _Run, step: I.CounterTarget) -> None:
    from arbiter.engine.stack.items import find_item
    from arbiter.rules.uncounterable import cant_be_countered

    g = r.game
    for t in r.ref(step.what):
        # A spell is targeted as its object on the stack; an ability as its stack item.
        item = find_item(g, t) or next((it for it in g.state.stack_items
                                        if it.kind == "spell" and it.source == t), None)
        if item is None:
            continue
        if item.kind == "spell" and cant_be_countered(g, item.source):
            # 701.6a / 113.6g: a spell that can't be countered stays on the stack.
            g.log(f"{item.describe()} can't be countered")
            continue
        g.state.stack_items.remove(item)
        g.state.touch()
        g.log(f"{item.describe()} is countered")
        if item.kind == "spell":
            from arbiter.engine.stack.items import leave_stack

            leave_stack(g, item.source, "exile" if step.exile else "graveyard")
            continue
        # The source's characteristics as the ability is countered (or last known).
        types = frozenset(g.chars(item.source).types) if g.obj(item.source).zone == \
            "battlefield" else item.source_types
        if step.then_if_source_is and g.obj(item.source).zone != "battlefield":
            continue  # 109.2: "an ability of an artifact" is one of a permanent (400.7)
        if not step.then_if_source_is or types & step.then_if_source_is:
            r.it = item.source
            for s in step.then:
                _do(r, s)
