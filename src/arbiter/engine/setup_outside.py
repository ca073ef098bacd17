"""103.2a-b: what each player has outside the game as it is set up.

- 100.4 / 400.11a: a player's sideboard, cards they own outside the game, set aside before
  the game (103.2a); after that, the player's deck is their starting deck. Cards from it are
  brought into the game only as a rule or effect allows (400.11b: 116.2g a companion,
  701.48a learn).
- 103.2b: each player may reveal one card with a companion ability from outside the game
  (`engine.keywords.companion`).
- 309.2: dungeon cards begin outside the game, apart from the deck and the sideboard; a
  player ventures only into dungeons they own (`engine.keyword_actions.venture`).
- 717.2: a player who plays with Attraction cards has an Attraction deck in the command zone
  (each card with the numbers lit up on it, 717.1), shuffled before the game (103.3a) when
  the game is made by `Game.new` (a scenario gives it in order, top first).
- 904.3: an archenemy has a scheme deck in the command zone (shuffled likewise); with
  `Game.new`, 904.2 (two players: one archenemy against a team of one) or 904.12 (every
  player an archenemy, Supervillain Rumble) sets each archenemy's life to 40 (904.5) and,
  in a two-player game, has the archenemy take the first turn (904.6). A team of two or
  more players facing the archenemy takes shared team turns (805), which Arbiter doesn't
  carry out: such a game isn't set up.
- 905.4: conspiracy cards put into the command zone at the start of the game, a hidden
  agenda's face down with its chosen name (`engine.keywords.hidden_agenda`).
- 901.3: in a Planechase game each player has a planar deck in the command zone (shuffled
  likewise; `engine.keyword_actions.planar_decks` checks it).
- 903.6: in a Commander game each player's commanders start in the command zone, and every
  player's life is 40 (903.7, 103.4c; `engine.players.commander_game` checks the decks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.keywords.companion import CompanionError, reveal_companions
from arbiter.engine.keywords.hidden_agenda import put_conspiracies
from arbiter.errors import ArbiterError
from arbiter.state import rng

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.engine.game import Game


class OutsideTheGameError(ArbiterError):
    """Cards outside the game that can't be set up so (a dungeon list naming another card)."""


def set_aside(game: Game, sideboards: Sequence[Sequence[str]],
              companions: Sequence[str | None],
              dungeons: Sequence[Sequence[str]] = (),
              attractions: Sequence[Sequence[tuple[str, Sequence[int]]] | None] = (),
              shuffle: bool = False,
              schemes: Sequence[Sequence[str] | None] = (),
              conspiracies: Sequence[Sequence[tuple[str, str | None]]] = (),
              planar_decks: Sequence[Sequence[str] | None] = (), whole: bool = False) -> None:
    """Give each player their sideboard and dungeon cards (one list per player, in player
    order; fewer lists than players: the rest have none), then reveal the companions (None:
    no companion). `whole`: planar decks must be whole (901.3: a game made by `Game.new`; a
    scenario states a board as it is)."""
    from arbiter.engine.keyword_actions.venture import is_dungeon

    players = game.state.players
    if max(len(sideboards), len(companions), len(dungeons), len(attractions),
           len(schemes), len(conspiracies), len(planar_decks)) > len(players):
        raise CompanionError(f"one sideboard, one companion and one list of dungeons per "
                             f"player at most: {len(players)} players, {len(sideboards)} "
                             f"sideboards, {len(companions)} companions, {len(dungeons)} "
                             "lists of dungeons")
    for p, cards in enumerate(sideboards):
        players[p].sideboard = [game.catalog.record(name).name for name in cards]
    for p, cards in enumerate(dungeons):
        names = [game.catalog.record(name).name for name in cards]
        if bad := [n for n in names if not is_dungeon(game, n)]:
            raise OutsideTheGameError(f"{players[p].name}'s dungeons must be dungeon cards "
                                      f"(309.1): {', '.join(bad)} isn't one")
        players[p].dungeons = names
    for p, deck in enumerate(attractions):
        if deck is not None:
            players[p].attraction_deck = _attraction_deck(game, players[p].name, deck)
            if shuffle:
                rng.shuffle(game.state, players[p].attraction_deck)  # 103.3a
    for p, names in enumerate(schemes):
        if names is not None:
            players[p].scheme_deck = _scheme_deck(game, players[p].name, names)
            if shuffle:
                rng.shuffle(game.state, players[p].scheme_deck)  # 103.3a
    for p, entries in enumerate(conspiracies):
        put_conspiracies(game, p, entries)  # 905.4, 702.106a
    if any(d is not None for d in planar_decks):
        from arbiter.engine.keyword_actions.planar_decks import give_planar_decks

        give_planar_decks(game, planar_decks, shuffle, whole)  # 901.3
    reveal_companions(game, dict(enumerate(companions)))


