"""105.2, 109.2: color words before a series of card types naming spells or cards describe the
whole series: "red instant or sorcery spell" is a red instant or a red sorcery, never a blue
sorcery (`compiler.grammar.color_distribution.distribute_over_types`)."""

from __future__ import annotations

from casting_play import labels, take
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules import selectors as s


def _griffin_offered(board, spell: str, lands: str) -> bool:
    game = board(f"""
        name: unyaro
        battlefield: [{lands}, {{card: Unyaro Griffin, as: griffin}}]
        hand: {{Alice: [{{card: {spell}, as: spell}}]}}
    """)
    take(game, f"cast {game.name_of(obj_id(game, 'spell'))}")
    griffin = obj_id(game, "griffin")
    return any(x.startswith(f"activate Unyaro Griffin#{griffin}") for x in labels(game))


def test_105_2_a_red_sorcery_is_a_red_instant_or_sorcery_spell(board) -> None:
    """Unyaro Griffin ("Sacrifice this creature: Counter target red instant or sorcery
    spell.") may target Flame Slash, a red sorcery, on the stack."""
    assert _griffin_offered(board, "Flame Slash", "Mountain")


def test_105_2_a_blue_sorcery_is_not_a_red_instant_or_sorcery_spell(board) -> None:
    """Divination is a blue sorcery: Unyaro Griffin has no legal target, so its ability isn't
    offered (601.2c, 602.2b). Read as "(red instant) or sorcery" it would have been."""
    assert not _griffin_offered(board, "Divination", "Island, Island, Island")


def test_109_2_two_colors_before_two_types() -> None:
    """"a white or blue instant or sorcery spell" (Mindsparker): white or blue, and an
    instant or a sorcery."""
    (ab,) = compile_text("Whenever an opponent casts a white or blue instant or sorcery spell, "
                         "this creature deals 2 damage to that player.", "Mindsparker")
    white, blue = s.HasColor("white"), s.HasColor("blue")  # type: ignore[arg-type]
    inner = ab.trigger.selector.parts[1]
    assert isinstance(inner, s.And)
    colors, types = inner.parts
    assert {p.color.value for p in colors.parts} == {white.color, blue.color}
    assert types == s.Or((s.IsType("Instant"), s.IsType("Sorcery")))
