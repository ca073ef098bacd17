"""615.12: damage that "can't be prevented": prevention effects apply to it but prevent none
of it, and a shield isn't reduced by it. Banefire (X 5 or more: also can't be countered,
113.6g), Pinpoint Avalanche ("The damage can't be prevented."), Flaring Pain ("Damage can't
be prevented this turn."), Frenzied Baloth ("Combat damage can't be prevented.")."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.uncounterable import CantBeCountered
from arbiter.rules.unpreventable import (
    CANT_BE_PREVENTED,
    DEALT_BY_CANT_BE_PREVENTED,
    SpellDamageCantBePrevented,
)


def _banefire(board, x: int):  # type: ignore[no-untyped-def]
    return board(f"""
        name: Banefire X={x}
        battlefield: [{{card: Conservator, controller: Bob, as: cons}}]
        hand: {{Alice: [Banefire]}}
        actions:
          - {{activate: {{card: cons, ability: 1, by: Bob}}}}
          - {{cast: Banefire, targets: [Bob], choices: {{x: {x}}}}}
    """)


def test_615_12_banefire_x5_isnt_prevented_and_the_shield_stays(board) -> None:
    game = _banefire(board, 5)
    assert game.state.players[1].life == 15
    [shield] = game.state.shields
    assert shield.amount == 2  # 615.12: not reduced by damage that can't be prevented


def test_615_7_banefire_x4_is_prevented_as_usual(board) -> None:
    game = _banefire(board, 4)
    assert game.state.players[1].life == 18
    assert game.state.shields == []


@pytest.mark.parametrize("x,countered", [(5, False), (4, True)])
def test_113_6g_banefire_x5_cant_be_countered(solve, x: int, countered: bool) -> None:
    out = solve(f"""
        name: Banefire and Counterspell
        hand: {{Alice: [Banefire], Bob: [Counterspell]}}
        actions:
          - {{cast: Banefire, targets: [Bob], choices: {{x: {x}}}, respond: true}}
          - {{cast: Counterspell, by: Bob, targets: [Banefire]}}
        expect:
          player Bob: {{life: {20 if countered else 20 - x}}}
          Banefire: {{zone: graveyard}}
    """)
    assert out.passed, out.failures


def test_615_12_pinpoint_avalanche_through_a_shield(board) -> None:
    """Healing Salve on Craw Wurm (6/4), then Pinpoint Avalanche (4, can't be prevented):
    4 marked, it dies; the shield was not used."""
    game = board("""
        name: Pinpoint Avalanche
        battlefield: [{card: Craw Wurm, controller: Bob, as: wurm}]
        hand: {Alice: [Pinpoint Avalanche], Bob: [Healing Salve]}
        actions:
          - {cast: Healing Salve, by: Bob, targets: [wurm], choices: {mode: 2}}
          - {cast: Pinpoint Avalanche, targets: [wurm]}
    """)
    assert game.obj(obj_id(game, "wurm")).zone == "graveyard"


def test_615_12_flaring_pain_this_turn(board) -> None:
    """After Flaring Pain, Samite Healer's shield on Bob prevents nothing of a Shock."""
    game = board("""
        name: Flaring Pain
        battlefield: [{card: Samite Healer, controller: Bob, as: healer}]
        hand: {Alice: [Flaring Pain, Shock]}
        actions:
          - {activate: {card: healer, ability: 1, targets: [Bob], by: Bob}}
          - {cast: Flaring Pain}
          - {cast: Shock, targets: [Bob]}
    """)
    assert game.state.players[1].life == 18
    assert len(game.state.shields) == 1


def test_615_12_frenzied_baloth_combat_damage_through_fog(board) -> None:
    """Frenzied Baloth ("Combat damage can't be prevented."): Bob's Fog doesn't stop the
    Baloth's 3 combat damage."""
    game = board("""
        name: Frenzied Baloth and Fog
        turn: {number: 2}
        battlefield: [{card: Frenzied Baloth, as: baloth}]
        hand: {Bob: [Fog]}
        actions:
          - {attack: [baloth]}
          - {cast: Fog, by: Bob}
          - {block: {}}
          - {pass: {to: end_of_combat}}
    """)
    assert game.state.players[1].life == 17


_LINES = [
    ("Damage can't be prevented.", "Leyline of Punishment", CANT_BE_PREVENTED, None),
    ("Combat damage can't be prevented.", "Frenzied Baloth", CANT_BE_PREVENTED, "combat"),
    ("Damage that would be dealt by this creature can't be prevented.", "Excruciator",
     DEALT_BY_CANT_BE_PREVENTED, None),
    ("Combat damage that would be dealt by creatures you control can't be prevented.",
     "Questing Beast", DEALT_BY_CANT_BE_PREVENTED, "combat"),
]


@pytest.mark.parametrize("text,card,rule,detail", _LINES)
def test_615_12_static_oracle_lines(text: str, card: str, rule: str, detail: object) -> None:
    [ability] = compile_text(text, card, False)
    [part] = ability.effects[0].parts
    assert (part.rule, part.detail) == (rule, detail)


def test_615_12_spell_oracle_lines() -> None:
    [a] = compile_text("Pinpoint Avalanche deals 4 damage to target creature. The damage "
                       "can't be prevented.", "Pinpoint Avalanche", True)
    assert [type(i) for i in a.instructions] == [I.DealDamage]
    assert a.instructions[0].unpreventable
    [a] = compile_text("Damage can't be prevented this turn.", "Flaring Pain", True)
    assert a.instructions[0].parts[0].rule == CANT_BE_PREVENTED
    both = compile_text("If X is 5 or more, this spell can't be countered and the damage "
                        "can't be prevented.", "Banefire", True)
    assert [type(a) for a in both] == [CantBeCountered, SpellDamageCantBePrevented]
    assert all(a.min_x == 5 for a in both)
