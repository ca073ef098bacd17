"""Spree (702.172) played through the real engine: "Choose one or more modes. As an
additional cost to cast this spell, pay the costs associated with those modes." (702.172a,
700.2h): the modes are chosen as the spell is cast (601.2b) and each chosen mode's cost joins
the total cost (601.2f-h); the plus signs are only a reminder (702.172b)."""

from __future__ import annotations

import pytest
from casting_play import BOB, kind, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import KeywordAbility, UnsupportedAbility

_DERAIL = """
    name: spree
    battlefield: [{lands}, {{card: Hill Giant, controller: Bob, as: giant}},
                  {{card: Ornithopter, controller: Bob, as: thopter}}]
    hand: {{Alice: [{{card: Explosive Derailment, as: ed}}]}}
"""


def _tapped(game) -> int:
    return sum(1 for o in game.state.battlefield() if game.obj(o).tapped)


def test_702_172a_both_modes_pay_both_costs(board) -> None:
    """Explosive Derailment ({R}; + {2} — 4 damage to target creature; + {2} — destroy target
    artifact): both modes cost {R}{2}{2}, five Mountains; the Giant takes 4 and dies, the
    Ornithopter is destroyed."""
    game = board(_DERAIL.format(lands="Mountain, Mountain, Mountain, Mountain, Mountain"))
    take(game, "cast Explosive Derailment")
    assert kind(game) == "mode" and labels(game) == ["1", "2", "1+2"]
    take(game, "1+2", "~Hill Giant")
    assert _tapped(game) == 5
    pass_until_empty(game)
    assert game.obj(obj_id(game, "giant")).zone == "graveyard"
    assert game.obj(obj_id(game, "thopter")).zone == "graveyard"


def test_702_172a_one_mode_pays_only_its_cost(board) -> None:
    game = board(_DERAIL.format(lands="Mountain, Mountain, Mountain, Mountain, Mountain"))
    take(game, "cast Explosive Derailment", "2")
    assert _tapped(game) == 3
    pass_until_empty(game)
    assert game.obj(obj_id(game, "thopter")).zone == "graveyard"
    assert game.obj(obj_id(game, "giant")).zone == "battlefield"


def test_702_172a_modes_without_the_mana_are_refused(board) -> None:
    game = board(_DERAIL.format(lands="Mountain, Mountain, Mountain, Mountain"))
    take(game, "cast Explosive Derailment")
    assert labels(game) == ["1", "2"]  # 601.2f-h: {R}{2}{2} can't be paid
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply("1+2")
    assert game.to_json() == before


def test_702_172a_not_castable_without_the_mana_for_one_mode(board) -> None:
    """Its mana cost {R} alone isn't enough: at least one mode, and its cost, is chosen
    (700.2), so with two Mountains it isn't offered."""
    game = board(_DERAIL.format(lands="Mountain, Mountain"))
    assert not any(x.startswith("cast") for x in labels(game))


def test_702_172a_scenario_modes_and_costs(solve) -> None:
    out = solve("""
        name: spree scenario
        battlefield: [Mountain, Mountain, Mountain, {card: Hill Giant, controller: Bob,
                      as: giant}]
        hand: {Alice: [{card: Explosive Derailment, as: ed}]}
        actions:
          - {cast: ed, targets: [giant], choices: {mode: 1}, pay: true}
        expect:
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[BOB].life == 20


@pytest.mark.parametrize(("card", "read"), [
    ("Explosive Derailment", True),
    ("Unfortunate Accident", True),
])
def test_702_172a_spree_cards_read_with_their_mode_costs(catalog: Catalog, card: str,
                                                       read: bool) -> None:
    abilities = catalog.abilities(card, 0)
    kws = [a for a in abilities if isinstance(a, KeywordAbility) and a.keyword == "spree"]
    assert bool(kws) is read and kws[0].extra
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities)
