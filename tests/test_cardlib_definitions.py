"""Cards of the layer scenarios (principle 5): each loads through the catalog (compiled from
its Oracle text, or from its hand-written definition where the compiler can't read it) with no
unsupported text except the listed, deliberate exceptions, and the structure of representative
cards is what a judge reads from their Oracle text."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.rules.abilities import (
    ActivatedAbility,
    KeywordAbility,
    OpeningHandAbility,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    UnsupportedAbility,
)
from arbiter.rules.conditions import Compare, SourceCounters
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.costs import DiscardCard
from arbiter.rules.instructions import CreateEffect, CreateToken, Unsupported
from arbiter.rules.parts import (
    AddAbilities,
    AddTypes,
    BecomeTypes,
    DefinePT,
    LoseAllAbilities,
    ModifyPT,
    RemoveTypes,
    RulesPart,
    SetBasePT,
    SetColors,
    SetController,
)
from arbiter.rules.selectors import ATTACHED
from arbiter.rules.text_change import change_text
from arbiter.rules.values import Const, CountOf, Devotion
from arbiter.state.effects import END_OF_TURN
from arbiter.vocab import BASIC_LAND_TYPES, COLOR_ORDER, Color

CARDS = [
    # cards_layer_classics
    "Humility", "Opalescence", "Enchanted Evening", "Blood Moon", "Magus of the Moon",
    "Urborg, Tomb of Yawgmoth", "Ashaya, Soul of the Wild", "Rootpath Purifier", "Conspiracy",
    "Life and Limb", "Mycosynth Lattice", "March of the Machines", "Mirror Image", "Clone",
    "Turn to Frog", "Zur, Eternal Schemer", "Tishana's Tidebinder", "Oko, Thief of Crowns",
    "Dress Down",
    # the rest of the layer scenarios
    "Kenrith's Transformation", "Shivan Dragon", "Wilt-Leaf Liege", "Diminish", "Square Up",
    "Regal Bunnicorn", "Cursed Role", "Wicked Role", "Siege Mastodon", "Twisted Image",
    "Auger Spree", "Subterranean Schooner", "Blossoming Defense", "The One Ring",
    "Enduring Innocence", "Invasion of Amonkhet", "Lazotep Convert", "Inspiring Overseer",
    "Pyrotechnic Performer", "Metamorphic Alteration", "Archfiend of the Dross",
    "Expose the Culprit", "Mass Manipulation", "Act of Treason", "Mind Bend",
    "Linden, the Steadfast Queen", "Leyline of the Guildpact", "Thief of Existence",
    "Helica Glider", "Mystic Subdual", "Gingerbrute", "Bear Cub", "Beamtown Beatstick",
    "Overlord of the Hauntwoods", "Hexdrinker", "Ragavan, Nimble Pilferer",
    "Graaz, Unstoppable Juggernaut", "Vraska, Betrayal's Sting", "Dreamtail Heron",
    "Nissa, Who Shakes the World", "Gemrazer", "Heliod, Sun-Crowned", "Gideon of the Trials",
    "Glorious Anthem", "Giant Growth", "Lhurgoyf", "Tarmogoyf", "Lignify",
    "Threads of Disloyalty", "Copy Enchantment", "Natural Affinity", "Purelace",
    "Primal Frenzy", "Wild Mongrel", "Genju of the Falls", "Crusade", "Darkest Hour", "Bad Moon",
    "Crovax, Ascendant Hero", "Dralnu's Crusade", "Shared Triumph", "Night of Souls' Betrayal",
    "Stir the Sands", "Stir the Grave", "Painter's Servant", "Skeletal Changeling",
    "Chameleon Colossus", "Unnatural Selection", "Scion of Oona", "Spitting Slug",
    "Phyrexian Ingester", "Skullbriar, the Walking Grave", "Aquamoeba", "Dust of Moments",
    "Humble", "Turn to Mist", "Ovinize", "Titania's Song", "Cytoshape", "Dominate", "Persuasion",
    "Godhead of Awe", "About Face", "Sengir Vampire", "Ixidron", "Primal Clay", "Mirrorweave",
    "Llanowar Elves", "Grayscaled Gharial", "Zodiac Horse", "Spellbook", "Sphere of Resistance",
    "Trinisphere", "Myr Enforcer", "Kutzil, Malamet Exemplar", "Celestial Dawn",
    "Word of Seizing", "Swirl the Mists", "Control Magic", "Confiscate", "Threaten",
    "Birds of Paradise", "Null Profusion", "Glorious Charge", "Disfigure", "Glory Seeker",
    "Bonesplitter", "Grizzly Bears", "Savannah Lions",
    # opening-hand actions, attack costs, retargeting, damage-dealt triggers
    "Leyline of Sanctity", "Ghostly Prison", "Willbender", "Exalted Angel",
]

#: The deliberate exceptions: text no layer scenario depends on (principle 5: loud, not silent).
UNSUPPORTED: dict[str, list[str]] = {
    "Kutzil, Malamet Exemplar": [
        "Whenever one or more creatures you control each with power greater than its base "
        "power deals combat damage to a player, draw a card."],
}


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog()


def _abilities(catalog: Catalog, name: str) -> tuple[Any, ...]:
    record = catalog.record(name)
    face = next(i for i, f in enumerate(record.faces) if f.name == name)
    return catalog.abilities(record.name, face)


def _unsupported_texts(x: Any) -> list[str]:
    out: list[str] = []
    if isinstance(x, UnsupportedAbility):
        out.append(x.text)
    elif isinstance(x, Unsupported):
        out.append(x.text)
    if isinstance(x, tuple | list):
        for y in x:
            out += _unsupported_texts(y)
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            out += _unsupported_texts(getattr(x, f.name))
    return out


def _hidden_unsupported(x: Any) -> list[str]:
    """`Unsupported` instructions inside an ability, which the coverage report and
    `arbiter card` (`compiler.granted_unread.unread_parts`) don't see."""
    out: list[str] = []
    if isinstance(x, Unsupported):
        out.append(x.text)
    if isinstance(x, tuple | list):
        for y in x:
            out += _hidden_unsupported(y)
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            out += _hidden_unsupported(getattr(x, f.name))
    return out


