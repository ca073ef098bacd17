"""701.15a with 611.2c: "goad all <creatures>" / "goad each <creature> ..." goads every
creature the phrase describes as the spell or ability resolves (the set is locked then), until
the next turn of the controller of that spell or ability (Disrupt Decorum; Marisi, Breaker of
the Coil with 608.2b's "each creature that player controls": the damaged player's). Played
through the real engine with the real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from test_combat import attack

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.goad import goaders
from arbiter.errors import IllegalActionError
from arbiter.rules.instructions.objects import CreateEffect
from arbiter.rules.parts import RulesPart

ALICE, BOB, CAROL = 0, 1, 2


def test_701_15a_goad_all_line_reads_as_one_locked_effect() -> None:
    (spell,) = compile_text("Goad all creatures you don't control.", "Disrupt Decorum",
                            spell=True)
    (effect,) = spell.instructions
    assert isinstance(effect, CreateEffect) and effect.parts == (RulesPart("goaded"),)
    assert not effect.rules_only  # 611.2c: locked as it resolves


def test_701_15a_disrupt_decorum_goads_every_creature_you_dont_control(solve) -> None:
    """Alice casts Disrupt Decorum: Bob's Bears and Carol's Lions are goaded by Alice, her own
    Hill Giant isn't; on Bob's turn his Bears must attack, and Carol rather than Alice."""
    out = solve("""
        name: disrupt decorum
        players: [Alice, Bob, Carol]
        library: {Alice: [Island, Island], Bob: [Island, Island], Carol: [Island, Island]}
        battlefield:
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Savannah Lions, controller: Carol, as: lions}
        hand: {Alice: [Disrupt Decorum]}
        actions:
          - {cast: Disrupt Decorum}
          - {pass: {to: upkeep}}
    """)
    assert out.passed, out.failures
    game = out.game
    bears, lions, giant = (obj_id(game, n) for n in ("bears", "lions", "giant"))
    assert goaders(game, bears) == [ALICE] and goaders(game, lions) == [ALICE]
    assert goaders(game, giant) == []
    assert game.state.turn.active == BOB
    with pytest.raises(IllegalActionError, match=r"508\.1d"):
        attack(game, {})
    attack(game, {bears: ("player", CAROL)})


def test_608_2b_marisi_goads_the_damaged_players_creatures(solve) -> None:
    """Alice's Grizzly Bears deals combat damage to Bob under Marisi: each creature Bob
    controls is goaded by Alice; Carol's Savannah Lions isn't."""
    out = solve("""
        name: marisi
        players: [Alice, Bob, Carol]
        battlefield:
          - {card: "Marisi, Breaker of the Coil"}
          - {card: Grizzly Bears, as: attacker}
          - {card: Hill Giant, controller: Bob, as: giant, tapped: true}
          - {card: Savannah Lions, controller: Carol, as: lions}
        actions:
          - {attack: {attacker: Bob}}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    game = out.game
    assert goaders(game, obj_id(game, "giant")) == [ALICE]
    assert goaders(game, obj_id(game, "lions")) == []
