"""608.2c: what a pronoun names after an instruction that acted on objects the text didn't name
one by one.

- After tokens are created, "that token" / "those tokens" is the tokens (111.2): "create ...
  a token that's tapped and attacking. Sacrifice that token at the beginning of the next end
  step." (Fire Navy Trebuchet) was read as "sacrifice this creature": the Trebuchet was
  sacrificed and the token stayed.
- After an instruction on a group ("Put a +1/+1 counter on each creature you control. Those
  creatures gain vigilance until end of turn.", "Exile each creature you control. Return
  those cards ..."), "those creatures" are the objects it acted on. The pronoun was read as the
  object named before: the source (Elspeth, Storm Slayer and Nalia de'Arnise gave only
  themselves flying / deathtouch), the event's object (Felidar Retreat gave the land that
  entered vigilance) or the spell (Ghostway returned nothing). Ghostway's line is left unread;
  after counters put on a group, a plural pronoun names the permanents they were put on
  (`tests/test_counters_put_on_group.py`): Felidar Retreat gives the creatures vigilance.
- After a player sacrifices objects of their choice (701.21a), "that creature" is the object
  chosen: "Target player sacrifices a creature of their choice. You
  gain life equal to that creature's toughness." (Consuming Vapors) gained life equal to the
  spell's own toughness (none). Left unread then; now read as the one permanent sacrificed
  (`tests/test_sacrificed_of_their_choice_stats.py`); after several players' or permanents'
  sacrifices it stays unread.
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import Ref

_TREBUCHET = """
        name: fire navy trebuchet
        turn: {number: 2}
        battlefield:
          - {card: Fire Navy Trebuchet, as: trebuchet}
          - {card: Grizzly Bears, as: bears}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {attack: [bears]}
          - {block: {}}
"""


def _boulders(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in game.state.battlefield() if game.name_of(o) == "Ballistic Boulder"]


def test_111_2_fire_navy_trebuchet_sacrifices_the_token_not_itself(solve) -> None:
    """Fire Navy Trebuchet: "Whenever you attack, create a 2/1 colorless Construct artifact
    creature token with flying named Ballistic Boulder that's tapped and attacking. Sacrifice
    that token at the beginning of the next end step." Alice attacks Bob with Grizzly Bears:
    the Boulder attacks too (Bob takes 2 + 2, 508.4). At the beginning of the end step the
    Boulder is sacrificed (603.7); the Trebuchet stays on the battlefield."""
    out = solve(_TREBUCHET + """
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 16}
          trebuchet: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert len(_boulders(out.game)) == 1
    out = solve(_TREBUCHET + """
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 16}
          trebuchet: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert _boulders(out.game) == []


@pytest.mark.parametrize(("name", "line"), [
    ("Ghostway", "Exile each creature you control. Return those cards to the battlefield "
     "under their owner's control at the beginning of the next end step."),
    ("Test Spell", "Each opponent sacrifices a creature of their choice. You gain life "
     "equal to that creature's toughness."),
])
def test_608_2c_a_pronoun_after_a_group_or_a_choice_is_left_unread(name, line) -> None:
    spell = name in ("Ghostway", "Test Spell")
    legendary = name in ("Elspeth, Storm Slayer", "Nalia de'Arnise")
    (ab,) = compile_line(line, name, spell, legendary=legendary)
    assert isinstance(ab, UnsupportedAbility), ab


def test_608_2c_felidar_retreat_gives_the_creatures_vigilance_not_the_land(solve) -> None:
    """Felidar Retreat's second mode read "those creatures" as the land that entered; now
    they are the creatures the counters were put on: the Bears get a counter and vigilance,
    the Plains that entered nothing."""
    out = solve("""
        name: felidar retreat
        battlefield:
          - Felidar Retreat
          - {card: Grizzly Bears, as: bears}
        choices: [2]
        actions:
          - enter: {card: Plains, as: plains}
        expect:
          bears: {power: 3, toughness: 3, has: [Vigilance]}
          plains: {lacks: [Vigilance], counters: {}}
    """)
    assert out.passed, out.failures


def test_120_3_davriel_deals_its_damage_to_the_opponent_whose_upkeep_it_is(solve) -> None:
    """Davriel, Rogue Shadowmage: "At the beginning of each opponent's upkeep, if that player
    has one or fewer cards in hand, Davriel deals 2 damage to them." "Them" is the opponent
    whose upkeep it is (603.2), not Davriel: Bob, with no cards in hand, is dealt 2 damage
    in his upkeep (it was dealt to Davriel, who lost 2 loyalty, 120.3c)."""
    out = solve("""
        name: davriel
        battlefield:
          - {card: "Davriel, Rogue Shadowmage", as: davriel}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {pass: {to: draw}}
        expect:
          player Bob: {life: 18}
          player Alice: {life: 20}
          davriel: {zone: battlefield, counters: {loyalty: 3}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Roiling Vortex", "At the beginning of each player's upkeep, this enchantment deals 1 "
     "damage to them."),
    ("Prickle Faeries", "At the beginning of each opponent's upkeep, if that player has two or "
     "fewer cards in hand, this creature deals 2 damage to them."),
])
def test_120_3_them_dealt_damage_is_the_player_the_trigger_named(name, line) -> None:
    (ab,) = compile_line(line, name, legendary="," in name)
    (damage,) = ab.instructions
    assert damage.to == Ref("event_player") and damage.source == Ref.this()


