"""601.3, 611.2c, 614.1a: "You may cast target instant or sorcery card from your graveyard this
turn. If that spell would be put into your graveyard, exile it instead." (Vohar, Vodalian
Desecrator; Jace, Telepath Unbound), played from the real Oracle lines: the permission lets
Alice cast the target card from her graveyard this turn, paying its costs (601.2f-h), and the
spell cast this way is exiled instead of going to her graveyard, whether it resolves (608.2n)
or is countered (701.6a). Another card in her graveyard gets no permission."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.exile_if_cast import EXILE_IF_CAST
from arbiter.engine.casting.impulse import CAST, MAY_PLAY

_VOHAR = """
    name: Vohar
    battlefield: [{{card: "Vohar, Vodalian Desecrator", as: vohar}}, Island, Island, Island,
                  Island, Island, {{card: Island, controller: Bob}}, {{card: Island,
                  controller: Bob}}]
    graveyard: {{Alice: [{{card: Divination, as: div}}, {{card: Opt, as: opt}}]}}
    hand: {{Bob: [Cancel, Island]}}
    library: {{Alice: [Island, Island, Island, Island], Bob: [Island]}}
    actions:
{actions}
"""


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_614_1a_vohar_line_is_a_permission_with_the_rider() -> None:
    [ability] = compile_text(
        "{2}, Sacrifice Vohar: You may cast target "
        "instant or sorcery card from your graveyard this turn. If that spell would be put into "
        "your graveyard, exile it instead. Activate only as a sorcery.",
        "Vohar, Vodalian Desecrator") or [None]
    [effect] = ability.instructions
    assert [(p.rule, p.detail) for p in effect.parts] == [(MAY_PLAY, CAST),
                                                           (EXILE_IF_CAST, "your")]
    assert effect.duration == "end_of_turn" and ability.sorcery_speed


def test_614_1a_the_spell_cast_this_way_is_exiled_after_resolving(board) -> None:
    game = board(_VOHAR.format(actions="""
      - {cast: Divination, from: graveyard, refused: "isn't in their hand"}
      - {activate: {card: vohar, ability: 2, targets: [div]}}
      - {cast: Divination, from: graveyard}
      - {cast: Opt, from: graveyard, refused: "isn't in their hand"}
    """))
    assert len(game.state.zone_list("hand", 0)) == 2  # Divination resolved: two cards
    assert _names(game, "exile") == ["Divination"]  # not back in the graveyard
    assert _names(game, "graveyard") == ["Opt", "Vohar, Vodalian Desecrator"]


def test_701_6a_614_1a_the_spell_countered_is_exiled_too(board) -> None:
    game = board(_VOHAR.format(actions="""
      - {activate: {card: vohar, ability: 2, targets: [div]}}
      - {cast: Divination, from: graveyard, respond: true}
      - {cast: Cancel, by: Bob, targets: [Divination]}
    """))
    assert _names(game, "hand") == []  # Divination was countered: no cards drawn
    assert _names(game, "exile") == ["Divination"]
    assert _names(game, "graveyard", 1) == ["Cancel"]


def test_614_1a_jace_telepath_unbound_line() -> None:
    [ability] = compile_text(
        "[−3]: You may cast target instant or sorcery card from your graveyard this turn. If "
        "that spell would be put into your graveyard, exile it instead.",
        "Jace, Telepath Unbound") or [None]
    assert ability.loyalty == -3
    assert [p.rule for p in ability.instructions[0].parts] == [MAY_PLAY, EXILE_IF_CAST]


def test_614_1a_other_riders_stay_unread() -> None:
    """Only "your graveyard" with nothing more is read: a rider about what the spell targets
    (Mavinda) isn't."""
    assert compile_text("{0}: You may cast target instant or sorcery card from your graveyard "
                        "this turn. If that spell doesn't target a creature you control, it "
                        "costs {8} more to cast this way.", "Test Card") is None
