"""702: keyword abilities that are triggered abilities of an attack, built from the CR's
definition of each as a real triggered ability (603: a trigger condition and instructions),
so the engine's trigger machinery runs them (`engine.triggers.triggered`):

- exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets
  +1/+1 until end of turn." (506.5, 702.83b: attacks alone)
- battle cry (702.91a): "Whenever this creature attacks, each other attacking creature gets
  +1/+0 until end of turn."
- melee (702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for
  each opponent you attacked with a creature this combat."
- mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target
  attacking creature with power less than this creature's power."
- training (702.149a): "Whenever this creature and at least one other creature with power
  greater than this creature's power attack, put a +1/+1 counter on this creature."
- dethrone (702.105a): "Whenever this creature attacks the player with the most life or
  tied for most life, put a +1/+1 counter on this creature."
- annihilator N (702.86a): "Whenever this creature attacks, defending player sacrifices N
  permanents."
- mobilize N (702.181a): "Whenever this creature attacks, create N 1/1 red Warrior creature
  tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of the
  next end step."
- frenzy N (702.68a): "Whenever this creature attacks and isn't blocked, it gets +N/+0
  until end of turn." (509.3g: it triggers as blockers are declared when none is declared
  for it, even for a creature put onto the battlefield attacking)

Each instance triggers separately (702.83, 702.91b, 702.121b, 702.134b, 702.149b, 702.105b,
702.86b, 702.68b): every keyword instance an object has is its own triggered ability. 508.3a: an
"attacks" ability triggers only for a creature declared as an attacker, never for one put
onto the battlefield attacking. A keyword whose N isn't a number (annihilator X, mobilize X)
gives None: it stays an explicit unsupported part.
"""

from __future__ import annotations

from arbiter.engine.combat.attacking_tokens import CreateAttackingTokens
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.attack_selectors import (
    AttacksAlone,
    AttacksPlayerWithMostLife,
    AttacksWithGreaterPower,
    PowerLessThanSource,
)
from arbiter.rules.combat_values import OpponentsAttackedThisCombat
from arbiter.rules.instructions import (
    CreateEffect,
    DelayedTrigger,
    PutCounters,
    Ref,
    Sacrifice,
    TargetSpec,
)
from arbiter.rules.parts import ModifyPT
from arbiter.rules.selectors import (
    CREATURE,
    And,
    ControlledByYou,
    InCombat,
    IsSource,
    IsType,
    Not,
)
from arbiter.rules.values import AsResolved, Const
from arbiter.state.objects import TokenDef
from arbiter.vocab import Color

#: "Whenever this creature attacks" (508.3a).
_ATTACKS = Trigger("attacks", "self")
_EOT = "end_of_turn"


def _number(param: str | None) -> int | None:
    """N of "annihilator N" / "mobilize N": a number printed on the card, else None."""
    text = (param or "").strip()
    return int(text) if text.isdigit() else None


def _pump(power: object, toughness: object, affected: object) -> CreateEffect:
    return CreateEffect(parts=(ModifyPT(power, toughness),), affected=affected,  # type: ignore[arg-type]
                        duration=_EOT)


def exalted() -> TriggeredAbility:
    """702.83a; "that creature" is the one that attacked alone (the event's object)."""
    return TriggeredAbility(
        text="Whenever a creature you control attacks alone, that creature gets +1/+1 until "
             "end of turn.",
        trigger=Trigger("attacks", "any",
                        selector=And((IsType("Creature"), ControlledByYou(), AttacksAlone()))),
        instructions=(_pump(Const(1), Const(1), Ref.event()),))


def battle_cry() -> TriggeredAbility:
    """702.91a; 611.2c: the other attacking creatures are those attacking as it resolves."""
    others = And((CREATURE, InCombat("attacking"), Not(IsSource())))
    return TriggeredAbility(
        text="Whenever this creature attacks, each other attacking creature gets +1/+0 until "
             "end of turn.",
        trigger=_ATTACKS, instructions=(_pump(Const(1), Const(0), others),))


