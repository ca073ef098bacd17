"""303.4b: "<objects> enchanted player controls" on an Aura with enchant player (Curse of the
Restless Dead, Curse of Clinging Webs): the objects the player the Aura enchants controls;
the Aura's controller gets what the ability makes."""

from __future__ import annotations

from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.player_auras import ControlledByEnchantedPlayer


def test_303_4b_restless_dead_triggers_for_the_enchanted_players_land_only(solve) -> None:
    """Bob plays a Forest: Alice (the Curse's controller) gets a Zombie. Alice's own land
    entering doesn't trigger it."""
    out = solve("""
        name: curse of the restless dead
        players: [Bob, Alice]
        battlefield: [{card: Curse of the Restless Dead, controller: Alice, attached_to: Bob}]
        hand: {Bob: [Forest]}
        actions:
          - {play: Forest}
          - {enter: {card: Swamp, controller: Alice}}
        expect:
          Zombie Token: {count: 1, controller: Alice}
    """)
    assert out.passed, out.failures


def test_303_4b_clinging_webs_ignores_its_controllers_own_creatures(solve) -> None:
    """Alice's Curse of Clinging Webs enchants Bob: Alice's own Grizzly Bears dying makes no
    Spider and stays in her graveyard."""
    out = solve("""
        name: clinging webs, own creature
        battlefield:
          - {card: Curse of Clinging Webs, attached_to: Bob}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {move: {card: bears, to: graveyard}}
        expect:
          bears: {zone: graveyard}
          Spider Token: {count: 0}
    """)
    assert out.passed, out.failures


def test_303_4b_enchanted_player_controls_noun() -> None:
    noun = NOUN.parse_string("nontoken creature enchanted player controls", parse_all=True)[0]
    assert ControlledByEnchantedPlayer() in noun.preds


def test_205_1a_curse_of_conformity_sets_3_3_and_removes_creature_types(solve) -> None:
    """Curse of Conformity on Bob: his nonlegendary Hill Giant is a 3/3 with no creature
    type; his legendary creature and Alice's Grizzly Bears are unchanged."""
    out = solve("""
        name: curse of conformity
        battlefield:
          - {card: Curse of Conformity, attached_to: Bob}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: "Isamaru, Hound of Konda", controller: Bob, as: isamaru}
          - {card: Grizzly Bears, as: bears}
        expect:
          giant: {power: 3, toughness: 3, subtypes: []}
          isamaru: {power: 2, subtypes: [Dog]}
          bears: {power: 2, subtypes: [Bear]}
    """)
    assert out.passed, out.failures