def _scheme_deck(game: Game, player: str, names: Sequence[str]) -> list[str]:
    """904.3: scheme cards."""
    out = [game.catalog.record(n).name for n in names]
    if bad := [n for n in out if "Scheme" not in game.catalog.record(n).faces[0].types]:
        raise OutsideTheGameError(f"{player}'s scheme deck must hold scheme cards (904.3): "
                                  f"{bad[0]} isn't one")
    return out


def set_up(game: Game, first: int, outside: dict[str, Any]) -> int:
    """`Game.new`'s setup of what is outside the game (the lists by keyword, None for none;
    kept in the game's setup record): the decks shuffled, and the starting player (904.6)."""
    game.state.setup = {**(game.state.setup or {}), **outside}
    if outside.get("commanders") is not None:
        from arbiter.engine.players.commander_game import start_commander_game

        start_commander_game(game, outside["commanders"], game.state.setup["decks"],
                             outside["sideboards"], outside["companions"])  # 903.5-903.7
    set_aside(game, outside["sideboards"] or [], outside["companions"] or [],
              outside["dungeons"] or [], outside["attractions"] or [], shuffle=True,
              schemes=outside["schemes"] or [], conspiracies=outside["conspiracies"] or [],
              planar_decks=outside.get("planar_decks") or [], whole=True)
    return archenemy_game(game, first)


def archenemy_game(game: Game, first: int) -> int:
    """904.2, 904.5-904.6, 904.12: the archenemies' life and the starting player of a game
    with scheme decks (`first` unchanged without any)."""
    players = game.state.players
    archenemies = [p.index for p in players if p.scheme_deck is not None]
    if not archenemies:
        return first
    if len(archenemies) != len(players) and not (len(players) == 2 and len(archenemies) == 1):
        raise OutsideTheGameError(
            "an Archenemy game is one archenemy against one player (904.2) or every player an "
            "archenemy (904.12, Supervillain Rumble): a team of two or more facing the "
            "archenemy takes shared team turns (805), which Arbiter doesn't carry out")
    for p in archenemies:
        players[p].life = 40  # 904.5 (904.12c: every archenemy)
        players[p].starting_life = 40  # 103.4
    return archenemies[0] if len(archenemies) == 1 else first  # 904.6; 904.12c


def _attraction_deck(game: Game, player: str, deck: Sequence[tuple[str, Sequence[int]]]
                     ) -> list[tuple[str, tuple[int, ...]]]:
    """717.1-717.2: Attraction cards, each with one to six of the numbers 1-6 lit up."""
    from arbiter.engine.keyword_actions.attractions import ATTRACTION

    out = []
    for name, lights in deck:
        record = game.catalog.record(name)
        if ATTRACTION not in record.faces[0].subtypes:
            raise OutsideTheGameError(f"{player}'s Attraction deck must hold Attraction "
                                      f"cards (717.2): {record.name} isn't one")
        lit = tuple(sorted(set(lights)))
        if not lit or any(n not in range(1, 7) for n in lit):
            raise OutsideTheGameError(f"{record.name} in {player}'s Attraction deck needs "
                                      f"lit-up numbers among 1-6 (717.1), got {list(lights)}")
        out.append((record.name, lit))
    return out


__all__ = ["OutsideTheGameError", "archenemy_game", "set_aside", "set_up"]
