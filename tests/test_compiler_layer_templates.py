"""The layer system's rarer templates (`compiler.statics.layer_templates`): real Oracle lines and
what a judge reads from them (613, 612, 707, 614.12, 601.2f, 609.4b, 103.6a)."""

from __future__ import annotations

from typing import Any

import pytest

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import OpeningHandAbility, ReplacementAbility, StaticAbility
from arbiter.rules.chosen_land_type import BecomeChosenType
from arbiter.rules.conditions import SourceUntapped
from arbiter.rules.copiable import CopyExceptions, CopyValues
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddTypes, BecomeTypes, RulesPart, SetColors, TextChange
from arbiter.rules.selectors import (
    ATTACHED,
    SELF,
    YOURS,
    And,
    InZone,
    IsType,
    Not,
    Or,
    OwnedByYou,
)
from arbiter.vocab import Color

_DB = CardDatabase.bundled()

#: "cards" with no zone named: the zones a card is in when it isn't on the battlefield or a
#: spell on the stack (the command zone holds only emblems, which aren't cards: 114.5).
CARD_ZONES = InZone(("graveyard", "hand", "library", "exile"))
BATTLEFIELD = InZone(("battlefield",))
STACK = InZone(("stack",))


def oracle_line(card: str, start: str) -> str:
    """The card's Oracle line beginning with `start` (copied from the card data)."""
    record = _DB.get(card)
    for face in record.faces:
        for line in face.oracle_text.split("\n"):
            if line.startswith(start):
                return line
    raise AssertionError(f"{card} has no line starting {start!r}")


def face_name(card: str) -> str:
    record = _DB.get(card)
    return next((f.name for f in record.faces if f.name == card), record.faces[0].name)


def only(card: str, start: str) -> Any:
    result = compile_text(oracle_line(card, start), face_name(card))
    assert result is not None and len(result) == 1, result
    return result[0]


def static_of(ab: Any) -> tuple[Any, tuple[Any, ...]]:
    assert isinstance(ab, StaticAbility)
    (spec,) = ab.effect_specs
    return spec.affected, spec.parts


CASES = [
    # 613.1d / 205.3: the chosen creature type for creatures on the battlefield, creature
    # spells and the owner's creature cards elsewhere (each phrase with its own zone).
    ("Conspiracy", "Creatures you control are the chosen type",
     Or((And((BATTLEFIELD, IsType("Creature"), YOURS)),
         And((STACK, IsType("Creature"), YOURS)),
         And((CARD_ZONES, IsType("Creature"), OwnedByYou())))),
     (BecomeChosenType(chosen_subtype=True, clear_kinds=frozenset({"creature"})),)),
    # 105.2 / 613.1e: "Nonland permanents you control are white. The same is true for ..."
    ("Celestial Dawn", "Nonland permanents you control are white",
     Or((And((BATTLEFIELD, Not(IsType("Land")), YOURS)),
         And((STACK, YOURS)),
         And((CARD_ZONES, Not(IsType("Land")), OwnedByYou())))),
     (SetColors(colors=frozenset({Color.WHITE})),)),
    # 105.2c / 613.1e: cards not on the battlefield, spells and permanents: every object.
    ("Mycosynth Lattice", "All cards that aren't on the battlefield",
     Or((And((CARD_ZONES,)), And((STACK,)), And((BATTLEFIELD,)))),
     (SetColors(colors=frozenset()),)),
    ("Painter's Servant", "All cards that aren't on the battlefield",
     Or((And((CARD_ZONES,)), And((STACK,)), And((BATTLEFIELD,)))),
     (SetColors(add=True, chosen=True),)),
    # 205.4a / 613.1d: the basic supertype for lands on the battlefield and in the library.
    ("Rootpath Purifier", "Lands you control and land cards in your library are basic",
     Or((And((BATTLEFIELD, IsType("Land"), YOURS)),
         And((InZone(("library",)), IsType("Land"), OwnedByYou())))),
     (AddTypes(supertypes=frozenset({"Basic"})),)),
    # 612.2 / 613.1c: every color word in the text of spells and permanents.
    ("Swirl the Mists", "All instances of color words",
     Or((And((STACK,)), And((BATTLEFIELD,)))),
     (TextChange(every_color=True, chosen=True),)),
    # 707.2 / 613.2a: a copy of the creature chosen as the Aura entered.
    ("Metamorphic Alteration", "Enchanted creature is a copy of the chosen creature",
     ATTACHED, (CopyValues(from_choice=True),)),
    # 601.2f: a minimum total cost (the condition is checked in `test_trinisphere`).
    ("Trinisphere", "As long as this artifact is untapped", SELF,
     (RulesPart(rule="cost_minimum", detail=3),)),
    # 609.4b: each player may spend mana as though it were mana of any color.
    ("Mycosynth Lattice", "Players may spend mana", SELF,
     (RulesPart(rule="spend_mana_as_any_color", detail="each"),)),
    ("Celestial Dawn", "You may spend white mana", SELF,
     (RulesPart(rule="spend_mana", detail=("white_as_any_color", "other_as_colorless")),)),
]


