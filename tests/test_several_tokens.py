"""111.2: "create <a token> and <another token>" (Wurmcoil Engine, Forbidden Friendship,
Triplicate Titan): one instruction makes every kind of token named, owned and controlled by
the player who creates them."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.several_tokens import CreateSeveralTokens


def test_111_2_wurmcoil_engine_dies_two_different_wurms(solve) -> None:
    """Bob's Murder kills Alice's Wurmcoil Engine: she gets two 3/3 colorless Phyrexian Wurm
    artifact creature tokens, one with deathtouch (not lifelink), the other with lifelink
    (not deathtouch)."""
    out = solve("""
        name: wurmcoil engine
        battlefield: [{card: Wurmcoil Engine, as: wurmcoil}]
        hand: {Bob: [Murder]}
        actions:
          - {cast: Murder, by: Bob, targets: [wurmcoil]}
        expect:
          wurmcoil: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    wurms = [game.chars(o) for o in game.state.battlefield()]
    assert len(wurms) == 2
    for ch in wurms:
        assert (ch.power, ch.toughness) == (3, 3) and not ch.colors
        assert set(ch.types) == {"Artifact", "Creature"}
        assert set(ch.subtypes) == {"Phyrexian", "Wurm"}
    assert sorted((ch.has_keyword("deathtouch"), ch.has_keyword("lifelink"))
                  for ch in wurms) == [(False, True), (True, False)]
    assert all(game.obj(o).controller == 0 and game.obj(o).owner == 0
               for o in game.state.battlefield())


def test_111_2_forbidden_friendship_two_tokens(solve) -> None:
    """Forbidden Friendship: a 1/1 red Dinosaur with haste and a 1/1 white Human Soldier."""
    out = solve("""
        name: forbidden friendship
        battlefield: [Mountain, Mountain]
        hand: {Alice: [Forbidden Friendship]}
        actions:
          - {cast: Forbidden Friendship}
    """)
    assert out.passed, out.failures
    game = out.game
    made = {game.name_of(o): game.chars(o) for o in game.state.battlefield()
            if "Creature" in game.chars(o).types}
    assert set(made) == {"Dinosaur Token", "Human Soldier Token"}
    assert made["Dinosaur Token"].has_keyword("haste")
    assert not made["Human Soldier Token"].has_keyword("haste")


@pytest.mark.parametrize(("line", "spell", "kinds"), [
    ("When this creature dies, create a 3/3 colorless Phyrexian Wurm artifact creature token "
     "with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token with "
     "lifelink.", False, 2),
    ("When this creature dies, create a 3/3 colorless Golem artifact creature token with "
     "flying, a 3/3 colorless Golem artifact creature token with vigilance, and a 3/3 "
     "colorless Golem artifact creature token with trample.", False, 3),
    ("Create a Treasure token and a 2/2 blue Bird creature token with flying.", True, 2),
    ("When this creature enters, create a 2/2 white Knight creature token with vigilance, a "
     "3/3 green Centaur creature token, and a 4/4 green Rhino creature token with trample.",
     False, 3),
])
def test_111_2_several_token_lines(line: str, spell: bool, kinds: int) -> None:
    (ability,) = compile_line(line, "Token Maker", spell=spell)
    (step,) = ability.instructions
    assert isinstance(step, CreateSeveralTokens) and len(step.parts) == kinds
