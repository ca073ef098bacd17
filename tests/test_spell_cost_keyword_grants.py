"""601.2a, 613.1f: keywords given to the spells a player casts that work while the spell's
costs are determined and paid: convoke (702.51a), improvise (702.126a), affinity for
artifacts (702.41a, each instance applying, 702.41b), and ripple given the same way
(702.60a). The card is on the stack as its costs are determined (601.2a), so an effect
giving "spells you cast" a keyword reaches it there; played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def _castable(game, alias: str) -> bool:
    oid = obj_id(game, alias)
    return any(str(a).startswith("cast ") and str(a).endswith(f"#{oid}")
               for a in game.legal_actions())


def _cast(game, alias: str):
    oid = obj_id(game, alias)
    return next(a for a in game.legal_actions() if str(a).startswith("cast ")
                and str(a).endswith(f"#{oid}"))


_ENGINEER = """
    name: chief engineer
    battlefield: [{card: Chief Engineer, as: engineer}, {card: Grizzly Bears, as: bears},
                  {card: Savannah Lions, as: lions}]
    hand: {Alice: [{card: Millstone, as: millstone}, {card: Runeclaw Bear, as: runeclaw}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_702_51a_chief_engineer_gives_artifact_spells_convoke(board) -> None:
    """Chief Engineer: "Artifact spells you cast have convoke." With no land, Alice casts
    Millstone ({2}) by tapping two creatures (702.51a: each pays one generic mana); the
    creatures that paid are tapped and named as having convoked it (702.51c)."""
    game = board(_ENGINEER)
    assert _castable(game, "millstone")
    game.apply(_cast(game, "millstone"))
    game.apply(next(a for a in game.legal_actions()
                    if "Grizzly Bears" in str(a) and "Savannah Lions" in str(a)))
    item = game.state.stack_items[-1]
    assert item.choices["mana_spent"] == 0
    assert sorted(item.choices["convoked"]) == sorted(
        obj_id(game, a) for a in ("bears", "lions"))
    assert not game.obj(obj_id(game, "engineer")).tapped


def test_702_51a_convoke_given_only_to_artifact_spells(board) -> None:
    """Runeclaw Bear ({1}{G}) isn't an artifact spell: Chief Engineer doesn't give it
    convoke, and with no land Alice can't cast it."""
    game = board(_ENGINEER)
    assert not _castable(game, "runeclaw")


def test_702_51a_convoke_given_only_to_its_controllers_spells(board) -> None:
    """Bob's Chief Engineer gives convoke to the spells Bob casts, not Alice's."""
    game = board("""
        name: chief engineer bob
        battlefield: [{card: Chief Engineer, controller: Bob}, Grizzly Bears,
                      Savannah Lions]
        hand: {Alice: [{card: Millstone, as: millstone}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not _castable(game, "millstone")


def test_702_126a_inspiring_statuary_gives_nonartifact_spells_improvise(board) -> None:
    """Inspiring Statuary: "Nonartifact spells you cast have improvise." Hill Giant
    ({3}{R}) with one Mountain: Statuary and two Ornithopters pay the {3} (702.126a); Millstone, an
    artifact spell, gets nothing: the Mountain alone can't pay its {2}."""
    game = board("""
        name: statuary
        battlefield: [{card: Inspiring Statuary, as: statuary}, Mountain,
                      {card: Ornithopter, as: o1}, {card: Ornithopter, as: o2}]
        hand: {Alice: [{card: Hill Giant, as: giant}, {card: Millstone, as: millstone}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not _castable(game, "millstone")
    game.apply(_cast(game, "giant"))
    if not game.state.stack_items:  # the only way to pay: every artifact and the Mountain
        (pay,) = [a for a in game.legal_actions() if str(a).startswith("pay")]
        game.apply(pay)
    item = game.state.stack_items[-1]
    assert item.choices["mana_spent"] == 1
    assert sorted(item.choices["improvised"]) == sorted(
        obj_id(game, a) for a in ("statuary", "o1", "o2"))


@pytest.mark.parametrize(("sami", "castable"), [(True, True), (False, False)])
def test_702_41a_sami_gives_spells_affinity_for_artifacts(board, sami, castable) -> None:
    """Sami, Wildcat Captain: "Spells you cast have affinity for artifacts." Hill Giant
    ({3}{R}) costs {1} less for each of Alice's three Ornithoppers: the Mountain pays {R};
    without Sami it can't be cast."""
    game = board(f"""
        name: sami
        battlefield: [{'"Sami, Wildcat Captain", ' if sami else ''}Mountain, Ornithopter,
                      Ornithopter, Ornithopter, {{card: Ornithopter, controller: Bob}}]
        hand: {{Alice: [{{card: Hill Giant, as: giant}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    assert _castable(game, "giant") == castable


def test_702_41b_a_given_affinity_and_a_printed_one_each_apply(board) -> None:
    """Frogmite (affinity for artifacts, {4}) with Sami and two Ornithopters: two instances,
    each {2} less (702.41b): it costs {0}. Without Sami it costs {2}: no land, not cast."""
    game = board("""
        name: frogmite sami
        battlefield: ["Sami, Wildcat Captain", Ornithopter, Ornithopter]
        hand: {Alice: [{card: Frogmite, as: frogmite}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _castable(game, "frogmite")
    game.apply(_cast(game, "frogmite"))
    assert game.state.stack_items[-1].choices["mana_spent"] == 0
    alone = board("""
        name: frogmite alone
        battlefield: [Ornithopter, Ornithopter]
        hand: {Alice: [{card: Frogmite, as: frogmite}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not _castable(alone, "frogmite")


def test_702_60a_thrumming_stone_gives_spells_ripple_4(solve) -> None:
    """Thrumming Stone: "Spells you cast have ripple 4." Alice's Lightning Bolt at Bob
    ripples: the top cards are Island and Lightning Bolt; the second Bolt is cast at Bob
    without paying its mana cost (and ripples too, declined; its library then holds only
    Island). Bob takes 3 + 3."""
    out = solve("""
        name: thrumming stone
        battlefield: [Thrumming Stone]
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Island, Lightning Bolt]}
        choices: [true, true, Bob, false]
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


LINES = [
    ("Chief Engineer", "Artifact spells you cast have convoke.", True),
    ("Myojin of Blooming Dawn", "Creature spells you cast have convoke.", True),
    ("Inspiring Statuary", "Nonartifact spells you cast have improvise.", True),
    ("Teval, Arbiter of Virtue", "Spells you cast have delve.", True),
    ("Sami, Wildcat Captain", "Spells you cast have affinity for artifacts.", True),
    ("Thrumming Stone", "Spells you cast have ripple 4.", True),
    # announced or paid from the card where it is: unread
    ("Raiding Schemes", "Each noncreature spell you cast has conspire.", False),
    ("Pearl-Ear, Imperial Advisor", "Enchantment spells you cast have affinity for Auras.",
     False),
    ("Silverquill, the Disputant", "Each instant and sorcery spell you cast has casualty 1.",
     False),
]


@pytest.mark.parametrize(("name", "line", "read"), LINES)
def test_613_1f_spell_keyword_lines(name: str, line: str, read: bool) -> None:
    got = compile_text(line, name, legendary=True)
    assert bool(got) == read
    if read:
        assert got is not None and isinstance(got[0], StaticAbility)
