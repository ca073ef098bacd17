"""Keywords that act at the beginning of their controller's upkeep, played over turns
through the real engine: cumulative upkeep (702.24), echo (702.30), fading (702.32) and
vanishing (702.63). Each is a triggered ability run by the 603 machinery."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.rules.keywords import keyword_ability

ALICE, BOB = 0, 1

#: Cards to draw on the way (704.5b: drawing from an empty library loses the game).
_LIBRARIES = "library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}"

#: To Alice's next upkeep from her turn 1: Bob's upkeep (turn 2), then hers (turn 3).
_TO_ALICES_UPKEEP = """
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}"""


def _counters(game, alias: str) -> dict[str, int]:
    return dict(game.obj(obj_id(game, alias)).counters)


def _zone(game, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


# -- fading (702.32a) ---------------------------------------------------------------------------
def test_702_32a_fading_enters_with_fade_counters_and_loses_one_each_upkeep(solve) -> None:
    """Blastoderm (Fading 3) enters with three fade counters; at the beginning of Bob's
    upkeep nothing happens (only "your upkeep"); at Alice's next upkeep one is removed."""
    out = solve(f"""
        name: fading
        {_LIBRARIES}
        hand: {{Alice: [{{card: Blastoderm, as: b}}]}}
        actions:
          - {{cast: Blastoderm}}
          - {{pass: {{to: upkeep}}}}
    """)
    assert out.passed, out.failures
    assert _counters(out.game, "b") == {"fade": 3}
    out = solve(f"""
        name: fading
        {_LIBRARIES}
        hand: {{Alice: [{{card: Blastoderm, as: b}}]}}
        actions:
          - {{cast: Blastoderm}}{_TO_ALICES_UPKEEP}
        expect:
          b: {{zone: battlefield, counters: {{fade: 2}}}}
    """)
    assert out.passed, out.failures


def test_702_32a_fading_with_no_fade_counter_to_remove_sacrifices_it(solve) -> None:
    """"If you can't, sacrifice the permanent": Blastoderm with no fade counter left."""
    out = solve(f"""
        name: fading out
        {_LIBRARIES}
        battlefield: [{{card: Blastoderm, as: b}}]
        actions:{_TO_ALICES_UPKEEP}
        expect:
          b: {{zone: graveyard}}
    """)
    assert out.passed, out.failures


# -- vanishing (702.63) -------------------------------------------------------------------------
def test_702_63a_vanishing_enters_with_time_counters_one_removed_each_upkeep(solve) -> None:
    """Calciderm (Vanishing 4) enters with four time counters; at Alice's next upkeep it
    has three."""
    out = solve(f"""
        name: vanishing
        {_LIBRARIES}
        hand: {{Alice: [{{card: Calciderm, as: c}}]}}
        actions:
          - {{cast: Calciderm}}{_TO_ALICES_UPKEEP}
        expect:
          c: {{zone: battlefield, counters: {{time: 3}}}}
    """)
    assert out.passed, out.failures


def test_702_63a_vanishing_last_time_counter_removed_sacrifices_it(solve) -> None:
    """Calciderm with one time counter: the upkeep ability removes it, and "When the last
    time counter is removed from this permanent, sacrifice it" triggers."""
    out = solve(f"""
        name: vanishing last
        {_LIBRARIES}
        battlefield: [{{card: Calciderm, as: c, counters: {{time: 1}}}}]
        actions:{_TO_ALICES_UPKEEP}
        expect:
          c: {{zone: graveyard}}
    """)
    assert out.passed, out.failures


def test_702_63a_vanishing_with_no_time_counter_doesnt_trigger(solve) -> None:
    """The upkeep ability's intervening "if" (603.4): with no time counter on it nothing
    is removed, so the last one is never removed and it stays."""
    out = solve(f"""
        name: vanishing none
        {_LIBRARIES}
        battlefield: [{{card: Calciderm, as: c}}]
        actions:{_TO_ALICES_UPKEEP}
        expect:
          c: {{zone: battlefield, counters: {{}}}}
    """)
    assert out.passed, out.failures


def test_702_63a_removing_the_last_time_counter_otherwise_also_sacrifices(solve) -> None:
    """The second ability triggers on any removal of the last time counter, not only the
    upkeep ability's: Calciderm with two, both removed at once by an effect."""
    out = solve("""
        name: vanishing removed
        battlefield: [{card: Calciderm, as: c, counters: {time: 2}}]
        actions:
          - {counters: {on: c, remove: {time: 2}}}
        expect:
          c: {zone: graveyard}
    """)
    assert out.passed, out.failures



