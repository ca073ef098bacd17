"""608.2b / 608.2d: an opponent chooses one of the cards the spell targeted; that card goes to
one place and the other to another:

    Choose up to two target creature cards in your graveyard. An opponent chooses one of
    them. Return that card to your hand. Return the other to the battlefield under your
    control. It gains haste. Exile it at the beginning of the next end step.
                                                                   (Wake to Slaughter)

As the spell resolves, only the targets still legal are considered (608.2b: an illegal target
isn't affected). The resolving spell's controller chooses the opponent if there are several
(decision key `opponent`); that opponent chooses one of the legal targets (608.2d, key
`opponent_choice`): with a single legal target (or only one chosen) they must choose it, and
nothing goes to the second place. The chosen card is put into its owner's hand; the other is
put onto the battlefield under the controller's control (110.2a) and is what "it" names in
the sentences that follow (608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class OpponentChoosesOne(Instruction):
    """An opponent chooses one of `what` (the targets); it is returned to its owner's hand,
    the other put onto the battlefield under the controller's control."""

    what: Ref = Ref("all_targets")


def do_opponent_chooses_one(r: Resolution, step: OpponentChoosesOne) -> None:
    g, you = r.game, r.item.controller
    r.it = None
    cards = [o for o in r.ref(step.what) if isinstance(o, int)]  # 608.2b: the legal ones
    opponents = g.opponents(you)
    if not cards or not opponents:
        return
    opponent = opponents[0] if len(opponents) == 1 else g.decide(Decision(
        "choose_player", "choose an opponent (608.2d)", you,
        [(g.player_name(p), p) for p in opponents], key="opponent"))
    # 608.2d: the opponent chooses among the cards; with one card, that one.
    chosen = cards[0] if len(cards) == 1 else g.decide(Decision(
        "choose_object", "choose the card to return to its owner's hand (608.2d)", opponent,
        [(f"{g.quick_name(o)}#{o}", o) for o in cards], key="opponent_choice"))
    g.move(chosen, "hand")
    for other in [o for o in cards if o != chosen]:
        new = g.move(other, "battlefield", controller=you)  # 110.2a: under your control
        if new is not None:
            enter(g, new, tapped=False)
            r.it = new.id  # "It gains haste." (608.2c)


__all__ = ["OpponentChoosesOne", "do_opponent_chooses_one"]
