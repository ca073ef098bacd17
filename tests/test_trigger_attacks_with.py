"""508.1a, 603.2: "Whenever you attack with three or more creatures, draw a card."
(Overwhelming Instinct): it triggers once as attackers are declared, when at least that many
of the creatures declared as attackers match the phrase."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_BOARD = """
        name: overwhelming instinct
        battlefield:
          - {card: Overwhelming Instinct, as: instinct}
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
          - {card: Grizzly Bears, as: b3}
        library: {Alice: [Island, Island, Island]}
        actions:
"""


def test_508_1a_three_attackers_draw_a_card(solve) -> None:
    out = solve(_BOARD + """
          - {attack: [b1, b2, b3]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 14}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_508_1a_two_attackers_draw_nothing(solve) -> None:
    out = solve(_BOARD + """
          - {attack: [b1, b2]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 16}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "n"), [
    ("Overwhelming Instinct", "Whenever you attack with three or more creatures, draw a "
     "card.", 3),
    ("Chivalric Alliance", "Whenever you attack with two or more creatures, draw a card.", 2),
    ("Hired Claw", "Whenever you attack with one or more Lizards, this creature deals 1 damage "
     "to target opponent.", 1),
    ("Harbin, Vanguard Aviator", "Whenever you attack with five or more Soldiers, creatures "
     "you control get +1/+1 and gain flying until end of turn.", 5),
])
def test_508_1a_oracle_lines(name: str, line: str, n: int) -> None:
    [ab] = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert (ab.trigger.event, ab.trigger.at_least) == ("player_attacks_with", n)


# -- "you attack with one or more <creatures>" with any creature phrase; "one or more
# <creatures> you control attack" (508.1a, 603.2c) ---------------------------------------------
_SKIMMER = """
        name: tide skimmer
        battlefield:
          - {card: Tide Skimmer, as: skimmer}
          - {card: Wind Drake, as: drake}
          - {card: Grizzly Bears, as: bears}
        library: {Alice: [Island, Island, Island]}
        actions:
"""


def test_508_1a_two_attackers_with_flying_draw_a_card(solve) -> None:
    """Tide Skimmer: "Whenever you attack with two or more creatures with flying, draw a
    card." Two fliers among the attackers: one card."""
    out = solve(_SKIMMER + """
          - {attack: [skimmer, drake]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Alice: {hand_size: 1}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


def test_508_1a_one_flier_and_a_bear_draw_nothing(solve) -> None:
    out = solve(_SKIMMER + """
          - {attack: [skimmer, bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Alice: {hand_size: 0}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


_MAVREN = """
        name: mavren fein
        battlefield:
          - {card: "Mavren Fein, Dusk Apostle", as: mavren}
          - {card: Grizzly Bears, as: bears}
        actions:
"""


def test_508_1a_one_or_more_nontoken_vampires_you_control_attack(solve) -> None:
    """Mavren Fein: "Whenever one or more nontoken Vampires you control attack, create a 1/1
    white Vampire creature token with lifelink." Mavren (a Vampire) and the Bears attack: it
    triggers once, for the whole attack (603.2c)."""
    out = solve(_MAVREN + """
          - {attack: [mavren, bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          Vampire Token: {count: 1, power: 1, toughness: 1}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


def test_508_1a_no_vampire_among_the_attackers_no_token(solve) -> None:
    out = solve(_MAVREN + """
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          Vampire Token: {count: 0}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Tide Skimmer", "Whenever you attack with two or more creatures with flying, draw a card."),
    ("Master's Guidance", "Whenever you attack with two or more legendary creatures, put a "
     "+1/+1 counter on each of up to two target attacking creatures."),
    ("Mordor Trebuchet", "Whenever you attack with one or more Goblins and/or Orcs, draw a "
     "card."),
    ("Glass-Cast Heart", "Whenever one or more Vampires you control attack, create a Blood "
     "token."),
    ("Soaring Thought-Thief", "Whenever one or more Rogues you control attack, each opponent "
     "mills two cards."),
    ("Clandestine Meddler", "Whenever one or more suspected creatures you control attack, "
     "surveil 1."),
])
def test_508_1a_creature_phrases_read(name: str, line: str) -> None:
    [ab] = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event == "player_attacks_with"


@pytest.mark.parametrize("line", [
    # the attackers are named ("they"): left unread ("that many" is
    # tests/test_trigger_attackers_that_many.py)
    "Whenever one or more Elves you control attack, they gain deathtouch until end of turn.",
    # not the attacking player's creatures
    "Whenever one or more creatures your opponents control attack, draw a card.",
])
def test_508_1a_near_variants_stay_unread(line: str) -> None:
    [ab] = compile_line(line, "Some Card")
    assert not isinstance(ab, TriggeredAbility)
