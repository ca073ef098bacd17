"""401.4 / 400.3: "Put target card from your graveyard on top of your library." (Reclaim,
Salvage, False Mourning): the card, which you own (404.1), goes on top of your library; a card
in another player's graveyard can't be the target. Played through the engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import UnsupportedAbility

ALICE = 0


def test_401_4_reclaim_puts_the_card_on_top(solve) -> None:
    """Reclaim: Grizzly Bears goes from Alice's graveyard to the top of her library, above
    the Island that was there."""
    out = solve("""
        name: reclaim
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}, Forest]}
        hand: {Alice: [Reclaim]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Reclaim, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    game.use_aliases = False
    assert [game.name_of(o) for o in game.state.zone_list("library", ALICE)] == [
        "Grizzly Bears", "Island"]
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", ALICE)] == [
        "Forest", "Reclaim"]


def test_401_4_a_card_in_an_opponents_graveyard_cant_be_targeted(solve) -> None:
    """"from your graveyard": Bob's Grizzly Bears isn't a legal target; the cast is refused
    and nothing changes."""
    out = solve("""
        name: reclaim refused
        graveyard: {Bob: [{card: Grizzly Bears, as: bobbears}]}
        hand: {Alice: [Reclaim]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Reclaim, targets: [bobbears], refused: "target"}
        expect:
          bobbears: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("text", [
    "Put target card from your graveyard on top of your library.",
    "Put target creature card from your graveyard on top of your library.",
])
def test_401_4_oracle_lines_are_read(catalog, text) -> None:
    (ab,) = compile_line(text, "Reclaim", spell=True)
    assert not isinstance(ab, UnsupportedAbility), ab
    assert isinstance(ab.instructions[0], I.PutInLibrary)
    assert ab.instructions[0].position == "top" and ab.targets[0].zone == "graveyard"


def test_401_4_each_card_in_your_graveyard_is_not_this_template(catalog) -> None:
    """Only a target card is read here: "each card" would need 401.4's ordering."""
    (ab,) = compile_line("Put each card from your graveyard on top of your library.",
                         "Reclaim", spell=True)
    assert isinstance(ab, UnsupportedAbility)


def test_401_4_oust_puts_the_creature_second_from_the_top(solve) -> None:
    """Oust: Bob's Grizzly Bears goes into his library second from the top (under his top
    card) and he gains 3 life."""
    out = solve("""
        name: oust
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Oust]}
        library: {Alice: [Plains], Bob: [Island, Forest, Swamp]}
        actions:
          - {cast: Oust, targets: [bears]}
        expect:
          player Bob: {life: 23}
    """)
    assert out.passed, out.failures
    game = out.game
    game.use_aliases = False
    assert [game.name_of(o) for o in game.state.zone_list("library", 1)] == [
        "Island", "Grizzly Bears", "Forest", "Swamp"]


def test_401_4_with_a_short_library_it_goes_to_the_bottom(solve) -> None:
    """Bob's library is empty: "second from the top" puts the Bears as deep as it can go,
    the only card there."""
    out = solve("""
        name: oust empty library
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Oust]}
        library: {Alice: [Plains]}
        actions:
          - {cast: Oust, targets: [bears]}
        expect:
          bears: {zone: library}
    """)
    assert out.passed, out.failures


def test_401_4_commit_puts_a_spell_into_the_library_it_doesnt_resolve(solve) -> None:
    """Commit ("target spell or nonland permanent ... second from the top") on Bob's
    Lightning Bolt: the Bolt leaves the stack for his library, second from the top, and never
    resolves (Alice stays at 20)."""
    out = solve("""
        name: commit
        hand: {Alice: [Commit // Memory], Bob: [Lightning Bolt]}
        library: {Alice: [Plains], Bob: [Island, Forest]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], as: bolt, respond: true}
          - {cast: Commit // Memory, targets: [bolt], choices: {half: Commit}}
        expect:
          player Alice: {life: 20}
          game: {stack: 0}
    """)
    assert out.passed, out.failures
    game = out.game
    game.use_aliases = False
    assert [game.name_of(o) for o in game.state.zone_list("library", 1)] == [
        "Island", "Lightning Bolt", "Forest"]
