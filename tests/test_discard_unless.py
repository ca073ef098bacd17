"""701.9b: "discard two cards unless you discard an artifact card" (Thirst for Knowledge) and
"that player discards two cards unless they discard a land card" (Compulsive Research),
played from real Oracle lines: the discarding player chooses one card of the stated kind or
two cards of any kind; with no card of that kind, two cards (or the whole hand)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.discard_unless import DiscardUnless
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "who"), [
    ("Thirst for Knowledge", "Draw three cards. Then discard two cards unless you discard an "
     "artifact card.", "you"),
    ("Practical Research", "Draw four cards. Then discard two cards unless you discard an "
     "instant or sorcery card.", "you"),
    ("Thirst for Discovery", "Draw three cards. Then discard two cards unless you discard a "
     "basic land card.", "you"),
    ("Compulsive Research", "Target player draws three cards. Then that player discards two "
     "cards unless they discard a land card.", None),
    ("Wrench Mind", "Target player discards two cards unless they discard an artifact card.",
     None),
])
def test_701_9b_discard_unless_lines(name: str, line: str, who: str | None) -> None:
    [ability] = compile_text(line, name, True) or [None]
    step = ability.instructions[-1]
    assert isinstance(step, DiscardUnless) and step.n == 2
    if who is not None:
        assert step.who == who
    else:
        assert isinstance(step.who, I.Ref)


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


_THIRST = """
    name: Thirst for Knowledge
    hand: {Alice: [Thirst for Knowledge, {card: Grizzly Bears, as: bears}]}
    library: {Alice: [{card: Sol Ring, as: ring}, {card: Island, as: island}, Forest,
                      Mountain], Bob: [Island]}
"""


def test_701_9b_thirst_for_knowledge_discards_only_the_artifact(board) -> None:
    game = board(_THIRST + """
    actions:
      - {cast: Thirst for Knowledge, choices: {discard_unless: ring}}
    """)
    assert _names(game, "graveyard") == ["Sol Ring", "Thirst for Knowledge"]
    assert _names(game, "hand") == ["Forest", "Grizzly Bears", "Island"]


def test_701_9b_thirst_for_knowledge_may_discard_two_cards_instead(board) -> None:
    """Alice keeps Sol Ring and discards the Bears and the Island."""
    game = board(_THIRST + """
    choices: [null, bears, island]
    actions:
      - {cast: Thirst for Knowledge}
    """)
    assert _names(game, "graveyard") == ["Grizzly Bears", "Island", "Thirst for Knowledge"]
    assert _names(game, "hand") == ["Forest", "Sol Ring"]


def test_701_9b_compulsive_research_without_a_land_discards_two(board) -> None:
    """Bob draws three nonland cards: he must discard two of his cards."""
    game = board("""
        name: Compulsive Research
        hand: {Alice: [Compulsive Research], Bob: [{card: Shock, as: shock}]}
        library: {Alice: [Island],
                  Bob: [{card: Grizzly Bears, as: bears}, Giant Growth, Lightning Bolt]}
        choices: [shock, bears]
        actions:
          - {cast: Compulsive Research, targets: [Bob]}
    """)
    assert _names(game, "graveyard", 1) == ["Grizzly Bears", "Shock"]
    assert _names(game, "hand", 1) == ["Giant Growth", "Lightning Bolt"]
    assert _names(game, "hand", 0) == []


def test_701_9b_compulsive_research_one_land_is_enough(board) -> None:
    game = board("""
        name: Compulsive Research, a land
        hand: {Alice: [Compulsive Research]}
        library: {Alice: [{card: Forest, as: forest}, Grizzly Bears, Lightning Bolt],
                  Bob: [Island]}
        actions:
          - {cast: Compulsive Research, targets: [Alice], choices: {discard_unless: forest}}
    """)
    assert _names(game, "graveyard") == ["Compulsive Research", "Forest"]
    assert _names(game, "hand") == ["Grizzly Bears", "Lightning Bolt"]


def test_701_9b_wrench_mind_with_one_card_discards_it(board) -> None:
    """Bob holds only a Shock, no artifact: his whole hand (one card) is discarded."""
    game = board("""
        name: Wrench Mind
        hand: {Alice: [Wrench Mind], Bob: [Shock]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Wrench Mind, targets: [Bob]}
    """)
    assert _names(game, "graveyard", 1) == ["Shock"]
    assert _names(game, "hand", 1) == []
