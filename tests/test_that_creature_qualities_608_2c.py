"""608.2c: "If that creature is white or blue, ...", "If that creature is legendary, ...",
"If that creature has infect, ..." about the object the effect named, as it is when the
sentence is reached (105.2, 205.4, 702)."""

from __future__ import annotations


def _cast(solve, spell: str, creature: str):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: {spell}
        battlefield:
          - {{card: {creature}, controller: Bob, as: target}}
        hand:
          Alice: [{spell}]
        actions:
          - cast: {spell}
            targets: [target]
    """).game


def _target(game):  # type: ignore[no-untyped-def]
    return next(o for o in game.state.objects.values()
                if o.alias == "target" and not o.zone.startswith("left:"))


def test_608_2c_lightning_dart_deals_4_to_a_white_creature(solve) -> None:
    game = _cast(solve, "Lightning Dart", "Serra Angel")  # a white 4/4
    assert _target(game).zone == "graveyard"


def test_608_2c_lightning_dart_deals_1_to_a_green_creature(solve) -> None:
    game = _cast(solve, "Lightning Dart", "Craw Wurm")  # a green 6/4
    assert _target(game).zone == "battlefield" and _target(game).damage == 1


def test_702_burn_the_impure_hits_an_infect_creature_s_controller(solve) -> None:
    game = _cast(solve, "Burn the Impure", "Blight Mamba")  # infect
    assert game.state.players[1].life == 17


def test_702_burn_the_impure_spares_the_controller_of_another_creature(solve) -> None:
    game = _cast(solve, "Burn the Impure", "Grizzly Bears")
    assert game.state.players[1].life == 20 and _target(game).zone == "graveyard"
