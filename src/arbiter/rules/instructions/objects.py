"""The core one-shot instructions (608.2), as data: on objects and players — cards, life,
damage, counters, permanents, zones, libraries, hands, the stack — and the ones that follow on
from others ("if", "if you do", "you may", "unless ... pays"). The package's docstring
(`rules.instructions`) lists them by group; import them from the package.

The engine's interpreter (`engine.stack.resolve`) carries them out. Object references:
`Ref.target(i)` the i-th target, `Ref.this()` the source, `Ref.it()` the object an earlier
instruction acted on, `Ref.attached()` what the source is attached to.

This module also re-exports `rules.instructions.references` and `rules.instructions.library`
(`__all__`), for callers that still import this module as the whole vocabulary. Its name
stays: the compiler recognises these classes by their module (`compiler.effects.sentences`,
`compiler.triggers.player_auras`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.rules.abilities import Ability
    from arbiter.rules.conditions import Condition
    from arbiter.rules.costs import Cost
    from arbiter.rules.parts import Part
    from arbiter.rules.selectors import Selector
    from arbiter.rules.values import Value
    from arbiter.state.objects import TokenDef

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
from arbiter.rules.instructions.references import Instruction, Ref, TargetSpec

__all__ = ["EachSearches", "ExileTop", "Instruction", "LookAtTop", "LookPick", "PutFromHand",
           "PutInLibrary", "Ref", "ReturnChosen", "RevealTopMay", "ShuffleInto", "TargetSpec"]


@dataclass(frozen=True)
class Draw(Instruction):
    n: int | Value = 1  # a Value ("for each burden counter") is counted as it resolves
    who: str | Ref = "you"  # you | target_opponent | each_player | a player Ref


@dataclass(frozen=True)
class GainLife(Instruction):
    n: int | Value = 1  # a Value: e.g. `EventAmount()`, "you gain that much life"
    who: str | Ref = "you"


@dataclass(frozen=True)
class LoseLife(Instruction):
    n: int | Value = 1
    who: str | Ref = "you"  # also "its_controller": the controller of the event's object (LKI)


@dataclass(frozen=True)
class LoseHalfLife(Instruction):
    """"<player> loses half their life, rounded up" (119.3, 107.1a): each player named loses
    half of their own life total, rounded as written (107.1b: never a negative amount)."""

    who: str | Ref = "you"
    round_up: bool = True


@dataclass(frozen=True)
class DoubleLife(Instruction):
    """701.10d: "double <player's> life total": each player named gains or loses the life that
    makes their new life total twice its current value."""

    who: str | Ref = "you"


@dataclass(frozen=True)
class Mill(Instruction):
    """701.17a: put the top `n` cards of the library into the graveyard."""

    n: int | Value = 1
    who: str | Ref = "each_player"


@dataclass(frozen=True)
class Discard(Instruction):
    """701.9a-b: each player `who` discards `n` cards of their choice (`up_to`: or fewer)."""

    n: int | Value = 1
    who: str | Ref = "each_opponent"
    up_to: bool = False


@dataclass(frozen=True)
class AddMana(Instruction):
    """106.4 / 605.3b: add `amount` mana of type `symbol`, or of one of `colors` (the player
    chooses as it resolves, 106.1b; "two mana of any one color": `amount` 2 of the one
    chosen), or of one of the source's colors (`source_colors`, 106.5: none, no mana).
    `restriction`: how it may be spent (106.6, `engine.mana.pool`); `kept`: "Until end of
    turn, you don't lose this mana as steps and phases end." (500.4)."""

    symbol: str = "C"
    colors: tuple[str, ...] = ()
    #: A Value: "Add {G} for each Elf you control", counted as it resolves (605.3b).
    amount: int | Value = 1
    source_colors: bool = False
    restriction: str | None = None
    kept: bool = False
    #: Whose pool: "you" (the ability's controller) or "event_player" ("its controller
    #: adds", "that player adds": the player who tapped the permanent for mana, 106.12a).
    to: str = "you"
    #: "one mana of any type that land produced": one of the types of mana the mana ability
    #: that triggered this one produced (106.1b, 106.12a).
    produced: bool = False
    #: "one mana of any color in your commander's color identity" (903.4, 702.124c; no
    #: commander: no mana, 903.4f).
    identity: bool = False
    #: "one mana of any color that a land an opponent controls could produce": only the
    #: `colors` that a permanent matching this selector could produce (106.7).
    could_produce: Selector | None = None
    #: "one mana of any color among legendary creatures and planeswalkers you control": only
    #: the colors of the permanents matching this selector as it resolves (105.2, 106.5:
    #: none of them colored, no mana; Mox Amber).
    colors_among: Selector | None = None
    #: "one mana of the chosen color": the color chosen as the source entered (614.12;
    #: none chosen, no mana, 106.5); with `colors`, "{R} or one mana of the chosen color".
    chosen_color: bool = False
    #: "one mana of any of the exiled card's colors": the colors of the cards the source's
    #: linked ability exiled (607.2a; a marker the compiler's linking looks for).
    linked: Value | None = None
    #: "two mana in any combination of colors": `amount` mana, each of any of `colors`
    #: (106.1b: the player chooses the combination as it resolves).
    combination: bool = False
    #: "two mana of different colors": `amount` mana of `colors`, no two of the same color
    #: (106.1a; chosen as it resolves, 605.3b).
    distinct: bool = False


