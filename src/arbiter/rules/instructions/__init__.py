"""Instructions as data (608.2, principle 2): what a spell or ability does as it resolves.
The compiler and the hand-written cards build them; the engine follows them in order
(608.2c; `engine.stack.resolve`, each instruction's handler named in `engine.stack.handlers`).

This package is their one public face: write `from arbiter.rules import instructions as I`
and `I.Draw(n=2)`. The submodules group them by what they hold:

- `references`: what instructions are built from: `Ref` (an object or player an
  instruction names: a target, the source, "it", the event's object; 608.2b, 115.1),
  `TargetSpec` (a target requirement, 115.1) and the `Instruction` base class.
- `objects`: the core one-shot instructions, on objects and players:
    cards and life     `Draw` (121), `GainLife`, `LoseLife`, `LoseHalfLife`, `SetLife` (119),
                       `DoubleLife` (701.10d), `DamageToYou` (120.3a), `NoteLifeTotal`,
                       `WinGame`, `LoseGame` (104.2b, 104.3e)
    damage             `DealDamage` (120.3), `Fight` (701.14)
    mana and effects   `AddMana` (106.4, 605.3b), `CreateEffect` (611.2)
    counters           `PutCounters`, `RemoveCounters` (122), `GivePlayerCounters` (122.1),
                       `Proliferate` (701.34), `Explore` (701.44), `CreateEmblem` (114)
    permanents         `Tap`, `Untap` (701.26), `Destroy` (701.8), `Regenerate` (701.19),
                       `Sacrifice` (701.21), `Transform` (701.27), `TurnFaceUp`,
                       `TurnFaceDown` (708), `SetDayNight` (730.1)
    zones              `Exile`, `ExileUntilLeaves` (610.3), `ReturnToHand`,
                       `ReturnToBattlefield`, `CreateToken`, `CreateTokenCopy` (111, 707.2)
    libraries          `Mill` (701.17), `Scry` (701.22), `Surveil` (701.25),
                       `SearchLibrary` (701.23), `ShuffleIntoLibrary` (701.24)
    hands              `Discard` (701.9b), `DiscardChosen` (701.9a)
    the stack          `CounterTarget` (701.6), `ChangeTarget` (115.7), `CopySpell` (707.10),
                       `CopyAbility`, `MayCopyThisSpell` (707.10)
    following on       `If` (608.2c), `IfDid` ("if you do"), `MayDo` ("you may", 603.12),
                       `MayPay` (118.12), `Choose`, `DelayedTrigger` (603.7)
    the rest           `Custom` (a rules action named for the interpreter), `Unsupported`
                       (text the engine can't carry out, principle 5)
- `library`: looking at, revealing, searching and moving cards of libraries and hands
  (401, 701.20, 701.23, 701.24): `LookAtTop` with its `LookPick`s, `PutInLibrary`,
  `ShuffleInto`, `ExileTop`, `RevealTopMay`, `ReturnChosen`, `PutFromHand`, `EachSearches`.
- `choices`: choices made as the spell or ability resolves (608.2d): `ChooseTargets`,
  `RevealChooseDiscard`, `ChooseObject`, `EachChosen`; and the duration `NEXT_UNTAP` (502.3).
- `triggers`: instructions that create triggered abilities or act on what an earlier one did:
  `CreateDelayedTrigger` and `DrawAtNextUpkeep` (603.7), `WhenYouDo` (603.12),
  `ExileCounting` (608.2c), `TapOrUntap` (701.26), `ReturnSelfFromGraveyard` (113.6m),
  `MayPayLife` (118.12).
- `phasing`: `PhaseOut` (702.26b).
- `prevention`: `PreventNextDamage` (615.7), `PreventNextFromSource` (615.8, 609.7a),
  `RedirectNextDamage`, `ReplaceNextFromSource` (614.9).
- `divided`: `DealDamageDivided`, `DistributeCounters`, `PreventNextDivided` (601.2d, 615.7),
  `DealDamageEvenly` (608.2b).
- `coins`: `FlipCoin` (705).
- `counter_doubling`: `DoubleCounters` (701.10e).
- `hand_to_battlefield`: `PutCardFromHand` (608.2d, 110.2).
- `doors`: `UnlockDoor` (709.5f-g: unlock, or lock or unlock, a door of a Room).

A few instructions are defined beside the engine code that is their only reader
(`engine.keyword_actions.designations.Become`, `...discard_hand.DiscardHand`,
`...exchange.ExchangeControl`, `...cloak.ExileAndCloak`, `...transform_choice.TransformAnyNumber`,
`engine.keywords.soulbond.Pair`, `engine.combat.attacking_tokens.CreateAttackingTokens`,
`engine.triggers.aura_return.ReturnAuraFromGraveyard`, `...learn.Learn`,
`...venture.Venture`, `...attractions.OpenAttraction`, `...attractions.RollToVisit`,
`...schemes.AbandonScheme`); this package, lower in the layers, can't re-export them.
"""

