"""What a zone change leaves in this turn's history (`TurnState`), for the conditions that
look back over the turn:

- a permanent leaving the battlefield, with its controller and characteristics as it last
  existed there (608.2h), and where it went: revolt's "a permanent left the battlefield
  under your control this turn", void's "a nonland permanent left the battlefield this
  turn", "a creature died under your control this turn" (`rules.left_under_you`);
- a card leaving a player's graveyard, with its characteristics there (603.10a): "if a card
  left your graveyard this turn" (`rules.left_graveyard`);
- a card put into a player's graveyard from anywhere, with the card types of its front face
  ("if a creature card was put into your graveyard from anywhere this turn",
  `rules.graveyard_arrivals`; a token isn't a card);
- 700.11: a permanent card put into a player's graveyard from anywhere: that player
  "descended" ("if you descended this turn", "the number of times you descended this turn").
  The card is judged as it is in the graveyard, by its own characteristics (its front face,
  712.8a; a token isn't a card); no permanent card needs to stay there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.characteristics import Characteristics
    from arbiter.state.objects import GameObject


def note_move(game: Game, oid: int, old: GameObject, from_zone: str, zone: str,
              in_graveyard: Characteristics | None) -> None:
    """`old` (object `oid`) has just moved from `from_zone` to `zone`; `in_graveyard`: its
    characteristics in the graveyard it left (603.10a), if it left one."""
    turn = game.state.turn
    if in_graveyard is not None:
        turn.left_graveyard.append((oid, old.owner, in_graveyard))
    if from_zone == "battlefield":
        turn.left.append((oid, game.lki[oid].controller, game.lki[oid], zone))
    if zone == "graveyard" and old.card is not None and old.token is None:
        types = frozenset(game.catalog.record(old.card).faces[0].types)
        turn.to_graveyard.append((old.owner, types))  # and 700.11 "descended"


__all__ = ["note_move"]
