"""Power/toughness (613.4) and color (613.1e) cards: anthems, pump and shrink spells,
base-P/T setters, characteristic-defining abilities and color changers."""

from __future__ import annotations

from arbiter.cardlib.dsl import (
    spell,
    static,
    triggered,
)
from arbiter.cardlib.registry import card
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.instructions import (
    CreateEffect,
    LoseLife,
    Ref,
    TargetSpec,
)
from arbiter.rules.parts import (
    ModifyPT,
    SetColors,
    SwitchPT,
)
from arbiter.rules.selectors import (
    ATTACHED,
    CREATURE,
    And,
    HasColor,
)
from arbiter.rules.values import (
    Const,
)
from arbiter.state.effects import END_OF_TURN
from arbiter.vocab import Color

C = Const
TARGET_CREATURE = TargetSpec("creature")


def _until_eot(*parts, affected=None) -> CreateEffect:  # type: ignore[no-untyped-def]
    """"Target creature <parts> until end of turn" (611.2a, 514.2)."""
    return CreateEffect(parts=tuple(parts), affected=affected or Ref.target(0),
                        duration=END_OF_TURN)


def _colored(color: Color) -> And:
    return And((CREATURE, HasColor(color)))


# -- 7b: base power and toughness --------------------------------------------------------

# -- 7a: characteristic-defining abilities (Lhurgoyf, Tarmogoyf: compiled, 604.3) ----------

# -- 7c: modifications -----------------------------------------------------------------------
card("Wicked Role",
     static(ATTACHED, ModifyPT(C(1), C(1))),
     triggered(Trigger("put_into_graveyard"), LoseLife(1, who="each_opponent")))

# -- 7d: switching ---------------------------------------------------------------------------
card("About Face", spell(_until_eot(SwitchPT()), targets=(TARGET_CREATURE,)))

# -- layer 5: colors -------------------------------------------------------------------------
card("Purelace",
     spell(CreateEffect(parts=(SetColors(colors=frozenset({Color.WHITE})),),
                        affected=Ref.target(0)),
           targets=(TargetSpec("spell_or_permanent", description="target spell or permanent"),)))
