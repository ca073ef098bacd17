"""107.1 and 608.2h: amounts written around an instruction's verb, counted once as the
instruction is carried out:

    Creatures you control get +0/+1 until end of turn for each card discarded this way.
                                                   (Sacred Rites; 608.2c, 611.2c, 701.9a)
    You may mill cards equal to the number of lands you control.    (Lasyd Prowler; 701.17a)
    Investigate once for each nontoken attacking creature.          (Sophina; 701.16a)
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules import values as V


def _rites(solve, choices: str, expect: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: sacred rites
        battlefield:
          - {{card: Grizzly Bears, as: bears}}
          - {{card: Savannah Lions, as: lions}}
          - {{card: Hill Giant, as: giant, controller: Bob}}
        hand: {{Alice: [Sacred Rites, {{card: Island, as: i1}}, {{card: Forest, as: f1}},
                       {{card: Plains, as: p1}}]}}
        choices: {choices}
        actions:
          - {{cast: Sacred Rites}}
        expect:
{expect}
    """)
    assert out.passed, out.failures


def test_608_2c_sacred_rites_counts_the_cards_discarded_this_way(solve) -> None:
    """Alice discards two cards: her creatures get +0/+2 (Bob's Hill Giant doesn't)."""
    _rites(solve, "[i1, f1, done]", """
          i1: {zone: graveyard}
          p1: {zone: hand}
          bears: {power: 2, toughness: 4}
          lions: {power: 2, toughness: 3}
          giant: {power: 3, toughness: 3}
    """)


def test_608_2c_sacred_rites_discarding_nothing_gives_nothing(solve) -> None:
    _rites(solve, "[done]", """
          i1: {zone: hand}
          bears: {power: 2, toughness: 2}
    """)


