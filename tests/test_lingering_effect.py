"""611.3a's exception, read from Titania's Song's Oracle text: "If this enchantment leaves the
battlefield, this effect continues until end of turn." (`engine.stack.lingering`)."""

from __future__ import annotations

from tests.conftest import chars_of

SONG = """
    name: titania's song leaves
    battlefield:
      - {card: "Titania's Song", as: song}
      - {card: Jayemdae Tome, as: tome}
    hand: {Alice: [Mind Stone]}
    library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
    actions:
      - move: {card: song, to: graveyard}
"""


def test_611_3a_the_effect_continues_after_the_song_leaves(solve) -> None:
    """The Tome stays a 4/4 artifact creature with no abilities for the rest of the turn."""
    out = solve(SONG)
    tome = chars_of(out, "tome")
    assert "Creature" in tome.types and (tome.power, tome.toughness) == (4, 4)
    assert tome.abilities == []


def test_611_2c_an_artifact_arriving_later_is_not_affected(solve) -> None:
    """Once the Song is gone the effect applies to the artifacts it applied to as it left
    (like an effect of a resolved ability, 611.2c)."""
    out = solve(SONG + "      - enter: {card: Mind Stone, as: stone}\n")
    stone = chars_of(out, "stone")
    assert "Creature" not in stone.types and stone.abilities


def test_514_2_it_ends_at_end_of_turn(solve) -> None:
    """514.2: at the cleanup step the effect ends; the Tome is a plain artifact again."""
    out = solve(SONG + "      - pass: next_turn\n")
    tome = chars_of(out, "tome")
    assert "Creature" not in tome.types and tome.abilities


def test_611_3a_while_the_song_is_on_the_battlefield(solve) -> None:
    """Before it leaves, the static ability's own effect applies (604.1)."""
    out = solve(SONG.replace("      - move: {card: song, to: graveyard}\n",
                             "      - enter: {card: Mind Stone, as: stone}\n"))
    assert (chars_of(out, "stone").power, chars_of(out, "tome").power) == (2, 4)