@pytest.mark.parametrize(("counters", "found"), [("{}", "battlefield"), ("{time: 1}", "library")])
def test_603_10a_vanishing_creature_dies_with_no_time_counters(solve, counters: str,
                                                               found: str) -> None:
    """Lost Auramancers: "When this creature dies, if it had no time counters on it, you may
    search your library for an enchantment card, put it onto the battlefield, then
    shuffle." The counters it had as it last existed decide (603.10a)."""
    out = solve(f"""
        name: auramancers
        battlefield: [{{card: Lost Auramancers, as: la, counters: {counters}}}]
        library: {{Alice: [{{card: Glorious Anthem, as: anthem}}, Island]}}
        hand: {{Alice: [Lightning Bolt]}}
        choices: [yes, anthem]
        actions:
          - {{cast: Lightning Bolt, targets: [la]}}
        expect:
          la: {{zone: graveyard}}
          anthem: {{zone: {found}}}
    """)
    assert out.passed, out.failures

# -- cumulative upkeep (702.24) -----------------------------------------------------------------
_PHANTASM = """
        name: cumulative upkeep
        {libraries}
        battlefield:
          - {{card: Phobian Phantasm, as: p, counters: {{age: 1}}}}
          - {{card: Swamp, as: s1}}
          - {{card: Swamp, as: s2}}
        choices: [{pay}]
        actions:
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
"""


def test_702_24a_cumulative_upkeep_adds_an_age_counter_and_pays_for_each(solve) -> None:
    """Phobian Phantasm (Cumulative upkeep {B}) with one age counter: at Alice's upkeep it
    gets a second, and she pays {B}{B} (both Swamps) to keep it."""
    out = solve(_PHANTASM.format(libraries=_LIBRARIES, pay="yes") + """
        expect:
          p: {zone: battlefield, counters: {age: 2}}
          s1: {tapped: true}
          s2: {tapped: true}
    """)
    assert out.passed, out.failures


def test_702_24a_cumulative_upkeep_not_paid_sacrifices_it(solve) -> None:
    out = solve(_PHANTASM.format(libraries=_LIBRARIES, pay="no") + """
        expect:
          p: {zone: graveyard}
          s1: {tapped: false}
    """)
    assert out.passed, out.failures


def test_702_24a_no_partial_payment_when_the_whole_cost_cant_be_paid(solve) -> None:
    """Two age counters but one Swamp: {B}{B} can't be paid (118.3), and paying {B} of it
    isn't allowed: the Phantasm is sacrificed and the Swamp stays untapped."""
    out = solve(f"""
        name: cumulative upkeep unpayable
        {_LIBRARIES}
        battlefield:
          - {{card: Phobian Phantasm, as: p, counters: {{age: 1}}}}
          - {{card: Swamp, as: s1}}
        actions:{_TO_ALICES_UPKEEP}
        expect:
          p: {{zone: graveyard}}
          s1: {{tapped: false}}
    """)
    assert out.passed, out.failures


def test_702_24b_two_instances_each_count_all_age_counters(solve) -> None:
    """702.24b's example: two instances of "Cumulative upkeep—Pay 1 life." and no age
    counters: the first resolves (one counter, 1 life), the second (two counters, 2 life)."""
    out = solve(f"""
        name: cumulative upkeep twice
        {_LIBRARIES}
        battlefield:
          - token: {{name: Icy Relic, types: [Artifact],
                     text: "Cumulative upkeep—Pay 1 life.\\nCumulative upkeep—Pay 1 life."}}
            as: relic
        actions:
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
        choices: [0, yes, yes]  # the two identical triggers in any order, then pay twice
        expect:
          relic: {{zone: battlefield, counters: {{age: 2}}}}
          player Alice: {{life: 17}}
    """)
    assert out.passed, out.failures


def test_702_24a_cumulative_upkeep_discard_for_each_then_it_dies(solve) -> None:
    """Vexing Sphinx (Cumulative upkeep—Discard a card) with one age counter: Alice
    discards two cards for two counters; it is a cost paid whole (118.3), not card by
    card."""
    out = solve(f"""
        name: cumulative discard
        {_LIBRARIES}
        battlefield: [{{card: Vexing Sphinx, as: v, counters: {{age: 1}}}}]
        hand: {{Alice: [{{card: Forest, as: f1}}, {{card: Mountain, as: f2}}]}}
        actions:
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
        choices: [yes, f1, f2]
        expect:
          v: {{zone: battlefield, counters: {{age: 2}}}}
          f1: {{zone: graveyard}}
          f2: {{zone: graveyard}}
    """)
    assert out.passed, out.failures



