"""704.5m / 704.5n / 704.5p: permanents attached to illegal objects, judged on the objects'
current characteristics after every continuous effect (613, 704.3); 702.16c-d protection;
702.16n "This effect doesn't remove ~". Played with the real engine on boards, plus the table
of the real Oracle lines compiled with the 702.16n exception (`compiler.statics.protection_auras`).
"""

from __future__ import annotations

import pytest

from arbiter.compiler.grammar.enchant_param import enchant_noun
from arbiter.engine.zones.attachments import DOESNT_REMOVE_AURAS, DOESNT_REMOVE_SELF
from arbiter.rules.abilities import KeywordAbility, StaticAbility
from arbiter.rules.parts import AddAbilities, ModifyPT
from arbiter.rules.selectors import AttachedBySource
from tests.oracle import line, one


def _protection(ability: StaticAbility) -> KeywordAbility:
    (spec,) = ability.effects
    assert isinstance(spec.affected, AttachedBySource)
    (grant,) = [p for p in spec.parts if isinstance(p, AddAbilities)]
    (kw,) = grant.abilities
    assert isinstance(kw, KeywordAbility) and kw.keyword == "protection from"
    return kw


@pytest.mark.parametrize(("name", "quality", "pt"), [
    ("White Ward", "white", None),
    ("Blue Ward", "blue", None),
    ("Black Ward", "black", None),
    ("Red Ward", "red", None),
    ("Green Ward", "green", None),
    ("Tattoo Ward", "enchantments", (1, 1)),
])
def test_702_16n_this_effect_doesnt_remove_this_aura_lines(name: str, quality: str,
                                                            pt: tuple[int, int] | None) -> None:
    """702.16n: the granted protection carries "doesn't remove this Aura"; the rest of the
    line is what the first sentence alone compiles to."""
    ability = one(name, "Enchanted creature")
    assert "This effect doesn't remove" in line(name, "Enchanted creature")
    kw = _protection(ability)
    assert kw.param == quality and kw.extra == (DOESNT_REMOVE_SELF,)
    mods = [p for p in ability.effects[0].parts if isinstance(p, ModifyPT)]
    assert [(m.power.n, m.toughness.n) for m in mods] == ([pt] if pt else [])  # type: ignore[attr-defined]


def test_702_16n_spectra_ward_each_color_doesnt_remove_auras() -> None:
    """Spectra Ward's "protection from each color" (702.16h) grant is read, with "doesn't
    remove Auras" (702.16n)."""
    ability = one("Spectra Ward", "Enchanted creature")
    kw = _protection(ability)
    assert kw.param == "each color" and kw.extra == (DOESNT_REMOVE_AURAS,)
    assert DOESNT_REMOVE_AURAS != DOESNT_REMOVE_SELF


@pytest.mark.parametrize(("param", "readable"), [
    ("creature", True), ("creature you control", True), ("red or green creature", True),
    ("Forest or Plains", True), ("creature with power 3 or less", True),
    ("creature with another Aura attached to it", False),
])
def test_702_5a_enchant_parameters_read_or_refused(param: str, readable: bool) -> None:
    """702.5a: what "Enchant <...>" allows, read exactly or not at all."""
    assert (enchant_noun(param) is not None) == readable


def test_702_5a_red_or_green_creature_is_a_creature_of_either_color(board) -> None:
    """702.5a: "red or green creature" means a red creature or a green creature; a red
    noncreature enchantment doesn't match."""
    from arbiter.rules.view import LayerView, context_for

    game = board("""
        name: colors
        battlefield: [{card: Grizzly Bears}, {card: Goblin Piker}, {card: Savannah Lions},
                      {card: Fervor}]
    """)
    noun = enchant_noun("red or green creature")
    assert noun is not None
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, None, 0)
    names = sorted(game.name_of(o) for o in game.state.battlefield()
                   if noun.selector().matches(view, o, ctx))
    assert names == ["Goblin Piker", "Grizzly Bears"]


def test_704_5m_702_16c_aura_falls_off_when_its_creature_gains_protection(solve) -> None:
    """702.16c / 704.5m: Alice enchants her Grizzly Bears (already wearing black Unholy
    Strength) with Black Ward (a white Aura): the Bears gain protection from black, so Unholy
    Strength is put into Alice's graveyard; Black Ward stays."""
    out = solve("""
        name: black ward
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Unholy Strength, attached_to: bears, as: unholy}
        hand: {Alice: [Black Ward]}
        actions:
          - cast: Black Ward
            as: ward
            targets: [bears]
        expect:
          unholy: {zone: graveyard}
          ward: {zone: battlefield, attached_to: bears}
          bears: {power: 2, toughness: 2, has: [Protection from black]}
    """)
    assert out.passed, out.failures


