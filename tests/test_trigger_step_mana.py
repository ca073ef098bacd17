"""106.4, 503.1, 505.1: "At the beginning of each player's first main phase, that player adds
{G}{G}." (Eladamri's Vineyard): the active player's pool gets the mana, in each player's
precombat main phase; the ability uses the stack (605.1b: not a mana ability)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


def test_505_1_eladamris_vineyard_gives_the_active_player_gg(solve) -> None:
    """Alice controls Eladamri's Vineyard; in Bob's turn 2 his first main phase begins and he
    gets {G}{G}, with which he casts Grizzly Bears ({1}{G}) with no land."""
    out = solve("""
        name: vineyard
        battlefield: [Eladamri's Vineyard]
        hand: {Bob: [Grizzly Bears]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - pass: next_turn
          - pass: {to: precombat_main}
          - {cast: Grizzly Bears, by: Bob, pay: true}
        expect:
          Grizzly Bears: {zone: battlefield, controller: Bob}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[0].mana_pool.get("G", 0) == 0


def test_505_1_the_mana_isnt_the_vineyards_controllers(solve) -> None:
    """In Bob's first main phase Alice gets nothing: she can't cast Giant Growth there."""
    out = solve("""
        name: vineyard not alice
        battlefield: [Eladamri's Vineyard]
        hand: {Alice: [Giant Growth]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - pass: next_turn
          - pass: {to: precombat_main}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    assert sum(out.game.state.players[0].mana_pool.values()) == 0
    assert out.game.state.players[1].mana_pool.get("G", 0) == 2


@pytest.mark.parametrize("line", [
    # "they" again after the mana: not read here
    "At the beginning of each player's first main phase, that player adds {C} for each "
    "artifact they control.",
    # "that player" after "your" names no other player
    "At the beginning of your first main phase, that player adds {G}.",
])
def test_505_1_near_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Blinkmoth Urn") or []
    assert not any(isinstance(a, TriggeredAbility) for a in abilities)


def test_505_1_vineyard_line() -> None:
    [ability] = compile_text("At the beginning of each player's first main phase, that "
                             "player adds {G}{G}.", "Eladamri's Vineyard")
    assert isinstance(ability, TriggeredAbility) and ability.trigger is not None
    assert (ability.trigger.step, ability.trigger.whose) == ("precombat_main", "any")
    assert all(isinstance(i, I.AddMana) and i.to == "event_player"
               for i in ability.instructions)