def _alices_upkeep(solve, battlefield: str, choices: str, expect: str):
    """The board (Alice's permanents first) at Alice's turn 3 upkeep, with these answers."""
    return solve(f"""
        name: cumulative upkeep costs
        {_LIBRARIES}
        battlefield:{battlefield}
        choices: [{choices}]
        actions:{_TO_ALICES_UPKEEP}
        expect:{expect}
    """)


def test_702_24a_a_choice_is_made_for_each_age_counter(solve) -> None:
    """Earthen Goo (Cumulative upkeep {R} or {G}) with one age counter: two counters, so
    {R}{R}, {R}{G} or {G}{G}; with a Mountain and a Forest only {R}{G} can be paid."""
    out = _alices_upkeep(solve, """
          - {card: Earthen Goo, as: goo, counters: {age: 1}}
          - {card: Mountain, as: m}
          - {card: Forest, as: f}""", "yes", """
          goo: {zone: battlefield, counters: {age: 2}, power: 4}
          m: {tapped: true}
          f: {tapped: true}""")
    assert out.passed, out.failures


def test_702_24a_sacrifice_two_different_creatures(solve) -> None:
    """702.24a's second example: Phyrexian Soulgorger (Cumulative upkeep—Sacrifice a
    creature) with one age counter: two different creatures are sacrificed to keep it."""
    out = _alices_upkeep(solve, """
          - {card: Phyrexian Soulgorger, as: sg, counters: {age: 1}}
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, as: elves}""", "yes, bears, elves", """
          sg: {zone: battlefield, counters: {age: 2}}
          bears: {zone: graveyard}
          elves: {zone: graveyard}""")
    assert out.passed, out.failures


def test_702_24a_not_enough_creatures_to_sacrifice_it_is_sacrificed(solve) -> None:
    """Two creatures are needed and only the Soulgorger and the Bears are there: it may be
    one of the two, but the same creature can't be chosen twice; Alice declines, so the
    Soulgorger is sacrificed and the Bears stay."""
    out = _alices_upkeep(solve, """
          - {card: Phyrexian Soulgorger, as: sg, counters: {age: 1}}
          - {card: Grizzly Bears, as: bears}""", "'no'", """
          sg: {zone: graveyard}
          bears: {zone: battlefield}""")
    assert out.passed, out.failures


def test_702_24a_counters_and_life_for_each_age_counter(solve) -> None:
    """Aboroth (a -1/-1 counter on itself) with one age counter gets two; Wall of Shards
    (an opponent gains 1 life) with one: Bob gains 2; Sheltering Ancient (a +1/+1 counter
    on a creature an opponent controls) with none: one on Bob's Bears."""
    out = _alices_upkeep(solve, """
          - {card: Aboroth, as: ab, counters: {age: 1}}
          - {card: Wall of Shards, as: wall, counters: {age: 1}}
          - {card: Sheltering Ancient, as: sa}
          - {card: Grizzly Bears, as: bears, controller: Bob}""", "0, yes, yes, yes", """
          ab: {counters: {age: 2, -1/-1: 2}, power: 7}
          wall: {zone: battlefield, counters: {age: 2}}
          sa: {zone: battlefield, counters: {age: 1}}
          bears: {counters: {+1/+1: 1}}
          player Bob: {life: 22}""")
    assert out.passed, out.failures

# -- echo (702.30) ------------------------------------------------------------------------------
_PATROL = """
        name: echo
        {libraries}
        battlefield: [{{card: Mountain, as: m}}]
        hand: {{Alice: [{{card: Goblin Patrol, as: g}}], Bob: [Threaten]}}
        choices: [{pay}]
        actions:
          - {{cast: Goblin Patrol}}
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
"""


def test_702_30a_echo_paid_at_the_next_upkeep_keeps_it(solve) -> None:
    """Goblin Patrol (Echo {R}) cast on turn 1: at Alice's next upkeep she pays {R}."""
    out = solve(_PATROL.format(libraries=_LIBRARIES, pay="yes") + """
        expect:
          g: {zone: battlefield}
          m: {tapped: true}
    """)
    assert out.passed, out.failures


def test_702_30a_echo_not_paid_sacrifices_it(solve) -> None:
    out = solve(_PATROL.format(libraries=_LIBRARIES, pay="no") + """
        expect:
          g: {zone: graveyard}
          m: {tapped: false}
    """)
    assert out.passed, out.failures


