"""701.21a: "<player> sacrifices a creature of their choice" (the edicts) read from real Oracle
lines, and played: the player who sacrifices chooses among the permanents they control; one
with too few sacrifices all they have; "each player" choose in APNAP order and sacrifice at
the same time."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.rules.abilities import SpellAbility, TriggeredAbility
from arbiter.rules.instructions import objects as I
from arbiter.scenario.errors import ScenarioError


@pytest.mark.parametrize(("name", "line", "spell", "who", "n"), [
    ("Diabolic Edict", "Target player sacrifices a creature of their choice.", True,
     I.Ref("player_target"), 1),
    ("Chainer's Edict", "Target player sacrifices a creature of their choice.", True,
     I.Ref("player_target"), 1),
    ("Cruel Edict", "Target opponent sacrifices a creature of their choice.", True,
     I.Ref("player_target"), 1),
    ("Innocent Blood", "Each player sacrifices a creature of their choice.", True,
     "each_player", 1),
    ("Barter in Blood", "Each player sacrifices two creatures of their choice.", True,
     "each_player", 2),
    ("Fleshbag Marauder", "When this creature enters, each player sacrifices a creature of "
     "their choice.", False, "each_player", 1),
    ("Butcher of Malakir", "Whenever this creature or another creature you control dies, "
     "each opponent sacrifices a creature of their choice.", False, "each_opponent", 1),
    ("Wing Shards", "Target player sacrifices an attacking creature of their choice.", True,
     I.Ref("player_target"), 1),
])
def test_701_21a_edict_lines(name: str, line: str, spell: bool, who: object, n: int) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    assert isinstance(ability, SpellAbility if spell else TriggeredAbility)
    [step] = ability.instructions
    assert isinstance(step, SacrificeChosen) and step.who == who and step.n == n
    if isinstance(who, I.Ref):
        [spec] = ability.targets
        assert spec.kind == "player"


def test_701_21a_only_permanents_are_sacrificed() -> None:
    """A card isn't a permanent: "sacrifices a creature card" is not an edict."""
    assert compile_text("Target player sacrifices a creature card of their choice.", "X Spell",
                        True) is None


def test_701_21a_diabolic_edict_the_target_chooses(solve) -> None:
    """Bob controls Grizzly Bears and Serra Angel and chooses to sacrifice the Bears; Alice's
    own creature is untouched."""
    out = solve("""
        name: Diabolic Edict
        battlefield:
          - {card: Llanowar Elves, as: elves}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Serra Angel, controller: Bob, as: angel}
        hand: {Alice: [Diabolic Edict]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Diabolic Edict, targets: [Bob], choices: {sacrifice: bears}}
        expect:
          bears: {zone: graveyard}
          angel: {zone: battlefield}
          elves: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_21a_a_player_with_one_creature_has_no_choice(solve) -> None:
    out = solve("""
        name: Cruel Edict, one creature
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
        hand: {Alice: [Cruel Edict]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Cruel Edict, targets: [Bob]}
        expect:
          angel: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_21a_cruel_edict_targets_only_an_opponent(solve) -> None:
    """"Target opponent": Alice can't target herself."""
    with pytest.raises(ScenarioError, match="legal target"):
        solve("""
            name: Cruel Edict targets
            battlefield:
              - {card: Grizzly Bears, as: bears}
            hand: {Alice: [Cruel Edict]}
            library: {Alice: [Swamp], Bob: [Swamp]}
            actions:
              - {cast: Cruel Edict, targets: [Alice]}
        """)


def test_701_21a_innocent_blood_each_player_sacrifices_at_once(solve) -> None:
    """Innocent Blood: Alice (Llanowar Elves, Grizzly Bears) and Bob (Serra Angel) each
    sacrifice one creature; Alice chooses the Elves."""
    out = solve("""
        name: Innocent Blood
        battlefield:
          - {card: Llanowar Elves, as: elves}
          - {card: Grizzly Bears, as: bears}
          - {card: Serra Angel, controller: Bob, as: angel}
        hand: {Alice: [Innocent Blood]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Innocent Blood, choices: {sacrifice: elves}}
        expect:
          elves: {zone: graveyard}
          bears: {zone: battlefield}
          angel: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_21a_barter_in_blood_fewer_than_two_sacrifices_all(solve) -> None:
    """Barter in Blood: Bob has only one creature and sacrifices it; Alice has three and
    keeps one of her choice."""
    out = solve("""
        name: Barter in Blood
        battlefield:
          - {card: Llanowar Elves, as: elves}
          - {card: Grizzly Bears, as: bears}
          - {card: Serra Angel, as: angel}
          - {card: Serra Angel, controller: Bob, as: bob_angel}
        hand: {Alice: [Barter in Blood]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        choices: [elves, bears]
        actions:
          - {cast: Barter in Blood}
        expect:
          elves: {zone: graveyard}
          bears: {zone: graveyard}
          angel: {zone: battlefield}
          bob_angel: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_21a_fleshbag_marauder_may_sacrifice_itself(solve) -> None:
    """Fleshbag Marauder's controller controls it when the ability resolves: with no other
    creature Alice sacrifices the Marauder itself; Bob sacrifices his only creature."""
    out = solve("""
        name: Fleshbag Marauder
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Fleshbag Marauder]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Fleshbag Marauder, as: fm}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "fm")).zone == "graveyard"
