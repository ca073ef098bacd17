"""614.1a / 616.1: replacement effects on a token-creation event.

One instruction's tokens are created in one event (111.2): `engine.zones.tokens.
create_tokens` takes the whole batch as `TokenSpec`s and asks `replaced` what is created
instead. Each replacement effect (a rules part `TOKENS_INSTEAD` whose detail is a
`rules.token_changes.TokenChange`, from a static ability or a resolved effect) covers the
tokens that would be created under its controller's control (or any player's) of its card
types. 614.5: each applies once to the event. 616.1: the affected player (the one under
whose control the tokens would be created) chooses the order in which they apply; after
each, only those that still cover a token apply (616.1f). The choice is asked only when the
orders give different results. What each token is made as carries over to the tokens added
for it: an extra token for one created tapped (and attacking, which the caller does for
every token it gets back) is created tapped too. A token made beside the event's ("those
tokens plus a Clue token") isn't one of the tokens the instruction then acts on.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.rules_effects import rules_effects
from arbiter.rules.token_changes import TOKENS_INSTEAD, TokenChange
from arbiter.state.objects import TokenDef

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.copiable import CopyExceptions


@dataclass(frozen=True)
class TokenSpec:
    """One token an instruction would create (111.2): under `controller`'s control, of a
    token kind, or a copy of an object (707.2)."""

    controller: int
    kind: TokenDef | str | None = None
    copy_of: int | None = None
    tapped: bool = False
    exceptions: CopyExceptions | None = None
    #: What the caller does with it afterwards (the player it attacks, ...); a token added
    #: in its place or as a copy of it keeps the tag, one added beside the event's doesn't.
    tag: Any = None
    #: Made beside the event's tokens ("those tokens plus a Clue token"): not one of "those
    #: tokens" the instruction goes on to act on ("they gain haste", "exile them").
    beside: bool = False
    #: 303.4i: the object an Aura token is created attached to (`engine.zones.role_tokens`).
    attached_to: int | None = None


def _type_line(game: Game, spec: TokenSpec, field: str) -> frozenset[str]:
    """The token's card types (`field` "types") or subtypes ("subtypes") it would have
    (111.4, 707.2)."""
    if spec.copy_of is not None:
        from arbiter.engine.zones.tokens import COPIABLE_LKI

        values = game.layers().copiable.get(spec.copy_of) or \
            game.obj(spec.copy_of).choices.get(COPIABLE_LKI)
        return frozenset(getattr(values, field)) if values is not None else frozenset()
    from arbiter.engine.zones.tokens import token_def

    t = token_def(game, spec.kind or "")
    if t.card is not None:
        return frozenset(getattr(game.catalog.record(t.card).front, field))
    return frozenset(getattr(t, field))


def _covers(game: Game, change: TokenChange, controller: int, spec: TokenSpec) -> bool:
    if not change.anyone and spec.controller != controller:
        return False
    if change.subtypes and not set(change.subtypes) <= _type_line(game, spec, "subtypes"):
        return False
    return not change.types or set(change.types) <= _type_line(game, spec, "types")


def _apply(game: Game, change: TokenChange, controller: int,
           specs: list[TokenSpec]) -> list[TokenSpec]:
    covered = [s for s in specs if _covers(game, change, controller, s)]
    if not covered:
        return specs  # 616.1f: it no longer applies
    out: list[TokenSpec] = []
    for s in specs:
        if s not in covered or change.op in ("plus", "plus_each"):
            out.append(s)
        if s in covered and change.op == "times":
            out.extend([s] * change.n)
        elif s in covered and change.op == "instead_each":
            out.append(TokenSpec(s.controller, change.token, tapped=s.tapped, tag=s.tag))
        elif s in covered and change.op == "plus_each":
            out.append(TokenSpec(s.controller, change.token, beside=True))
    if change.op == "plus":
        out.append(TokenSpec(covered[0].controller, change.token, beside=True))
    return out


def _label(specs: list[TokenSpec], game: Game) -> str:
    from arbiter.engine.zones.tokens import token_def

    names = [game.name_of(s.copy_of) if s.copy_of is not None
             else token_def(game, s.kind or "").name for s in specs]
    return ", ".join(names)


def replaced(game: Game, specs: list[TokenSpec]) -> list[TokenSpec]:
    """614.1a: the tokens created instead of `specs`, one affected player at a time."""
    found = rules_effects(game, TOKENS_INSTEAD)
    if not found or not specs:
        return specs
    out: list[TokenSpec] = []
    for player in dict.fromkeys(s.controller for s in specs):
        mine = [s for s in specs if s.controller == player]
        out.extend(_for_player(game, player, mine, found))
    return out


def _for_player(game: Game, player: int, specs: list[TokenSpec],
                found: list[tuple[tuple, Any, int]]) -> list[TokenSpec]:
    effects = [(i, d, c) for i, (_ts, d, c) in enumerate(found)
               if isinstance(d, TokenChange) and any(_covers(game, d, c, s) for s in specs)]
    if not effects:
        return specs
    by_order: list[tuple[tuple, list[TokenSpec]]] = []
    for order in permutations(effects):
        now = list(specs)
        for _i, change, controller in order:
            now = _apply(game, change, controller, now)
        by_order.append((order, now))
    if len({tuple(now) for _order, now in by_order}) == 1:
        return by_order[0][1]
    # 616.1: the affected player chooses the order (each order named by its effects)
    options: list[tuple[str, Any]] = [
        (" then ".join(c.describe() for _, c, _ in order) + ": " + _label(now, game), i)
        for i, (order, now) in enumerate(by_order)]
    pick = game.decide(Decision(
        "replacement", "choose the order of the token replacement effects (616.1)", player,
        options, key="replacement"))
    return by_order[pick][1]


__all__ = ["TokenSpec", "replaced"]
