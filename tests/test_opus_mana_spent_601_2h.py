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


def _sahagin(solve, cast: str, lands: str) -> int:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Sahagin
        battlefield: [{{card: Sahagin, as: sahagin}}, {lands}]
        hand: {{Alice: [Blaze]}}
        actions:
          - {cast}
    """)
    assert out.passed, out.failures
    game = out.game
    return next(o for o in game.state.objects.values() if o.alias == "sahagin"
                and o.zone == "battlefield").counters.get("+1/+1", 0)


def test_603_4_sahagin_four_mana_spent_on_the_spell_cast(solve) -> None:
    """'Whenever you cast a noncreature spell, if at least four mana was spent to cast it,
    put a +1/+1 counter on this creature ...': Blaze with X = 3 (four mana) gives one."""
    assert _sahagin(solve, "{cast: Blaze, targets: [Bob], choices: {x: 3}, pay: true}",
                    "Mountain, Mountain, Mountain, Mountain") == 1


def test_603_4_sahagin_three_mana_spent_gives_none(solve) -> None:
    """Blaze with X = 2 (three mana): the intervening if is false; it doesn't trigger."""
    assert _sahagin(solve, "{cast: Blaze, targets: [Bob], choices: {x: 2}, pay: true}",
                    "Mountain, Mountain, Mountain, Mountain") == 0


def _void_mirror(solve, land: str) -> str:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Void Mirror
        battlefield: [Void Mirror, {land}]
        hand: {{Alice: [{{card: Sol Ring, as: ring}}]}}
        actions:
          - {{cast: ring, pay: true}}
    """)
    assert out.passed, out.failures
    return next(o.zone for o in out.game.state.objects.values() if o.alias == "ring"
                and not o.zone.startswith("left:"))


def test_603_4_void_mirror_counters_a_spell_cast_with_no_colored_mana(solve) -> None:
    """Sol Ring paid with the colorless mana of Wastes: no colored mana was spent, it is
    countered; paid with a Mountain's red mana it resolves."""
    assert _void_mirror(solve, "Wastes") == "graveyard"
    assert _void_mirror(solve, "Mountain") == "battlefield"