@pytest.mark.parametrize("card,start,affected,parts", CASES,
                         ids=[f"{c[0]}: {c[1][:30]}" for c in CASES])
def test_static_layer_templates(card: str, start: str, affected: Any, parts: Any) -> None:
    """Each line is one static ability: the objects it affects and what it does to them."""
    assert static_of(only(card, start)) == (affected, parts)


def test_trinisphere() -> None:
    """601.2f / 611.3b: "As long as this artifact is untapped, each spell that would cost less
    than three mana to cast costs three mana to cast.\""""
    assert only("Trinisphere", "As long as").condition == SourceUntapped()


def test_wolves_and_werewolves_stay_one_phrase() -> None:
    """"Other Wolves and Werewolves you control": "other" and "you control" apply to both
    (one phrase), unlike a list of objects in different zones."""
    affected, _ = static_of(only("Untamed Pup", "Other Wolves and Werewolves"))
    assert not isinstance(affected, Or)


def test_instant_and_sorcery_spells_is_one_phrase() -> None:
    """"Instant and sorcery spells you control": "instant" describes the spells (one phrase,
    on the stack), never an item of its own (an instant permanent)."""
    affected, _ = static_of(only("Soulfire Grand Master", "Instant and sorcery spells"))
    assert affected == And((STACK, Or((IsType("Instant"), IsType("Sorcery"))), YOURS))


@pytest.mark.parametrize("card,start,choice", [
    ("Swirl the Mists", "As this enchantment enters", "color"),  # 612.2: a color word
    ("Metamorphic Alteration", "As this Aura enters", "creature"),  # 707.2c
])
def test_as_enters_choose(card: str, start: str, choice: str) -> None:
    """614.12: the choice is made as the permanent enters."""
    ab = only(card, start)
    assert isinstance(ab, ReplacementAbility)
    assert (ab.kind, ab.choice) == ("as_enters_choose", choice)


def test_lazotep_convert_enters_as_copy_except() -> None:
    """707.9b: "except it's a 4/4 black Zombie in addition to its other colors and types"
    (today's Oracle text): P/T replace the copied ones; black is added to the copied colors
    (105.3: "in addition" to its other colors) and Zombie to its subtypes."""
    ab = only("Lazotep Convert", "You may have")
    assert isinstance(ab, ReplacementAbility) and ab.kind == "enters_as_copy"
    of, exceptions, optional = ab.spec
    assert of == And((InZone(("graveyard",)), IsType("Creature"))) and optional
    assert exceptions == CopyExceptions(power=4, toughness=4,
                                        add_colors=frozenset({Color.BLACK}),
                                        add_subtypes=frozenset({"Zombie"}))


