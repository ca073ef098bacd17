"""605.3a: a player with priority may activate any mana ability, not only "{T}: Add ...":
a Signet ("{1}, {T}: Add {W}{U}.", its {1} paid with another mana ability, 601.2g-h) and
Black Lotus ("{T}, Sacrifice this artifact: Add three mana of any one color.", 106.1b: the
color chosen as it resolves) are offered at priority, resolve at once (605.3b) and their mana
pays a spell cast next."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.api import pending
from arbiter.rules import instructions as I


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _pick(game, words: str) -> str:
    return next(a for a in _labels(game) if words in a)


def test_605_3a_black_lotus_three_blue_pays_uuu(board) -> None:
    game = board("""
        name: black lotus
        turn: {number: 2}
        battlefield: [{card: Black Lotus, as: lotus}]
        hand: {Alice: [Tempest Djinn]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any("Tempest Djinn" in a for a in _labels(game))  # nothing to pay {U}{U}{U}
    game.apply(_pick(game, "activate Black Lotus"))
    assert sorted(_labels(game)) == sorted(["{W}{W}{W}", "{U}{U}{U}", "{B}{B}{B}",
                                            "{R}{R}{R}", "{G}{G}{G}"])
    game.apply("{U}{U}{U}")
    assert game.state.players[0].mana_pool == {"U": 3}
    assert not game.state.stack_items  # 605.3b: no stack
    lotus = [o for o in game.state.objects.values() if game.name_of(o.id) == "Black Lotus"
             and o.zone == "graveyard"]
    assert lotus  # 701.21a: sacrificed as its cost
    game.apply(_pick(game, "cast Tempest Djinn"))
    assert game.state.players[0].mana_pool == {}
    assert [it.source_name for it in game.state.stack_items] == ["Tempest Djinn"]


def test_605_3a_signet_offered_and_paid_with_a_land(board) -> None:
    """Two Islands and Azorius Signet: the Signet's {1} is paid by an Island, its {W}{U} and
    the other Island pay Lyev Skyknight ({1}{W}{U})."""
    game = board("""
        name: signet
        turn: {number: 2}
        battlefield: [Island, Island, {card: Azorius Signet, as: signet}]
        hand: {Alice: [Lyev Skyknight]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any("Lyev Skyknight" in a for a in _labels(game))
    game.apply(_pick(game, "activate Azorius Signet"))
    while pending(game) is not None and pending(game).kind == "pay":
        game.apply(_labels(game)[0])
    assert game.state.players[0].mana_pool == {"W": 1, "U": 1}
    tapped = sorted(game.name_of(o.id) for o in game.state.objects.values()
                    if o.zone == "battlefield" and o.tapped)
    assert tapped == ["Azorius Signet", "Island"]
    game.apply(_pick(game, "cast Lyev Skyknight"))
    while pending(game) is not None and pending(game).kind in ("pay", "target"):
        game.apply(_labels(game)[0])
    assert game.state.players[0].mana_pool == {}
    assert [it.source_name for it in game.state.stack_items] == ["Lyev Skyknight"]


def test_605_3a_signet_not_offered_without_mana_for_its_cost(board) -> None:
    game = board("""
        name: signet alone
        turn: {number: 2}
        battlefield: [{card: Azorius Signet, as: signet}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _labels(game) == ["pass"]


@pytest.mark.parametrize(("line", "card", "amount"), [
    ("{T}, Sacrifice this artifact: Add three mana of any one color.", "Black Lotus", 3),
    ("{T}: Add three mana of any one color.", "Gilded Lotus", 3),
    ("{T}: Add two mana of any one color.", "Khalni Gem", 2),
])
def test_106_1b_mana_of_any_one_color_oracle_lines(line: str, card: str, amount: int) -> None:
    (ab,) = compile_text(line, card)
    assert ab.is_mana_ability
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert (add.amount, add.colors) == (amount, ("W", "U", "B", "R", "G"))
