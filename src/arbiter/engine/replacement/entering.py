"""Putting a permanent onto the battlefield: replacement effects that apply as it enters
(614.1c "enters with", 614.12 "as enters", 707.5 "enter as a copy"), its starting counters
(306.5b loyalty, 310.4b defense, 702.176a impending) and the "enters" event (603.6a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.choice_options import choice_options
from arbiter.engine.decisions import Decision
from arbiter.engine.layer_status import touch_status
from arbiter.engine.replacement import entering_abilities, reveal_or_tapped
from arbiter.engine.triggers.chosen_player import chosen_player, player_options
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import ReplacementAbility
from arbiter.rules.copiable import CopyValues
from arbiter.rules.entered_selectors import ENTERED_TURN
from arbiter.rules.view import LayerView, context_for
from arbiter.state.effects import WHILE_ATTACHED, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.parts import Part
    from arbiter.state.objects import GameObject


def enter(
    game: Game,
    obj: GameObject,
    *,
    choices: dict[str, Any] | None = None,
    tapped: bool = False,
    effect_parts: tuple[Part, ...] = (),
    effect_controller: int | None = None,
    effect_source: int | None = None,
    silent: bool = False,
    together: frozenset[int] = frozenset(),
    counters: tuple[tuple[str, int], ...] = (),
) -> GameObject:
    """Finish `obj`'s entering the battlefield (it is already in the battlefield zone).
    `together`: the other objects entering in the same event, which the conditions of its
    replacement effects don't see (614.1c, 614.12: they look at the game before the event);
    `counters`: those the effect putting it there says it enters with (122.6, 614.1c)."""
    if obj.zone != "battlefield":
        return obj  # 614.6: its entering was replaced (it went elsewhere instead)
    state = game.state
    obj.tapped = tapped
    obj.controlled_since = state.turn.number
    if choices:
        obj.choices.update({k: v for k, v in choices.items() if k != "copy"})
    if not silent:  # "that entered this turn" (a scenario's setup isn't a turn's entering)
        obj.choices[ENTERED_TURN] = state.turn.number
    if effect_parts:
        # 611.2e / 613.7n: an effect that puts it onto the battlefield and sets its
        # characteristics applies as it enters, timestamped after its own statics.
        state.effects.append(ContinuousEffect(
            key=("enters_with", obj.id, state.new_timestamp()),
            source=effect_source, source_name=game.name_of(effect_source)
            if effect_source is not None else "effect",
            timestamp=(state.new_timestamp(),),
            controller=obj.controller if effect_controller is None else effect_controller,
            parts=effect_parts, locked=frozenset({obj.id}), anchor=obj.id,
            duration=WHILE_ATTACHED,
        ))
        state.touch()
    from arbiter.engine.keywords import day_night

    day_night.as_enters(game, obj)  # 702.145b: at night, a daybound card enters transformed
    _replacements(game, obj, choices or {}, together)
    from arbiter.engine.keywords import counter_keywords

    counter_keywords.as_enters(game, obj)  # 614.1c: modular, devour, riot, tribute ...
    from arbiter.engine.keywords import upkeep_keywords

    if not silent:  # a scenario's setup places it with the counters it lists
        upkeep_keywords.as_enters(game, obj)  # 702.32a fading, 702.63a vanishing
    for kind, n in counters:
        game.put_counters(obj.id, kind, n)  # 122.6: "with a +1/+1 counter on it"
    from arbiter.engine.replacement import additional_counters

    additional_counters.apply(game, obj)  # 614.1c: other objects' "enters with an additional"
    from arbiter.engine.mana import riders

    riders.as_enters(game, obj)  # 106.6, 614.1c: mana spent on it adds a counter
    from arbiter.engine.replacement import entering_tapped

    entering_tapped.apply(game, obj)  # 614.1c: other objects' "<permanents> enter tapped"
    from arbiter.engine.keywords import sagas

    if not silent:  # a scenario's setup places a Saga with the lore counters it lists
        sagas.as_enters(game, obj)  # 714.3a: a Saga enters with a lore counter
    ch = game.chars(obj.id)
    if obj.cast_with == "impending":
        # 702.176a: "it enters with N time counters".
        for kw in ch.keyword_abilities("impending"):
            n = int((kw.param or "0").split("\u2014")[0].strip() or 0)
            game.put_counters(obj.id, "time", n)
    # 306.5b / 310.4b: planeswalkers and battles enter with loyalty / defense counters.
    if "Planeswalker" in ch.types and ch.loyalty:
        loyalty = ch.loyalty
        if ch.has_keyword("compleated"):
            # 702.150a: two fewer for each Phyrexian symbol its caster paid with life.
            loyalty = max(0, loyalty - 2 * int((choices or {}).get("phyrexian_life") or 0))
        game.put_counters(obj.id, "loyalty", loyalty)
    if "Battle" in ch.types and ch.defense:
        game.put_counters(obj.id, "defense", ch.defense)
    day_night.enforce(game)  # 702.145d/g: a daybound or nightbound permanent is here
    if not silent:
        # "if an artifact entered the battlefield under your control this turn": as it entered
        state.turn.entered.append((obj.id, ch.controller, ch.clone()))
        touch_status(game)  # what happened this turn (`engine.layer_status`)
        # 110.5b: the status it entered with ("when this land enters untapped", 603.2)
        # 603.2: the zone it came from ("when this creature enters from a graveyard")
        game.emit(Event("enters", obj.id, extra="tapped" if obj.tapped else None,
                        from_zone=_entered_from(game, obj)))
    return obj


def _entered_from(game: Game, obj: GameObject) -> str | None:
    """400.7: the zone the card that became `obj` was in (its zone change, just emitted);
    None for a token created on the battlefield (111.1), which came from no zone."""
    if obj.token is not None:
        return None
    for ev in reversed(game.state.events):
        if ev.kind == "zone_change" and ev.new_id == obj.id:
            return ev.from_zone
    return None


def _replacements(game: Game, obj: GameObject, choices: dict[str, Any],
                  together: frozenset[int] = frozenset()) -> None:
    done: set[tuple] = set()
    while True:
        ch = game.chars(obj.id)
        todo = [(a.key, a.ability) for a in ch.abilities
                if isinstance(a.ability, ReplacementAbility)
                and (a.key, a.ability.text) not in done]
        if not todo:
            return
        key, ab = todo[0]
        done.add((key, ab.text))
        _apply_replacement(game, obj, ab, choices, together)


def _refuse_entering_action(game: Game, obj: GameObject, pick: int, values: Any) -> None:
    """614.12: a permanent entering as a copy of Lotus Vale or Mox Diamond has, as it would
    exist, the copied "If this permanent would enter, <action> instead" and must do it
    (`engine.replacement.entering_costs` looks only at printed cards): the game stops,
    naming the rule, rather than letting it enter for free."""
    from arbiter.rules.entering_costs import KIND

    if any(isinstance(a, ReplacementAbility) and a.kind == KIND for a in values.abilities):
        from arbiter.errors import UnsupportedTextError

        raise UnsupportedTextError(game.name_of(obj.id), f"entering as a copy of "
                                   f"{game.name_of(pick)}, whose ability replaces its "
                                   "entering by an action (614.12)")


def _apply_replacement(game: Game, obj: GameObject, ab: ReplacementAbility,
                       choices: dict[str, Any], together: frozenset[int] = frozenset()) -> None:
    kind = ab.kind
    if kind == "enters_as_copy":
        selector, exceptions, optional, *rest = ab.spec
        res = game.layers()
        view = LayerView(game.state, res.chars)
        ctx = context_for(view, obj.id, obj.controller, from_static=True)
        options = [(game.name_of(o), o) for o in sorted(res.chars)
                   if o != obj.id and game.obj(o).zone in selector.zones()
                   and selector.matches(view, o, ctx)]
        pick = choices.get("copy") if "copy" in choices else game.decide(Decision(
            "choose_object", f"{ab.text}: choose what it copies", obj.controller,
            options, optional=optional, key="copy"))
        if pick is None:
            return
        if pick not in [o for _, o in options]:
            from arbiter.errors import IllegalActionError

            raise IllegalActionError(
                f"{game.name_of(pick)} can't be chosen for {ab.text!r}")
        values = res.copiable[pick]
        _refuse_entering_action(game, obj, pick, values)
        if exceptions is not None and (exceptions.this_ability or exceptions.own_name):
            from arbiter.rules.printed import pristine

            # 707.9b: "except its name is ~": the name printed on the card entering
            exceptions = exceptions.resolved_with(ab, pristine(obj, game.catalog).name)
        game.state.effects.append(ContinuousEffect(
            key=("copy", obj.id, game.state.new_timestamp()), source=obj.id,
            source_name=game.name_of(obj.id) if obj.alias else (res.chars[obj.id].name or ""),
            timestamp=(obj.timestamp,), controller=obj.controller,
            parts=(CopyValues(values=values, exceptions=exceptions, of_name=values.name or ""),),
            locked=frozenset({obj.id}), anchor=obj.id, duration=WHILE_ATTACHED,
            label=f"{res.chars[obj.id].name} (enters as a copy, 707.5)",
        ))
        obj.choices["copied"] = pick
        if rest and rest[0]:  # 614.1c: "enter tapped as a copy" (tapped only if it copies)
            obj.tapped = True
        game.state.touch()
    elif kind == "as_enters_choose":
        what = ab.choice or "choice"
        # "choose a color other than red": the colors named in `spec` can't be chosen
        excluded = set(ab.spec) if what == "color" else set()
        if what == "word":
            value = _word(game, ab, choices, obj.controller)  # 614.12: one of the two words
        elif what in choices:
            value = chosen_player(game, what, choices[what])  # "choose an opponent"
            if what == "card_name":
                value = _card_name(game, value, "nonland" in ab.spec)
            if what == "basic_land_type" and (value, value) not in choice_options(game, what):
                from arbiter.errors import IllegalActionError

                raise IllegalActionError(f"{ab.text}: {value} isn't a basic land type (205.3i)")
            if str(value).lower() in excluded:
                from arbiter.errors import IllegalActionError

                raise IllegalActionError(f"{ab.text}: {value} can't be chosen")
        else:
            options = [o for o in choice_options(game, what) if o[1] not in excluded] \
                or player_options(game, what, obj.controller)  # 614.12 (`chosen_player`)
            if what == "card_name" and "nonland" in ab.spec:
                options = [(n, n) for n in _names(game, True)]  # "a nonland card name"
            value = game.decide(Decision(what, f"{ab.text}: choose a {what.replace('_', ' ')}",
                                         obj.controller, options, key=what))
        obj.choices[what] = value
        if what == "creature" and isinstance(value, int):
            # 707.2c: the copiable values a copy effect uses are fixed when it begins.
            obj.choices["copy_values"] = game.layers().copiable.get(value)
        game.state.touch()
    elif kind == "enters_with_counters":
        counter_kind, n = ab.spec[:2]
        # 614.1c: "enters with ... if <condition>" (a third element of `spec`)
        if len(ab.spec) > 2 and ab.spec[2] is not None and \
                not _holds(game, obj, ab.spec[2], together):
            return
        n = _count(game, obj, n)
        if isinstance(counter_kind, tuple):
            pick = choices.get("counter") or game.decide(Decision(
                "counter", f"{ab.text}: choose a counter", obj.controller,
                [(k, k) for k in counter_kind], key="counter"))
            counter_kind = pick
        game.put_counters(obj.id, str(counter_kind), n)
    elif kind == entering_abilities.KIND:  # 614.1c: "and with <abilities>"
        cond = ab.spec[1]
        entering_abilities.apply(game, obj, ab, cond is None or _holds(game, obj, cond,
                                                                          together))
    elif kind == "enters_tapped":
        # 614.1c: "enters tapped"; with a condition in `spec`, "enters tapped unless
        # <condition>" (judged as it enters, for it and its controller; 614.12: the
        # permanents entering with it aren't there yet).
        if not ab.spec or not _holds(game, obj, ab.spec[0], together):
            obj.tapped = True
    elif kind == "as_enters_pay_life_or_tapped":
        _pay_life_or_tapped(game, obj, ab, choices)
    elif kind == reveal_or_tapped.KIND:
        if not reveal_or_tapped.revealed(game, obj, ab, choices):
            obj.tapped = True  # 614.12: "If you don't, it enters tapped."
    elif kind == "as_enters_becomes":
        # 614.12 / 613.2a: the chosen option is a copiable (layer 1a) effect.
        from arbiter.rules.copiable import ApplyCopyExceptions

        n = choices.get("mode") or game.decide(Decision(
            "mode", f"{ab.text}: choose", obj.controller,
            [(str(i + 1), i + 1) for i in range(len(ab.spec))], key="mode"))
        option = ab.spec[int(n) - 1]
        game.state.effects.append(ContinuousEffect(
            key=("as_enters", obj.id, game.state.new_timestamp()), source=obj.id,
            source_name=game.name_of(obj.id), timestamp=(obj.timestamp,),
            controller=obj.controller, parts=(ApplyCopyExceptions(option),),
            locked=frozenset({obj.id}), anchor=obj.id, duration=WHILE_ATTACHED))
        game.state.touch()
    elif kind == "as_enters_do":
        from arbiter.engine.stack import resolve
        from arbiter.engine.stack.items import StackItem

        item = StackItem(0, "triggered", obj.id, None, obj.controller, [],
                         source_name=game.name_of(obj.id))
        resolve.run(game, item, ab.spec)


def _pay_life_or_tapped(game: Game, obj: GameObject, ab: ReplacementAbility,
                        choices: dict[str, Any]) -> None:
    """614.12: "As ~ enters, you may pay N life. If you don't, it enters tapped." The
    controller chooses as it enters; 119.4: life can be paid only while the life total is at
    least the amount (paying life is losing it, 119.3)."""
    n = int(ab.spec[0])
    player = obj.controller
    able = game.state.players[player].life >= n
    if "pay_life" in choices:
        pay = bool(choices["pay_life"]) and able
    elif able:
        pay = bool(game.decide(Decision(
            "may", f"{ab.text}: pay {n} life?", player, [(f"pay {n} life", True)],
            optional=True, key="pay_life")))
    else:
        pay = False
    if pay:
        game.lose_life(player, n)
    else:
        obj.tapped = True


def _count(game: Game, obj: GameObject, n: Any) -> int:
    """A number of counters: an int, "X" (107.3m: the X its spell was cast with; 0 when it
    wasn't cast with one) or a `rules.values.Value` counted as it enters."""
    if isinstance(n, int):
        return n
    if n == "X":
        return int(obj.choices.get("x", 0) or 0)
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, obj.id, obj.controller)
    return int(n.value(view, obj.id, ctx))


