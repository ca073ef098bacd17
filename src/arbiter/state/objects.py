"""Game objects (109): cards, tokens, copies and merged permanents, as plain data.

An object holds facts only (principle 1): which card it is, where it is, its status, counters
with their timestamps (613.7c), attachment, face-down status (708), which face is up (712),
merged components (729) and the choices made as it entered. Characteristics come from
`rules.layers`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbiter.vocab import Color


@dataclass(frozen=True)
class TokenDef:
    """111.4: a token's characteristics as the effect that created it defines them."""

    name: str
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] = ()
    power: int | None = None
    toughness: int | None = None
    text: str = ""
    #: A token that copies a card record (Role tokens, predefined tokens): its card name.
    card: str | None = None


@dataclass(frozen=True)
class EmblemDef:
    """114.1-114.3: an emblem is a marker in the command zone with the abilities the effect
    that created it defines, and no other characteristics (no name, types, cost or color).
    `source_name` names the card whose effect created it (for explanations and the log)."""

    abilities: tuple[Any, ...] = ()
    source_name: str = ""

    @property
    def label(self) -> str:
        return f"{self.source_name} emblem" if self.source_name else "emblem"


@dataclass(frozen=True)
class Component:
    """One card or token that represents a merged permanent (729.1)."""

    card: str | None
    token: TokenDef | None = None
    face: int = 0


@dataclass
class GameObject:
    id: int
    owner: int
    controller: int
    zone: str
    timestamp: int
    card: str | None = None
    token: TokenDef | None = None
    face: int = 0  # 712: 0 front face up, 1 back face up (transformed)
    #: 709.3: the half of a split card cast as this spell (0 left, 1 right); None: both
    #: halves' characteristics combined (709.4: every zone but the stack; 709.4d fused).
    half: int | None = None
    #: 701.27f: the stack id the next stack object would get when it last transformed (0:
    #: never), so an ability put on the stack before that can't transform it again.
    transformed_at: int = 0
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    counter_ts: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    #: 303.4 / 702.5d: the player an Aura enchants (`engine.keywords.enchant_player`); an object
    # left
    #: the battlefield keeps it as last known (608.2h).
    attached_player: int | None = None
    attach_ts: int = 0
    face_down: str | None = None  # 708: morph | disguise | manifest | cloak | plain
    #: 729: the components of a merged permanent, topmost first (empty when not merged).
    merged: list[Component] = field(default_factory=list)
    merge_ts: int = 0
    #: 701.42a / 712.4a: a melded permanent, one object represented by two cards: `card` and
    #: the other card of its meld pair, (that card's name, the combined back face's name).
    melded: tuple[str, str] | None = None
    choices: dict[str, Any] = field(default_factory=dict)
    cast_with: str | None = None
    #: 601.2a: the zone a spell was cast from (None: not cast).
    cast_from: str | None = None
    damage: int = 0
    #: 607.2a: objects a linked ability of this object exiled or chose.
    linked: list[int] = field(default_factory=list)
    #: Turn number since which its controller has controlled it continuously (302.6).
    controlled_since: int = 0
    #: The controller the layer system last gave it on the battlefield (None: not computed
    #: yet): a different one means its control changed (`engine.control_changes`).
    controller_seen: int | None = None
    alias: str | None = None
    #: 707.10: a copy of a spell (not a card): it ceases to exist outside the stack.
    spell_copy: bool = False
    #: 114: an emblem in the command zone (neither a card nor a permanent, 114.5).
    emblem: EmblemDef | None = None
    #: 903.3: the card is its owner's commander (an attribute of the card, kept as it
    #: changes zones): the key naming that commander for 903.8 and 903.10a.
    commander: str | None = None
    #: 717.1: the numbers lit up on this Attraction card (its printing's; kept as the card
    #: changes zones).
    lights: tuple[int, ...] = ()

    @property
    def is_token(self) -> bool:
        return self.token is not None
