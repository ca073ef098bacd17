"""Escalate (702.120) played through the real engine: "For each mode you choose beyond the
first as you cast this spell, you pay an additional [cost]" (702.120a), paid with the total
cost (601.2f-h). The modes are chosen as the spell is cast (700.2, 601.2b): "choose one or
both" offers each mode and both. "Escalate—[a cost in words]" stays unread, and is never
read as an ability word (207.2c) followed by an effect."""

from __future__ import annotations

import pytest
from casting_play import kind, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import KeywordAbility, UnsupportedAbility

_GRACE = """
    name: escalate
    battlefield: [{lands}, {{card: Grizzly Bears, as: bears}}]
    hand: {{Alice: [{{card: Borrowed Grace, as: grace}}]}}
"""


def _tapped(game) -> int:
    return sum(1 for o in game.state.battlefield() if game.obj(o).tapped)


def test_702_120a_both_modes_cost_the_escalate_cost_once_more(board) -> None:
    """Borrowed Grace ({2}{W}, Escalate {1}{W}; choose one or both: +2/+0, +0/+2) with both
    modes costs {2}{W}{1}{W}: five Plains tapped; the Bears are 4/4."""
    game = board(_GRACE.format(lands="Plains, Plains, Plains, Plains, Plains"))
    take(game, "cast Borrowed Grace")
    assert kind(game) == "mode" and labels(game) == ["1", "2", "1+2"]
    take(game, "1+2")
    assert _tapped(game) == 5
    pass_until_empty(game)
    bears = obj_id(game, "bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)


def test_702_120a_one_mode_costs_only_its_mana_cost(board) -> None:
    game = board(_GRACE.format(lands="Plains, Plains, Plains, Plains, Plains"))
    take(game, "cast Borrowed Grace", "2")
    assert _tapped(game) == 3
    pass_until_empty(game)
    bears = obj_id(game, "bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 4)


def test_702_120a_both_modes_without_the_mana_is_refused(board) -> None:
    """Four Plains pay {2}{W} but not {2}{W}{1}{W}: both modes aren't offered, and choosing
    them is refused with the game unchanged."""
    game = board(_GRACE.format(lands="Plains, Plains, Plains, Plains"))
    take(game, "cast Borrowed Grace")
    assert labels(game) == ["1", "2"]
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply("1+2")
    assert game.to_json() == before


def test_702_120a_three_modes_pay_it_twice(solve) -> None:
    """Collective Resistance ({1}{G}, Escalate {G}) with its three modes: {1}{G}{G}{G}."""
    out = solve("""
        name: escalate three
        battlefield: [Forest, Forest, Forest, Forest, {card: Grizzly Bears, as: bears},
                      {card: Ornithopter, controller: Bob, as: thopter},
                      {card: Glorious Anthem, controller: Bob, as: anthem}]
        hand: {Alice: [{card: Collective Resistance, as: cr}]}
        actions:
          - {cast: cr, targets: [thopter, anthem, bears], choices: {mode: [1, 2, 3]},
             pay: true}
        expect:
          thopter: {zone: graveyard}
          anthem: {zone: graveyard}
          bears: {has: [Hexproof, Indestructible]}
    """)
    assert out.passed, out.failures
    assert all(out.game.obj(o).tapped for o in out.game.state.battlefield()
               if out.game.name_of(o) == "Forest")


@pytest.mark.parametrize(("card", "read"), [
    ("Borrowed Grace", True),          # Escalate {1}{W}
    ("Collective Resistance", True),   # Escalate {G}
    ("Collective Brutality", False),   # Escalate—Discard a card.
    ("Collective Effort", False),      # Escalate—Tap an untapped creature you control.
])
def test_702_120a_escalate_read_only_with_a_mana_cost(catalog: Catalog, card: str,
                                                     read: bool) -> None:
    abilities = catalog.abilities(card, 0)
    kws = [a for a in abilities if isinstance(a, KeywordAbility) and a.keyword == "escalate"]
    assert bool(kws) is read
    if not read:
        (line,) = [a for a in abilities if a.text.startswith("Escalate")]
        assert isinstance(line, UnsupportedAbility)  # not "Discard a card." as an effect


def test_207_2c_freerunning_is_a_keyword_not_an_ability_word(catalog: Catalog) -> None:
    """Escape Detection's "Freerunning—Return a blue creature you control to its owner's
    hand." is a keyword with a cost (702.173), not an ability word and an effect."""
    (line,) = [a for a in catalog.abilities("Escape Detection", 0)
               if a.text.startswith("Freerunning")]
    assert isinstance(line, UnsupportedAbility)