def melee() -> TriggeredAbility:
    """702.121a; the bonus is counted as the ability resolves (608.2h)."""
    n = AsResolved(OpponentsAttackedThisCombat())
    return TriggeredAbility(
        text="Whenever this creature attacks, it gets +1/+1 until end of turn for each "
             "opponent you attacked with a creature this combat.",
        trigger=_ATTACKS, instructions=(_pump(n, n, Ref.this()),))


def mentor() -> TriggeredAbility:
    """702.134a: a targeted ability (115.1); the target is checked again as it resolves
    (608.2b), against this creature's power then (or as it last existed, 608.2h)."""
    spec = TargetSpec(
        "creature", selector=And((CREATURE, InCombat("attacking"), PowerLessThanSource())),
        description="target attacking creature with power less than this creature's power")
    return TriggeredAbility(
        text="Whenever this creature attacks, put a +1/+1 counter on target attacking "
             "creature with power less than this creature's power.",
        trigger=_ATTACKS, targets=(spec,),
        instructions=(PutCounters("+1/+1", 1, on=Ref.target(0)),))


def training() -> TriggeredAbility:
    """702.149a: the trigger condition looks at the creatures declared as attackers with it,
    as they are declared (508.2a)."""
    return TriggeredAbility(
        text="Whenever this creature and at least one other creature with power greater than "
             "this creature's power attack, put a +1/+1 counter on this creature.",
        trigger=Trigger("attacks", "self", selector=AttacksWithGreaterPower()),
        instructions=(PutCounters("+1/+1", 1, on=Ref.this()),))


def dethrone() -> TriggeredAbility:
    """702.105a: only an attack on a player triggers it (not on a planeswalker or battle);
    the life totals are compared as it is declared an attacker (508.2a)."""
    return TriggeredAbility(
        text="Whenever this creature attacks the player with the most life or tied for most "
             "life, put a +1/+1 counter on this creature.",
        trigger=Trigger("attacks", "self", selector=AttacksPlayerWithMostLife()),
        instructions=(PutCounters("+1/+1", 1, on=Ref.this()),))


def annihilator(param: str | None) -> TriggeredAbility | None:
    """702.86a: "defending player" is the player this creature attacks, or the controller
    of the planeswalker (protector of the battle) it attacks (508.5)."""
    n = _number(param)
    if n is None:
        return None
    return TriggeredAbility(
        text=f"Whenever this creature attacks, defending player sacrifices {n} permanent"
             f"{'' if n == 1 else 's'}.",
        trigger=_ATTACKS,
        instructions=(SacrificeChosen(who=Ref("defending_player"), n=n),))


#: 702.181a: "1/1 red Warrior creature tokens" (111.4).
WARRIOR = TokenDef("Warrior Token", types=("Creature",), subtypes=("Warrior",),
                   colors=(Color.RED,), power=1, toughness=1)


def mobilize(param: str | None) -> TriggeredAbility | None:
    """702.181a: the tokens enter tapped and attacking (508.4: their controller chooses what
    each attacks); a delayed triggered ability (603.7) sacrifices them at the beginning of
    the next end step."""
    n = _number(param)
    if n is None:
        return None
    return TriggeredAbility(
        text=f"Whenever this creature attacks, create {n} 1/1 red Warrior creature "
             f"token{'' if n == 1 else 's'}. Those tokens enter tapped and attacking. "
             "Sacrifice them at the beginning of the next end step.",
        trigger=_ATTACKS,
        instructions=(CreateAttackingTokens(token=WARRIOR, n=n),
                      DelayedTrigger(step="end", instructions=(Sacrifice(Ref.all_targets()),),
                                     what=Ref.created())))


def frenzy(param: str | None) -> TriggeredAbility | None:
    """702.68a: "Frenzy N", N a number printed on the card."""
    n = _number(param)
    if n is None:
        return None
    return TriggeredAbility(
        text=f"Whenever this creature attacks and isn't blocked, it gets +{n}/+0 until end "
             "of turn.",
        trigger=Trigger("attacks_unblocked", "self"),
        instructions=(_pump(Const(n), Const(0), Ref.this()),))


__all__ = ["WARRIOR", "annihilator", "battle_cry", "dethrone", "exalted", "frenzy", "melee",
           "mentor", "mobilize", "training"]