def _holds(game: Game, obj: GameObject, condition: Any,
           together: frozenset[int] = frozenset()) -> bool:
    chars = game.layers().chars
    if together:  # 614.12: the game as it is before the event
        chars = {k: v for k, v in chars.items() if k not in together}
    view = LayerView(game.state, chars)
    ctx = context_for(view, obj.id, obj.controller)
    return bool(condition.holds(view, ctx))


def _names(game: Game, nonland: bool) -> tuple[str, ...]:
    """201.4: the names a player may choose ("a nonland card name": of nonland cards)."""
    from arbiter.engine.keyword_actions.named_discard import nonland_card_names
    from arbiter.rules.chosen_names import card_names

    return nonland_card_names(game.catalog.db) if nonland else card_names(game.catalog.db)


def _card_name(game: Game, value: Any, nonland: bool = False) -> str:
    """201.4: a chosen card name must be the name of a card (or of one face or half); "a
    nonland card name", of a nonland card."""
    from arbiter.errors import IllegalActionError

    want = str(value).lower()
    found = next((n for n in _names(game, nonland) if n.lower() == want), None)
    if found is None:
        raise IllegalActionError(f"{value!r} isn't the name of a {'nonland ' * nonland}card "
                                 "(201.4)")
    return found


def _word(game: Game, ab: ReplacementAbility, choices: dict[str, Any], player: int) -> str:
    """614.12: "As this enchantment enters, choose Khans or Dragons.": one of the words
    (`compiler.chosen_word_sections`), chosen by the permanent's controller."""
    words = [str(w) for w in ab.spec]
    if "word" in choices:
        if choices["word"] not in words:
            from arbiter.errors import IllegalActionError

            raise IllegalActionError(f"{ab.text}: {choices['word']!r} isn't one of {words}")
        return str(choices["word"])
    return str(game.decide(Decision("word", f"{ab.text}: choose {' or '.join(words)}", player,
                                    [(w, w) for w in words], key="word")))

