"""603.7, 513.1: "Destroy this creature at the beginning of the next end step." (Crazed
Armodon): a delayed triggered ability made as the ability resolves; the Armodon is destroyed
as the end step begins, after it has had its +3/+0 and trample."""

from __future__ import annotations


def test_603_7_crazed_armodon_destroyed_at_the_next_end_step(solve) -> None:
    out = solve("""
    name: crazed armodon
    battlefield:
      - {card: Crazed Armodon, as: armodon}
      - {card: Forest}
    turn: {number: 3, phase: precombat_main}
    actions:
      - {activate: {card: armodon, ability: "{G}"}}
      - {pass: {to: end}}
    expect:
      armodon: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_7_crazed_armodon_alive_until_then(solve) -> None:
    out = solve("""
    name: crazed armodon pumped
    battlefield:
      - {card: Crazed Armodon, as: armodon}
      - {card: Forest}
    turn: {number: 3, phase: precombat_main}
    actions:
      - {activate: {card: armodon, ability: "{G}"}}
    expect:
      armodon: {zone: battlefield, power: 6, has: [Trample]}
    """)
    assert out.passed, out.failures


def test_603_7_celestial_sword_its_controller_sacrifices_it(solve) -> None:
    """"Its controller sacrifices it at the beginning of the next end step": the Bears, 5/5
    until then, go to the graveyard as the end step begins."""
    out = solve("""
    name: celestial sword
    battlefield:
      - {card: Celestial Sword, as: sword}
      - {card: Grizzly Bears, as: bears}
      - {card: Plains}
      - {card: Plains}
      - {card: Plains}
    turn: {number: 3, phase: precombat_main}
    actions:
      - {activate: {card: sword, ability: "{3}", targets: [bears]}}
      - {pass: {to: end}}
    expect:
      bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
