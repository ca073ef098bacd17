"""500.8: additional phases added by an effect, through the real engine: Relentless Assault
("Untap all creatures that attacked this turn. After this main phase, there is an additional
combat phase followed by an additional main phase.") and "After this phase, there is an
additional combat phase." (Savage Beating's mode)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn.extra_phases import AdditionalPhases
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.structure import nodes

ALICE, BOB = 0, 1


def _steps_until_turn_ends(game) -> list[str]:
    """The steps the turn goes through as both players pass, until the next turn begins."""
    seen = [game.state.turn.step]
    turn = game.state.turn.number
    while game.state.turn.number == turn:
        d = game.pending_decision
        game.apply("pass" if d.kind == "priority" else str(game.legal_actions()[0]))
        if game.state.turn.step != seen[-1]:
            seen.append(game.state.turn.step)
    return seen[:-1]


def test_500_8_relentless_assault_after_the_second_main_phase(solve) -> None:
    """Alice attacks with Grizzly Bears, then casts Relentless Assault in her postcombat main
    phase: the Bears untap, there is another combat (they attack again: Bob at 16), then
    another main phase, and then the ending phase (the turn's own order goes on)."""
    out = solve("""
        name: relentless assault
        turn: {number: 3}
        battlefield:
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Relentless Assault]}
        library: {Alice: [Mountain, Mountain], Bob: [Island, Island]}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
          - {cast: Relentless Assault}
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 16}
          bears: {tapped: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert _steps_until_turn_ends(game) == ["postcombat_main", "end"]


def test_500_8_added_after_the_first_main_phase_then_the_turns_own_combat(solve) -> None:
    """505.1a / 500.8: cast in the precombat main phase, the added combat and main phases
    come directly after it; then the turn's own combat phase and postcombat main phase
    follow. Serra Angel (vigilance) attacks in both combats: Bob at 12."""
    out = solve("""
        name: relentless assault first main
        turn: {number: 3}
        battlefield:
          - {card: Serra Angel, as: angel}
        hand: {Alice: [Relentless Assault]}
        library: {Alice: [Mountain, Mountain], Bob: [Island, Island]}
        actions:
          - {cast: Relentless Assault}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.turn.extra_phases == ["combat", "main"]
    seen = _steps_until_turn_ends(game)
    combat = ["beginning_of_combat", "declare_attackers", "end_of_combat"]
    assert seen == ["precombat_main", *combat, "postcombat_main", *combat,
                    "postcombat_main", "end"]


def test_500_8_the_added_combat_is_a_real_combat(solve) -> None:
    """In the added combat Serra Angel attacks (Bob at 16); the turn's own combat follows
    the added main phase and she attacks again (vigilance: still untapped): Bob at 12."""
    out = solve("""
        name: two combats
        turn: {number: 3}
        battlefield:
          - {card: Serra Angel, as: angel}
        hand: {Alice: [Relentless Assault]}
        library: {Alice: [Mountain, Mountain], Bob: [Island, Island]}
        actions:
          - {cast: Relentless Assault}
          - {attack: [angel]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
          - {attack: [angel]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 12}
    """)
    assert out.passed, out.failures


def test_500_8_only_creatures_that_attacked_untap(solve) -> None:
    """508.1a: "creatures that attacked this turn": the attacking Bears untap; Alice's
    tapped Savannah Lions (which didn't attack) and Bob's tapped Bears stay tapped."""
    out = solve("""
        name: untap attackers
        turn: {number: 3}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: lions, tapped: true}
          - {card: Grizzly Bears, controller: Bob, as: bobbears, tapped: true}
        hand: {Alice: [Relentless Assault]}
        library: {Alice: [Mountain, Mountain], Bob: [Island, Island]}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
          - {cast: Relentless Assault}
        expect:
          bears: {tapped: false}
          lions: {tapped: true}
          bobbears: {tapped: true}
    """)
    assert out.passed, out.failures


def test_500_8_genji_glove_only_in_the_first_combat_phase(solve) -> None:
    """Genji Glove: "Whenever equipped creature attacks, if it's the first combat phase of the
    turn, untap it. After this phase, there is an additional combat phase." The Bears (double
    strike) attack, untap, and attack again in the added combat (Bob 20 - 4 - 4 = 12); there
    the ability doesn't trigger (603.4: not the first combat phase), so no third combat: the
    turn goes on to its postcombat main phase and its end step."""
    out = solve("""
        name: genji glove
        turn: {number: 3}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Genji Glove, attached_to: bears}
        library: {Alice: [Mountain, Mountain], Bob: [Island, Island]}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 12}
          bears: {tapped: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.turn.combat_phases == 2 and game.state.turn.extra_phases == []
    assert _steps_until_turn_ends(game) == ["postcombat_main", "end"]


def test_500_8_overpowering_attack_in_the_main_phase(solve) -> None:
    """Overpowering Attack: "If it's your main phase, there is an additional combat phase
    after this phase, followed by an additional main phase." Cast in Alice's postcombat main
    phase after the Bears attacked: they untap and attack again (Bob at 16)."""
    out = solve("""
        name: overpowering attack
        turn: {number: 3}
        battlefield:
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Overpowering Attack]}
        library: {Alice: [Mountain, Mountain], Bob: [Island, Island]}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
          - {cast: Overpowering Attack}
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("text", "phases", "after_main"), [
    ("Untap all creatures that attacked this turn. After this main phase, there is an "
     "additional combat phase followed by an additional main phase.", ("combat", "main"), True),
    ("After this phase, there is an additional combat phase.", ("combat",), False),
    ("Untap all creatures you control. After this main phase, there is an additional combat "
     "phase followed by an additional main phase.", ("combat", "main"), True),
    ("Whenever this creature attacks, you may pay {5}{R}{R}. If you do, untap all attacking "
     "creatures and after this phase, there is an additional combat phase.", ("combat",), False),
])
def test_500_8_oracle_lines_are_read(catalog, text, phases, after_main) -> None:
    (ab,) = compile_line(text, "Relentless Assault", spell=not text.startswith("Whenever"))
    assert not isinstance(ab, UnsupportedAbility), ab
    (added,) = [n for n in nodes(ab.instructions) if isinstance(n, AdditionalPhases)]
    assert added.phases == phases and added.after_main == after_main
