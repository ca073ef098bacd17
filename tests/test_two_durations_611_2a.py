"""611.2a, 514.2, 509.1b: "<object> gets +1/+0 until end of turn and can't be blocked this
turn": one subject, two predicates each with its own duration; "until end of turn" and
"this turn" end together, so both parts last until the cleanup step. Another duration on
either side isn't read. Played: Elusive Spellfist after Alice casts Shock is a 2/3 that
Bob's Grizzly Bears can't block."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.parts import ModifyPT, RulesPart


def test_611_2a_two_end_of_turn_durations_are_one_effect() -> None:
    [ability] = compile_text("Target creature gets +2/+0 until end of turn and can't be "
                             "blocked this turn.", "Taigam's Strike", spell=True)
    effects = ability.instructions
    assert all(e.duration == "end_of_turn" for e in effects)
    assert [type(p) for e in effects for p in e.parts] == [ModifyPT, RulesPart]
    # a different second duration: not read
    assert compile_text("Target creature gets +1/+0 until end of turn and can't be blocked "
                        "until your next turn.", "Test", spell=True) is None


def test_509_1b_elusive_spellfist_cant_be_blocked_after_a_noncreature_spell(solve) -> None:
    out = solve("""
        name: elusive spellfist
        battlefield:
          - {card: Elusive Spellfist, as: fist}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [Bob]}
          - {pass: {to: declare_attackers}}
          - {attack: [fist]}
          - {block: {bears: fist}, refused: "can't be blocked"}
          - {block: {}}
          - {pass: {to: postcombat_main}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.chars(obj_id(game, "fist")).power == 2
    assert game.state.players[1].life == 20 - 2 - 2