def test_no_hand_written_definition_hides_an_unread_line() -> None:
    """Principle 5: a hand-written card's unread line is an `unsupported()` ability, so that
    `arbiter card` and `arbiter cards coverage` report the card as not fully read; an
    `Unsupported` instruction inside a triggered or activated ability would let the card
    count as fully read (Kutzil, Malamet Exemplar did)."""
    from arbiter.cardlib.registry import all_definitions

    hidden = {d.name: _hidden_unsupported(d.abilities) for d in all_definitions()}
    assert {n: t for n, t in hidden.items() if t} == {}


def _parts(ability: Any) -> list[Any]:
    return [p for spec in ability.effect_specs for p in spec.parts]


def _effects(ability: Any) -> list[CreateEffect]:
    return [i for i in ability.instructions if isinstance(i, CreateEffect)]


@pytest.mark.parametrize("name", CARDS)
def test_card_loads_without_unsupported_text(catalog: Catalog, name: str) -> None:
    """Principle 5 / 113.1: every Oracle line maps to an ability; nothing unread but the
    listed exceptions."""
    assert _unsupported_texts(_abilities(catalog, name)) == UNSUPPORTED.get(name, [])


def test_humility() -> None:
    """613.1f / 613.4b: all creatures lose all abilities and have base P/T 1/1."""
    (ab,) = _abilities(Catalog(), "Humility")
    parts = _parts(ab)
    assert any(isinstance(p, LoseAllAbilities) for p in parts)
    pt = next(p for p in parts if isinstance(p, SetBasePT))
    assert (pt.power, pt.toughness) == (Const(1), Const(1))


def test_lhurgoyf_and_tarmogoyf_define_pt(catalog: Catalog) -> None:
    """604.3 / 613.4a: their P/T is a characteristic-defining ability working in every zone
    (compiled: "its toughness is equal to that number plus 1")."""
    from arbiter.rules.counts import CardTypesAmong, Sum

    (lhurgoyf,) = _abilities(catalog, "Lhurgoyf")
    assert lhurgoyf.is_cda and lhurgoyf.functions_everywhere
    (pt,) = _parts(lhurgoyf)
    assert isinstance(pt, DefinePT) and isinstance(pt.power, CountOf)
    assert pt.toughness == Sum((pt.power, Const(1)))
    (goyf,) = _abilities(catalog, "Tarmogoyf")
    (pt,) = _parts(goyf)
    assert goyf.is_cda
    assert isinstance(pt.power, CardTypesAmong) and pt.toughness == Sum((pt.power, Const(1)))


def test_hexdrinker_level_8(catalog: Catalog) -> None:
    """711.2b: LEVEL 8+ is a static ability: 6/6 with protection from everything."""
    level8 = _abilities(catalog, "Hexdrinker")[-1]
    assert level8.condition == SourceCounters("level", 8, None)
    parts = _parts(level8)
    assert SetBasePT(Const(6), Const(6)) in parts
    granted = next(p for p in parts if isinstance(p, AddAbilities)).abilities
    assert [(a.keyword, a.param) for a in granted] == [("protection from", "everything")]


