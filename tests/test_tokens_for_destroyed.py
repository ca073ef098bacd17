"""701.8 / 111.2 / 608.2h: "For each permanent put into a graveyard this way, its controller
creates a 3/3 green Elephant creature token." (Terastodon) and "For each creature destroyed this
way, its controller creates ..." (March of Souls): each player whose permanent was destroyed
gets the tokens, one set per permanent; one not destroyed (indestructible, 702.12b) gives
none."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.tokens_for_destroyed import ControllersCreateForEach
from arbiter.vocab import Color


def _elephants(game, player: int) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for o in game.state.battlefield()
               if game.name_of(o) == "Elephant Token" and game.obj(o).controller == player
               and game.obj(o).owner == player)


def test_701_8_terastodon_elephants_for_each_controller(solve) -> None:
    """Terastodon enters; Alice destroys Bob's Forest, Bob's Darksteel Citadel
    (indestructible: not destroyed) and her own Island: Bob gets one Elephant, Alice one."""
    out = solve("""
        name: terastodon
        battlefield:
          - {card: Forest, as: forest, controller: Bob}
          - {card: Darksteel Citadel, as: citadel, controller: Bob}
          - {card: Island, as: island}
        actions:
          - {enter: {card: Terastodon, as: terastodon}}
        choices: [forest, citadel, island, yes]
        expect:
          forest: {zone: graveyard}
          island: {zone: graveyard}
          citadel: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    assert (_elephants(game, 0), _elephants(game, 1)) == (1, 1)
    ch = next(game.chars(o) for o in game.state.battlefield()
              if game.name_of(o) == "Elephant Token")
    assert (ch.power, ch.toughness, set(ch.colors)) == (3, 3, {Color.GREEN})


def test_701_8_terastodon_declined_no_elephants(solve) -> None:
    out = solve("""
        name: terastodon declined
        battlefield: [{card: Forest, as: forest, controller: Bob}]
        actions:
          - {enter: {card: Terastodon, as: terastodon}}
        choices: [forest, null, no]
        expect:
          forest: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert (_elephants(out.game, 0), _elephants(out.game, 1)) == (0, 0)


def test_701_8_march_of_souls_spirits_for_each_creature(solve) -> None:
    """March of Souls: Alice's two creatures and Bob's one die; she gets two 1/1 flying
    Spirits, he gets one."""
    out = solve("""
        name: march of souls
        battlefield:
          - {card: Grizzly Bears, as: b1}
          - {card: Llanowar Elves, as: b2}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [March of Souls]}
        actions:
          - {cast: March of Souls}
        expect:
          b1: {zone: graveyard}
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    spirits = [o for o in game.state.battlefield() if game.name_of(o) == "Spirit Token"]
    assert sorted(game.obj(o).controller for o in spirits) == [0, 0, 1]
    assert all(game.chars(o).has_keyword("flying") for o in spirits)


@pytest.mark.parametrize(("line", "spell", "card_type", "to_graveyard"), [
    ("When this creature enters, you may destroy up to three target noncreature permanents. "
     "For each permanent put into a graveyard this way, its controller creates a 3/3 green "
     "Elephant creature token.", False, None, True),
    ("Destroy all creatures. They can't be regenerated. For each creature destroyed this way, "
     "its controller creates a 1/1 white Spirit creature token with flying.", True, "Creature",
     False),
    ("Destroy all artifacts and enchantments. For each permanent destroyed this way, its "
     "controller creates a 3/3 green Centaur creature token.", True, None, False),
])
def test_701_8_controllers_create_for_each_lines(line: str, spell: bool, card_type: str | None,
                                                 to_graveyard: bool) -> None:
    (ability,) = compile_line(line, "Token Maker", spell=spell)
    step = ability.instructions[-1]
    assert isinstance(step, ControllersCreateForEach)
    assert (step.card_type, step.to_graveyard) == (card_type, to_graveyard)
