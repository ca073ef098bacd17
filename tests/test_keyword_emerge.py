"""702.119 emerge: "You may cast this spell by paying [cost] and sacrificing a creature
rather than paying its mana cost" and "If you chose to pay this spell's emerge cost, its
total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
value." Cast through the real engine (601.2b: the creature chosen; 601.2f: the total cost;
601.2h: paid with real mana from lands and the sacrifice)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line

_ISLANDS = """
          - {card: Island, as: i1}
          - {card: Island, as: i2}"""


def _tapped_islands(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.chars(o).name == "Island" and game.obj(o).tapped)


def test_702_119a_emerge_sacrifices_and_reduces_by_mana_value(solve) -> None:
    """Wretched Gryff (Emerge {5}{U}) sacrificing Hill Giant (mana value 4): the total cost
    is {1}{U}, paid with both Islands; the Giant is in the graveyard, the Gryff on the
    battlefield, and its cast trigger drew a card."""
    out = solve(f"""
        name: emerge
        battlefield:{_ISLANDS}
          - {{card: Hill Giant, as: giant}}
        library: {{Alice: [Forest]}}
        hand: {{Alice: [{{card: Wretched Gryff, as: gryff}}]}}
        actions:
          - {{cast: Wretched Gryff, alternative: emerge, pay: true, choices: {{emerge: giant}}}}
        expect:
          gryff: {{zone: battlefield}}
          giant: {{zone: graveyard}}
          Forest: {{zone: hand}}
    """)
    assert out.passed, out.failures
    assert _tapped_islands(out.game) == 2
    assert any("total cost" in line and "{1}{U}" in line for line in out.game.state.log)


def test_702_119a_emerge_reduces_only_generic_mana(solve) -> None:
    """Sacrificing a creature of mana value 7 (Ancient Brontodon) for Wretched Gryff: the
    {5} is gone, {U} remains (601.2f: a reduction of generic mana only): one Island."""
    out = solve(f"""
        name: emerge big
        battlefield:{_ISLANDS}
          - {{card: Ancient Brontodon, as: b}}
        library: {{Alice: [Forest]}}
        hand: {{Alice: [{{card: Wretched Gryff, as: gryff}}]}}
        actions:
          - {{cast: Wretched Gryff, alternative: emerge, pay: true, choices: {{emerge: b}}}}
        expect:
          gryff: {{zone: battlefield}}
          b: {{zone: graveyard}}
    """)
    assert out.passed, out.failures
    assert _tapped_islands(out.game) == 1


def test_702_119a_emerge_refused_when_the_reduced_cost_cant_be_paid(solve) -> None:
    """Sacrificing Grizzly Bears (mana value 2) leaves {3}{U}: two Islands can't pay it:
    refused, the Bears stay on the battlefield, the Islands untapped."""
    out = solve(f"""
        name: emerge unpayable
        battlefield:{_ISLANDS}
          - {{card: Grizzly Bears, as: bears}}
        hand: {{Alice: [{{card: Wretched Gryff, as: gryff}}]}}
        actions:
          - {{cast: Wretched Gryff, alternative: emerge, pay: true, choices: {{emerge: bears}},
             refused: "total cost"}}
        expect:
          gryff: {{zone: hand}}
          bears: {{zone: battlefield}}
    """)
    assert out.passed, out.failures
    assert _tapped_islands(out.game) == 0


def test_702_119a_emerge_needs_a_creature_to_sacrifice(solve) -> None:
    """No creature (an Island isn't one): refused."""
    out = solve(f"""
        name: emerge nothing
        battlefield:{_ISLANDS}
        hand: {{Alice: [Wretched Gryff]}}
        actions:
          - {{cast: Wretched Gryff, alternative: emerge, refused: "702.119a"}}
          - {{cast: Wretched Gryff, alternative: emerge, choices: {{emerge: i1}},
             refused: "702.119a"}}
        expect:
          Wretched Gryff: {{zone: hand}}
    """)
    assert out.passed, out.failures


def test_702_119a_emerge_offered_only_when_a_sacrifice_makes_it_affordable(board) -> None:
    """With two Islands: not offered with Grizzly Bears ({3}{U} left), offered with Hill
    Giant ({1}{U})."""
    def offered(creature: str) -> bool:
        game = board(f"""
        name: emerge offered
        battlefield:{_ISLANDS}
          - {{card: {creature}}}
        hand: {{Alice: [Wretched Gryff]}}
        """)
        return any("emerge cost" in a.label for a in game.legal_actions())

    assert not offered("Grizzly Bears")
    assert offered("Hill Giant")


def test_702_119c_the_sacrifice_is_chosen_as_the_cost_is(board) -> None:
    """Through the API: choosing to cast it for its emerge cost asks which creature to
    sacrifice; the one chosen is sacrificed."""
    game = board(f"""
        name: emerge choice
        battlefield:{_ISLANDS}
          - {{card: Hill Giant, as: giant}}
          - {{card: Grizzly Bears, as: bears}}
        library: {{Alice: [Forest]}}
        hand: {{Alice: [Wretched Gryff]}}
    """)
    (act,) = [a for a in game.legal_actions() if "emerge cost" in a.label]
    game.apply(act)
    giant = obj_id(game, "giant")
    pick = [a for a in game.legal_actions() if a.value == giant]
    assert pick, [a.label for a in game.legal_actions()]
    game.apply(pick[0])
    while game.pending_decision is not None and game.pending_decision.kind != "priority":
        game.apply(game.legal_actions()[0])
    assert game.obj(giant).zone != "battlefield"
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"


@pytest.mark.parametrize("line,read", [
    ("Emerge {5}{U} (You may cast this spell by sacrificing a creature and paying the emerge "
     "cost reduced by that creature's mana value.)", True),  # Wretched Gryff
    ("Emerge {7}{G}", True),  # Mockery of Nature
    ("Emerge {5}{C}{U}", True),  # Twisted Riddlekeeper
    ("Emerge from artifact {5}{B}{B}", True),  # Crabomination (702.119b)
])
def test_702_119_emerge_keyword_lines(line: str, read: bool) -> None:
    (kw,) = keywords_of(line)
    assert kw.keyword == "emerge" and enforced(kw) is read
    assert (parse_keyword_line(line) is not None) is read