def test_611_2c_sacred_rites_affects_the_creatures_there_as_it_resolved(solve) -> None:
    """A creature Alice casts afterwards doesn't get the bonus (611.2c: the affected set is
    locked as the effect begins)."""
    out = solve("""
        name: sacred rites, a later creature
        battlefield:
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Sacred Rites, {card: Island, as: i1}, {card: Runeclaw Bear, as: rune}]}
        choices: [i1, done]
        actions:
          - {cast: Sacred Rites}
          - {cast: rune}
        expect:
          bears: {power: 2, toughness: 3}
          rune: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # 602.2b: the card discarded as a cost was discarded before the ability resolved
    "{1}, Discard a card: ~ gets +1/+1 until end of turn for each card discarded this way.",
    # 603.2: the trigger's event isn't a discard of the effect
    "Whenever you discard a card, ~ gets +1/+1 until end of turn for each card discarded "
    "this way.",
])
def test_608_2c_discarded_this_way_needs_a_discard_of_the_effect(line: str) -> None:
    assert compile_text(line, "Test", False) is None


def test_701_17a_lasyd_prowler_mills_as_many_cards_as_lands(solve) -> None:
    """Alice controls three lands as the trigger resolves: she mills three of four cards."""
    out = solve("""
        name: lasyd prowler
        battlefield: [Forest, Forest, Island]
        hand: {Alice: [Lasyd Prowler]}
        library: {Alice: [{card: Swamp, as: s1}, {card: Swamp, as: s2},
                          {card: Swamp, as: s3}, {card: Plains, as: p4}]}
        choices: [yes]
        actions:
          - {cast: Lasyd Prowler}
        expect:
          s1: {zone: graveyard}
          s3: {zone: graveyard}
          p4: {zone: library}
    """)
    assert out.passed, out.failures


def test_701_17a_mill_n_cards_for_each() -> None:
    """107.1: "two cards for each creature you control" is twice the count."""
    [ability] = compile_text("Target player mills two cards for each creature you control.",
                             "Test", True) or [None]
    [step] = ability.instructions
    assert isinstance(step, I.Mill) and isinstance(step.n, V.Scaled) and step.n.factor == 2


def test_701_17a_608_2b_they_is_the_target_player_milling() -> None:
    """"lands they control" counts the lands of the target player, who mills."""
    [ability] = compile_text("Target player mills cards equal to the number of lands they "
                             "control.", "Test", True) or [None]
    [step] = ability.instructions
    assert isinstance(step, I.Mill) and step.n.who == step.who != "you"


def test_701_16a_sophina_investigates_once_for_each_nontoken_attacker(board) -> None:
    """Sophina attacks with Grizzly Bears and a Goblin token: two nontoken attackers, two
    Clues."""
    game = board("""
        name: sophina
        battlefield:
          - {card: "Sophina, Spearsage Deserter", as: sophina}
          - {card: Grizzly Bears, as: bears}
          - {token: {name: Goblin, types: [Creature], subtypes: [Goblin], power: 1,
                     toughness: 1}, as: goblin}
        actions:
          - {attack: [sophina, bears, goblin]}
    """)
    clues = [o for o in game.state.zone_list("battlefield", 0)
             if "Clue" in game.chars(o).subtypes and game.chars(o).controller == 0]
    assert len(clues) == 2


@pytest.mark.parametrize("line", [
    "Creatures you control get +1/+1 until end of turn for each +1/+1 counter on them.",
    "Creatures you control get +1/+1 until end of turn for each Aura attached to it.",
])
def test_608_2h_a_groups_bonus_about_each_object_stays_unread(line: str) -> None:
    """611.2c: a group's "+1/+1 for each" is counted once for all; a count about each
    affected object would need one count per object: left unread."""
    assert compile_text(line, "Test", True) is None


def test_608_2h_mercadias_downfall_counts_the_defending_players_nonbasic_lands(solve) -> None:
    """Alice attacks with Grizzly Bears and casts Mercadia's Downfall: Bob controls two
    nonbasic lands and a basic one, Alice one nonbasic land: each attacker gets +2/+0 (506.2:
    Bob is the defending player); Alice's creature that didn't attack gets nothing."""
    out = solve("""
        name: mercadia's downfall
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: lions}
          - Taiga
          - {card: Tundra, controller: Bob}
          - {card: Savannah, controller: Bob}
          - {card: Forest, controller: Bob}
        hand: {Alice: [Mercadia's Downfall]}
        actions:
          - {attack: [bears]}
          - {cast: Mercadia's Downfall}
        expect:
          bears: {power: 4, toughness: 2}
          lions: {power: 2, toughness: 1}
    """)
    assert out.passed, out.failures


def test_509_1a_guardian_of_the_gateless_counts_the_creatures_it_blocks(solve) -> None:
    """Bob attacks with Grizzly Bears and two Savannah Lions; Alice's Guardian of the Gateless
    (3/3, can block any number of creatures) blocks the Bears and one Lions: +2/+2, a 5/5."""
    out = solve("""
        name: guardian of the gateless
        players: [Bob, Alice]
        turn: {number: 2}
        battlefield:
          - {card: Guardian of the Gateless, as: guardian, controller: Alice}
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: l1}
          - {card: Savannah Lions, as: l2}
        actions:
          - {attack: [bears, l1, l2]}
          - {block: {guardian: [bears, l1]}}
        expect:
          guardian: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures


def test_608_2b_villainous_wrath_counts_the_target_opponents_creatures(solve) -> None:
    """"Target opponent loses life equal to the number of creatures they control": Bob (the
    target) controls three creatures, Alice one: Bob loses 3 life; then all creatures are
    destroyed."""
    out = solve("""
        name: villainous wrath
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Grizzly Bears, controller: Bob}
          - {card: Savannah Lions, controller: Bob}
          - {card: Hill Giant, controller: Bob}
        hand: {Alice: [Villainous Wrath]}
        actions:
          - {cast: Villainous Wrath, targets: [Bob]}
        expect:
          player Bob: {life: 17}
          player Alice: {life: 20}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "they" isn't the player gaining life
    "You gain 1 life for each creature they control.",
    # 101.4: per player only for life, draws and mills
    "Each player discards a card for each creature they control.",
])
def test_608_2b_they_counted_for_a_subject_not_one_player_stays_unread(line: str) -> None:
    assert compile_text(line, "Test", True) is None


def test_608_2b_target_player_draws_for_each_artifact_they_control() -> None:
    [ability] = compile_text("Target player draws a card for each artifact they control.",
                             "Test", True) or [None]
    [step] = ability.instructions
    assert isinstance(step, I.Draw) and step.n.who == step.who


def _rites_of_refusal(solve, choices: str, expect: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: rites of refusal
        battlefield: [{{card: Mountain, controller: Bob}}, {{card: Mountain, controller: Bob}},
                      {{card: Mountain, controller: Bob}}, {{card: Mountain, controller: Bob}}]
        hand: {{Alice: [Rites of Refusal, {{card: Island, as: i1}}, {{card: Forest, as: f1}}],
               Bob: [Shock]}}
        choices: {choices}
        actions:
          - {{cast: Shock, by: Bob, targets: [Alice], respond: true, as: shock}}
          - {{cast: Rites of Refusal, targets: [shock]}}
        expect:
{expect}
    """)
    assert out.passed, out.failures


def test_118_12_rites_of_refusal_one_card_discarded_asks_3(solve) -> None:
    """Alice discards one card: Bob pays {3} with his three untapped Mountains and Shock
    resolves."""
    _rites_of_refusal(solve, "[i1, done, yes]", """
          i1: {zone: graveyard}
          player Alice: {life: 18}
    """)


def test_118_12_rites_of_refusal_two_cards_discarded_asks_6(solve) -> None:
    """Alice discards two cards: Bob can't pay {6} and Shock is countered."""
    _rites_of_refusal(solve, "[i1, f1, done, yes]", """
          f1: {zone: graveyard}
          shock: {zone: graveyard}
          player Alice: {life: 20}
    """)


def test_101_4_stronghold_discipline_each_player_counts_their_own_creatures(solve) -> None:
    """"Each player loses 1 life for each creature they control": Alice controls one
    creature, Bob three: Alice loses 1, Bob 3."""
    out = solve("""
        name: stronghold discipline
        battlefield:
          - Grizzly Bears
          - {card: Grizzly Bears, controller: Bob}
          - {card: Savannah Lions, controller: Bob}
          - {card: Hill Giant, controller: Bob}
        hand: {Alice: [Stronghold Discipline]}
        actions:
          - {cast: Stronghold Discipline}
        expect:
          player Alice: {life: 19}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_101_4_folio_of_fancies_each_opponent_mills_their_hand_size(solve) -> None:
    """"Each opponent mills cards equal to the number of cards in their hand": Bob holds two
    cards and mills two of three; Alice mills none."""
    out = solve("""
        name: folio of fancies
        battlefield: [{card: Folio of Fancies, as: folio}]
        hand: {Alice: [Shock, Shock, Shock], Bob: [Forest, Island]}
        library: {Alice: [{card: Plains, as: a1}],
                  Bob: [{card: Swamp, as: b1}, {card: Swamp, as: b2}, {card: Swamp, as: b3}]}
        actions:
          - {activate: {card: folio, ability: "{2}{U}"}}
        expect:
          b1: {zone: graveyard}
          b2: {zone: graveyard}
          b3: {zone: library}
          a1: {zone: library}
    """)
    assert out.passed, out.failures


def test_701_16a_107_3a_investigate_x_times_where_x_is_a_count() -> None:
    """Ethereal Investigator: "investigate X times, where X is the number of opponents you
    have": one Clue per opponent (the sentence's X, 107.3a)."""
    from arbiter.rules.player_state_conditions import OpponentCount

    [ability] = compile_text("When this creature enters, investigate X times, where X is the "
                             "number of opponents you have.", "Ethereal Investigator",
                             False) or [None]
    [step] = ability.instructions
    assert isinstance(step, I.CreateToken) and step.token == "Clue"
    assert step.n == OpponentCount()
