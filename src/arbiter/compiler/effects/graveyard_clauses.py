"""The graveyard clauses read by their own modules (404, 400.7, 608.2d, 601.3), offered to the
effect grammar (`compiler.effects.effects`) together."""

from __future__ import annotations

from arbiter.compiler.effects.graveyard_cast_this_turn import CAST_FROM_GRAVEYARD_THIS_TURN
from arbiter.compiler.effects.reanimate_chosen import REANIMATE_CHOSEN
from arbiter.compiler.effects.return_inverted import RETURN_INVERTED

GRAVEYARD_CLAUSES = RETURN_INVERTED | REANIMATE_CHOSEN | CAST_FROM_GRAVEYARD_THIS_TURN

__all__ = ["GRAVEYARD_CLAUSES"]
