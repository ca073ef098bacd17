"""603.2 / 120.3: "Whenever <this creature | enchanted creature> deals damage to an opponent /
a player" (any damage, combat or not), and 701.9b "discards a card at random", read from real
Oracle lines and played: Hypnotic Specter, Curiosity, Hymn to Tourach."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine import sba
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import declare_attackers, declare_blockers
from arbiter.engine.keyword_actions.discard_random import DiscardAtRandom
from arbiter.engine.turn import steps
from arbiter.rules.abilities import SpellAbility, TriggeredAbility
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "subject", "by", "body"), [
    ("Hypnotic Specter", "Whenever this creature deals damage to an opponent, that player "
     "discards a card at random.", "self", "opponent",
     (DiscardAtRandom(1, who=I.Ref.event_player()),)),
    ("Abyssal Specter", "Whenever this creature deals damage to a player, that player "
     "discards a card.", "self", "any", (I.Discard(1, who=I.Ref.event_player()),)),
    ("Thieving Magpie", "Whenever this creature deals damage to an opponent, draw a card.",
     "self", "opponent", (I.Draw(1, who="you"),)),
    ("Curiosity", "Whenever enchanted creature deals damage to an opponent, you may draw a "
     "card.", "enchanted", "opponent", (I.MayDo(do=(I.Draw(1, who="you"),)),)),
])
def test_603_2_deals_damage_to_a_player_lines(name, line, subject, by, body) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, TriggeredAbility)
    t = ability.trigger
    assert (t.event, t.subject, t.by) == ("damage_to_player", subject, by)
    assert ability.instructions == body


@pytest.mark.parametrize(("name", "line", "n"), [
    ("Hymn to Tourach", "Target player discards two cards at random.", 2),
    ("Mind Twist", "Target player discards X cards at random.", "X"),
])
def test_701_9b_random_discard_lines(name: str, line: str, n: object) -> None:
    [ability] = compile_text(line, name, True) or [None]
    assert isinstance(ability, SpellAbility)
    [step] = ability.instructions
    assert isinstance(step, DiscardAtRandom) and step.who == I.Ref("player_target")
    assert step.n == n if isinstance(n, int) else type(step.n).__name__ == "ChosenX"


def _hand(game, player: int) -> int:  # type: ignore[no-untyped-def]
    return len(game.state.zone_list("hand", player))


def test_701_9b_hymn_to_tourach_two_cards_at_random(board) -> None:
    game = board("""
        name: Hymn to Tourach
        hand: {Alice: [Hymn to Tourach], Bob: [Forest, Island, Swamp]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Hymn to Tourach, targets: [Bob]}
    """)
    assert _hand(game, 1) == 1
    assert len(game.state.zone_list("graveyard", 1)) == 2


def test_701_9b_fewer_cards_discards_the_whole_hand(board) -> None:
    game = board("""
        name: Hymn to Tourach, one card
        hand: {Alice: [Hymn to Tourach], Bob: [Forest]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Hymn to Tourach, targets: [Bob]}
    """)
    assert _hand(game, 1) == 0
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Forest"]


def _combat(game, attacker: int, blocker: int | None = None) -> None:  # type: ignore[no-untyped-def]
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {attacker: ("player", 1)})
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {blocker: [attacker]} if blocker is not None else {})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    steps.resolve_all(game)


def test_603_2_hypnotic_specter_combat_damage_makes_bob_discard(board) -> None:
    game = board("""
        name: Hypnotic Specter
        turn: {number: 2}
        battlefield: [{card: Hypnotic Specter, as: specter}]
        hand: {Bob: [Forest, Island]}
        library: {Alice: [Swamp], Bob: [Swamp]}
    """)
    _combat(game, obj_id(game, "specter"))
    assert game.state.players[1].life == 18
    assert _hand(game, 1) == 1 and len(game.state.zone_list("graveyard", 1)) == 1


def test_603_2_damage_to_a_creature_doesnt_trigger_it(board) -> None:
    """Blocked by Bob's Serra Angel, the Specter deals its damage to the Angel: no discard."""
    game = board("""
        name: Hypnotic Specter blocked
        turn: {number: 2}
        battlefield:
          - {card: Hypnotic Specter, as: specter}
          - {card: Serra Angel, controller: Bob, as: angel}
        hand: {Bob: [Forest, Island]}
        library: {Alice: [Swamp], Bob: [Swamp]}
    """)
    _combat(game, obj_id(game, "specter"), obj_id(game, "angel"))
    assert _hand(game, 1) == 2


def test_603_2_curiosity_noncombat_damage_to_an_opponent_draws(solve) -> None:
    """Prodigal Pyromancer enchanted with Curiosity pings Bob: Alice may draw, and does."""
    out = solve("""
        name: Curiosity
        battlefield:
          - {card: Prodigal Pyromancer, as: pyro}
          - {card: Curiosity, attached_to: pyro}
        library: {Alice: [Island, Island], Bob: [Swamp]}
        actions:
          - activate: {card: pyro, ability: 1, targets: [Bob], choices: {may: yes}}
        expect:
          player Bob: {life: 19}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_603_2_curiosity_damage_to_its_own_controller_doesnt_trigger(solve) -> None:
    out = solve("""
        name: Curiosity, self
        battlefield:
          - {card: Prodigal Pyromancer, as: pyro}
          - {card: Curiosity, attached_to: pyro}
        library: {Alice: [Island, Island], Bob: [Swamp]}
        actions:
          - activate: {card: pyro, ability: 1, targets: [Alice], choices: {may: yes}}
        expect:
          player Alice: {life: 19, hand_size: 0}
    """)
    assert out.passed, out.failures
