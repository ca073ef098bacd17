"""608.2c: "Create two 1/1 green Saproling creature tokens. If this spell was kicked, create
four of those tokens instead." — a later sentence (or, after an ability word, the next line)
changes the number of tokens the earlier sentence creates; the condition is checked as the
spell resolves (702.33d: kicked) and exactly one of the two numbers is created."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line, compile_text
from arbiter.rules import conditions as C
from arbiter.rules import instructions as I
from arbiter.rules.abilities import SpellAbility, UnsupportedAbility

LINES = [
    ("Saproling Migration", "Create two 1/1 green Saproling creature tokens. If this spell "
                            "was kicked, create four of those tokens instead.", 2, 4),
    ("Conqueror's Pledge", "Create six 1/1 white Kor Soldier creature tokens. If this spell "
                           "was kicked, create twelve of those tokens instead.", 6, 12),
    ("Rite of Replication", "Create a token that's a copy of target creature. If this spell "
                            "was kicked, create five of those tokens instead.", 1, 5),
]


@pytest.mark.parametrize(("name", "line", "before", "after"), LINES)
def test_608_2c_token_count_instead_lines(name: str, line: str, before: int,
                                          after: int) -> None:
    (ability,) = compile_line(line, name, spell=True)
    assert isinstance(ability, SpellAbility)
    (step,) = ability.instructions
    assert isinstance(step, I.If) and isinstance(step.condition, C.Not)
    (earlier,), (later,) = step.then, step.otherwise
    assert type(earlier) is type(later)
    assert (earlier.n, later.n) == (before, after)


def test_608_2c_those_tokens_after_other_than_one_token_creation_stay_unread() -> None:
    """After a sentence that doesn't create tokens, "those tokens" names nothing."""
    assert compile_text("Draw two cards. If this spell was kicked, create four of those "
                        "tokens instead.", "Zap", spell=True) is None


def _saprolings(game) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for oid, o in game.state.objects.items()
               if o.zone == "battlefield" and o.token is not None
               and "Saproling" in game.chars(oid).subtypes)


@pytest.mark.parametrize(("kicked", "expected"), [("no", 2), ("yes", 4)])
def test_702_33d_saproling_migration_kicked_creates_four_instead(board, kicked: str,
                                                                  expected: int) -> None:
    """Unkicked: two Saprolings; kicked: four instead (not two and four)."""
    game = board(f"""
        name: saproling migration
        hand: {{Alice: [{{card: Saproling Migration, as: s}}]}}
        actions:
          - {{cast: s, choices: {{kicker: {kicked}}}}}
    """)
    assert _saprolings(game) == expected


def test_608_2c_gather_the_townsfolk_fateful_hour_line(board) -> None:
    """Fateful hour on its own line: at 5 life Alice creates five Humans, at 20 two."""
    for life, expected in ((5, 5), (20, 2)):
        game = board(f"""
            name: townsfolk
            hand: {{Alice: [{{card: Gather the Townsfolk, as: g}}]}}
            actions:
              - {{set: {{player: Alice, life: {life}}}}}
              - {{cast: g}}
        """)
        humans = sum(1 for oid, o in game.state.objects.items()
                     if o.zone == "battlefield" and o.token is not None
                     and "Human" in game.chars(oid).subtypes)
        assert humans == expected


def test_608_2c_a_condition_about_that_creature_stays_unread() -> None:
    """Krothuss's "If that creature is a Kraken, ..., create two of those tokens instead":
    the condition names an object by a pronoun, checked before any token is created; not
    read by this template (it would be read about no object)."""
    (ability,) = compile_line("Whenever Krothuss attacks, create a tapped and attacking token "
                              "that's a copy of another target attacking creature. If that "
                              "creature is a Kraken, Leviathan, Octopus, or Serpent, create "
                              "two of those tokens instead.", "Krothuss, Lord of the Deep",
                              legendary=True)
    assert isinstance(ability, UnsupportedAbility)
