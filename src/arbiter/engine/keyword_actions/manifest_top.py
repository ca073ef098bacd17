"""Manifest (701.40a) and cloak (701.58a) the top cards of a library:

    Manifest the top card of your library.                 (Soul Summons)
    Manifest the top two cards of your library.            (Ethereal Ambush)
    Cloak the top card of your library.                    (a mode of Expose the Culprit)

701.40e: a player told to manifest several cards of their library manifests them one at a
time: the top card, then the new top card, and so on (the same for cloak, whose 701.58a
mirrors 701.40a). A card that doesn't end up on the battlefield face down (a replacement
effect sent it elsewhere, 614.1a; 701.40f) isn't manifested, and the next card is still the
new top card. An empty library has no card to manifest. The last permanent made is the
instruction's "it".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.keyword_actions.cloak import cloak
from arbiter.engine.keyword_actions.manifest_dread import manifest
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class FaceDownTop(Instruction):
    """701.40a / 701.58a: "<Manifest | Cloak> the top `n` cards of your library"
    (`kind`: "manifest" or "cloak")."""

    n: Any = 1
    kind: str = "manifest"


def do_face_down_top(r: Resolution, step: FaceDownTop) -> None:
    """701.40e: one card at a time, each the library's top card as it is turned face down."""
    g, you = r.game, r.item.controller
    put = cloak if step.kind == "cloak" else manifest
    made = None
    for _ in range(r.number(step.n)):
        library = g.state.zone_list("library", you)
        if not library:
            break
        made = put(g, library[0], you) or made
    r.it = made


__all__ = ["FaceDownTop", "do_face_down_top"]
