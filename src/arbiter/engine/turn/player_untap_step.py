"""502.3 / 611.2a: "Those creatures don't untap during that player's next untap step." (Sleep):
the permanents keep from untapping during one given player's next untap step — the untap step
of the player named, whoever controls them then — and the effect ends once that untap step has
happened (`engine.turn.steps.untap_step`). A permanent whose control changes untaps as usual
in its new controller's untap step.

"Lands you control don't untap during your next untap step." (Bontu's Last Reckoning, Kefnet's
Last Word, Oketra's Last Mercy, Rhonas's Last Stand): the same, in the untap step of the
spell's controller, for a group: the effect changes no characteristics, so it is a rules
effect on whatever the group names as it applies (611.2c), a land that came under your
control after the spell resolved too."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.engine.stack.continuous_effects import add_resolved_effect
from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The rule's name; its detail is the player whose untap step it is.
RULE = "doesnt_untap_in_untap_step_of"
#: The effect lasts until that player's next untap step has happened (611.2a).
PLAYERS_NEXT_UNTAP = "players_next_untap_step"


@dataclass(frozen=True)
class DoesntUntapInPlayersNextUntap(Instruction):
    """611.2c: the permanents `what` names now don't untap during `player`'s next untap step;
    a selector (a group) is judged as the effect applies."""

    what: Any = None
    player: Any = field(default_factory=lambda: Ref("pronoun_player"))


def do_doesnt_untap_in_players_next_untap(r: Resolution, step: DoesntUntapInPlayersNextUntap
                                          ) -> None:
    players = r.players(step.player)
    if isinstance(step.what, Selector):  # 611.2c: a rules effect, not locked
        if players:
            add_resolved_effect(r, (RulesPart(RULE, players[0]),), locked=None,
                                affected=step.what, duration=PLAYERS_NEXT_UNTAP)
        return
    locked = frozenset(o for o in r.ref(step.what) if isinstance(o, int))
    if players and locked:
        add_resolved_effect(r, (RulesPart(RULE, players[0]),), locked=locked,
                            duration=PLAYERS_NEXT_UNTAP)


def kept_tapped(game: Game, oid: int, active: int) -> bool:
    """502.3: an effect keeps the permanent from untapping during this player's untap step."""
    from arbiter.engine.rules_effects import rules_on

    return any(detail == active for _, detail in rules_on(game, oid, RULE))


def expire(game: Game, active: int) -> None:
    """611.2a: the effects waiting for this player's untap step end once it has happened."""
    state = game.state
    state.effects = [e for e in state.effects if not (
        e.duration == PLAYERS_NEXT_UNTAP and any(getattr(p, "rule", None) == RULE
                                                 and p.detail == active for p in e.parts))]


__all__ = ["DoesntUntapInPlayersNextUntap", "do_doesnt_untap_in_players_next_untap", "expire",
           "kept_tapped"]
