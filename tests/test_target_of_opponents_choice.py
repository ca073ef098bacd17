"""601.2c: "any target of an opponent's choice" (Cuombajj Witches: "{T}: This creature deals 1
damage to any target and 1 damage to any target of an opponent's choice."): the controller
chooses the first target, an opponent the second (with several opponents, the controller
chooses which opponent chooses)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn import steps
from arbiter.engine.turn.player_actions import activate
from arbiter.rules.abilities import ActivatedAbility


class _Script:
    """Answers decisions from a list of (player, answer), recording who was asked."""

    def __init__(self, answers: list[tuple[int, object]]) -> None:
        self.answers = answers
        self.asked: list[tuple[str, int]] = []

    def decide(self, d):
        self.asked.append((d.kind, d.player))
        player, answer = self.answers.pop(0)
        assert d.player == player, (d.prompt, d.player)
        return answer


def test_601_2c_the_second_target_is_chosen_by_the_opponent(board) -> None:
    """Alice activates Cuombajj Witches: she targets Bob; Bob chooses the other target, Alice.
    Each is dealt 1 damage."""
    game = board("""
        name: Cuombajj Witches
        battlefield: [{card: Cuombajj Witches, as: witches}]
    """)
    script = _Script([(0, ("player", 1)), (1, ("player", 0))])
    game.decider = script
    activate(game, 0, obj_id(game, "witches"), 1)
    assert script.asked == [("target", 0), ("target", 1)]
    steps.resolve_all(game)
    assert [p.life for p in game.state.players] == [19, 19]


def test_601_2c_with_two_opponents_the_controller_picks_who_chooses(board) -> None:
    """Three players: Alice targets Bob, then chooses Carol to choose the second target;
    Carol targets Alice's own Witches (1/3): it is dealt 1 damage."""
    game = board("""
        name: Cuombajj Witches multiplayer
        players: [Alice, Bob, Carol]
        battlefield: [{card: Cuombajj Witches, as: witches}]
    """)
    witches = obj_id(game, "witches")
    script = _Script([(0, ("player", 1)), (0, 2), (2, witches)])
    game.decider = script
    activate(game, 0, witches, 1)
    assert script.asked == [("target", 0), ("player", 0), ("target", 2)]
    steps.resolve_all(game)
    assert [p.life for p in game.state.players] == [20, 19, 20]
    assert game.obj(witches).damage == 1


@pytest.mark.parametrize(("line", "chooser"), [
    ("{T}: This creature deals 1 damage to any target and 1 damage to any target of an "
     "opponent's choice.", ["", "opponent"]),  # Cuombajj Witches
    ("{T}: This creature deals 1 damage to any target.", [""]),
])
def test_601_2c_target_of_an_opponents_choice_lines(line: str, chooser: list[str]) -> None:
    (ab,) = compile_line(line, "Test Card")
    assert isinstance(ab, ActivatedAbility)
    assert [t.chooser for t in ab.targets] == chooser


@pytest.mark.parametrize("line", [
    # the target phrase goes on after "of an opponent's choice": not read (its "from your
    # graveyard" would be lost)
    "When this creature enters, return target creature card of an opponent's choice from your "
    "graveyard to your hand.",  # Mausoleum Turnkey
    "Gain control of target creature of an opponent's choice they control.",  # Evangelize
])
def test_601_2c_target_phrases_going_on_stay_unread(line: str) -> None:
    from arbiter.rules.abilities import UnsupportedAbility

    (ab,) = compile_line(line, "Test Card", spell=line.startswith("Gain"))
    assert isinstance(ab, UnsupportedAbility)
