"""The scenario actions (scenario-format.md), each carried out through the engine's rules.

Each handler gets an action already checked by `scenario.schema` (its keys, their types and
values); `respond: true` may be written on the action or inside its mapping.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine import sba
from arbiter.engine.keyword_actions.face_down import turn_face_up
from arbiter.engine.replacement.entering import enter
from arbiter.engine.turn import steps
from arbiter.scenario import combat_actions

if TYPE_CHECKING:
    from arbiter.scenario.runner import Runner


def _cast(r: Runner, act: dict[str, Any]) -> None:
    r.cast(act)


def _activate(r: Runner, act: dict[str, Any]) -> None:
    r.activate(act)


def _resolve(r: Runner, act: dict[str, Any]) -> None:
    r.resolve(act["resolve"])


def _attach(r: Runner, act: dict[str, Any]) -> None:
    spec = act["attach"]
    with r.focus("card"):
        oid = r.find(spec["card"])
    with r.focus("to"):
        host = r.find(spec["to"])
        r.game.attach(oid, host)
        r.check_attach(oid, host)
    r.settle({**act, **spec})


def _counters(r: Runner, act: dict[str, Any]) -> None:
    spec = act["counters"]
    with r.focus("on"):  # the loader keeps a bare `on` key a word (not YAML 1.1's true)
        oid = r.find(spec["on"])
    for kind, n in (spec.get("add") or {}).items():
        r.game.put_counters(oid, str(kind), int(n))
    for kind, n in (spec.get("remove") or {}).items():
        r.game.remove_counters(oid, str(kind), int(n))
    r.settle({**act, **spec})


def _enter(r: Runner, act: dict[str, Any]) -> None:
    """Put a card onto the battlefield without casting it: an object the scenario already
    has (by alias) moves there; a card name not yet in the game is created there."""
    from arbiter.scenario.errors import ScenarioError

    spec = act["enter"]
    game = r.game
    with r.focus("controller"):
        controller = r.player(spec["controller"]) if "controller" in spec else None
    if "cards" in spec:
        _enter_together(r, act, spec, controller)
        return
    try:
        oid: int | None = r.find(spec["card"])
    except ScenarioError:
        oid = None
    if oid is not None and not game.obj(oid).zone.startswith("left:") and \
            game.obj(oid).zone != "battlefield":
        new = game.move(oid, "battlefield", controller=controller)
        if new is None:
            raise r.fail(f"{spec['card']} can't enter the battlefield (it ceased to exist)")
        if "as" in spec:
            new.alias = spec["as"]
    else:
        owner = game.state.turn.active if controller is None else controller
        with r.focus("card"):
            name = r.card_name(spec["card"])
        # A double-faced card named by its back face enters with that face up.
        _, face = r.catalog.db.face(str(spec["card"]))
        args = {"owner": owner, "controller": owner, "alias": spec.get("as"),
                "card": name, "face": face}
        new = game.state.add_object(args, "battlefield")
    choices = {k: r.value(v, _obj_decision()) if k in ("copy", "creature") else v
               for k, v in (spec.get("choices") or act.get("choices") or {}).items()}
    r.decider.local = dict(choices)
    with r.focus("choices", "mode"):
        r.check_mode(new.id, choices)
    enter(game, new, choices=choices, tapped=bool(spec.get("tapped")))
    r.settle({**act, **spec})


def _enter_together(r: Runner, act: dict[str, Any], spec: dict[str, Any],
                    controller: int | None) -> None:
    """Several cards put onto the battlefield at once (one event, 603.6a; 603.10a-style
    "whenever one or more" abilities see them together): each is created or moved there
    first, then each finishes entering (614.1c, 614.12, 702.145b's "enters transformed")."""
    game = r.game
    owner = game.state.turn.active if controller is None else controller
    moved = []
    for i, ref in enumerate(spec["cards"]):
        r.loc = (*r.loc, "cards", i)
        try:
            oid = _existing(r, ref)
            if oid is None:
                _, face = r.catalog.db.face(str(ref))
                moved.append(game.state.add_object(
                    {"owner": owner, "controller": owner, "card": r.card_name(ref),
                     "face": face}, "battlefield"))
            elif (new := game.move(oid, "battlefield", controller=controller)) is not None:
                moved.append(new)
        finally:
            r.loc = r.loc[:-2]
    r.decider.local = dict(spec.get("choices") or act.get("choices") or {})
    for new in moved:
        others = frozenset(o.id for o in moved if o is not new)  # 614.12: one event
        enter(game, new, tapped=bool(spec.get("tapped")), together=others)
    r.settle({**act, **spec})


def _existing(r: Runner, ref: Any) -> int | None:
    """An object the scenario already has, not on the battlefield (None: a new card)."""
    from arbiter.scenario.errors import ScenarioError

    try:
        oid = r.find(ref)
    except ScenarioError:
        return None
    o = r.game.obj(oid)
    return None if o.zone.startswith("left:") or o.zone == "battlefield" else oid


def _obj_decision() -> Any:
    from arbiter.engine.decisions import Decision

    return Decision("choose_object", "", 0)


def _move(r: Runner, act: dict[str, Any]) -> None:
    spec = act["move"]
    to = str(spec["to"])
    with r.focus("card"):
        oid = r.find(spec["card"])
    r.decider.local = dict(act.get("choices") or spec.get("choices") or {})
    new = r.game.move(oid, to)
    if new is not None and to == "battlefield":
        enter(r.game, new)
    r.settle({**act, **spec})


def _turn_face_up(r: Runner, act: dict[str, Any]) -> None:
    oid = r.find(act["turn_face_up"])
    if r.game.obj(oid).face_down is None:
        raise r.fail(f"{act['turn_face_up']} is not face down")
    turn_face_up(r.game, oid)
    r.settle(act)


def _suspend(r: Runner, act: dict[str, Any]) -> None:
    """116.2f / 702.62a: the special action of suspending a card from its owner's hand."""
    from arbiter.engine.keywords.suspend import suspend

    by = r.player(act["by"]) if "by" in act else r.game.state.turn.active
    oid = r._in_zone(act["suspend"], "hand", by)
    r.decider.local = dict(act.get("choices") or {})
    suspend(r.game, by, oid)
    r.settle(act)


def _roll_planar_die(r: Runner, act: dict[str, Any]) -> None:
    """901.9 / 116.2i: the special action of rolling the planar die (`face`: what it shows)."""
    from arbiter.engine.turn.planar_die import roll_planar_die

    by = r.player(act["roll_planar_die"])
    r.decider.local = dict(act.get("choices") or {})
    roll_planar_die(r.game, by, act.get("face"))
    r.settle(act)


def _unlock(r: Runner, act: dict[str, Any]) -> None:
    """709.5e / 116.2m: the special action of paying a locked door's mana cost to unlock it
    (`by`: the player taking it, left out the active player)."""
    from arbiter.engine.keyword_actions.rooms import half_index, unlock

    by = r.player(act["by"]) if "by" in act else r.game.state.turn.active
    oid = r.find(act["unlock"])
    r.decider.local = dict(act.get("choices") or {})
    unlock(r.game, by, oid, half_index(r.game, oid, act["door"]))
    r.settle(act)


def _transform(r: Runner, act: dict[str, Any]) -> None:
    """701.27a: an effect transforms the permanent (613.7g: it gets a new timestamp). A
    daybound or nightbound permanent doesn't, and nothing happens (702.145b/e); a card that
    can't transform at all is an error naming why (701.27c)."""
    from arbiter.engine.keyword_actions.transform import is_double_faced, transform

    oid = r.find(act["transform"])
    if not is_double_faced(r.game, oid) and not r.game.obj(oid).merged:
        raise r.fail(f"{act['transform']} is not a double-faced card that can transform "
                     "(701.27c)")
    ch = r.game.chars(oid)
    if not transform(r.game, oid):
        if ch.has_keyword("daybound") or ch.has_keyword("nightbound"):
            # 702.145b / 702.145e: it can't transform except due to daybound or nightbound;
            # an effect that tries does nothing (701.27c's "nothing happens").
            r.game.log(f"{r.game.name_of(oid)} can't transform except due to its daybound "
                       "or nightbound ability (702.145b, 702.145e): nothing happens")
        else:
            raise r.fail(f"{act['transform']} can't transform now (face down, 712.15a)")
    r.settle(act)


def _set(r: Runner, act: dict[str, Any]) -> None:
    spec = act["set"]
    with r.focus("player"):
        p = r.game.state.players[r.player(spec["player"])]
    if "life" in spec:
        p.life = int(spec["life"])
    r.game.state.touch()
    sba.run(r.game)


class _Passing:
    """Through the real game loop, every player passes priority and declares no attackers
    or blockers; other decisions (a cleanup discard, a trigger's target) go to the
    scenario's answers."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def decide(self, d: Any) -> Any:
        if d.kind == "priority":
            from arbiter.engine.turn.priority import PASS

            return PASS
        if d.kind in ("attack", "block"):
            return None
        return self.inner.decide(d)


def _pass(r: Runner, act: dict[str, Any]) -> None:
    """500.2 / 117.4: players pass until the named point; the loop carries out the
    turn-based actions, triggers and cleanup of every step on the way."""
    from arbiter.engine.turn import loop

    what = act["pass"]
    game = r.game
    t = game.state.turn
    start_turn, start_step = t.number, t.step
    if isinstance(what, dict) and "to" in what:
        target = str(what["to"])
        if target not in steps.STEPS:
            raise r.fail(f"unknown step {target!r} (one of: {', '.join(steps.STEPS)})")

        def done() -> bool:
            return t.step == target and t.stage == "priority" and \
                (t.step != start_step or t.number != start_turn)
    elif what in ("end_of_turn", "next_turn"):
        def done() -> bool:
            return t.number != start_turn and t.stage == "priority"
    elif what == "next_step":
        def done() -> bool:
            return (t.step != start_step or t.number != start_turn) and t.stage == "priority"
    else:
        raise r.fail(f"unknown pass {what!r} (end_of_turn, next_turn, next_step, {{to: step}})")
    saved = game.decider
    game.decider = _Passing(saved)
    try:
        steps.resolve_all(game)
        t.stage = "priority"
        for _ in range(2000):
            if loop.is_over(game):
                break
            loop.step(game)
            if done():
                break
    finally:
        game.decider = saved
    r.settle(act)


HANDLERS = {
    "cast": _cast, "activate": _activate, "resolve": _resolve, "attach": _attach,
    "counters": _counters, "enter": _enter, "move": _move, "turn_face_up": _turn_face_up,
    "transform": _transform, "set": _set, "pass": _pass,
    "attack": combat_actions.attack, "block": combat_actions.block, "play": combat_actions.play,
    "suspend": _suspend, "roll_planar_die": _roll_planar_die, "unlock": _unlock,
}
