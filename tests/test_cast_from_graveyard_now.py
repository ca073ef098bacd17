"""608.2g, 118.9, 614.1a: "You may cast target instant card from your graveyard [without paying
its mana cost]. If that spell would be put into <your | a> graveyard, exile it instead." played
from the real Oracle lines: Torrential Gearhulk casts Lightning Bolt from Alice's graveyard for
nothing as its enters ability resolves, and the Bolt is exiled after resolving instead of going
back to the graveyard; Toshiro Umezawa's Bolt is paid for (601.2f-h); Impulsivity casts a card
from Bob's graveyard (exiled: "a graveyard" is its owner's, 400.3). Declining leaves the card
where it was. "This turn", "until end of turn" and other words about the spell stay unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line, compile_text
from arbiter.engine.casting.cast_from_graveyard_now import MayCastFromGraveyardNow
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import Ref


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_608_2g_torrential_gearhulk_line() -> None:
    [ability] = compile_text(
        "When this creature enters, you may cast target instant card from your graveyard "
        "without paying its mana cost. If that spell would be put into your graveyard, exile "
        "it instead.", "Torrential Gearhulk") or [None]
    assert ability.instructions == (MayCastFromGraveyardNow(Ref.target(0), free=True,
                                                            exile_instead="your"),)
    [target] = ability.targets
    assert target.zone == "graveyard" and target.count == 1


_GEARHULK = """
    name: Torrential Gearhulk
    hand: {Alice: [Torrential Gearhulk]}
    graveyard: {Alice: [{card: Lightning Bolt, as: bolt}, {card: Grizzly Bears, as: bears}]}
    library: {Alice: [Island], Bob: [Island]}
"""


def test_118_9_614_1a_gearhulk_casts_the_bolt_free_and_it_is_exiled(board) -> None:
    game = board(_GEARHULK + """
    actions:
      - {cast: Torrential Gearhulk, choices: {cast_from_graveyard: "yes",
                                              cast_from_graveyard_target: Bob}}
    """)
    assert game.state.players[1].life == 17
    assert _names(game, "exile") == ["Lightning Bolt"]  # not back in the graveyard
    assert _names(game, "graveyard") == ["Grizzly Bears"]


def test_608_2g_gearhulk_declined_leaves_the_bolt_in_the_graveyard(board) -> None:
    game = board(_GEARHULK + """
    actions:
      - {cast: Torrential Gearhulk, choices: {cast_from_graveyard: "no"}}
    """)
    assert game.state.players[1].life == 20
    assert _names(game, "graveyard") == ["Grizzly Bears", "Lightning Bolt"]
    assert _names(game, "exile") == []


def test_601_2f_toshiro_umezawa_pays_for_the_bolt(board) -> None:
    """Bob's Bears die to a Shock; Toshiro's ability casts the Bolt from Alice's graveyard,
    paid with her untapped Mountain (601.2g-h), and exiles it after it resolves."""
    game = board("""
    name: Toshiro Umezawa
    battlefield: [{card: Toshiro Umezawa, as: toshiro}, {card: Mountain, as: m1},
                  {card: Grizzly Bears, as: bears, controller: Bob}]
    hand: {Alice: [Shock]}
    graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
    library: {Alice: [Island], Bob: [Island]}
    actions:
      - {cast: Shock, targets: [bears]}
    choices: [bolt, "yes", Bob]
    """)
    assert game.state.players[1].life == 17
    assert game.obj(next(o for o in game.state.battlefield()
                         if game.name_of(o) == "Mountain")).tapped
    assert _names(game, "exile") == ["Lightning Bolt"]
    assert _names(game, "graveyard") == ["Shock"]


def test_400_3_impulsivity_casts_bob_s_card_and_exiles_it(board) -> None:
    game = board("""
    name: Impulsivity
    hand: {Alice: [Impulsivity]}
    graveyard: {Bob: [{card: Lightning Bolt, as: bolt}]}
    library: {Alice: [Island], Bob: [Island]}
    actions:
      - {cast: Impulsivity, choices: {cast_from_graveyard: "yes",
                                      cast_from_graveyard_target: Bob}}
    """)
    assert game.state.players[1].life == 17
    assert _names(game, "exile", 1) == ["Lightning Bolt"]
    assert _names(game, "graveyard", 1) == []


# (Jace, Telepath Unbound's "... from your graveyard this turn. If that spell would be put into
# your graveyard, exile it instead." is a permission for the turn, not a cast now:
# tests/test_graveyard_cast_exile_instead_614_1a.py.)
@pytest.mark.parametrize(("name", "line"), [
    ("Sins of the Past", "Until end of turn, you may cast target instant or sorcery card from "
     "your graveyard without paying its mana cost. If that spell would be put into your "
     "graveyard, exile it instead. Exile Sins of the Past."),
    ("Ogre Battlecaster", "Whenever this creature attacks, you may cast target instant or "
     "sorcery card from your graveyard by paying {R}{R} in addition to its other costs. If that "
     "spell would be put into a graveyard, exile it instead."),
    ("Quistis Trepe", "When Quistis Trepe enters, you may cast target instant or sorcery card "
     "from a graveyard, and mana of any type can be spent to cast that spell. If that spell "
     "would be put into a graveyard, exile it instead."),
])
def test_608_2g_other_words_about_the_spell_stay_unread(name: str, line: str) -> None:
    [ability] = compile_line(line, name)
    assert isinstance(ability, UnsupportedAbility)
