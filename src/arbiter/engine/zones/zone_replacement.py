"""614.1a / 614.6 / 616.1: where a moving object goes after zone-change replacement effects
("If it would be put into <zone>, <other zone> instead"), each applied at most once (614.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def destination(game: Game, oid: int, from_zone: str, zone: str,
                controller: int | None = None) -> str:
    """614.1a / 614.6: "If it would be put into <zone>, <other zone> instead." Each
    replacement applies at most once to the event (614.5); the object's controller (or
    owner) chooses the order when several apply (616.1)."""
    from arbiter.engine.rules_effects import rules_in

    res = game._zone_snapshot if game.state.batch_depth else None
    if res is None:
        res = game.layers()
        if game.state.batch_depth:
            game._zone_snapshot = res  # the rest of this action's events see the same
    if oid not in res.chars and from_zone != "library":
        res = game.layers()  # an object that wasn't there as the action began
    from arbiter.engine.replacement.rules_counters import finality_exiles
    from arbiter.engine.zones.graveyard_replacement import graveyard_exiles

    ch = res.chars.get(oid)  # cards in libraries carry no effects of their own
    chooser = ch.controller if ch is not None else game.obj(oid).owner  # 616.1
    own = rules_in(res, oid, "replace_zone_change") if ch is not None else []
    from arbiter.engine.zones import shuffle_instead

    if from_zone != "battlefield":  # 113.6b: "from anywhere" works in every zone
        known = [d for _e, d in own]
        own = own + [(e, d) for e, d in shuffle_instead.from_anywhere(game, res, oid)
                     if d not in known]
    game._shuffle_in = game._library_top = None
    if zone == "battlefield" and from_zone != "battlefield":
        from arbiter.engine.replacement.entering_costs import replaced_by_action

        if replaced_by_action(game, oid, from_zone, controller):  # 614.1a: Lotus Vale
            zone = "graveyard"
    anywhere: list[tuple[Any, Any]] | None = None  # found once, if it goes to a graveyard
    entering: list[tuple[Any, Any]] | None = None  # found once, if it would enter
    done: set[tuple] = set()
    while True:
        found = own
        if zone == "graveyard":  # "... into a graveyard from anywhere, ... instead"
            if anywhere is None:  # 122.1h: a finality counter's too
                anywhere = graveyard_exiles(game, res, oid) + finality_exiles(
                    game, oid, from_zone)
            found = own + anywhere
        if zone == "battlefield":  # "If a nontoken creature would enter ..., exile it"
            if entering is None:  # 614.12 (`engine.replacement.entering_exiled`)
                from arbiter.engine.replacement.entering_exiled import entry_exiles

                entering = entry_exiles(game, res, oid, from_zone, controller)
            found = own + entering
        options = [(e, d) for e, d in found
                   if d and (d[0] in ("any", from_zone)) and d[1] == zone
                   and e.key not in done]
        if not options:
            return zone
        pick = options[0]
        if len(options) > 1:
            pick = game.decide(Decision(
                "replacement", "choose the replacement effect to apply first",
                chooser, [(f"{e.name}: {d[2]} instead", (e, d)) for e, d in options],
                key="replacement"))
        effect, detail = pick
        done.add(effect.key)
        game._exile_linked_to = effect.source if "linked" in detail[3:] else None
        game.log(f"{game.quick_name(oid)} would go to the {zone}; "
                 f"{detail[2]} instead ({effect.name})")
        zone = detail[2]
        if shuffle_instead.shuffles(detail):
            game._shuffle_in = oid
        game._library_top = oid if detail[3:4] == ("top",) else None
        _and_then(game, res, effect, detail)


def place_in_library(game: Game, oid: int, new: Any, zone: str) -> None:
    """Where in its owner's library a zone-change replacement put `oid` (now `new`): the
    library shuffled (701.24a, `engine.zones.shuffle_instead`), or the card on top (401.1:
    the top card is the first of the library's order; a move puts a card at the bottom)."""
    shuffle_it, top = game._shuffle_in == oid, game._library_top == oid
    game._shuffle_in = game._library_top = None
    if zone != "library" or new is None or new.zone != "library":
        return
    if shuffle_it:
        from arbiter.engine.keyword_actions.library import shuffle

        shuffle(game, new.owner)
    elif top:
        library = game.state.zone_list("library", new.owner)
        library.remove(new.id)
        library.insert(0, new.id)
        game.state.touch()


def _and_then(game: Game, res: Any, effect: Any, detail: tuple) -> None:
    """614.1a: "instead exile it and <effect>": the rest of what happens instead, done for
    the replacement's controller (its source's controller as the event began)."""
    then = next((d[1] for d in detail[3:] if isinstance(d, tuple) and d[:1] == ("then",)),
                None)
    if not then:
        return
    from arbiter.engine.stack import resolve
    from arbiter.engine.stack.items import StackItem

    source = effect.source
    controller = res.chars[source].controller if source in res.chars else effect.controller
    item = StackItem(0, "triggered", source, None, controller, [],
                     source_name=game.name_of(source))
    resolve.run(game, item, then)
