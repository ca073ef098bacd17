"""701.20a: "Reveal the top N cards of your library." followed by "put" steps and where the
rest go, from the real Oracle lines: In the Presence of Ages ("a creature card and/or a land
card": at most one of each, either may be left), Tracker's Instincts ("Put a creature card":
revealed, so one must be taken), Kruphix's Insight ("up to three enchantment cards ... and
the rest of the revealed cards into your graveyard")."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_20a_in_the_presence_of_ages_line_two_optional_picks() -> None:
    [ability] = compile_text(
        "Reveal the top four cards of your library. You may put a creature card and/or a land "
        "card from among them into your hand. Put the rest into your graveyard.",
        "In the Presence of Ages", True) or [None]
    [look] = ability.instructions
    assert isinstance(look, I.LookAtTop) and look.n == 4 and look.rest == "graveyard"
    assert [(p.may, p.reveal, p.count) for p in look.picks] == [(True, True, 1)] * 2


_AGES = """
    name: In the Presence of Ages
    hand: {Alice: [In the Presence of Ages]}
    library: {Alice: [{card: Grizzly Bears, as: bears}, {card: Hill Giant, as: giant},
                      {card: Forest, as: forest}, Lightning Bolt, Plains],
              Bob: [Island]}
"""


def test_701_20a_in_the_presence_of_ages_a_creature_and_a_land(board) -> None:
    game = board(_AGES + """
    actions:
      - {cast: In the Presence of Ages}
    choices: [giant, forest]
    """)
    assert _names(game, "hand") == ["Forest", "Hill Giant"]
    assert _names(game, "graveyard") == ["Grizzly Bears", "In the Presence of Ages",
                                         "Lightning Bolt"]
    assert _names(game, "library") == ["Plains"]


def test_701_20a_in_the_presence_of_ages_may_take_only_the_land(board) -> None:
    game = board(_AGES + """
    actions:
      - {cast: In the Presence of Ages}
    choices: [done, forest]
    """)
    assert _names(game, "hand") == ["Forest"]
    assert "Hill Giant" in _names(game, "graveyard")


def test_701_20a_trackers_instincts_must_take_the_only_creature(board) -> None:
    """One creature card among the four: it goes to the hand with no choice."""
    game = board("""
    name: Tracker's Instincts
    hand: {Alice: [Tracker's Instincts]}
    library: {Alice: [Forest, Grizzly Bears, Lightning Bolt, Island, Plains], Bob: [Island]}
    actions:
      - {cast: Tracker's Instincts}
    """)
    assert _names(game, "hand") == ["Grizzly Bears"]
    assert _names(game, "graveyard") == ["Forest", "Island", "Lightning Bolt",
                                         "Tracker's Instincts"]
    assert _names(game, "library") == ["Plains"]


def test_701_20a_kruphixs_insight_up_to_three_enchantments(board) -> None:
    game = board("""
    name: Kruphix's Insight
    hand: {Alice: [Kruphix's Insight]}
    library: {Alice: [{card: Pacifism, as: p1}, {card: Pacifism, as: p2}, Forest, Island,
                      {card: Rancor, as: r}, Plains, Swamp],
              Bob: [Island]}
    actions:
      - {cast: Kruphix's Insight}
    choices: [p1, r, done]
    """)
    assert _names(game, "hand") == ["Pacifism", "Rancor"]
    assert _names(game, "graveyard") == ["Forest", "Island", "Kruphix's Insight", "Pacifism",
                                         "Plains"]
    assert _names(game, "library") == ["Swamp"]
