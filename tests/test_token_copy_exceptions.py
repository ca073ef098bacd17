"""707.2 and 707.9b: "Create a token that's a copy of target creature[, except it's a 1/1
green Frog]" (Croaking Counterpart, Cackling Counterpart, Spitting Image). The exceptions are
part of the token's copiable values (707.9b); "it's a <creature type>" replaces the copied
creature types (205.1a) and a color replaces the copied colors (105.3)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.copiable import CopyExceptions
from arbiter.vocab import Color


def test_707_9b_croaking_counterpart_copy_is_a_1_1_green_frog(solve) -> None:
    """A copy of Serra Angel: named Serra Angel, a 1/1 green Frog creature with flying and
    vigilance; the Angel itself is unchanged."""
    out = solve("""
        name: croaking counterpart
        battlefield: [{card: Serra Angel, as: angel, controller: Bob}]
        hand: {Alice: [Croaking Counterpart]}
        actions:
          - {cast: Croaking Counterpart, targets: [angel]}
        expect:
          Serra Angel: {controller: Alice, power: 1, toughness: 1, colors: [green],
                        types: [Creature], subtypes: [Frog], has: [flying, vigilance]}
          angel: {power: 4, subtypes: [Angel], colors: [white]}
    """)
    assert out.passed, out.failures


def test_707_9b_a_copy_of_the_frog_copy_is_a_frog_too(solve) -> None:
    """The exceptions are copiable values: Cackling Counterpart copying the Frog token makes
    another 1/1 green Frog named Serra Angel."""
    out = solve("""
        name: copy of the copy
        battlefield: [{card: Serra Angel, as: angel}]
        hand: {Alice: [Croaking Counterpart, Cackling Counterpart]}
        actions:
          - {cast: Croaking Counterpart, targets: [angel]}
          - {cast: Cackling Counterpart, targets: [Serra Angel]}
        expect:
          Serra Angel: {power: 1, toughness: 1, colors: [green], subtypes: [Frog]}
    """)
    assert out.passed, out.failures


def test_115_croaking_counterpart_cant_target_a_frog(solve) -> None:
    out = solve("""
        name: non-Frog target
        battlefield: [{token: {name: Frog, types: [Creature], subtypes: [Frog], colors: [green],
                               power: 1, toughness: 1}, as: frog}]
        hand: {Alice: [Croaking Counterpart]}
        actions:
          - {cast: Croaking Counterpart, targets: [frog], refused: "target"}
        expect:
          Croaking Counterpart: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "exceptions"), [
    ("Create a token that's a copy of target non-Frog creature, except it's a 1/1 green "
     "Frog.", CopyExceptions(power=1, toughness=1, colors=frozenset({Color.GREEN}),
                             creature_types=frozenset({"Frog"}))),  # Croaking Counterpart
    ("Create a token that's a copy of target creature you control.", None),  # Quasiduplicate
    ("Create a token that's a copy of target artifact.", None),  # Echo Storm
])
def test_707_2_token_copy_lines(line: str, exceptions: object) -> None:
    [ab] = compile_line(line, "Test Card", spell=True)
    assert ab.instructions == (I.CreateTokenCopy(I.Ref.target(), exceptions=exceptions),)


@pytest.mark.parametrize("line", [
    # a card in a graveyard, and exceptions not read here, stay unread
    "Create a token that's a copy of target creature card in your graveyard.",
])
def test_707_2_token_copy_lines_left_unread(line: str) -> None:
    [ab] = compile_line(line, "Test Card", spell=True)
    assert type(ab).__name__ == "UnsupportedAbility"


def test_608_2c_it_after_a_token_copy_is_the_token(solve) -> None:
    """Orthion makes a token copy of Grizzly Bears: "It gains haste. Sacrifice it at the
    beginning of the next end step." is the token; the original Bears stay."""
    out = solve("""
        name: orthion's token copy
        battlefield:
          - {card: "Orthion, Hero of Lavabrink", as: orthion}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {activate: {card: orthion, ability: 1, targets: [bears]}}
        expect:
          Grizzly Bears: {has: [haste]}
          bears: {lacks: [haste]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: orthion's token copy at the end step
        battlefield:
          - {card: "Orthion, Hero of Lavabrink", as: orthion}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {activate: {card: orthion, ability: 1, targets: [bears]}}
          - {pass: {to: cleanup}}
        expect:
          Grizzly Bears: {count: 1}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
