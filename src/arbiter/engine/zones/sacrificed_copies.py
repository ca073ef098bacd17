"""707.2 with 608.2h: "Create two tokens that are copies of the sacrificed creature." (Cleaver
Skaab): the tokens copy the copiable values the creature sacrificed paying the ability's cost
(602.2b) or the spell's additional cost (118.8) had as it last existed on the battlefield:
what it was copying, if anything (707.3), and no other effect on it (the release notes of
Cleaver Skaab). A token sacrificed this way is copied too (111.7: it ceased to exist, its
values remain known). Where no such creature, or more than one, was sacrificed paying a cost,
the game stops naming the text (principle 5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.zones.tokens import COPIABLE_LKI, create_tokens
from arbiter.errors import UnsupportedTextError
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class CopySacrificed(Instruction):
    """Create `n` tokens that are copies of the one `card_type` permanent sacrificed paying a
    cost."""

    n: int = 1
    card_type: str = "Creature"


def do_copy_sacrificed(r: Resolution, step: CopySacrificed) -> None:
    g = r.game
    paid = list(r.item.choices.get("additional") or ())
    paid.append(r.item.choices.get("sacrificed") or ())
    picks = [o for group in paid for o in group
             if o in g.lki and step.card_type in g.lki[o].types]
    if len(picks) != 1:
        raise UnsupportedTextError(r.item.source_name, "a copy of the sacrificed "
                                   f"{step.card_type.lower()} (not one sacrificed)")
    if g.layers().copiable.get(picks[0]) is None and \
            COPIABLE_LKI not in g.obj(picks[0]).choices:
        raise UnsupportedTextError(r.item.source_name, "a copy of the sacrificed "
                                   f"{step.card_type.lower()} (its copiable values unknown)")
    r.created = create_tokens(g, [TokenSpec(r.item.controller, copy_of=picks[0])] * step.n)
    if r.created:
        r.it = r.created[-1]
