"""601.2h, 603.2, 608.2c: opus, "If five or more mana was spent to cast that spell, ...
instead": the mana spent on the spell whose casting triggered the ability (the event's
object), not on the source; "that spell" outside a cast trigger isn't read."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text

BOB = 1


def _soloist(solve, cast: str, lands: int) -> int:  # type: ignore[no-untyped-def]
    mountains = ", ".join(["Mountain"] * lands)
    out = solve(f"""
        name: Thunderdrum Soloist
        battlefield: [Thunderdrum Soloist, {mountains}]
        hand: {{Alice: [Blaze, Lightning Bolt]}}
        actions:
          - {cast}
    """)
    assert out.passed, out.failures
    return 20 - out.game.state.players[BOB].life


def test_601_2h_thunderdrum_soloist_five_mana_spell_deals_3_instead(solve) -> None:
    """Blaze with X = 4 costs five mana: Blaze deals 4, the Soloist 3 instead of 1."""
    assert _soloist(solve, "{cast: Blaze, targets: [Bob], choices: {x: 4}, pay: true}",
                    5) == 4 + 3


def test_601_2h_thunderdrum_soloist_one_mana_spell_deals_1(solve) -> None:
    assert _soloist(solve, "{cast: Lightning Bolt, targets: [Bob], pay: true}", 5) == 3 + 1


def test_601_2h_that_spell_outside_a_cast_trigger_stays_unread() -> None:
    """Not a cast trigger: no event names "that spell" (a spell's own text here)."""
    line = ("Counter target spell. If five or more mana was spent to cast that spell, draw "
            "a card.")
    assert compile_text(line, "Test Card", spell=True) is None
