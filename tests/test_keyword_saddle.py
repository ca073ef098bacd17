"""Saddle (702.171) played through the real engine: "Saddle N" means "Tap any number of other
untapped creatures you control with total power N or greater: This permanent becomes
saddled until end of turn. Activate only as a sorcery." (702.171a); saddled lasts until the
end of the turn (702.171b) and "Whenever ~ attacks while saddled" triggers only then; the
creatures tapped saddled it (702.171c). Plus the Oracle lines of real Mounts."""

from __future__ import annotations

import pytest
from keyword_play import ALICE, BOB, at, attack, board, pt, stack_texts

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate, keyword_activated
from arbiter.engine.keywords.saddle import SADDLED_BY, SaddleCost, Saddled, is_saddled
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import TriggeredAbility
from arbiter.scenario.errors import ScenarioError

_JAGUAR_TRIGGER = "Whenever this creature attacks while saddled, it gets +2/+2 until end of turn."


# -- the Oracle lines (702.171a-b) -------------------------------------------------------------
@pytest.mark.parametrize(("line", "n"), [
    ("Saddle 1 (Tap any number of other creatures you control with total power 1 or more: "
     "This Mount becomes saddled until end of turn. Saddle only as a sorcery.)", 1),
    ("Saddle 2", 2),
    ("Saddle 4", 4),
])
def test_702_171a_saddle_n_is_a_sorcery_speed_ability_with_a_total_power_cost(line, n) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "saddle"
    ab = keyword_activated(kw)
    assert ab is not None and ab.sorcery_speed and ab.cost == (SaddleCost(n),)


def test_702_171a_saddle_x_stays_unread() -> None:
    assert parse_keyword_line("Saddle X") is None


@pytest.mark.parametrize("line", [
    _JAGUAR_TRIGGER,                                                        # Alacrian Jaguar
    "Whenever this creature attacks while saddled, create a 1/1 white Sheep creature token.",
    "Whenever this creature attacks while saddled, put a +1/+1 counter on target creature.",
])
def test_702_171b_attacks_while_saddled_is_an_attack_trigger_of_a_saddled_creature(line) -> None:
    (ab,) = compile_line(line, "Some Mount", False, False, False)
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "attacks" and ab.trigger.selector == Saddled()


# -- saddling and attacking (702.171a-c) -------------------------------------------------------
_MOUNT = """
  - {card: Alacrian Jaguar, as: jaguar}
  - {card: Grizzly Bears, as: bears}
  - {card: Llanowar Elves, as: elves}
  - {card: Grizzly Bears, as: bobs, controller: Bob}
"""


def _saddle(game, ids, mount: str, riders: list[str]) -> None:
    activate(game, ids[mount], ALICE, "saddle", [], {"saddle": [ids[r] for r in riders]})
    steps.resolve_all(game)


def test_702_171a_a_saddled_mount_attacks_and_its_trigger_resolves(solve) -> None:
    """Grizzly Bears saddles Alacrian Jaguar (Saddle 1): the Bears are tapped, the Jaguar
    isn't; it attacks while saddled and gets +2/+2: 6/6."""
    game, ids = board(solve, _MOUNT)
    _saddle(game, ids, "jaguar", ["bears"])
    assert game.obj(ids["bears"]).tapped and not game.obj(ids["jaguar"]).tapped
    assert is_saddled(game.state, ids["jaguar"])
    assert [p for _, p in game.obj(ids["jaguar"]).choices[SADDLED_BY]] == [ids["bears"]]
    attack(game, {ids["jaguar"]: at(BOB)})
    assert pt(game, ids["jaguar"]) == (6, 6)


def test_702_171b_an_unsaddled_mount_attacking_doesnt_trigger(solve) -> None:
    game, ids = board(solve, _MOUNT)
    attack(game, {ids["jaguar"]: at(BOB)}, resolve=False)
    assert stack_texts(game) == []
    assert pt(game, ids["jaguar"]) == (4, 4)


def test_702_171a_total_power_n_or_greater_is_needed(solve) -> None:
    """Bridled Bighorn has Saddle 2: Llanowar Elves (power 1) alone can't pay; the Elves and
    Grizzly Bears together can. The refusal leaves the game unchanged."""
    game, ids = board(solve, _MOUNT.replace("Alacrian Jaguar, as: jaguar",
                                            "Bridled Bighorn, as: bighorn"))
    before = game.state.version
    with pytest.raises(IllegalActionError, match="total power 2"):
        activate(game, ids["bighorn"], ALICE, "saddle", [], {"saddle": [ids["elves"]]})
    assert game.state.version == before and not game.obj(ids["elves"]).tapped
    _saddle(game, ids, "bighorn", ["elves", "bears"])
    assert is_saddled(game.state, ids["bighorn"])


@pytest.mark.parametrize("rider", ["jaguar", "bobs"])
def test_702_171a_only_other_creatures_you_control_saddle(solve, rider) -> None:
    game, ids = board(solve, _MOUNT)
    with pytest.raises(IllegalActionError, match="other untapped creatures you control"):
        activate(game, ids["jaguar"], ALICE, "saddle", [], {"saddle": [ids[rider]]})
    assert not game.obj(ids[rider]).tapped and not is_saddled(game.state, ids["jaguar"])


def test_118_3_saddle_isnt_payable_without_enough_power(solve) -> None:
    """Only tapped creatures beside the Mount: the cost can't be paid (118.3)."""
    game, ids = board(solve, _MOUNT.replace("as: bears}", "as: bears, tapped: true}")
                      .replace("as: elves}", "as: elves, tapped: true}"))
    with pytest.raises(IllegalActionError, match="can't pay"):
        activate(game, ids["jaguar"], ALICE, "saddle", [], {"saddle": [ids["bears"]]})


def test_702_171a_saddle_only_as_a_sorcery(solve) -> None:
    with pytest.raises(ScenarioError, match="only as a sorcery"):
        solve("""
            name: saddle in combat
            turn: {number: 2, phase: beginning_of_combat}
            battlefield: [{card: Alacrian Jaguar, as: jaguar}, {card: Grizzly Bears, as: b}]
            actions:
              - activate: {card: jaguar, ability: saddle, choices: {saddle: [b]}}
        """)


def test_702_171b_saddled_ends_with_the_turn(solve) -> None:
    """Saddled in Alice's turn, the Jaguar is no longer saddled in Bob's."""
    out = solve("""
        name: saddled until end of turn
        turn: {number: 2}
        battlefield: [{card: Alacrian Jaguar, as: jaguar}, {card: Grizzly Bears, as: b}]
        actions:
          - activate: {card: jaguar, ability: saddle, choices: {saddle: [b]}}
    """)
    game = out.game
    jaguar = next(o.id for o in game.state.objects.values() if o.alias == "jaguar")
    assert is_saddled(game.state, jaguar)
    out2 = solve("""
        name: saddled until end of turn
        turn: {number: 2}
        battlefield: [{card: Alacrian Jaguar, as: jaguar}, {card: Grizzly Bears, as: b}]
        actions:
          - activate: {card: jaguar, ability: saddle, choices: {saddle: [b]}}
          - pass: next_turn
    """)
    game2 = out2.game
    assert game2.state.turn.active == BOB
    jaguar2 = next(o.id for o in game2.state.objects.values() if o.alias == "jaguar")
    assert not is_saddled(game2.state, jaguar2)
