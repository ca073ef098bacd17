"""Unearth (702.84a), played through the real engine: "[Cost]: Return this card from your
graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end
step. If it would leave the battlefield, exile it instead of putting it anywhere else.
Activate only as a sorcery." Plus the keyword lines of real cards, read or left unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.activation import activate, keyword_activated
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import ManaPayment

ALICE, BOB = 0, 1

_BOARD = """
    name: unearth
    battlefield: [Swamp, Mountain, {{card: Grizzly Bears, controller: Bob, as: bears}}]
    graveyard: {{Alice: [{{card: Dregscape Zombie, as: zombie}}]}}
    hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}, {{card: Unsummon, as: unsummon}},
                   {{card: Turn to Frog, as: frog}}]}}
    library: {{Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}}
    actions:
{actions}
"""


def _unearthed(board):
    """Dregscape Zombie (Unearth {B}) unearthed, Alice paying {B} with her Swamp."""
    game = board(_BOARD.format(actions="      []"))
    activate(game, obj_id(game, "zombie"), ALICE, "unearth", [], {}, pay=True)
    resolve_all(game)
    return game


@pytest.mark.parametrize(("line", "cost"), [
    ("Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains "
     "haste. Exile it at the beginning of the next end step or if it would leave the "
     "battlefield. Unearth only as a sorcery.)", "{B}"),                 # Dregscape Zombie
    ("Unearth {5}{B}{R} ({5}{B}{R}: Return this card from your graveyard to the battlefield. "
     "It gains haste. Exile it at the beginning of the next end step or if it would leave the "
     "battlefield. Unearth only as a sorcery.)", "{5}{B}{R}"),           # Anathemancer
])
def test_702_84a_unearth_lines_read_as_a_graveyard_ability(line: str, cost: str) -> None:
    (kw,) = parse_keyword_line(line)
    ab = keyword_activated(kw)
    assert ab is not None
    assert ab.cost == (ManaPayment(cost),)
    assert ab.zone == "graveyard" and ab.sorcery_speed and ab.keyword == "unearth"


def test_107_14_702_84a_salvation_colossus_unearths_for_eight_energy(board) -> None:
    """"Unearth—Pay eight {E}.": with seven energy it can't be activated (118.3); with nine,
    the Colossus returns with haste and one energy is left."""
    game = board("""
        name: salvation colossus
        graveyard: {Alice: [{card: Salvation Colossus, as: colossus}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    colossus = obj_id(game, "colossus")
    game.state.players[ALICE].counters["energy"] = 7
    with pytest.raises(IllegalActionError):
        activate(game, colossus, ALICE, "unearth", [], {})
    assert game.state.players[ALICE].counters["energy"] == 7
    game.state.players[ALICE].counters["energy"] = 9
    activate(game, colossus, ALICE, "unearth", [], {})
    resolve_all(game)
    [back] = [o for o in game.state.battlefield() if game.name_of(o) == "Salvation Colossus"]
    assert game.chars(back).has_keyword("haste")
    assert game.state.players[ALICE].counters["energy"] == 1


def test_702_84a_unearth_is_offered_in_a_main_phase_and_paid_for(board) -> None:
    """Alice has priority in her main phase with an empty stack and a Swamp: unearthing the
    Zombie from her graveyard is one of her options (117.1, 602.2)."""
    game = board(_BOARD.format(actions="      []"))
    zombie = obj_id(game, "zombie")
    assert any(a.kind == "activate" and a.obj == zombie for a in priority_actions(game, ALICE))


def test_702_84a_unearthed_creature_returns_with_haste(board) -> None:
    """The Zombie is back on the battlefield with haste (it may attack this turn) and the
    Swamp is tapped for the {B}."""
    game = _unearthed(board)
    zombie = obj_id(game, "zombie")
    assert game.obj(zombie).zone == "battlefield"
    assert game.chars(zombie).has_keyword("haste")
    swamp = next(o for o in game.state.battlefield() if game.name_of(o) == "Swamp")
    assert game.obj(swamp).tapped


def test_702_84a_unearthed_creature_is_exiled_at_the_next_end_step(solve) -> None:
    """At the beginning of the end step the delayed trigger exiles it (603.7)."""
    out = solve(_BOARD.format(actions="      - activate: {card: zombie, ability: unearth}\n"
                                      "      - pass: {to: end}\n"))
    game = out.game
    assert game.obj(obj_id(game, "zombie")).zone == "exile"


def test_702_84a_destroyed_unearthed_creature_is_exiled_instead(solve) -> None:
    """Lightning Bolt kills the unearthed 2/1: it would go to the graveyard; it is exiled
    instead (614.6)."""
    out = solve(_BOARD.format(actions="      - activate: {card: zombie, ability: unearth}\n"
                                      "      - {cast: Lightning Bolt, targets: [zombie]}\n"))
    game = out.game
    assert game.obj(obj_id(game, "zombie")).zone == "exile"
    assert not game.state.zone_list("graveyard", ALICE) or all(
        game.name_of(o) != "Dregscape Zombie" for o in game.state.zone_list("graveyard", ALICE))


def test_702_84a_bounced_unearthed_creature_is_exiled_instead(solve) -> None:
    """Unsummon would return it to Alice's hand: exiled instead of going anywhere else."""
    out = solve(_BOARD.format(actions="      - activate: {card: zombie, ability: unearth}\n"
                                      "      - {cast: Unsummon, targets: [zombie]}\n"))
    game = out.game
    assert game.obj(obj_id(game, "zombie")).zone == "exile"
    assert all(game.name_of(o) != "Dregscape Zombie" for o in game.state.zone_list("hand", ALICE))


def test_702_84a_the_replacement_is_the_abilitys_not_the_creatures(solve) -> None:
    """Turn to Frog makes the unearthed Zombie lose all abilities (613.1f); the exile
    replacement comes from the resolved unearth ability, so the Bolted Frog is still exiled."""
    out = solve(_BOARD.format(actions="      - activate: {card: zombie, ability: unearth}\n"
                                      "      - {cast: Turn to Frog, targets: [zombie]}\n"
                                      "      - {cast: Lightning Bolt, targets: [zombie]}\n"))
    game = out.game
    assert game.obj(obj_id(game, "zombie")).zone == "exile"


def test_702_84a_unearth_only_as_a_sorcery(board) -> None:
    """With Lightning Bolt on the stack, Alice can't unearth (307.5: only as a sorcery)."""
    game = board(_BOARD.format(
        actions="      - {cast: Lightning Bolt, targets: [bears], respond: true}\n"))
    assert game.state.stack_items
    with pytest.raises(IllegalActionError, match="sorcery"):
        activate(game, obj_id(game, "zombie"), ALICE, "unearth", [], {}, pay=True)
    assert game.obj(obj_id(game, "zombie")).zone == "graveyard"
