"""Copying a creature spell "except it isn't legendary if the spell is legendary" (Double
Major): 707.10 the copy, 707.9b the exception is part of the copying (the copy's copiable
values have no legendary supertype), 707.10f the copy of a permanent spell becomes a token as
it resolves; so the legend rule (704.5j) doesn't see two legendary permanents."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.instructions import CopySpell


def test_707_9b_copy_of_a_legendary_creature_spell_is_not_legendary(solve) -> None:
    """Alice casts Isamaru, Hound of Konda (legendary 2/2) and copies it with Double Major:
    the copy resolves first into a 2/2 Dog token that isn't legendary; Isamaru then resolves
    and both stay (no legend rule, 704.5j)."""
    out = solve("""
        name: double major legendary
        battlefield: [Plains, Forest, Island]
        hand: {Alice: [{card: "Isamaru, Hound of Konda", as: isamaru}, Double Major]}
        actions:
          - {cast: "Isamaru, Hound of Konda", pay: true, respond: true}
          - {cast: Double Major, targets: [isamaru], pay: true}
        expect:
          "Isamaru, Hound of Konda": {count: 2, power: 2, toughness: 2, subtypes: [Dog]}
          isamaru: {zone: battlefield, supertypes: [Legendary]}
    """)
    assert out.passed, out.failures
    game = out.game
    dogs = [o for o in game.state.battlefield() if game.chars(o).name == "Isamaru, Hound of Konda"]
    token = next(o for o in dogs if game.obj(o).token is not None)
    assert game.chars(token).supertypes == set()


def test_707_10f_copy_of_a_nonlegendary_creature_spell_is_a_token_copy(solve) -> None:
    """The exception changes nothing for a spell that isn't legendary: the copy of Grizzly
    Bears is a 2/2 Bears token beside the card."""
    out = solve("""
        name: double major bears
        battlefield: [Forest, Forest, Forest, Island]
        hand: {Alice: [Grizzly Bears, Double Major]}
        actions:
          - {cast: Grizzly Bears, pay: true, respond: true}
          - {cast: Double Major, targets: [Grizzly Bears], pay: true}
        expect:
          Grizzly Bears: {count: 2, power: 2, toughness: 2, supertypes: []}
    """)
    assert out.passed, out.failures
    assert sum(out.game.obj(o).token is not None for o in out.game.state.battlefield()) == 1


def test_707_10_double_major_targets_only_a_creature_spell_you_control(solve) -> None:
    """"target creature spell you control": Bob's creature spell isn't a legal target, and
    casting Double Major at it is refused."""
    out = solve("""
        name: double major bob's spell
        players: [Bob, Alice]
        battlefield: [{card: Forest, controller: Alice}, {card: Island, controller: Alice}]
        hand: {Alice: [Double Major], Bob: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, by: Bob, respond: true}
          - {cast: Double Major, by: Alice, refused: "target"}
        expect:
          player Alice: {hand_size: 1}
          game: {stack: 1}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line, removed", [
    ("Copy target creature spell you control, except it isn't legendary if the spell is "
     "legendary.", frozenset({"Legendary"})),
    ("Copy target instant or sorcery spell, except that the copy is red. You may choose new "
     "targets for the copy.", frozenset()),
])
def test_707_9b_copy_spell_exception_lines(line: str, removed: frozenset[str]) -> None:
    (ab,) = compile_line(line, "Test Card", spell=True)
    assert not isinstance(ab, UnsupportedAbility)
    (step,) = ab.instructions
    assert isinstance(step, CopySpell)
    assert isinstance(step.exceptions, CopyExceptions)
    assert step.exceptions.remove_supertypes == removed
    assert [t.kind for t in ab.targets] == ["spell"]
