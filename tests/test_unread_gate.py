"""Principle 5's gate (engine/unsupported.py): wherever unread text would matter, the game
stops with an error naming the card and the text — never a silent result, never a misleading
error about something else. Each case is a situation a user met (issue 10)."""

from __future__ import annotations

import pytest

from arbiter.engine.game import Game
from arbiter.errors import UnsupportedTextError
from arbiter.scenario.errors import ScenarioError

KOZILEK = ("When you cast this spell, if you have fewer than seven cards in hand, draw cards "
           "equal to the difference.")
STORM_ENTITY = ("This creature enters with a +1/+1 counter on it for each other spell cast "
                "this turn")
RIFTSTONE = ("As long as this card is in your graveyard, lands you control have \"{T}: Add {G} "
             "or {W}.\"")
#: Altered Ego (Vesuvan Doppelganger, this file's example once, is read now: 707.9c)
ALTERED_EGO = ("You may have this creature enter as a copy of any creature on the battlefield, "
               "except it enters with X additional +1/+1 counters on it.")
EXECUTION = ("Destroy target creature an opponent controls. Each other creature that player "
             "controls gets -2/-0 until end of turn.")
MUTAVAULT = "{1}: This land becomes a 2/2 creature with all creature types until end of turn."
AVENGE = "This spell costs {2} less to cast if a player attacked you during their last turn."


def _stops(solve, text: str, card: str, line: str, where: str) -> None:
    with pytest.raises(ScenarioError) as e:
        solve(text)
    message = str(e.value)
    assert "case.yaml" in message and where in message, message
    assert f"{card}: Arbiter can't carry out this text yet" in message, message
    assert line in message, message


