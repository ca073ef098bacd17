"""604.3 / 613.4a: characteristic-defining abilities and "where X is" numbers taken over a group
of objects: the greatest or total mana value (202.3), counters among permanents (122.1), the
chosen player's cards and permanents (614.12), counters on the object itself. Played on boards
by the real engine; a CDA works in every zone (604.3)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def _pt(game, name: str) -> tuple[int | None, int | None]:
    oid = next(o for o in game.state.objects
               if game.obj(o).zone in ("battlefield", "hand", "graveyard")
               and game.chars(o).name == name)
    ch = game.chars(oid)
    return ch.power, ch.toughness


def test_613_4a_towering_gibbon_greatest_mana_value_among_creatures(solve) -> None:
    """Towering Gibbon (mana value 4, */4): with Grizzly Bears its power is 4 (its own mana
    value is the greatest); with Colossal Dreadmaw (6) too, 6; Bob's Darksteel Colossus (11)
    isn't a creature Alice controls."""
    out = solve("""
        name: gibbon
        battlefield:
          - {card: Towering Gibbon, as: gibbon}
          - {card: Grizzly Bears}
          - {card: Darksteel Colossus, controller: Bob}
        expect:
          gibbon: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: gibbon dreadmaw
        battlefield:
          - {card: Towering Gibbon, as: gibbon}
          - {card: Colossal Dreadmaw}
        expect:
          gibbon: {power: 6, toughness: 4}
    """)
    assert out.passed, out.failures


def test_613_4c_emissary_escort_greatest_mana_value_among_other_artifacts(solve) -> None:
    """Emissary Escort (an artifact creature, 0/4; "+X/+0, where X is the greatest mana value
    among other artifacts you control"): Sol Ring (1) and Ornithopter (0) make it a 1/4; its
    own mana value doesn't count."""
    out = solve("""
        name: escort
        battlefield:
          - {card: Emissary Escort, as: escort}
          - {card: Sol Ring}
          - {card: Ornithopter}
        expect:
          escort: {power: 1, toughness: 4}
    """)
    assert out.passed, out.failures


def test_604_3_kraven_greatest_mana_value_among_permanents_in_every_zone(solve) -> None:
    """Kraven, Proud Predator (*/4): in Alice's hand (604.3: the CDA works there) with
    Colossal Dreadmaw (6) and Grizzly Bears on her battlefield, its power is 6."""
    out = solve("""
        name: kraven in hand
        battlefield: [{card: Colossal Dreadmaw}, {card: Grizzly Bears}]
        hand: {Alice: ["Kraven, Proud Predator"]}
    """)
    assert out.passed, out.failures
    assert _pt(out.game, "Kraven, Proud Predator") == (6, 4)


def test_613_4a_ancient_ooze_total_mana_value_of_other_creatures(solve) -> None:
    """Ancient Ooze: Grizzly Bears (2) and Colossal Dreadmaw (6), a 8/8 (not its own 7)."""
    out = solve("""
        name: ooze
        battlefield:
          - {card: Ancient Ooze, as: ooze}
          - {card: Grizzly Bears}
          - {card: Colossal Dreadmaw}
        expect:
          ooze: {power: 8, toughness: 8}
    """)
    assert out.passed, out.failures


