"""Instructions of one-shot spell templates that name or choose objects (608.2d), as data;
carried out by `engine.stack.choices` and `engine.keyword_actions.discard` (each instruction's
handler is named in `engine.stack.handlers`). (The module's name keeps it among the
instruction modules `compiler.grammar.refs.bind` walks for references.)"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions.references import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector

#: 502.3 / 611.2a: "doesn't untap during its controller's next untap step": the effect lasts
#: until that untap step has happened (`engine.turn.steps.untap_step` ends it).
NEXT_UNTAP = "controllers_next_untap_step"


@dataclass(frozen=True)
class ChooseTargets(Instruction):
    """"Choose target creature you control and target creature you don't control." (601.2c):
    the targets were chosen as the spell was put on the stack; resolving, this sentence
    does nothing more. Later sentences name them ("those cards", "the chosen creatures")."""

    what: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class RevealChooseDiscard(Instruction):
    """"Target opponent reveals their hand. You choose a noncreature, nonland card from it.
    That player discards that card." (701.20a reveal, 701.9b: another player chooses the
    card discarded): the controller chooses a card matching `selector`, if there is one."""

    who: Ref = field(default_factory=Ref.player_target)
    selector: Selector | None = None
    #: "You choose a nonland card from it and exile that card." (406.2: exiled instead).
    exile: bool = False
    #: "You may choose a nonland card from it. If you do, ..." (the controller may choose
    #: none; `Resolution.did` records whether a card was chosen, 608.2c).
    may: bool = False
    #: "Exile that card until ~ leaves the battlefield." (610.3: it returns to its owner's
    #: hand when the source leaves; 610.3b: the source gone already, it doesn't move).
    until_leaves: bool = False
    #: "You choose a nonland card from that player's graveyard or hand and exile it." (the
    #: card chosen among both zones; exiled).
    graveyard: bool = False


@dataclass(frozen=True)
class ChooseObject(Instruction):
    """"Return another creature you control to its owner's hand": the controller chooses
    one object matching `selector` as the instruction is followed (608.2d: not a target);
    `then` acts on it as `Ref.it()`. With none to choose, nothing happens."""

    selector: Selector | None = None
    then: tuple[Any, ...] = ()


@dataclass(frozen=True)
class EachChosen(Instruction):
    """"Untap the chosen permanents you control. Tap the chosen permanents you don't control."
    (601.2c, 608.2b): each target an earlier "Choose <targets>." sentence named (`what`, all
    of them) that is still legal and matches `selector` now; `then` acts on it as
    `Ref.it()`."""

    what: Any = None
    selector: Selector | None = None
    then: tuple[Any, ...] = ()