def test_primal_clay_choice_of_three() -> None:
    """614.12 / 613.2a: three options, each a P/T with artifact creature added (and flying, or
    Wall with defender); setting P/T as it enters is a copiable effect."""
    ab = only("Primal Clay", "As this creature enters")
    assert isinstance(ab, ReplacementAbility)
    assert (ab.kind, ab.choice) == ("as_enters_becomes", "mode")
    ac = frozenset({"Artifact", "Creature"})
    assert ab.spec == (
        CopyExceptions(power=3, toughness=3, add_types=ac),
        CopyExceptions(power=2, toughness=2, add_types=ac,
                       add_abilities=(keyword_ability("Flying"),)),
        CopyExceptions(power=1, toughness=6, add_types=ac, add_subtypes=frozenset({"Wall"}),
                       add_abilities=(keyword_ability("Defender"),)),
    )


@pytest.mark.parametrize("card", ["Leyline of the Guildpact", "Leyline of Sanctity"])
def test_opening_hand(card: str) -> None:
    """103.6a: "If this card is in your opening hand, you may begin the game with it on the
    battlefield.\""""
    ab = only(card, "If ")
    assert ab == OpeningHandAbility(text="", action="begin_on_battlefield")


def test_205_1b_becomes_an_artifact_creature_keeps_its_types() -> None:
    """205.1b: "is an artifact creature" keeps the prior card types (an artifact land stays a
    land): March of the Machines adds the types, and its P/T is its mana value (613.4b)."""
    from arbiter.rules.parts import SetBasePT
    from arbiter.rules.values import ManaValueOf

    _, parts = static_of(only("March of the Machines", "Each noncreature artifact"))
    assert parts == (AddTypes(types=frozenset({"Artifact", "Creature"})),
                     SetBasePT(ManaValueOf(), ManaValueOf()))


def test_is_a_green_elk_creature_with_base_power_and_toughness() -> None:
    """205.1a / 613.4b: Kenrith's Transformation: loses all abilities, is a green Elk creature
    (replacing its card types and creature types) with base P/T 3/3."""
    from arbiter.rules.parts import LoseAllAbilities, SetBasePT
    from arbiter.rules.values import Const

    affected, parts = static_of(only("Kenrith's Transformation", "Enchanted creature"))
    assert affected == ATTACHED
    assert parts == (LoseAllAbilities(),
                     BecomeTypes(types=frozenset({"Creature"}), subtypes=frozenset({"Elk"})),
                     SetColors(colors=frozenset({Color.GREEN})), SetBasePT(Const(3), Const(3)))


def test_skullbriar_counters_remain() -> None:
    """122.2 / 113.6c: a rules effect of the source naming the zones where counters don't
    remain."""
    card = "Skullbriar, the Walking Grave"
    (a,) = compile_text(oracle_line(card, "Counters remain"), card) or [None]
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert e.affected == SELF
    assert e.parts == (RulesPart(rule="counters_remain_on_zone_change",
                                 detail=("hand", "library")),)


def test_titanias_song_effect_continues() -> None:
    """611.3a's exception: the static ability's effect, marked to continue until end of turn
    once its source leaves (205.1b / 613.4b for the effect itself)."""
    from arbiter.rules.parts import LoseAllAbilities, SetBasePT
    from arbiter.rules.values import ManaValueOf

    card = "Titania's Song"
    (a,) = compile_text(oracle_line(card, "Each noncreature artifact"), card) or [None]
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert e.affected == And((BATTLEFIELD, And((Not(IsType("Creature")), IsType("Artifact")))))
    assert e.parts == (LoseAllAbilities(), AddTypes(types=frozenset({"Artifact", "Creature"})),
                       SetBasePT(ManaValueOf(), ManaValueOf()),
                       RulesPart(rule="continues_until_end_of_turn_if_source_leaves"))


def test_platinum_angel_cant_lose() -> None:
    """104.3 / 101.2: "You can't lose the game and your opponents can't win the game."."""
    card = "Platinum Angel"
    (a,) = compile_text(oracle_line(card, "You can't lose"), card) or [None]
    assert isinstance(a, StaticAbility) and a.condition is None
    assert a.effects[0].parts == (RulesPart(rule="cant_lose"),)
