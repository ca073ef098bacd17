"""601.2f with 601.2b: "Flashback {8}{G}{G}. This spell costs {X} less to cast this way, where
X is the greatest mana value of a commander you own on the battlefield or in the command zone."
(the Midnight Hunt Commander Visions cycle): the reduction applies only when the spell is cast
for its flashback cost (702.34a), and only to generic mana (118.7d); the commander counts
wherever its owner's designation is (903.3), whoever controls it."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.rules.abilities import KeywordAbility, UnsupportedAbility
from arbiter.rules.commander_values import GreatestCommanderManaValue
from arbiter.rules.spell_costs import SelfCostChange

_VISIONS = ("Flashback {8}{G}{G}. This spell costs {X} less to cast this way, where X is the "
            "greatest mana value of a commander you own on the battlefield or in the command "
            "zone. (You may cast this card from your graveyard for its flashback cost. Then "
            "exile it.)")


def test_601_2f_flashback_reduced_by_commander_in_command_zone(solve) -> None:
    """Kenrith, the Returned King (mana value 5) in Alice's command zone: flashback {8}{G}{G}
    costs {3}{G}{G}, five Forests pay it; the spell resolves and is exiled (702.34a)."""
    out = solve("""
        name: flashback reduced
        battlefield: [Forest, Forest, Forest, Forest, Forest, {card: Grizzly Bears, as: bears}]
        command: {Alice: [{card: "Kenrith, the Returned King", commander: true}]}
        graveyard: {Alice: [Visions of Dominance]}
        actions:
          - {cast: Visions of Dominance, from: graveyard, alternative: flashback,
             targets: [bears], pay: true}
        expect:
          bears: {counters: {+1/+1: 2}}
          Visions of Dominance: {zone: exile}
    """)
    assert out.passed, out.failures


def test_601_2f_flashback_reduction_is_exact(solve) -> None:
    """The same with four Forests: {3}{G}{G} can't be paid; the cast is refused and the card
    stays in the graveyard."""
    out = solve("""
        name: flashback reduced but not enough mana
        battlefield: [Forest, Forest, Forest, Forest, {card: Grizzly Bears, as: bears}]
        command: {Alice: [{card: "Kenrith, the Returned King", commander: true}]}
        graveyard: {Alice: [Visions of Dominance]}
        actions:
          - {cast: Visions of Dominance, from: graveyard, alternative: flashback,
             targets: [bears], pay: true, refused: "pay"}
        expect:
          Visions of Dominance: {zone: graveyard}
          bears: {counters: {}}
    """)
    assert out.passed, out.failures


def test_601_2b_not_reduced_when_cast_from_hand(solve) -> None:
    """"Cast this way" is flashback only: from her hand with the same commander, Visions of
    Dominance still costs {2}{G}; two Forests can't pay it."""
    out = solve("""
        name: no reduction from hand
        battlefield: [Forest, Forest, {card: Grizzly Bears, as: bears}]
        command: {Alice: [{card: "Kenrith, the Returned King", commander: true}]}
        hand: {Alice: [Visions of Dominance]}
        actions:
          - {cast: Visions of Dominance, targets: [bears], pay: true, refused: "pay"}
        expect:
          Visions of Dominance: {zone: hand}
    """)
    assert out.passed, out.failures


def test_903_3_an_opponents_commander_doesnt_count(solve) -> None:
    """Bob's commander Zetalpa, Primal Dawn (mana value 8) controlled by Alice is not a
    commander she owns: no reduction, {8}{G}{G} with two Forests is refused."""
    out = solve("""
        name: not your commander
        battlefield:
          - Forest
          - Forest
          - {card: "Zetalpa, Primal Dawn", owner: Bob, controller: Alice, commander: true}
          - {card: Grizzly Bears, as: bears}
        graveyard: {Alice: [Visions of Dominance]}
        actions:
          - {cast: Visions of Dominance, from: graveyard, alternative: flashback,
             targets: [bears], pay: true, refused: "pay"}
        expect:
          Visions of Dominance: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_903_3_cloudkill_greatest_commander_mana_value(solve) -> None:
    """Cloudkill with Alice's commander Kenrith (mana value 5) in the command zone: all
    creatures get -5/-5; Grizzly Bears dies, Colossal Dreadmaw (6/6) is a 1/1."""
    out = solve("""
        name: cloudkill
        battlefield: [{card: Grizzly Bears, as: bears}, {card: Colossal Dreadmaw, as: maw}]
        command: {Alice: [{card: "Kenrith, the Returned King", commander: true}]}
        hand: {Alice: [Cloudkill]}
        actions:
          - {cast: Cloudkill}
        expect:
          bears: {zone: graveyard}
          maw: {zone: battlefield, power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_608_2h_minus_x_fixed_as_the_spell_resolves(solve) -> None:
    """Dead of Winter with two snow lands: -2/-2 to nonsnow creatures, X counted once as it
    resolves (608.2h; the negated number was left unbound and stopped the game)."""
    out = solve("""
        name: dead of winter
        battlefield:
          - Snow-Covered Forest
          - Snow-Covered Forest
          - {card: Grizzly Bears, as: bears}
          - {card: Colossal Dreadmaw, as: maw}
        hand: {Alice: [Dead of Winter]}
        actions:
          - {cast: Dead of Winter}
        expect:
          bears: {zone: graveyard}
          maw: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("color", ["W", "U", "B", "R", "G"])
def test_601_2f_visions_cycle_lines(color: str) -> None:
    line = _VISIONS.replace("{G}{G}", "{" + color + "}{" + color + "}")
    abilities = read_lines("Visions", 0, line, spell=True)
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities)
    (kw,) = [a for a in abilities if isinstance(a, KeywordAbility)]
    (change,) = [a for a in abilities if isinstance(a, SelfCostChange)]
    assert (kw.keyword.lower(), kw.param) == ("flashback", "{8}{" + color + "}{" + color + "}")
    assert (change.way, change.amount, change.per) == (
        "flashback", -1, GreatestCommanderManaValue())
