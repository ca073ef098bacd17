"""601.3 / 118.8 / 118.9: a card's own permission to be cast from its graveyard with costs of
its own, played through the real engine (`rules.graveyard_cast_costs`):

    You may cast this card from your graveyard by paying 2 life and sacrificing an artifact
    or creature in addition to paying its other costs.          (Wickerfolk Indomitable)
    You may cast this card from your graveyard by discarding two cards in addition to
    paying its other costs.                              (Rona, Sheoldred's Faithful)
    You may cast this card from your graveyard by paying {3}{R} and exiling four other cards
    from your graveyard rather than paying its mana cost.     (Squee, Dubious Monarch)
"""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.graveyard_cast_costs import GRAVEYARD_ADDITIONAL, GRAVEYARD_ALTERNATIVE

ALICE = 0


def _offered(game, alias: str, way: str) -> bool:
    oid = obj_id(game, alias)
    return any(a.kind == "cast" and a.obj == oid and a.alternative == way
               for a in priority_actions(game, ALICE))


_WICKER = """
    name: wickerfolk
    battlefield: [Swamp, Swamp, Swamp, Swamp{bears}]
    graveyard: {{Alice: [{{card: Wickerfolk Indomitable, as: wicker}}]}}
    library: {{Alice: [Plains], Bob: [Plains]}}
"""


def test_601_3_wickerfolk_pays_mana_life_and_a_sacrifice(board) -> None:
    """From the graveyard: {3}{B} (its mana cost, 601.2f), 2 life (119.4) and Grizzly Bears
    sacrificed (601.2h): it's cast (on the stack), Alice at 18, the Bears in her graveyard."""
    game = board(_WICKER.format(bears=", {card: Grizzly Bears, as: bears}"))
    assert _offered(game, "wicker", GRAVEYARD_ADDITIONAL)
    cast(game, obj_id(game, "wicker"), ALICE, [], {"sacrifice": [obj_id(game, "bears")]},
         alternative=GRAVEYARD_ADDITIONAL, pay=True)
    assert game.obj(obj_id(game, "wicker")).zone == "stack"
    assert game.state.players[ALICE].life == 18
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Swamp")


def test_118_3_wickerfolk_without_a_creature_to_sacrifice(board) -> None:
    """Nothing to sacrifice: not offered, and casting it so is refused with the game
    unchanged."""
    game = board(_WICKER.format(bears=""))
    assert not _offered(game, "wicker", GRAVEYARD_ADDITIONAL)
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "wicker"), ALICE, [], {}, alternative=GRAVEYARD_ADDITIONAL,
             pay=True)
    assert game.obj(obj_id(game, "wicker")).zone == "graveyard"
    assert game.state.players[ALICE].life == 20


def test_601_3_rona_discards_two_cards(board) -> None:
    """Rona from the graveyard for {1}{U}{B}{B} and two cards discarded (701.9a)."""
    game = board("""
        name: rona
        battlefield: [Island, Swamp, Swamp, Swamp]
        graveyard: {Alice: [{card: "Rona, Sheoldred's Faithful", as: rona}]}
        hand: {Alice: [{card: Forest, as: f1}, {card: Plains, as: p1}, {card: Island, as: i1}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, obj_id(game, "rona"), ALICE, [],
         {"discard": [obj_id(game, "f1"), obj_id(game, "p1")]},
         alternative=GRAVEYARD_ADDITIONAL, pay=True)
    assert game.obj(obj_id(game, "rona")).zone == "stack"
    assert game.state.zone_list("hand", ALICE) == [obj_id(game, "i1")]
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", ALICE)) == \
        ["Forest", "Plains"]


def test_118_9_squee_alternative_cost_from_the_graveyard(board) -> None:
    """Squee for {3}{R} and four other cards exiled from the graveyard, rather than {2}{R}:
    with four Mountains it's cast and the four cards are exiled."""
    game = board("""
        name: squee
        battlefield: [Mountain, Mountain, Mountain, Mountain]
        graveyard: {Alice: [{card: "Squee, Dubious Monarch", as: squee}, {card: Plains, as: a},
                            {card: Plains, as: b}, {card: Plains, as: c}, {card: Plains, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _offered(game, "squee", GRAVEYARD_ALTERNATIVE)
    cast(game, obj_id(game, "squee"), ALICE, [],
         {"exile": [obj_id(game, x) for x in "abcd"]}, alternative=GRAVEYARD_ALTERNATIVE,
         pay=True)
    assert game.obj(obj_id(game, "squee")).zone == "stack"
    assert len(game.state.zone_list("exile")) == 4
    assert all(game.obj(o).tapped for o in game.state.battlefield())


def test_601_3_lines_read_and_unread() -> None:
    [ab] = compile_line("You may cast ~ from your graveyard by paying {2}{W} rather than "
                        "paying its mana cost.", "Raffine's Guidance")
    assert isinstance(ab, KeywordAbility) and ab.keyword == GRAVEYARD_ALTERNATIVE
    # "removing six counters from among creatures you control": not read (unread stays)
    [quilled] = compile_line("You may cast ~ from your graveyard by removing six counters "
                             "from among creatures you control in addition to paying its "
                             "other costs.", "Quilled Greatwurm")
    assert not isinstance(quilled, KeywordAbility)
