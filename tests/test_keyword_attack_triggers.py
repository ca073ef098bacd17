"""Keyword abilities that are triggered abilities of an attack (702.83 exalted, 702.91 battle
cry, 702.121 melee, 702.134 mentor, 702.149 training, 702.105 dethrone, 702.86 annihilator,
702.181 mobilize), played on boards by the real engine: the attack is declared, the
triggered abilities go on the stack and resolve (`engine.keywords.attack_triggers`)."""

from __future__ import annotations

import pytest
from keyword_play import (
    ALICE,
    BOB,
    CAROL,
    Answers,
    at,
    attack,
    block,
    board,
    damage,
    pt,
    stack_texts,
)

from arbiter.engine.turn import steps

THREE = "players: [Alice, Bob, Carol]\n"


# -- 702.83 exalted ---------------------------------------------------------------------
def test_702_83a_exalted_creature_attacking_alone_gets_1_1_per_instance(solve) -> None:
    """Grizzly Bears attacks alone with two Akrasan Squires (exalted) on Alice's side: both
    exalted abilities trigger and resolve, a 4/4 until end of turn."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Akrasan Squire, as: squire1}
  - {card: Akrasan Squire, as: squire2}
""")
    attack(game, {ids["bears"]: at(BOB)}, resolve=False)
    assert stack_texts(game) == [
        "Whenever a creature you control attacks alone, that creature gets +1/+1 until end "
        "of turn."] * 2
    steps.resolve_all(game)
    assert pt(game, ids["bears"]) == (4, 4)
    assert pt(game, ids["squire1"]) == (1, 1)  # the squires themselves get nothing
    damage(game)
    assert game.state.players[BOB].life == 16


def test_702_83b_exalted_doesnt_trigger_when_two_creatures_attack(solve) -> None:
    """506.5: neither of two attackers attacks alone: no exalted trigger."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Hill Giant, as: giant}
  - {card: Akrasan Squire, as: squire}
""")
    attack(game, {ids["bears"]: at(BOB), ids["giant"]: at(BOB)}, resolve=False)
    assert stack_texts(game) == []
    assert pt(game, ids["bears"]) == (2, 2)


def test_702_83a_exalted_only_for_your_own_creatures(solve) -> None:
    """Bob's Akrasan Squire: "a creature you control" is Bob's, so Alice's lone attacker
    gets nothing."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Akrasan Squire, as: squire, controller: Bob}
""")
    attack(game, {ids["bears"]: at(BOB)})
    assert pt(game, ids["bears"]) == (2, 2)


# -- 702.91 battle cry ------------------------------------------------------------------
def test_702_91a_battle_cry_pumps_each_other_attacking_creature(solve) -> None:
    """Goblin Wardriver (2/2, battle cry) attacks with Grizzly Bears and Hill Giant: they
    become 3/2 and 4/3; the Wardriver stays 2/2; Alice's creature that didn't attack, too."""
    game, ids = board(solve, """
  - {card: Goblin Wardriver, as: wardriver}
  - {card: Grizzly Bears, as: bears}
  - {card: Hill Giant, as: giant}
  - {card: Savannah Lions, as: lions}
""")
    attack(game, {ids["wardriver"]: at(BOB), ids["bears"]: at(BOB), ids["giant"]: at(BOB)})
    assert pt(game, ids["wardriver"]) == (2, 2)
    assert pt(game, ids["bears"]) == (3, 2)
    assert pt(game, ids["giant"]) == (4, 3)
    assert pt(game, ids["lions"]) == (2, 1)


def test_702_91b_two_battle_cries_each_pump_the_other(solve) -> None:
    """Two Goblin Wardrivers attack: each one's battle cry gives the other +1/+0: 3/2 each."""
    game, ids = board(solve, """
  - {card: Goblin Wardriver, as: w1}
  - {card: Goblin Wardriver, as: w2}
""")
    attack(game, {ids["w1"]: at(BOB), ids["w2"]: at(BOB)})
    assert pt(game, ids["w1"]) == (3, 2) and pt(game, ids["w2"]) == (3, 2)


# -- 702.121 melee ----------------------------------------------------------------------
def test_702_121a_melee_counts_each_opponent_attacked(solve) -> None:
    """Three players: Wings of the Guard (1/1, melee) attacks Bob and Grizzly Bears attacks
    Carol: two opponents attacked, a 3/3."""
    game, ids = board(solve, """
  - {card: Wings of the Guard, as: wings}
  - {card: Grizzly Bears, as: bears}
""", players=THREE)
    attack(game, {ids["wings"]: at(BOB), ids["bears"]: at(CAROL)})
    assert pt(game, ids["wings"]) == (3, 3)


