"""608.2g, 118.9: "You may cast a spell with mana value N or less from your hand without
paying its mana cost." played from the real Oracle lines: Sram's Expertise casts Grizzly
Bears for nothing as it resolves; a card over the limit isn't cast (601.5) and stays in hand;
a split card is judged by the half proposed (709.3a, 601.3e): Alive // Well (mana value 5)
may be cast as Well (1), not as Alive (4)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.cast_from_hand_free import MayCastFromHandFree


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def _battlefield(game) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.battlefield())


def test_608_2g_sram_s_expertise_line() -> None:
    [ability] = compile_text(
        "Create three 1/1 white Servo artifact creature tokens. You may cast a spell with mana "
        "value 3 or less from your hand without paying its mana cost.", "Sram's Expertise",
        True) or [None]
    assert ability.instructions[-1] == MayCastFromHandFree(types=(), at_most=3)


_SRAM = """
    name: Sram's Expertise
    hand: {Alice: [Sram's Expertise, {card: Grizzly Bears, as: bears},
                   {card: Hill Giant, as: giant}, {card: Alive // Well, as: aw}]}
    library: {Alice: [Plains], Bob: [Island]}
"""


def test_118_9_sram_s_expertise_casts_the_bears_for_nothing(board) -> None:
    game = board(_SRAM + """
    actions:
      - {cast: Sram's Expertise, choices: {cast_free: bears}}
    """)
    assert _battlefield(game).count("Grizzly Bears") == 1
    assert _battlefield(game).count("Servo Token") == 3
    assert _names(game, "hand") == ["Alive // Well", "Hill Giant"]


def test_601_5_sram_s_expertise_a_card_over_the_limit_stays_in_hand(board) -> None:
    """Hill Giant (mana value 4) is proposed and not cast; nothing else is chosen."""
    game = board(_SRAM + """
    actions:
      - {cast: Sram's Expertise}
    choices: [giant, done]
    """)
    assert "Hill Giant" in _names(game, "hand")
    assert "Hill Giant" not in _battlefield(game)
    assert not game.state.stack_items


def test_709_3a_sram_s_expertise_a_split_card_judged_by_its_half(board) -> None:
    """Well (mana value 1) is cast from Alive // Well (5): Alice gains 2 life for each of her
    three Servos."""
    game = board(_SRAM + """
    actions:
      - {cast: Sram's Expertise, choices: {cast_free: aw, half: Well}}
    """)
    assert game.state.players[0].life == 20 + 2 * 3
    assert "Alive // Well" in _names(game, "graveyard")


def test_709_3a_sram_s_expertise_alive_is_over_the_limit(board) -> None:
    game = board(_SRAM + """
    actions:
      - {cast: Sram's Expertise, choices: {cast_free: aw, half: Alive}}
    choices: [done]
    """)
    assert "Alive // Well" in _names(game, "hand")
    assert "Centaur Token" not in _battlefield(game)


def test_107_3a_epistolary_librarian_x_is_the_attacking_creatures() -> None:
    """"..., where X is the number of attacking creatures": the limit is that count as the
    ability resolves, not an announced X (there is none)."""
    [ability] = compile_text(
        "Veil of Time — Whenever this creature attacks, you may cast a spell with mana value X "
        "or less from your hand without paying its mana cost, where X is the number of "
        "attacking creatures.", "Epistolary Librarian") or [None]
    [step] = ability.instructions
    assert isinstance(step, MayCastFromHandFree)
    assert type(step.at_most).__name__ == "CountOf"
