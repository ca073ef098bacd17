"""Abilities (113) as data: keyword, static, triggered, activated and spell abilities.

Every ability keeps its Oracle text (`text`). Behaviour is built from the shared vocabulary of
selectors (`rules.selectors`), layer parts (`rules.parts`) and instructions
(`rules.instructions`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.rules.conditions import Condition
    from arbiter.state.effects import EffectSpec


@dataclass(frozen=True)
class Ability:
    """113.1: an ability; `text` is its Oracle wording as it currently reads (612)."""

    text: str

    @property
    def effect_specs(self) -> tuple[EffectSpec, ...]:
        """The continuous effects this ability generates while it functions (604.1)."""
        return ()

    @property
    def is_cda(self) -> bool:
        return False

    @property
    def functions_everywhere(self) -> bool:
        """604.3: characteristic-defining abilities function in all zones."""
        return self.is_cda


@dataclass(frozen=True)
class _EffectSource(Ability):
    """An ability that generates continuous effects while it functions (604.1, 611.3)."""

    effects: tuple[EffectSpec, ...] = ()
    cda: bool = False

    @property
    def effect_specs(self) -> tuple[EffectSpec, ...]:
        return self.effects

    @property
    def is_cda(self) -> bool:
        return self.cda


@dataclass(frozen=True)
class StaticAbility(_EffectSource):
    """604: a static ability; its effects exist while it functions and `condition` holds."""

    condition: Condition | None = None


@dataclass(frozen=True)
class KeywordAbility(_EffectSource):
    """702: a keyword ability. `param` holds what follows the keyword (ward cost, quality...).

    Keywords that are static abilities generating continuous effects (changeling, devoid)
    carry those effects in `effects`.
    """

    keyword: str = ""
    param: str | None = None
    extra: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Mode:
    """700.2: one mode of a modal ability ("• Destroy target artifact."): its instructions,
    and its targets with slots counted from 0."""

    text: str
    instructions: tuple[Any, ...] = ()
    targets: tuple[Any, ...] = ()


@dataclass(frozen=True)
class TriggeredAbility(Ability):
    """603: "When/Whenever/At ..." — `trigger` names the event, `instructions` the effect.
    A modal triggered ability ("When ~ enters, choose one — • ... • ...", 700.2) has its modes
    in `mode_options` and how many to choose in `modes` (least, most); the modes are chosen
    as it is put on the stack (603.3c)."""

    trigger: Any = None
    instructions: tuple[Any, ...] = ()
    intervening_if: Condition | None = None
    targets: tuple[Any, ...] = ()
    optional: bool = False
    modes: tuple[int, int] | None = None
    mode_options: tuple[Mode, ...] = ()


@dataclass(frozen=True)
class ActivatedAbility(Ability):
    """602: "[Cost]: [Effect]." Loyalty abilities (606) set `loyalty`."""

    cost: tuple[Any, ...] = ()
    instructions: tuple[Any, ...] = ()
    targets: tuple[Any, ...] = ()
    loyalty: int | None = None
    sorcery_speed: bool = False
    is_mana_ability: bool = False
    keyword: str | None = None
    #: 602.5b: "Activate only once each turn." / "Activate only during your turn."
    once_each_turn: bool = False
    your_turn_only: bool = False
    #: 113.6: the zone the ability functions from ("graveyard" for "Exile this card from
    #: your graveyard: ..." abilities).
    zone: str = "battlefield"
    #: 602.5b: "Activate only if <condition>." (evaluated for the ability's source and the
    #: player activating it).
    condition: Condition | None = None
    #: 602.5b: "Activate no more than twice each turn." (None: no such limit).
    max_each_turn: int | None = None
    #: 602.1b / 602.2: who may activate it: "controller" (602.2's default), "any" ("Any
    #: player may activate this ability."), "opponents", "owner".
    activators: str = "controller"
    #: 700.2: a modal activated ability ("[Cost]: Choose one — • ... • ..."): how many modes
    #: to choose (least, most) and the modes, chosen as it is activated (601.2b, 602.2b).
    modes: tuple[int, int] | None = None
    mode_options: tuple[Mode, ...] = ()
    #: 602.5b: "Activate only once." (for this object, 400.7; `engine.keywords.exhaust`).
    once: bool = False
    #: 107.3a / 602.2b: "X can't be 0.": the least X that may be announced.
    min_x: int = 0
    #: 602.2b / 601.2f: "This ability costs {1} less to activate for each ..." (a
    #: `rules.spell_costs.SelfCostChange` judged as the ability is activated).
    cost_change: Any = None


@dataclass(frozen=True)
class ReplacementAbility(Ability):
    """614: a static ability that generates a replacement effect (e.g. "enters as a copy")."""

    kind: str = ""
    spec: tuple[Any, ...] = ()
    choice: str | None = None


@dataclass(frozen=True)
class OpeningHandAbility(Ability):
    """103.6: "If this card is in your opening hand, you may <action>." — an action taken
    with the card from its owner's opening hand after mulligans, before the first turn.
    `action`: "begin_on_battlefield" (103.6a: "begin the game with it on the battlefield"),
    or "reveal" (103.6b, 603.7g: "You may reveal this card from your opening hand. If you do,
    at the beginning of the first upkeep, <instructions>": a delayed triggered ability waiting
    for `step`, "upkeep" or "upkeep:controller", `engine.turn.opening_hand`)."""

    action: str = "begin_on_battlefield"
    step: str = ""
    instructions: tuple[Any, ...] = ()


@dataclass(frozen=True)
class SpellAbility(Ability):
    """113.3a: an instant's or sorcery's effect, followed as it resolves."""

    instructions: tuple[Any, ...] = ()
    targets: tuple[Any, ...] = ()
    modes: tuple[Any, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class AdditionalCost(Ability):
    """118.8 / 601.2b: "As an additional cost to cast this spell, <costs>."."""

    costs: tuple[Any, ...] = ()


#: 113.6: every zone an ability may function in.
ALL_ZONES = frozenset({"battlefield", "stack", "hand", "graveyard", "exile", "library",
                       "command"})


@dataclass(frozen=True)
class UnsupportedAbility(Ability):
    """Principle 5: text the engine cannot read. Using it is an error that names the text.

    `kind` (spell, activated, triggered, static, replacement, cost, deck), `zones` (where it
    functions by being there, 113.6) and `activated_from` (where a player may activate it,
    602.1, 113.6j, or take it as a special action, 116.2) say when it would matter
    (`compiler.unread`); the engine stops the game then (`engine.unsupported`). Unclassified,
    it functions everywhere."""

    card: str = ""
    kind: str = "static"
    zones: frozenset[str] = ALL_ZONES
    activated_from: frozenset[str] = frozenset()
