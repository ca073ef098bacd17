"""701.43a, 508.1g: "You may exert this creature as it attacks." alone (no "When you do"): the
optional cost to attack, and "Whenever you exert a creature, ..." (Trueheart Twins, Vizier of
the True) triggering on any creature its controller exerts, played through the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.exert import RULE
from arbiter.rules.abilities import StaticAbility, TriggeredAbility, UnsupportedAbility


def _run(solve, battlefield: str, actions: str, expect: str, choices: str = "[true]"):  # type: ignore[no-untyped-def]
    out = solve("name: exert\nturn: {number: 2}\n"
                "library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}\n"
                f"battlefield:\n{battlefield}actions:\n{actions}choices: {choices}\n"
                f"expect:\n{expect}")
    assert out.passed, out.failures
    return out


def test_701_43a_trueheart_twins_pumps_when_another_creature_is_exerted(solve) -> None:
    """Alice exerts Hooded Brawler (3/2, "When you do, it gets +2/+2") as it attacks: her
    Trueheart Twins' "Whenever you exert a creature, creatures you control get +1/+0" also
    triggers, so the Brawler deals 6."""
    _run(solve, """\
  - {card: Hooded Brawler, as: brawler}
  - {card: Trueheart Twins, as: twins}
""", """\
  - attack: [brawler]
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 14}
  brawler: {tapped: true}
""")


def test_701_43a_an_opponents_exertion_doesnt_trigger_it(solve) -> None:
    """The same with Trueheart Twins controlled by Bob: Alice exerting her Brawler isn't
    "you exert" for Bob; the Brawler deals 5."""
    _run(solve, """\
  - {card: Hooded Brawler, as: brawler}
  - {card: Trueheart Twins, controller: Bob, as: twins}
""", """\
  - attack: [brawler]
  - {block: {}}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 15}
""")


def test_508_1g_vizier_exerts_itself_and_taps_a_blocker(solve) -> None:
    """Vizier of the True (3/2) has the exert line alone: exerted as it attacks, its own
    "Whenever you exert a creature" taps Bob's Grizzly Bears, which then can't block; Bob
    takes 3."""
    _run(solve, """\
  - {card: Vizier of the True, as: vizier}
  - {card: Grizzly Bears, controller: Bob, as: bears}
""", """\
  - attack: [vizier]
  - {block: {bears: vizier}, refused: "509.1a"}
  - {block: {}}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 17}
  bears: {tapped: true}
""", choices="[true, bears]")


def test_508_1g_declining_to_exert_triggers_nothing(solve) -> None:
    """Alice declines: no trigger, Bob's Bears stay untapped."""
    _run(solve, """\
  - {card: Vizier of the True, as: vizier}
  - {card: Grizzly Bears, controller: Bob, as: bears}
""", """\
  - attack: [vizier]
  - {block: {}}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 17}
  bears: {tapped: false}
""", choices="[false]")


def test_701_43_readings() -> None:
    [static] = compile_line("You may exert ~ as it attacks.", "Vizier of the True")
    assert isinstance(static, StaticAbility) and static.effects[0].parts[0].rule == RULE
    [trig] = compile_line("Whenever you exert a creature, tap target creature an opponent "
                          "controls.", "Vizier of the True")
    assert isinstance(trig, TriggeredAbility) and trig.trigger.event == "exerted"
    assert trig.trigger.subject == "you"
    [other] = compile_line("Whenever you exert another creature, draw a card.", "Test Card")
    assert isinstance(other, UnsupportedAbility)