def test_702_30a_echo_doesnt_trigger_again_once_controlled_since_the_last_upkeep(
        solve) -> None:
    """Paid on turn 3: by Alice's upkeep of turn 5 it has been hers since the beginning of
    her last upkeep; no echo trigger (no payment asked; the Mountain stays untapped)."""
    out = solve(_PATROL.format(libraries=_LIBRARIES, pay="yes") + _TO_ALICES_UPKEEP + """
        expect:
          g: {zone: battlefield}
          m: {tapped: false}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.number == 5


def test_702_30a_echo_triggers_again_after_control_came_back(solve) -> None:
    """Bob takes Goblin Patrol with Threaten for his turn 4; at cleanup it comes back under
    Alice's control, since the beginning of her last upkeep: echo triggers at her turn 5
    upkeep, and she declines."""
    out = solve(_PATROL.format(libraries=_LIBRARIES, pay="yes, 'no'") + """
          - {pass: {to: precombat_main}}
          - {pass: {to: precombat_main}}
          - {cast: Threaten, by: Bob, targets: [g]}
          - {pass: {to: upkeep}}
        expect:
          g: {zone: graveyard}
    """)
    assert out.passed, out.failures


# -- which instances the engine carries out -----------------------------------------------------
@pytest.mark.parametrize(("line", "read"), [
    ("Cumulative upkeep {1}", True),  # Mystic Remora
    ("Cumulative upkeep {U}{R}", True),  # Firestorm Hellkite
    ("Cumulative upkeep—Pay 2 life.", True),  # Glacial Chasm
    ("Cumulative upkeep—Discard a card.", True),  # Vexing Sphinx
    ("Cumulative upkeep {G} or {W}", True),  # Arctic Nishoba: a choice per counter
    ("Cumulative upkeep {S}", False),  # Cover of Winter: snow mana
    ("Cumulative upkeep—Sacrifice a creature.", True),  # Phyrexian Soulgorger
    ("Cumulative upkeep—Sacrifice a land.", True),  # Polar Kraken
    ("Cumulative upkeep—Put a -1/-1 counter on this creature.", True),  # Aboroth
    ("Cumulative upkeep—An opponent gains 1 life.", True),  # Wall of Shards
    ("Cumulative upkeep—Put a +1/+1 counter on a creature an opponent controls.",
     True),  # Sheltering Ancient
    ("Cumulative upkeep—Flip a coin.", False),  # Karplusan Minotaur
    ("Cumulative upkeep—Have an opponent create a 1/1 red Survivor creature token.",
     False),  # Varchild's War-Riders
    ("Cumulative upkeep—Pay {B} and 1 life.", False),  # Infernal Darkness
    ("Echo {2}{R}", True),  # Basalt Gargoyle
    ("Echo {0}", True),  # Shah of Naar Isle
    ("Echo—Discard a card.", True),  # Deepcavern Imp
    ("Echo—Sacrifice two lands.", True),  # Skizzik Surger (702.30a, 701.21a)
    ("Fading 3", True),  # Blastoderm
    ("Vanishing 3", True),  # Aven Riftwatcher
    ("Vanishing", True),  # Out of Time (702.63b)
])
def test_702_24_702_30_702_32_702_63_oracle_lines(line: str, read: bool) -> None:
    assert enforced(keyword_ability(line)) is read


_SURGER = """
        name: echo sacrifice
        {libraries}
        battlefield: [{{card: Mountain, as: m1}}, {{card: Mountain, as: m2}},
                      {{card: Forest, as: f}}]
        choices: [{pay}]
        actions:
          - {{enter: {{card: Skizzik Surger, as: s}}}}
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
"""


def test_702_30a_echo_paid_by_sacrificing_two_lands(solve) -> None:
    """Skizzik Surger ("Echo—Sacrifice two lands.") at Alice's next upkeep: she pays by
    sacrificing both Mountains (701.21a, lands she controls); the Surger and the Forest
    stay."""
    out = solve(_SURGER.format(libraries=_LIBRARIES, pay="yes, m1, m2") + """
        expect:
          s: {zone: battlefield}
          m1: {zone: graveyard}
          m2: {zone: graveyard}
          f: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_30a_echo_sacrifice_not_paid_sacrifices_it(solve) -> None:
    out = solve(_SURGER.format(libraries=_LIBRARIES, pay="no") + """
        expect:
          s: {zone: graveyard}
          m1: {zone: battlefield}
          m2: {zone: battlefield}
    """)
    assert out.passed, out.failures
