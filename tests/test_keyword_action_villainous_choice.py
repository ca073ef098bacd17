"""Face a villainous choice (701.55), played through the real engine on Damocles Base, Sword
of Kang ("Whenever Damocles Base deals combat damage to a player, that player faces a
villainous choice — They sacrifice a nontoken creature of their choice, or they lose 2 life
and you draw two cards."): the player facing it chooses, then all of that option is done
(701.55a), even an option they can't carry out (701.55b). Plus the lines read."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.villainous_choice import VillainousChoice
from arbiter.rules.abilities import UnsupportedAbility

ALICE, BOB = 0, 1


def _base(pick: str, bob_creatures: str = "{card: Grizzly Bears, controller: Bob, as: bears}"
          ) -> str:
    return f"""
        name: damocles base
        battlefield:
          - {{card: "Damocles Base, Sword of Kang", as: base}}
          - {{card: Hill Giant, as: giant}}
          - {bob_creatures}
        library: {{Alice: [Swamp, Swamp, Swamp], Bob: [Swamp]}}
        choices: ["{pick}"]
        actions:
          - activate: {{card: base, ability: crew, choices: {{crew: [giant]}}}}
          - {{attack: [base]}}
          - {{block: {{}}}}
          - {{pass: {{to: end_of_combat}}}}
    """


def _hand(game, player: int) -> int:
    return sum(1 for o in game.state.objects.values() if o.zone == "hand" and o.owner == player)


def test_701_55a_the_player_chooses_the_sacrifice(solve) -> None:
    """Bob, dealt 5 by the crewed Base, chooses the first option: he sacrifices his Bears;
    he loses no more life and Alice draws nothing."""
    out = solve(_base("They sacrifice a nontoken creature of their choice"))
    assert out.passed, out.failures
    game = out.game
    assert game.state.players[BOB].life == 15
    assert not any(game.name_of(o) == "bears" or game.chars(o).name == "Grizzly Bears"
                   for o in game.state.battlefield())
    assert _hand(game, ALICE) == 0


def test_701_55a_the_player_chooses_to_lose_life(solve) -> None:
    """Bob chooses the second option: he loses 2 more life (13) and Alice draws two cards;
    his Bears stay."""
    out = solve(_base("they lose 2 life and you draw two cards"))
    assert out.passed, out.failures
    game = out.game
    assert game.state.players[BOB].life == 13 and _hand(game, ALICE) == 2
    assert any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield())


def test_701_55b_an_impossible_option_may_be_chosen(solve) -> None:
    """Bob has no creature: he may still choose the sacrifice (701.55b), and nothing
    happens: he stays at 15 and Alice draws nothing."""
    out = solve(_base("They sacrifice a nontoken creature of their choice",
                      bob_creatures="{card: Swamp, controller: Bob}"))
    assert out.passed, out.failures
    game = out.game
    assert game.state.players[BOB].life == 15 and _hand(game, ALICE) == 0


@pytest.mark.parametrize(("name", "line", "spell", "read"), [
    ("Damocles Base, Sword of Kang", "Whenever Damocles Base deals combat damage to a player, "
     "that player faces a villainous choice \u2014 They sacrifice a nontoken creature of "
     "their choice, or they lose 2 life and you draw two cards.", False, True),
    # "each opponent faces": each one in turn, their pronouns naming each: not read yet.
    ("The Dalek Emperor", "At the beginning of combat on your turn, each opponent faces a "
     "villainous choice \u2014 That player sacrifices a creature of their choice, or you "
     "create a 3/3 black Dalek artifact creature token with menace.", False, False),
])
def test_701_55a_villainous_choice_lines(name, line, spell, read) -> None:
    [ab] = compile_line(line, name, spell=spell, legendary=True)
    assert (not isinstance(ab, UnsupportedAbility)) == read
    if read:
        step = ab.instructions[0]
        assert isinstance(step, VillainousChoice) and len(step.a) == 1 and len(step.b) == 2
        assert step.texts == ("They sacrifice a nontoken creature of their choice",
                              "they lose 2 life and you draw two cards")
