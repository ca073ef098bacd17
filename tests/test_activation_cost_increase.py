"""602.2b / 601.2f: "Activated abilities [of <permanents>] cost {N} more to activate [unless
they're mana abilities]." The increase is part of the total cost paid as the ability is
activated (Gloom, Suppression Field, Oppressive Rays); 605.3: a mana ability is an activated
ability, so it costs more too unless the effect spares mana abilities (605.1a)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import find_ability
from arbiter.engine.turn import steps
from arbiter.engine.turn.player_actions import activate as play_activate
from arbiter.engine.turn.priority import activatable, priority_actions
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility

_GLOOM = """
        name: gloom cop red
        battlefield:
          - {card: Gloom, controller: Bob}
          - {card: "Circle of Protection: Red", as: cop}
          - {card: Plains, as: p1}
          - {card: Plains, as: p2}
          - {card: Plains, as: p3}
"""


def _tapped(game, *aliases: str) -> list[bool]:
    return [game.obj(obj_id(game, a)).tapped for a in aliases]


def test_602_2b_gloom_white_enchantment_ability_costs_3_more(board) -> None:
    """Circle of Protection: Red ({1}: ...) under Bob's Gloom costs {4}: Alice's four Plains
    are all tapped to activate it, and the ability is on the stack."""
    game = board(_GLOOM + "          - {card: Plains, as: p4}\n")
    cop = obj_id(game, "cop")
    assert activatable(game, cop, 0, find_ability(game, cop, 1))
    play_activate(game, 0, cop, 1)
    assert _tapped(game, "p1", "p2", "p3", "p4") == [True] * 4
    assert len(game.state.stack_items) == 1


def test_602_2b_gloom_with_three_plains_the_ability_cant_be_activated(board) -> None:
    """With three Plains, the {4} total cost can't be paid: not offered, and refused with
    the game unchanged (601.2g-h / 602.2b)."""
    game = board(_GLOOM)
    cop = obj_id(game, "cop")
    assert not activatable(game, cop, 0, find_ability(game, cop, 1))
    assert not any(a.obj == cop for a in priority_actions(game, 0))
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        play_activate(game, 0, cop, 1)
    assert game.to_json() == before


def test_602_2b_gloom_spares_a_white_creature(board) -> None:
    """Samite Healer is white but not an enchantment: its {T} ability costs nothing more."""
    game = board("""
        name: gloom healer
        battlefield:
          - {card: Gloom, controller: Bob}
          - {card: Samite Healer, as: healer}
    """)
    healer = obj_id(game, "healer")
    assert activatable(game, healer, 0, find_ability(game, healer, 1))


class _Answer:
    """Targets Bob when asked for a target; otherwise the first legal option."""

    def decide(self, decision):
        if decision.kind == "target":
            return next(v for _l, v in decision.options if v in (1, ("player", 1)))
        return decision.options[0][1] if decision.options else None


_FIELD = """
        name: suppression field pyromancer
        battlefield:
          - {card: Suppression Field, controller: Bob}
          - {card: Prodigal Pyromancer, as: pyro}
          - {card: Mountain, as: m1}
"""


def test_602_2b_suppression_field_costs_2_more(board) -> None:
    """Suppression Field: Prodigal Pyromancer's {T} ability costs {2}; paid with two
    Mountains, it deals 1 damage to Bob."""
    game = board(_FIELD + "          - {card: Mountain, as: m2}\n")
    pyro = obj_id(game, "pyro")
    game.decider = _Answer()
    play_activate(game, 0, pyro, 1)
    assert _tapped(game, "m1", "m2", "pyro") == [True] * 3
    steps.resolve_all(game)
    assert game.state.players[1].life == 19


def test_602_2b_suppression_field_one_mountain_isnt_enough(board) -> None:
    game = board(_FIELD)
    pyro = obj_id(game, "pyro")
    assert not activatable(game, pyro, 0, find_ability(game, pyro, 1))


def test_605_1a_suppression_field_spares_mana_abilities(solve) -> None:
    """"unless they're mana abilities": Llanowar Elves still taps for {G} at no extra cost,
    paying for Grizzly Bears with a Forest."""
    out = solve("""
        name: suppression field elves
        battlefield:
          - {card: Suppression Field, controller: Bob}
          - {card: Llanowar Elves, as: elves}
          - Forest
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true}
        expect:
          Grizzly Bears: {zone: battlefield}
          elves: {tapped: true}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "read"), [
    ("Activated abilities of white enchantments cost {3} more to activate.", True),  # Gloom
    ("Activated abilities of enchanted creature cost {3} more to activate.", True),
    ("Activated abilities cost {2} more to activate unless they're mana abilities.", True),
    ("Loyalty abilities of planeswalkers your opponents control cost {1} more to activate.",
     False),  # Eidolon of Obstruction: not this template
    ("Activated abilities of sources with the chosen name cost {2} more to activate.", False),
])
def test_602_2b_activation_cost_increase_lines(line: str, read: bool) -> None:
    (ab,) = compile_line(line, "Test Card")
    assert isinstance(ab, StaticAbility if read else UnsupportedAbility)
