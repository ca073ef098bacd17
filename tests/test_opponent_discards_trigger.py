"""603.2 / 701.9a: "Whenever an opponent discards a card, this enchantment deals 2 damage to
that player." (Megrim): once per card an opponent discards; the controller's own discards
don't count; "that player" is the one who discarded."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


def test_603_2_megrim_line() -> None:
    [ability] = compile_text("Whenever an opponent discards a card, this enchantment deals 2 "
                             "damage to that player.", "Megrim") or [None]
    assert (ability.trigger.event, ability.trigger.by) == ("discard", "opponent")
    assert ability.instructions == (I.DealDamage(2, to=I.Ref.event_player(),
                                                 source=I.Ref.this()),)


def test_603_2_megrim_wheel_of_fortune(board) -> None:
    """Wheel of Fortune: Bob discards two cards (4 damage), Alice one (none)."""
    library = ", ".join(["Swamp"] * 8)
    game = board(f"""
        name: Megrim
        battlefield: [Megrim]
        hand: {{Alice: [Wheel of Fortune, Forest], Bob: [Island, Island]}}
        library: {{Alice: [{library}], Bob: [{library}]}}
        actions:
          - cast: Wheel of Fortune
    """)
    assert [p.life for p in game.state.players] == [20, 16]