def test_702_16n_other_protection_instance_still_removes_the_aura(solve) -> None:
    """702.16n: Black Knight has printed protection from white, another instance than White
    Ward's: the (white) White Ward on Black Knight is put into the graveyard. The White Ward
    on Grizzly Bears stays (only its own protection from white, which doesn't remove it)."""
    out = solve("""
        name: two instances
        battlefield:
          - {card: Black Knight, as: knight}
          - {card: White Ward, attached_to: knight, as: bward}
          - {card: Grizzly Bears, as: bears}
          - {card: White Ward, attached_to: bears, as: wward}
        actions:
          - pass: {to: precombat_main}
        expect:
          bward: {zone: graveyard}
          wward: {zone: battlefield, attached_to: bears}
          bears: {has: [Protection from white]}
    """)
    assert out.passed, out.failures


def test_702_16n_tattoo_ward_stays_other_auras_fall_off(solve) -> None:
    """702.16n / 702.16c: Tattoo Ward gives Grizzly Bears +1/+1 and protection from
    enchantments, which doesn't remove Tattoo Ward: the Bears' Holy Strength (an Aura, so an
    enchantment) is put into the graveyard, Tattoo Ward stays: the Bears are 3/3."""
    out = solve("""
        name: tattoo ward
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Holy Strength, attached_to: bears, as: holy}
        hand: {Alice: [Tattoo Ward]}
        actions:
          - cast: Tattoo Ward
            as: tattoo
            targets: [bears]
        expect:
          holy: {zone: graveyard}
          tattoo: {zone: battlefield, attached_to: bears}
          bears: {power: 3, toughness: 3, has: [Protection from enchantments]}
    """)
    assert out.passed, out.failures


def test_702_16n_two_white_wards_remove_each_other(solve) -> None:
    """702.16n: with two White Wards on one creature, each Ward's protection doesn't remove
    that Ward but does remove the other one: both are put into the graveyard. (A second White
    Ward can't be cast at the Bears, 702.16b; the board shows them both attached, as after
    the Bears' controller changed the Wards' host some other way.)"""
    out = solve("""
        name: two white wards
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: White Ward, attached_to: bears, as: w1}
          - {card: White Ward, attached_to: bears, as: w2}
        actions:
          - pass: {to: precombat_main}
        expect:
          w1: {zone: graveyard}
          w2: {zone: graveyard}
          bears: {lacks: [Protection from white]}
    """)
    assert out.passed, out.failures


def test_704_5m_enchant_creature_on_a_permanent_that_stops_being_a_creature(solve) -> None:
    """704.5m / 613 (layer 4): Opalescence makes Glorious Anthem a 3/3 creature, enchanted by
    Holy Strength ("Enchant creature"). Bob's Disenchant destroys Opalescence: the Anthem is
    no longer a creature, so Holy Strength is put into its owner's graveyard."""
    out = solve("""
        name: opalescence ends
        battlefield:
          - {card: Opalescence, as: opal}
          - {card: Glorious Anthem, as: anthem}
          - {card: Holy Strength, attached_to: anthem, as: holy}
        hand: {Bob: [Disenchant]}
        actions:
          - cast: Disenchant
            by: Bob
            targets: [opal]
        expect:
          opal: {zone: graveyard}
          holy: {zone: graveyard}
          anthem: {zone: battlefield, types: [Enchantment]}
    """)
    assert out.passed, out.failures


def test_704_5n_equipment_on_a_noncreature_becomes_unattached_and_stays(solve) -> None:
    """704.5n / 301.5c: Bonesplitter equips the Opalescence-animated Glorious Anthem; when
    Opalescence is destroyed the Anthem isn't a creature: Bonesplitter becomes unattached and
    remains on the battlefield."""
    out = solve("""
        name: equipment stays
        battlefield:
          - {card: Opalescence, as: opal}
          - {card: Glorious Anthem, as: anthem}
          - {card: Bonesplitter, attached_to: anthem, as: splitter}
        hand: {Bob: [Disenchant]}
        actions:
          - cast: Disenchant
            by: Bob
            targets: [opal]
        expect:
          splitter: {zone: battlefield, attached_to: null}
          anthem: {zone: battlefield, types: [Enchantment]}
    """)
    assert out.passed, out.failures