def test_207_2c_heroic_it_is_the_creature_the_spell_targets(solve) -> None:
    """Fabled Hero (2/2 double strike): "Heroic — Whenever you cast a spell that targets this
    creature, put a +1/+1 counter on it." "It" is the Hero, not the spell (which can't have
    counters): Alice's Giant Growth on it makes it 6/6 with one counter."""
    out = solve("""
        name: fabled hero
        battlefield:
          - {card: Fabled Hero, as: hero}
        hand: {Alice: [Giant Growth]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Giant Growth
            targets: [hero]
        expect:
          hero: {power: 6, toughness: 6, counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


def test_608_2c_blistercoil_weird_untaps_itself(solve) -> None:
    """Blistercoil Weird: "Whenever you cast an instant or sorcery spell, this creature gets
    +1/+1 until end of turn. Untap it." "It" is the Weird the sentence before named, not the
    spell cast: the tapped Weird untaps."""
    out = solve("""
        name: blistercoil weird
        battlefield:
          - {card: Blistercoil Weird, as: weird, tapped: true}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Giant Growth]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Giant Growth
            targets: [bears]
        expect:
          weird: {power: 2, toughness: 2, tapped: false}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Geist of Saint Traft", "Whenever Geist of Saint Traft attacks, create a 4/4 white Angel "
     "creature token with flying that's tapped and attacking. Exile that token at end of "
     "combat."),
    ("War Effort", "Whenever you attack, create a 1/1 red Warrior creature token that's tapped "
     "and attacking. Sacrifice it at the beginning of the next end step."),
])
def test_111_2_that_token_after_tokens_made_attacking_is_the_token(name, line) -> None:
    (ab,) = compile_line(line, name, legendary=name == "Geist of Saint Traft")
    assert repr(Ref.created()) in repr(ab.instructions[1:]), ab
    assert repr(Ref.this()) not in repr(ab.instructions[1:]), ab


def test_608_2c_it_after_a_discard_is_still_the_spell() -> None:
    """Aggressive Sabotage: "Target player discards two cards. If this spell was kicked, it
    deals 3 damage to that player." The discard names no object for "it", which stays the
    spell (the damage's source, 120.3)."""
    (ab,) = compile_line("Target player discards two cards. If this spell was kicked, it deals "
                         "3 damage to that player.", "Aggressive Sabotage", True)
    assert not isinstance(ab, UnsupportedAbility), ab
    assert "source=" + repr(Ref.this()) in repr(ab.instructions), ab