def test_kenriths_transformation(catalog: Catalog) -> None:
    """205.1a: "is a green Elk creature with base P/T 3/3" replaces types; layers 4-7b."""
    kw, draw, static = _abilities(catalog, "Kenrith's Transformation")
    assert kw.keyword == "enchant" and isinstance(draw, TriggeredAbility)
    (spec,) = static.effect_specs
    assert spec.affected == ATTACHED
    layers = [p.layer for p in spec.parts]
    assert sorted(layers) == ["4", "5", "6", "7b"]
    become = next(p for p in spec.parts if isinstance(p, BecomeTypes))
    assert become.types == frozenset({"Creature"}) and become.subtypes == frozenset({"Elk"})
    assert SetColors(colors=frozenset({Color.GREEN})) in spec.parts


def test_leyline_of_the_guildpact(catalog: Catalog) -> None:
    """103.6a: it may begin the game on the battlefield; 105.4 / 205.1b: nonland permanents
    are all colors; lands are every basic land type in addition to their other types."""
    opening, colors, lands = _abilities(catalog, "Leyline of the Guildpact")
    assert isinstance(opening, OpeningHandAbility) and opening.action == "begin_on_battlefield"
    assert _parts(colors) == [SetColors(colors=frozenset(COLOR_ORDER))]
    (add,) = _parts(lands)
    assert isinstance(add, AddTypes) and add.subtypes == frozenset(BASIC_LAND_TYPES)


def test_heliod_is_not_a_creature_with_low_devotion(catalog: Catalog) -> None:
    """700.5 / 611.3b: "As long as your devotion to white is less than five, Heliod isn't a
    creature" is a conditional layer-4 effect."""
    static = _abilities(catalog, "Heliod, Sun-Crowned")[1]
    assert static.condition == Compare(Devotion(Color.WHITE), "<", 5)
    assert _parts(static) == [RemoveTypes(types=frozenset({"Creature"}))]


def test_act_of_treason_and_control_magic(catalog: Catalog) -> None:
    """613.1b: gaining control until end of turn, and "You control enchanted creature"."""
    (spell,) = _abilities(catalog, "Act of Treason")
    control, haste = _effects(spell)
    assert control.parts == (SetController(),) and control.duration == END_OF_TURN
    assert haste.duration == END_OF_TURN
    assert [a.keyword for a in haste.parts[0].abilities] == ["haste"]
    static = _abilities(catalog, "Control Magic")[-1]
    (spec,) = static.effect_specs
    assert spec.affected == ATTACHED and spec.parts == (SetController(),)


def test_mind_bend_changes_lindens_trigger(catalog: Catalog) -> None:
    """612.2: changing "white" to "black" changes both the text and what the trigger sees."""
    (trigger,) = [a for a in _abilities(catalog, "Linden, the Steadfast Queen")
                  if isinstance(a, TriggeredAbility)]
    changed = change_text(trigger, "white", "black", "Linden, the Steadfast Queen")
    assert changed.text == "Whenever a black creature you control attacks, you gain 1 life."
    assert "Color.BLACK" in repr(changed.trigger.selector)
    assert "Color.WHITE" not in repr(changed.trigger.selector)


def test_vraska_minus_two(catalog: Catalog) -> None:
    """205.1a / 613.1f: becomes a Treasure artifact, loses all other card types and abilities,
    then has the Treasure mana ability."""
    minus_two = _abilities(catalog, "Vraska, Betrayal's Sting")[2]
    assert minus_two.loyalty == -2
    (effect,) = _effects(minus_two)
    become, lose, add = effect.parts
    assert become.types == frozenset({"Artifact"}) and become.subtypes == frozenset({"Treasure"})
    assert isinstance(lose, LoseAllAbilities)
    assert add.abilities[0].text == "{T}, Sacrifice this artifact: Add one mana of any color."


def test_wild_mongrel(catalog: Catalog) -> None:
    """602.1 / 613.1e / 613.4c: discard a card: +1/+1 and the chosen color until end of turn."""
    (ab,) = _abilities(catalog, "Wild Mongrel")
    assert isinstance(ab, ActivatedAbility) and ab.cost == (DiscardCard(),)
    (effect,) = _effects(ab)
    assert effect.duration == END_OF_TURN
    assert ModifyPT(Const(1), Const(1)) in effect.parts
    assert SetColors(chosen=True) in effect.parts


def test_graaz_other_creatures(catalog: Catalog) -> None:
    """613.4b / 205.1b: other creatures you control are base 5/3 Juggernauts in addition."""
    attacks, unblockable, static = _abilities(catalog, "Graaz, Unstoppable Juggernaut")
    assert _parts(attacks)[0] == RulesPart(rule="attacks_each_combat_if_able")
    assert SetBasePT(Const(5), Const(3)) in _parts(static)
    assert AddTypes(subtypes=frozenset({"Juggernaut"})) in _parts(static)


