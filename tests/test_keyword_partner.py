"""The partner abilities (702.124), played where they act: designating a player's commanders
before the game (903.3, 702.124a-m: two commanders only as a partner ability allows; a
scenario designating others is refused), the commanders then working independently
(702.124d: each its own commander tax), and "partner with"'s triggered ability (702.124j)
through the real engine. Plus the lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.partner import partner_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.casting.total_cost import total_cost
from arbiter.engine.players.commander_designation import designation_problem
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.scenario.errors import ScenarioError

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "keyword", "param"), [
    ("Partner (You can have two commanders if both have partner.)", "partner", None),
    ("Partner\u2014Friends forever (You can have two commanders if both have friends "
     "forever.)", "partner", "Friends forever"),
    ("Partner\u2014Survivors", "partner", "Survivors"),
    ("Partner\u2014Father & son", "partner", "Father & son"),
    ("Choose a Background (You can have a Background as a second commander.)",
     "choose a background", None),
    ("Doctor's companion (You can have two commanders if the other is the Doctor.)",
     "doctor's companion", None),
])
def test_702_124a_partner_lines_read(line: str, keyword: str, param: str | None) -> None:
    (kw,) = partner_line(line)
    assert isinstance(kw, KeywordAbility) and (kw.keyword, kw.param) == (keyword, param)


def test_702_124j_partner_with_is_two_abilities() -> None:
    kw, trigger = partner_line("Partner with Will Kenrith (When this creature enters, target "
                               "player may put Will into their hand from their library.)")
    assert (kw.keyword, kw.param) == ("partner with", "Will Kenrith")
    assert isinstance(trigger, TriggeredAbility) and trigger.targets[0].kind == "player"


def test_702_124i_a_partner_text_the_rules_dont_list_stays_unread() -> None:
    assert partner_line("Partner\u2014Character select") is None


@pytest.mark.parametrize(("names", "ok"), [
    (["Akiri, Line-Slinger", "Ishai, Ojutai Dragonspeaker"], True),      # 702.124h
    (["Rograkh, Son of Rohgahh", "Tana, the Bloodsower"], True),         # 702.124h
    (["Brallin, Skyshark Rider", "Shabraz, the Skyshark"], True),         # 702.124j
    (["Ley Weaver", "Lore Weaver"], False),    # 903.3: partners, but not legendary
    (["Rowan Kenrith", "Will Kenrith"], True),             # 702.124j with 903.3a
    (["Wilson, Refined Grizzly", "Candlekeep Sage"], True),               # 702.124k
    (["K-9, Mark I", "The Fourth Doctor"], True),                         # 702.124m
    (["Akiri, Line-Slinger"], True),                                      # 903.3
    (["Akiri, Line-Slinger", "Lore Weaver"], False),   # 702.124f: partner and partner with
    (["Ley Weaver", "Blaring Captain"], False),        # 702.124j: not each other's name
    (["Akiri, Line-Slinger", "Isamaru, Hound of Konda"], False),  # only one has partner
    (["Candlekeep Sage"], False),                      # 702.124k: a Background alone
    (["Akiri, Line-Slinger", "Candlekeep Sage"], False),  # 702.124k: no choose a Background
    (["K-9, Mark I", "Sarah Jane Smith"], False),      # 702.124m: not a Time Lord Doctor
    (["Akiri, Line-Slinger", "Akiri, Line-Slinger"], False),  # 903.5b
    (["Grizzly Bears"], False),                        # 903.3: not legendary
    (["Akiri, Line-Slinger", "Ishai, Ojutai Dragonspeaker", "Tana, the Bloodsower"],
     False),                                           # 702.124g: never more than two
])
def test_702_124_which_cards_may_be_commanders(catalog, names: list[str], ok: bool) -> None:
    assert (designation_problem(catalog, names) is None) == ok


def _commanders(*names: str) -> str:
    entries = ", ".join(f'{{card: "{n}", as: c{i}, commander: true}}'
                        for i, n in enumerate(names))
    return f"""
        name: partner commanders
        command: {{Alice: [{entries}]}}
        battlefield: [Mountain, Mountain, Forest, Forest]
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
    """


def test_702_124h_two_partner_commanders_are_designated(board) -> None:
    game = board(_commanders("Rograkh, Son of Rohgahh", "Tana, the Bloodsower"))
    assert game.obj(obj_id(game, "c0")).commander and game.obj(obj_id(game, "c1")).commander


def test_702_124f_commanders_without_a_shared_partner_ability_are_refused(board) -> None:
    with pytest.raises(ScenarioError, match="702.124"):
        board(_commanders("Rograkh, Son of Rohgahh", "Blaring Captain"))


def test_702_124d_each_commander_has_its_own_tax(board) -> None:
    """Rograkh ({0}) is cast from the command zone; then Tana costs her own {2}{R}{G}, not
    {2} more for Rograkh's cast: the four lands cast her."""
    game = board(_commanders("Rograkh, Son of Rohgahh", "Tana, the Bloodsower"))
    cast(game, obj_id(game, "c0"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "c0")).zone == "battlefield"
    tana = obj_id(game, "c1")
    assert str(total_cost(game, tana, ALICE, None)[0]) == "{2}{R}{G}"
    cast(game, tana, ALICE, [], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "c1")).zone == "battlefield"


_PARTNER_WITH = """
    name: partner with
    battlefield: [Plains, Plains, Plains, Plains]
    hand: {Alice: [{card: Blaring Recruiter, as: recruiter}]}
    library: {Alice: [Swamp, {card: Blaring Captain, as: captain}, Swamp],
              Bob: [Plains, {card: Blaring Captain, as: bobs}]}
"""


def test_702_124j_partner_with_fetches_the_partner(solve) -> None:
    """Blaring Recruiter enters; its trigger targets Alice, who searches her library for
    Blaring Captain and puts it into her hand."""
    out = solve(_PARTNER_WITH + """
    actions:
      - {cast: recruiter, pay: true}
      - {resolve: all}
    choices: [Alice, yes, captain]
    expect:
      captain: {zone: hand}
      bobs: {zone: library}
    """)
    assert out.passed, out.failures


def test_702_124j_target_player_may_decline(solve) -> None:
    out = solve(_PARTNER_WITH + """
    actions:
      - {cast: recruiter, pay: true}
      - {resolve: all}
    choices: [Alice, no]
    expect:
      captain: {zone: library}
    """)
    assert out.passed, out.failures


def test_702_124j_target_opponent_searches_their_own_library(solve) -> None:
    """Targeted, Bob searches his own library: his Blaring Captain goes to his hand."""
    out = solve(_PARTNER_WITH + """
    actions:
      - {cast: recruiter, pay: true}
      - {resolve: all}
    choices: [Bob, yes, bobs]
    expect:
      bobs: {zone: hand}
      captain: {zone: library}
    """)
    assert out.passed, out.failures
