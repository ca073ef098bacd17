"""Overload (702.96) played through the real engine: "Overload [cost]" is an alternative cost
(702.96a, 601.2b, 601.2f-h); a spell cast for it has its text changed, every "target" read as
"each" (702.96a, 702.96c), and requires no targets, so it affects objects it couldn't have
targeted (702.96b). A changed text the compiler doesn't read leaves the keyword unread."""

from __future__ import annotations

import pytest
from casting_play import ALICE, BOB, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.engine.keywords.overload import overloaded_text
from arbiter.rules.abilities import KeywordAbility, UnsupportedAbility

_RIFT = """
    name: overload
    battlefield: [{lands}
                  {{card: Grizzly Bears, controller: Bob, as: bears}},
                  {{card: Ornithopter, controller: Bob, as: thopter}},
                  {{card: Forest, controller: Bob, as: forest}},
                  {{card: Memnite, as: mine}}]
    hand: {{Alice: [{{card: Cyclonic Rift, as: rift}}]}}
"""


def test_702_96a_overloaded_cyclonic_rift_returns_each_nonland_permanent(board) -> None:
    """Cyclonic Rift ({1}{U}; Overload {6}{U}) overloaded: "Return each nonland permanent you
    don't control to its owner's hand": Bob's Bears and Ornithopter go to his hand; his Forest
    and Alice's Memnite stay. All seven Islands are tapped; no target was chosen."""
    game = board(_RIFT.format(lands="Island, Island, Island, Island, Island, Island, Island,"))
    take(game, "cast Cyclonic Rift#1 for its overload cost")
    (item,) = game.state.stack_items
    assert item.targets == []
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Island")
    pass_until_empty(game)
    assert game.obj(obj_id(game, "bears")).zone == "hand"
    assert game.obj(obj_id(game, "thopter")).zone == "hand"
    assert game.obj(obj_id(game, "forest")).zone == "battlefield"
    assert game.obj(obj_id(game, "mine")).zone == "battlefield"
    assert game.obj(obj_id(game, "rift")).zone == "graveyard"


def test_702_96a_cast_for_its_mana_cost_it_targets_one(board) -> None:
    game = board(_RIFT.format(lands="Island, Island,"))
    casts = [x for x in labels(game) if x.startswith("cast")]
    assert casts == ["cast Cyclonic Rift#1"]  # {6}{U} unaffordable with two Islands
    take(game, "cast Cyclonic Rift#1", "~Grizzly Bears")
    pass_until_empty(game)
    assert game.obj(obj_id(game, "bears")).zone == "hand"
    assert game.obj(obj_id(game, "thopter")).zone == "battlefield"


def test_702_96b_overloaded_electrickery_hits_a_hexproof_creature(solve) -> None:
    """Electrickery overloaded deals 1 damage to each creature Alice doesn't control, a
    hexproof one too (702.96b: it could never be targeted); Alice's Memnite is spared."""
    out = solve("""
        name: overload hexproof
        battlefield: [{card: Memnite, as: mine},
                      {card: Memnite, controller: Bob, as: bobs},
                      {card: Gladecover Scout, controller: Bob, as: scout}]
        hand: {Alice: [Electrickery]}
        actions:
          - {cast: Electrickery, alternative: overload}
        expect:
          mine: {zone: battlefield}
          bobs: {zone: graveyard}
          scout: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[BOB].life == 20 and out.game.state.players[ALICE].life == 20


@pytest.mark.parametrize(("before", "after"), [
    ("Return target nonland permanent you don't control to its owner's hand.",
     "Return each nonland permanent you don't control to its owner's hand."),
    ("Target creature you control gets +2/+0 until end of turn.",
     "Each creature you control gets +2/+0 until end of turn."),
    ("Target player discards two cards.", "Each player discards two cards."),
])
def test_702_96a_target_replaced_with_each(before: str, after: str) -> None:
    assert overloaded_text(before) == after


@pytest.mark.parametrize(("card", "read"), [
    ("Cyclonic Rift", True),
    ("Vandalblast", True),       # Destroy each artifact you don't control.
    ("Mizzium Mortars", True),
    ("Dynacharge", True),
    ("Counterflux", False),      # "Counter each spell you don't control." isn't read yet
    ("Street Spasm", True),      # Overload {X}{X}{R}{R}: X announced (107.3a)
])
def test_702_96a_overload_read_only_with_its_changed_text(catalog: Catalog, card: str,
                                                        read: bool) -> None:
    abilities = catalog.abilities(card, 0)
    kws = [a for a in abilities if isinstance(a, KeywordAbility) and a.keyword == "overload"]
    assert bool(kws) is read
    if read:
        assert kws[0].extra and not kws[0].extra[0].targets
    else:
        assert any(isinstance(a, UnsupportedAbility) and a.text.startswith("Overload")
                   for a in abilities)
