"""702.47 splice: cards revealed from the hand as an Arcane spell is cast (601.2b), their
splice costs paid with the total cost (601.2f-h), the spell gaining their rules text
(702.47c) with its targets chosen normally (702.47d), and losing it as it leaves the stack
(702.47e). Played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.scenario.errors import ScenarioError


def test_702_47a_splice_glacial_ray_onto_reach_through_mists(solve) -> None:
    """Alice casts Reach Through Mists ({U}, "Draw a card.") splicing Glacial Ray (splice
    onto Arcane {1}{R}) at Bob: she pays {U} and {1}{R} (three lands tapped), draws a card,
    Bob takes 2, and Glacial Ray stays in her hand."""
    out = solve("""
        name: splice
        battlefield:
          - {card: Island, as: island}
          - {card: Mountain, as: m1}
          - {card: Mountain, as: m2}
        hand: {Alice: [Reach Through Mists, {card: Glacial Ray, as: ray}]}
        library: {Alice: [Forest]}
        actions:
          - {cast: Reach Through Mists, pay: true, targets: [Bob], choices: {splice: ray}}
        expect:
          player Bob: {life: 18}
          ray: {zone: hand}
          Forest: {zone: hand}
          Reach Through Mists: {zone: graveyard}
          island: {tapped: true}
          m1: {tapped: true}
          m2: {tapped: true}
    """)
    assert out.passed, out.failures


def test_702_47a_splice_cost_must_be_paid(solve) -> None:
    """With only an Island and a Mountain, Alice can't pay {U} plus the splice cost {1}{R}:
    the cast is refused and nothing changes."""
    out = solve("""
        name: splice unpaid
        battlefield: [{card: Island}, {card: Mountain}]
        hand: {Alice: [Reach Through Mists, {card: Glacial Ray, as: ray}]}
        library: {Alice: [Forest]}
        actions:
          - {cast: Reach Through Mists, pay: true, targets: [Bob], choices: {splice: ray},
             refused: "total cost"}
        expect:
          player Bob: {life: 20}
          Reach Through Mists: {zone: hand}
          Forest: {zone: library}
    """)
    assert out.passed, out.failures


def test_702_47c_spliced_text_is_the_spells_text(solve) -> None:
    """702.47c's example: Glacial Ray spliced onto Reach Through Mists (a blue spell): Reach
    Through Mists deals the damage, so it can target Silver Knight (protection from red) and
    destroys it; Glacial Ray itself couldn't target it."""
    out = solve("""
        name: splice text
        battlefield: [{card: Silver Knight, controller: Bob, as: knight}]
        hand: {Alice: [Reach Through Mists, {card: Glacial Ray, as: ray}]}
        library: {Alice: [Forest]}
        actions:
          - {cast: Glacial Ray, targets: [knight], refused: "isn't a legal"}
          - {cast: Reach Through Mists, targets: [knight], choices: {splice: ray}}
        expect:
          knight: {zone: graveyard}
          ray: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_47b_two_cards_spliced_in_order_with_their_targets(solve) -> None:
    """Glacial Ray and Kodama's Might spliced onto Reach Through Mists: the targets are the
    spliced texts' in the order revealed (Bob, then Grizzly Bears): Bob takes 2 and the
    Bears get +2/+2."""
    out = solve("""
        name: splice two
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Reach Through Mists, {card: Glacial Ray, as: ray},
                       {card: Kodama's Might, as: might}]}
        library: {Alice: [Forest]}
        actions:
          - {cast: Reach Through Mists, targets: [Bob, bears], choices: {splice: [ray, might]}}
        expect:
          player Bob: {life: 18}
          bears: {power: 4, toughness: 4}
          ray: {zone: hand}
          might: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_47b_no_splice_without_a_legal_target(solve) -> None:
    """With no creature on the battlefield, Kodama's Might ("Target creature gets +2/+2")
    can't be spliced: its target can't be chosen; Reach Through Mists is cast alone."""
    out = solve("""
        name: splice no target
        hand: {Alice: [{card: Reach Through Mists, as: mists}, {card: Kodama's Might, as: might}]}
        library: {Alice: [Forest]}
        actions:
          - {cast: Reach Through Mists, choices: {splice: might}, respond: true}
        expect:
          mists: {zone: stack}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [a.text for a in game.chars(obj_id(game, "mists")).abilities] == ["Draw a card."]


def test_702_47a_only_onto_the_quality(solve) -> None:
    """Lightning Bolt isn't Arcane: Glacial Ray can't be spliced onto it."""
    out = solve("""
        name: splice not arcane
        hand: {Alice: [Lightning Bolt, {card: Glacial Ray, as: ray}]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], choices: {splice: ray}}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
    # the choice was never asked: no splice happened, the Bolt dealt only its 3
    assert "spliced" not in repr(out.game.state.effects)


def test_702_47e_the_spell_loses_the_spliced_text_as_it_leaves_the_stack(solve) -> None:
    """Once resolved, Reach Through Mists in the graveyard has only its own text."""
    out = solve("""
        name: splice ends
        hand: {Alice: [{card: Reach Through Mists, as: mists}, {card: Glacial Ray, as: ray}]}
        library: {Alice: [Forest]}
        actions:
          - {cast: Reach Through Mists, targets: [Bob], choices: {splice: ray},
             respond: true}
        expect:
          mists: {zone: stack}
    """)
    assert out.passed, out.failures
    game = out.game
    mists = obj_id(game, "mists")
    texts = [a.text for a in game.chars(mists).abilities]
    assert texts == ["Draw a card.", "Glacial Ray deals 2 damage to any target.",
                     "Splice onto Arcane {1}{R}"]
    from arbiter.engine.turn import steps

    steps.resolve_all(game)
    mists = obj_id(game, "mists")
    assert game.obj(mists).zone == "graveyard"
    assert [a.text for a in game.chars(mists).abilities] == ["Draw a card."]
    assert game.state.players[1].life == 18


def test_702_47b_the_api_offers_splice_and_its_target(board) -> None:
    """Through the public API: casting Reach Through Mists with Glacial Ray in hand and
    three lands asks whether to splice it (601.2b), then for its target (702.47d); the whole
    cost {U}+{1}{R} is paid from the lands, and the spell resolves dealing 2 to Bob."""
    game = board("""
        name: api splice
        battlefield: [{card: Island}, {card: Mountain}, {card: Mountain}]
        hand: {Alice: [Reach Through Mists, Glacial Ray]}
        library: {Alice: [Forest]}
    """)
    (cast,) = [a for a in game.legal_actions() if a.label.startswith("cast Reach Through")]
    game.apply(cast)
    assert game.pending_decision.kind == "splice"
    game.apply(next(a for a in game.legal_actions() if a.label.startswith("Glacial Ray")))
    assert game.pending_decision.kind == "target"
    game.apply(next(a for a in game.legal_actions() if a.label == "Bob"))
    assert all(game.obj(o).tapped for o in game.state.battlefield())
    from arbiter.engine.turn import steps

    steps.resolve_all(game)
    assert game.state.players[1].life == 18
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Glacial Ray",
                                                                          "Forest"]


@pytest.mark.parametrize("line, read", [
    ("Splice onto Arcane {1}{R}", True),  # Glacial Ray
    ("Splice onto Arcane {G}", True),  # Kodama's Might
    ("Splice onto instant or sorcery {2}{U}", True),  # Modern Horizons 3 wording
    ("Splice onto Arcane\u2014Sacrifice two Mountains.", False),  # a cost in words
    ("Splice onto Arcane\u2014An opponent gains 5 life.", False),
])
def test_702_47a_splice_lines(line: str, read: bool) -> None:
    """Real Oracle lines: a splice cost of mana is read; a cost in words stays unread."""
    found = parse_keyword_line(line)
    assert (found is not None) == read
    if read:
        assert found is not None and found[0].keyword == "splice"


def test_702_47a_an_unread_splice_cost_stops_the_game_as_an_arcane_spell_is_cast(solve) -> None:
    """Torrent of Stone's splice cost (sacrifice two Mountains) isn't carried out: as Alice
    casts an Arcane spell with it in her hand she could reveal it (702.47a), so the game stops
    naming the line instead of casting the spell without offering the splice."""
    with pytest.raises(ScenarioError, match="Sacrifice two Mountains"):
        solve("""
            name: unread splice
            battlefield: [{card: Island}, {card: Mountain}, {card: Mountain}]
            hand: {Alice: [Reach Through Mists, Torrent of Stone]}
            library: {Alice: [Forest]}
            actions:
              - {cast: Reach Through Mists, pay: true}
        """)


def test_702_47a_an_unread_splice_card_in_hand_doesnt_matter_to_a_non_arcane_spell(solve) -> None:
    """Splice onto Arcane works only as an Arcane spell is cast: Alice casts Divination (not
    Arcane) with Torrent of Stone in her hand, and the game goes on."""
    out = solve("""
        name: unread splice, not arcane
        battlefield: [{card: Island}, {card: Island}, {card: Island}]
        hand: {Alice: [Divination, Torrent of Stone]}
        library: {Alice: [Forest, Plains]}
        actions:
          - {cast: Divination, pay: true}
        expect:
          Forest: {zone: hand}
          Plains: {zone: hand}
          Torrent of Stone: {zone: hand}
    """)
    assert out.passed, out.failures
