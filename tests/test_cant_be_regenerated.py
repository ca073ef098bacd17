"""701.19c: "Destroy <permanent>. It can't be regenerated." read from real Oracle lines, and
played: a regeneration shield isn't applied to that destruction, while activating the
ability that makes the shield stays legal."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.regenerate import shields
from arbiter.rules.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "spell", "kind"), [
    ("Terror", "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
     True, SpellAbility),
    ("Terminate", "Destroy target creature. It can't be regenerated.", True, SpellAbility),
    ("Putrefy", "Destroy target artifact or creature. It can't be regenerated.", True,
     SpellAbility),
    ("Pillage", "Destroy target artifact or land. It can't be regenerated.", True,
     SpellAbility),
    ("Tunnel", "Destroy target Wall. It can't be regenerated.", True, SpellAbility),
    ("Wrath of God", "Destroy all creatures. They can't be regenerated.", True, SpellAbility),
    ("Shatterstorm", "Destroy all artifacts. They can't be regenerated.", True, SpellAbility),
    ("Nekrataal", "When this creature enters, destroy target nonartifact, nonblack creature. "
     "That creature can't be regenerated.", False, TriggeredAbility),
    ("Avatar of Woe", "{T}: Destroy target creature. It can't be regenerated.", False,
     ActivatedAbility),
    ("Aether Storm", "Pay 4 life: Destroy this enchantment. It can't be regenerated.", False,
     ActivatedAbility),
])
def test_701_19c_cant_be_regenerated_lines(name: str, line: str, spell: bool,
                                           kind: type) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    assert isinstance(ability, kind)
    destroys = [i for i in ability.instructions if isinstance(i, I.Destroy)]
    assert len(destroys) == 1 and destroys[0].no_regeneration


@pytest.mark.parametrize("line", [
    # the pronoun must name what the sentence before destroyed
    "Tap target creature. It can't be regenerated.",
    "Destroy target creature and target land. It can't be regenerated.",
])
def test_701_19c_without_a_destruction_before_it_is_unread(line: str) -> None:
    assert compile_text(line, "Test Spell", True) is None


def test_701_8a_plain_destroy_still_regenerates() -> None:
    [ability] = compile_text("Destroy target creature.", "Murder", True) or [None]
    assert ability.instructions == (I.Destroy(I.Ref.target(0)),)


def _shielded(solve, spell: str, extra: str = "") -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: can't be regenerated
        battlefield:
          - {{card: Skeletal Changeling, as: sc}}
          - {{card: Skeletal Changeling, controller: Bob, as: bob_sc}}
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
        hand: {{Alice: [{spell}]}}
        library: {{Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}}
        actions:
          - activate: {{card: sc, ability: "{{1}}{{B}}:"}}
          - activate: {{card: bob_sc, ability: "{{1}}{{B}}:", by: Bob}}
{extra}
    """)
    assert out.passed, out.failures
    return out.game


def test_701_19c_terminate_ignores_the_shield(solve) -> None:
    """Skeletal Changeling has a regeneration shield; Terminate destroys it all the same."""
    game = _shielded(solve, "Terminate", "          - {cast: Terminate, targets: [sc]}")
    assert game.obj(obj_id(game, "sc")).zone == "graveyard"


def test_701_19a_murder_is_regenerated(solve) -> None:
    """The same board with Murder (no "can't be regenerated"): the shield saves it."""
    game = _shielded(solve, "Murder", "          - {cast: Murder, targets: [sc]}")
    sc = obj_id(game, "sc")
    assert game.obj(sc).zone == "battlefield" and game.obj(sc).tapped


def test_701_19c_wrath_of_god_destroys_every_shielded_creature(solve) -> None:
    game = _shielded(solve, "Wrath of God", "          - {cast: Wrath of God}")
    for alias in ("sc", "bob_sc", "bears"):
        assert game.obj(obj_id(game, alias)).zone == "graveyard", alias


def test_701_19c_the_shield_can_still_be_made_in_response(solve) -> None:
    """701.19c: activating a regeneration ability in response is legal; the shield is
    made (the ability resolves) but not applied to Terminate's destruction."""
    out = solve("""
        name: shield in response
        battlefield:
          - {card: Skeletal Changeling, controller: Bob, as: sc}
        hand: {Alice: [Terminate]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Terminate, targets: [sc], respond: true}
          - activate: {card: sc, ability: "{1}{B}:", by: Bob, respond: true}
          - resolve: 1
    """)
    assert out.passed, out.failures
    game = out.game
    sc = obj_id(game, "sc")
    assert shields(game, sc) == 1
    game2 = solve("""
        name: shield in response, resolved
        battlefield:
          - {card: Skeletal Changeling, controller: Bob, as: sc}
        hand: {Alice: [Terminate]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Terminate, targets: [sc], respond: true}
          - activate: {card: sc, ability: "{1}{B}:", by: Bob}
        expect:
          sc: {zone: graveyard}
    """)
    assert game2.passed, game2.failures
