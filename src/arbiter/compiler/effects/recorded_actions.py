"""118.12 / 603.12 / 608.2c: the optional actions whose doing the engine records
(`Resolution.did`), so that "If you do, ..." and "When you do, ..." can follow them:

    You may sacrifice another creature. If you do, ...        (701.21a)
    You may draw a card. If you do, discard a card.           (121.1, 121.3)
    You may sacrifice an artifact. When you do, ...           (603.12: a reflexive ability)
    You may exile a creature card from your graveyard. If you do, ...   (608.2d)
    You may put a card from your hand on the bottom of your library. If you do, draw a card.
    You may exile the top card of your library. If you do, ...   (Superior Foes of Spider-Man)

118.12: "If you do" checks whether the player chose to take the action (paid the cost), not
what events occurred. Sacrificing permanents of your choice is done only when there was one
to sacrifice (118.3: a player can't pay a cost without the resources; 701.21a: only a
permanent you control); a draw the player chose is done even from an empty library (121.3:
they may choose to draw; 121.4 then makes them lose). Only the player's own sacrifice and
draw are recorded: "you may have target player draw a card" is not what "you do" names.
One action on one target ("you may destroy target artifact", "you may have it deal 3 damage
to target creature", "you may gain control of target land") is done by choosing it while the
target is legal (`chosen_target`, `MayDo.chosen`).
"""

from __future__ import annotations

from arbiter.compiler.grammar.refs import Pending
from arbiter.engine.counters_remove_one import RemoveCounterOfChoice
from arbiter.engine.keyword_actions.blight import Blight
from arbiter.engine.keyword_actions.collect_evidence import CollectEvidence
from arbiter.engine.keyword_actions.discard_hand import DiscardHand
from arbiter.engine.keyword_actions.forage import Forage
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.engine.zones.hand_to_library import HandToLibrary
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.choices import ChooseObject
from arbiter.rules.parts import SetController

#: Actions whose handlers record whether they were done.
RECORDED = (I.Sacrifice, I.Discard, I.Exile, DiscardHand, Forage,  # Forage: 701.61a
            Blight, CollectEvidence,  # 701.68a, 701.59a
            I.RemoveCounters,  # 122.8: "you may remove a vitality counter ... If you do"
            RemoveCounterOfChoice,  # 122.8: "you may remove a counter from her. When you do"
            HandToLibrary)  # 401.4: "you may put a card from your hand on the bottom ..."
#: Recorded when the player doing them is you (701.21a, 121.1; "you may exile the top card of
#: your library": done when a card was exiled, none from an empty library, 406.3).
_YOURS = (SacrificeChosen, I.Draw, I.ExileTop)


def chosen_target(do: tuple[I.Instruction, ...]) -> bool:
    """118.12: whether `do` is one optional action on one target whose doing is the choice
    itself: "you may destroy target artifact", "you may have it deal 3 damage to target
    creature", "you may gain control of target land": once chosen, nothing can keep it
    from being done but the target becoming illegal (608.2b; `engine.stack.conditional`)."""
    if len(do) != 1:
        return False
    step = do[0]
    ref = (step.what if isinstance(step, I.Destroy)
           else step.to if isinstance(step, I.DealDamage)
           else step.affected if isinstance(step, I.CreateEffect) and step.parts and all(
               isinstance(p, SetController) and p.player is None for p in step.parts)
           else None)
    return isinstance(ref, Pending) and ref.spec.count == 1 and not ref.spec.up_to


def done_action(step: I.Instruction) -> I.Instruction | None:
    """The action an optional instruction records as done: "you may exile a creature card
    from your graveyard" is a choice (608.2d) whose last instruction is the exile."""
    if isinstance(step, ChooseObject):
        return step.then[-1] if step.then else None
    return step


def recorded(step: I.Instruction) -> bool:
    """Whether "If you do" / "When you do" can name `step`, the last instruction of an
    optional action."""
    action = done_action(step)
    if isinstance(action, _YOURS):
        return action.who == "you"
    return isinstance(action, RECORDED)


__all__ = ["RECORDED", "chosen_target", "done_action", "recorded"]
