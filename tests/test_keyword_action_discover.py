"""Discover (701.57), played through the real engine: cards exiled from the top until a
nonland card with mana value N or less, that card cast without paying its mana cost while
the ability resolves (608.2g) or put into the hand, the rest on the bottom of the library;
and a table of real Oracle lines read or left unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.discover import Discover
from arbiter.engine.turn import steps
from arbiter.rules.abilities import UnsupportedAbility


def _library(game, player: int = 0) -> list[str]:
    return [game.obj(o).card for o in game.state.zone_list("library", player)]


def _hand(game, player: int = 0) -> list[str]:
    return [game.obj(o).card for o in game.state.zone_list("hand", player)]


def test_701_57a_discover_casts_the_card_without_paying(solve) -> None:
    """Trumpeting Carnosaur enters (discover 5): Forest and Colossal Dreadmaw (6) are passed
    over, Lightning Bolt (1) is cast at Bob while the trigger resolves; Forest and Dreadmaw
    go to the bottom, under Grizzly Bears. Bob is at 17."""
    out = solve("""
        name: discover cast
        hand: {Alice: [Trumpeting Carnosaur]}
        library: {Alice: [Forest, Colossal Dreadmaw, Lightning Bolt, Grizzly Bears]}
        actions:
          - cast: Trumpeting Carnosaur
            choices: {discover: "yes", discover_target: Bob}
            respond: true
          - resolve: 2
    """)
    assert out.passed, out.failures
    game = out.game
    assert [it.source_name for it in game.state.stack_items] == ["Lightning Bolt"]
    assert game.obj(game.state.stack_items[-1].source).cast_from == "exile"
    lib = _library(game)
    assert lib[0] == "Grizzly Bears" and sorted(lib[1:]) == ["Colossal Dreadmaw", "Forest"]
    assert not game.state.zone_list("exile", 0)
    steps.resolve_all(game)
    assert game.state.players[1].life == 17
    assert any(e.kind == "discovers" for e in game.events)


def test_701_57a_discover_not_cast_goes_to_the_hand(solve) -> None:
    """Daring Discovery (Discover 4): Alice declines to cast Hill Giant (4): it goes to her
    hand; the Island exiled before it goes to the bottom."""
    out = solve("""
        name: discover to hand
        hand: {Alice: [Daring Discovery]}
        library: {Alice: [Island, {card: Hill Giant, as: giant}, Grizzly Bears]}
        actions:
          - cast: Daring Discovery
            choices: {discover: "no"}
        expect:
          giant: {zone: hand}
    """)
    assert out.passed, out.failures
    assert _library(out.game) == ["Grizzly Bears", "Island"]
    assert "Hill Giant" in _hand(out.game)


def test_701_57a_discover_mana_value_n_or_less_only(solve) -> None:
    """Discover 4 passes over Colossal Dreadmaw (6) and stops at Grizzly Bears (2), which
    Alice casts: the Bears enter the battlefield; the Dreadmaw is on the bottom."""
    out = solve("""
        name: discover n or less
        hand: {Alice: [Daring Discovery]}
        library: {Alice: [Colossal Dreadmaw, {card: Grizzly Bears, as: bears}, Plains]}
        actions:
          - cast: Daring Discovery
            choices: {discover: "yes"}
        expect:
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert _library(out.game) == ["Plains", "Colossal Dreadmaw"]


def test_701_57b_discover_finding_nothing_puts_everything_back(solve) -> None:
    """Discover 4 with only Forest and Colossal Dreadmaw in the library: both are exiled and
    nothing qualifies; both go back (random order), nothing is cast or put into the hand,
    and Alice has discovered all the same."""
    out = solve("""
        name: discover nothing
        hand: {Alice: [Daring Discovery]}
        library: {Alice: [Forest, Colossal Dreadmaw]}
        actions:
          - cast: Daring Discovery
    """)
    assert out.passed, out.failures
    assert sorted(_library(out.game)) == ["Colossal Dreadmaw", "Forest"]
    assert _hand(out.game) == []
    assert any(e.kind == "discovers" for e in out.game.events)


def test_701_57a_discover_a_card_with_no_legal_target_goes_to_the_hand(solve) -> None:
    """Discover 4 finds Murder ("Destroy target creature") with no creature on the
    battlefield: it can't be cast (601.2c), so it is put into Alice's hand."""
    out = solve("""
        name: discover uncastable
        hand: {Alice: [Daring Discovery]}
        library: {Alice: [{card: Murder, as: murder}, Plains]}
        actions:
          - cast: Daring Discovery
            choices: {discover: "yes"}
        expect:
          murder: {zone: hand}
    """)
    assert out.passed, out.failures


LINES = [
    ("Trumpeting Carnosaur", "When this creature enters, discover 5.", 5),
    ("Daring Discovery", "Discover 4.", 4),
    ("Hidden Volcano", "{4}{R}, {T}, Sacrifice this land: Discover 4. Activate only as a "
     "sorcery.", 4),
    ("Digsite Conservator", "When this creature dies, you may pay {4}. If you do, discover 4.",
     4),
    ("Walk with the Ancestors", "Return up to one target permanent card from your graveyard "
     "to your hand. Discover 4.", 4),
    ("Chimil, the Inner Sun", "At the beginning of your end step, discover 5.", 5),
    ("Hit the Mother Lode", "Discover 10. If the discovered card's mana value is less than "
     "10, create a number of tapped Treasure tokens equal to the difference.", None),
    ("Dinosaur Egg", "When this creature dies, you may discover X, where X is its toughness.",
     None),
]


def _instructions(items) -> list:
    out = []
    for i in items:
        out.append(i)
        for name in ("then", "otherwise", "do"):
            out.extend(_instructions(getattr(i, name, ()) or ()))
    return out


@pytest.mark.parametrize(("card", "line", "n"), LINES)
def test_701_57a_discover_lines(card: str, line: str, n: int | None) -> None:
    spell = card in ("Daring Discovery", "Walk with the Ancestors", "Hit the Mother Lode")
    (ability,) = compile_line(line, card, spell=spell, legendary="," in card)
    if n is None:
        assert isinstance(ability, UnsupportedAbility)
        return
    found = [i for i in _instructions(ability.instructions) if isinstance(i, Discover)]
    assert [d.n for d in found] == [n]
