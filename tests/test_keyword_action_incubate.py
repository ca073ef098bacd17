"""Incubate (701.53), played through the real engine: an Incubator token with N +1/+1
counters (701.53a), a double-faced token whose front face is a colorless Incubator artifact
with "{2}: Transform this token." and whose back face is a 0/0 colorless Phyrexian artifact
creature named Phyrexian Token (701.53b, 111.10i). Plus a table of real Oracle lines."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.keyword_actions.incubate import Incubate
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.abilities import UnsupportedAbility

ALICE = 0


def _incubators(game) -> list[int]:
    return [o for o in game.state.battlefield() if game.obj(o).token is not None
            and game.chars(o).name in ("Incubator Token", "Phyrexian Token")]


def test_701_53a_eyes_of_gitaxias_incubates_3(solve) -> None:
    """Eyes of Gitaxias ("Incubate 3. Draw a card."): Alice creates an Incubator token with
    three +1/+1 counters: a colorless Incubator artifact, not a creature."""
    out = solve("""
        name: incubate
        hand: {Alice: [Eyes of Gitaxias]}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - {cast: Eyes of Gitaxias}
    """)
    assert out.passed, out.failures
    game = out.game
    [token] = _incubators(game)
    ch = game.chars(token)
    assert ch.name == "Incubator Token" and ch.types == {"Artifact"}
    assert ch.subtypes == {"Incubator"} and not ch.colors
    assert game.obj(token).counters == {"+1/+1": 3}
    assert game.controller_of(token) == ALICE


def test_701_53b_the_incubator_transforms_into_a_phyrexian(board) -> None:
    """Converter Beast's "When this creature enters, incubate 5." then Alice pays {2} for the
    token's "{2}: Transform this token.": it becomes Phyrexian Token, a 0/0 colorless
    Phyrexian artifact creature, 5/5 with its counters (712.18: the same object)."""
    game = board("""
        name: incubate transform
        battlefield: [Forest, Forest, Forest, Forest, Forest, Forest]
        hand: {Alice: [{card: Converter Beast, as: beast}]}
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    from arbiter.engine.casting.spells import cast

    cast(game, obj_id(game, "beast"), ALICE, [], {}, pay=True)
    resolve_all(game)
    [token] = _incubators(game)
    activate(game, token, ALICE, 1, [], {}, pay=True)
    resolve_all(game)
    ch = game.chars(token)
    assert ch.name == "Phyrexian Token"
    assert ch.types == {"Artifact", "Creature"} and ch.subtypes == {"Phyrexian"}
    assert not ch.colors and (ch.power, ch.toughness) == (5, 5)
    assert game.obj(token).counters == {"+1/+1": 5}


@pytest.mark.parametrize(("name", "line", "spell", "read"), [
    ("Eyes of Gitaxias", "Incubate 3.", True, True),
    ("Converter Beast", "When this creature enters, incubate 5.", False, True),
    ("Bloated Processor", "When this creature dies, incubate X, where X is its power.",
     False, True),
    ("Tangled Skyline", "When this enchantment enters, you gain 5 life and incubate 5.",
     False, True),
    # "N times" / "twice" repeat the action: not read here.
    ("Progenitor Exarch", "When this creature enters, incubate 3 X times.", False, False),
    ("Glistening Dawn", "Incubate X twice, where X is the number of lands you control.", True,
     False),
])
def test_701_53a_incubate_lines(name, line, spell, read) -> None:
    [ab] = compile_line(line, name, spell=spell)
    assert (not isinstance(ab, UnsupportedAbility)) == read
    if read:
        assert isinstance(ab.instructions[-1], Incubate)