@dataclass(frozen=True)
class CreateEffect(Instruction):
    """611.2: create a continuous effect from the resolving spell or ability. The affected set
    is locked now (611.2c) unless `rules_only`. `duration`: see `state.effects`."""

    parts: tuple[Part, ...] = ()
    affected: Ref | Selector | None = None
    duration: str = "indefinite"
    rules_only: bool = False
    #: Objects left out of a selector-chosen affected set ("each other creature", 611.2c).
    exclude: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class PutCounters(Instruction):
    kind: str = "+1/+1"
    n: int | Value = 1  # a Value ("that many") is counted as it resolves
    on: Ref | Selector = field(default_factory=Ref.this)  # a Selector: each matching object


@dataclass(frozen=True)
class RemoveCounters(Instruction):
    kind: str = "time"
    n: int | Value = 1  # a Value ("remove them": all of them) is counted as it resolves
    on: Ref | Selector = field(default_factory=Ref.this)  # a Selector: each matching object


@dataclass(frozen=True)
class Untap(Instruction):
    what: Ref = field(default_factory=Ref.this)


@dataclass(frozen=True)
class Tap(Instruction):
    what: Ref = field(default_factory=Ref.this)


@dataclass(frozen=True)
class Destroy(Instruction):
    """701.8a: destroy <permanent>; `no_regeneration`: "It can't be regenerated." (701.19c:
    regeneration shields aren't applied to this destruction)."""

    what: Ref = field(default_factory=Ref.this)
    no_regeneration: bool = False


@dataclass(frozen=True)
class Regenerate(Instruction):
    """701.19a: "Regenerate <permanent>": a regeneration shield
    (`engine.keyword_actions.regenerate`)."""

    what: Ref = field(default_factory=Ref.this)


@dataclass(frozen=True)
class Sacrifice(Instruction):
    """701.21a: "Sacrifice <it>": `by` "you" (the resolving spell's or ability's controller,
    who can sacrifice only a permanent they control then) or "controller" ("its controller
    sacrifices it": whoever controls it then)."""

    what: Ref = field(default_factory=Ref.this)
    by: str = "you"


@dataclass(frozen=True)
class Exile(Instruction):
    """Exile an object; `linked` records it for the source's linked abilities (607.2a)."""

    what: Ref = field(default_factory=Ref.this)
    linked: bool = False


@dataclass(frozen=True)
class ReturnToHand(Instruction):
    what: Ref = field(default_factory=Ref.this)


