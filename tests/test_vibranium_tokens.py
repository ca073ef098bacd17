"""Vibranium tokens ("create a tapped Vibranium token"): as the cards' reminder text defines
them, a colorless artifact token with indestructible and "{T}: Add {C}. This mana can't be
spent to cast a nonartifact spell." (named for its kind as the predefined tokens of 111.10
are, 111.4). Played through the real engine: Shuri's Fabricator makes two tapped ones (111.2),
indestructible keeps one on the battlefield through a destroy effect (702.12b), its mana
casts an artifact spell but not a creature spell (106.6), and Dora Milaje Elite makes one
only if an opponent controls more lands (603.4)."""

from __future__ import annotations

from conftest import obj_id


def _vibranium(game) -> list[int]:
    return [o for o in game.state.battlefield() if "Vibranium" in game.chars(o).subtypes]


def test_111_2_shuris_fabricator_creates_two_tapped_colorless_indestructible_artifacts(
        board) -> None:
    game = board("""
        name: Shuri's Fabricator makes Vibranium
        hand: {Alice: [Shuri's Fabricator]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Shuri's Fabricator}
    """)
    tokens = _vibranium(game)
    assert len(tokens) == 2
    for token in tokens:
        ch = game.chars(token)
        assert set(ch.types) == {"Artifact"} and ch.colors == frozenset()
        assert ch.name == "Vibranium Token" and ch.controller == 0
        assert game.state.objects[token].token and game.obj(token).tapped
        assert ch.has_keyword("indestructible")


def test_702_12b_a_vibranium_token_is_not_destroyed_by_shatter(board) -> None:
    game = board("""
        name: Shatter on a Vibranium token
        battlefield: [{token: Vibranium, as: vib}]
        hand: {Alice: [Shatter]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Shatter, targets: [vib], as: shatter}
    """)
    assert _vibranium(game) == [obj_id(game, "vib")]
    assert game.obj(obj_id(game, "shatter")).zone == "graveyard"


def test_106_6_vibranium_mana_casts_an_artifact_spell_not_a_creature_spell(board) -> None:
    """A Vibranium token and a Forest: Grizzly Bears ({1}{G}) can't be paid, Sol Ring ({1})
    can."""
    game = board("""
        name: Vibranium mana
        battlefield: [{token: Vibranium}, Forest]
        hand: {Alice: [Grizzly Bears, Sol Ring]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Grizzly Bears, pay: true, refused: "can't pay"}
          - {cast: Sol Ring, pay: true}
    """)
    names = [game.chars(o).name for o in game.state.battlefield()]
    assert "Sol Ring" in names and "Grizzly Bears" not in names


def test_603_4_dora_milaje_elite_makes_vibranium_only_if_an_opponent_has_more_lands(
        board) -> None:
    more = board("""
        name: Bob has more lands
        battlefield: [{card: Forest, controller: Bob}]
        hand: {Alice: [Dora Milaje Elite]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Dora Milaje Elite}
    """)
    assert len(_vibranium(more)) == 1 and more.obj(_vibranium(more)[0]).tapped
    equal = board("""
        name: Bob has as many lands
        battlefield: [Forest, {card: Forest, controller: Bob}]
        hand: {Alice: [Dora Milaje Elite]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Dora Milaje Elite}
    """)
    assert _vibranium(equal) == []
