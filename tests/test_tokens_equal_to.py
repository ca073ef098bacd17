"""111.2 / 107.1 / 608.2h: "create a number of <tokens> equal to <a number>": the number is
counted once, as the effect resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import objects as I


def _count(game, name: str) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for o in game.state.battlefield() if game.name_of(o) == name)


def test_700_5_abhorrent_overlord_devotion_to_black(solve) -> None:
    """Abhorrent Overlord ({5}{B}{B}) enters beside Phyrexian Arena ({1}{B}{B}): devotion to
    black 4 (700.5: the mana symbols among the mana costs of permanents you control), four
    1/1 flying Harpies."""
    out = solve("""
        name: overlord
        battlefield: [Phyrexian Arena]
        actions:
          - {enter: {card: Abhorrent Overlord, controller: Alice}}
        expect:
          Harpy Token: {power: 1, toughness: 1, has: [Flying]}
    """)
    assert out.passed, out.failures
    assert _count(out.game, "Harpy Token") == 4


def test_608_2h_goblin_gathering_counts_as_it_resolves(solve) -> None:
    """Goblin Gathering: "two plus the number of cards named Goblin Gathering in your
    graveyard": with one already there, three Goblins (the resolving spell itself isn't in
    the graveyard yet, 608.2n)."""
    out = solve("""
        name: goblin gathering
        graveyard: {Alice: [Goblin Gathering]}
        hand: {Alice: [Goblin Gathering]}
        actions:
          - {cast: Goblin Gathering}
    """)
    assert out.passed, out.failures
    assert _count(out.game, "Goblin Token") == 3


@pytest.mark.parametrize(("name", "line", "spell"), [
    ("Abhorrent Overlord", "When this creature enters, create a number of 1/1 black Harpy "
     "creature tokens with flying equal to your devotion to black.", False),
    ("Goblin Gathering", "Create a number of 1/1 red Goblin creature tokens equal to two plus "
     "the number of cards named Goblin Gathering in your graveyard.", True),
    ("Test Card", "When this creature dies, create a number of tapped Treasure tokens equal to "
     "its power.", False),
])
def test_111_2_create_a_number_equal_to_lines(name: str, line: str, spell: bool) -> None:
    (ability,) = compile_line(line, name, spell=spell)
    assert not isinstance(ability, UnsupportedAbility), line
    (create,) = ability.instructions
    assert isinstance(create, I.CreateToken) and not isinstance(create.n, int)


def test_111_3_an_x_sized_token_a_number_of_times_is_not_read() -> None:
    (ability,) = compile_line("When this creature enters, create a number of X/X green Ooze "
                              "creature tokens equal to your devotion to green.", "Test Card")
    assert isinstance(ability, UnsupportedAbility)
