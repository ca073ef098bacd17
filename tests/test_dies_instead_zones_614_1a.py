"""614.1a / 614.6 / 700.4: "If this creature would die, <put it on top of | on the bottom of
its owner's library | return it to its owner's hand> instead." (Gravebane Zombie, Nissa's
Chosen, Necromancer's Magemark), played through the engine: the creature is put there
instead of its owner's graveyard, so it never dies (no "dies" trigger)."""

from __future__ import annotations


def _library(out, player: int = 0) -> list[str]:
    game = out.game
    return [game.obj(o).card for o in game.state.zone_list("library", player)]


def test_614_1a_gravebane_zombie_on_top_of_its_owners_library(solve) -> None:
    out = solve("""
        name: gravebane
        battlefield: [{card: Gravebane Zombie, controller: Bob, as: zombie}]
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Swamp, Swamp]}
        actions:
          - {cast: Lightning Bolt, targets: [zombie]}
    """)
    assert out.passed, out.failures
    assert _library(out, 1) == ["Gravebane Zombie", "Swamp", "Swamp"]
    assert out.game.state.zone_list("graveyard", 1) == []


def test_614_1a_nissas_chosen_on_the_bottom(solve) -> None:
    out = solve("""
        name: nissa's chosen
        battlefield: [{card: Nissa's Chosen, controller: Bob, as: chosen}]
        hand: {Alice: [Murder]}
        library: {Alice: [Island], Bob: [Swamp, Swamp]}
        actions:
          - {cast: Murder, targets: [chosen]}
    """)
    assert out.passed, out.failures
    assert _library(out, 1) == ["Swamp", "Swamp", "Nissa's Chosen"]


def test_700_4_returned_to_hand_instead_doesnt_die(solve) -> None:
    """Necromancer's Magemark: Alice's enchanted Grizzly Bears would die: it returns to her
    hand instead; Blood Artist's 'whenever a creature dies' doesn't trigger (Bob stays at
    20 life)."""
    out = solve("""
        name: magemark
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Necromancer's Magemark, attached_to: bears}
          - Blood Artist
        hand: {Alice: [Murder]}
        library: {Alice: [Island]}
        choices: [Bob]
        actions:
          - {cast: Murder, targets: [bears]}
        expect:
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [game.obj(o).card for o in game.state.zone_list("hand", 0)] == ["Grizzly Bears"]


def test_614_1a_magemark_not_for_an_unenchanted_creature(solve) -> None:
    out = solve("""
        name: magemark unenchanted
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Llanowar Elves, as: elves}
          - {card: Necromancer's Magemark, attached_to: elves}
        hand: {Alice: [Murder]}
        library: {Alice: [Island]}
        actions:
          - {cast: Murder, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sorted(game.obj(o).card for o in game.state.zone_list("graveyard", 0)) == [
        "Grizzly Bears", "Murder"]


def test_614_1a_kalitas_exiles_and_makes_a_zombie(solve) -> None:
    """Kalitas, Traitor of Ghet: Bob's Grizzly Bears would die: it is exiled instead and
    Alice (Kalitas's controller) creates a 2/2 black Zombie."""
    out = solve("""
        name: kalitas
        battlefield: ["Kalitas, Traitor of Ghet", {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Murder]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Murder, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [game.obj(o).card for o in game.state.zone_list("exile", 1)] == ["Grizzly Bears"]
    zombies = [o for o in game.state.battlefield() if "Zombie" in game.chars(o).subtypes
               and game.obj(o).token is not None]
    assert len(zombies) == 1 and game.chars(zombies[0]).controller == 0
    assert (game.chars(zombies[0]).power, game.chars(zombies[0]).toughness) == (2, 2)


def test_614_1a_kalitas_not_for_your_own_creature(solve) -> None:
    out = solve("""
        name: kalitas own
        battlefield: ["Kalitas, Traitor of Ghet", {card: Grizzly Bears, as: bears}]
        hand: {Alice: [Murder]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Murder, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sorted(game.obj(o).card for o in game.state.zone_list("graveyard", 0)) == [
        "Grizzly Bears", "Murder"]
    assert not any(game.obj(o).token is not None for o in game.state.battlefield())


def test_614_1a_the_darkness_crystal_exiles_and_gains_life(solve) -> None:
    out = solve("""
        name: darkness crystal
        battlefield: [The Darkness Crystal, {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Murder]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Murder, targets: [bears]}
        expect:
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures
    assert [out.game.obj(o).card for o in out.game.state.zone_list("exile", 1)] == [
        "Grizzly Bears"]


def test_608_2c_a_pronoun_in_the_rest_stays_unread() -> None:
    """Ravenloft Adventurer's "instead exile it and put a hit counter on it": a spell's "it"
    would name the source; the line stays unread rather than put the counter there."""
    from arbiter.compiler.granted_unread import unread_parts
    from arbiter.compiler.lines import compile_text

    abilities = compile_text("If a creature an opponent controls would die, instead exile it "
                             "and put a hit counter on it.", "Ravenloft Adventurer") or []
    assert not abilities or any(unread_parts(a) for a in abilities)
