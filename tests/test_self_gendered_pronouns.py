"""122.1, 608.2c: a legendary character's "him" / "her" / "he" / "she" is the object with
the ability (Oracle text calls anything else "it" or "they"): "put a +1/+1 counter on her",
"He gains indestructible until end of turn" (played: Mockingbird, Venus, Katara)."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text


def test_122_1_mockingbird_gets_a_counter_when_dealt_damage(board) -> None:
    game = board("""
        name: Mockingbird
        battlefield: [{card: "Mockingbird, Bobbi Morse", as: bird}, {card: Hill Giant, as: giant}]
        hand: {Alice: [Shock]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Shock, targets: [bird]}
    """)
    assert game.obj(obj_id(game, "bird")).counters.get("+1/+1") == 1
    assert game.obj(obj_id(game, "giant")).counters.get("+1/+1", 0) == 0
    ch = game.chars(obj_id(game, "bird"))
    assert (ch.power, ch.toughness) == (4, 4)


def test_122_1_venus_gets_that_many_counters(board) -> None:
    game = board("""
        name: Venus
        battlefield: [{card: "Venus, Torn Between Worlds", as: venus}]
        hand: {Alice: [Shock]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Shock, targets: [venus]}
    """)
    assert game.obj(obj_id(game, "venus")).counters.get("+1/+1") == 2


def test_122_1_katara_tapped_at_end_step_gets_a_counter(board) -> None:
    """Alice's Katara attacked (tapped): at Alice's end step she gets a counter; Bob's Katara
    (not his end step) gets none."""
    game = board("""
        name: Katara
        battlefield: [{card: "Katara, Bending Prodigy", as: katara},
                      {card: "Katara, Bending Prodigy", controller: Bob, as: bobs}]
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {attack: [katara]}
          - {block: {}}
          - {pass: next_turn}
    """)
    assert game.obj(obj_id(game, "katara")).counters.get("+1/+1") == 1
    assert game.obj(obj_id(game, "bobs")).counters.get("+1/+1", 0) == 0


def test_he_or_she_is_not_the_object() -> None:
    """The old "he or she" (a player) isn't read as the object."""
    assert compile_text("Whenever ~ attacks, he or she gains 1 life.", "Test Card") is None