def test_702_121a_melee_one_opponent_attacked_twice_counts_once(solve) -> None:
    """Two players: Wings of the Guard and Grizzly Bears both attack Bob: +1/+1."""
    game, ids = board(solve, """
  - {card: Wings of the Guard, as: wings}
  - {card: Grizzly Bears, as: bears}
""")
    attack(game, {ids["wings"]: at(BOB), ids["bears"]: at(BOB)})
    assert pt(game, ids["wings"]) == (2, 2)


def test_702_121a_melee_doesnt_count_an_attacked_planeswalker(solve) -> None:
    """Wings of the Guard attacks Bob's planeswalker (Ajani Goldmane): no opponent was
    attacked, so it stays 1/1 (the ability still triggers)."""
    game, ids = board(solve, """
  - {card: Wings of the Guard, as: wings}
  - {card: Ajani Goldmane, as: ajani, controller: Bob}
""")
    attack(game, {ids["wings"]: ("permanent", ids["ajani"])}, resolve=False)
    assert len(stack_texts(game)) == 1
    steps.resolve_all(game)
    assert pt(game, ids["wings"]) == (1, 1)


# -- 702.134 mentor ---------------------------------------------------------------------
def test_702_134a_mentor_puts_a_counter_on_an_attacker_with_less_power(solve) -> None:
    """Barging Sergeant (4/2, mentor) attacks with Grizzly Bears (2/2) and Hill Giant
    (3/3): the only legal targets have less power; Alice picks the Bears, a 3/3."""
    answers = Answers(target=lambda d: next(v for label, v in d.options
                                            if label.startswith("Grizzly")))
    game, ids = board(solve, """
  - {card: Barging Sergeant, as: sergeant}
  - {card: Grizzly Bears, as: bears}
  - {card: Hill Giant, as: giant}
""", answers=answers)
    attack(game, {ids["sergeant"]: at(BOB), ids["bears"]: at(BOB), ids["giant"]: at(BOB)})
    (asked,) = [d for d in answers.asked if d.key == "target"]
    assert sorted(v for _, v in asked.options) == sorted([ids["bears"], ids["giant"]])
    assert game.obj(ids["bears"]).counters.get("+1/+1") == 1
    assert pt(game, ids["bears"]) == (3, 3)
    assert not game.obj(ids["sergeant"]).counters


def test_702_134a_mentor_with_no_lesser_attacker_is_removed(solve) -> None:
    """603.3d: Goblin Banneret (1/1, mentor) attacks with Grizzly Bears (2/2): no attacking
    creature has less power, so the ability has no legal target and is removed."""
    game, ids = board(solve, """
  - {card: Goblin Banneret, as: banneret}
  - {card: Grizzly Bears, as: bears}
""")
    attack(game, {ids["banneret"]: at(BOB), ids["bears"]: at(BOB)}, resolve=False)
    assert stack_texts(game) == []
    assert not game.obj(ids["bears"]).counters


# -- 702.149 training -------------------------------------------------------------------
def test_702_149a_training_with_a_stronger_attacker(solve) -> None:
    """Gryff Rider (2/1, training) attacks with Hill Giant (3/3): a +1/+1 counter."""
    game, ids = board(solve, """
  - {card: Gryff Rider, as: rider}
  - {card: Hill Giant, as: giant}
""")
    attack(game, {ids["rider"]: at(BOB), ids["giant"]: at(BOB)})
    assert game.obj(ids["rider"]).counters.get("+1/+1") == 1
    assert pt(game, ids["rider"]) == (3, 2)


def test_702_149a_training_needs_greater_power_not_equal(solve) -> None:
    """Gryff Rider (2/1) attacks with Grizzly Bears (2/2, equal power) or alone: no trigger."""
    game, ids = board(solve, """
  - {card: Gryff Rider, as: rider}
  - {card: Grizzly Bears, as: bears}
  - {card: Hill Giant, as: giant}
""")
    attack(game, {ids["rider"]: at(BOB), ids["bears"]: at(BOB)}, resolve=False)
    assert stack_texts(game) == []
    assert not game.obj(ids["rider"]).counters


# -- 702.105 dethrone -------------------------------------------------------------------
@pytest.mark.parametrize(("alice", "bob", "counters"), [(20, 20, 1), (15, 20, 1),
                                                        (21, 20, 0)])
def test_702_105a_dethrone_attacking_the_player_with_the_most_life(
        solve, alice: int, bob: int, counters: int) -> None:
    """Marchesa's Infiltrator (1/1, dethrone) attacks Bob: a counter when Bob has the most
    life or is tied for it, none when Alice has more."""
    game, ids = board(solve, "  - {card: Marchesa's Infiltrator, as: inf}\n")
    game.state.players[ALICE].life, game.state.players[BOB].life = alice, bob
    attack(game, {ids["inf"]: at(BOB)})
    assert game.obj(ids["inf"]).counters.get("+1/+1", 0) == counters


