"""700.2d: "Choose three. You may choose the same mode more than once." (Fiery Confluence):
a mode chosen several times is followed that many times in sequence; without that
instruction a mode can't be chosen twice (Kolaghan's Command, "Choose two"). Played through
the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.repeatable_modes import RepeatableModes

_LANDS = ", ".join(["{card: Mountain}"] * 4)


def test_700_2d_fiery_confluence_deals_2_to_each_opponent_three_times(solve) -> None:
    """Modes 2, 2 and 2: six damage to Bob."""
    out = solve(f"""
        name: confluence
        battlefield: [{_LANDS}]
        hand: {{Alice: [Fiery Confluence]}}
        actions:
          - {{cast: Fiery Confluence, pay: true, choices: {{mode: [2, 2, 2]}}}}
        expect:
          player Bob: {{life: 14}}
    """)
    assert out.passed, out.failures


def test_700_2d_the_same_target_for_each_repeated_mode(solve) -> None:
    """Modes 1, 3 and 3 (1 damage to each creature; destroy target artifact twice): both
    artifact targets may be the same Ornithopter (each mode its own instance of "target");
    Grizzly Bears takes 1 damage and survives; Ornithopter is destroyed."""
    out = solve(f"""
        name: confluence targets
        battlefield: [{_LANDS}, {{card: Ornithopter, controller: Bob, as: thopter}},
                      {{card: Grizzly Bears, controller: Bob, as: bears}}]
        hand: {{Alice: [Fiery Confluence]}}
        actions:
          - {{cast: Fiery Confluence, pay: true, targets: [thopter, thopter],
             choices: {{mode: [1, 3, 3]}}}}
        expect:
          thopter: {{zone: graveyard}}
          bears: {{zone: battlefield}}
    """)
    assert out.passed, out.failures


def test_700_2d_a_mode_chosen_twice_is_refused_without_the_instruction(solve) -> None:
    """Kolaghan's Command ("Choose two"): mode 4 (2 damage to any target) twice is refused;
    Bob's life unchanged."""
    out = solve("""
        name: command
        battlefield: [{card: Mountain}, {card: Swamp}, {card: Mountain}, {card: Swamp}]
        hand: {Alice: [{card: Kolaghan's Command, as: kc}]}
        actions:
          - {cast: Kolaghan's Command, pay: true, targets: [Bob, Bob],
             choices: {mode: [4, 4]}, refused: "700.2d"}
        expect:
          kc: {zone: hand}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_700_2d_offered_mode_choices_include_repeats(board) -> None:
    """The API's choice of modes for Fiery Confluence includes "2+2+2"; with no artifact to
    target, no choice includes mode 3 (700.2a)."""
    game = board(f"""
        name: confluence offered
        battlefield: [{_LANDS}]
        hand: {{Alice: [Fiery Confluence]}}
    """)
    (cast,) = [a for a in game.legal_actions() if a.label.startswith("cast Fiery Confluence")]
    game.apply(cast)
    labels = [label for label, _ in game.pending_decision.options]
    assert "2+2+2" in labels and "1+1+2" in labels
    assert not any("3" in label for label in labels)


def test_700_2d_oracle_line() -> None:
    modes, marker = compile_line("Choose three. You may choose the same mode more than once.",
                                 "Fiery Confluence", spell=True)
    assert isinstance(modes, SpellAbility) and modes.modes == (3, 3)
    assert isinstance(marker, RepeatableModes)
