"""903: a Commander game made by `Game.new(commanders=...)`: the deck rules checked before
the game (903.5a-e), the commanders in the command zone (903.6), 40 life (903.7, 103.4c),
and a commander offered among its owner's legal actions from the command zone (903.8)."""

from __future__ import annotations

import pytest

from arbiter.engine.game import Game
from arbiter.engine.players.commander_game import CommanderDeckError
from arbiter.engine.record import rebuild, record

ISAMARU = "Isamaru, Hound of Konda"  # {W}, legendary creature
KIKI = "Krenko, Mob Boss"  # {2}{R}{R}, legendary creature


def _mono(basic: str, others: tuple[str, ...] = ()) -> list[str]:
    """A 99-card deck: the given singletons, the rest basic lands."""
    return [*others, *[basic] * (99 - len(others))]


def _command(game: Game, player: int) -> list[int]:
    """The objects `player` owns in the command zone (one zone shared by all, 408.1)."""
    return [o for o in game.state.zone_list("command") if game.obj(o).owner == player]


def _game(a: list[str], b: list[str], commanders: list[list[str]], **kw: object) -> Game:
    return Game.new([a, b], players=["Alice", "Bob"], seed=3, commanders=commanders, **kw)


def test_903_6_903_7_commanders_in_the_command_zone_and_40_life() -> None:
    game = _game(_mono("Plains", ("Savannah Lions",)), _mono("Mountain"),
                 [[ISAMARU], [KIKI]])
    for p, name in ((0, ISAMARU), (1, KIKI)):
        [oid] = _command(game, p)
        assert game.obj(oid).card == name and game.obj(oid).commander is not None
        player = game.state.players[p]
        assert (player.life, player.starting_life) == (40, 40)  # 903.7, 103.4c
        assert len(game.state.zone_list("hand", p)) == 7  # 903.7
        assert len(game.state.zone_list("library", p)) == 92  # 903.6: 99 shuffled, 7 drawn


def test_903_5a_a_deck_holds_exactly_100_cards_with_its_commander() -> None:
    with pytest.raises(CommanderDeckError, match=r"Alice's deck holds 61 cards .*903\.5a"):
        _game(["Plains"] * 60, _mono("Mountain"), [[ISAMARU], [KIKI]])
    # two commanders (partners) and 98 cards make 100
    game = _game(["Plains"] * 98, _mono("Mountain"),
                 [["Thrasios, Triton Hero", "Tymna the Weaver"], [KIKI]])
    assert len(_command(game, 0)) == 2


def test_903_5b_one_of_each_card_but_basic_lands_and_relentless_rats() -> None:
    with pytest.raises(CommanderDeckError, match=r"2 cards named Savannah Lions: .*903\.5b"):
        _game(_mono("Plains", ("Savannah Lions", "Savannah Lions")), _mono("Mountain"),
              [[ISAMARU], [KIKI]])
    # 100.2a: "A deck can have any number of cards named Relentless Rats."
    game = _game(_mono("Swamp", ("Relentless Rats",) * 30), _mono("Mountain"),
                 [["Sheoldred, the Apocalypse"], [KIKI]])
    assert game.state.players[0].life == 40


def test_903_5b_a_card_with_its_own_limit_is_not_judged_by_a_guess() -> None:
    """Seven Dwarves: "A deck can have up to seven cards named Seven Dwarves." is not read:
    two of them stop the check naming the text rather than being allowed or refused."""
    with pytest.raises(CommanderDeckError, match="Seven Dwarves.*doesn't read"):
        _game(_mono("Plains"), _mono("Mountain", ("Seven Dwarves",) * 2),
              [[ISAMARU], [KIKI]])


def test_903_5c_every_card_within_the_commanders_color_identity() -> None:
    with pytest.raises(CommanderDeckError, match=r"Lightning Bolt, whose color identity "
                                                 r"\(R\) isn't in its commander's \(W\)"):
        _game(_mono("Plains", ("Lightning Bolt",)), _mono("Mountain"), [[ISAMARU], [KIKI]])
    # 903.4: a {R} symbol in rules text counts: Cathar Commando ({1}{W}) is fine, but
    # Isamaru can't lead a deck with Boros Charm
    with pytest.raises(CommanderDeckError, match=r"Boros Charm.*\(R\)"):
        _game(_mono("Plains", ("Boros Charm",)), _mono("Mountain"), [[ISAMARU], [KIKI]])
    # 702.124c: two commanders' combined identity (Thrasios G/U, Tymna W/B)
    game = _game(["Plains"] * 97 + ["Counterspell"], _mono("Mountain"),
                 [["Thrasios, Triton Hero", "Tymna the Weaver"], [KIKI]])
    assert len(_command(game, 0)) == 2


