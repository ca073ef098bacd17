"""Suspend (702.62), played over turns through the real engine: the special action from
the hand (116.2f), the time counters removed at the beginning of the owner's upkeep while
the card is suspended (702.62b), and the cast without paying its mana cost when the last
one is removed, with haste for a creature spell until its controller loses control of it."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.engine.keywords.suspend import suspend
from arbiter.engine.turn.priority import priority_actions
from arbiter.errors import IllegalActionError
from arbiter.rules.keywords import keyword_ability
from arbiter.scenario.errors import ScenarioError

ALICE, BOB = 0, 1

_LIBRARIES = "library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island]}"

#: To Alice's next upkeep from her turn 1: Bob's upkeep (turn 2), then hers (turn 3).
_TO_ALICES_UPKEEP = """
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}"""


def _obj(game, alias: str):
    return game.obj(obj_id(game, alias))


# -- 116.2f: the special action -----------------------------------------------------------------
def test_116_2f_702_62a_suspending_pays_the_cost_and_exiles_with_time_counters(solve) -> None:
    """Rift Bolt (Suspend 1—{R}) in Alice's main phase: she pays {R} with her Mountain and
    the card is exiled with one time counter; nothing goes on the stack."""
    out = solve("""
        name: suspend
        battlefield: [{card: Mountain, as: m}]
        hand: {Alice: [{card: Rift Bolt, as: bolt}]}
        actions:
          - {suspend: Rift Bolt}
        expect:
          bolt: {zone: exile, counters: {time: 1}}
          m: {tapped: true}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


