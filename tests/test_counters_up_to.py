"""The Clockwork creatures' ability: "{X}, {T}: Put up to X +1/+0 counters on this creature.
This ability can't cause the total number of +1/+0 counters on this creature to be greater
than seven. Activate only during your upkeep." How many is chosen as it resolves (608.2d), X
announced and paid as it is activated (602.2b, 107.3a); the total never passes the cap
(122.6); activated only in its controller's upkeep (602.5b, 503.1). Plus the Oracle lines of
real cards, read."""

from __future__ import annotations

import pytest
from conftest import obj_id
from keyword_play import Answers

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.counters_up_to import PutCountersUpTo
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility

ALICE = 0


def _beast(solve, step: str = "upkeep"):
    """Clockwork Beast on Alice's battlefield in her turn (it entered with seven +1/+0
    counters, 614.1c); Alice answers "how many" with `up_to`."""
    out = solve(f"""
        name: clockwork beast
        turn: {{number: 3, step: {step}}}
        battlefield: [{{card: Clockwork Beast, as: beast}}]
    """)
    game = out.game
    game.use_aliases = False
    return game, obj_id(game, "beast")


def _activate(game, beast: int, x: int, up_to: int | None) -> None:
    game.decider = Answers(**({} if up_to is None else {"up_to": up_to}))
    activate(game, beast, ALICE, "{X}", [], {"x": x})
    steps.resolve_all(game)


def test_608_2d_clockwork_beast_puts_the_number_chosen_up_to_x(solve) -> None:
    """Four counters left, X = 2: Alice chooses 1; the Beast has five (5/4) and is tapped."""
    game, beast = _beast(solve)
    game.remove_counters(beast, "+1/+0", 3)
    _activate(game, beast, 2, 1)
    assert game.obj(beast).counters == {"+1/+0": 5}
    assert (game.chars(beast).power, game.chars(beast).toughness) == (5, 4)
    assert game.obj(beast).tapped


def test_122_6_the_ability_cant_take_the_total_past_seven(solve) -> None:
    """Four counters left, X = 5: the choice is 0 to 3 (seven in all), not 4 or 5."""
    game, beast = _beast(solve)
    game.remove_counters(beast, "+1/+0", 3)
    asked: list = []
    game.decider = Answers(up_to=lambda d: asked.append(d) or 3)
    activate(game, beast, ALICE, "{X}", [], {"x": 5})
    steps.resolve_all(game)
    assert [v for _, v in asked[0].options] == [0, 1, 2, 3]
    assert game.obj(beast).counters == {"+1/+0": 7}
    assert game.chars(beast).power == 7


def test_122_6_with_seven_it_puts_none(solve) -> None:
    """Seven counters: the ability (X = 1, paid) puts none; Alice isn't asked."""
    game, beast = _beast(solve)
    _activate(game, beast, 1, None)
    assert game.obj(beast).counters == {"+1/+0": 7} and game.obj(beast).tapped


def test_602_5b_clockwork_beast_only_during_your_upkeep(solve) -> None:
    """In Alice's precombat main phase the ability can't be activated; nothing changes."""
    game, beast = _beast(solve, "precombat_main")
    game.remove_counters(beast, "+1/+0", 3)
    with pytest.raises(IllegalActionError, match="602.5b"):
        activate(game, beast, ALICE, "{X}", [], {"x": 1})
    assert game.obj(beast).counters == {"+1/+0": 4} and not game.obj(beast).tapped
    assert game.state.stack_items == []


@pytest.mark.parametrize(("name", "cap"), [("Clockwork Beast", 7), ("Clockwork Avian", 4),
                                           ("Clockwork Swarm", 4), ("Clockwork Steed", 4)])
def test_122_6_clockwork_lines_read(name: str, cap: int) -> None:
    words = {7: "seven", 4: "four"}
    line = ("{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause "
            "the total number of +1/+0 counters on this creature to be greater than "
            f"{words[cap]}. Activate only during your upkeep.")
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility) and ab.condition is not None
    (put,) = ab.instructions
    assert isinstance(put, PutCountersUpTo) and (put.kind, put.cap) == ("+1/+0", cap)


def test_122_6_a_cap_on_another_kind_of_counter_stays_unread() -> None:
    from arbiter.rules.abilities import UnsupportedAbility

    line = ("{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause "
            "the total number of +1/+1 counters on this creature to be greater than four.")
    (ab,) = compile_line(line, "Test")
    assert isinstance(ab, UnsupportedAbility)