def test_604_3_tidewalker_counters_on_itself(solve) -> None:
    """Tidewalker with three time counters is a 3/3; removing one makes it a 2/2."""
    out = solve("""
        name: tidewalker
        battlefield: [{card: Tidewalker, as: tw, counters: {time: 3}}]
        actions:
          - {counters: {on: tw, remove: {time: 1}}}
        expect:
          tw: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_614_12_entropic_specter_counts_the_chosen_players_hand(solve) -> None:
    """Entropic Specter with Bob chosen: Bob's three cards in hand make it a 3/3 (Alice's
    own hand doesn't count); Nyxathid (7/7) with Bob chosen gets -3/-3."""
    out = solve("""
        name: specter
        battlefield:
          - {card: Entropic Specter, as: specter, choices: {opponent: Bob}}
          - {card: Nyxathid, as: nyx, choices: {opponent: Bob}}
        hand: {Alice: [Shock], Bob: [Shock, Shock, Grizzly Bears]}
        expect:
          specter: {power: 3, toughness: 3}
          nyx: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_604_3_entropic_specter_without_a_chosen_player_is_0_0(solve) -> None:
    """In Alice's hand no player was chosen for it (614.12): the CDA counts nothing, 0/0."""
    out = solve("""
        name: specter in hand
        hand: {Alice: [Entropic Specter], Bob: [Shock, Shock]}
    """)
    assert out.passed, out.failures
    assert _pt(out.game, "Entropic Specter") == (0, 0)


def test_614_12_skyshroud_war_beast_counts_the_chosen_players_nonbasic_lands(solve) -> None:
    """Skyshroud War Beast with Bob chosen: Bob's two nonbasic lands (not his Forest, not
    Alice's nonbasic land) make it a 2/2."""
    out = solve("""
        name: war beast
        battlefield:
          - {card: Skyshroud War Beast, as: beast, choices: {opponent: Bob}}
          - {card: Mutavault, controller: Bob}
          - {card: Mutavault, controller: Bob}
          - {card: Forest, controller: Bob}
          - {card: Mutavault}
        expect:
          beast: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


#: Today's Oracle lines, each read as a static ability.
LINES = [
    ("Karn, Legacy Reforged", "Karn's power and toughness are each equal to the greatest mana "
     "value among artifacts you control."),
    ("Daretti, Rocketeer Engineer", "Daretti's power is equal to the greatest mana value among "
     "artifacts you control."),
    ("Towering Gibbon", "Towering Gibbon's power is equal to the greatest mana value among "
     "creatures you control."),
    ("Monstrous War-Leech", "Monstrous War-Leech's power and toughness are each equal to the "
     "greatest mana value among cards in your graveyard."),
    ("Tidewalker", "Tidewalker's power and toughness are each equal to the number of time "
     "counters on it."),
    ("Rusting Golem", "Rusting Golem's power and toughness are each equal to the number of "
     "fade counters on it."),
    ("Ancient Ooze", "Ancient Ooze's power and toughness are each equal to the total mana value "
     "of other creatures you control."),
    ("Fungal Behemoth", "Fungal Behemoth's power and toughness are each equal to the number "
     "of +1/+1 counters on creatures you control."),
    ("Toph, Earthbending Master", "Toph's power is equal to the number of +1/+1 counters on "
     "lands you control."),
    ("Duelist of the Mind", "Duelist of the Mind's power is equal to the number of cards "
     "you've drawn this turn."),
    ("Greven, Predator Captain", "Greven gets +X/+0, where X is the amount of life you've lost "
     "this turn."),
    ("Sewer Nemesis", "Sewer Nemesis's power and toughness are each equal to the number of "
     "cards in the chosen player's graveyard."),
    ("Lost Order of Jarkeld", "Lost Order of Jarkeld's power and toughness are each equal to 1 "
     "plus the number of creatures the chosen player controls."),
    ("Pallimud", "Pallimud's power is equal to the number of tapped lands the chosen player "
     "controls."),
    ("Haunting Apparition", "Haunting Apparition's power is equal to 1 plus the number of green "
     "creature cards in the chosen player's graveyard."),
    ("Nyxathid", "This creature gets -1/-1 for each card in the chosen player's hand."),
    ("Kelsien, the Plague", "Kelsien gets +1/+1 for each experience counter you have."),
    ("Vishgraz, the Doomhive", "Vishgraz gets +1/+1 for each poison counter your opponents "
     "have."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_604_3_oracle_lines(name: str, line: str) -> None:
    got = compile_text(line, name, legendary=True)
    assert got is not None and len(got) == 1 and isinstance(got[0], StaticAbility)


def test_122_1_kalemne_experience_counters_you_have(solve) -> None:
    """Kalemne, Disciple of Iroas (3/3): Alice casts Colossal Dreadmaw (mana value 6), the
    trigger gives her an experience counter (122.1): Kalemne is a 4/4; a second one, 5/5."""
    out = solve("""
        name: kalemne
        battlefield: [{card: "Kalemne, Disciple of Iroas", as: kalemne}]
        hand: {Alice: [{card: Colossal Dreadmaw, as: d1}, {card: Colossal Dreadmaw, as: d2}]}
        actions:
          - {cast: d1}
        expect:
          kalemne: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: kalemne twice
        battlefield: [{card: "Kalemne, Disciple of Iroas", as: kalemne}]
        hand: {Alice: [{card: Colossal Dreadmaw, as: d1}, {card: Colossal Dreadmaw, as: d2}]}
        actions:
          - {cast: d1}
          - {cast: d2}
        expect:
          kalemne: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures


def test_122_1f_poison_counters_your_opponents_have(solve) -> None:
    """Mycosynth Fiend: Bob has two poison counters, Carol one, Alice three (hers don't
    count): +3/+3."""
    out = solve("""
        name: fiend
        players: [Alice, Bob, Carol]
        battlefield: [{card: Mycosynth Fiend, as: fiend}]
        expect:
          fiend: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
    from arbiter.engine.counters import give_player_counters

    game = out.game
    fiend = next(o for o in game.state.battlefield())
    base = (game.chars(fiend).power, game.chars(fiend).toughness)
    give_player_counters(game, 1, "poison", 2)
    give_player_counters(game, 2, "poison", 1)
    give_player_counters(game, 0, "poison", 3)
    assert (game.chars(fiend).power, game.chars(fiend).toughness) == (base[0] + 3, base[1] + 3)
