"""508.1c / 509.1b: restrictions on attacking or blocking that depend on the other creatures
declared with it:

    This creature can't attack unless at least two other creatures attack.  (Orcish Conscripts)
    This creature can't attack unless a black or green creature also attacks.   (Scarred Puma)
    This creature can't block unless a creature with greater power also blocks.         (Okk)

A rules effect on the creature (`ATTACKS_WITH_OTHERS` / `BLOCKS_WITH_OTHERS`) whose detail is
(the selector of the other creatures, how many): a declaration in which the creature attacks
(blocks) with fewer other attackers (blockers) the selector matches disobeys the restriction
and is illegal (508.1c, 509.1b). The selector is read with the effect's source as "this
creature" ("with greater power": than the source's power, as declared).

With a requirement on the same creature (508.1d: "attacks each combat if able", goad), the
requirement is obeyed only if enough other creatures attack too: declaring none is legal when
fewer such creatures could attack without a cost (508.1h) than the restriction asks;
otherwise attacking with them obeys more requirements (the same reading as
`engine.combat.attack_alone` gives "can't attack alone").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from arbiter.engine.rules_effects import rules_on
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 508.1c: "can't attack unless <n> other <creatures> (also) attack".
ATTACKS_WITH_OTHERS = "cant_attack_unless_others_attack"
#: 509.1b: "can't block unless <n> other <creatures> (also) block".
BLOCKS_WITH_OTHERS = "cant_block_unless_others_block"


def _short(game: Game, creature: int, rule: str, others: Iterable[int]) -> bool:
    """Whether fewer of `others` than one of the creature's restrictions asks match it."""
    found = rules_on(game, creature, rule)
    if not found:
        return False
    view = LayerView(game.state, game.layers().chars)
    rest = [o for o in others if o != creature]
    for effect, (selector, n) in found:
        ctx = EffectContext(view, effect)
        if sum(1 for o in rest if selector.matches(view, o, ctx)) < n:
            return True
    return False


def attack_problem(game: Game, assignment: Mapping[int, Any]) -> str | None:
    """508.1c: a declared attacker whose restriction the other attackers don't meet."""
    for creature in assignment:
        if _short(game, creature, ATTACKS_WITH_OTHERS, assignment):
            return f"{game.name_of(creature)} can't attack unless other creatures attack " \
                   "with it as its ability says (508.1c)"
    return None


def block_problem(game: Game, blocks: Mapping[int, Any]) -> str | None:
    """509.1b: a declared blocker whose restriction the other blockers don't meet."""
    blockers = [b for b, attackers in blocks.items() if attackers]
    for creature in blockers:
        if _short(game, creature, BLOCKS_WITH_OTHERS, blockers):
            return f"{game.name_of(creature)} can't block unless other creatures block " \
                   "with it as its ability says (509.1b)"
    return None


def requirement_waived(game: Game, creature: int, assignment: Mapping[int, Any]) -> bool:
    """508.1d: a required attacker with such a restriction isn't made to attack when even
    every other creature able to attack without a cost wouldn't meet it."""
    from arbiter.engine.combat.declare import free_attack_options

    if not rules_on(game, creature, ATTACKS_WITH_OTHERS):
        return False
    active = game.state.turn.active
    able = [o for o in game.state.battlefield() if o != creature
            and game.chars(o).controller == active and free_attack_options(game, o)]
    return _short(game, creature, ATTACKS_WITH_OTHERS, [*assignment, *able])


__all__ = ["ATTACKS_WITH_OTHERS", "BLOCKS_WITH_OTHERS", "attack_problem", "block_problem",
           "requirement_waived"]
