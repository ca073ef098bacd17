"""702: keyword lines, read by the keyword grammar (`compiler.keywords.keywords`) with reminder text
ignored (207.2). One row per keyword the seed and Midnight Hunt cards use, from real Oracle
lines: the keyword each line gives and its parameter."""

from __future__ import annotations

import pytest

from arbiter.cards.database import CardDatabase
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.rules.parts import EveryCreatureType, SetColors

DB = CardDatabase.bundled()


def _line(card: str, starts: str) -> str:
    """The card's Oracle line that starts with `starts` (so each row is a real line)."""
    for face in DB.get(card).faces:
        for line in face.oracle_text.split("\n"):
            if line.startswith(starts):
                return line
    raise AssertionError(f"{card} has no line starting {starts!r}")


ROWS = [
    # (card, line start, [(keyword, param), ...])
    # Today's Oracle text puts each of Serra Angel's and Vampire Nighthawk's keywords on its
    # own line; Aerial Responder keeps a list of three on one line.
    ("Serra Angel", "Flying", [("flying", None)]),
    ("Serra Angel", "Vigilance", [("vigilance", None)]),
    ("White Knight", "First strike", [("first strike", None)]),
    ("Boros Swiftblade", "Double strike", [("double strike", None)]),
    ("Vampire Nighthawk", "Flying", [("flying", None)]),
    ("Vampire Nighthawk", "Deathtouch", [("deathtouch", None)]),
    ("Vampire Nighthawk", "Lifelink", [("lifelink", None)]),
    ("Aerial Responder", "Flying, vigilance, lifelink", [("flying", None), ("vigilance", None),
                                                         ("lifelink", None)]),
    ("Raging Goblin", "Haste", [("haste", None)]),
    ("Colossal Dreadmaw", "Trample", [("trample", None)]),
    ("Giant Spider", "Reach", [("reach", None)]),
    ("Gladecover Scout", "Hexproof", [("hexproof", None)]),
    ("Chaplain of Alms", "Ward", [("ward", "{1}")]),
    ("Owlin Shieldmage", "Ward", [("ward", "Pay 3 life.")]),
    ("Graveyard Trespasser", "Ward", [("ward", "Discard a card.")]),
    ("Darksteel Myr", "Indestructible", [("indestructible", None)]),
    ("Wall of Stone", "Defender", [("defender", None)]),
    ("Ambush Viper", "Flash", [("flash", None)]),
    ("White Knight", "Protection", [("protection from", "black")]),
    ("Zodiac Horse", "Islandwalk", [("landwalk", "Island")]),
    ("Gemrazer", "Reach", [("reach", None), ("trample", None)]),
    ("Gemrazer", "Mutate", [("mutate", "{1}{G}{G}")]),
    ("Pyrotechnic Performer", "Disguise", [("disguise", "{R}")]),
    ("Skirk Commando", "Morph", [("morph", "{2}{R}")]),
    ("Mardu Shadowspear", "Dash", [("dash", "{1}{B}")]),
    ("Think Twice", "Flashback", [("flashback", "{2}{U}")]),
    ("Beloved Beggar", "Disturb", [("disturb", "{4}{W}{W}")]),
    ("Kessig Naturalist", "Daybound", [("daybound", None)]),
    ("Lord of the Ulvenwald", "Nightbound", [("nightbound", None)]),
    ("Hobbling Zombie", "Deathtouch", [("deathtouch", None)]),
    ("Bonesplitter", "Equip {", [("equip", "{1}")]),
    ("Pacifism", "Enchant", [("enchant", "creature")]),
    ("Smuggler's Copter", "Crew", [("crew", "1")]),
    ("Hexdrinker", "Level up", [("level up", "{1}")]),
    ("Overlord of the Hauntwoods", "Impending", [("impending", "4\u2014{1}{G}{G}")]),
    ("Vraska, Betrayal's Sting", "Compleated", [("compleated", None)]),
]


@pytest.mark.parametrize(("card", "starts", "expected"), ROWS,
                         ids=[f"{c}:{s}" for c, s, _ in ROWS])
def test_cr_702_keyword_lines(card: str, starts: str, expected: list) -> None:
    got = parse_keyword_line(_line(card, starts))
    assert got is not None
    assert [(k.keyword, k.param) for k in got] == expected


def test_cr_702_73a_changeling_and_702_114a_devoid_are_cdas() -> None:
    (changeling,) = parse_keyword_line(_line("Chameleon Colossus", "Changeling"))  # type: ignore[misc]
    assert changeling.is_cda and changeling.effects[0].parts == (EveryCreatureType(),)
    (devoid,) = parse_keyword_line(_line("Thief of Existence", "Devoid"))  # type: ignore[misc]
    assert devoid.is_cda and devoid.effects[0].parts == (SetColors(colors=frozenset()),)


def test_cr_702_decayed_token_text_is_a_keyword_line() -> None:
    assert [k.keyword for k in parse_keyword_line("Decayed") or ()] == ["decayed"]


@pytest.mark.parametrize("line", [
    "Destroy target creature.",
    "Flying creatures you control get +1/+1.",
    "Flashback\u2014{R}{R}, Discard X cards.",  # a flashback cost the engine can't pay
    "Casualty X. The copy isn't legendary and has starting loyalty X.",
])
def test_cr_702_lines_that_are_not_only_keywords_are_not_keyword_lines(line: str) -> None:
    assert parse_keyword_line(line) is None
