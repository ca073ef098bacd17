"""601.2d: a spell's damage or counters divided among its targets as it is cast (each target
at least one), the division kept as it resolves (608.2b: an illegal target's share isn't
dealt); the scenario format's `choices: {divide: ...}`."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.division import compositions
from arbiter.rules import instructions as I


@pytest.mark.parametrize(("line", "amount", "count", "least"), [
    ("~ deals 2 damage divided as you choose among one or two targets.", 2, 2, 1),
    ("~ deals 3 damage divided as you choose among one, two, or three targets.", 3, 3, 1),
    ("~ deals 4 damage divided as you choose among one, two, or three target creatures "
     "with flying.", 4, 3, 1),
    ("~ deals 5 damage divided as you choose among any number of target creatures.", 5, 5, 0),
])
def test_601_2d_divided_damage_lines(line: str, amount: int, count: int, least: int) -> None:
    (ability,) = compile_text(line, "Test Spell", spell=True)
    (step,) = ability.instructions
    assert isinstance(step, I.DealDamageDivided)
    assert (step.amount, step.at_least) == (amount, least)
    (spec,) = ability.targets
    assert (spec.count, spec.up_to) == (count, True)


def test_601_2d_distribute_counters_line() -> None:
    (ability,) = compile_text("Distribute two +1/+1 counters among one or two target creatures "
                              "you control.", "Test Spell", spell=True)
    (step,) = ability.instructions
    assert step == I.DistributeCounters("+1/+1", 2, to=I.Ref.slots(0, 2), at_least=1)


def test_602_2b_an_activated_abilitys_division_is_read() -> None:
    """602.2b: an activated ability announces its division as it is activated (601.2d), as
    a triggered ability does as it is put on the stack (603.3d)."""
    (ability,) = compile_text("{3}{R}: This creature deals 2 damage divided as you choose "
                              "among one or two targets. Activate only if this creature has "
                              "a +1/+1 counter on it.", "Skarrgan Hellkite")
    assert ability.instructions[0] == I.DealDamageDivided(2, to=I.Ref.slots(0, 2),
                                                          source=I.Ref.this(), at_least=1)
    (ability,) = compile_text("[+1]: Distribute two +1/+1 counters among up to two target "
                              "creatures. They gain trample until end of turn.", "Vivien")
    assert ability.instructions[0] == I.DistributeCounters("+1/+1", 2, to=I.Ref.slots(0, 2),
                                                           at_least=0)
    (spec,) = ability.targets
    assert (spec.count, spec.up_to) == (2, True)


_VIVIEN = """
name: vivien
battlefield:
  - {{card: "Vivien, Arkbow Ranger", as: vivien}}
  - {{card: Grizzly Bears, as: bears}}
  - {{card: Savannah Lions, as: lions, controller: Bob}}
library: {{Alice: [Island], Bob: [Island]}}
actions:
  - {{activate: {{card: vivien, ability: 1, targets: {targets}}}{choices}}}
expect:
{expect}"""


@pytest.mark.parametrize(("targets", "choices", "expect"), [
    ("[bears, lions]", ", choices: {divide: [1, 1]}",
     "  vivien: {counters: {loyalty: 5}}\n  bears: {counters: {+1/+1: 1}, power: 3}\n"
     "  lions: {counters: {+1/+1: 1}, power: 3}"),
    ("[bears]", "", "  bears: {counters: {+1/+1: 2}, power: 4}\n  lions: {power: 2}"),
    ("[]", "", "  bears: {power: 2}\n  lions: {power: 2}"),
])
def test_602_2b_601_2d_vivien_distributes_among_up_to_two_targets(
        solve, targets: str, choices: str, expect: str) -> None:
    """Vivien's [+1] ("Distribute two +1/+1 counters among up to two target creatures."):
    two targets get one each as divided; one target gets both (601.2d); none chosen is legal
    ("up to two", 115.1) and nothing is distributed. The counters make a 2/2 a 3/3 or 4/4."""
    out = solve(_VIVIEN.format(targets=targets, choices=choices, expect=expect))
    assert out.failures == []


def test_602_2b_an_activated_division_gives_each_target_at_least_one(solve) -> None:
    """601.2d: [1, 2] divides three counters, not two: refused as it is activated, before
    its loyalty cost is paid (602.2b, 601.2h)."""
    out = solve(_VIVIEN.format(
        targets="[bears, lions]", choices=", choices: {divide: [1, 2]}, refused: '601.2d'",
        expect="  vivien: {counters: {loyalty: 4}}\n  bears: {power: 2}\n  lions: {power: 2}"))
    assert out.failures == []


def test_601_2d_compositions() -> None:
    assert compositions(3, 2) == [(1, 2), (2, 1)]
    assert compositions(2, 3) == []


BOARD = """
name: divided
battlefield:
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Savannah Lions, as: lions, controller: Bob}
hand:
  Alice: [Forked Bolt, Arc Lightning]
"""


def test_601_2d_forked_bolt_one_to_each(solve) -> None:
    out = solve(BOARD + """
actions:
  - {cast: Forked Bolt, targets: [lions, Bob], choices: {divide: {lions: 1, Bob: 1}}}
expect:
  lions: {zone: graveyard}
  player Bob: {life: 19}
""")
    assert out.failures == []


def test_601_2d_one_target_gets_it_all(solve) -> None:
    out = solve(BOARD + """
actions:
  - {cast: Arc Lightning, targets: [bears]}
expect:
  bears: {zone: graveyard}
  player Bob: {life: 20}
""")
    assert out.failures == []


def test_601_2d_division_in_target_order(solve) -> None:
    out = solve(BOARD + """
actions:
  - {cast: Arc Lightning, targets: [bears, Bob], choices: {divide: [1, 2]}}
expect:
  bears: {zone: battlefield}
  player Bob: {life: 18}
""")
    assert out.failures == []


def test_601_2d_each_target_at_least_one_and_the_whole_divided(solve) -> None:
    out = solve(BOARD + """
actions:
  - {cast: Arc Lightning, targets: [bears, Bob], choices: {divide: [1, 1]}, refused: "601.2d"}
  - {cast: Forked Bolt, targets: [bears, lions, Bob], refused: "needs"}
  - {cast: Forked Bolt, targets: [], refused: "at least 1 target"}
expect:
  Arc Lightning: {zone: hand}
  Forked Bolt: {zone: hand}
  player Bob: {life: 20}
""")
    assert out.failures == []


def test_601_2d_unanswered_division_is_asked(solve) -> None:
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="divide Arc Lightning's 3 damage"):
        solve(BOARD + """
actions:
  - {cast: Arc Lightning, targets: [bears, Bob]}
""")


def test_608_2b_illegal_targets_share_is_not_given_to_the_others(solve) -> None:
    out = solve(BOARD + """
  Bob: [Unsummon]
actions:
  - {cast: Arc Lightning, targets: [bears, Bob], choices: {divide: {bears: 2, Bob: 1}},
     respond: true}
  - {cast: Unsummon, by: Bob, targets: [bears]}
  - {resolve: all}
expect:
  Grizzly Bears: {zone: hand}
  player Bob: {life: 19}
""")
    assert out.failures == []


def test_601_2d_distributed_counters(solve) -> None:
    out = solve("""
name: abzan charm
battlefield:
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, as: lions}
hand:
  Alice: [Abzan Charm]
actions:
  - {cast: Abzan Charm, targets: [bears, lions], choices: {mode: 3, divide: [1, 1]}}
expect:
  bears: {counters: {+1/+1: 1}, power: 3}
  lions: {counters: {+1/+1: 1}, power: 3}
""")
    assert out.failures == []
