"""702.106 Hidden agenda, and conspiracy cards in the command zone (315, 905.4).

- 905.4 / 315.6: at the start of a Conspiracy Draft game each player may put conspiracy
  cards from their sideboard into the command zone; they own and control them. A face-up
  conspiracy is an object there, whose static abilities affect the game and whose triggered
  abilities may trigger (315.5).
- 702.106a-b / 905.4a: a conspiracy with hidden agenda is put there face down, its owner
  secretly choosing a card name (201.4) as they do. 315.5b: a face-down conspiracy has no
  characteristics, so nothing of it functions: it is kept as its card and the name noted
  with it (`Player.face_down_conspiracies`), not as an object.
- 702.106c / 116.2j: any time they have priority, the player may turn a face-down conspiracy
  they control face up, a special action revealing the chosen name; 702.106d / 607.2d: its
  abilities that say "the chosen name" refer to that name (`rules.chosen_names`).
- 702.106f double agenda (two names) isn't carried out: its line stays unread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import ArbiterError, IllegalActionError
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.chosen_names import KEY, card_names

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.engine.game import Game

HIDDEN_AGENDA = "hidden agenda"
CONSPIRACY = "Conspiracy"


class ConspiracyError(ArbiterError):
    """Conspiracies that can't be put into the command zone so (905.4, 702.106a)."""


def has_hidden_agenda(game: Game, name: str) -> bool:
    return any(isinstance(a, KeywordAbility) and a.keyword == HIDDEN_AGENDA
               for a in game.catalog.abilities(game.catalog.record(name).name, 0))


def _face_up(game: Game, player: int, card: str, name: str | None) -> int:
    obj = game.state.add_object({"owner": player, "controller": player, "card": card},
                                "command")
    if name is not None:
        obj.choices[KEY] = name  # 702.106d: the chosen name
    game.state.touch()
    return obj.id


def put_conspiracies(game: Game, player: int,
                     entries: Sequence[tuple[str, str | None]]) -> None:
    """905.4 / 702.106a: the player's conspiracy cards into the command zone: one with
    hidden agenda face down with its secretly chosen name, any other face up (no name)."""
    who = game.state.players[player]
    for card, name in entries:
        record = game.catalog.record(card)
        if CONSPIRACY not in record.faces[0].types:
            raise ConspiracyError(f"{who.name}'s conspiracies must be conspiracy cards "
                                  f"(905.4): {record.name} isn't one")
        if has_hidden_agenda(game, record.name):
            if name is None or name not in card_names(game.catalog.db):
                raise ConspiracyError(
                    f"{record.name} has hidden agenda: {who.name} secretly chooses a card "
                    f"name as it is put into the command zone (702.106a, 201.4), got "
                    f"{name!r}")
            who.face_down_conspiracies.append((record.name, name))
        elif name is not None:
            raise ConspiracyError(f"{record.name} has no hidden agenda: no name is chosen "
                                  "for it (702.106a)")
        else:
            _face_up(game, player, record.name, None)


def face_up_actions(game: Game, player: int) -> list[tuple[str, int]]:
    """116.2j: (label, index) for each face-down conspiracy the player may turn face up."""
    return [(f"turn face-down conspiracy {card} face up, revealing {name}", i)
            for i, (card, name) in enumerate(game.state.players[player].face_down_conspiracies)]


def turn_face_up(game: Game, player: int, index: int) -> int:
    """702.106c / 116.2j: the conspiracy face up in the command zone, its name revealed."""
    hidden = game.state.players[player].face_down_conspiracies
    if not 0 <= index < len(hidden):
        raise IllegalActionError("no such face-down conspiracy (116.2j)")
    card, name = hidden.pop(index)
    game.log(f"{game.player_name(player)} turns {card} face up, revealing {name} "
             "(702.106c)")
    return _face_up(game, player, card, name)


__all__ = ["CONSPIRACY", "HIDDEN_AGENDA", "ConspiracyError", "face_up_actions",
           "has_hidden_agenda", "put_conspiracies", "turn_face_up"]