def test_painters_servant_colors_every_object(catalog: Catalog) -> None:
    """105.3 / 613.1e: the chosen color in addition, for cards in every zone and permanents."""
    choose, static = _abilities(catalog, "Painter's Servant")
    assert isinstance(choose, ReplacementAbility) and choose.choice == "color"
    (spec,) = static.effect_specs
    assert spec.parts == (SetColors(add=True, chosen=True),)
    assert spec.affected.zones() >= {"battlefield", "hand", "library", "graveyard", "exile",
                                     "stack"}


def test_primal_clay_as_enters_becomes(catalog: Catalog) -> None:
    """613.2a: "As this creature enters, it becomes your choice of ..." sets P/T, so each
    option is a copiable effect."""
    (ab,) = _abilities(catalog, "Primal Clay")
    assert ab.kind == "as_enters_becomes" and ab.choice == "mode"
    three, flyer, wall = ab.spec
    assert (three.power, three.toughness) == (3, 3)
    assert (flyer.power, flyer.toughness, flyer.add_abilities[0].keyword) == (2, 2, "flying")
    assert wall.add_subtypes == frozenset({"Wall"}) and (wall.power, wall.toughness) == (1, 6)


def test_lazotep_convert_copy_exceptions(catalog: Catalog) -> None:
    """707.9b: "except it's a 4/4 black Zombie in addition to its other colors and types"
    (today's Oracle text): black is added to the copied colors (105.3), not set."""
    (ab,) = _abilities(catalog, "Lazotep Convert")
    assert ab.kind == "enters_as_copy"
    exc = ab.spec[1]
    assert exc == CopyExceptions(power=4, toughness=4, add_colors=frozenset({Color.BLACK}),
                                 add_subtypes=frozenset({"Zombie"}))


def test_titanias_song(catalog: Catalog) -> None:
    """205.1b / 613.4b: noncreature artifacts lose all abilities and become artifact creatures
    with P/T equal to their mana value."""
    (static,) = _abilities(catalog, "Titania's Song")
    layers = {p.layer for p in _parts(static)}
    assert {"4", "6", "7b"} <= layers
    add = next(p for p in _parts(static) if isinstance(p, AddTypes))
    assert add.types == frozenset({"Artifact", "Creature"})


def test_overlord_everywhere_token(catalog: Catalog) -> None:
    """111.4 / 205.3i: Everywhere is a tapped colorless land token of every basic land type."""
    (_impending, trigger) = _abilities(catalog, "Overlord of the Hauntwoods")
    (create,) = trigger.instructions
    assert isinstance(create, CreateToken) and create.tapped
    assert create.token.name == "Everywhere" and create.token.types == ("Land",)
    assert set(create.token.subtypes) == set(BASIC_LAND_TYPES) and create.token.colors == ()


def test_hand_size_and_cost_rules(catalog: Catalog) -> None:
    """402.2 / 601.2f / 613.11: rules effects on hand size and costs."""
    (book,) = _abilities(catalog, "Spellbook")
    assert _parts(book) == [RulesPart(rule="max_hand_size", detail=("set", None))]
    profusion = _abilities(catalog, "Null Profusion")
    assert _parts(profusion[-1]) == [RulesPart(rule="max_hand_size", detail=("set", 2))]
    (tri,) = _abilities(catalog, "Trinisphere")
    assert _parts(tri) == [RulesPart(rule="cost_minimum", detail=3)] and tri.condition
    assert [type(a) for a in _abilities(catalog, "Myr Enforcer")] == [KeywordAbility]


def test_vanilla_and_keyword_only_cards(catalog: Catalog) -> None:
    """702.14: keyword lines need no definition; vanilla creatures have no abilities."""
    for name in ("Siege Mastodon", "Bear Cub", "Grizzly Bears", "Savannah Lions",
                 "Glory Seeker"):
        assert _abilities(catalog, name) == ()
    (walk,) = _abilities(catalog, "Zodiac Horse")
    assert (walk.keyword, walk.param) == ("landwalk", "Island")


def test_twisted_image_has_two_spell_paragraphs(catalog: Catalog) -> None:
    """113.3a / 613.4d: switch P/T until end of turn, then draw a card."""
    switch, draw = _abilities(catalog, "Twisted Image")
    assert isinstance(switch, SpellAbility) and isinstance(draw, SpellAbility)
    (effect,) = _effects(switch)
    assert effect.parts[0].layer == "7d" and effect.duration == END_OF_TURN
    assert isinstance(_abilities(catalog, "Regal Bunnicorn")[0], StaticAbility)
