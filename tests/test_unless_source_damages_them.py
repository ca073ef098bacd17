"""118.12a / 120.3: "<effect> unless <player> has ~ deal N damage to them" (Lava Blister,
Molten Influence, Blazing Salvo, Skullscorch, Dwarven Driller): the named player may pay the
cost of having the source deal the damage to them as it resolves; the damage is the
source's (120.3), and the choice to pay is what counts (118.12), even if the damage is
then prevented."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules.damage_cost import SourceDamagesYou

_BLISTER = """
name: lava blister
battlefield: [{{card: Karplusan Forest, controller: Bob, as: land}}]
hand: {{Alice: [Lava Blister]{bob_hand}}}
actions:
{before}
  - {{cast: Lava Blister, targets: [land], choices: {{pay: {pay}}}}}
expect:
  land: {{zone: {zone}}}
  player Bob: {{life: {life}}}
"""


@pytest.mark.parametrize(("pay", "zone", "life"), [("yes", "battlefield", 14),
                                                   ("no", "graveyard", 20)])
def test_118_12a_lava_blister_its_controller_chooses(solve, pay: str, zone: str,
                                                     life: int) -> None:
    """Lava Blister on Bob's Karplusan Forest: Bob has it deal 6 damage to him and keeps
    the land, or declines and the land is destroyed."""
    out = solve(_BLISTER.format(bob_hand="", before="", pay=pay, zone=zone, life=life))
    assert out.passed, out.failures


def test_118_12_lava_blister_paid_even_when_the_damage_is_prevented(solve) -> None:
    """Bob's Healing Salve shields him from 3 of the damage first: he chooses to pay, 3 of
    the 6 is prevented (he goes to 17), and the land stays: paying is the choice to pay
    (118.12), whatever happens to the damage."""
    out = solve(_BLISTER.format(
        bob_hand=", Bob: [Healing Salve]",
        before="  - {cast: Healing Salve, by: Bob, targets: [Bob], choices: {mode: 2}}",
        pay="yes", zone="battlefield", life=17))
    assert out.passed, out.failures


@pytest.mark.parametrize(("pay", "zone", "life"), [("yes", "battlefield", 16),
                                                   ("no", "graveyard", 20)])
def test_118_12a_molten_influence_counters_unless_its_controller_takes_4(
        solve, pay: str, zone: str, life: int) -> None:
    """Alice casts Shock at Bob's Grizzly Bears; Bob's Molten Influence counters it unless
    Alice has Molten Influence deal 4 damage to her. If she pays, the Shock resolves."""
    out = solve(f"""
        name: molten influence
        battlefield: [{{card: Grizzly Bears, controller: Bob, as: bears}}]
        hand: {{Alice: [{{card: Shock, as: shock}}], Bob: [Molten Influence]}}
        actions:
          - {{cast: shock, targets: [bears], respond: true}}
          - {{cast: Molten Influence, by: Bob, targets: [shock], choices: {{pay: {pay}}}}}
        expect:
          bears: {{zone: {"graveyard" if pay == "yes" else "battlefield"}}}
          shock: {{zone: graveyard}}
          player Alice: {{life: {life}}}
    """)
    assert out.passed, out.failures


def test_120_3_the_damage_is_the_sources(solve) -> None:
    """Blazing Salvo (red) at Bob's Grizzly Bears: Bob takes the 5 damage to save it, and
    the damage is the Salvo's, so his Circle of Protection: Red can prevent it (615.8)."""
    out = solve("""
        name: blazing salvo and a circle
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: "Circle of Protection: Red", controller: Bob, as: cop}
          - {card: Plains, controller: Bob}
        hand: {Alice: [{card: Blazing Salvo, as: salvo}]}
        choices: ["yes"]
        actions:
          - {cast: salvo, targets: [bears], respond: true}
          - {activate: {card: cop, ability: 1, by: Bob, choices: {source: salvo}}}
        expect:
          bears: {zone: battlefield}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("card", "line", "n"), [
    ("Lava Blister", "Destroy target nonbasic land unless its controller has Lava Blister "
     "deal 6 damage to them.", 6),
    ("Skullscorch", "Target player discards two cards at random unless that player has "
     "Skullscorch deal 4 damage to them.", 4),
    ("Dwarven Driller", "{T}: Destroy target land unless its controller has this creature "
     "deal 2 damage to them.", 2),
])
def test_118_12a_unless_has_source_deal_damage_lines(card: str, line: str, n: int) -> None:
    [ability] = compile_text(line, card, "{T}" not in line) or [None]
    [step] = ability.instructions
    assert isinstance(step, I.MayPay) and step.cost == (SourceDamagesYou(n),)
    assert step.otherwise and not step.then


@pytest.mark.parametrize("line", [
    # "a player": any player, each in turn; "it" another object than the source
    "This creature gets +2/+2 until end of turn unless a player has this creature deal 4 "
    "damage to them.",
    "Destroy target creature unless its controller has it deal 3 damage to them.",
])
def test_118_12a_other_payers_and_sources_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", True) is None
