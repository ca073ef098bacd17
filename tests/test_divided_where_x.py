"""601.2d / 603.3d / 107.3a: "deals X damage divided as you choose among ..., where X is
<number>": the number is counted as the division is announced (as the spell is cast, 601.2d;
as the triggered ability is put on the stack, 603.3d; as the ability is activated, 602.2b)
and the announced shares are dealt as it resolves (608.2b), even if the count has changed.
(Volcanic Wind, Ureni, the Song Unending, Lukka, Bound to Ruin)"""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.greatest_among import GreatestAmong

_WIND = """
    name: volcanic wind
    battlefield:
      - {card: Grizzly Bears, as: bears}
      - {card: Hill Giant, controller: Bob, as: giant}
      - {card: Llanowar Elves, controller: Bob, as: elves}
    hand: {Alice: [Volcanic Wind], Bob: [Lightning Bolt]}
    actions:
"""


def test_601_2d_volcanic_wind_divides_the_creature_count(solve) -> None:
    """Three creatures on the battlefield as Volcanic Wind is cast: 3 damage, divided 2 to
    Hill Giant (3/3, survives with 2) and 1 to Llanowar Elves (1/1, dies)."""
    out = solve(_WIND + "      - {cast: Volcanic Wind, targets: [giant, elves], "
                        "choices: {divide: [2, 1]}}\n")
    assert out.passed, out.failures
    g = out.game
    assert g.obj(obj_id(g, "elves")).zone == "graveyard"
    giant = g.obj(obj_id(g, "giant"))
    assert giant.zone == "battlefield" and giant.damage == 2


def test_601_2d_volcanic_wind_division_must_add_up_to_the_count(solve) -> None:
    """Four damage can't be divided: X is 3 (the three creatures), so [3, 1] is refused."""
    out = solve(_WIND + "      - {cast: Volcanic Wind, targets: [giant, elves], "
                        "choices: {divide: [3, 1]}, refused: '601.2d'}\n")
    assert out.passed, out.failures
    assert not out.game.state.stack_items


def test_601_2d_count_fixed_as_cast_not_as_it_resolves(solve) -> None:
    """X is counted as the spell is cast (3 creatures): Bob's Lightning Bolt kills the Grizzly
    Bears in response, yet the Hill Giant is still dealt the 3 announced and dies."""
    out = solve(_WIND + "      - {cast: Volcanic Wind, targets: [giant], respond: true}\n"
                        "      - {cast: Lightning Bolt, by: Bob, targets: [bears]}\n")
    assert out.passed, out.failures
    g = out.game
    assert g.obj(obj_id(g, "bears")).zone == "graveyard"
    assert g.obj(obj_id(g, "giant")).zone == "graveyard"


def test_603_3d_ureni_counts_lands_as_the_trigger_goes_on_the_stack(solve) -> None:
    """Ureni enters with Alice controlling three Mountains: X = 3, all to Bob's Hill Giant
    (the one target chosen), which dies."""
    out = solve("""
        name: ureni
        battlefield:
          - {card: Mountain}
          - {card: Mountain}
          - {card: Mountain}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Craw Wurm, controller: Bob, as: wurm}
        actions:
          - {enter: {card: "Ureni, the Song Unending", as: ureni}}
        choices: [giant, null]
        expect:
          giant: {zone: graveyard}
          wurm: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_602_2b_lukka_greatest_power_line() -> None:
    """Lukka's [-4]: the X is the greatest power among Alice's creatures, counted as the
    ability is activated (not the X of a loyalty cost)."""
    (ability,) = compile_line(
        "[−4]: Lukka deals X damage divided as you choose among any number of target "
        "creatures and/or planeswalkers, where X is the greatest power among creatures you "
        "control as you activate this ability.", "Lukka, Bound to Ruin")
    (step,) = ability.instructions
    assert isinstance(step, I.DealDamageDivided)
    assert isinstance(step.amount, GreatestAmong) and step.amount.stat == "power"


def test_107_3a_x_naming_an_object_stays_unread() -> None:
    """"where X is its power" names an object of the sentence: not counted before it
    resolves here, so the line stays unread (Ravenous Gigantotherium's X targets too)."""
    abilities = compile_line(
        "{2}, Sacrifice this creature: It deals X damage divided as you choose among any "
        "number of target creatures, where X is its power.", "Vampire Champion Fury")
    assert all(type(a).__name__ == "UnsupportedAbility" for a in abilities)


def test_120_3_inferno_titan_is_the_source_of_its_divided_damage(solve) -> None:
    """"it deals 3 damage divided ...": "it" is Inferno Titan, not the first target. All 3 to
    Bob's Vampire Nighthawk (lifelink): the Titan deals the damage, so Bob gains no life
    (702.15b) and the Nighthawk dies."""
    out = solve("""
        name: inferno titan source
        battlefield:
          - {card: Vampire Nighthawk, controller: Bob, as: hawk}
        actions:
          - {enter: {card: Inferno Titan, as: titan}}
        choices: [hawk, null]
        expect:
          hawk: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_120_3_pronoun_subject_is_the_source_not_a_target() -> None:
    """"it deals ..." in a creature's trigger: "it" is the creature (named before the
    targets, 608.2c), for divided damage and for different amounts to several targets."""
    for name, line in (("Gang of Devils", "When this creature enters, it deals 3 damage divided "
                        "as you choose among one, two, or three targets."),
                       ("Test Beast", "When this creature enters, it deals 1 damage to any "
                        "target, 2 damage to another target, and 3 damage to a third target.")):
        (ability,) = compile_line(line, name)
        (step,) = ability.instructions
        assert step.source == I.Ref.this(), line


def test_608_2h_gang_of_devils_dies_and_deals_its_divided_damage(solve) -> None:
    """"When this creature dies, it deals 3 damage divided ...": the creature, as it last
    existed, is the source (608.2h). Bob bolts Gang of Devils; Alice divides 2 to Bob's
    Grizzly Bears (dies) and 1 to Bob (19)."""
    out = solve("""
        name: gang of devils
        battlefield:
          - {card: Gang of Devils, as: devils}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [devils]}
        choices: [bears, Bob, null, "2 to bears / 1 to Bob"]
        expect:
          devils: {zone: graveyard}
          bears: {zone: graveyard}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures
