"""603.2 / 503.1: "At the beginning of the upkeep of enchanted <permanent>'s controller, ..."
(Wanderlust, Warp Artifact, Feedback, Cursed Land, Unstable Mutation): the ability triggers in
that player's upkeep only; "that player" is that player, "that creature" the enchanted one."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "body"), [
    ("Wanderlust", "At the beginning of the upkeep of enchanted creature's controller, this "
     "Aura deals 1 damage to that player.",
     (I.DealDamage(1, to=I.Ref.event_player(), source=I.Ref.this()),)),
    ("Warp Artifact", "At the beginning of the upkeep of enchanted artifact's controller, "
     "this Aura deals 1 damage to that player.",
     (I.DealDamage(1, to=I.Ref.event_player(), source=I.Ref.this()),)),
    ("Feedback", "At the beginning of the upkeep of enchanted enchantment's controller, this "
     "Aura deals 1 damage to that player.",
     (I.DealDamage(1, to=I.Ref.event_player(), source=I.Ref.this()),)),
    ("Cursed Land", "At the beginning of the upkeep of enchanted land's controller, this Aura "
     "deals 1 damage to that player.",
     (I.DealDamage(1, to=I.Ref.event_player(), source=I.Ref.this()),)),
    ("Unstable Mutation", "At the beginning of the upkeep of enchanted creature's controller, "
     "put a -1/-1 counter on that creature.", (I.PutCounters("-1/-1", 1, on=I.Ref.attached()),)),
])
def test_603_2_upkeep_of_enchanted_permanents_controller_lines(name, line, body) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, TriggeredAbility)
    t = ability.trigger
    assert (t.event, t.step, t.whose) == ("step", "upkeep", "attached_controller")
    assert ability.instructions == body


def _wanderlust(solve, passes: str) -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Wanderlust
        battlefield:
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
          - {{card: Wanderlust, attached_to: bears}}
        library: {{Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}}
        actions:
{passes}
    """)
    assert out.passed, out.failures
    return out.game


def test_503_1_wanderlust_damages_the_enchanted_creatures_controller_in_their_upkeep(
        solve) -> None:
    """Alice's Wanderlust on Bob's Grizzly Bears: in Bob's upkeep Bob takes 1."""
    game = _wanderlust(solve, "          - pass: {to: draw}")
    assert game.state.turn.active == 1
    assert [p.life for p in game.state.players] == [20, 19]


def test_603_2_not_in_the_auras_controllers_upkeep(solve) -> None:
    """Through Bob's turn 2 and into Alice's turn 3: one trigger only, in Bob's upkeep."""
    game = _wanderlust(solve, "          - pass: next_turn\n          - pass: next_turn\n"
                              "          - pass: {to: draw}")
    assert game.state.turn.active == 0 and game.state.turn.number == 3
    assert [p.life for p in game.state.players] == [20, 19]


def test_603_2_unstable_mutation_counter_on_the_enchanted_creature(solve) -> None:
    """Unstable Mutation (+3/+3) on Alice's Grizzly Bears: in Alice's next upkeep it gets a
    -1/-1 counter (4/4); Bob's upkeep before it doesn't count."""
    out = solve("""
        name: Unstable Mutation
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Unstable Mutation, attached_to: bears}
        library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}
        actions:
          - pass: next_turn
          - pass: next_turn
          - pass: {to: draw}
        expect:
          bears: {power: 4, toughness: 4, counters: {-1/-1: 1}}
    """)
    assert out.passed, out.failures
