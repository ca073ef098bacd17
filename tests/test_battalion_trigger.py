"""508.1a, 603.2: "Whenever ~ and at least N other creatures attack" (battalion, 207.2c)
and "Whenever equipped creature and at least one other creature attack": the creature and
enough others declared as attackers together; played on a board with real declarations."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

LINES = [
    ("Boros Elite", "Battalion — Whenever this creature and at least two other creatures "
     "attack, this creature gets +2/+2 until end of turn.", 2),
    ("Nav Squad Commandos", "Battalion — Whenever this creature and at least two other "
     "creatures attack, this creature gets +1/+1 until end of turn. Untap it.", 2),
    ("Tajic, Blade of the Legion", "Battalion — Whenever Tajic and at least two other "
     "creatures attack, Tajic gets +5/+5 until end of turn.", 2),
    ("Sokka, Lateral Strategist", "Whenever Sokka and at least one other creature attack, "
     "draw a card.", 1),
    ("Glimmer Lens", "Whenever equipped creature and at least one other creature attack, "
     "draw a card.", 1),
]


@pytest.mark.parametrize(("name", "line", "others"), LINES)
def test_508_1a_battalion_lines_read(name: str, line: str, others: int) -> None:
    abilities = compile_line(line, name, legendary="," in name)
    assert len(abilities) == 1
    ability = abilities[0]
    assert isinstance(ability, TriggeredAbility)
    assert (ability.trigger.event, ability.trigger.with_others) == ("attacks", others)


_BOARD = """
    name: battalion
    battlefield:
      - {card: Boros Elite, as: elite}
      - {card: Grizzly Bears, as: bears1}
      - {card: Grizzly Bears, as: bears2}
    actions:
"""


def test_508_1a_battalion_with_two_others_triggers(solve) -> None:
    """Boros Elite (1/1) attacks with two Grizzly Bears: it gets +2/+2, a 3/3; Bob takes 7."""
    out = solve(_BOARD + """
      - {attack: [elite, bears1, bears2]}
      - {block: {}}
      - {pass: {to: postcombat_main}}
    expect:
      elite: {power: 3, toughness: 3}
      player Bob: {life: 13}
    """)
    assert out.passed, out.failures


def test_508_1a_battalion_with_one_other_doesnt(solve) -> None:
    """With one other attacker only: no trigger, Boros Elite stays a 1/1."""
    out = solve(_BOARD + """
      - {attack: [elite, bears1]}
    expect:
      elite: {power: 1, toughness: 1}
      game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_508_1a_battalion_only_when_it_attacks(solve) -> None:
    """Three Grizzly Bears attack without Boros Elite: it doesn't attack, so its ability
    doesn't trigger."""
    out = solve("""
        name: battalion without it
        battlefield:
          - {card: Boros Elite, as: elite}
          - {card: Grizzly Bears, as: bears1}
          - {card: Grizzly Bears, as: bears2}
          - {card: Grizzly Bears, as: bears3}
        actions:
          - {attack: [bears1, bears2, bears3]}
        expect:
          elite: {power: 1, toughness: 1}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_508_1a_battalion_untap_it_is_this_creature(solve) -> None:
    """Nav Squad Commandos (3/5) attacks with two others: it gets +1/+1 and untaps ("it")."""
    out = solve("""
        name: battalion untap
        battlefield:
          - {card: Nav Squad Commandos, as: nav}
          - {card: Grizzly Bears, as: bears1}
          - {card: Grizzly Bears, as: bears2}
        actions:
          - {attack: [nav, bears1, bears2]}
        expect:
          nav: {power: 4, toughness: 6, tapped: false}
          bears1: {tapped: true}
    """)
    assert out.passed, out.failures


def test_508_1a_equipped_creature_and_another_attack(solve) -> None:
    """Glimmer Lens on a Grizzly Bears: it attacks with another creature, Alice draws one;
    the other creature attacking alone draws nothing."""
    out = solve("""
        name: glimmer lens
        battlefield:
          - {card: Grizzly Bears, as: bears1}
          - {card: Grizzly Bears, as: bears2}
          - {card: Glimmer Lens, attached_to: bears1}
        library: {Alice: [Island, Island]}
        actions:
          - {attack: [bears1, bears2]}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    alone = solve("""
        name: glimmer lens alone
        battlefield:
          - {card: Grizzly Bears, as: bears1}
          - {card: Grizzly Bears, as: bears2}
          - {card: Glimmer Lens, attached_to: bears1}
        library: {Alice: [Island, Island]}
        actions:
          - {attack: [bears2]}
        expect:
          player Alice: {hand_size: 0}
    """)
    assert alone.passed, alone.failures
