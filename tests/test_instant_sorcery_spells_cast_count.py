"""601.2i: "for each [other] instant and sorcery spell you've cast this turn" counts the
instant and sorcery spells the controller cast this turn (as each became cast); "other"
leaves out the resolving spell itself. Played with Lock and Load ("Draw a card, then draw a
card for each other instant and sorcery spell you've cast this turn.")."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.spells_cast_this_turn import SpellsOfTypesCount

ALICE = 0


def _hand_after(solve, before: str) -> int:  # type: ignore[no-untyped-def]
    game = solve(f"""
        name: lock and load
        battlefield: [{{card: Grizzly Bears, as: bears}}]
        hand: {{Alice: [Lock and Load, Shock, Giant Growth, Llanowar Elves]}}
        library: {{Alice: [Island, Island, Island, Island, Island]}}
        actions:
{before}
          - cast: Lock and Load
    """).game
    return sum(1 for o in game.state.objects.values()
               if o.zone == "hand" and o.owner == ALICE)


def test_601_2i_lock_and_load_counts_the_other_instants_and_sorceries(solve) -> None:
    """Shock and Giant Growth cast before it: 1 + 2 cards drawn; the Elves (a creature
    spell) aren't counted, nor is Lock and Load itself. Hand: Elves + 3 cards."""
    hand = _hand_after(solve, "          - {cast: Shock, targets: [Bob]}\n"
                              "          - {cast: Giant Growth, targets: [bears]}\n"
                              "          - cast: Llanowar Elves")
    assert hand == 3


def test_601_2i_lock_and_load_alone_draws_one(solve) -> None:
    """Only the Elves cast before it: one card (it doesn't count itself); Shock and Giant
    Growth stay in hand."""
    assert _hand_after(solve, "          - cast: Llanowar Elves") == 2 + 1


def test_601_2i_the_count_reads_types_and_other() -> None:
    (ab,) = compile_text("Draw a card for each instant and sorcery spell you've cast this "
                         "turn.", "Test", spell=True) or ()
    (draw,) = ab.instructions
    assert draw.n == SpellsOfTypesCount(("Instant", "Sorcery"))