def test_613_4b_biomass_mutation_once_unread_now_sets_base_pt_x(solve) -> None:
    """Biomass Mutation ("Creatures you control have base power and toughness X/X until end
    of turn.", once this file's example of an unread spell) is read now: X=1 makes Silvercoat
    Lion a 1/1 (613.4b)."""
    out = solve("""
        name: Biomass Mutation on a Silvercoat Lion
        battlefield: [{card: Silvercoat Lion, as: lion}]
        hand: {Alice: [Biomass Mutation]}
        actions:
          - {cast: Biomass Mutation, choices: {x: 1}}
        expect:
          lion: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("card", ["False Peace", "Browbeat",
                                  "Shahrazad", "New Frontiers"])
def test_113_3a_other_unread_sorceries_stop_when_cast(solve, card: str) -> None:
    with pytest.raises(ScenarioError) as e:
        solve(f"""
            name: {card} cast
            battlefield: [Silvercoat Lion]
            hand: {{Alice: ["{card}"]}}
            actions:
              - {{cast: "{card}", choices: {{x: 1}}}}
        """)
    assert f"{card}: Arbiter can't carry out this text yet" in str(e.value)


def test_113_6k_an_unread_cast_trigger_stops_the_cast(solve) -> None:
    _stops(solve, """
        name: Kozilek, the Great Distortion is cast
        hand: {Alice: ["Kozilek, the Great Distortion"]}
        library: {Alice: [Forest, Grizzly Bears]}
        actions:
          - {cast: "Kozilek, the Great Distortion"}
    """, "Kozilek, the Great Distortion", KOZILEK, "actions[1].cast")


def test_614_1c_an_unread_enters_with_counters_replacement_stops_as_it_enters(solve) -> None:
    """Storm Entity's counters aren't read: the game stops as it enters instead of letting
    it enter without them. (Centaur Vinecrasher's "a number of +1/+1 counters on it equal
    to ...", once this test's example, is read now: `tests/test_enters_with_if.py`.)"""
    _stops(solve, """
        name: Storm Entity enters
        actions:
          - enter: {card: Storm Entity, as: entity}
        expect:
          entity: {zone: battlefield}
    """, "Storm Entity", STORM_ENTITY, "actions[1].enter")


def test_113_6b_an_unread_static_ability_that_works_from_a_graveyard_stops(solve) -> None:
    _stops(solve, """
        name: Riftstone Portal in the graveyard
        battlefield: [{card: Forest, as: forest}]
        graveyard: {Alice: [Riftstone Portal]}
        expect:
          forest: {zone: battlefield}
    """, "Riftstone Portal", RIFTSTONE, "graveyard.Alice[1]")


def test_113_6_riftstone_in_a_hand_is_not_needed_yet(solve) -> None:
    """113.6b: Riftstone Portal's ability says where it functions; in a hand it does
    nothing."""
    out = solve("""
        name: Riftstone Portal in a hand
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Riftstone Portal]}
        expect:
          bears: {power: 2}
    """)
    assert out.failures == []


def test_614_12_an_unread_as_it_enters_copy_ability_stops_a_setup_entry(solve) -> None:
    _stops(solve, """
        name: Altered Ego on the board
        battlefield:
          - Grizzly Bears
          - {card: Altered Ego, as: vd}
        expect:
          vd: {power: 2}
    """, "Altered Ego", ALTERED_EGO, "battlefield[2]")


def test_601_2c_an_unread_targeted_spell_names_its_text_not_a_target_count(solve) -> None:
    _stops(solve, """
        name: Public Execution on a bear
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Public Execution]}
        actions:
          - {cast: Public Execution, targets: [bears]}
    """, "Public Execution", EXECUTION, "actions[1].cast")


def test_602_2_an_unread_activated_ability_by_index_names_its_text(solve) -> None:
    _stops(solve, """
        name: Mutavault animated
        battlefield: [{card: Mutavault, as: vault}]
        actions:
          - activate: {card: vault, ability: 2}
    """, "Mutavault", MUTAVAULT, "actions[1].activate")


def test_602_2_an_unread_activated_ability_by_text_names_its_text(solve) -> None:
    _stops(solve, """
        name: Mutavault animated by its cost
        battlefield: [{card: Mutavault, as: vault}]
        actions:
          - activate: {card: vault, ability: "{1}:"}
    """, "Mutavault", MUTAVAULT, "actions[1].activate")


def test_606_3_an_unread_loyalty_ability_by_its_cost_names_its_text(solve) -> None:
    _stops(solve, """
        name: Sarkhan the Mad's -2
        battlefield:
          - {card: Sarkhan the Mad, as: sarkhan}
          - {card: Grizzly Bears, as: bears}
        actions:
          - activate: {card: sarkhan, ability: "-2", targets: [bears]}
    """, "Sarkhan the Mad", "[\u22122]: Target creature's controller sacrifices it",
        "actions[1].activate")


def test_601_2f_an_unread_cost_reduction_stops_while_the_cost_is_determined(solve) -> None:
    """Avenge's unread cost reduction stops the cast as its total cost is determined
    (601.2f). (Awaken the Blood Avatar, this test's earlier example, is read now: its
    sacrifice-any-number reduction is read, and played on Torgaar in
    tests/test_exile_from_hand_for_less_601_2f.py.)"""
    _stops(solve, """
        name: Avenge cast
        hand: {Alice: [Avenge]}
        battlefield: [Grizzly Bears, Plains, Plains, Plains, Plains, Plains, Plains]
        actions:
          - cast: Avenge
            pay: true
    """, "Avenge", AVENGE, "actions[1].cast")


def test_613_1f_an_unread_ability_an_effect_removed_is_not_needed(solve) -> None:
    out = solve("""
        name: Mutavault-like unread abilities under Humility
        battlefield:
          - Humility
          - {card: Altered Ego, as: vd}
        expect:
          vd: {power: 1, toughness: 1}
    """)
    assert out.failures == []


# -- the Python API: the same gate, and the game is left as it was ----------------------

def _game_with_hand(cards: list[str], battlefield: list[str] = ()) -> Game:
    from arbiter.engine.replacement.entering import enter

    game = Game.new([["Forest"] * 20, ["Plains"] * 20], seed=1)
    state = game.state
    for name in battlefield:
        obj = state.add_object({"owner": 0, "controller": 0, "card": name}, "battlefield")
        enter(game, obj, silent=True)
    for name in cards:
        state.add_object({"owner": 0, "controller": 0, "card": name}, "hand")
    return game


def test_principle_5_api_casting_an_unread_spell_raises_and_changes_nothing() -> None:
    game = _game_with_hand(["False Peace"], ["Plains"])
    while True:
        labels = [a.label for a in game.legal_actions()]
        cast = [x for x in labels if x.startswith("cast False Peace")]
        if cast:
            break
        game.apply(labels[0])  # pass until Alice's main phase
    before = game.to_json()
    with pytest.raises(UnsupportedTextError) as e:
        game.apply(cast[0])
    assert "False Peace" in str(e.value)
    assert game.to_json() == before


def test_principle_5_api_offers_an_unread_activated_ability_and_stops_when_chosen() -> None:
    game = _game_with_hand([], ["Mutavault"])
    while True:
        labels = [a.label for a in game.legal_actions()]
        unread = [x for x in labels if x.startswith("activate Mutavault") and "(unread)" in x]
        if unread:
            break
        game.apply(labels[0])
    before = game.to_json()
    with pytest.raises(UnsupportedTextError) as e:
        game.apply(unread[0])
    assert MUTAVAULT in str(e.value)
    assert game.to_json() == before
