"""207.2d: a flavor word before a dash has no rules meaning, hyphenated or not ("Animal
May-Ham — Other Spiders, ... you control get +1/+1."); "Power-up —", a mechanic the CR of
this project doesn't define, is not taken for one: the line grammar leaves it unread, and
only the card's text reads it, as the keyword its reminder text describes
(`compiler.keywords.activated_keywords`, tests/test_keyword_power_up.py)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import (
    ActivatedAbility,
    StaticAbility,
    TriggeredAbility,
    UnsupportedAbility,
)


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Spider-Ham, Peter Porker",
     "Animal May-Ham \u2014 Other Spiders, Boars, Bats, Bears, Birds, Cats, Dogs, Frogs, "
     "Jackals, Lizards, Mice, Otters, Rabbits, Raccoons, Rats, Squirrels, Turtles, and Wolves "
     "you control get +1/+1.", StaticAbility),
    ("Space Marine Devastator", "Grav-cannon \u2014 When this creature enters, destroy up to "
                                "one target artifact or enchantment.", TriggeredAbility),
    ("Knight Paladin", "Rapid-fire Battle Cannon \u2014 When this Vehicle enters, it deals 4 "
                       "damage to each opponent.", TriggeredAbility),
    ("Brave Brawler", "Power-up \u2014 {4}{W}: Put two +1/+1 counters on this creature.",
     UnsupportedAbility),
])
def test_207_2d_hyphenated_flavor_words(name: str, line: str, kind: type) -> None:
    (ab,) = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, kind), ab


def test_207_2d_spider_ham_animal_may_ham(solve) -> None:
    """Spider-Ham: Alice's Grizzly Bears (a Bear) is 3/3; her Hill Giant and Bob's Grizzly
    Bears are unchanged."""
    out = solve("""
        name: spider-ham
        battlefield:
          - "Spider-Ham, Peter Porker"
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, as: bobs, controller: Bob}
        expect:
          bears: {power: 3, toughness: 3}
          giant: {power: 3, toughness: 3}
          bobs: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("The Unbeatable Squirrel Girl", "Do You Like Squirrels? \u2014 Whenever The Unbeatable "
     "Squirrel Girl enters or attacks, create a 1/1 green Squirrel creature token.",
     TriggeredAbility),
    ("Barret, Avalanche Leader", "Avalanche! \u2014 Whenever an Equipment you control enters, "
                                 "create a 2/2 red Rebel creature token.", TriggeredAbility),
    ("The Unbeatable Squirrel Girl", "I LOVE Squirrels! \u2014 {1}{G}{G}{G}: Create X 1/1 green "
     "Squirrel creature tokens, where X is the number of Squirrels you control.",
     ActivatedAbility),
])
def test_207_2d_flavor_words_ending_in_a_mark(name: str, line: str, kind: type) -> None:
    """207.2d: a flavor word ending in "!" or "?" (or in capitals) is no part of the rules."""
    (ab,) = compile_line(line, name, legendary="," in name or name.startswith("The "))
    assert isinstance(ab, kind), ab
