"""601.3: "Once during each of your turns, you may cast a creature spell from your graveyard."
(Karador, Ghost Chieftain), "... a Zombie creature spell ..." (Gisa and Geralf), "... an Aura or
Equipment spell ..." (Danitha, New Benalia's Light), played through the real engine: one spell
per turn by each such ability, only in its controller's turns, only of the kind it names, cast
with its mana cost and usual timing; a second ability allows a second spell, its caster choosing
the ability used."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.graveyard_permissions import RULE, GraveyardCast
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def test_601_3_the_line_is_a_permission_of_its_controller() -> None:
    (ab,) = compile_line("Once during each of your turns, you may cast a Zombie creature spell "
                         "from your graveyard.", "Gisa and Geralf", legendary=True)
    assert isinstance(ab, StaticAbility)
    (part,) = [p for e in ab.effects for p in e.parts]
    assert part.rule == RULE and isinstance(part.detail, GraveyardCast)
    assert part.detail.your_turns


@pytest.mark.parametrize(("name", "line"), [
    # X may change a spell's mana value as it is cast; a further sentence
    ("Lurrus of the Dream-Den", "Once during each of your turns, you may cast a permanent spell "
     "with mana value 2 or less from your graveyard."),
    ("Edgar, Master Machinist", "Once during each of your turns, you may cast an artifact spell "
     "from your graveyard. If you cast a spell this way, that artifact enters tapped."),
])
def test_601_3_near_variants_stay_unread(name: str, line: str) -> None:
    abilities = compile_line(line, name, legendary=True)
    assert any(isinstance(a, UnsupportedAbility) for a in abilities)


_KARADOR = """
    name: karador
    battlefield:
      - {card: "Karador, Ghost Chieftain", controller: Alice}
      - Forest
      - Forest
      - Forest
      - Forest
      - Forest
      - Forest
      - Forest
    graveyard: {Alice: [{card: Grizzly Bears, as: bears}, {card: Hill Giant, as: giant},
                        {card: Giant Growth, as: growth}]}
    library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
"""


def test_601_3_karador_one_creature_spell_each_of_your_turns(solve) -> None:
    """Alice casts Grizzly Bears from her graveyard, paying {1}{G}; Hill Giant can't be cast
    from it the same turn; in her next turn it can."""
    out = solve(_KARADOR + """
    actions:
      - {cast: bears, from: graveyard, pay: true}
      - {cast: giant, from: graveyard, refused: "isn't in their hand"}
      - {pass: next_turn}
      - {pass: next_turn}
      - {pass: {to: precombat_main}}
      - {cast: giant, from: graveyard}
    expect:
      bears: {zone: battlefield}
      giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_601_3_karador_only_creature_spells_and_only_in_your_turns(solve) -> None:
    """Giant Growth isn't a creature spell; in Bob's turn Alice can't cast the Bears (with
    a flash creature neither: the ability is "during each of your turns")."""
    out = solve(_KARADOR + """
    actions:
      - {cast: growth, from: graveyard, targets: ["Karador, Ghost Chieftain"],
         refused: "isn't in their hand"}
      - {pass: next_turn}
      - {pass: {to: precombat_main}}
      - {cast: bears, by: Alice, from: graveyard, refused: "isn't in their hand"}
    expect:
      bears: {zone: graveyard}
      growth: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_3_two_abilities_two_spells_the_caster_chooses(solve) -> None:
    """Karador and Gisa and Geralf: Alice casts a Zombie using Gisa and Geralf's ability,
    Grizzly Bears using Karador's; a third creature can't be cast this turn."""
    out = solve("""
    name: karador and gisa
    battlefield:
      - {card: "Karador, Ghost Chieftain", controller: Alice}
      - {card: Gisa and Geralf, controller: Alice, as: gisa}
      - Swamp
      - Swamp
      - Swamp
      - Swamp
      - Swamp
      - Swamp
    graveyard: {Alice: [{card: Walking Corpse, as: zombie}, {card: Grizzly Bears, as: bears},
                        {card: Hill Giant, as: giant}]}
    actions:
      - {cast: zombie, from: graveyard, choices: {graveyard_permission: gisa}}
      - {cast: bears, from: graveyard}
      - {cast: giant, from: graveyard, refused: "isn't in their hand"}
    expect:
      zombie: {zone: battlefield}
      bears: {zone: battlefield}
      giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_3_a_granted_alternative_cost_still_uses_the_ability(solve) -> None:
    """Karador with Rooftop Storm: Walking Corpse cast from the graveyard for {0} uses
    Karador's ability; Grizzly Bears can't then be cast from the graveyard this turn."""
    out = solve("""
    name: karador and rooftop storm
    battlefield:
      - {card: "Karador, Ghost Chieftain", controller: Alice}
      - {card: Rooftop Storm, controller: Alice}
      - Forest
      - Forest
    graveyard: {Alice: [{card: Walking Corpse, as: zombie}, {card: Grizzly Bears, as: bears}]}
    actions:
      - {cast: zombie, from: graveyard, alternative: granted alternative, pay: true}
      - {cast: bears, from: graveyard, refused: "isn't in their hand"}
    expect:
      zombie: {zone: battlefield}
      bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_3_johann_once_each_turn_from_the_top_of_the_library(board) -> None:
    """Johann, Apprentice Sorcerer: Opt on top of Alice's library is cast from there (an
    instant spell); the Shock now on top can't be, this turn."""
    from arbiter.engine.turn.player_actions import perform
    from arbiter.engine.turn.priority import priority_actions

    game = board("""
        name: johann
        battlefield: [{card: "Johann, Apprentice Sorcerer"}, Island, Mountain]
        library: {Alice: [Opt, Shock, Island, Island], Bob: [Mountain]}
    """)
    casts = [a for a in priority_actions(game, 0) if a.kind == "cast"]
    assert [a.label.split("#")[0] for a in casts] == ["cast Opt"]
    perform(game, 0, casts[0])
    [spell] = game.state.zone_list("stack")
    assert game.name_of(spell) == "Opt" and game.obj(spell).cast_from == "library"
    assert game.name_of(game.state.zone_list("library", 0)[0]) == "Shock"
    assert not [a for a in priority_actions(game, 0) if a.kind == "cast"]


def test_601_3_johann_not_a_creature_on_top(board) -> None:
    """Grizzly Bears on top isn't an instant or sorcery spell: it isn't offered."""
    from arbiter.engine.turn.priority import priority_actions

    game = board("""
        name: johann bears
        battlefield: [{card: "Johann, Apprentice Sorcerer"}, Forest, Forest]
        library: {Alice: [Grizzly Bears, Island], Bob: [Mountain]}
    """)
    assert not [a for a in priority_actions(game, 0) if a.kind == "cast"]
