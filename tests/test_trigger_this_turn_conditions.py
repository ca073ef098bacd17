"""603.4 intervening "if" clauses on what happened this turn: "if you gained life this turn"
(119.9: Crested Sunmare), "if you gained N or more life this turn", "if a creature died this
turn" (700.4: Bulette, morbid). 119.5: a life total set higher is life gained."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import conditions as C
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.turn_history import LifeGainedThisTurn


def _horses(out) -> list[int]:
    game = out.game
    return [o for o in game.state.battlefield() if game.obj(o).card is None
            and "Horse" in game.chars(o).subtypes]


def test_119_9_crested_sunmare_after_life_gain_makes_a_horse(solve) -> None:
    """Alice casts Chaplain's Blessing (gains 5): at her end step Crested Sunmare creates a
    5/5 Horse."""
    out = solve("""
        name: sunmare gained
        battlefield: [{card: Crested Sunmare, as: mare}]
        hand: {Alice: [Chaplain's Blessing]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {cast: Chaplain's Blessing}
          - {pass: end_of_turn}
        expect:
          player Alice: {life: 25}
    """)
    assert out.passed, out.failures
    horses = _horses(out)
    assert len(horses) == 1
    assert (out.game.chars(horses[0]).power, out.game.chars(horses[0]).toughness) == (5, 5)


def test_603_4_crested_sunmare_without_life_gain_makes_nothing(solve) -> None:
    """No life gained this turn: no Horse at the end step; nor at Bob's next end step after
    Alice's gain the turn before (119.9: "this turn")."""
    out = solve("""
        name: sunmare not gained
        battlefield: [{card: Crested Sunmare, as: mare}]
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: end_of_turn}
        expect:
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures
    assert _horses(out) == []
    out = solve("""
        name: sunmare gained last turn
        battlefield: [{card: Crested Sunmare, as: mare}]
        hand: {Alice: [Chaplain's Blessing]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {cast: Chaplain's Blessing}
          - {pass: end_of_turn}
          - {pass: end_of_turn}
    """)
    assert out.passed, out.failures
    assert len(_horses(out)) == 1


def test_700_4_bulette_after_a_creature_died(solve) -> None:
    """Grizzly Bears dies this turn: at Alice's end step Bulette (3/3) gets a +1/+1 counter."""
    out = solve("""
        name: bulette morbid
        battlefield:
          - {card: Bulette, as: bulette}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {move: {card: bears, to: graveyard}}
          - {pass: end_of_turn}
        expect:
          bulette: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_603_4_bulette_no_creature_died(solve) -> None:
    out = solve("""
        name: bulette no death
        battlefield: [{card: Bulette, as: bulette}]
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: end_of_turn}
        expect:
          bulette: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_119_5_a_life_total_set_higher_is_life_gained(solve) -> None:
    """Lich's Mirror sets Alice's life total from 0 to 20: she gained 20 life (119.5)."""
    out = solve("""
        name: lich's mirror gains
        battlefield: [{card: Lich's Mirror, as: mirror}]
        library: {Alice: [Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains]}
        actions:
          - set: {player: Alice, life: 0}
        expect:
          player Alice: {life: 20, lost: false}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.life_gained.get(0) == 20


@pytest.mark.parametrize(("name", "line", "cond"), [
    ("Crested Sunmare", "At the beginning of each end step, if you gained life this turn, "
     "create a 5/5 white Horse creature token.", C.Compare(LifeGainedThisTurn(), ">", 0)),
    ("Resplendent Angel", "At the beginning of each end step, if you gained 5 or more life "
     "this turn, create a 4/4 white Angel creature token with flying and vigilance.",
     C.Compare(LifeGainedThisTurn(), ">=", 5)),
    ("Bulette", "At the beginning of your end step, if a creature died this turn, put a "
     "+1/+1 counter on this creature.", C.Compare(V.CreaturesDiedThisTurn(), ">", 0)),
    ("Wakedancer", "Morbid — When this creature enters, if a creature died this turn, create "
     "a 2/2 black Zombie creature token.", C.Compare(V.CreaturesDiedThisTurn(), ">", 0)),
    ("Titan Hunter", "At the beginning of each player's end step, if no creatures died this "
     "turn, this creature deals 4 damage to that player.",
     C.Compare(V.CreaturesDiedThisTurn(), "==", 0)),
])
def test_603_4_oracle_lines(name: str, line: str, cond: C.Condition) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert ab.intervening_if == cond


def test_120_3_whirling_dervish_after_damaging_an_opponent(solve) -> None:
    """Whirling Dervish (1/1) attacks Bob unblocked: at the end step it gets a +1/+1 counter;
    at Bob's end step (it dealt no damage that turn) no other."""
    out = solve("""
        name: whirling dervish
        battlefield: [{card: Whirling Dervish, as: dervish}]
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {attack: [dervish]}
          - {block: {}}
          - {pass: end_of_turn}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 19}
          dervish: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_603_4_whirling_dervish_that_dealt_no_damage(solve) -> None:
    out = solve("""
        name: whirling dervish home
        battlefield: [{card: Whirling Dervish, as: dervish}]
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: end_of_turn}
        expect:
          dervish: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_508_1a_air_nomad_student_that_did_not_attack(solve) -> None:
    """Air Nomad Student (2/2) stays home: a +1/+1 counter at the end step."""
    out = solve("""
        name: air nomad student home
        battlefield: [{card: Air Nomad Student, as: student}]
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: end_of_turn}
        expect:
          student: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_508_1a_air_nomad_student_that_attacked(solve) -> None:
    """It attacked this turn: no counter (Bob takes 2)."""
    out = solve("""
        name: air nomad student attacks
        battlefield: [{card: Air Nomad Student, as: student}]
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {attack: [student]}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 18}
          student: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
