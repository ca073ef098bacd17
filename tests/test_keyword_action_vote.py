"""Voting (701.38), played through the real engine: starting with the spell's controller,
each player votes in turn order; the word with more votes decides the outcome (a tie follows
the outcome the text names), and the objects with the most votes (all those tied) are acted
on. With a table of real Oracle lines read or left unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.vote import VoteForObject, VoteForWord
from arbiter.rules.abilities import UnsupportedAbility


def _votes(game) -> list:
    return [e.extra for e in game.events if e.kind == "finished_voting"]


def test_701_38a_vote_word_with_more_votes_wins(solve) -> None:
    """Bite of the Black Rose: Alice and Bob both vote sickness: Bob's Grizzly Bears and
    Hill Giant get -2/-2 (the Bears die, the Giant is 1/1); Alice's Savannah Lions are
    untouched and Bob keeps his cards."""
    out = solve("""
        name: vote sickness
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Savannah Lions, as: lions}
        hand: {Alice: [Bite of the Black Rose], Bob: [{card: Shock, as: s1}, Island]}
        actions:
          - {cast: Bite of the Black Rose}
        choices: [sickness, sickness]
        expect:
          bears: {zone: graveyard}
          giant: {power: 1, toughness: 1}
          lions: {power: 2, toughness: 1}
          s1: {zone: hand}
    """)
    assert out.passed, out.failures
    assert _votes(out.game) == [((0, "sickness"), (1, "sickness"))]


def test_701_38a_vote_tied_follows_the_tied_outcome(solve) -> None:
    """Alice votes sickness, Bob psychosis: tied, so "If psychosis gets more votes or the
    vote is tied": Bob discards two cards and his creatures are unharmed."""
    out = solve("""
        name: vote tie
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [Bite of the Black Rose], Bob: [{card: Shock, as: s1},
                                                     {card: Island, as: i1}]}
        actions:
          - {cast: Bite of the Black Rose}
        choices: [sickness, psychosis]
        expect:
          bears: {power: 2, toughness: 2}
          s1: {zone: graveyard}
          i1: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _votes(out.game) == [((0, "sickness"), (1, "psychosis"))]


def test_701_38a_vote_plea_for_power_knowledge_draws_three(solve) -> None:
    """Plea for Power: both vote knowledge: Alice draws three cards."""
    out = solve("""
        name: vote knowledge
        hand: {Alice: [Plea for Power]}
        library: {Alice: [{card: Island, as: c1}, {card: Forest, as: c2},
                          {card: Plains, as: c3}, {card: Swamp, as: c4}]}
        actions:
          - {cast: Plea for Power}
        choices: [knowledge, knowledge]
        expect:
          c1: {zone: hand}
          c2: {zone: hand}
          c3: {zone: hand}
          c4: {zone: library}
    """)
    assert out.passed, out.failures


def test_701_38b_vote_for_objects_ties_exile_each(solve) -> None:
    """Council's Judgment: Alice votes for Bob's Gladecover Scout (hexproof: voting doesn't
    target), Bob for his Grizzly Bears: tied for most votes, both are exiled; Alice's Lions
    couldn't be voted for ("you don't control") and stay."""
    out = solve("""
        name: vote objects
        battlefield:
          - {card: Gladecover Scout, as: scout, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Savannah Lions, as: lions}
        hand: {Alice: [Council's Judgment]}
        actions:
          - {cast: Council's Judgment}
        choices: [scout, bears]
        expect:
          scout: {zone: exile}
          bears: {zone: exile}
          lions: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_38b_vote_for_objects_most_votes_only(solve) -> None:
    """Both vote for the Bears: only the Bears are exiled."""
    out = solve("""
        name: vote objects most
        battlefield:
          - {card: Gladecover Scout, as: scout, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [Council's Judgment]}
        actions:
          - {cast: Council's Judgment}
        choices: [bears, bears]
        expect:
          scout: {zone: battlefield}
          bears: {zone: exile}
    """)
    assert out.passed, out.failures


LINES = [
    ("Plea for Power", "Will of the council — Starting with you, each player votes for time "
     "or knowledge. If time gets more votes, take an extra turn after this one. If knowledge "
     "gets more votes or the vote is tied, draw three cards.", True, VoteForWord),
    ("Coercive Portal", "Will of the council — At the beginning of your upkeep, starting with "
     "you, each player votes for carnage or homage. If carnage gets more votes, sacrifice "
     "this artifact and destroy all nonland permanents. If homage gets more votes or the vote "
     "is tied, draw a card.", False, VoteForWord),
    ("Council's Judgment", "Will of the council — Starting with you, each player votes for a "
     "nonland permanent you don't control. Exile each permanent with the most votes or tied "
     "for most votes.", True, VoteForObject),
    ("Custodi Squire", "Will of the council — When this creature enters, starting with you, "
     "each player votes for an artifact, creature, or enchantment card in your graveyard. "
     "Return each card with the most votes or tied for most votes to your hand.", False,
     VoteForObject),
    ("Council Guardian", "Will of the council — When this creature enters, starting with you, "
     "each player votes for blue, black, red, or green. This creature gains protection from "
     "each color with the most votes or tied for most votes.", False, None),
    ("Capital Punishment", "Council's dilemma — Starting with you, each player votes for death "
     "or taxes. Each opponent sacrifices a creature of their choice for each death vote and "
     "discards a card for each taxes vote.", True, None),
    ("Trap the Trespassers", "Secret council — Each player secretly votes for a creature you "
     "don't control, then those votes are revealed. For each creature with one or more votes, "
     "put that many stun counters on it, then tap it.", True, None),
]


@pytest.mark.parametrize(("card", "line", "spell", "kind"), LINES)
def test_701_38_vote_lines(card: str, line: str, spell: bool, kind) -> None:
    (ability,) = compile_line(line, card, spell=spell)
    if kind is None:
        assert isinstance(ability, UnsupportedAbility)
        return
    assert [type(i) for i in ability.instructions] == [kind]
