"""101.2 / 601.3 / 601.3a: effects prohibiting players from casting spells with a card type,
played through the real engine. "You can't cast creature spells." (Grid Monitor), "You can't
cast noncreature spells." (Nikya of the Old Ways), "Creature spells can't be cast." (Aether
Storm), and the one-shot "Target player can't cast creature spells this turn." (Cease-Fire,
611.2a), "Your opponents can't cast noncreature spells this turn." (Permission Denied). 601.3a:
the spell is judged as the choices made while proposing it make it: a bestowed creature card
is an Aura enchantment spell, not a creature spell (702.103b)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.cast_bans import CAST_BAN, CastBan
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


@pytest.mark.parametrize(("name", "line", "ban"), [
    ("Grid Monitor", "You can't cast creature spells.", ("you", ("Creature",), False, ())),
    ("Nikya of the Old Ways", "You can't cast noncreature spells.",
     ("you", ("Creature",), True, ())),
    ("Hymn of the Wilds", "You can't cast instant or sorcery spells.",
     ("you", ("Instant", "Sorcery"), False, ())),
    ("Aether Storm", "Creature spells can't be cast.", ("each", ("Creature",), False, ())),
    ("Soulless Jailer", "Players can't cast noncreature spells from graveyards or exile.",
     ("each", ("Creature",), True, ("graveyard", "exile"))),
])
def test_601_3a_type_ban_lines(name: str, line: str, ban: tuple) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)
    (part,) = [p for e in ab.effects for p in e.parts]
    assert part.rule == CAST_BAN and isinstance(part.detail, CastBan)
    d = part.detail
    assert (d.who, d.types, d.non, d.zones) == ban


@pytest.mark.parametrize(("name", "line"), [
    # a mana value a choice (X) may change, a player named by a condition, a later turn
    ("Lavinia, Azorius Renegade", "Each opponent can't cast noncreature spells with mana value "
     "greater than the number of lands that player controls."),
    ("Sphinx's Decree", "Each opponent can't cast instant or sorcery spells during that "
     "player's next turn."),
    ("Brand of Ill Omen", "Enchanted creature's controller can't cast creature spells."),
    # a ban of a chosen name for a while (611.2a), not a static ability: kept unread
    ("Academic Probation", "Opponents can't cast spells with the chosen name until your next "
     "turn."),
])
def test_601_3a_type_ban_near_variants_stay_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)


def test_601_3a_grid_monitor_stops_only_its_controllers_creature_spells(solve) -> None:
    """Alice's Grid Monitor: her Grizzly Bears can't be cast, her Shock can; Bob's Grizzly
    Bears can in his turn."""
    out = solve("""
        name: grid monitor
        battlefield:
          - {card: Grid Monitor, controller: Alice}
        hand: {Alice: [Grizzly Bears, Shock], Bob: [{card: Grizzly Bears, as: bobs}]}
        library: {Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}
        actions:
          - {cast: Grizzly Bears, refused: "can't cast creature spells (101.2, 601.3)"}
          - {cast: Shock, targets: [Bob]}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {cast: bobs, by: Bob}
        expect:
          player Bob: {life: 18}
          bobs: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_601_3a_a_bestowed_creature_card_isnt_a_creature_spell(solve) -> None:
    """702.103b: under Grid Monitor, Alice may cast Boon Satyr bestowed (an Aura spell) on
    Grizzly Bears, but not as a creature spell."""
    out = solve("""
        name: grid monitor bestow
        battlefield:
          - {card: Grid Monitor, controller: Alice}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [{card: Boon Satyr, as: satyr}]}
        actions:
          - {cast: Boon Satyr, refused: "can't cast creature spells"}
          - {cast: Boon Satyr, alternative: bestow, targets: [bears]}
        expect:
          satyr: {zone: battlefield, attached_to: bears}
          bears: {power: 6, toughness: 4}
    """)
    assert out.passed, out.failures