def test_702_105a_dethrone_among_three_players(solve) -> None:
    """Bob 18, Carol 25: attacking Bob doesn't trigger dethrone; attacking Carol does."""
    game, ids = board(solve, """
  - {card: Marchesa's Infiltrator, as: inf}
  - {card: Treasonous Ogre, as: ogre}
""", players=THREE)
    game.state.players[BOB].life, game.state.players[CAROL].life = 18, 25
    attack(game, {ids["inf"]: at(BOB), ids["ogre"]: at(CAROL)})
    assert game.obj(ids["inf"]).counters.get("+1/+1", 0) == 0
    assert game.obj(ids["ogre"]).counters.get("+1/+1", 0) == 1


# -- 702.86 annihilator -----------------------------------------------------------------
def test_702_86a_annihilator_defending_player_sacrifices_two_of_their_choice(solve) -> None:
    """Ulamog's Crusher (annihilator 2) attacks: Bob chooses two of his three permanents
    (Forest and Island) and sacrifices them; his Grizzly Bears stays."""
    picks = iter(["Forest", "Island"])

    def choose(d):
        want = next(picks)
        return next(v for label, v in d.options if label.startswith(want))

    answers = Answers(sacrifice=choose)
    game, ids = board(solve, """
  - {card: Ulamog's Crusher, as: crusher}
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Forest, as: forest, controller: Bob}
  - {card: Island, as: island, controller: Bob}
""", answers=answers)
    attack(game, {ids["crusher"]: at(BOB)})
    assert [d.player for d in answers.asked if d.key == "sacrifice"] == [BOB, BOB]
    bobs = [game.name_of(o) for o in game.state.battlefield() if game.controller_of(o) == BOB]
    assert bobs == ["Grizzly Bears"]
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", BOB)) == [
        "Forest", "Island"]


def test_702_86a_annihilator_with_fewer_permanents_sacrifices_them_all(solve) -> None:
    """Bob controls one permanent: annihilator 2 sacrifices it, with no choice to make."""
    game, ids = board(solve, """
  - {card: Ulamog's Crusher, as: crusher}
  - {card: Forest, as: forest, controller: Bob}
""")
    attack(game, {ids["crusher"]: at(BOB)})
    assert [o for o in game.state.battlefield() if game.controller_of(o) == BOB] == []


# -- 702.181 mobilize -------------------------------------------------------------------
def test_702_181a_mobilize_tokens_attack_and_are_sacrificed_at_the_end_step(solve) -> None:
    """Bone-Cairn Butcher (mobilize 2) attacks: two 1/1 red Warriors enter tapped and
    attacking Bob (they were never declared: 508.3a); all three deal 6; at the beginning of
    the next end step the Warriors are sacrificed."""
    game, ids = board(solve, "  - {card: Bone-Cairn Butcher, as: butcher}\n")
    attack(game, {ids["butcher"]: at(BOB)})
    warriors = [o for o in game.state.battlefield() if game.name_of(o) == "Warrior Token"]
    assert len(warriors) == 2
    for w in warriors:
        ch = game.chars(w)
        assert (ch.power, ch.toughness, {c.value for c in ch.colors}) == (1, 1, {"red"})
        assert game.obj(w).tapped and game.state.combat.attackers[w] == at(BOB)
    assert list(game.state.combat.declared) == [ids["butcher"]]
    damage(game)
    assert game.state.players[BOB].life == 20 - 4 - 2
    steps.step_actions(game, "end")
    steps.resolve_all(game)
    assert [o for o in game.state.battlefield() if game.name_of(o) == "Warrior Token"] == []
    assert game.obj(ids["butcher"]).zone == "battlefield"


def test_702_181a_mobilize_attacker_still_attacks_alone(solve) -> None:
    """Dragonback Lancer (3/3, mobilize 1) is the only creature declared as an attacker: it
    attacks alone (506.5) and Akrasan Squire's exalted makes it 4/4; its Warrior enters
    attacking without being declared (508.3a) and gets nothing."""
    game, ids = board(solve, """
  - {card: Dragonback Lancer, as: lancer}
  - {card: Akrasan Squire, as: squire}
""")
    attack(game, {ids["lancer"]: at(BOB)})
    assert pt(game, ids["lancer"]) == (4, 4)
    (warrior,) = [o for o in game.state.battlefield() if game.name_of(o) == "Warrior Token"]
    assert pt(game, warrior) == (1, 1)


def test_702_181a_mobilize_then_block(solve) -> None:
    """The Warrior can be blocked like any attacking creature (it is an attacking creature,
    506.4)."""
    game, ids = board(solve, """
  - {card: Dragonback Lancer, as: lancer}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    attack(game, {ids["lancer"]: at(BOB)})
    (warrior,) = [o for o in game.state.battlefield() if game.name_of(o) == "Warrior Token"]
    block(game, {ids["bears"]: [warrior]})
    damage(game)
    assert game.obj(warrior).zone != "battlefield"
    assert game.state.players[BOB].life == 17