def test_903_5d_a_land_with_a_basic_land_type_produces_only_its_commanders_colors() -> None:
    # Tundra (Plains Island) has no mana symbol in its text, but its Island type makes {U}
    with pytest.raises(CommanderDeckError, match=r"Tundra, a land with a basic land type "
                                                 r"that could produce U mana.*903\.5d"):
        _game(_mono("Plains", ("Tundra",)), _mono("Mountain"), [[ISAMARU], [KIKI]])
    with pytest.raises(CommanderDeckError, match=r"Island, a land .*903\.5d"):
        _game(_mono("Plains", ("Island",) * 2), _mono("Mountain"), [[ISAMARU], [KIKI]])


def test_903_3_every_player_has_a_commander_that_may_be_one() -> None:
    with pytest.raises(CommanderDeckError, match=r"Bob has no commander: .*903\.3"):
        _game(_mono("Plains"), ["Mountain"] * 100, [[ISAMARU], []])
    with pytest.raises(CommanderDeckError, match=r"Grizzly Bears can't be a commander"):
        _game(_mono("Forest"), _mono("Mountain"), [["Grizzly Bears"], [KIKI]])


def test_903_5e_commander_games_use_no_sideboards() -> None:
    with pytest.raises(CommanderDeckError,
                       match=r"Alice has a sideboard: Commander games use none \(903\.5e"):
        _game(_mono("Plains"), _mono("Mountain"), [[ISAMARU], [KIKI]],
              sideboards=[["Savannah Lions"], []])


def test_903_8_the_commander_is_among_its_owners_legal_actions() -> None:
    """Isamaru costs {W}: once Alice has a Plains, casting it from the command zone is a legal
    action, and taking it puts Isamaru onto the stack with the command zone empty."""
    game = _game(_mono("Plains"), _mono("Mountain"), [[ISAMARU], [KIKI]])
    for _ in range(40):
        labels = {str(a): a for a in game.legal_actions()}
        cast = [a for label, a in labels.items() if "from the command zone" in label]
        if cast:
            assert game.current_player == 0 and "Isamaru" in str(cast[0])
            game.apply(cast[0])
            break
        play = [a for label, a in labels.items() if label.startswith("play Plains")]
        game.apply(play[0] if play else game.legal_actions()[0])
    else:
        pytest.fail("casting Isamaru from the command zone was never offered")
    assert _command(game, 0) == []
    [top] = game.state.zone_list("stack")
    assert game.obj(top).card == ISAMARU


def test_903_commander_game_is_rebuilt_from_its_record() -> None:
    """The game's setup record keeps the commanders: a game rebuilt from its record
    (`engine.record`) has them in the command zone and 40 life, and the same actions."""
    game = _game(_mono("Plains", ("Savannah Lions",)), _mono("Mountain"),
                 [[ISAMARU], [KIKI]])
    for _ in range(30):
        game.apply(game.legal_actions()[-1])
    again = rebuild(record(game))
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in game.legal_actions()]
    assert [p.life for p in again.state.players] == [p.life for p in game.state.players]
    def where(g: Game) -> list[tuple[str, str, bool]]:
        return sorted((o.card or "", o.zone, o.commander is not None)
                      for o in g.state.objects.values())

    assert where(again) == where(game)
    assert (ISAMARU, "command", True) in where(Game.new(
        [_mono("Plains"), _mono("Mountain")], commanders=[[ISAMARU], [KIKI]]))


def test_903_5e_a_companion_alone_is_outside_the_game() -> None:
    """103.2b: a companion is revealed from outside the game, not from a sideboard a
    Commander game doesn't use: Lurrus, whose condition Alice's deck of Plains fulfills."""
    game = _game(_mono("Plains"), _mono("Mountain"), [[ISAMARU], [KIKI]],
                 sideboards=[["Lurrus of the Dream-Den"], []],
                 companions=["Lurrus of the Dream-Den", None])
    assert game.state.players[0].companion == "Lurrus of the Dream-Den"
