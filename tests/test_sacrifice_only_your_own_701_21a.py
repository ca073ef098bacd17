"""701.21a: "A player can't sacrifice ... a permanent they don't control." A delayed "sacrifice
that creature" (603.7) is done by the player who controls the delayed ability (603.7d); if
another player controls the creature by then, it isn't sacrificed. "Its controller sacrifices
it" (Celestial Sword) is done by whoever controls it then."""

from __future__ import annotations

_LANDS = """
      - {card: Mountain}
      - {card: Mountain}
      - {card: Mountain}
      - {card: Mountain}
      - {card: Mountain}
      - {card: Island}
      - {card: Island}
      - {card: Island}
"""


def test_701_21a_through_the_breach_creature_given_away_isnt_sacrificed(solve) -> None:
    """Alice puts Grizzly Bears onto the battlefield with Through the Breach, then gives them
    to Bob with Donate. At the beginning of the end step Alice's delayed ability can't make
    her sacrifice a creature Bob controls: the Bears stay, under Bob's control."""
    out = solve(f"""
    name: breach then donate
    battlefield:{_LANDS}
    hand: {{Alice: [{{card: Through the Breach, as: breach}}, {{card: Grizzly Bears, as: bears}},
                    {{card: Donate, as: donate}}]}}
    turn: {{number: 3, phase: precombat_main}}
    choices: [yes, bears]
    actions:
      - {{cast: breach}}
      - {{cast: donate, targets: [Bob, bears]}}
      - {{pass: {{to: end}}}}
    expect:
      bears: {{zone: battlefield, controller: Bob}}
    """)
    assert out.passed, out.failures


def test_701_21a_through_the_breach_kept_creature_is_sacrificed(solve) -> None:
    """The same without Donate: Alice controls the Bears, and sacrifices them."""
    out = solve(f"""
    name: breach kept
    battlefield:{_LANDS}
    hand: {{Alice: [{{card: Through the Breach, as: breach}}, {{card: Grizzly Bears, as: bears}}]}}
    turn: {{number: 3, phase: precombat_main}}
    choices: [yes, bears]
    actions:
      - {{cast: breach}}
      - {{pass: {{to: end}}}}
    expect:
      bears: {{zone: graveyard}}
    """)
    assert out.passed, out.failures


def test_701_21a_celestial_sword_its_new_controller_sacrifices_it(solve) -> None:
    """Celestial Sword's "Its controller sacrifices it": Alice pumps her Bears, then gives
    them to Bob; Bob controls them as the end step begins, so Bob sacrifices them (they go to
    Alice's graveyard, their owner's, 701.21a)."""
    out = solve(f"""
    name: sword then donate
    battlefield:{_LANDS}
      - {{card: Celestial Sword, as: sword}}
      - {{card: Grizzly Bears, as: bears}}
    hand: {{Alice: [{{card: Donate, as: donate}}]}}
    turn: {{number: 3, phase: precombat_main}}
    actions:
      - {{activate: {{card: sword, ability: "{{3}}", targets: [bears]}}}}
      - {{cast: donate, targets: [Bob, bears]}}
      - {{pass: {{to: end}}}}
    expect:
      bears: {{zone: graveyard}}
    """)
    assert out.passed, out.failures
