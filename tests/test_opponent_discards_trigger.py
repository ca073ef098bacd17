"""603.2 / 701.9a: "Whenever an opponent discards a card, this enchantment deals 2 damage to
that player." (Megrim): once per card an opponent discards; the controller's own discards
don't count; "that player" is the one who discarded."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


def test_603_2_megrim_line() -> None:
    [ability] = compile_text("Whenever an opponent discards a card, this enchantment deals 2 "
                             "damage to that player.", "Megrim") or [None]
    assert (ability.trigger.event, ability.trigger.by) == ("discard", "opponent")
    assert ability.instructions == (I.DealDamage(2, to=I.Ref.event_player(),
                                                 source=I.Ref.this()),)


def test_603_2_megrim_wheel_of_fortune(board) -> None:
    """Wheel of Fortune: Bob discards two cards (4 damage), Alice one (none)."""
    library = ", ".join(["Swamp"] * 8)
    game = board(f"""
        name: Megrim
        battlefield: [Megrim]
        hand: {{Alice: [Wheel of Fortune, Forest], Bob: [Island, Island]}}
        library: {{Alice: [{library}], Bob: [{library}]}}
        actions:
          - cast: Wheel of Fortune
    """)
    assert [p.life for p in game.state.players] == [20, 16]


def test_603_2_confessor_any_player_discards(board) -> None:
    """Confessor: 'Whenever a player discards a card, you may gain 1 life.' Alice's Mind Rot
    makes Bob discard two cards (two triggers, 2 life), then her own Mind Rot on herself
    makes her discard two (2 more). (Alice answers yes to every decision.)"""
    game = board("""
        name: confessor
        battlefield: [Confessor]
        hand: {Alice: [Mind Rot, Mind Rot, Forest, Island], Bob: [Island, Swamp]}
        choices: [yes, yes, yes, yes, yes, yes]
        actions:
          - {cast: Mind Rot, targets: [Bob]}
          - {cast: Mind Rot, targets: [Alice]}
    """)
    assert [p.life for p in game.state.players] == [24, 20]


def test_701_9a_waste_not_kinds_of_cards(board) -> None:
    """Waste Not: Bob discards a creature card and a land card to Mind Rot: a 2/2 Zombie and
    {B}{B}; a noncreature, nonland card (Lightning Bolt) later: a card drawn. Alice's own
    discards trigger nothing."""
    game = board("""
        name: waste not
        battlefield: [Waste Not]
        hand: {Alice: [Mind Rot], Bob: [Grizzly Bears, Swamp]}
        actions:
          - {cast: Mind Rot, targets: [Bob]}
    """)
    zombies = [o for o in game.state.battlefield() if game.name_of(o) == "Zombie Token"]
    assert len(zombies) == 1 and game.controller_of(zombies[0]) == 0
    assert game.state.players[0].mana_pool.get("B", 0) == 2
    game = board("""
        name: waste not, own discard and a noncreature nonland card
        battlefield: [Waste Not]
        hand: {Alice: [Mind Rot, Mind Rot, Forest, Grizzly Bears], Bob: [Lightning Bolt]}
        library: {Alice: [Island, Island]}
        choices: [Forest, Grizzly Bears]
        actions:
          - {cast: Mind Rot, targets: [Bob]}
          - {cast: Mind Rot, targets: [Alice]}
    """)
    assert not any(game.name_of(o) == "Zombie Token" for o in game.state.battlefield())
    # the Island drawn for Bob's Lightning Bolt is all that is left
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Island"]


def test_603_2_a_player_discards_that_player() -> None:
    """'That player' after 'Whenever a player discards a card' is the player who discarded."""
    [ability] = compile_text("Whenever a player discards a card, that player loses 1 life.",
                             "Test Card") or [None]
    assert (ability.trigger.event, ability.trigger.by) == ("discard", "any")
    assert ability.instructions == (I.LoseLife(1, who=I.Ref.event_player()),)
