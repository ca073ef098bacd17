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


def test_608_2d_charmbreaker_devils_returns_instant_or_sorcery_to_hand(solve) -> None:
    """Charmbreaker Devils at Alice's upkeep: of Shock, Divination and Grizzly Bears in her
    graveyard, one of the two instant or sorcery cards goes to her hand; the Bears stay."""
    out = solve("""
        name: charmbreaker devils
        battlefield: [Charmbreaker Devils]
        graveyard: {Alice: [Shock, Divination, Grizzly Bears]}
        library: {Alice: [Swamp, Swamp]}
        turn: {number: 3, phase: untap}
        actions:
          - {pass: {to: draw}}
    """)
    assert out.passed, out.failures
    game = out.game
    hand = [game.name_of(o) for o in game.state.zone_list("hand", 0)]
    left = [game.name_of(o) for o in game.state.zone_list("graveyard", 0)]
    back = [n for n in hand if n in ("Shock", "Divination")]
    assert len(back) == 1 and back[0] not in left
    assert sorted(left) == sorted(["Grizzly Bears", ({"Shock", "Divination"} - set(back)).pop()])


def test_608_2d_random_return_to_hand_lines() -> None:
    """Today's Oracle lines returning cards at random to the hand."""
    for line, name, spell, n in [
        ("At the beginning of your upkeep, return an instant or sorcery card at random from "
         "your graveyard to your hand.", "Charmbreaker Devils", False, 1),
        ("Return two cards at random from your graveyard to your hand.", "Make a Wish", True, 2),
        ("When this creature enters, return a Zombie card at random from your graveyard to "
         "your hand.", "Ghoulraiser", False, 1),
    ]:
        (ability,) = compile_line(line, name, spell=spell)
        (step,) = ability.instructions
        assert isinstance(step, ReturnAtRandom) and step.n == n and step.to == "hand"
