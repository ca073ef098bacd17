"""502.3: the active player determines which permanents they control will untap, then
untaps them all at once; and what depends on a permanent staying tapped.

- "You may choose not to untap ~ during your untap step." (a static ability on the
  permanent, the rules effect `MAY_NOT_UNTAP`): its controller decides, as the untap step's
  turn-based action, whether it untaps (a decision "keep ~ tapped?"; no answer: it untaps
  as usual).
- 611.2b: an effect "for as long as ~ remains tapped" (`WHILE_SOURCE_TAPPED`) ends when its
  source untaps (or leaves the battlefield) and doesn't begin again if the source is tapped
  later; one whose duration never began (the source untapped as the ability resolves) does
  nothing (`engine.stack.continuous_effects`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.state.effects import WHILE_TAPPED_DURATIONS

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules effect of "You may choose not to untap ~ during your untap step." (502.3).
MAY_NOT_UNTAP = "may_choose_not_to_untap"


def keeps_tapped(game: Game, oid: int, player: int) -> bool:
    """502.3: whether the active player chooses not to untap this permanent (asked only
    for a tapped permanent with the ability that would otherwise untap)."""
    from arbiter.engine.rules_effects import rules_on

    obj = game.obj(oid)
    if not obj.tapped or not rules_on(game, oid, MAY_NOT_UNTAP):
        return False
    return bool(game.decide(Decision(
        "may", f"keep {game.quick_name(oid)}#{oid} tapped (502.3)?", player,
        [("yes", True), ("no", False)], optional=True, key="keep_tapped")))


def became_untapped(game: Game, oids: list[int]) -> None:
    """611.2b: "for as long as ~ remains tapped" is over for these permanents: their effects
    end (for good: tapping the permanent again doesn't bring them back)."""
    if not oids:
        return
    gone = set(oids)
    kept = [e for e in game.state.effects
            if not (e.duration in WHILE_TAPPED_DURATIONS and e.anchor in gone)]
    if len(kept) != len(game.state.effects):
        game.state.effects = kept
        game.state.touch()


__all__ = ["MAY_NOT_UNTAP", "became_untapped", "keeps_tapped"]
