"""614.11 / 121.6: static replacement effects on drawing a card, with what happens instead:

    If you would draw a card, draw two cards instead.                  (Thought Reflection)
    If you would draw a card except the first one you draw in each of your draw steps, draw
    two cards instead.                                              (Alhammarret's Archive)
    If an opponent would draw a card except the first one they draw in each of their draw
    steps, instead you create a Treasure token.                                (Hullbreacher)
    If an opponent would draw a card except the first one they draw in each of their draw
    steps, instead that player skips that draw and you draw a card.            (Notion Thief)
    If you would draw a card, you may skip that draw instead.            (Obstinate Familiar)
    If you would draw a card while you have no cards in hand, instead you draw two cards and
    you lose 1 life.                                                       (Blood Scrivener)

Each is a rules effect (`RULE`) of a static ability whose detail is a `DrawInstead`. 121.6a /
614.11: it applies even if the player's library is empty. 121.2 / 614.11a: each card drawn is
one event, and what replaces it is done before the next draw of a sequence. 614.5: a
replacement applies once to an event and to the events that replace it: the draws an effect
makes instead ("draw two cards instead", "you draw a card") are new draws the other draw
replacements may still replace, but not the ones already applied (two Thought Reflections:
four cards; two players' Notion Thieves cancel out). 616.1: the player who would draw
chooses which applies first (dredge and the other draw replacements among them); the
player of a draw made instead chooses for that draw (616.1f).

"Except the first one they draw in each of their draw steps": the draw is replaced unless
it is the player's own draw step and they have drawn no card yet in it (121.1: a card drawn;
a draw replaced by something else draws no card).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 613.11: on the static ability's source; detail: `DrawInstead`.
RULE = "draw_instead"

#: What happens instead of the draw.
DRAW = "draw"  # the controller draws `n` cards ("draw two cards instead")
SKIP = "skip"  # the player skips that draw
STEAL = "steal"  # the player skips that draw and the controller draws a card
TOKEN = "token"  # the controller creates a predefined token (`token`)
DO = "do"  # the controller's instructions are carried out (`instructions`)


@dataclass(frozen=True)
class DrawInstead:
    #: Whose draws: "you" (the controller), "opponent" (an opponent of the controller),
    #: "player" (any player).
    who: str
    outcome: str
    n: int = 1
    #: "you lose N life" after the cards are drawn ("instead you draw two cards and ...").
    life: int = 0
    token: str = ""
    #: "you may ... instead": the player who would draw chooses whether it applies.
    optional: bool = False
    #: "except the first one they draw in each of their draw steps"
    except_first: bool = False
    #: "while you have no cards in hand"
    no_hand: bool = False
    #: `DO`: what happens instead ("you gain 5 life"), carried out for the controller.
    instructions: tuple[Any, ...] = ()
    #: "The next time you would draw a card this turn": a resolved effect used up by the
    #: one draw it replaces.
    once: bool = False

    def describe(self) -> str:
        if self.outcome == DRAW:
            return f"draw {self.n} cards instead" + (
                f" and lose {self.life} life" if self.life else "")
        if self.outcome == TOKEN:
            return f"create a {self.token} token instead"
        if self.outcome == DO:
            return "do what it says instead"
        if self.outcome == STEAL:
            return "skip that draw; its controller draws a card"
        return "skip that draw"


def _first_in_draw_step(game: Game, player: int) -> bool:
    """Would this be the first card `player` draws in their own draw step?"""
    turn = game.state.turn
    if turn.active != player or turn.step != "draw":
        return False
    events = game.state.events[min(turn.events_start, len(game.state.events)):]
    return not any(e.kind == "draw" and e.player == player and e.step == "draw"
                   for e in events)


def applicable(game: Game, player: int,
               applied: frozenset[Any]) -> list[tuple[Any, int, int, DrawInstead]]:
    """(key, source, controller, detail) of each draw replacement that applies to a draw
    `player` would make now, not already applied to this event (614.5)."""
    res = game.layers()
    if not res.rules_effects and not game.state.effects:
        return []
    candidates: list[tuple[Any, int, int, DrawInstead]] = []
    for effects in res.rules_effects.values():  # static abilities (604.1)
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) == RULE and isinstance(p.detail, DrawInstead) \
                        and e.source in res.chars:
                    candidates.append((e.key, e.source, res.chars[e.source].controller,
                                       p.detail))
    for e in game.state.effects:  # resolved effects (611.2a: "the next time ... this turn")
        for p in e.parts:
            if getattr(p, "rule", None) == RULE and isinstance(p.detail, DrawInstead):
                candidates.append((e.key, e.source, e.controller, p.detail))
    found: dict[Any, tuple[Any, int, int, DrawInstead]] = {}
    for key, source, controller, d in candidates:
        if key in applied:
            continue
        if d.who == "you" and player != controller:
            continue
        if d.who == "opponent" and player not in game.opponents(controller):
            continue
        if d.no_hand and game.state.zone_list("hand", player):
            continue
        if d.except_first and _first_in_draw_step(game, player):
            continue
        found[key] = (key, source, controller, d)
    return list(found.values())


def replace_draw(game: Game, player: int, applied: frozenset[Any],
                 others_apply: Callable[[], bool]) -> str:
    """614.11: `player` would draw a card: apply one of the draw replacements here, chosen by
    `player` (616.1). `others_apply()`: another kind of draw replacement (dredge, ...) applies;
    the player may choose it first ("other": asked again if that one isn't applied).
    Returns "replaced", "other" or "none"."""
    options = applicable(game, player, applied)
    others = bool(options) and others_apply()
    while options:
        # effects of one controller doing the same are the same choice (one is applied now,
        # the other still may be, to the draws made instead)
        alike = {(c, d, src if d.outcome == DO else None): (key, src, c, d)
                 for key, src, c, d in reversed(options)}
        labels: list[tuple[str, Any]] = [
            (f"{game.name_of(o[1])}: {o[3].describe()}", o) for o in alike.values()][::-1]
        if others:
            labels.append(("another replacement effect (dredge, ...)", None))
        pick = labels[0][1] if len(labels) == 1 else game.decide(Decision(
            "replacement", f"{game.player_name(player)} would draw a card: choose the "
            "replacement effect to apply (616.1)", player, labels, key="replacement"))
        if pick is None:
            return "other"
        key, src, controller, d = pick
        if d.optional and not game.decide(Decision(
                "may", f"{game.name_of(src)}: {d.describe()}? (614.11)", player,
                [("yes", True), ("no", False)], optional=True, key="draw_instead")):
            options = [o for o in options if o[0] != key]
            continue
        _carry_out(game, player, key, src, controller, d, applied | {key})
        return "replaced"
    return "none"


def _carry_out(game: Game, player: int, key: Any, src: int, controller: int,
               d: DrawInstead, applied: frozenset[Any]) -> None:
    from arbiter.engine.zones.drawing import draw_cards

    name = game.player_name(player)
    game.log(f"{name} would draw a card; instead {d.describe()} ({game.name_of(src)}, 614.11)")
    if d.once:  # used up by this draw
        game.state.effects = [e for e in game.state.effects if e.key != key]
        game.state.touch()
    if d.outcome == DRAW:
        draw_cards(game, controller, d.n, applied)  # 614.5: new draws, this one excepted
        if d.life:
            game.lose_life(controller, d.life)
    elif d.outcome == STEAL:
        draw_cards(game, controller, 1, applied)
    elif d.outcome == DO:
        from arbiter.engine.stack import resolve
        from arbiter.engine.stack.items import StackItem

        item = StackItem(0, "triggered", src, None, controller, [],
                         source_name=game.name_of(src))
        resolve.run(game, item, list(d.instructions))
    elif d.outcome == TOKEN:
        from arbiter.engine.zones.tokens import create_token

        create_token(game, d.token, controller)  # 111.2


__all__ = ["DO", "DRAW", "RULE", "SKIP", "STEAL", "TOKEN", "DrawInstead", "applicable",
           "replace_draw"]