@dataclass(frozen=True)
class ReturnToBattlefield(Instruction):
    """Return a card to the battlefield (under its owner's control unless `under_you`).
    `effect_parts`: an effect the same instruction applies to it as it enters (611.2e,
    613.7n), e.g. Enduring Innocence's "It's an enchantment."; `attacking`: "tapped and
    attacking" (508.4); `transformed`: with its back face up (712.14a); `flipped`: a flip
    card enters flipped (110.5b, 710.2); `attach_to`: the Aura enters attached to that object
    (303.4f)."""

    what: Ref = field(default_factory=Ref.this)
    under_you: bool = False
    effect_parts: tuple[Part, ...] = ()
    tapped: bool = False
    attacking: bool = False
    transformed: bool = False
    flipped: bool = False
    attach_to: Any = None
    #: 122.6 / 614.1c: "... to the battlefield with a +1/+1 counter on it": it enters with
    #: these counters (kind, number).
    counters: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class CreateToken(Instruction):
    """111.2: `who` creates `n` tokens (a Value is counted as it resolves: "create X ...").
    The player who creates a token is its owner and controller (111.2)."""

    token: TokenDef | str = ""
    n: int | Value = 1
    tapped: bool = False
    who: str | Ref = "you"
    #: "Create an X/X ... token[, where X is ...]": the X of the token's power and
    #: toughness (111.3), counted once as the instruction is followed (608.2h;
    #: `engine.zones.token_sizes`).
    x: Value | None = None


@dataclass(frozen=True)
class CounterTarget(Instruction):
    """701.6: counter the targeted spell or ability. `then` runs if it was countered, with
    `Ref.it()` naming the countered ability's source."""

    what: Ref = field(default_factory=Ref.target)
    then: tuple[Instruction, ...] = ()
    then_if_source_is: frozenset[str] = frozenset()
    #: "If that spell is countered this way, exile it instead of putting it into its owner's
    #: graveyard" (701.6a, 614.1a): a countered spell goes to exile.
    exile: bool = False
    #: "... put it on top of its owner's library instead of into that player's graveyard"
    #: (701.6a, 614.1a): "top", "bottom", "top_or_bottom" (your choice) or "hand"
    #: (`engine.keyword_actions.countered_elsewhere`).
    instead_to: str = ""


@dataclass(frozen=True)
class ChangeTarget(Instruction):
    """115.7 / 115.7a: "change the target of <a spell or ability with a single target>":
    the controller of this instruction's spell or ability picks another target that is legal
    for that spell or ability; with no other legal target, the target is unchanged."""

    what: Ref = field(default_factory=Ref.target)


@dataclass(frozen=True)
class TurnFaceUp(Instruction):
    what: Ref = field(default_factory=Ref.target)


@dataclass(frozen=True)
class TurnFaceDown(Instruction):
    selector: Selector | None = None


@dataclass(frozen=True)
class Choose(Instruction):
    """Ask the controller to choose: "color", "creature_type", "mode" ... The answer is stored
    under `key` for later instructions and parts of this resolution."""

    what: str = "color"
    key: str = ""
    #: Answers that may not be chosen ("a creature type other than Wall").
    exclude: tuple[str, ...] = ()
    #: For an object choice: which objects may be chosen ("a nonlegendary creature").
    selector: Selector | None = None


@dataclass(frozen=True)
class DelayedTrigger(Instruction):
    """603.7: "at the beginning of the next end step, ..."."""

    step: str = "end"
    instructions: tuple[Instruction, ...] = ()
    what: Ref = field(default_factory=Ref.this)


@dataclass(frozen=True)
class If(Instruction):
    condition: Condition | None = None
    then: tuple[Instruction, ...] = ()
    #: "Otherwise, <otherwise>." (608.2c: followed when the condition doesn't hold)
    otherwise: tuple[Instruction, ...] = ()


@dataclass(frozen=True)
class Unsupported(Instruction):
    """Text the engine can't carry out (principle 5); doing it is an error naming the text."""

    text: str = ""


@dataclass(frozen=True)
class Custom(Instruction):
    """An instruction whose name the interpreter knows (rare rules actions); `args` data."""

    name: str = ""
    args: tuple[Any, ...] = ()


@dataclass(frozen=True)
class DealDamage(Instruction):
    """120.3: `source` deals `amount` damage to `to` ("each_opponent", "each_player", or a
    Ref). A Value amount is evaluated as it resolves for the damage source ("damage equal to
    its power")."""

    amount: int | Value = 0
    to: str | Ref = "each_opponent"
    source: Ref = field(default_factory=Ref.this)
    #: "deals 3 damage to target creature and 3 damage to its controller": dealt at the
    #: same time as the next DealDamage (one damage event per source, 120.4, 603.2c).
    together: bool = False
    #: 615.12: "The damage can't be prevented."
    unpreventable: bool = False


