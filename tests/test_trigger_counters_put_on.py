"""122.6, 603.2: triggers on counters being put on an object: "When the fourth plan counter
is put on this enchantment" (Political Triumph) triggers when counters put on it take the
number of plan counters from below four to four or more; "Whenever one or more +1/+1
counters are put on another non-Hydra creature you control" (Wildwood Scourge) triggers
once for each permanent matching the phrase that counters of the kind are put on."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility

_TRIUMPH = """
        name: political triumph
        battlefield:
          - {card: Political Triumph, as: triumph, counters: {plan: %d}}
          - {card: Grizzly Bears, as: bears}
        library: {Alice: [Island, Island]}
        actions:
          - {counters: {on: triumph, add: {plan: %d}}}
"""


def test_122_6_the_fourth_plan_counter_sacrifices_and_pays_off(solve) -> None:
    """Three plan counters, one more put on it: the fourth. Alice sacrifices the Triumph,
    draws a card and puts a +1/+1 counter on each creature she controls."""
    out = solve(_TRIUMPH % (3, 1) + """
        expect:
          Political Triumph: {count: 0}
          bears: {power: 3, toughness: 3}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_122_6_two_counters_at_once_past_four_trigger_once(solve) -> None:
    """Three plan counters and two put on at once (five): the fourth was put on, once."""
    out = solve(_TRIUMPH % (3, 2) + """
        expect:
          Political Triumph: {count: 0}
          bears: {power: 3, toughness: 3}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_122_6_the_third_plan_counter_does_nothing(solve) -> None:
    out = solve(_TRIUMPH % (2, 1) + """
        expect:
          triumph: {counters: {plan: 3}}
          bears: {power: 2, toughness: 2}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


_SCOURGE = """
        name: wildwood scourge
        battlefield:
          - {card: Wildwood Scourge, as: scourge, counters: {+1/+1: 1}}
          - {card: Grizzly Bears, as: bears}
          - {card: Grizzly Bears, as: bobs_bears, controller: Bob}
          - {card: Feral Hydra, as: hydra, counters: {+1/+1: 1}}
        actions:
"""


def test_603_2_counters_on_another_non_hydra_creature_you_control(solve) -> None:
    """Two +1/+1 counters put on Alice's Grizzly Bears at once: the Scourge (a 1/1 with one
    counter) gets one more +1/+1 counter."""
    out = solve(_SCOURGE + """
          - {counters: {on: bears, add: {+1/+1: 2}}}
        expect:
          scourge: {counters: {+1/+1: 2}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("on", ["bobs_bears", "hydra", "scourge"])
def test_603_2_counters_on_other_objects_dont_trigger(solve, on: str) -> None:
    """Bob's creature (not hers), her Hydra (a Hydra) and the Scourge itself (not another):
    no counter from the Scourge (it keeps its one, or has the one put on it)."""
    mine = 2 if on == "scourge" else 1
    out = solve(_SCOURGE + f"""
          - {{counters: {{on: {on}, add: {{+1/+1: 1}}}}}}
        expect:
          scourge: {{counters: {{+1/+1: {mine}}}}}
          bears: {{counters: {{}}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "subject", "counters"), [
    ("Political Triumph", "When the fourth plan counter is put on this enchantment, "
     "sacrifice it, draw a card, and put a +1/+1 counter on each creature you control.",
     "self", ("plan", 4)),
    ("Midnight Clock", "When the twelfth hour counter is put on this artifact, shuffle your "
     "hand and graveyard into your library, then draw seven cards. Exile this artifact.",
     "self", ("hour", 12)),
    ("Enduring Scalelord", "Whenever one or more +1/+1 counters are put on another creature "
     "you control, you may put a +1/+1 counter on this creature.", "any", ("+1/+1", None)),
    ("Wickersmith's Tools", "Whenever one or more -1/-1 counters are put on a creature, put a "
     "charge counter on this artifact.", "any", ("-1/-1", None)),
])
def test_122_6_oracle_lines(name: str, line: str, subject: str, counters: tuple) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert (ab.trigger.event, ab.trigger.subject, ab.trigger.counters) == (
        "counters_put", subject, counters)


@pytest.mark.parametrize("line", [
    # "that many" after a trigger once for each counter: no number of counters put at once
    "Whenever a +1/+1 counter is put on a creature you control, put that many growth "
    "counters on this enchantment.",
    # the player putting them isn't known to the event
    "Whenever you put one or more -1/-1 counters on a creature, create a 1/1 green Snake "
    "creature token with deathtouch.",
    # several objects at once
    "Whenever one or more +1/+1 counters are put on one or more Humans you control, draw a "
    "card.",
])
def test_122_6_near_variants_stay_unread(line: str) -> None:
    [ab] = compile_line(line, "Some Card")
    assert not isinstance(ab, TriggeredAbility)


def test_122_6_603_2_that_many_is_the_number_of_counters_put() -> None:
    """"that many" in a "one or more" trigger: the counters of the kind put on that object
    at once (the event's amount)."""
    [ab] = compile_line("Whenever one or more +1/+1 counters are put on a creature you "
                        "control, put that many growth counters on this enchantment.", "Test")
    assert isinstance(ab, TriggeredAbility)
    assert ab.instructions == (I.PutCounters("growth", V.EventAmount(), I.Ref.this()),)


def test_122_6_shalai_and_hallar_deals_that_much_damage(solve) -> None:
    """Three +1/+1 counters put on Alice's Grizzly Bears: Shalai and Hallar deals 3 damage to
    Bob (the only opponent); one put on Bob's Savannah Lions triggers nothing (a creature
    Alice controls)."""
    out = solve("""
        name: shalai and hallar
        battlefield:
          - {card: Shalai and Hallar, as: shalai}
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: lions, controller: Bob}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - counters: {on: bears, add: {+1/+1: 3}}
          - counters: {on: lions, add: {+1/+1: 1}}
          - resolve: all
        expect:
          player Bob: {life: 17}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures
