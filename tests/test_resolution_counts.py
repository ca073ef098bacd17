"""608.2c: "If this is the third time this ability has resolved this turn, ..." counts the
resolutions this turn of that ability of that object, the one resolving included
(`rules.resolution_counts`). Inner-Flame Igniter ("{2}{R}: Creatures you control get +1/+0
until end of turn. If this is the third time this ability has resolved this turn, creatures
you control gain first strike until end of turn."): first strike on the third resolution
only; the count starts over each turn. Rumor Gatherer's "If this is the second time ...,
draw a card instead." replaces its scry on the second resolution only."""

from __future__ import annotations

from arbiter.compiler.card_text import read_lines
from arbiter.rules.resolution_counts import ResolvedTimesThisTurn


def test_608_2c_resolved_times_lines() -> None:
    (ab,) = read_lines("Tannuk, Memorial Ensign", 0, "Landfall \u2014 Whenever a land you "
                       "control enters, Tannuk deals 1 damage to each opponent. If this is "
                       "the second time this ability has resolved this turn, draw a card.")
    assert ab.instructions[-1].condition == ResolvedTimesThisTurn(2)
    (ab,) = read_lines("X", 0, "Whenever a land you control enters, you gain 1 life if this "
                       "is the first or second time this ability has resolved this turn.")
    assert type(ab).__name__ == "UnsupportedAbility"


def _first_strike(game, alias: str) -> bool:  # type: ignore[no-untyped-def]
    [oid] = [o for o, obj in game.state.objects.items() if obj.alias == alias
             and obj.zone == "battlefield"]
    return any(getattr(i.ability, "keyword", None) == "first strike"
               for i in game.chars(oid).abilities)


def _igniter(solve, times: int, extra: str = ""):  # type: ignore[no-untyped-def]
    activations = "\n".join(["          - activate: {card: igniter, ability: 1}"] * times)
    out = solve(f"""
        name: Inner-Flame Igniter
        battlefield:
          - {{card: Inner-Flame Igniter, as: igniter}}
          - {{card: Grizzly Bears, as: bears}}
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
        actions:
{activations}
{extra}
    """)
    assert out.passed, out.failures
    return out.game


def test_608_2c_inner_flame_igniter_first_strike_on_the_third_resolution(solve) -> None:
    game = _igniter(solve, 2)
    assert not _first_strike(game, "bears")
    game = _igniter(solve, 3)
    assert _first_strike(game, "bears") and _first_strike(game, "igniter")
    bears = next(o for o, obj in game.state.objects.items() if obj.alias == "bears")
    assert game.chars(bears).power == 5  # 2 + three times +1/+0


def test_608_2c_the_count_starts_over_each_turn(solve) -> None:
    """Two resolutions on Alice's turn, then two on Bob's (the Igniter is Alice's; she
    activates it on his turn): neither turn reaches the third."""
    game = _igniter(solve, 2, "          - pass: next_turn\n"
                    "          - activate: {card: igniter, ability: 1}\n"
                    "          - activate: {card: igniter, ability: 1}")
    assert not _first_strike(game, "bears")


def test_608_2c_rumor_gatherer_draws_instead_of_scrying_the_second_time(solve) -> None:
    """Rumor Gatherer: "Alliance - Whenever another creature you control enters, scry 1. If
    this is the second time this ability has resolved this turn, draw a card instead."
    Alice casts two Grizzly Bears: the first triggers a scry, the second a draw."""
    out = solve("""
        name: Rumor Gatherer
        battlefield: [Rumor Gatherer]
        hand: {Alice: [Grizzly Bears, Grizzly Bears]}
        library: {Alice: [Island, Forest, Mountain], Bob: [Island]}
        actions:
          - {cast: Grizzly Bears, choices: {scry: top}}
          - cast: Grizzly Bears
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    [card] = [game.name_of(o) for o in game.state.zone_list("hand", 0)]
    assert card == "Island"
