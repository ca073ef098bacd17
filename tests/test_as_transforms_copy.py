"""712.20 / 707.9b / 607.2a: Ludevic, Necrogenius // Olag, Ludevic's Hubris, played.

    {X}{U}{U}{B}{B}, Exile X creature cards from your graveyard: Transform Ludevic. X can't
    be 0. Activate only as a sorcery.
    As this creature transforms into Olag, Ludevic's Hubris, it becomes a copy of a creature
    card exiled with it, except its name is Olag, Ludevic's Hubris, it's 4/4, and it's a
    legendary blue and black Zombie in addition to its other colors and types. Put a number
    of +1/+1 counters on Olag equal to the number of creature cards exiled with it.

The cost exiles the cards (602.2b, X announced, 107.3a), and the two abilities, printed on the
two faces of one card, are linked (607.2a): Olag sees only the cards that cost exiled. As it
transforms it becomes a copy of the chosen one with the exceptions (707.9b), and gets the
counters."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, ReplacementAbility, UnsupportedAbility
from arbiter.rules.costs import ExileFromGraveyard
from arbiter.scenario.errors import ScenarioError

_BOARD = """
    name: {name}
    battlefield: [{{card: "Ludevic, Necrogenius", as: ludevic}}]
    graveyard: {{Alice: [{{card: Grizzly Bears, as: bears}}, {{card: Hill Giant, as: giant}}]}}
    exile: {{Alice: [{{card: Savannah Lions, as: lions}}]}}
    actions:
      - {{activate: {{card: ludevic, ability: 2, choices: {choices}}}{more}}}
    expect:
{expect}
"""


def _play(solve, name: str, choices: str, expect: str, more: str = ""):
    return solve(_BOARD.format(name=name, choices=choices, expect=expect, more=more))


def test_712_20_olag_becomes_a_copy_of_the_chosen_exiled_card(solve) -> None:
    """X = 2, both cards exiled, Alice picks Grizzly Bears: Olag is a legendary green, blue
    and black Bear Zombie named Olag, 4/4 with two +1/+1 counters."""
    out = _play(solve, "olag bears", "{x: 2, exile: [bears, giant], copy: bears}",
                "      ludevic: {name: \"Olag, Ludevic's Hubris\", power: 6, toughness: 6, "
                "colors: [green, blue, black], subtypes: [Bear, Zombie], "
                "supertypes: [Legendary], counters: {+1/+1: 2}}\n"
                "      bears: {zone: exile}\n      giant: {zone: exile}")
    assert out.passed, out.failures


def test_607_2a_only_the_cards_its_cost_exiled_count(solve) -> None:
    """Savannah Lions was in exile already (not exiled with Ludevic): X = 1 exiles the Giant,
    Olag copies it and gets one counter; the Lions can't be chosen."""
    out = _play(solve, "olag linked", "{x: 1, exile: [giant], copy: giant}",
                "      ludevic: {name: \"Olag, Ludevic's Hubris\", power: 5, toughness: 5, "
                "subtypes: [Giant, Zombie], counters: {+1/+1: 1}}")
    assert out.passed, out.failures
    with pytest.raises(ScenarioError, match=r"options: giant\)"):
        _play(solve, "olag not lions", "{x: 1, exile: [giant], copy: lions}", "")


def test_107_3a_x_cant_be_0(solve) -> None:
    """"X can't be 0": activating with X = 0 is refused and the game is unchanged."""
    out = _play(solve, "x zero", "{x: 0}",
                "      ludevic: {name: \"Ludevic, Necrogenius\"}\n"
                "      bears: {zone: graveyard}", more=", refused: \"X can't be 0\"")
    assert out.passed, out.failures


def test_602_2b_the_cost_exiles_exactly_x_cards(solve) -> None:
    """X = 2 with one card named to exile: the cost isn't paid; refused, nothing moved."""
    out = _play(solve, "x two one card", "{x: 2, exile: [giant]}",
                "      giant: {zone: graveyard}\n"
                "      ludevic: {name: \"Ludevic, Necrogenius\"}",
                more=", refused: \"can't pay\"")
    assert out.passed, out.failures


def test_607_2a_the_two_faces_abilities_are_linked(catalog) -> None:
    """The front face's exiling cost is marked linked (the back face refers to the cards
    "exiled with it"), and the back face's ability is read."""
    front = [a for a in catalog.abilities("Ludevic, Necrogenius", 0)
             if isinstance(a, ActivatedAbility)]
    (cost,) = [c for a in front for c in a.cost if isinstance(c, ExileFromGraveyard)]
    assert cost.x and cost.linked
    assert front[0].min_x == 1 and front[0].sorcery_speed
    back = catalog.abilities("Ludevic, Necrogenius", 1)
    assert any(isinstance(a, ReplacementAbility) for a in back)
    assert not any(isinstance(a, UnsupportedAbility) for a in back)


@pytest.mark.parametrize("line, read", [
    # X in the cost with {X} to pay: X is announced (602.2b)
    ("{X}, {T}, Exile X cards from your graveyard: Target creature gets -X/-X until end of "
     "turn.", True),
    # X with no {X} to pay is announced too (107.3a, `engine.casting.x_activation_costs`)
    ("{B}, {T}, Exile X cards from your graveyard: Target creature gets -X/-X until end of "
     "turn.", True),
])
def test_602_2b_exile_x_cards_cost_lines(line: str, read: bool) -> None:
    (ab,) = compile_line(line, "Test Card")
    assert isinstance(ab, ActivatedAbility) is read


def test_107_3a_an_x_in_a_keyword_cost_stays_unread(catalog) -> None:
    """"Flashback—{1}{U}, Exile X blue cards from your graveyard." (Flash of Insight): the X
    of a keyword's cost isn't announced by the engine, so the keyword stays unread rather
    than exiling no card."""
    abilities = catalog.abilities("Flash of Insight", 0)
    assert any(isinstance(a, UnsupportedAbility) and a.text.startswith("Flashback")
               for a in abilities)
