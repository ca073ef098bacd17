"""601.3, 611.2c: "{T}: You may cast target Zombie creature card from your graveyard this
turn." (Zul Ashur, Lich Lord): a permission for that one card until end of turn
(`engine.casting.graveyard_card_cast`), played from the real Oracle line. The card is cast
following the normal rules; a card without the permission can't be cast from the graveyard,
and a card that isn't a Zombie can't be the target (115.1)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse import CAST, MAY_PLAY

_ZUL = """
    name: Zul Ashur
    battlefield: [{{card: "Zul Ashur, Lich Lord", as: zul}}, Swamp, Swamp, Swamp, Swamp, Swamp]
    graveyard: {{Alice: [{{card: Walking Corpse, as: corpse}}, {{card: Hill Giant, as: giant}}]}}
    library: {{Alice: [Island, Island], Bob: [Island]}}
    actions:
{actions}
"""


def test_601_3_zul_ashur_lets_the_target_be_cast_from_the_graveyard(board) -> None:
    game = board(_ZUL.format(actions="""
      - {cast: Walking Corpse, from: graveyard, refused: "isn't in their hand"}
      - {activate: {card: zul, ability: 2, targets: [corpse]}}
      - {cast: Walking Corpse, from: graveyard}
    """))
    assert any(game.name_of(o) == "Walking Corpse" for o in game.state.battlefield())


def test_115_1_zul_ashur_cant_target_a_card_that_isnt_a_zombie(board) -> None:
    game = board(_ZUL.format(actions="""
      - {activate: {card: zul, ability: 2, targets: [giant]}, refused: "legal"}
      - {activate: {card: zul, ability: 2, targets: [corpse]}}
      - {cast: Hill Giant, from: graveyard, refused: "isn't in their hand"}
    """))
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", 0)) == [
        "Hill Giant", "Walking Corpse"]


def test_611_2c_the_permission_is_for_that_card_until_end_of_turn() -> None:
    [ability] = compile_text("{T}: You may cast target Zombie creature card from your "
                             "graveyard this turn.", "Zul Ashur, Lich Lord")
    [effect] = ability.instructions
    assert effect.parts[0].rule == MAY_PLAY and effect.parts[0].detail == CAST
    assert effect.duration == "end_of_turn"


def test_614_1a_a_rider_about_that_spell_leaves_the_line_unread() -> None:
    """(The rider "If that spell would be put into your graveyard, exile it instead." is read:
    tests/test_graveyard_cast_exile_instead_614_1a.py.)"""
    assert compile_text("{T}: You may cast target instant or sorcery card from your graveyard "
                        "this turn. If that spell would be put into a graveyard, shuffle it "
                        "into your library instead.", "Test Card") is None


def test_601_3_the_cast_is_offered_among_the_legal_actions(board) -> None:
    """After the ability resolves, Alice's legal actions (with five Swamps to pay) include
    casting the Walking Corpse from her graveyard, and not the Hill Giant."""
    from arbiter.engine.turn.priority import priority_actions

    game = board(_ZUL.format(actions="""
      - {activate: {card: zul, ability: 2, targets: [corpse]}}
    """))
    casts = {game.name_of(a.obj) for a in priority_actions(game, 0) if a.kind == "cast"}
    assert "Walking Corpse" in casts and "Hill Giant" not in casts
