"""608.2d: "Return a Zombie creature card at random from your graveyard to the battlefield."
(Tomb Tyrant) and "return two creature cards at random ..." (Moldgraf Monstrosity): chosen by
the game's seeded generator as the ability resolves; 602.5b: "Activate only during your turn
and only if there are at least three Zombie creature cards in your graveyard"."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.random_return import ReturnAtRandom


def test_608_2d_tomb_tyrant_returns_one_zombie_at_random(solve) -> None:
    """Three Zombie cards and Grizzly Bears in Alice's graveyard; she sacrifices another
    Grizzly Bears: one Zombie returns (the Bears can't: not Zombies); two Zombies and both
    Bears stay."""
    out = solve("""
        name: tomb tyrant
        battlefield: [{card: Tomb Tyrant, as: tyrant}, {card: Grizzly Bears, as: fodder}]
        graveyard: {Alice: [Walking Corpse, Diregraf Ghoul, Festering Goblin, Grizzly Bears]}
        actions:
          - {activate: {card: tyrant, ability: "{2}{B}", choices: {sacrifice: fodder}}}
        expect:
          tyrant: {tapped: true}
          fodder: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    back = [game.name_of(o) for o in game.state.battlefield()
            if game.name_of(o) in ("Walking Corpse", "Diregraf Ghoul", "Festering Goblin")]
    left = [game.name_of(o) for o in game.state.zone_list("graveyard", 0)]
    assert len(back) == 1 and back[0] not in left
    assert len(left) == 4 and "Grizzly Bears" in left  # and the sacrificed one, "fodder"


def test_602_5b_tomb_tyrant_only_during_your_turn(solve) -> None:
    """On Bob's turn Alice can't activate it, three Zombie cards or not."""
    out = solve("""
        name: not your turn
        players: [Bob, Alice]
        battlefield:
          - {card: Tomb Tyrant, as: tyrant, controller: Alice}
          - {card: Grizzly Bears, as: fodder, controller: Alice}
        graveyard: {Alice: [Walking Corpse, Diregraf Ghoul, Festering Goblin]}
        actions:
          - {activate: {card: tyrant, by: Alice, ability: "{2}{B}",
                        choices: {sacrifice: fodder}}, refused: "turn"}
        expect:
          tyrant: {tapped: false}
          fodder: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_608_2d_moldgraf_returns_two_at_random(solve) -> None:
    """Moldgraf Monstrosity dies with three creature cards in Alice's graveyard: it is
    exiled, then two of the three return."""
    out = solve("""
        name: moldgraf
        battlefield: [{card: Moldgraf Monstrosity, as: moldgraf}]
        graveyard: {Alice: [Grizzly Bears, Walking Corpse, Llanowar Elves]}
        hand: {Bob: [Murder]}
        actions:
          - {cast: Murder, by: Bob, targets: [moldgraf]}
        expect:
          moldgraf: {zone: exile}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.battlefield()) == 2
    assert len(game.state.zone_list("graveyard", 0)) == 1


def test_608_2d_random_return_line() -> None:
    (ability,) = compile_line("{2}{B}, {T}, Sacrifice a creature: Return a Zombie creature card "
                              "at random from your graveyard to the battlefield. Activate only "
                              "during your turn and only if there are at least three Zombie "
                              "creature cards in your graveyard.", "Tomb Tyrant")
    (step,) = ability.instructions
    assert isinstance(step, ReturnAtRandom) and step.n == 1
    assert ability.your_turn_only and ability.condition is not None
