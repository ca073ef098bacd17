"""603.2, 115.1: "Whenever <object> becomes the target of a spell or ability [an opponent
controls], ..." with what the effect says of that spell or ability ("counter that spell or
ability [unless its controller pays {2}]") and of its controller ("that spell's
controller", "that player"), and "that creature" the permanent targeted (110.1: a creature
spell on the stack isn't one)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility

ALICE, BOB = 0, 1


def _bolt_at(solve, card: str, extra: str = "", pay: str = "no"):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: bolt at {card}
        battlefield:
          - {{card: "{card}", controller: Bob, as: it}}
          - {{card: Mountain}}
          - {{card: Mountain}}
        hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}{extra}]}}
        library: {{Alice: [Island], Bob: [Island]}}
        actions:
          - {{cast: Lightning Bolt, targets: [it], choices: {{pay: {pay}}}}}
    """)
    assert out.passed, out.failures
    return out.game


def test_115_1_frost_titan_counters_unless_its_controller_pays_2(solve) -> None:
    """Alice's Lightning Bolt targets Bob's Frost Titan (6/6); she doesn't pay {2}: the Bolt
    is countered and the Titan has no damage."""
    game = _bolt_at(solve, "Frost Titan")
    assert game.obj(obj_id(game, "it")).damage == 0
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"


def test_115_1_frost_titan_paid_the_bolt_resolves(solve) -> None:
    """She pays {2} with her two Mountains: the Bolt resolves, 3 damage on the Titan."""
    game = _bolt_at(solve, "Frost Titan", pay="yes")
    assert game.obj(obj_id(game, "it")).damage == 3


def test_115_1_bonecrusher_giant_deals_2_to_that_spells_controller(solve) -> None:
    """Alice's Bolt targets Bob's Bonecrusher Giant (4/3): it deals 2 damage to Alice, the
    spell's controller; the Bolt still kills it."""
    game = _bolt_at(solve, "Bonecrusher Giant // Stomp")
    assert game.state.players[ALICE].life == 18
    assert game.state.players[BOB].life == 20


def test_115_1_ashenmoor_liege_that_player_loses_4(solve) -> None:
    """Bob's Ashenmoor Liege (4/1) targeted by Alice's Bolt (an opponent's spell): Alice,
    that player, loses 4 life."""
    game = _bolt_at(solve, "Ashenmoor Liege")
    assert game.state.players[ALICE].life == 16
    assert game.state.players[BOB].life == 20


def test_115_1_glyph_keeper_counters_only_the_first_each_turn(solve) -> None:
    """Alice targets Bob's Glyph Keeper (5/3) with two Lightning Bolts in one turn: the first
    is countered, the second resolves and the Keeper dies."""
    out = solve("""
        name: glyph keeper
        battlefield:
          - {card: Glyph Keeper, controller: Bob, as: keeper}
        hand: {Alice: [{card: Lightning Bolt, as: bolt1}, {card: Lightning Bolt, as: bolt2}]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: bolt1, targets: [keeper]}
          - {cast: bolt2, targets: [keeper]}
        expect:
          keeper: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_115_1_cowardice_returns_the_targeted_creature(solve) -> None:
    """Alice's Cowardice: she casts Giant Growth on her Grizzly Bears; the Bears return to
    her hand (Giant Growth then has no legal target)."""
    out = solve("""
        name: cowardice
        battlefield:
          - {card: Cowardice}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Giant Growth]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Giant Growth, targets: [bears]}
        expect:
          Grizzly Bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_110_1_cowardice_ignores_a_creature_spell_targeted(solve) -> None:
    """Bob casts Grizzly Bears; Alice responds with Remove Soul targeting the creature spell:
    it isn't a creature (permanent), Cowardice doesn't trigger, the Bears are countered into
    Bob's graveyard."""
    out = solve("""
        name: cowardice spell
        players: [Bob, Alice]
        battlefield:
          - {card: Cowardice, controller: Alice}
        hand: {Bob: [Grizzly Bears], Alice: [Remove Soul]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Grizzly Bears, by: Bob, respond: true}
          - {cast: Remove Soul, by: Alice, targets: [Grizzly Bears]}
        expect:
          Grizzly Bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "that player" with no player named in the condition
    "Whenever this creature becomes the target of a spell or ability, that player loses 2 "
    "life.",
    # a cost the engine doesn't ask for
    "Whenever this creature becomes the target of a spell or ability an opponent controls, "
    "counter that spell or ability unless that player pays life equal to its power.",
    # an intervening if (603.4) isn't read here
    "Whenever a creature you control becomes the target of a spell, if it's a Knight, "
    "destroy that creature.",
])
def test_115_1_near_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Frost Titan") or []
    assert not any(isinstance(a, TriggeredAbility) for a in abilities)
