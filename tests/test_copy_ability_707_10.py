"""707.10 / 707.10c: copying an activated or triggered ability on the stack ("Copy target
activated or triggered ability you control. You may choose new targets for the copy."): the
copy has the ability's text and the decisions made for it (its targets), the same source,
and is controlled by the player who copied it; it may get new targets."""

from __future__ import annotations

_LANDS = """
      - {card: Island}
      - {card: Island}
      - {card: Island}
"""


def test_707_10_lithoform_engine_copies_a_ping(solve) -> None:
    """Prodigal Pyromancer's ping at Bob, copied with Lithoform Engine keeping the target:
    the copy resolves first, then the ping (405.5): Bob takes 1 damage twice."""
    out = solve(f"""
    name: lithoform ping
    battlefield:{_LANDS}
      - {{card: Prodigal Pyromancer, as: pyro}}
      - {{card: Lithoform Engine, as: engine}}
    turn: {{number: 3, phase: precombat_main}}
    actions:
      - activate: {{card: pyro, ability: "{{T}}", targets: [Bob], respond: true, as: ping}}
      - activate: {{card: engine, ability: "{{2}}, {{T}}", targets: [ping],
                   choices: {{new_target: null}}}}
    expect:
      player Bob: {{life: 18}}
    """)
    assert out.passed, out.failures


def test_707_10c_the_copy_may_have_a_new_target(solve) -> None:
    """707.10c: Alice changes the copy's target to Bob's Llanowar Elves: the copy kills the
    Elves, the original ping still hits Bob."""
    out = solve(f"""
    name: lithoform new target
    battlefield:{_LANDS}
      - {{card: Prodigal Pyromancer, as: pyro}}
      - {{card: Lithoform Engine, as: engine}}
      - {{card: Llanowar Elves, as: elves, controller: Bob}}
    turn: {{number: 3, phase: precombat_main}}
    actions:
      - activate: {{card: pyro, ability: "{{T}}", targets: [Bob], respond: true, as: ping}}
      - activate: {{card: engine, ability: "{{2}}, {{T}}", targets: [ping],
                   choices: {{new_target: elves}}}}
    expect:
      player Bob: {{life: 19}}
      elves: {{zone: graveyard}}
    """)
    assert out.passed, out.failures


def test_707_10_only_an_ability_you_control(solve) -> None:
    """"Target ... ability you control" (113.8): Bob's ping isn't a legal target for Alice's
    Lithoform Engine; the activation is refused and the game is unchanged."""
    out = solve(f"""
    name: lithoform not yours
    battlefield:{_LANDS}
      - {{card: Prodigal Pyromancer, as: pyro, controller: Bob}}
      - {{card: Lithoform Engine, as: engine}}
    turn: {{number: 3, phase: precombat_main}}
    actions:
      - activate: {{card: pyro, ability: "{{T}}", by: Bob, targets: [Alice], respond: true,
                   as: ping}}
      - activate: {{card: engine, ability: "{{2}}, {{T}}", targets: [ping]}}
        refused: "target"
    expect:
      engine: {{tapped: false}}
    """)
    assert out.passed, out.failures
