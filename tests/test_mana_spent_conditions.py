"""601.2h: "If at least three <color> mana was spent to cast this spell" (adamant, 207.2c):
the mana paid for the spell, counted by type as its total cost was paid, decides as the
spell resolves (608.2c). Foreboding Fruit ({2}{B}{B}) makes a Food only when three black
mana paid for it; Slaying Fire ({2}{R}) deals 4 damage instead of 3 only with three red.
"If ..., instead <effects>" (Once and Future) stays unread."""

from __future__ import annotations

from arbiter.compiler.card_text import read_lines
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.mana_spent_conditions import ManaSpentAtLeast

ALICE, BOB = 0, 1


def test_601_2h_adamant_lines() -> None:
    (ab,) = read_lines("Foreboding Fruit", 0, "Adamant \u2014 If at least three black mana was "
                       "spent to cast this spell, create a Food token.", spell=True)
    assert ab.instructions[0].condition == ManaSpentAtLeast(3, "B")
    (ab,) = read_lines("Desecrate Reality", 0, "If at least three colorless mana was spent "
                       "to cast this spell, scry 3.", spell=True)
    assert ab.instructions[0].condition == ManaSpentAtLeast(3, "C")


def test_601_2h_instead_of_earlier_instructions_stays_unread() -> None:
    lines = ("Return target card from your graveyard to your hand. Exile Once and Future.\n"
             "Adamant \u2014 If at least three green mana was spent to cast this spell, "
             "instead return those cards to your hand and exile Once and Future.")
    abilities = read_lines("Once and Future", 0, lines, spell=True)
    assert any(isinstance(a, UnsupportedAbility) for a in abilities)


def _fruit(solve, lands: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Foreboding Fruit
        battlefield: {lands}
        hand: {{Alice: [Foreboding Fruit]}}
        library: {{Alice: [Island, Island, Island], Bob: [Island]}}
        actions:
          - {{cast: Foreboding Fruit, targets: [Alice], pay: true}}
        expect:
          player Alice: {{life: 18, hand_size: 2}}
    """)
    assert out.passed, out.failures
    game = out.game
    return [o for o in game.state.battlefield() if "Food" in (game.name_of(o) or "")]


def test_601_2h_foreboding_fruit_three_black_mana_makes_a_food(solve) -> None:
    assert len(_fruit(solve, "[Swamp, Swamp, Swamp, Island]")) == 1


def test_601_2h_foreboding_fruit_two_black_mana_makes_none(solve) -> None:
    assert _fruit(solve, "[Swamp, Swamp, Island, Island]") == []


def _slaying_fire(solve, lands: str) -> int:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Slaying Fire
        battlefield: {lands}
        hand: {{Alice: [Slaying Fire]}}
        actions:
          - {{cast: Slaying Fire, targets: [Bob], pay: true}}
    """)
    assert out.passed, out.failures
    return 20 - out.game.state.players[BOB].life


def test_601_2h_slaying_fire_deals_4_with_three_red_mana_3_otherwise(solve) -> None:
    assert _slaying_fire(solve, "[Mountain, Mountain, Mountain]") == 4
    assert _slaying_fire(solve, "[Mountain, Island, Island]") == 3
