"""614.1a, 614.6, 603.7: "Return target creature card from your graveyard to the battlefield.
It gains haste. Exile it at the beginning of the next end step. If it would leave the
battlefield, exile it instead of putting it anywhere else." (Whip of Erebos, Gruesome Encore)
played from the real Oracle lines: "it" in the last sentence is the permanent the delayed
ability exiles, the one returned now; killed or bounced before the end step, it is exiled
instead of going to a graveyard or a hand; a creature it didn't return still dies."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import CreateEffect, DelayedTrigger, Ref


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_614_1a_whip_of_erebos_line_names_the_returned_permanent() -> None:
    [ability] = compile_text(
        "{2}{B}{B}, {T}: Return target creature card from your graveyard to the battlefield. It "
        "gains haste. Exile it at the beginning of the next end step. If it would leave the "
        "battlefield, exile it instead of putting it anywhere else. Activate only as a "
        "sorcery.", "Whip of Erebos", legendary=True) or [None]
    _, haste, delayed, instead = ability.instructions
    assert isinstance(delayed, DelayedTrigger) and isinstance(instead, CreateEffect)
    assert instead.affected == haste.affected == delayed.what == Ref("new_target", 0)


_WHIP = """
    name: Whip of Erebos
    battlefield: [{card: Whip of Erebos, as: whip}, {card: Hill Giant, as: giant}]
    hand: {Alice: [Lightning Bolt, Lightning Bolt]}
    graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
    library: {Alice: [Island], Bob: [Island]}
"""


def test_614_6_whip_returned_creature_killed_is_exiled(board) -> None:
    game = board(_WHIP + """
    actions:
      - activate: {card: whip, ability: 2, targets: [bears]}
      - {cast: Lightning Bolt, targets: [bears]}
      - {cast: Lightning Bolt, targets: [giant]}
    """)
    assert _names(game, "exile") == ["Grizzly Bears"]
    assert _names(game, "graveyard") == ["Hill Giant", "Lightning Bolt", "Lightning Bolt"]


def test_603_7_whip_exiles_it_at_the_end_step(board) -> None:
    game = board(_WHIP + """
    actions:
      - activate: {card: whip, ability: 2, targets: [bears]}
      - {pass: next_turn}
    """)
    assert _names(game, "exile") == ["Grizzly Bears"]
    assert "Grizzly Bears" not in _names(game, "graveyard")


def test_614_1a_gruesome_encore_bounced_is_exiled_not_returned_to_bob(board) -> None:
    game = board("""
    name: Gruesome Encore
    hand: {Alice: [Gruesome Encore, Unsummon]}
    graveyard: {Bob: [{card: Grizzly Bears, as: bears}]}
    library: {Alice: [Island], Bob: [Island]}
    actions:
      - {cast: Gruesome Encore, targets: [bears]}
      - {cast: Unsummon, targets: [bears]}
    """)
    assert _names(game, "exile") == ["Grizzly Bears"]
    assert _names(game, "hand", 1) == []


_KHERU = """
    name: Kheru Lich Lord
    battlefield: [{card: Kheru Lich Lord, as: kheru}, Swamp, Swamp, Swamp]
    graveyard: {Alice: [{card: Grizzly Bears, as: bears}, Island]}
    library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
    choices: ["yes"]
    actions:
      - {pass: next_turn}
      - {pass: next_turn}
"""


def test_608_2c_kheru_lich_lord_it_is_the_returned_card(board) -> None:
    """"Return a creature card at random from your graveyard to the battlefield. It gains
    flying, trample, and haste.": the Bears gain them, not Kheru Lich Lord (was misread as
    the source: Kheru gained them and exiled itself)."""
    game = board(_KHERU)
    bears = next(o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears")
    kheru = next(o for o in game.state.battlefield() if game.name_of(o) == "Kheru Lich Lord")
    assert all(game.chars(bears).has_keyword(k) for k in ("flying", "trample", "haste"))
    assert not game.chars(kheru).has_keyword("flying")


def test_603_7_kheru_lich_lord_exiles_the_returned_card_at_the_end_step(board) -> None:
    game = board(_KHERU + """
      - {pass: end_of_turn}
    """)
    assert _names(game, "exile") == ["Grizzly Bears"]
    assert "Kheru Lich Lord" in [game.name_of(o) for o in game.state.battlefield()]