def test_601_3a_nikya_stops_the_bestowed_aura_spell_but_not_the_creature(solve) -> None:
    """Nikya of the Old Ways: Boon Satyr cast bestowed is a noncreature (Aura) spell and is
    refused; cast as a creature spell it resolves."""
    out = solve("""
        name: nikya bestow
        battlefield:
          - {card: Nikya of the Old Ways, controller: Alice}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [{card: Boon Satyr, as: satyr}, Shock]}
        actions:
          - {cast: Shock, targets: [Bob], refused: "can't cast noncreature spells"}
          - {cast: Boon Satyr, alternative: bestow, targets: [bears],
             refused: "can't cast noncreature spells"}
          - {cast: Boon Satyr}
        expect:
          satyr: {zone: battlefield, types: [Creature, Enchantment]}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_3a_grid_monitors_ban_leaves_the_legal_actions(board) -> None:
    """117.1: with Grid Monitor Alice's legal actions offer Boon Satyr only bestowed."""
    game = board("""
        name: grid monitor actions
        battlefield:
          - {card: Grid Monitor, controller: Alice}
          - {card: Grizzly Bears, as: bears}
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
        hand: {Alice: [Boon Satyr]}
    """)
    casts = [str(a) for a in game.legal_actions() if str(a).startswith("cast Boon Satyr")]
    assert casts and all("bestow" in c for c in casts)


def test_101_2_aether_storm_stops_every_players_creature_spells(solve) -> None:
    """Aether Storm (Bob's): Alice can't cast Grizzly Bears; she casts Shock."""
    out = solve("""
        name: aether storm
        battlefield:
          - {card: Aether Storm, controller: Bob}
        hand: {Alice: [Grizzly Bears, Shock]}
        actions:
          - {cast: Grizzly Bears, refused: "can't cast creature spells"}
          - {cast: Shock, targets: [Bob]}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_611_2a_cease_fire_this_turn_only_the_target_player(solve) -> None:
    """Alice's Cease-Fire on Bob: Bob can't cast Grizzly Bears this turn (he casts Shock);
    Alice still may; in Bob's next turn he casts the Bears."""
    out = solve("""
        name: cease-fire
        hand:
          Alice: [Cease-Fire, {card: Grizzly Bears, as: alices}]
          Bob: [{card: Grizzly Bears, as: bobs}, Shock]
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {cast: Cease-Fire, targets: [Bob]}
          - {cast: bobs, by: Bob, refused: "can't cast creature spells this turn"}
          - {cast: Shock, by: Bob, targets: [Alice]}
          - {cast: alices}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {cast: bobs, by: Bob}
        expect:
          player Alice: {life: 18}
          alices: {zone: battlefield}
          bobs: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_611_2a_permission_denied_stops_the_opponents_noncreature_spells(solve) -> None:
    """Alice's Permission Denied counters Bob's Opt; for the rest of the turn Bob can't
    cast Shock; Alice, its controller, still casts hers."""
    out = solve("""
        name: permission denied
        hand:
          Alice: [Permission Denied, Shock]
          Bob: [{card: Shock, as: bobshock}, Opt]
        actions:
          - {cast: Opt, by: Bob, respond: true}
          - {cast: Permission Denied, targets: [Opt]}
          - {cast: bobshock, by: Bob, targets: [Alice], refused: "can't cast noncreature"}
          - {cast: Shock, targets: [Bob]}
        expect:
          Opt: {zone: graveyard}
          player Bob: {life: 18}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_3_iona_stops_the_opponents_spells_of_the_chosen_color(solve) -> None:
    """Alice's Iona naming red: in his turn Bob can't cast Lightning Bolt, and casts Grizzly
    Bears (green); Alice still casts her Shock."""
    out = solve("""
        name: iona
        battlefield:
          - {card: "Iona, Shield of Emeria", controller: Alice, choices: {color: red}}
        hand: {Alice: [Shock], Bob: [Lightning Bolt, {card: Grizzly Bears, as: bears}]}
        library: {Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}
        actions:
          - {cast: Shock, targets: [Bob]}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice],
             refused: "can't cast spells of the chosen color"}
          - {cast: bears, by: Bob}
        expect:
          player Bob: {life: 18}
          player Alice: {life: 20}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures

