"""Instructions that create triggered abilities or act on what an earlier instruction did
(608.2c), as data; each is carried out by the handler `engine.stack.handlers` names for it
(`engine.triggers.delayed`, `engine.stack.conditional`, `engine.keyword_actions.tap`,
`engine.zones.zone_changes`, `engine.stack.payments`). (The module's name keeps it among the
instruction modules `compiler.grammar.refs.bind` walks for references.)

    CreateDelayedTrigger   603.7: "When that creature dies this turn, ...", "Whenever a
                           creature enters under your control this turn, ...", "When you
                           cast your next instant or sorcery spell this turn, ..."
    DrawAtNextUpkeep       603.7: "Draw a card at the beginning of the next turn's upkeep."
    WhenYouDo              603.12: "<do>. When you do, <reflexive ability>"
    ExileCounting          608.2c: "Exile <cards>. If a creature card was exiled this way,
                           ..." / "For each creature card exiled this way, ..."
    TapOrUntap             701.26: "tap or untap <permanent>" (its controller chooses)
    ReturnSelfFromGraveyard  113.6m: "return ~ from your graveyard to the battlefield"
    MayPayLife             118.12 / 119.4: "you may pay X life, where X is its power. If
                           you do, ..." (X counted as it resolves)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions.references import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class CreateDelayedTrigger(Instruction):
    """603.7a: create a delayed triggered ability `ability` (its trigger condition in
    `ability.trigger`). `remember`: the object its condition names ("that creature": subject
    "remembered"), fixed as it is created (603.7c). `this_turn`: it lasts until the turn
    ends and may trigger again and again (603.7b); otherwise it triggers only once, the next
    time its event happens (603.7b; "your next ... spell" is the next one only)."""

    ability: Any = None
    remember: Ref | None = None
    this_turn: bool = True
    once: bool = True
    #: 611.2a: "Until your next turn, whenever ...": it lasts until its controller's next
    #: turn begins (`this_turn` False, `once` False).
    until_your_next_turn: bool = False


@dataclass(frozen=True)
class DrawAtNextUpkeep(Instruction):
    """603.7: "[You] draw N cards at the beginning of the next turn's upkeep": a delayed
    triggered ability, created as this resolves, that triggers at the beginning of the
    upkeep of the turn after this one (`engine.triggers.next_upkeep`)."""

    n: int = 1


@dataclass(frozen=True)
class WhenYouDo(Instruction):
    """603.12: do `do` (creating tokens); if it was done, the reflexive triggered ability
    `reflexive` triggers, and is put on the stack the next time a player would receive
    priority, its targets chosen then."""

    do: tuple[Instruction, ...] = ()
    reflexive: Any = None


@dataclass(frozen=True)
class ExileCounting(Instruction):
    """608.2c: exile `what`; then count the cards exiled this way that match `selector` (as
    they are in exile). `each`: "For each <card> exiled this way, <then>" (the amounts of
    `then` written "that many" are that count: each player loses and gains the total at
    once); otherwise "If a <card> was exiled this way, <then>" (once, if any was)."""

    what: Ref = field(default_factory=Ref.target)
    selector: Selector | None = None
    then: tuple[Instruction, ...] = ()
    each: bool = False


@dataclass(frozen=True)
class TapOrUntap(Instruction):
    """701.26a-b: "tap or untap target permanent": the controller of the resolving spell or
    ability chooses to tap it or to untap it (tapping a tapped one, or untapping an untapped
    one, does nothing)."""

    what: Ref = field(default_factory=Ref.target)


@dataclass(frozen=True)
class ReturnSelfFromGraveyard(Instruction):
    """113.6m: "return ~ from your graveyard to the battlefield [tapped]" (or `to` "hand":
    "to your hand"): the ability functions only while its card is in the graveyard
    (`Trigger.zone`, `ActivatedAbility.zone`), and returns that card only if it is still
    there (400.7: a card that left and came back is a new object). It enters under its
    owner's control."""

    tapped: bool = False
    to: str = "battlefield"
    #: 122.6 / 614.1c: "... with a finality counter on it": it enters with these counters.
    counters: tuple[tuple[str, int], ...] = ()
    #: 508.4: "... to the battlefield tapped and attacking": it enters tapped and attacking
    #: what its controller chooses (never declared as an attacker, 508.3a).
    attacking: bool = False
    #: 303.4f: "... attached to that creature": an Aura enters attached to that object (it
    #: stays in the graveyard if it can't legally enchant it, 303.4i).
    attach_to: Ref | None = None


@dataclass(frozen=True)
class MayPayLife(Instruction):
    """118.12 / 608.2c: "You may pay X life, where X is <amount>. If you do, <then>.": X is
    counted as the ability resolves; 119.4: only a player whose life total is at least X
    can pay it (paying 0 life is always possible)."""

    amount: Any = 0
    then: tuple[Instruction, ...] = ()