from arbiter.rules.instructions.choices import (
    NEXT_UNTAP,
    ChooseObject,
    ChooseTargets,
    EachChosen,
    RevealChooseDiscard,
)
from arbiter.rules.instructions.coins import FlipCoin
from arbiter.rules.instructions.counter_doubling import DoubleCounters
from arbiter.rules.instructions.divided import (
    DealDamageDivided,
    DealDamageEvenly,
    DistributeCounters,
    PreventNextDivided,
)
from arbiter.rules.instructions.doors import UnlockDoor
from arbiter.rules.instructions.hand_to_battlefield import PutCardFromHand
from arbiter.rules.instructions.library import (
    EachSearches,
    ExileTop,
    LookAtTop,
    LookPick,
    PutFromHand,
    PutInLibrary,
    ReturnChosen,
    RevealTopMay,
    ShuffleInto,
)
from arbiter.rules.instructions.objects import (
    AddMana,
    ChangeTarget,
    Choose,
    CopyAbility,
    CopySpell,
    CounterTarget,
    CreateEffect,
    CreateEmblem,
    CreateToken,
    CreateTokenCopy,
    Custom,
    DamageToYou,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DiscardChosen,
    DoubleLife,
    Draw,
    Exile,
    ExileUntilLeaves,
    Explore,
    Fight,
    GainLife,
    GivePlayerCounters,
    If,
    IfDid,
    LoseGame,
    LoseHalfLife,
    LoseLife,
    MayCopyThisSpell,
    MayDo,
    MayPay,
    Mill,
    NoteLifeTotal,
    Proliferate,
    PutCounters,
    Regenerate,
    RemoveCounters,
    ReturnToBattlefield,
    ReturnToHand,
    Sacrifice,
    Scry,
    SearchLibrary,
    SetDayNight,
    SetLife,
    ShuffleIntoLibrary,
    Surveil,
    Tap,
    Transform,
    TurnFaceDown,
    TurnFaceUp,
    Unsupported,
    Untap,
    WinGame,
)
from arbiter.rules.instructions.phasing import PhaseOut
from arbiter.rules.instructions.prevention import (
    PreventNextDamage,
    PreventNextFromSource,
    RedirectNextDamage,
    ReplaceNextFromSource,
)
from arbiter.rules.instructions.references import Instruction, Ref, TargetSpec
from arbiter.rules.instructions.triggers import (
    CreateDelayedTrigger,
    DrawAtNextUpkeep,
    ExileCounting,
    MayPayLife,
    ReturnSelfFromGraveyard,
    TapOrUntap,
    WhenYouDo,
)

__all__ = [
    "PreventNextDamage", "PreventNextFromSource", "RedirectNextDamage", "ReplaceNextFromSource",
    "NEXT_UNTAP", "AddMana", "ChangeTarget", "Choose", "ChooseObject", "ChooseTargets",
    "EachChosen",
    "CopyAbility", "CopySpell", "CounterTarget", "CreateDelayedTrigger", "CreateEffect",
    "CreateEmblem", "MayCopyThisSpell",
    "CreateToken", "CreateTokenCopy", "Custom", "DamageToYou", "DealDamage", "DealDamageDivided",
    "DealDamageEvenly",
    "DelayedTrigger", "DistributeCounters", "PreventNextDivided",
    "Destroy", "Discard", "DiscardChosen", "Draw", "DrawAtNextUpkeep", "EachSearches", "Exile",
    "ExileCounting",
    "ExileTop", "ExileUntilLeaves", "Explore", "Fight", "FlipCoin", "GainLife",
    "GivePlayerCounters", "If",
    "IfDid", "Instruction", "LookAtTop", "LookPick", "LoseGame", "LoseHalfLife", "LoseLife",
    "DoubleLife", "DoubleCounters",
    "MayDo", "MayPay",
    "MayPayLife", "Mill", "NoteLifeTotal", "PhaseOut", "Proliferate", "PutCounters",
    "PutCardFromHand",
    "PutFromHand", "PutInLibrary", "Ref", "Regenerate", "RemoveCounters", "ReturnChosen",
    "ReturnSelfFromGraveyard", "ReturnToBattlefield", "ReturnToHand", "RevealChooseDiscard",
    "RevealTopMay", "Sacrifice", "Scry", "SearchLibrary", "SetDayNight", "SetLife",
    "ShuffleInto", "ShuffleIntoLibrary", "Surveil", "Tap", "TapOrUntap", "TargetSpec",
    "Transform", "TurnFaceDown", "TurnFaceUp", "UnlockDoor", "Unsupported", "Untap", "WhenYouDo",
    "WinGame",
]
