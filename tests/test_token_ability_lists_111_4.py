"""111.4: a token is created with the characteristics the effect gives it: its name ("a
colorless artifact token named Etherium Cell with ..."; a noncreature token needs no power
and toughness), and a list of abilities ('with "This token can't block" and "Creatures you
control attack each combat if able."'; 'with "Equipped creature gets +1/+2" and equip {2}').
A quoted ability printed in a list without its period is that ability. Played through the
real engine with the real cards."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.rules_effects import rules_on


def _tokens(game) -> list[int]:
    return [o for o in game.state.battlefield() if game.state.objects[o].token]


def test_111_4_tezzeret_creates_an_artifact_token_named_etherium_cell(solve) -> None:
    """Tezzeret the Schemer's +1: a colorless noncreature artifact token named Etherium Cell
    whose "{T}, Sacrifice this token: Add one mana of any color." is a mana ability (605.1a):
    activated, the Cell is gone and Alice has the mana."""
    out = solve("""
        name: etherium cell
        battlefield: [{card: Tezzeret the Schemer, as: tez}]
        actions:
          - activate: {card: tez, ability: "+1"}
    """)
    game = out.game
    (cell,) = _tokens(game)
    ch = game.chars(cell)
    assert ch.name == "Etherium Cell" and set(ch.types) == {"Artifact"}
    assert not ch.subtypes
    assert ch.colors == frozenset() and ch.power is None
    out = solve("""
        name: etherium cell mana
        battlefield: [{card: Tezzeret the Schemer, as: tez}]
        choices: ["{B}"]
        actions:
          - activate: {card: tez, ability: "+1"}
          - activate: {card: Etherium Cell, ability: 1}
    """)
    game = out.game
    assert _tokens(game) == []
    assert game.state.players[0].mana_pool == {"B": 1}


def test_111_4_pursued_whale_each_opponent_gets_a_pirate_with_two_quoted_abilities(
        solve) -> None:
    """Pursued Whale enters: Bob creates a 1/1 red Pirate token with "This token can't block"
    (509.1a) and "Creatures you control attack each combat if able." (508.1d): the Pirate
    can't block, and Bob's creatures (not Alice's) must attack."""
    out = solve("""
        name: pursued whale
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bobs}
          - {card: Grizzly Bears, as: alices}
        hand: {Alice: [Pursued Whale]}
        actions:
          - {cast: Pursued Whale}
    """)
    game = out.game
    (pirate,) = _tokens(game)
    ch = game.chars(pirate)
    assert ch.controller == 1 and set(ch.subtypes) == {"Pirate"}
    assert (ch.power, ch.toughness) == (1, 1) and len(ch.abilities) == 2
    assert rules_on(game, pirate, "cant_block")
    for oid in (pirate, obj_id(game, "bobs")):
        assert rules_on(game, oid, "attacks_each_combat_if_able")
    assert not rules_on(game, obj_id(game, "alices"), "attacks_each_combat_if_able")


def test_111_4_origin_of_captain_america_makes_an_equipment_named_sturdy_shield(
        solve) -> None:
    """Chapter II: a colorless Equipment artifact token named Sturdy Shield with "Equipped
    creature gets +1/+2" and equip {2} (702.6a); equipped to Grizzly Bears: a 3/4."""
    out = solve("""
        name: sturdy shield
        battlefield:
          - {card: Origin of Captain America, as: saga, counters: {lore: 1}}
          - {card: Grizzly Bears, as: bears}
        library: {Alice: [Plains, Plains, Plains], Bob: [Island, Island, Island]}
        actions:
          - {pass: {to: precombat_main}}
          - {pass: {to: precombat_main}}
          - activate: {card: Sturdy Shield, ability: equip, targets: [bears]}
        expect:
          saga: {counters: {lore: 2}}
          bears: {power: 3, toughness: 4}
    """)
    assert out.passed, out.failures
    (shield,) = _tokens(out.game)
    ch = out.game.chars(shield)
    assert ch.name == "Sturdy Shield" and set(ch.subtypes) == {"Equipment"}


def test_111_4_a_named_creature_token_still_needs_its_power_and_toughness() -> None:
    assert compile_text("Create a colorless artifact creature token named Nobody with "
                        "\"This token can't block.\"", "Test", spell=True) is None
