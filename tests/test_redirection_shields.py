"""614.9 / 609.7a / 616.2: redirection shields from resolved abilities, played through the
engine: "The next time a source of your choice would deal damage to target creature this
turn, that source deals that damage to you instead." (Jade Monolith), "... that damage is
dealt to this creature instead." (Beacon of Destiny), "The next 1 damage that would be dealt
to this creature this turn is dealt to target creature you control instead." (the en-Kor),
and Eye for an Eye."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions.prevention import RedirectNextDamage, ReplaceNextFromSource


def test_614_9_jade_monolith_takes_the_damage_for_the_creature(board) -> None:
    """Bob Shocks Alice's Grizzly Bears; Alice answers with Jade Monolith choosing the
    Shock: Alice is dealt 2, the Bears nothing."""
    game = board("""
        name: Jade Monolith
        battlefield:
          - {card: Jade Monolith, as: mono}
          - {card: Grizzly Bears, as: bears}
        hand: {Bob: [{card: Shock, as: shock}]}
        actions:
          - {cast: shock, by: Bob, targets: [bears], respond: true}
          - {activate: {card: mono, ability: 1, targets: [bears], choices: {source: shock}}}
    """)
    bears = obj_id(game, "bears")
    assert game.obj(bears).damage == 0 and game.obj(bears).zone == "battlefield"
    assert game.state.players[0].life == 18
    assert game.state.shields == []


def test_616_2_redirected_damage_meets_the_new_recipients_shield(board) -> None:
    """The same with Alice's Conservator shield (2) up: the redirected Shock is then
    prevented by it (616.2: the effects on the new recipient apply)."""
    game = board("""
        name: Jade Monolith and Conservator
        battlefield:
          - {card: Jade Monolith, as: mono}
          - {card: Conservator, as: cons}
          - {card: Grizzly Bears, as: bears}
        hand: {Bob: [{card: Shock, as: shock}]}
        actions:
          - {activate: {card: cons, ability: 1}}
          - {cast: shock, by: Bob, targets: [bears], respond: true}
          - {activate: {card: mono, ability: 1, targets: [bears], choices: {source: shock}}}
    """)
    assert game.state.players[0].life == 20
    assert game.obj(obj_id(game, "bears")).damage == 0


def test_614_9_beacon_of_destiny_takes_the_damage_to_you(board) -> None:
    """Beacon of Destiny (1/3): Bob's Lightning Bolt at Alice is dealt to the Beacon, which
    dies; Alice's life is unchanged."""
    game = board("""
        name: Beacon of Destiny
        battlefield: [{card: Beacon of Destiny, as: beacon}]
        hand: {Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: bolt, by: Bob, targets: [Alice], respond: true}
          - {activate: {card: beacon, ability: 1, choices: {source: bolt}}}
    """)
    assert game.state.players[0].life == 20
    assert game.obj(obj_id(game, "beacon")).zone == "graveyard"


def test_614_9_redirection_to_a_permanent_gone_does_nothing(board) -> None:
    """The Beacon's shield is made, then Bob's Murder destroys the Beacon before the Bolt
    resolves: the Bolt can't be redirected to it and is dealt to Alice (614.9)."""
    game = board("""
        name: Beacon gone before the damage
        battlefield: [{card: Beacon of Destiny, as: beacon}]
        hand: {Bob: [{card: Lightning Bolt, as: bolt}, {card: Murder, as: murder}]}
        actions:
          - {cast: bolt, by: Bob, targets: [Alice], respond: true}
          - {activate: {card: beacon, ability: 1, choices: {source: bolt}, respond: true}}
          - {resolve: 1}
          - {cast: murder, by: Bob, targets: [beacon]}
    """)
    assert game.obj(obj_id(game, "beacon")).zone == "graveyard"
    assert game.state.players[0].life == 17


def test_614_9_en_kor_moves_one_damage(board) -> None:
    """Nomads en-Kor (1/1) is Shocked; its ability, activated twice, moves both damage to
    Alice's Craw Wurm: the en-Kor survives, the Wurm has 2 damage."""
    game = board("""
        name: Nomads en-Kor
        battlefield:
          - {card: Nomads en-Kor, as: nomads}
          - {card: Craw Wurm, as: wurm}
        hand: {Bob: [{card: Shock, as: shock}]}
        actions:
          - {cast: shock, by: Bob, targets: [nomads], respond: true}
          - {activate: {card: nomads, ability: 1, targets: [wurm], respond: true}}
          - {activate: {card: nomads, ability: 1, targets: [wurm]}}
    """)
    assert game.obj(obj_id(game, "nomads")).zone == "battlefield"
    assert game.obj(obj_id(game, "wurm")).damage == 2


def test_614_1a_eye_for_an_eye(board) -> None:
    """Bob's Lightning Bolt at Alice; Alice's Eye for an Eye choosing it: Alice is dealt 3
    and Eye for an Eye deals 3 to Bob."""
    game = board("""
        name: Eye for an Eye
        hand: {Alice: [Eye for an Eye], Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: bolt, by: Bob, targets: [Alice], respond: true}
          - {cast: Eye for an Eye, choices: {source: bolt}}
    """)
    assert game.state.players[0].life == 17
    assert game.state.players[1].life == 17


@pytest.mark.parametrize("text,card,kind", [
    ("{1}: The next time a source of your choice would deal damage to target creature this "
     "turn, that source deals that damage to you instead.", "Jade Monolith",
     ReplaceNextFromSource),
    ("{T}: The next time a source of your choice would deal damage to you this turn, that "
     "damage is dealt to this creature instead.", "Beacon of Destiny", ReplaceNextFromSource),
    ("{T}: The next time a source of your choice would deal damage this turn, that damage is "
     "dealt to Opal-Eye instead.", "Opal-Eye, Konda's Yojimbo", ReplaceNextFromSource),
    ("{3}: The next time a source of your choice would deal damage to you this turn, that "
     "damage is dealt to target creature you control instead.", "General's Regalia",
     ReplaceNextFromSource),
    ("{0}: The next 1 damage that would be dealt to this creature this turn is dealt to "
     "target creature you control instead.", "Nomads en-Kor", RedirectNextDamage),
    ("The next time a source of your choice would deal damage to you this turn, instead that "
     "source deals that much damage to you and Eye for an Eye deals that much damage to that "
     "source's controller.", "Eye for an Eye", ReplaceNextFromSource),
])
def test_614_9_redirection_oracle_lines(text: str, card: str, kind: type) -> None:
    [ability] = compile_text(text, card, "{" not in text[:1])
    [step] = ability.instructions
    assert isinstance(step, kind)