def test_116_2f_suspend_is_offered_with_priority_when_the_card_could_be_cast(board) -> None:
    """A sorcery with suspend: offered in its owner's main phase with an empty stack (307.1)
    when the cost can be paid, and taken through the API; not offered to the other player,
    nor without the mana."""
    game = board("""
        name: suspend offered
        battlefield: [{card: Mountain, as: m}]
        hand: {Alice: [{card: Rift Bolt, as: bolt}], Bob: [{card: Rift Bolt, as: bobs}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any(a.kind == "suspend" for a in priority_actions(game, BOB))
    bolt = obj_id(game, "bolt")
    label = f"suspend Rift Bolt#{bolt} for {{R}}"
    assert label in [str(a) for a in game.legal_actions()]
    game.apply(label)
    assert _obj(game, "bolt").zone == "exile"
    assert _obj(game, "bolt").counters == {"time": 1}
    assert _obj(game, "m").tapped
    assert not game.state.stack_items  # 116.2f: it doesn't use the stack


def test_116_2f_suspend_isnt_offered_without_the_mana(board) -> None:
    game = board("""
        name: suspend unaffordable
        battlefield: [{card: Mountain, as: m, tapped: true}]
        hand: {Alice: [{card: Rift Bolt, as: bolt}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any(a.kind == "suspend" for a in priority_actions(game, ALICE))


def test_116_2f_a_sorcery_cant_be_suspended_when_it_couldnt_be_cast(board) -> None:
    """Bob can't begin to cast his sorcery during Alice's turn, so he can't suspend it: the
    attempt is refused and changes nothing."""
    game = board("""
        name: suspend refused
        battlefield: [{card: Mountain, as: m, controller: Bob}]
        hand: {Bob: [{card: Rift Bolt, as: bolt}]}
    """)
    bolt = obj_id(game, "bolt")
    version = game.state.version
    with pytest.raises(IllegalActionError, match="116.2f"):
        suspend(game, BOB, bolt)
    assert game.obj(bolt).zone == "hand"
    assert not game.obj(obj_id(game, "m")).tapped
    assert game.state.version == version


# -- 702.62a-b: the triggered abilities in exile ------------------------------------------------
def test_702_62a_a_time_counter_is_removed_only_at_its_owners_upkeep(solve) -> None:
    """Ancestral Vision (Suspend 4—{U}): Bob's upkeep removes nothing; Alice's removes one."""
    out = solve(f"""
        name: suspend upkeep
        {_LIBRARIES}
        battlefield: [Island]
        hand: {{Alice: [{{card: Ancestral Vision, as: av}}]}}
        actions:
          - {{suspend: Ancestral Vision}}
          - {{pass: {{to: upkeep}}}}
    """)
    assert out.passed, out.failures
    assert _obj(out.game, "av").counters == {"time": 4}
    out = solve(f"""
        name: suspend upkeep
        {_LIBRARIES}
        battlefield: [Island]
        hand: {{Alice: [{{card: Ancestral Vision, as: av}}]}}
        actions:
          - {{suspend: Ancestral Vision}}{_TO_ALICES_UPKEEP}
        expect:
          av: {{zone: exile, counters: {{time: 3}}}}
    """)
    assert out.passed, out.failures


def test_702_62a_last_time_counter_removed_cast_without_paying_its_mana_cost(solve) -> None:
    """Rift Bolt suspended on turn 1: at Alice's turn 3 upkeep the last time counter is
    removed and she casts it for {0} (her Mountain stays untapped), at Bob."""
    out = solve(f"""
        name: suspend cast
        {_LIBRARIES}
        battlefield: [{{card: Mountain, as: m}}]
        hand: {{Alice: [{{card: Rift Bolt, as: bolt}}]}}
        choices: [yes, Bob]
        actions:
          - {{suspend: Rift Bolt}}{_TO_ALICES_UPKEEP}
        expect:
          bolt: {{zone: graveyard}}
          m: {{tapped: false}}
          player Bob: {{life: 17}}
    """)
    assert out.passed, out.failures


def test_702_62a_a_card_with_no_mana_cost_is_cast_this_way(solve) -> None:
    """Ancestral Vision has no mana cost (it can't be cast from the hand, 118.6); with its
    last time counter removed, Alice casts it without paying its mana cost and draws three."""
    out = solve(f"""
        name: suspend vision
        {_LIBRARIES}
        exile: {{Alice: [{{card: Ancestral Vision, as: av}}]}}
        choices: [yes, Alice]
        actions:
          - {{counters: {{on: av, add: {{time: 1}}}}}}{_TO_ALICES_UPKEEP}
        expect:
          av: {{zone: graveyard}}
          player Alice: {{hand_size: 3}}
    """)
    assert out.passed, out.failures


def test_702_62a_not_cast_it_remains_exiled(solve) -> None:
    out = solve(f"""
        name: suspend declined
        {_LIBRARIES}
        battlefield: [Mountain]
        hand: {{Alice: [{{card: Rift Bolt, as: bolt}}]}}
        choices: ["no"]
        actions:
          - {{suspend: Rift Bolt}}{_TO_ALICES_UPKEEP}
        expect:
          bolt: {{zone: exile, counters: {{}}}}
          player Bob: {{life: 20}}
    """)
    assert out.passed, out.failures


def test_702_62b_an_exiled_card_without_time_counters_isnt_suspended(solve) -> None:
    """Rift Bolt in exile with no time counter: not suspended, so no counter is removed and
    it is never cast (no answer is asked for)."""
    out = solve(f"""
        name: not suspended
        {_LIBRARIES}
        exile: {{Alice: [{{card: Rift Bolt, as: bolt}}]}}
        actions:{_TO_ALICES_UPKEEP}
        expect:
          bolt: {{zone: exile}}
          player Bob: {{life: 20}}
    """)
    assert out.passed, out.failures


def test_702_62d_cost_increases_apply_and_unpaid_it_remains_exiled(solve) -> None:
    """118.9d: Thalia's "Noncreature spells cost {1} more" applies to the cost of casting it
    this way: Alice, with no mana, can't cast Rift Bolt (its target chosen first, 601.2c,
    then the total cost, 601.2f), so it remains exiled."""
    out = solve(f"""
        name: suspend thalia
        {_LIBRARIES}
        battlefield: [{{card: "Thalia, Guardian of Thraben", controller: Bob}}]
        exile: {{Alice: [{{card: Rift Bolt, as: bolt}}]}}
        choices: [yes, Bob]
        actions:
          - {{counters: {{on: bolt, add: {{time: 1}}}}}}{_TO_ALICES_UPKEEP}
        expect:
          bolt: {{zone: exile}}
          player Bob: {{life: 20}}
    """)
    assert out.passed, out.failures


# -- 702.62a: haste for a creature spell cast this way ------------------------------------------
_GARGADON = f"""
        name: suspend creature
        {_LIBRARIES}
        exile: {{Alice: [{{card: Gargadon, as: g}}]}}
        hand: {{Alice: [Disenchant], Bob: [Control Magic]}}
        choices: [yes]
        actions:
          - {{counters: {{on: g, add: {{time: 1}}}}}}{_TO_ALICES_UPKEEP}
"""


def test_702_62a_a_creature_cast_this_way_has_haste(solve) -> None:
    """Gargadon (Suspend 4—{1}{R}) cast from exile at Alice's upkeep: it resolves and the
    7/5 has haste on the turn it entered."""
    out = solve(_GARGADON + """
        expect:
          g: {zone: battlefield, has: [Haste], power: 7}
    """)
    assert out.passed, out.failures


def test_702_62a_haste_ends_once_its_controller_loses_control(solve) -> None:
    """Bob takes Gargadon with Control Magic on his turn 4: it loses the haste; when Alice
    destroys Control Magic and gets it back, the haste doesn't come back."""
    out = solve(_GARGADON + """
          - {pass: {to: precombat_main}}
          - {pass: {to: precombat_main}}
          - {cast: Control Magic, by: Bob, targets: [g]}
        expect:
          g: {controller: Bob, lacks: [Haste]}
    """, name="magic.yaml")
    assert out.passed, out.failures
    out = solve(_GARGADON + """
          - {pass: {to: precombat_main}}
          - {pass: {to: precombat_main}}
          - {cast: Control Magic, by: Bob, targets: [g]}
          - {cast: Disenchant, by: Alice, targets: [Control Magic]}
        expect:
          g: {controller: Alice, lacks: [Haste]}
    """, name="disenchant.yaml")
    assert out.passed, out.failures


# -- which instances the engine carries out -----------------------------------------------------
@pytest.mark.parametrize(("line", "read"), [
    ("Suspend 4—{U}", True),  # Ancestral Vision
    ("Suspend 1—{R}", True),  # Rift Bolt
    ("Suspend 3—{0}", True),  # Lotus Bloom
    ("Suspend 17 — {0}", True),  # 17-Year Cicadas
    ("Suspend 2—{1}{W}{B}{G}", True),  # Call the Crash
    ("Suspend X—{X}{3}{U}. X can't be 0.", False),  # Aeon Chronicler: N chosen
])
def test_702_62a_oracle_lines(line: str, read: bool) -> None:
    assert enforced(keyword_ability(line)) is read


def test_702_62a_suspending_needs_a_card_in_hand(solve) -> None:
    with pytest.raises(ScenarioError, match="not in Alice's hand"):
        solve("""
            name: suspend nothing
            exile: {Alice: [Rift Bolt]}
            actions:
              - {suspend: Rift Bolt}
        """)


def test_702_62b_a_spell_exiled_with_time_counters_is_suspended(solve) -> None:
    """Arc Blade: "Arc Blade deals 2 damage to any target. Exile Arc Blade with three time
    counters on it." Cast from the hand at Bob: he takes 2, and the card is exiled instead
    of going to the graveyard (608.2n); being suspended, it loses a time counter at Alice's
    next upkeep."""
    out = solve(f"""
        name: arc blade
        {_LIBRARIES}
        hand: {{Alice: [{{card: Arc Blade, as: blade}}]}}
        actions:
          - {{cast: Arc Blade, targets: [Bob]}}{_TO_ALICES_UPKEEP}
        expect:
          blade: {{zone: exile, counters: {{time: 2}}}}
          player Bob: {{life: 18}}
    """)
    assert out.passed, out.failures


def test_702_62b_exiled_with_time_counters_oracle_line() -> None:
    from arbiter.compiler.lines import compile_line
    from arbiter.engine.keywords.suspend import ExileWithTimeCounters

    (ab,) = compile_line("Draw two cards. Exile Inspiring Refrain with three time counters "
                         "on it.", "Inspiring Refrain", spell=True)
    assert ab.instructions[-1] == ExileWithTimeCounters(n=3)


def test_702_62b_an_ability_of_a_suspended_card_works_in_exile(solve) -> None:
    """17-Year Cicadas: "Whenever you cast a spell, if this card is suspended, remove a time
    counter from it." In exile with five time counters: Alice's spell takes one off; Bob's
    doesn't trigger it ("you")."""
    out = solve("""
        name: cicadas
        exile: {Alice: [{card: 17-Year Cicadas, as: c}]}
        hand: {Alice: [Lightning Bolt], Bob: [Shock]}
        actions:
          - {counters: {on: c, add: {time: 5}}}
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: Shock, by: Bob, targets: [Alice]}
        expect:
          c: {zone: exile, counters: {time: 4}}
    """)
    assert out.passed, out.failures


def test_702_62b_not_suspended_without_time_counters_so_nothing_is_removed(solve) -> None:
    out = solve("""
        name: cicadas not suspended
        exile: {Alice: [{card: 17-Year Cicadas, as: c}]}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          c: {zone: exile, counters: {}}
    """)
    assert out.passed, out.failures


def test_702_62b_suspended_card_trigger_oracle_line() -> None:
    from arbiter.compiler.lines import compile_line
    from arbiter.rules.instructions import Ref, RemoveCounters

    (ab,) = compile_line("Whenever you cast a spell, if this card is suspended, remove a time "
                         "counter from it.", "17-Year Cicadas")
    assert ab.trigger.zone == "exile"
    assert ab.instructions == (RemoveCounters("time", 1, Ref.this()),)
