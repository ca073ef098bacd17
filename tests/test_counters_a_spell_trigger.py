"""603.2, 701.6a: "Whenever a spell or ability you control counters a spell, you may create a
1/1 blue Merfolk creature token." (Lullmage Mentor): it triggers when a spell its controller
controls counters a spell (701.6a), not when an opponent's spell does, and not when the spell
can't be countered (113.6g)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def _merfolk(game) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for oid, o in game.state.objects.items()
               if o.zone == "battlefield" and o.token is not None
               and "Merfolk" in game.chars(oid).subtypes)


def test_701_6a_your_counterspell_counters_a_spell(board) -> None:
    """Bob casts Lightning Bolt at Alice; Alice counters it with Counterspell: Lullmage Mentor
    triggers and Alice creates a Merfolk; the Bolt deals no damage."""
    game = board("""
        name: mentor counters
        battlefield: [{card: Lullmage Mentor}]
        hand: {Alice: [Counterspell], Bob: [Lightning Bolt]}
        choices: [true]
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true, as: bolt}
          - {cast: Counterspell, targets: [bolt]}
    """)
    assert _merfolk(game) == 1
    assert game.state.players[0].life == 20


def test_701_6a_an_opponents_counterspell_does_not_trigger_it(board) -> None:
    """Alice casts Lightning Bolt at Bob; Bob counters it: no Merfolk for Alice."""
    game = board("""
        name: mentor opponent counters
        battlefield: [{card: Lullmage Mentor}]
        hand: {Alice: [Lightning Bolt], Bob: [Counterspell]}
        choices: [true]
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true, as: bolt}
          - {cast: Counterspell, by: Bob, targets: [bolt]}
    """)
    assert _merfolk(game) == 0
    assert game.state.players[1].life == 20


def test_113_6g_a_spell_that_cant_be_countered_is_not_countered(board) -> None:
    """Bob casts Abrupt Decay ("This spell can't be countered") at Alice's Lullmage Mentor...
    Alice's Counterspell counters nothing: no trigger, and the Mentor is destroyed."""
    game = board("""
        name: mentor uncounterable
        battlefield: [{card: Lullmage Mentor, as: mentor}]
        hand: {Alice: [Counterspell], Bob: [Abrupt Decay]}
        choices: [true]
        actions:
          - {cast: Abrupt Decay, by: Bob, targets: [mentor], respond: true, as: decay}
          - {cast: Counterspell, targets: [decay]}
    """)
    assert _merfolk(game) == 0


def test_603_2_counters_a_spell_line_reads() -> None:
    (ability,) = compile_line("Whenever a spell or ability you control counters a spell, you "
                              "may draw a card. If you do, discard a card.",
                              "Baral, Chief of Compliance", legendary=True)
    assert isinstance(ability, TriggeredAbility)
    assert ability.trigger.event == "spell_countered" and ability.trigger.subject == "you"