@dataclass(frozen=True)
class MayPay(Instruction):
    """118.12 / 608.2c: "you may pay <cost>. If you do, <then>. Otherwise, <otherwise>.";
    also "<otherwise> unless <who> pays <cost>" (118.12, 701.6: "Counter target spell unless
    its controller pays {3}"). `who` decides and pays; 118.3: only a cost they can pay is
    offered (`engine.stack.payments`)."""

    cost: tuple[Cost, ...] = ()
    then: tuple[Instruction, ...] = ()
    otherwise: tuple[Instruction, ...] = ()
    who: str | Ref = "you"
    #: "You may pay <cost> any number of times. When you pay this cost one or more times,
    #: <reflexive>": paid again and again while the player wants to (and can, 118.3); then
    #: the reflexive triggered ability triggers (603.12), "that many" being the times paid.
    any_number: bool = False
    reflexive: Any = None


@dataclass(frozen=True)
class Scry(Instruction):
    """701.22a: scry N (a number, or a Value counted as it resolves: "scry X, where X is
    ...", 608.2h)."""

    n: int | Value = 1


@dataclass(frozen=True)
class Surveil(Instruction):
    """701.25a: surveil N (a number, or a Value counted as it resolves, 608.2h)."""

    n: int | Value = 1


@dataclass(frozen=True)
class SearchLibrary(Instruction):
    """701.23: "Search your library for <selector>, put it <to> [tapped], then shuffle."."""

    selector: Selector | None = None
    to: str = "hand"
    tapped: bool = False
    #: "Search your library for any number of <selector>" (701.23a): the player picks cards
    #: one at a time until they choose "done"; all found cards are then put `to` together.
    any_number: bool = False


@dataclass(frozen=True)
class DamageToYou(Instruction):
    """"<This> deals N damage to you" (120.3a: damage to a player is life loss)."""

    n: int = 1


@dataclass(frozen=True)
class ExileUntilLeaves(Instruction):
    """610.3: exile an object until the source leaves the battlefield; then it returns to
    its previous zone (the battlefield: under its owner's control, 610.3c)."""

    what: Ref = field(default_factory=Ref.target)


@dataclass(frozen=True)
class DiscardChosen(Instruction):
    """701.9a: discard a card the player chooses (matching `selector`, if any)."""

    selector: Selector | None = None
    n: int = 1


@dataclass(frozen=True)
class MayDo(Instruction):
    """"You may <do>." With `reflexive`: "When you do, <ability>" — a reflexive triggered
    ability that triggers only if the player did it (603.12)."""

    do: tuple[Instruction, ...] = ()
    reflexive: Any = None
    #: 118.12: "If you do" checks whether the player chose to do it: for one action on a
    #: target ("you may destroy target artifact. If you do, ..."), choosing it is doing it
    #: while that target is still legal (608.2b).
    chosen: bool = False


@dataclass(frozen=True)
class CopySpell(Instruction):
    """707.10: put a copy of the target spell on the stack; 707.10c: its controller may
    choose new targets for it."""

    what: Ref = field(default_factory=Ref.target)
    new_targets: bool = True
    #: 707.9b / 707.10: "except that the copy is red": a `rules.copiable.CopyExceptions`.
    exceptions: Any = None


@dataclass(frozen=True)
class CopyAbility(Instruction):
    """707.10: put a copy of the target activated or triggered ability on the stack, under
    the control of the player copying it; 707.10c: they may choose new targets for it."""

    what: Ref = field(default_factory=Ref.target)
    new_targets: bool = False


@dataclass(frozen=True)
class MayCopyThisSpell(Instruction):
    """707.10 / 707.10c: "<player> may copy this spell and may choose a new target for that
    copy" (Chain Lightning): the player `who` names decides, and controls the copy
    (`engine.stack.chain_copies`)."""

    who: Ref = field(default_factory=Ref.player_target)


