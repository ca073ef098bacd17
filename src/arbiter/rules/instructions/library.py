"""Instructions that look at, reveal, search and move cards of libraries and hands
(401, 701.20, 701.23, 701.24; carried out in `engine.zones.top_of_library`,
`engine.zones.zone_changes`, `engine.keyword_actions.library` and `engine.casting.impulse`).
`rules.instructions.objects` re-exports them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions.references import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.values import Value


@dataclass(frozen=True)
class LookPick:
    """One "put" step after looking at the top cards of a library: `count` cards (`up_to`:
    or fewer; `any_number`: any number) matching `selector` go `to` ("hand", "graveyard",
    "battlefield" [`tapped`], "top": back on top of the library, where they stay while the
    rest go elsewhere); `may`: the player may put none; `reveal`: the cards are revealed."""

    count: int = 1
    to: str = "hand"
    selector: Selector | None = None
    up_to: bool = False
    any_number: bool = False
    may: bool = False
    reveal: bool = False
    #: "Put all <cards> revealed this way into your hand": every matching card, no choice.
    every: bool = False
    #: "onto the battlefield tapped"
    tapped: bool = False


@dataclass(frozen=True)
class LookAtTop(Instruction):
    """"Look at the top N cards of your library. Put one of them into your hand and the rest
    on the bottom of your library in a random order." The player looks at the cards (a
    hidden zone, 401.2), makes each pick in order, then puts `rest`: "bottom_random",
    "bottom_any" (an order they choose), "graveyard", "exile", "hand", "top_any", or "top"
    (left where they are). `whose`: another player's library ("Look at the top three cards of target
    player's library, then put them back in any order": the resolving controller looks and
    orders, 401.2); None: the controller's own."""

    n: int | Value = 1
    picks: tuple[LookPick, ...] = ()
    rest: str = "top"
    whose: Any = None


@dataclass(frozen=True)
class PutInLibrary(Instruction):
    """"<Its> owner puts it on the top or bottom of their library" (401.4: the owner
    chooses; `position`: "top", "bottom", "top_or_bottom", "2_or_bottom" (the owner's choice
    of second from the top or the bottom), or "2" / "3": that many from
    the top)."""

    what: Ref = field(default_factory=Ref.target)
    position: str = "top_or_bottom"
    #: position "beneath": "just beneath the top X cards of that library" (X cards above it,
    #: a number or a Value counted as it resolves; all of them if the library has fewer)
    depth: Any = None


@dataclass(frozen=True)
class ShuffleInto(Instruction):
    """"Shuffle <cards> into your library" (701.24a): each card goes into its owner's
    library, then each library a card went into is shuffled
    (`engine.keyword_actions.library`)."""

    what: Ref = field(default_factory=Ref.target)


@dataclass(frozen=True)
class ExileTop(Instruction):
    """"Exile the top card of <player>'s library" (406.2: exile is a public zone, so the
    card is face up there): `Ref.it()` is then that card in exile, or nothing when the
    library was empty (interpreted in engine.casting.impulse)."""

    who: str | Ref = "you"


@dataclass(frozen=True)
class RevealTopMay(Instruction):
    """"Look at the top card of your library. You may reveal that card. If <a card
    matching `selector`> is revealed this way, <then>." (701.20a, 701.20e: any card may be
    revealed; only a matching one makes `then` happen; interpreted in
    engine.zones.top_of_library). `only_matching`: "If it <matches>, you may reveal it. If
    you do, <then>." (the kinship abilities): only a matching card may be revealed."""

    selector: Selector | None = None
    then: tuple[Instruction, ...] = ()
    only_matching: bool = False


@dataclass(frozen=True)
class ReturnChosen(Instruction):
    """"Return a <card> from your graveyard to your hand" (no target): the player chooses a
    matching card as it resolves, if there is one (engine.zones.zone_changes)."""

    selector: Selector | None = None


@dataclass(frozen=True)
class PutFromHand(Instruction):
    """"Put any number of <cards> from your hand onto the battlefield [tapped]" (305.4:
    putting a land onto the battlefield isn't playing it; engine.zones.zone_changes)."""

    selector: Selector | None = None
    tapped: bool = False


@dataclass(frozen=True)
class EachSearches(Instruction):
    """"Each player searches their library for <a card>, puts it onto the battlefield, then
    shuffles" (701.23, 101.4: choices in APNAP order, then the cards move at once)."""

    selector: Selector | None = None
    to: str = "battlefield"
    tapped: bool = False
