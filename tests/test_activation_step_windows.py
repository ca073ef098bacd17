"""602.5b: activation restrictions naming steps of the turn and the turn's events, played
through the real engine: Desert ("Activate only during the end of combat step.", 511),
Lavinia's mana ("Activate only during an opponent's turn."), Bloodsoaked Champion (raid,
"Activate only if you attacked this turn.", 508.1a) and Brackish Trudge ("Activate only if you
gained life this turn.", 119.9). Outside its window the ability is refused and the game is
unchanged."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.step_windows import DuringSteps

ALICE, BOB = 0, 1


def test_602_5b_desert_kills_an_attacker_during_the_end_of_combat_step(solve) -> None:
    """Alice's Llanowar Elves attack Bob; in the end of combat step Bob's Desert deals it 1
    and it dies. Earlier, in the declare blockers step, the Desert is refused."""
    out = solve("""
        name: desert
        battlefield: [{card: Llanowar Elves, as: elves},
                      {card: Desert, controller: Bob, as: desert}]
        actions:
          - attack: [elves]
          - pass: {to: declare_blockers}
          - {activate: {card: desert, by: Bob, ability: "{T}: This land deals",
                        targets: [elves]}, refused: "only if its condition holds"}
          - pass: {to: end_of_combat}
          - activate: {card: desert, by: Bob, ability: "{T}: This land deals", targets: [elves]}
        expect:
          elves: {zone: graveyard}
          desert: {tapped: true}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


def test_602_5b_lavinia_mana_only_during_an_opponents_turn(board) -> None:
    """On Alice's own turn Lavinia's {C}{C} ability is refused; on Bob's turn it adds."""
    game = board("""
        name: lavinia own turn
        battlefield: [{card: "Lavinia, Foil to Conspiracy", as: lavinia}]
    """)
    lavinia = obj_id(game, "lavinia")
    with pytest.raises(IllegalActionError):
        activate(game, lavinia, ALICE, "{T}: Add {C}{C}", [], {})
    assert not game.state.players[ALICE].mana_pool
    game = board("""
        name: lavinia bobs turn
        players: [Bob, Alice]
        battlefield: [{card: "Lavinia, Foil to Conspiracy", controller: Alice, as: lavinia}]
    """)
    alice = 1  # the second player now
    activate(game, obj_id(game, "lavinia"), alice, "{T}: Add {C}{C}", [], {})
    assert game.state.players[alice].mana_pool == {"C": 2}


def test_602_5b_bloodsoaked_champion_returns_only_after_attacking(solve) -> None:
    """Raid: refused before Alice attacks; after her Bears attack, the Champion returns."""
    out = solve("""
        name: bloodsoaked
        graveyard: {Alice: [{card: Bloodsoaked Champion, as: champ}]}
        battlefield: [{card: Grizzly Bears, as: bears}]
        actions:
          - {activate: {card: champ, ability: "Raid"}, refused: "condition holds"}
          - attack: [bears]
          - activate: {card: champ, ability: "Raid"}
        expect:
          champ: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "steps", "whose"), [
    ("Desert", "{T}: This land deals 1 damage to target attacking creature. Activate only "
     "during the end of combat step.", ("end_of_combat",), "any"),
    ("Lavinia, Foil to Conspiracy", "{T}: Add {C}{C}. Activate only during an opponent's "
     "turn.", (), "opponents"),
    ("Trade Caravan", "Remove two currency counters from this creature: Untap target basic "
     "land. Activate only during an opponent's upkeep.", ("upkeep",), "opponents"),
    ("Angus Mackenzie", "{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this "
     "turn. Activate only before the combat damage step.",
     ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat",
      "declare_attackers", "declare_blockers"), "any"),
])
def test_602_5b_step_window_oracle_lines(name: str, line: str, steps, whose: str) -> None:
    (ab,) = compile_line(line, name, legendary=True)
    assert isinstance(ab, ActivatedAbility)
    assert ab.condition == DuringSteps(steps, whose)


@pytest.mark.parametrize(("name", "line"), [
    ("Bloodsoaked Champion", "Raid — {1}{B}: Return this card from your graveyard to the "
     "battlefield. Activate only if you attacked this turn."),
    ("Repeating Barrage", "Raid — {3}{R}{R}: Return this card from your graveyard to your "
     "hand. Activate only if you attacked this turn."),
    ("Brackish Trudge", "{1}{B}: Return this card from your graveyard to your hand. Activate "
     "only if you gained life this turn."),
])
def test_602_5b_turn_event_restriction_oracle_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility) and ab.condition is not None