@dataclass(frozen=True)
class CreateTokenCopy(Instruction):
    """707.2 / 111.10-ish: "create a token that's a copy of <it>": the token's
    characteristics are the object's copiable values (a layer-1a copy effect);
    `exceptions`: a `rules.copiable.CopyExceptions` ("except it's white ...", 707.9)."""

    what: Ref = field(default_factory=Ref.target)
    exceptions: Any = None
    #: 111.2: the players who each create one ("Target player creates a token that's a copy
    #: of ..."): each owns and controls their token. `tapped`: it enters tapped;
    #: `attacking`: tapped and attacking (508.4, `engine.combat.attacking_tokens`).
    who: str | Ref = "you"
    tapped: bool = False
    attacking: bool = False
    n: int = 1  # "create two tokens that are copies of it": how many for each object


@dataclass(frozen=True)
class ShuffleIntoLibrary(Instruction):
    """"Shuffle your hand, your graveyard, and all permanents you own into your library"
    (701.24): `zones` names what goes ("hand", "graveyard", "permanents"); `who`: the
    players who do ("Each player shuffles their hand and graveyard into their library")."""

    zones: tuple[str, ...] = ("hand", "graveyard", "permanents")
    who: str | Ref = "you"


@dataclass(frozen=True)
class SetLife(Instruction):
    """119.5: "your life total becomes N" (`who`: each player named). `starting`: the new
    total is each player's own starting life total (103.4), "all" of it or "half_up" /
    "half_down" (107.1a: rounded as written); `n` is then unused."""

    n: int | Value = 20
    who: str | Ref = "you"
    starting: str = ""


@dataclass(frozen=True)
class Explore(Instruction):
    """701.44a: `what` explores: its controller reveals the top card of their library; a
    land card goes to their hand, otherwise the permanent gets a +1/+1 counter and the card
    may go to the graveyard (decision kind "explore": "top" or "graveyard")."""

    what: Ref = field(default_factory=Ref.this)


@dataclass(frozen=True)
class Proliferate(Instruction):
    """701.34a: the controller chooses any number of permanents and/or players that have a
    counter (decision kind "proliferate", one at a time, "done" to stop); each gets one more
    counter of each kind it already has."""


@dataclass(frozen=True)
class GivePlayerCounters(Instruction):
    """122.1 / 122.1f: `who` (a player Ref, or "you"/"each_opponent"/"each_player") gets `n`
    counters of `kind` ("poison"). With `until`: "if <player> has fewer than <until> <kind>
    counters, they get a number of them equal to the difference" (n is then ignored)."""

    kind: str = "poison"
    n: Any = 1  # 107.3: a number, or a Value counted as it resolves
    who: str | Ref = "you"
    until: int | None = None


@dataclass(frozen=True)
class CreateEmblem(Instruction):
    """114.2: "You get an emblem with <abilities>": an emblem owned and controlled by the
    resolving spell's or ability's controller is put into the command zone."""

    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class Transform(Instruction):
    """701.27a: "transform <it>": the double-faced permanent turns over to its other face; it
    stays the same object (712.18). Nothing happens to a permanent that isn't a transforming
    double-faced card or token (701.27c, 712.9), and an ability of a permanent transforms it
    only if it hasn't transformed since the ability was put on the stack (701.27f)."""

    what: Ref = field(default_factory=Ref.this)


@dataclass(frozen=True)
class SetDayNight(Instruction):
    """730.1: "it becomes day" / "it becomes night" (`to`: "day" or "night")."""

    to: str = "day"


@dataclass(frozen=True)
class NoteLifeTotal(Instruction):
    """"note your life total": the controller's life total now is kept on the source as
    the last noted life total for it (`rules.noted_life`)."""


@dataclass(frozen=True)
class WinGame(Instruction):
    """104.2b: "<who> wins the game" (`engine.players.outcome`)."""

    who: str | Ref = "you"


@dataclass(frozen=True)
class LoseGame(Instruction):
    """104.3e: "<who> loses the game" (`engine.players.outcome`)."""

    who: str | Ref = "you"


@dataclass(frozen=True)
class Fight(Instruction):
    """701.14a: `a` and `b` fight: each deals damage equal to its power to the other."""

    a: Ref = field(default_factory=Ref.this)
    b: Ref = field(default_factory=Ref.target)


@dataclass(frozen=True)
class IfDid(Instruction):
    """"If you do, <then>" (608.2c): followed only if the optional action just before it
    was actually done (the interpreter records that for sacrificing, discarding and
    exiling)."""

    then: tuple[Instruction, ...] = ()
