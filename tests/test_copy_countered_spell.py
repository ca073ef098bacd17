"""707.10 with 608.2h: an effect that copies a spell which has left the stack (countered
before the copy is made) copies it as it last existed on the stack: Galvanic Iteration's
delayed trigger still copies the spell it triggered on (its ruling: "If the spell that caused
the delayed triggered ability to trigger has left the stack by the time it resolves, you
still copy it using the spell as it last existed on the stack")."""

from __future__ import annotations

GALVANIC = """
name: galvanic, countered
battlefield: [Island, Mountain, Mountain]
hand:
  Alice: [Galvanic Iteration, Shock]
  Bob: [Counterspell]
choices: [null]
actions:
  - cast: Galvanic Iteration
  - {cast: Shock, targets: [Bob], as: shock, respond: true}
"""


def test_707_10_608_2h_copy_of_a_spell_countered_first(solve) -> None:
    out = solve(GALVANIC + """
  - {cast: Counterspell, by: Bob, targets: [shock], respond: true}
  - {resolve: 1}
  - {resolve: all}
expect:
  Shock: {zone: graveyard}
  player Bob: {life: 18}
  game: {stack: 0}
""")
    assert out.failures == []
    assert any("copy of Shock" in line for line in out.game.state.log)


def test_707_10_both_resolve_when_not_countered(solve) -> None:
    out = solve(GALVANIC + """
  - {resolve: all}
expect:
  player Bob: {life: 16}
""")
    assert out.failures == []


def test_707_10a_the_copy_ceases_to_exist_after_resolving(solve) -> None:
    out = solve(GALVANIC + """
  - {cast: Counterspell, by: Bob, targets: [shock], respond: true}
  - {resolve: all}
expect:
  Shock: {count: 1, zone: graveyard}
  Counterspell: {zone: graveyard}
""")
    assert out.failures == []
