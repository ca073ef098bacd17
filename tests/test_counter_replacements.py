"""614.1a / 122.6 / 616.1: replacement effects that change how many counters are put on a
permanent, played through the engine: Corpsejack Menace ("twice that many"), Hardened Scales
("that many plus one"), Vizier of Remedies (-1/-1 counters "minus one"); counters a creature
enters with are put on it too (122.6); with two effects, the affected creature's controller
chooses the order (616.1), and the choice is asked only when it matters."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def _counters(out, alias: str, kind: str = "+1/+1") -> int:
    game = out.game
    obj = next(o for o in game.state.objects.values()
               if o.alias == alias and o.zone == "battlefield")
    return obj.counters.get(kind, 0)


def test_614_1a_corpsejack_menace_doubles_a_trigger_counter(solve) -> None:
    """Champion of Lambholt's trigger puts one +1/+1 counter on it: two are put instead. The
    counters a scenario places at setup aren't changed."""
    out = solve("""
name: corpsejack
battlefield:
  - Corpsejack Menace
  - {card: Champion of Lambholt, as: champion, counters: {+1/+1: 1}}
actions:
  - {enter: {card: Grizzly Bears}}
expect:
  champion: {power: 4, toughness: 4}
""")
    assert out.passed, out.failures
    assert _counters(out, "champion") == 3


def test_614_1a_an_opponents_creature_isnt_yours(solve) -> None:
    out = solve("""
name: corpsejack opponent
battlefield:
  - Corpsejack Menace
  - {card: Champion of Lambholt, as: champion, controller: Bob}
actions:
  - {enter: {card: Grizzly Bears, controller: Bob}}
""")
    assert out.passed, out.failures
    assert _counters(out, "champion") == 1


def test_122_6_counters_it_enters_with_are_put_on_it(solve) -> None:
    """Mindless Automaton enters with two +1/+1 counters: with Hardened Scales, three."""
    out = solve("""
name: scales
battlefield: [Hardened Scales]
actions:
  - {enter: {card: Mindless Automaton, as: automaton}}
expect:
  automaton: {power: 3, toughness: 3}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("choice", "total"), [
    ("Hardened Scales (that many plus 1 +1/+1 counters) then Corpsejack Menace (twice that "
     "many +1/+1 counters): 4 counter(s)", 4),
    ("Corpsejack Menace (twice that many +1/+1 counters) then Hardened Scales (that many plus "
     "1 +1/+1 counters): 3 counter(s)", 3),
])
def test_616_1_the_controller_orders_the_two_effects(solve, choice: str, total: int) -> None:
    out = solve(f"""
name: scales and corpsejack
choices: ["{choice}"]
battlefield:
  - Hardened Scales
  - Corpsejack Menace
  - {{card: Champion of Lambholt, as: champion}}
actions:
  - {{enter: {{card: Grizzly Bears}}}}
""")
    assert out.passed, out.failures
    assert _counters(out, "champion") == total


@pytest.mark.parametrize(("n", "left"), [(1, 0), (2, 1)])
def test_614_1a_vizier_of_remedies_one_fewer(solve, n: int, left: int) -> None:
    out = solve(f"""
name: vizier
battlefield:
  - Vizier of Remedies
  - {{card: Grizzly Bears, as: bears}}
actions:
  - {{counters: {{on: bears, add: {{-1/-1: {n}}}}}}}
""")
    assert out.passed, out.failures
    assert _counters(out, "bears", "-1/-1") == left


@pytest.mark.parametrize(("name", "line"), [
    ("Corpsejack Menace", "If one or more +1/+1 counters would be put on a creature you "
     "control, twice that many +1/+1 counters are put on it instead."),
    ("Hardened Scales", "If one or more +1/+1 counters would be put on a creature you control, "
     "that many plus one +1/+1 counters are put on it instead."),
    ("Branching Evolution", "If one or more +1/+1 counters would be put on a creature you "
     "control, twice that many +1/+1 counters are put on that creature instead."),
    ("Vizier of Remedies", "If one or more -1/-1 counters would be put on a creature you "
     "control, that many -1/-1 counters minus one are put on it instead."),
    ("Winding Constrictor", "If one or more counters would be put on an artifact or creature "
     "you control, that many plus one of each of those kinds of counters are put on that "
     "permanent instead."),
])
def test_614_1a_counter_amount_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, StaticAbility)