def test_704_5n_702_16d_protection_from_artifacts_unattaches_equipment(solve) -> None:
    """702.16d / 704.5n: Tel-Jilad Defiance gives Grizzly Bears protection from artifacts:
    Bonesplitter becomes unattached and stays on the battlefield; the Bears are 2/2 again."""
    out = solve("""
        name: tel-jilad defiance
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Bonesplitter, attached_to: bears, as: splitter}
        hand: {Alice: [Tel-Jilad Defiance]}
        library: {Alice: [Island]}
        actions:
          - cast: Tel-Jilad Defiance
            targets: [bears]
        expect:
          splitter: {zone: battlefield, attached_to: null}
          bears: {power: 2, has: [Protection from artifacts]}
    """)
    assert out.passed, out.failures


def test_704_5m_enchant_creature_you_control_after_a_control_change(solve) -> None:
    """704.5m / 702.5a: Cartouche of Knowledge ("Enchant creature you control") is Bob's, on
    Bob's Grizzly Bears; Alice's Act of Treason gains control of the Bears: the creature
    isn't controlled by the Aura's controller any more, so the Cartouche is put into Bob's
    graveyard."""
    out = solve("""
        name: cartouche
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Cartouche of Knowledge, controller: Bob, attached_to: bears, as: cartouche}
        hand: {Alice: [Act of Treason]}
        actions:
          - cast: Act of Treason
            targets: [bears]
        expect:
          bears: {controller: Alice}
          cartouche: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_704_5p_aura_that_becomes_a_creature_is_unattached_then_put_away(board) -> None:
    """303.4d / 704.5p / 704.5m: an Aura that's also a creature becomes unattached, then (as
    an unattached Aura) is put into its owner's graveyard."""
    from arbiter.engine import sba
    from arbiter.engine.zones.attachments import verdict
    from arbiter.rules.parts import AddTypes
    from arbiter.state.effects import ContinuousEffect

    game = board("""
        name: aura creature
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Holy Strength, attached_to: bears, as: holy}
    """)
    holy = next(o for o in game.state.battlefield() if game.name_of(o) == "Holy Strength")
    bears = game.obj(holy).attached_to
    assert verdict(game, holy, bears) is None
    game.state.effects.append(ContinuousEffect(
        key=("test", "animate"), source=None, source_name="test", timestamp=(99,),
        controller=0, parts=(AddTypes(types=frozenset({"Creature"})),),
        locked=frozenset({holy})))
    game.state.touch()
    assert verdict(game, holy, bears) == "unattach"
    sba.run(game)
    assert game.obj(holy).zone.startswith("left:") or game.obj(holy).zone == "graveyard"


@pytest.mark.parametrize(("name", "starts", "read"), [
    ("White Knight", "First strike", True),
    ("Katilda, Dawnhart Prime", "Protection from Werewolves", True),
    ("Nath's Buffoon", "Protection from Elves", True),
    ("Mistmeadow Skulk", "Lifelink, protection", False),
    # 702.16a, 109.2: qualities read as permanents (`compiler.keywords.protection_quality`)
    ("Tsabo Tavoc", "First strike, protection", True),
    ("Harbinger of Spring", "Protection from non-Spirit", True),
])
def test_702_16a_protection_read_only_for_qualities_judged_exactly(name: str, starts: str,
                                                                    read: bool) -> None:
    """702.16a / 205.3m: a protection keyword whose quality the engine can't judge exactly
    ("mana value 3 or greater") would be silently ignored by
    702.16b-f, so its line stays unread; subtypes in irregular plurals ("Werewolves",
    "Elves") are read."""
    from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line

    text = line(name, starts)
    assert keywords_of(text) is not None
    assert (parse_keyword_line(text) is not None) == read


def test_702_16e_protection_from_an_irregular_plural_subtype(board) -> None:
    """702.16e / 205.3m: Nath's Buffoon has protection from Elves: damage from Llanowar Elves
    (an Elf) is prevented, damage from Grizzly Bears isn't."""
    game = board("""
        name: elves
        battlefield: [{card: Nath's Buffoon}, {card: Llanowar Elves, controller: Bob},
                      {card: Grizzly Bears, controller: Bob}]
    """)
    ids = {game.name_of(o): o for o in game.state.battlefield()}
    buffoon = ids["Nath's Buffoon"]
    game.deal_damage(ids["Llanowar Elves"], buffoon, 1)
    assert game.obj(buffoon).damage == 0
    game.deal_damage(ids["Grizzly Bears"], buffoon, 1)
    assert game.obj(buffoon).damage == 1
